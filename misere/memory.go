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
// on it is honoured where the engine already asks whether to go on
// (every 1,024 sums a walk visits, each round of a reduction, each
// element tried as a heap's class): stopped answers a limit error once
// the process's memory passes the bound the context carries, and the
// quotient stops there with the heaps before it proved.

// memoryEvery is how many asks go by between two readings of the memory
// (a reading takes about a microsecond).
const memoryEvery = 64

// A memoryBound stops the work under a context once memory passes max.
// It may be asked from any goroutine, as a context may.
type memoryBound struct {
	max    uint64
	now    func() uint64 // the memory in use
	asks   atomic.Uint64
	passed atomic.Pointer[error]
}

type memoryKey struct{}

// boundMemory returns ctx carrying a bound of max bytes of memory as now
// reads them (processMemory if nil), or no bound if max is 0: the bound
// is then found at once, not by a search of ctx's parents on each ask.
func boundMemory(ctx context.Context, max uint64, now func() uint64) context.Context {
	var b *memoryBound
	if max > 0 {
		if now == nil {
			now = processMemory
		}
		b = &memoryBound{max: max, now: now}
	}
	return context.WithValue(ctx, memoryKey{}, b)
}

// stopped returns why the work under ctx must stop, if it must: ctx's
// error, or the memory bound's once memory passes it.
func stopped(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	b, _ := ctx.Value(memoryKey{}).(*memoryBound)
	if b == nil {
		return nil
	}
	if p := b.passed.Load(); p != nil {
		return *p
	}
	if b.asks.Add(1)%memoryEvery == 1 {
		if m := b.now(); m > b.max {
			err := errs.Boundf("misère quotient", "max-memory", "more than %d MB of memory in use (%d MB)", b.max>>20, m>>20)
			b.passed.CompareAndSwap(nil, &err)
			return *b.passed.Load()
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
