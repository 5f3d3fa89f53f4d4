package sheet

import (
	"context"
	"os"
	"testing"
)

// BenchmarkDecodeFile decodes the sheets of $SHEETS (JSON Lines), e.g. those
// sheetbench -write makes.
func BenchmarkDecodeFile(b *testing.B) {
	path := os.Getenv("SHEETS")
	if path == "" {
		b.Skip("SHEETS not set")
	}
	sheets := loadSheets(b, path)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Decode(context.Background(), Options{}, sheets[i%len(sheets)]); err != nil {
			b.Fatal(err)
		}
	}
	// the measure (wall time: on a shared machine read the CPU
	// time of the run instead, /usr/bin/time)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "sheets/s")
}
