package webconv

import (
	"context"
	"runtime"
	"testing"

	"github.com/notaz-chess/notaz/internal/testcorpus"
)

// BenchmarkConvertCorpus is the page's conversion of the corpus, the
// same Go code the wasm runs. Natively it says what the page could be at
// best; built for wasm and run in Node (V8, Chromium's engine), it says
// where the wasm's time goes without a browser:
//
//	GOOS=js GOARCH=wasm go test -c -o /tmp/webconv.wasm ./web/webconv
//	cd web/webconv && node $(go env GOROOT)/lib/wasm/wasm_exec_node.js /tmp/webconv.wasm -test.run XXX -test.bench ConvertCorpus -test.benchtime 3x
func BenchmarkConvertCorpus(b *testing.B) {
	in := testcorpus.Read(b, "real", "pgnmentor-tournaments.pgn.gz") // 72,474 games, 47 MB; skips without it
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	var out int
	for b.Loop() {
		res, err := Convert(context.Background(), Request{Inputs: []Input{{"pgnm.pgn", in}}}, nil)
		if err != nil {
			b.Fatal(err)
		}
		out = len(res.Output)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(out), "output-bytes")
	b.ReportMetric(float64(ms.NumGC)/float64(b.N), "gc/op")
}
