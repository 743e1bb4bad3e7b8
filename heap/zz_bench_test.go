package heap

import "testing"

func BenchmarkZZGrundyScalar(b *testing.B) {
	k := fastLanes
	fastLanes = nil
	defer func() { fastLanes = k }()
	benchmarkEngine(b, "grundy", 1<<21)
}
func BenchmarkZZGrundyWide(b *testing.B) { benchmarkEngine(b, "grundy", 1<<21) }
