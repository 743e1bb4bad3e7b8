//go:build unix

package solve

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, garbage collection
// included: on a shared machine positions/cpu-s varies less than
// positions/s.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
