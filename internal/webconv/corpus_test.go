package webconv

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"runtime"
	"testing"
)

// corpus is the 72,474-game corpus of issue 23 (47 MB), read once, or
// skips: it lives beside the repository, in ../shared.
func corpus(b *testing.B) []byte {
	f, err := os.Open("../../../shared/corpus/real/pgnmentor-tournaments.pgn.gz")
	if err != nil {
		b.Skipf("the shared corpus is not here: %v", err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, z); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkConvertCorpus is the page's conversion of the corpus, the
// same Go code the wasm runs. Natively it says what the page could be at
// best; built for wasm and run in Node (V8, Chromium's engine), it says
// where the wasm's time goes without a browser:
//
//	GOOS=js GOARCH=wasm go test -c -o /tmp/webconv.wasm ./internal/webconv
//	cd internal/webconv && node $(go env GOROOT)/lib/wasm/wasm_exec_node.js /tmp/webconv.wasm -test.run XXX -test.bench ConvertCorpus -test.benchtime 3x
func BenchmarkConvertCorpus(b *testing.B) {
	in := corpus(b)
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
