package misere

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/nimber/nimber/heap"
)

func TestZZTmp(t *testing.T) {
	code := os.Getenv("CODE")
	if code == "" {
		t.Skip()
	}
	n, _ := strconv.Atoi(os.Getenv("N"))
	r, _ := heap.Parse(code)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
	defer cancel()
	e := newEngine(ctx, r, 1e12, 1<<20)
	start := time.Now()
	e.progress = func(h, el, s int) { t.Logf("  heap %d: %d elements, %v, visited %d", h, el, time.Since(start), s) }
	for range n {
		if err := e.add(); err != nil {
			t.Log(err)
			return
		}
		t.Logf("heap %d: %d elements, %v, visited %d", e.heaps(), e.q.n, time.Since(start), e.visited)
	}
}
