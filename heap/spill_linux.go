package heap

import (
	"os"
	"syscall"
)

// mapFile maps a new, unlinked file of size bytes in dir, shared, so that
// the kernel writes dropped pages to it.
func mapFile(dir string, size int) ([]byte, error) {
	f, err := os.CreateTemp(dir, "nimber-values-*")
	if err != nil {
		return nil, err
	}
	defer f.Close() // the mapping keeps the file
	if err := os.Remove(f.Name()); err != nil {
		return nil, err
	}
	// Allocate the blocks now: a write to a page of a full disk would
	// otherwise kill the process with SIGBUS.
	if err := syscall.Fallocate(int(f.Fd()), 0, 0, int64(size)); err != nil {
		return nil, err
	}
	return syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
}

func unmap(mem []byte) { syscall.Munmap(mem) }

// dropPages tells the kernel the pages are not needed for now: a shared
// file mapping keeps their contents in the file.
func dropPages(mem []byte) { syscall.Madvise(mem, syscall.MADV_DONTNEED) }

// mapAnon maps size bytes of private anonymous memory, reserved but not
// committed: the window's values, as long as the run, of which only the
// kept ones are ever touched.
func mapAnon(size int) ([]byte, error) {
	return syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
}

// protectPages gives back the pages and makes them unreadable: a read
// faults rather than see zeros.
func protectPages(mem []byte) {
	syscall.Madvise(mem, syscall.MADV_DONTNEED)
	syscall.Mprotect(mem, syscall.PROT_NONE)
}
