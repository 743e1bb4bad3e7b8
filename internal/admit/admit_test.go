package admit

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestLongSeenQuick: a request once seen to need a slot (its quick try
// slowed by the load) still gets a quick try while every slot is taken,
// is answered, and is no longer taken for long.
func TestLongSeenQuick(t *testing.T) {
	l := NewLanes(1)
	const key = 7
	l.markLong(key)
	for range cap(l.slow) {
		l.slow <- struct{}{} // every slot computing a long request
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	v, err := l.Run(ctx, key, true, func(context.Context) (any, error) { return 3, nil })
	if v != 3 || err != nil {
		t.Errorf("a quick request seen long once, every slot taken: %v, %v; want 3", v, err)
	}
	if l.isLong(key) {
		t.Errorf("a request answered in its quick try is still taken for long")
	}
}

// The bodies a server holds are bounded as a whole: past the bound, a
// body's read fails, and each body read gives its bytes back.
func TestBodies(t *testing.T) {
	read := func(b *Bodies, body string) error {
		r := httptest.NewRequest("POST", "/api/analyze", strings.NewReader(body))
		_, done, err := b.Read(httptest.NewRecorder(), r, time.Minute, 1<<20)
		if err == nil {
			done()
		}
		return err
	}
	b := NewBodies(100)
	if err := read(b, strings.Repeat("x", 100)); err != nil {
		t.Errorf("a body of 100 bytes, bound 100: %v; want it read", err)
	}
	b.held.Add(60) // another request's body
	if err := read(b, strings.Repeat("x", 50)); err != ErrBodies {
		t.Errorf("a body of 50 bytes beside 60 held, bound 100: %v; want %v", err, ErrBodies)
	}
	if got := b.held.Load(); got != 60 {
		t.Errorf("held after the reads: %d bytes, want 60 (the other request's)", got)
	}
	if err := read(NewBodies(4<<20), strings.Repeat("x", 2<<20)); err != ErrTooLarge {
		t.Errorf("a body of 2 MB, size 1 MB: %v; want %v", err, ErrTooLarge)
	}
}
