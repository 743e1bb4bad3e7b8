package heap

import (
	"context"
	"math"
	"testing"
	"time"
)

// benchmarkEngine measures values/s from n = from to from+b.N, the prefix
// being computed outside the timer.
func benchmarkEngine(b *testing.B, spec string, from int) { benchmarkWorkers(b, spec, from, 1) }

func benchmarkWorkers(b *testing.B, spec string, from, workers int) {
	r, err := Parse(spec)
	if err != nil {
		b.Fatal(err)
	}
	e := NewEngine(r, Options{Workers: workers})
	if err := e.Extend(context.Background(), from); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	if err := e.Extend(context.Background(), from+b.N); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "values/s")
}

func BenchmarkGrundy(b *testing.B)        { benchmarkEngine(b, "grundy", 1<<17) }
func BenchmarkOfficers(b *testing.B)      { benchmarkEngine(b, "officers", 1<<17) }
func BenchmarkKayles(b *testing.B)        { benchmarkEngine(b, "kayles", 1<<17) }
func BenchmarkDawson(b *testing.B)        { benchmarkEngine(b, "dawson", 1<<17) }
func BenchmarkOfficersSmall(b *testing.B) { benchmarkEngine(b, "officers", 1<<14) }

func BenchmarkOfficers2Workers(b *testing.B) { benchmarkWorkers(b, "officers", 1<<17, 2) }

// BenchmarkThreeHeaps measures a game whose moves leave three heaps.
func BenchmarkThreeHeaps(b *testing.B) { benchmarkEngine(b, "hex:0.3F", 1<<12) }

// From 2^21, past Grundy's game's last rare heap below 2^23, with the
// kernels of wide stamps, tables, scans, short splits and look-ups, and without (as on a machine
// without AVX-512).
func BenchmarkGrundyFrom2e21(b *testing.B) { benchmarkEngine(b, "grundy", 1<<21) }

func BenchmarkGrundyFrom2e21NoKernel(b *testing.B) {
	lanes, scans := fastLanes, scanKernelsInUse()
	fastLanes = nil
	scanKernels{}.use()
	defer func() { fastLanes = lanes; scans.use() }()
	benchmarkEngine(b, "grundy", 1<<21)
}

// Officers from 2^21, where its values take two bytes.
func BenchmarkOfficersFrom2e21(b *testing.B) { benchmarkEngine(b, "officers", 1<<21) }

// The same with two workers.
func BenchmarkGrundyFrom2e21Workers2(b *testing.B)   { benchmarkWorkers(b, "grundy", 1<<21, 2) }
func BenchmarkOfficersFrom2e21Workers2(b *testing.B) { benchmarkWorkers(b, "officers", 1<<21, 2) }

// BenchmarkDenseVsMarks computes 0.76 (a third of its heaps rare under
// any mask: the full mex) from 2^15 for b.N values with the seen bytes of
// dense.go and with a bit per value, in turn, and reports how many times
// faster the bytes are.
func BenchmarkDenseVsMarks(b *testing.B) {
	r, err := Parse("0.76")
	if err != nil {
		b.Fatal(err)
	}
	base := NewEngine(r, Options{})
	if err := base.Extend(context.Background(), 1<<15); err != nil {
		b.Fatal(err)
	}
	prefix := base.Values(nil, 0, base.Len())
	var took [2]time.Duration // bytes, bits
	for range 2 {
		for i, from := range []int{denseFrom, math.MaxInt} {
			withDenseFrom(from, func() {
				e := NewEngineFrom(r, Options{}, prefix)
				start := time.Now()
				if err := e.Extend(context.Background(), len(prefix)+b.N); err != nil {
					b.Fatal(err)
				}
				took[i] += time.Since(start)
			})
		}
	}
	b.ReportMetric(float64(took[0].Nanoseconds())/float64(2*b.N), "ns/value")
	b.ReportMetric(float64(took[1].Nanoseconds())/float64(2*b.N), "marks-ns/value")
	b.ReportMetric(took[1].Seconds()/took[0].Seconds(), "x-faster")
}
