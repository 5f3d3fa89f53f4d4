package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/locales"
	"github.com/urfave/cli/v2"
)

// Shell completion asks the binary itself: a command line ending in
// --generate-bash-completion, the word being completed (maybe empty) just
// before it, is answered by complete with the commands, the flags when
// that word starts with "-", or a flag's values after it. The bash and zsh scripts below only ask and hand
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
    local -a req=("${COMP_WORDS[@]:0:COMP_CWORD}" "$cur")
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
    opts=("${(@f)$(${words[@]:0:#words[@]-1} "$cur" --generate-bash-completion 2>/dev/null)}")
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

// manSections are the manual page's sections that the flag tables do not
// make: how the program ends, what it reads from the environment, and
// examples (roff, after the commands).
const manSections = `.SH EXIT STATUS
.TP
\fB0\fP
no errors (warnings allowed)
.TP
\fB1\fP
some game had an error (check \fB--strict\fP: or a warning)
.TP
\fB2\fP
usage error (bad flag, bad FEN, unknown language)
.TP
\fB3\fP
I/O failure (missing file, truncated or corrupt compressed file, unwritable output)
.TP
\fB130\fP, \fB143\fP, \fB129\fP
interrupted (SIGINT, SIGTERM, SIGHUP); temporary files removed
.SH ENVIRONMENT
.TP
\fBLC_ALL\fP, \fBLC_MESSAGES\fP, \fBLANG\fP
the language of messages and help, in this order (\fB--lang\fP overrides them); C and POSIX are English
.TP
\fBNO_COLOR\fP
set and not empty: no colour on a terminal (\fB--color always\fP still colours)
.TP
\fBCI\fP
set (other than false or 0): no progress line, as in a pipe (\fB--progress\fP overrides)
.TP
\fBGOMEMLIMIT\fP, \fBGOGC\fP
the Go runtime's memory limit and collector pace; unset, notaz sets its own (docs/performance.md)
.SH EXAMPLES
.TP
\fBnotaz convert partita.pgn -o game.pgn\fP
an Italian (or any language's) score to standard English PGN
.TP
\fBnotaz convert --to it game.pgn\fP
standard PGN to Italian letters
.TP
\fBzstdcat lichess.pgn.zst | notaz convert --format json > games.jsonl\fP
a compressed dump to JSON Lines, on every core (notaz also reads .zst itself)
.TP
\fBnotaz check --format github games/*.pgn\fP
check a collection in CI, each finding an annotation
.TP
\fBnotaz split --games 100000 -o 'part-%04d.pgn' big.pgn\fP
cut a big file into parts of whole games
.SH SEE ALSO
README.md, docs/ci.md, docs/json.md, docs/scale.md, docs/reliability.md
`

// manCommand prints the manual page, made from the same command and flag
// tables as --help (App.ToManWithSection); docs/notaz.1 is its output,
// kept current by TestManPage.
func manCommand(l *i18n.Lang) *cli.Command {
	return &cli.Command{
		Name:  "man",
		Usage: "print the manual page (roff): notaz man | man -l -",
		Action: func(c *cli.Context) error {
			if !l.IsEnglish() {
				// The manual page is English whatever the language of
				// the run (docs/notaz.1 is one file): the English App
				// writes it.
				app := newApp(c.App.Reader, c.App.Writer, c.App.ErrWriter, i18n.English)
				localizeApp(app, i18n.English, nil)
				return app.Run([]string{"notaz", "man"})
			}
			page, err := c.App.ToManWithSection(1)
			if err != nil {
				return fmt.Errorf("man page: %w", err)
			}
			page += manSections
			if _, err := io.WriteString(c.App.Writer, page); err != nil {
				return ioErr("%v", err)
			}
			return nil
		},
	}
}

// completionFlag is the word urfave/cli's completion protocol appends;
// run answers it itself (complete), before urfave/cli parses: urfave/cli
// would read it as the value of a flag ("--to --generate-bash-completion")
// and offers a command's hidden help subcommand ("help", "h") where a file
// is expected, which bash then types.
const completionFlag = "--generate-bash-completion"

// flagValues are the values offered after a flag that takes one, per
// command ("" for every command). A flag not listed here has free values
// (a file, a number): nothing is offered and the shell completes file names.
func flagValues(command, flag string) []string {
	langs := func(extra ...string) []string {
		v := extra
		for _, l := range locales.All() {
			if !slices.Contains(v, l.Code) {
				v = append(v, l.Code)
			}
		}
		return v
	}
	switch flag {
	case "to":
		return langs("pgn", "fig")
	case "from":
		return langs("auto", "fig")
	case "lang":
		return langCodes()
	case "format":
		switch command {
		case "check":
			return []string{"text", "json", "github", "sarif"}
		case "decode":
			return []string{"pgn", "json"}
		}
		return []string{"pgn", "uci", "lalg", "json", "html", "parquet"}
	case "style":
		return []string{"pgn", "print"}
	case "encoding":
		return charset.Names()
	case "uci-castling":
		return []string{"960", "standard"}
	case "color":
		return []string{"auto", "always", "never"}
	case "variant":
		return []string{"chess", "chess960", "3check", "kingofthehill", "atomic", "antichess", "crazyhouse", "horde", "racingkings", "shatranj"}
	}
	return nil
}

// complete answers a completion request: words are the command line after
// the program name, the last one being the word completed (maybe ""). It
// prints one candidate a line; the shell filters them by what is typed.
func complete(app *cli.App, words []string, w io.Writer) {
	if len(words) == 0 {
		words = []string{""}
	}
	cur, before := words[len(words)-1], words[:len(words)-1]
	var cmd *cli.Command
	for i := 0; i < len(before) && cmd == nil; i++ {
		switch {
		case !strings.HasPrefix(before[i], "-"):
			if cmd = app.Command(before[i]); cmd == nil {
				return // a word that is no command: nothing to offer
			}
		case takesValue(app.Flags, before[i]):
			i++
		}
	}
	flags, name := app.Flags, ""
	if cmd != nil {
		flags, name = cmd.Flags, cmd.Name
	}
	say := func(v string) { fmt.Fprintln(w, v) }
	if n := len(before); n > 0 && strings.HasPrefix(before[n-1], "-") && takesValue(flags, before[n-1]) {
		for _, v := range flagValues(name, strings.TrimLeft(before[n-1], "-")) {
			say(v)
		}
		return
	}
	switch {
	case strings.HasPrefix(cur, "-"):
		for _, f := range flags {
			if vf, ok := f.(cli.VisibleFlag); ok && !vf.IsVisible() {
				continue
			}
			for _, n := range f.Names() {
				if len(n) > 1 {
					say("--" + n)
				}
			}
		}
		say("--help")
	case cmd == nil:
		for _, c := range app.Commands {
			if !c.Hidden {
				say(c.Name)
			}
		}
	case cmd.Name == "completion":
		for _, s := range completionShells {
			say(s)
		}
	}
	// Otherwise a file is expected: nothing, and the shell offers files.
}
