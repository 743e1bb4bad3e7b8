package connlimit

import (
	"syscall"
	"testing"
)

// The connections a server keeps open leave spareFiles of the process's
// file limit.
func TestConnLimit(t *testing.T) {
	var was syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &was); err != nil {
		t.Skip(err)
	}
	defer syscall.Setrlimit(syscall.RLIMIT_NOFILE, &was)
	tests := []struct {
		limit      uint64
		most, want int
	}{
		{1024, 4096, 1024 - spareFiles},
		{1024, 500, 500},
		{spareFiles + 1, 4096, 1},
		{spareFiles / 2, 4096, 1},
	}
	for _, test := range tests {
		if test.limit > uint64(was.Max) {
			continue
		}
		l := was
		l.Cur = test.limit
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
			t.Fatal(err)
		}
		if got := FileLimit(test.most); got != test.want {
			t.Errorf("file limit %d: FileLimit(%d) = %d, want %d", test.limit, test.most, got, test.want)
		}
	}
}
