package hostile

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// Peak samples a process tree's resident memory every 20 ms until stop
// is closed; Load gives the highest seen, in bytes.
func Peak(pid int, stop <-chan struct{}) *atomic.Int64 {
	var peak atomic.Int64
	go func() {
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			peak.Store(max(peak.Load(), TreeRSS(pid)))
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	return &peak
}

// TreeRSS is the resident memory of process pid and its children (a
// server's script processes), in bytes; 0 where /proc cannot tell.
func TreeRSS(pid int) int64 {
	total := rss(pid)
	// Each thread lists the children it started.
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", pid))
	for _, task := range tasks {
		children, _ := os.ReadFile(task)
		for _, c := range strings.Fields(string(children)) {
			if p, err := strconv.Atoi(c); err == nil {
				total += rss(p)
			}
		}
	}
	return total
}

func rss(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/statm", pid))
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}
