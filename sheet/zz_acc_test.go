package sheet

import (
	"bufio"
	"context"
	"fmt"
	"hash/fnv"
	"os"
	"strings"
	"testing"
	"time"
)

func zzLoad(t testing.TB, path string) []*Sheet {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var sheets []*Sheet
	rd := NewReader(bufio.NewReader(f))
	for {
		s, err := rd.Next()
		if err != nil {
			break
		}
		sheets = append(sheets, s)
	}
	return sheets
}

func zzTruth(t testing.TB, path string) [][]string {
	b, err := os.ReadFile(path + ".pgn")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]string
	for _, line := range strings.Split(string(b), "\n") {
		if line == "" || line[0] == '[' {
			continue
		}
		var g []string
		for _, f := range strings.Fields(line) {
			if strings.HasSuffix(f, ".") || f == "*" {
				continue
			}
			g = append(g, f)
		}
		out = append(out, g)
	}
	return out
}

func zzScore(r *Result, truth []string) (int, bool) {
	right := 0
	for i, m := range r.Moves {
		if i < len(truth) && m.SAN == truth[i] {
			right++
		}
	}
	return right, right == len(truth) && len(r.Moves) == len(truth)
}

// ZZFILES=a.jsonl,b.jsonl ; ZZPAIRS=a:b,c:d
func TestZZAcc(t *testing.T) {
	h := fnv.New64a()
	tm, tt, tg := 0, 0, 0
	if os.Getenv("ZZFILES") != "" {
		for _, f := range strings.Split(os.Getenv("ZZFILES"), ",") {
			ss := zzLoad(t, f)
			truth := zzTruth(t, f)
			mr, mt, gr := 0, 0, 0
			t0 := time.Now()
			for i, s := range ss {
				r, err := Decode(context.Background(), zzOpt, s)
				if err != nil {
					t.Fatal(err)
				}
				h.Write(r.AppendJSON(nil))
				m, ok := zzScore(r, truth[i])
				mr += m
				mt += len(truth[i])
				if ok {
					gr++
				}
			}
			tm, tt, tg = tm+mr, tt+mt, tg+gr
			t.Logf("%-14s moves %5d/%5d %.1f%% games %2d/%d %v", f, mr, mt, 100*float64(mr)/float64(mt), gr, len(ss), time.Since(t0)/time.Duration(len(ss)))
		}
		t.Logf("TOTAL one sheet: moves %d/%d games %d hash %x", tm, tt, tg, h.Sum64())
	}
	tm, tt, tg = 0, 0, 0
	if os.Getenv("ZZPAIRS") != "" {
		for _, pr := range strings.Split(os.Getenv("ZZPAIRS"), ",") {
			ab := strings.Split(pr, ":")
			a, b := zzLoad(t, ab[0]), zzLoad(t, ab[1])
			truth := zzTruth(t, ab[0])
			mr, mt, gr := 0, 0, 0
			t0 := time.Now()
			for i := range a {
				r, _ := Decode(context.Background(), zzOpt, a[i], b[i])
				h.Write(r.AppendJSON(nil))
				m, ok := zzScore(r, truth[i])
				mr += m
				mt += len(truth[i])
				if ok {
					gr++
				}
			}
			tm, tt, tg = tm+mr, tt+mt, tg+gr
			t.Logf("pair %-22s moves %5d/%5d %.1f%% games %2d/%d %v", pr, mr, mt, 100*float64(mr)/float64(mt), gr, len(a), time.Since(t0)/time.Duration(len(a)))
		}
		t.Logf("TOTAL pairs: moves %d/%d games %d hash %x", tm, tt, tg, h.Sum64())
	}
}

var zzOpt Options

func init() {
	if v := os.Getenv("ZZNARROW"); v != "" {
		fmt.Sscan(v, &zzOpt.Narrow)
	}
	if v := os.Getenv("ZZGATE"); v != "" {
		fmt.Sscan(v, &retryGate)
	}
	noRepair = os.Getenv("ZZNOREP") != ""
	if v := os.Getenv("ZZALM"); v != "" {
		fmt.Sscan(v, &alignMargin)
	}
	if v := os.Getenv("ZZRD"); v != "" {
		fmt.Sscan(v, &retryDead)
	}
	if v := os.Getenv("ZZW"); v != "" {
		fmt.Sscan(v, &zzOpt.Width)
	}
	if v := os.Getenv("ZZAM"); v != "" {
		fmt.Sscan(v, &adaptMargin)
	}
	if v := os.Getenv("ZZRB"); v != "" {
		fmt.Sscan(v, &retryBack)
	}
	if v := os.Getenv("ZZBACK"); v != "" {
		fmt.Sscan(v, &wideBack)
	}
	if v := os.Getenv("ZZAHEAD"); v != "" {
		fmt.Sscan(v, &wideAhead)
	}
	if v := os.Getenv("ZZTOP"); v != "" {
		fmt.Sscan(v, &sureTop)
	}
	if v := os.Getenv("ZZDM"); v != "" {
		fmt.Sscan(v, &deadMargin)
	}
	if v := os.Getenv("ZZRW"); v != "" {
		fmt.Sscan(v, &retryWidth)
	}
}

func TestZZDoubt(t *testing.T) {
	for _, f := range strings.Split(os.Getenv("ZZFILES"), ",") {
		nd, nb := 0, 0
		wide, all := 0, 0
		for _, s := range zzLoad(t, f) {
			d := &decoder{narrow: 2}
			bs, _ := stripResult(s.Boxes)
			d.boxes = [][]Box{bs}
			d.setModels([]*lang{newLang(mustLocale("en"), false), newLang(mustLocale("fig"), false)})
			ds := d.doubt[0]
			nd += int(ds[len(ds)-1])
			nb += len(bs)
			for b := range bs {
				all++
				if d.wideAt([]hyp{{boxes: [maxSheets]int{b}}}) {
					wide++
				}
			}
		}
		t.Logf("%s: %d of %d boxes doubtful, %d of %d plies wide", f, nd, nb, wide, all)
	}
}

func TestZZCover(t *testing.T) {
	for _, f := range strings.Split(os.Getenv("ZZFILES"), ",") {
		for _, th := range []float64{3, 10, 30} {
			low, all, cov2, cov4 := 0, 0, 0, 0
			for _, s := range zzLoad(t, f) {
				r, _ := Decode(context.Background(), Options{Width: 2}, s)
				n := len(r.Moves)
				bad := make([]bool, n)
				for i, m := range r.Moves {
					bad[i] = m.P < th*m.RunnerUp.P || !m.AsRead
					if bad[i] {
						low++
					}
				}
				all += n
				for i := range n {
					w2, w4 := false, false
					for j := max(i-4, 0); j <= min(i+4, n-1); j++ {
						if bad[j] {
							w4 = true
							if j >= i-2 && j <= i+2 {
								w2 = true
							}
						}
					}
					if w2 {
						cov2++
					}
					if w4 {
						cov4++
					}
				}
			}
			t.Logf("%s th %.1f: %d of %d plies doubtful; window ±2 %d, ±4 %d", f, th, low, all, cov2, cov4)
		}
	}
}
