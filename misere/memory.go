package misere

import (
	"context"
	"runtime/metrics"
	"sync/atomic"

	"github.com/nimber/nimber/errs"
)

// The quotient engine's memory goes to its candidates: their tables, the
// markings and the option sets its walks keep, which grow with the
// elements of a repaired candidate to gigabytes on hard heaps. A bound
// on it is honoured where the engine already asks its context whether to
// go on (every 1,024 sums a walk visits, each round of a reduction, each
// element tried as a heap's class): the context the engine runs under
// also answers a limit error once the process's memory passes the bound,
// and the quotient stops there with the heaps before it proved.

// memoryEvery is how many asks of the context go by between two readings
// of the memory (a reading takes about a microsecond).
const memoryEvery = 64

// A boundedCtx is a context whose Err also says when memory passes max.
// Err may be asked from any goroutine, as a context's may.
type boundedCtx struct {
	context.Context
	max    uint64
	now    func() uint64 // the memory in use
	asks   atomic.Uint64
	passed atomic.Pointer[error]
}

// boundMemory returns ctx, bounded to max bytes of memory as now reads
// them (processMemory if nil), or ctx itself if max is 0.
func boundMemory(ctx context.Context, max uint64, now func() uint64) context.Context {
	if max == 0 {
		return ctx
	}
	if now == nil {
		now = processMemory
	}
	return &boundedCtx{Context: ctx, max: max, now: now}
}

func (c *boundedCtx) Err() error {
	if err := c.Context.Err(); err != nil {
		return err
	}
	if p := c.passed.Load(); p != nil {
		return *p
	}
	if c.asks.Add(1)%memoryEvery == 1 {
		if m := c.now(); m > c.max {
			err := errs.Boundf("misère quotient", "max-memory", "more than %d MB of memory in use (%d MB)", c.max>>20, m>>20)
			c.passed.CompareAndSwap(nil, &err)
			return *c.passed.Load()
		}
	}
	return nil
}

// processMemory returns the memory the Go runtime holds from the system
// and has not given back: what the process's resident size follows.
func processMemory() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64() - s[1].Value.Uint64()
}
