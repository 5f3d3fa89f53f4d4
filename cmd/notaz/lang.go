package main

import (
	"sort"
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

// The help templates and help flag of urfave/cli as the package defines
// them, before run puts them in the language.
var (
	appHelpTemplate        = cli.AppHelpTemplate
	commandHelpTemplate    = cli.CommandHelpTemplate
	subcommandHelpTemplate = cli.SubcommandHelpTemplate
	flagStringer           = cli.FlagStringer
	helpFlag               = cli.HelpFlag
)

// helpCommandUsage is the usage of urfave/cli's help command.
const helpCommandUsage = "Shows a list of commands or help for one command"

// helpHeadings are the headings of urfave/cli's help templates.
var helpHeadings = []string{"NAME:", "USAGE:", "VERSION:", "DESCRIPTION:", "COMMANDS:", "GLOBAL OPTIONS:", "OPTIONS:", "CATEGORY:", "AUTHOR", "COPYRIGHT:"}

// localizeCLI sets urfave/cli's package-level help strings (templates,
// the help flag, default values) in l; English restores them.
func localizeCLI(l *i18n.Lang) {
	tpl := func(s string) string {
		for _, w := range []string{"[global options]", "command [command options]"} {
			s = strings.ReplaceAll(s, w, l.Word(w))
		}
		for _, h := range helpHeadings {
			s = strings.ReplaceAll(s, "\n"+h, "\n"+l.Word(h))
			if strings.HasPrefix(s, h) {
				s = l.Word(h) + s[len(h):]
			}
		}
		return s
	}
	cli.AppHelpTemplate = tpl(appHelpTemplate) + "\n" + helpText(l, exitCodesHelp) + "\n"
	cli.CommandHelpTemplate = tpl(commandHelpTemplate)
	cli.SubcommandHelpTemplate = tpl(subcommandHelpTemplate)
	if f, ok := helpFlag.(*cli.BoolFlag); ok {
		g := *f
		g.Usage = l.Word(f.Usage)
		cli.HelpFlag = &g
	}
	if l.IsEnglish() {
		cli.FlagStringer = flagStringer
		return
	}
	def := l.Word("(default: ")
	cli.FlagStringer = func(f cli.Flag) string {
		return strings.Replace(flagStringer(f), "(default: ", def, 1)
	}
}

// localizeApp puts the usage strings of app, its commands and their flags
// in l, after they are built: the English strings are the keys, so the
// code that builds them stays as it is. A description is translated piece
// by piece (helpText): some are made of parts, like check's, which lists
// the codes.
func localizeApp(app *cli.App, l *i18n.Lang) {
	// urfave/cli adds its help command, one value for every App, in
	// Setup: set its usage on every run, English included.
	app.Setup()
	for _, c := range app.Commands {
		if c.Name == "help" {
			c.Usage = l.Word(helpCommandUsage)
		}
	}
	if l.IsEnglish() {
		return
	}
	app.Usage = l.Word(app.Usage)
	app.Description = helpText(l, app.Description)
	localizeFlags(app.Flags, l)
	for _, c := range app.Commands {
		c.Usage = l.Word(c.Usage)
		c.ArgsUsage = l.Word(c.ArgsUsage)
		if c.UsageText == "" && c.Name != "help" {
			// urfave/cli writes "[command options]" itself: the usage
			// line is written here instead, in the language.
			c.UsageText = strings.TrimSpace(app.Name + " " + c.Name + " " + l.Word("[command options]") + " " + c.ArgsUsage)
		}
		c.Description = helpText(l, c.Description)
		localizeFlags(c.Flags, l)
	}
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
