//go:build unix

package connlimit

import "syscall"

// spareFiles are the descriptors FileLimit leaves for the rest: the
// listener, standard streams, script processes' pipes.
const spareFiles = 64

// FileLimit returns most, or fewer if the process may open fewer files (Go
// raises its soft limit to the hard one as it starts), with spareFiles
// left over; at least 1.
func FileLimit(most int) int {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil || uint64(l.Cur) > uint64(most+spareFiles) {
		return most
	}
	return max(1, int(l.Cur)-spareFiles)
}
