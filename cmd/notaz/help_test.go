package main

import (
	"io"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/i18n"
	"github.com/urfave/cli/v2"
)

// helpStrings returns the strings of the App's help that are translated
// (usages, descriptions, defaults), where they are.
func helpStrings() map[string]string {
	app := newApp(strings.NewReader(""), io.Discard, io.Discard, i18n.English)
	out := map[string]string{}
	add := func(where, s string) {
		if s != "" {
			out[s] = where
		}
	}
	flags := func(where string, fs []cli.Flag) {
		for _, f := range fs {
			if d, ok := f.(cli.DocGenerationFlag); ok {
				add(where+" --"+f.Names()[0], d.GetUsage())
			}
			switch f := f.(type) {
			case *cli.StringFlag:
				add(where+" --"+f.Name+" default", f.DefaultText)
			case *cli.BoolFlag:
				add(where+" --"+f.Name+" default", f.DefaultText)
			case *cli.IntFlag:
				add(where+" --"+f.Name+" default", f.DefaultText)
			}
		}
	}
	add("notaz", app.Usage)
	add("notaz description", app.Description)
	flags("notaz", app.Flags)
	for _, c := range app.Commands {
		add(c.Name, c.Usage)
		add(c.Name+" args", c.ArgsUsage)
		add(c.Name+" description", c.Description)
		flags(c.Name, c.Flags)
	}
	return out
}

func TestListHelp(t *testing.T) {
	if !testing.Verbose() {
		t.Skip("lists the help strings with -v")
	}
	for s, where := range helpStrings() {
		t.Logf("%s\t%q", where, s)
	}
}

// TestHelpTranslated: every usage, description and default of the App's
// help has a translation in every language with a catalog (a new flag
// without one fails here, whatever the goldens show).
func TestHelpTranslated(t *testing.T) {
	for _, tag := range i18n.Supported()[1:] {
		l := i18n.New(tag)
		for s, where := range helpStrings() {
			if !l.Has(s) && helpText(l, s) == s {
				t.Errorf("%v: %s: %q has no translation", tag, where, s)
			}
		}
	}
}
