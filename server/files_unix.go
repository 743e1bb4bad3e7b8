//go:build unix

package server

import "syscall"

// connLimit is most, or fewer if the process may open fewer files (Go
// raises its soft limit to the hard one as it starts), with spareFiles
// left over; at least 1.
func connLimit(most int) int {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil || uint64(l.Cur) > uint64(most+spareFiles) {
		return most
	}
	return max(1, int(l.Cur)-spareFiles)
}
