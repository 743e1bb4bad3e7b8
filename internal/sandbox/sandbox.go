package sandbox

import (
	"bytes"
	"context"
	"runtime/metrics"
	"time"
)

// outOfMemory reports whether a child's last words, its standard error,
// say it ran out of memory: an allocation past its bound, a thread whose
// stack would pass it, or (with 32-bit ints) an allocation too large to
// ask for at all.
func outOfMemory(stderr []byte) bool {
	for _, s := range []string{"out of memory", "makeslice: len out of range", "cannot allocate memory",
		"pthread_create failed", "failed to create new OS thread"} {
		if bytes.Contains(stderr, []byte(s)) {
			return true
		}
	}
	return false
}

// A Head keeps the first N bytes written to it in W, and drops the rest:
// a child's standard error is read for its first lines, however much it
// writes.
type Head struct {
	W *bytes.Buffer
	N int
}

func (h Head) Write(p []byte) (int, error) {
	if room := h.N - h.W.Len(); room > 0 {
		h.W.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// Watch calls stop once the memory the Go runtime holds (what it maps
// and has not returned to the system) reaches bound bytes. It looks
// every 10 ms: memory that grows step by step,
// such as a search's, stops at the bound with an answer, where a bound
// on the address space (Limit) would end the process at the first large
// reservation past it. Watch returns when ctx is done.
func Watch(ctx context.Context, bound int64, stop func()) {
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			if held() >= bound {
				stop()
				return
			}
		}
	}
}

// held returns the memory the Go runtime maps and has not returned to
// the system.
func held() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64() - s[1].Value.Uint64())
}
