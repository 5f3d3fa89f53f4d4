package prose

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/notaz-chess/notaz/internal/testcorpus"
)

// BenchmarkDecode reads a development-set text (messy real prose: a
// Spanish page with side lines quoted in its paragraphs) through the
// decoder; issue 23 asks for at least 5 MB/s per core.
func BenchmarkDecode(b *testing.B) {
	for _, name := range []string{
		filepath.Join(testcorpus.Dir(), "realtext", "es", "edwinn-mitus-2000_farsalia-table-ellipsis-placeholders.txt"),
		filepath.Join(testcorpus.Dir(), "realtext", "pt", "chigorin-davidov-1874_viriatovitch-variations-own-lines.txt"),
		filepath.Join("..", "testdata", "realtext", "de", "wantoch-sieveking_inselschach-parenthesised-notes.txt"),
	} {
		text, err := os.ReadFile(name)
		if err != nil {
			b.Logf("%s: not available, skipped", name)
			continue
		}
		b.Run(filepath.Base(filepath.Dir(name))+"/"+filepath.Base(name)[:12], func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				Decode(text, Options{})
			}
		})
	}
}

// BenchmarkDecodeDev reads the whole development set (every text of the
// shared realtext corpus and testdata/realtext): "each" decodes the texts
// one by one, as the pipeline does, "concat" as one page holding them
// all (several games on one page). MB/s is over the texts' bytes.
func BenchmarkDecodeDev(b *testing.B) {
	texts := devTexts(b)
	if len(texts) == 0 {
		b.Skip("no development texts")
	}
	names := make([]string, 0, len(texts))
	for n := range texts {
		names = append(names, n)
	}
	slices.Sort(names)
	var all []byte
	for _, n := range names {
		all = append(all, texts[n]...)
		all = append(all, "\n\n"...)
	}
	b.Run("each", func(b *testing.B) {
		b.SetBytes(int64(len(all)))
		b.ReportAllocs()
		for b.Loop() {
			for _, n := range names {
				Decode(texts[n], Options{})
			}
		}
	})
	b.Run("concat", func(b *testing.B) {
		b.SetBytes(int64(len(all)))
		b.ReportAllocs()
		for b.Loop() {
			Decode(all, Options{})
		}
	})
}
