//go:build unix

package sandbox

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// Limit bounds the address space of this process to what it maps now
// plus max bytes: an allocation past it fails, and the Go runtime ends
// the process "out of memory" at once, however large the one allocation
// that tried (a watchdog would see it too late).
func Limit(max int64) error {
	mapped := int64(0)
	if b, err := os.ReadFile("/proc/self/statm"); err == nil {
		if f := strings.Fields(string(b)); len(f) > 0 {
			pages, _ := strconv.ParseInt(f[0], 10, 64)
			mapped = pages * int64(os.Getpagesize())
		}
	}
	var rl syscall.Rlimit
	setLimit(&rl.Cur, &rl.Max, mapped+max)
	return syscall.Setrlimit(syscall.RLIMIT_AS, &rl)
}

// setLimit sets a limit's two fields, which are uint64 on Linux and
// int64 on the BSDs.
func setLimit[T int64 | uint64](cur, max *T, v int64) {
	*cur, *max = T(v), T(v)
}
