package main

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/urfave/cli/v2"
)

// langFlag is the global --lang. run reads it before urfave/cli parses
// the command line (the help must be built in the language), so it is
// only recognised before the command: notaz --lang it check FILE.
var langFlag = &cli.StringFlag{Name: "lang", Usage: langUsage + langList()}

// langUsage is the usage of --lang before the list of languages.
const langUsage = "language of messages and help (default: from LC_ALL, LC_MESSAGES or LANG; C and POSIX are English): "

// langList names the languages with a catalog: "en, it, de".
func langList() string { return strings.Join(langCodes(), ", ") }

// langCodes are the codes of the languages with a message catalog.
func langCodes() []string {
	var codes []string
	for _, t := range i18n.Supported() {
		codes = append(codes, t.String())
	}
	return codes
}

// chooseLang returns the language --lang names among the global flags of
// args (those before the command), else the one the environment asks for
// (LC_ALL, LC_MESSAGES, LANG: i18n.FromEnv).
func chooseLang(args []string, getenv func(string) string) (*i18n.Lang, error) {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "--" {
			break
		}
		v, ok := strings.CutPrefix(a, "--lang=")
		if !ok && (a == "--lang" || a == "-lang") && i+1 < len(args) {
			v, ok = args[i+1], true
		}
		if ok {
			tag, err := i18n.Parse(v)
			if err != nil {
				return i18n.English, usageErr("--lang: %q is not a language (%v)", v, err)
			}
			return i18n.New(tag), nil
		}
	}
	return i18n.New(i18n.FromEnv(getenv)), nil
}

// helpCommandUsage is the usage of urfave/cli's help command.
const helpCommandUsage = "Shows a list of commands or help for one command"

// helpHeadings are the headings of urfave/cli's help templates.
var helpHeadings = []string{"NAME:", "USAGE:", "VERSION:", "DESCRIPTION:", "COMMANDS:", "GLOBAL OPTIONS:", "OPTIONS:", "CATEGORY:", "AUTHOR", "COPYRIGHT:"}

// localizeApp puts the help of app in l, after it is built: the usage
// strings of app, its commands and their flags (the English strings are
// the keys, so the code that builds them stays as it is), and the help
// templates. A description is translated piece by piece (helpText): some
// are made of parts, like check's, which lists the codes.
//
// Nothing of urfave/cli's package is changed: the templates are the
// App's and each Command's (CustomAppHelpTemplate, CustomHelpTemplate),
// and the help command and the global help flag, which urfave/cli's
// Setup would add as package values shared by every App, are copies of
// them in l, given to app before its Setup (helpCommand). urfave/cli
// adds its own help flag to each command as the command runs: the
// command templates print it in l (flagTemplate), as they print each
// flag's default, which urfave/cli's package-level FlagStringer writes.
//
// A command's own help (its description, flags and template) can only be
// printed when its name is on the command line (args: notaz convert -h,
// notaz help convert), so only those commands' help is made: the list of
// commands needs their usage alone.
func localizeApp(app *cli.App, l *i18n.Lang, args []string) {
	h, f := helpCommand(l)
	app.Commands = append(app.Commands, h)
	app.Flags = append(app.Flags, f)
	app.Setup()
	exit := "\n" + helpText(l, exitCodesHelp) + "\n"
	if l.IsEnglish() {
		app.CustomAppHelpTemplate = cli.AppHelpTemplate + exit
		return
	}
	app.Usage = l.Word(app.Usage)
	app.Description = helpText(l, app.Description)
	localizeFlags(app.Flags, l)
	app.CustomAppHelpTemplate = helpTemplate(cli.AppHelpTemplate, app.Flags, l) + exit
	for _, c := range app.Commands {
		c.Usage = l.Word(c.Usage)
		if !slices.ContainsFunc(c.Names(), func(n string) bool { return slices.Contains(args, n) }) {
			continue
		}
		c.ArgsUsage = l.Word(c.ArgsUsage)
		if c.UsageText == "" && c.Name != "help" {
			// urfave/cli writes "[command options]" itself: the usage
			// line is written here instead, in the language.
			c.UsageText = strings.TrimSpace(app.Name + " " + c.Name + " " + l.Word("[command options]") + " " + c.ArgsUsage)
		}
		c.Description = helpText(l, c.Description)
		localizeFlags(c.Flags, l)
		tpl := cli.CommandHelpTemplate
		if len(c.Subcommands) > 0 {
			tpl = cli.SubcommandHelpTemplate
		}
		c.CustomHelpTemplate = helpTemplate(tpl, c.Flags, l)
	}
}

// helpCommand returns copies of urfave/cli's help command and help flag
// with their usage in l. The command is taken from an App of its own:
// urfave/cli does not export it.
func helpCommand(l *i18n.Lang) (*cli.Command, cli.Flag) {
	scratch := &cli.App{Name: "notaz", HideVersion: true, Writer: io.Discard, ErrWriter: io.Discard}
	scratch.Setup()
	h := *scratch.Command("help")
	h.Usage = l.Word(helpCommandUsage)
	return &h, helpFlagIn(l)
}

// helpFlagIn is a copy of urfave/cli's help flag with its usage in l
// (the flag itself if it is not a *cli.BoolFlag).
func helpFlagIn(l *i18n.Lang) cli.Flag {
	f, ok := cli.HelpFlag.(*cli.BoolFlag)
	if !ok {
		return cli.HelpFlag
	}
	g := *f
	g.Usage = l.Word(f.Usage)
	return &g
}

// helpTemplate is urfave/cli's help template tpl in l: its headings and
// usage words, and its list of flags (flagTemplate).
func helpTemplate(tpl string, flags []cli.Flag, l *i18n.Lang) string {
	for _, w := range []string{"[global options]", "command [command options]"} {
		tpl = strings.ReplaceAll(tpl, w, l.Word(w))
	}
	for _, h := range helpHeadings {
		tpl = strings.ReplaceAll(tpl, "\n"+h, "\n"+l.Word(h))
		if strings.HasPrefix(tpl, h) {
			tpl = l.Word(h) + tpl[len(h):]
		}
	}
	list := flagTemplate(flags, l)
	for _, t := range []string{`{{template "visibleFlagTemplate" .}}`, `{{template "visibleFlagCategoryTemplate" .}}`} {
		tpl = strings.ReplaceAll(tpl, t, list)
	}
	return tpl
}

// flagTemplate lists the visible flags as urfave/cli's visibleFlagTemplate
// does, each line written here in l: a flag's usage, the word before its
// default ("(default: " is urfave/cli's FlagStringer's), and the help
// flag that urfave/cli adds to every command as it runs (its usage is
// cli.HelpFlag's). A flag is found by its name, so the list is right
// whatever urfave/cli appends.
func flagTemplate(flags []cli.Flag, l *i18n.Lang) string {
	var b strings.Builder
	b.WriteString(`{{range $i, $e := .VisibleFlags}}` + "\n" + `   {{$n := index $e.Names 0}}`)
	n := 0
	line := func(f cli.Flag) {
		fmt.Fprintf(&b, `{{if eq $n %q}}{{%s}}{{else}}`, f.Names()[0], strconv.Quote(flagLine(f, l)))
		n++
	}
	for _, f := range flags {
		if f.Names()[0] != "help" {
			line(f)
		}
	}
	line(helpFlagIn(l))
	b.WriteString(`{{wrap $e.String 6}}` + strings.Repeat(`{{end}}`, n+1))
	return b.String()
}

// flagLine is urfave/cli's line for the flag f, with the word before its
// default in l, and its lines after the first indented as the template's
// wrap indents them.
func flagLine(f cli.Flag, l *i18n.Lang) string {
	s := strings.Replace(cli.FlagStringer(f), "(default: ", l.Word("(default: "), 1)
	lines := strings.Split(s, "\n")
	for i := 1; i < len(lines); i++ {
		if lines[i] != "" {
			lines[i] = "      " + lines[i]
		}
	}
	return strings.Join(lines, "\n")
}

// helpText translates the pieces of a help text that the catalog has,
// longest first, and leaves the rest (code lists, names) as it is.
func helpText(l *i18n.Lang, s string) string {
	if l.IsEnglish() || s == "" {
		return s
	}
	if l.Has(s) {
		return l.Word(s)
	}
	if ps := strings.Split(s, "\n\n"); len(ps) > 1 {
		for i, p := range ps {
			ps[i] = helpText(l, p)
		}
		return strings.Join(ps, "\n\n")
	}
	if codes := diag.Summary("   ", 80); strings.Contains(s, codes) {
		s = strings.Replace(s, codes, diag.SummaryWith("   ", 80, l.Word("errors:"), l.Word("warnings:")), 1)
	}
	for _, k := range helpPieces {
		if strings.Contains(s, k) && l.Has(k) {
			s = strings.ReplaceAll(s, k, l.Word(k))
		}
	}
	return s
}

// encodingUsage is the usage of --encoding before the list of names.
const encodingUsage = "input encoding: auto (UTF-8, else the single-byte encoding the text reads best in), "

// helpPieces are the parts of help texts that are translated on their
// own, longest first (see helpText): those of descriptions made of parts
// (the code list is made again in the language: diag.SummaryWith).
var helpPieces = func() []string {
	ps := []string{checkDescription, checkDescriptionMore, encodingUsage, langUsage}
	sort.Slice(ps, func(i, j int) bool { return len(ps[i]) > len(ps[j]) })
	return ps
}()

// localizeFlags replaces the flags of fs by copies with their usage in
// l: some flags are package values, shared by every App of the process.
func localizeFlags(fs []cli.Flag, l *i18n.Lang) {
	for i, f := range fs {
		switch f := f.(type) {
		case *cli.StringFlag:
			g := *f
			g.Usage, g.DefaultText = helpText(l, f.Usage), l.Word(f.DefaultText)
			fs[i] = &g
		case *cli.BoolFlag:
			g := *f
			g.Usage, g.DefaultText = helpText(l, f.Usage), l.Word(f.DefaultText)
			fs[i] = &g
		case *cli.IntFlag:
			g := *f
			g.Usage, g.DefaultText = helpText(l, f.Usage), l.Word(f.DefaultText)
			fs[i] = &g
		}
	}
}
