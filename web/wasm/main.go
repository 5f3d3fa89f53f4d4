//go:build js && wasm

// Command wasm is notaz for the browser page (web/): built with GOOS=js
// GOARCH=wasm, it sets globalThis.notaz, the page worker's API, and
// waits. It only carries values between JavaScript and
// web/webconv, where the work is done (and tested natively).
//
//	notaz.convert({inputs: [{name, text} | {name, bytes: Uint8Array}],
//	               from, to, format, lang, maxFindings, onProgress, onOutput})
//	  → {output, rejects: Uint8Array (UTF-8), meta: JSON of webconv.Result}
//	  or {error}
//	notaz.langs()  → JSON [{code, name, native}, …]
//	notaz.version  → the module version, as notaz --version says it
//
// With onOutput, the output goes to it while the conversion runs, in
// pieces of at most webconv.ChunkSize bytes (a Uint8Array each, whole
// lines where it can, never part of a character), and output is empty.
//
// default.pgo, beside this file, is a CPU profile of the page's
// conversion (the issue-23 corpus, one core) that go build uses for
// profile-guided optimisation: Go's wasm pays more than native code for
// each call, and inlining the hot calls saved 6–19% of the CPU time of
// a corpus run in Node (docs/performance.md). A stale profile only
// optimises less; to make it again, from the module root:
//
//	go test ./web/webconv -run XXX -bench ConvertCorpus -benchtime 4x -cpu 1 -cpuprofile web/wasm/default.pgo
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime/debug"
	"syscall/js"

	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/web/webconv"
)

func main() {
	// As the command line does (cmd/notaz/main.go): garbage comes at the
	// speed of parsing, and collecting less often saves time (one thread
	// does both here). But a wasm's memory never shrinks, and a page may
	// run on a phone: past 256 MiB the collector works harder instead.
	debug.SetGCPercent(400)
	debug.SetMemoryLimit(256 << 20)
	api := js.Global().Get("Object").New()
	api.Set("convert", js.FuncOf(convert))
	api.Set("langs", js.FuncOf(langs))
	api.Set("version", version())
	js.Global().Set("notaz", api)
	select {} // the functions above stay callable
}

func convert(_ js.Value, args []js.Value) (ret any) {
	// A panic here would end the wasm program and leave the page dead;
	// as an error the page shows it and the next conversion runs.
	defer func() {
		if r := recover(); r != nil {
			ret = map[string]any{"error": fmt.Sprintf("internal error (please report it): %v", r)}
		}
	}()
	if len(args) != 1 || args[0].Type() != js.TypeObject {
		return map[string]any{"error": "convert takes one request object"}
	}
	a := args[0]
	req := webconv.Request{
		From: str(a, "from"), To: str(a, "to"), Format: str(a, "format"), Style: str(a, "style"), Lang: str(a, "lang"),
	}
	if v := a.Get("maxFindings"); v.Type() == js.TypeNumber {
		req.MaxFindings = v.Int()
	}
	ins := a.Get("inputs")
	for i := range ins.Length() {
		in := ins.Index(i)
		w := webconv.Input{Name: str(in, "name")}
		if b := in.Get("bytes"); b.Type() == js.TypeObject {
			w.Data = make([]byte, b.Get("length").Int())
			js.CopyBytesToGo(w.Data, b)
		} else {
			w.Data = []byte(str(in, "text"))
		}
		req.Inputs = append(req.Inputs, w)
	}
	var progress func(webconv.Progress)
	if f := a.Get("onProgress"); f.Type() == js.TypeFunction {
		progress = func(p webconv.Progress) { f.Invoke(p.Games, float64(p.Done), float64(p.Total)) }
	}
	var chunks *webconv.Chunker
	if f := a.Get("onOutput"); f.Type() == js.TypeFunction {
		chunks = &webconv.Chunker{Send: func(b []byte) { f.Invoke(bytesJS(b)) }}
		req.Output = chunks
	}
	res, err := webconv.Convert(context.Background(), req, progress)
	if err != nil {
		return map[string]any{"error": err.Error()}
	}
	if chunks != nil {
		chunks.Flush()
	}
	// The texts go as bytes (UTF-8) of their own, which the worker hands
	// to the page without a copy; the rest as JSON.
	meta, _ := json.Marshal(res)
	return map[string]any{"output": bytesJS(res.Output), "rejects": bytesJS(res.Rejects), "meta": string(meta)}
}

// bytesJS copies b into a new Uint8Array.
func bytesJS(b []byte) js.Value {
	a := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(a, b)
	return a
}

func str(v js.Value, key string) string {
	if f := v.Get(key); f.Type() == js.TypeString {
		return f.String()
	}
	return ""
}

func langs(js.Value, []js.Value) any {
	type lang struct {
		Code   string `json:"code"`
		Name   string `json:"name"`
		Native string `json:"native"`
	}
	var ls []lang
	for _, l := range locales.All() {
		ls = append(ls, lang{l.Code, l.Name, l.Native})
	}
	// Descriptive notation (P-K4, P4R), in both lists.
	for _, l := range descriptive.Languages() {
		ls = append(ls, lang{l.Code, l.Name, l.Native})
	}
	b, _ := json.Marshal(ls)
	return string(b)
}

func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		return bi.Main.Version
	}
	return "devel"
}
