//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, all threads (the garbage
// collector's included), as the C++ side's clock() measures it.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
