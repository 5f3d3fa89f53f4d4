//go:build js && wasm

// Command wasm is notaz for the browser page (web/): built with GOOS=js
// GOARCH=wasm, it sets globalThis.notaz, the page worker's API, and
// waits. It only carries values between JavaScript and
// internal/webconv, where the work is done (and tested natively).
//
//	notaz.convert({inputs: [{name, text} | {name, bytes: Uint8Array}],
//	               from, to, format, lang, maxFindings, onProgress})
//	  → {output, rejects, meta: JSON of webconv.Result without its texts}
//	  or {error}
//	notaz.langs()  → JSON [{code, name, native}, …]
//	notaz.version  → the module version, as notaz --version says it
package main

import (
	"context"
	"encoding/json"
	"runtime/debug"
	"syscall/js"

	"github.com/notaz-chess/notaz/internal/webconv"
	"github.com/notaz-chess/notaz/locales"
)

func main() {
	// As the command line does (cmd/notaz/main.go): the live heap is
	// small, garbage comes at the speed of parsing; collecting less often
	// saves time, and in the browser one thread does both.
	debug.SetGCPercent(400)
	api := js.Global().Get("Object").New()
	api.Set("convert", js.FuncOf(convert))
	api.Set("langs", js.FuncOf(langs))
	api.Set("version", version())
	js.Global().Set("notaz", api)
	select {} // the functions above stay callable
}

func convert(_ js.Value, args []js.Value) any {
	if len(args) != 1 || args[0].Type() != js.TypeObject {
		return map[string]any{"error": "convert takes one request object"}
	}
	a := args[0]
	req := webconv.Request{
		From: str(a, "from"), To: str(a, "to"), Format: str(a, "format"), Lang: str(a, "lang"),
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
	res, err := webconv.Convert(context.Background(), req, progress)
	if err != nil {
		return map[string]any{"error": err.Error()}
	}
	// The texts go as strings of their own: in the JSON they would be
	// escaped and copied once more.
	out, rej := res.Output, res.Rejects
	res.Output, res.Rejects = "", ""
	meta, _ := json.Marshal(res)
	return map[string]any{"output": out, "rejects": rej, "meta": string(meta)}
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
	b, _ := json.Marshal(ls)
	return string(b)
}

func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		return bi.Main.Version
	}
	return "devel"
}
