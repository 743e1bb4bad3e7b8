//go:build !unix

package main

import "time"

// cpuTime is not measured here: the rates fall back to wall time.
func cpuTime() time.Duration { return 0 }
