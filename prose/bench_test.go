package prose

import (
	"os"
	"path/filepath"
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
