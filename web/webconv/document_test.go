package webconv

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestPrintableDocument: the page's format "html" gives one document of
// all its inputs, in the style asked for, with the contents.
func TestPrintableDocument(t *testing.T) {
	req := Request{
		Inputs: []Input{
			{Name: "a.pgn", Data: []byte("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n")},
			{Name: "b.pgn", Data: []byte("1. f3 e5 2. g4 Qh4# 0-1\n")},
		},
		To: "ru", Format: "html", Style: "print",
	}
	res, err := Convert(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := string(res.Output)
	for _, want := range []string{"<!DOCTYPE html>", `lang="ru"`, "3.Сb5", "Фh4×", "0–1", `href="#g1-1"`, `href="#g2-1"`, "Ход белых", "</html>"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the document", want)
		}
	}
	if n := strings.Count(out, "<!DOCTYPE html>"); n != 1 {
		t.Errorf("%d documents, want one for both inputs", n)
	}
	pgn, err := Convert(context.Background(), Request{Inputs: req.Inputs[:1], To: "de", Style: "print"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(pgn.Output, []byte("1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 1–0")) {
		t.Errorf("German print style: %s", pgn.Output)
	}
	if _, err := Convert(context.Background(), Request{Inputs: req.Inputs[:1], Format: "uci", Style: "print"}, nil); err == nil {
		t.Error("style print with format uci: no error")
	}
}
