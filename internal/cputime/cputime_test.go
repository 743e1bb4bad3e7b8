package cputime

import (
	"runtime"
	"testing"
	"time"
)

// TestProcessAdvances checks that busy work shows as CPU time.
func TestProcessAdvances(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" || runtime.GOOS == "js" {
		t.Skip("no CPU time here")
	}
	start := Process()
	x := 0
	for deadline := time.Now().Add(50 * time.Millisecond); time.Now().Before(deadline); {
		x++
	}
	if got := Process() - start; got < 10*time.Millisecond {
		t.Errorf("50 ms of busy work used %v of CPU time, want at least 10 ms (x=%d)", got, x)
	}
}
