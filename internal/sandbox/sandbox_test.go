package sandbox

import (
	"bytes"
	"context"
	"runtime"
	"testing"
	"time"
)

func TestOutOfMemory(t *testing.T) {
	for _, c := range []struct {
		stderr string
		want   bool
	}{
		{"runtime: out of memory: cannot allocate 20971520-byte block\nfatal error: out of memory\n", true},
		{"runtime/cgo: pthread_create failed: Resource temporarily unavailable\nSIGABRT: abort\n", true},
		{"panic: runtime error: makeslice: len out of range\n", true},
		{"panic: runtime error: index out of range [3] with length 3\n", false},
		{"", false},
	} {
		if got := outOfMemory([]byte(c.stderr)); got != c.want {
			t.Errorf("outOfMemory(%q) = %v, want %v", c.stderr, got, c.want)
		}
	}
}

func TestHead(t *testing.T) {
	var b bytes.Buffer
	h := Head{W: &b, N: 10}
	for _, s := range []string{"abcdef", "ghijkl", "mnop"} {
		if n, err := h.Write([]byte(s)); n != len(s) || err != nil {
			t.Errorf("Write(%q) = %d, %v; want %d, nil", s, n, err, len(s))
		}
	}
	if got := b.String(); got != "abcdefghij" {
		t.Errorf("Head kept %q, want abcdefghij", got)
	}
}

// Watch stops work whose memory grows past its bound, and not before.
func TestWatch(t *testing.T) {
	bound := held() + 64<<20
	stopped := make(chan struct{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go Watch(ctx, bound, func() { close(stopped) })
	var keep [][]byte
	for held() < bound-16<<20 {
		keep = append(keep, make([]byte, 1<<20))
	}
	select {
	case <-stopped:
		t.Fatalf("Watch stopped at %d MB held, below its bound of %d MB", held()>>20, bound>>20)
	case <-time.After(50 * time.Millisecond):
	}
	for held() < bound+16<<20 {
		keep = append(keep, make([]byte, 1<<20))
	}
	select {
	case <-stopped:
	case <-time.After(10 * time.Second):
		t.Fatalf("Watch did not stop at %d MB held, past its bound of %d MB", held()>>20, bound>>20)
	}
	runtime.KeepAlive(keep)
}
