package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/notaz-chess/notaz/i18n"
	"github.com/urfave/cli/v2"
)

// Shell completion asks the binary itself: urfave/cli answers a command
// line ending in --generate-bash-completion with the commands, or the
// flags when the word being completed starts with "-" (App
// EnableBashCompletion). The bash and zsh scripts below only ask and hand
// the answer to the shell; where there is no suggestion (file arguments)
// they fall back to file names. Fish gets a static script generated from
// the command and flag tables (App.ToFishCompletion), so it needs no call
// back.

// bashCompletion is urfave/cli's autocomplete/bash_autocomplete made
// specific to notaz: no eval of the typed words (the words are passed as
// they are), and no dependency on the bash-completion package.
const bashCompletion = `# bash completion for notaz: source <(notaz completion bash)
_notaz_complete() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    local IFS=$'\n'
    local -a req=("${COMP_WORDS[@]:0:COMP_CWORD}")
    if [[ $cur == -* ]]; then
        req+=("$cur")
    fi
    local opts
    opts=$("${req[@]}" --generate-bash-completion 2>/dev/null)
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -o bashdefault -o default -F _notaz_complete notaz
`

// zshCompletion is urfave/cli's autocomplete/zsh_autocomplete for notaz.
// With $0 ending in "zsh" urfave/cli prints "name:usage" lines, which
// _describe shows as descriptions.
const zshCompletion = `#compdef notaz
# zsh completion for notaz: source <(notaz completion zsh), or save as _notaz in $fpath
_notaz() {
    local -a opts
    local cur=${words[-1]}
    if [[ $cur == -* ]]; then
        opts=("${(@f)$(${words[@]:0:#words[@]-1} $cur --generate-bash-completion 2>/dev/null)}")
    else
        opts=("${(@f)$(${words[@]:0:#words[@]-1} --generate-bash-completion 2>/dev/null)}")
    fi
    if [[ ${opts[1]} != "" ]]; then
        _describe 'values' opts
    else
        _files
    fi
}
if [[ $funcstack[1] == _notaz ]]; then
    _notaz "$@"
else
    compdef _notaz notaz
fi
`

var completionShells = []string{"bash", "zsh", "fish"}

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print the shell completion script for bash, zsh or fish",
		ArgsUsage: "bash|zsh|fish",
		Description: "Load it in the running shell, or install it once:\n" +
			"   bash: source <(notaz completion bash)   (in ~/.bashrc)\n" +
			"   zsh:  source <(notaz completion zsh)    (in ~/.zshrc, after compinit)\n" +
			"   fish: notaz completion fish > ~/.config/fish/completions/notaz.fish",
		BashComplete: func(c *cli.Context) {
			for _, s := range completionShells {
				fmt.Fprintln(c.App.Writer, s)
			}
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageErr("completion: name one shell: %s", strings.Join(completionShells, ", "))
			}
			script, err := completionScript(c.App, c.Args().First())
			if err != nil {
				return err
			}
			if _, err := io.WriteString(c.App.Writer, script); err != nil {
				return ioErr("%v", err)
			}
			return nil
		},
	}
}

func completionScript(app *cli.App, shell string) (string, error) {
	switch shell {
	case "bash":
		return bashCompletion, nil
	case "zsh":
		return zshCompletion, nil
	case "fish":
		s, err := app.ToFishCompletion()
		if err != nil {
			return "", fmt.Errorf("fish completion: %w", err)
		}
		return s, nil
	}
	return "", usageErr("completion: unknown shell %q (%s)", shell, strings.Join(completionShells, ", "))
}

// manCommand prints the manual page, made from the same command and flag
// tables as --help (App.ToManWithSection); docs/notaz.1 is its output,
// kept current by TestManPage.
func manCommand() *cli.Command {
	return &cli.Command{
		Name:  "man",
		Usage: "print the manual page (roff): notaz man | man -l -",
		Action: func(c *cli.Context) error {
			if !msgs.IsEnglish() {
				// The manual page is English whatever the language of
				// the run (docs/notaz.1 is one file): the English App
				// writes it.
				saved := msgs
				defer func() { msgs = saved; localizeCLI(saved) }()
				msgs = i18n.English
				localizeCLI(msgs)
				app := newApp(c.App.Reader, c.App.Writer, c.App.ErrWriter)
				localizeApp(app, msgs)
				return app.Run([]string{"notaz", "man"})
			}
			page, err := c.App.ToManWithSection(1)
			if err != nil {
				return fmt.Errorf("man page: %w", err)
			}
			if _, err := io.WriteString(c.App.Writer, page); err != nil {
				return ioErr("%v", err)
			}
			return nil
		},
	}
}
