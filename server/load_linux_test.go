package server

import (
	"os"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/nimber/nimber/internal/connlimit"
	"github.com/nimber/nimber/internal/hostile"
	"github.com/nimber/nimber/internal/longtest"
)

// The hostile load of issue 47, in the test: 8 clients sending expensive
// requests (scripts in their own processes), 1,000 connections trickling
// or idle and reopened as they are dropped, 16 clients sending cheap
// requests, for 20 s. No wrong answer, no 5xx but the busy 503s of
// expensive requests, every request ended within the timeout + 1 s, the
// memory of the process and its script children under 1 GB, and cheap
// requests answered. Nothing is asserted of throughput.
func TestHostileLoad(t *testing.T) {
	longtest.Only(t)
	const timeout = 5 * time.Second
	c := hostile.Config{Duration: 20 * time.Second, Timeout: timeout, Idle: 200, Trickle: 800, Expensive: 8, Cheap: 16}
	// Each held connection is two descriptors here, the client's and the
	// server's.
	if room := holdable(t, 2*(c.Idle+c.Trickle)+512); room < c.Idle+c.Trickle {
		if room < 200 {
			t.Skipf("the file limit leaves room for %d held connections; the load wants %d and at least 200", room, c.Idle+c.Trickle)
		}
		c.Idle, c.Trickle = room/5, room-room/5
		t.Logf("the file limit leaves room for %d held connections: %d idle, %d trickling", room, c.Idle, c.Trickle)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	addr := serveCapped(t, Options{Timeout: timeout, Sandbox: &Sandbox{Path: self}}, connlimit.FileLimit(MaxConns))
	stop := make(chan struct{})
	peak := hostile.Peak(os.Getpid(), stop)
	res := hostile.Run(addr, c)
	close(stop)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("%d cheap requests, p50 %v, p99 %v; expensive by status %v; %d connections opened; longest cheap %v, expensive %v; peak %d MB resident, heap %d MB",
		len(res.Cheap), res.Quantile(0.5), res.Quantile(0.99), res.Expensive, res.Opened, res.Longest[0], res.Longest[1], peak.Load()>>20, ms.HeapSys>>20)
	if res.Wrong > 0 || len(res.Cheap) < c.Cheap {
		t.Errorf("%d cheap requests, %d wrong (%d 5xx): %v; want at least one a client, and none wrong", len(res.Cheap), res.Wrong, res.Cheap5xx, res.Why)
	}
	for status, n := range res.Expensive {
		if status != 422 && status != 503 && status != 200 {
			t.Errorf("%d expensive requests answered %d; want 422 (a bound met) or 503 (busy): %v", n, status, res.Why)
		}
	}
	if res.Late[0]+res.Late[1] > 0 {
		t.Errorf("%d cheap and %d expensive requests ended past the timeout + 1 s (the longest %v and %v); want none", res.Late[0], res.Late[1], res.Longest[0], res.Longest[1])
	}
	if p := peak.Load(); p >= 1<<30 {
		t.Errorf("peak resident memory %d MB, the test's process and its script children; want under 1 GB", p>>20)
	}
}

// holdable raises the soft file limit towards want descriptors, if it is
// lower, and returns how many connections the limit leaves room to hold
// (two descriptors each, 512 spare).
func holdable(t *testing.T, want int) int {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
		t.Fatalf("the file limit: %v", err)
	}
	if l.Cur < uint64(want) && l.Max > l.Cur {
		l.Cur = min(l.Max, uint64(want))
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
			t.Logf("raising the file limit to %d: %v", l.Cur, err)
			syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l)
		}
	}
	return max(0, (int(min(l.Cur, 1<<20))-512)/2)
}
