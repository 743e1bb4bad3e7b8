package heap

import (
	"os"
	"slices"
	"unsafe"

	"github.com/nimber/nimber/errs"
)

// A spill keeps the values in a memory-mapped file instead of the Go heap,
// for runs whose values outgrow memory (Grundy's game to 2^32 is 8.6 GB).
// The engine reads a few early values (the rare heaps, the small heaps it
// splits at) and the latest ones; every so often it tells the kernel it
// is done with the pages in between (release), which the kernel then
// writes to the file and drops. A value read again later, as by the rare
// full scan that finds a new rare value, comes back from the file: the
// values are always all there, only resident memory is bounded.
//
// The file is unlinked as soon as it is made, so nothing is left behind,
// even after kill -9.
type spill struct {
	dir       string
	anon      bool     // an anonymous mapping, for Options.Window, instead of a file
	mem       []byte   // the current mapping
	retired   [][]byte // earlier mappings a verifier may still read
	droppedTo int      // the bytes of mem below this that the window dropped are unreadable
}

// Spill sizes: values below spillEarly stay resident, as do the
// spillWindow latest and the pages the engine reads again meanwhile; the
// rest is released each time spillEvery more values are computed.
// (Variables so that a test can make them small.)
var (
	spillEarly  = 1 << 22
	spillWindow = 1 << 22
	spillEvery  = 1 << 22
)

// CheckSpill reports whether values can be kept in a file in dir
// (Options.Spill): a file there can be made, given its blocks and mapped.
func CheckSpill(dir string) error {
	mem, err := mapFile(dir, 1<<16)
	if err != nil {
		return errs.E("keep values in a file", errs.IO, err)
	}
	unmap(mem)
	return nil
}

// spillSlice returns a slice of length n and capacity capacity, backed by
// a new mapping that replaces the old one (which the caller has copied
// from, or will not read again).
func spillSlice[T value](s *spill, n, capacity int) ([]T, error) {
	var zero T
	size := int(unsafe.Sizeof(zero))
	mapValues := mapFile
	if s.anon {
		mapValues = func(_ string, size int) ([]byte, error) { return mapAnon(size) }
	}
	mem, err := mapValues(s.dir, max(capacity, 1)*size)
	if err != nil {
		return nil, errs.E("keep values in a file", errs.IO, err)
	}
	if s.mem != nil {
		s.retired = append(s.retired, s.mem)
	}
	s.mem, s.droppedTo = mem, 0
	all := unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(mem))), len(mem)/size)
	return all[:n:capacity], nil
}

// release lets the kernel drop the pages holding bytes [from, to) of the
// mapping; reading them again reads the file.
func (s *spill) release(from, to int) {
	page := os.Getpagesize()
	from = (from + page - 1) / page * page
	to = to / page * page
	if s.mem != nil && from < to && to <= len(s.mem) {
		dropPages(s.mem[from:to])
	}
}

// unmapRetired unmaps the mappings replaced since the last call; no one
// may read them any more.
func (s *spill) unmapRetired() {
	for _, m := range s.retired {
		unmap(m)
	}
	s.retired = nil
}

// close unmaps the values; the engine must not read them after.
func (s *spill) close() {
	s.unmapRetired()
	if s.mem != nil {
		unmap(s.mem)
		s.mem = nil
	}
}

// Grow makes room for n values in all, so that extending to n does not
// copy them again: in the spill file with Options.Spill, in the heap
// otherwise.
func (e *Engine) Grow(n int) error {
	if e.sp != nil {
		return e.reserve(n)
	}
	switch e.width {
	case 1:
		e.v8 = slices.Grow(e.v8, max(0, n-len(e.v8)))
	case 2:
		e.v16 = slices.Grow(e.v16, max(0, n-len(e.v16)))
	default:
		e.v32 = slices.Grow(e.v32, max(0, n-len(e.v32)))
	}
	return nil
}

// reserve moves the values into a mapping with room for n of them, unless
// they are in one already (doubling the room, so that Extend in small steps
// copies each value a few times only).
func (e *Engine) reserve(n int) error {
	var err error
	switch e.width {
	case 1:
		e.v8, err = moveTo[uint8](e, e.v8, n)
	case 2:
		e.v16, err = moveTo[uint16](e, e.v16, n)
	default:
		e.v32, err = moveTo[uint32](e, e.v32, n)
	}
	return err
}

// moveTo returns g in a mapping with room for n values: g itself if it is
// in the current one and has the room.
func moveTo[T value](e *Engine, g []T, n int) ([]T, error) {
	if cap(g) >= n && len(e.sp.mem) > 0 && unsafe.Pointer(unsafe.SliceData(g)) == unsafe.Pointer(unsafe.SliceData(e.sp.mem)) {
		return g, nil
	}
	to, err := spillSlice[T](e.sp, len(g), max(n, 2*cap(g), 1<<16))
	if err != nil {
		return g, err
	}
	copyKept(e, to, g)
	var zero T
	e.sp.drop(e.opt.Window*int(unsafe.Sizeof(zero)), e.hole*int(unsafe.Sizeof(zero)))
	return to, nil
}

// widen returns the values g converted to the wider T, with the same room:
// in a new mapping when spilling.
func widen[F, T value](e *Engine, g []F) []T {
	if e.sp == nil {
		return convert[F, T](g)
	}
	to, err := spillSlice[T](e.sp, len(g), cap(g))
	if err != nil {
		e.err = err
		return convert[F, T](g)
	}
	copyKept(e, to, g)
	var zero T
	e.sp.drop(e.opt.Window*int(unsafe.Sizeof(zero)), e.hole*int(unsafe.Sizeof(zero)))
	return to
}

// releaseSpill lets the kernel drop the pages of values between the early
// ones (and the rare heaps) and the latest, every spillEvery values.
func (e *Engine) releaseSpill() {
	if e.sp == nil || e.sp.anon || e.Len() < e.releasedAt+spillEvery {
		return
	}
	e.releasedAt = e.Len()
	early := max(spillEarly, e.c.lastRare+1)
	e.sp.release(early*e.width, (e.Len()-spillWindow)*e.width)
}
