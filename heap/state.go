package heap

import (
	"bufio"
	"encoding/binary"
	"io"
	"slices"
	"unsafe"

	"github.com/nimber/nimber/errs"
)

// The engine's state besides the values can be rebuilt from them, as a
// roll-back or a resume from a file does. A windowed engine, which cannot
// read every value again, keeps instead what they would give: the
// histogram, the mask, the count of rare heaps and where each new largest
// value first came. The rare heaps themselves are all among the first K
// values (window.go), and a scan of those finds them again.

// rebuild recomputes everything but the values from the values, as a
// fresh engine would have them after computing them. maxAt is where the
// largest value first is, if known, else −1.
func (e *Engine) rebuild(maxAt int) {
	e.c, e.cycle, e.saltus, e.cycleAt, e.releasedAt = e.newCore(), 0, 0, 0, 0
	switch e.width {
	case 1:
		e.maxAt = rebuildCore(e.c, e.v8, maxAt)
	case 2:
		e.maxAt = rebuildCore(e.c, e.v16, maxAt)
	default:
		e.maxAt = rebuildCore(e.c, e.v32, maxAt)
	}
}

// rebuildCore loads g into c and returns where its largest value first is
// (maxAt if that is not −1).
func rebuildCore[T value](c *core, g []T, maxAt int) int {
	load(c, g)
	if maxAt < 0 && len(g) > 0 {
		maxAt = slices.Index(g, T(c.maxVal))
	}
	return max(maxAt, 0)
}

// truncate keeps the first n values and rebuilds the rest.
func (e *Engine) truncate(n int) {
	switch e.width {
	case 1:
		e.v8 = e.v8[:n]
	case 2:
		e.v16 = e.v16[:n]
	default:
		e.v32 = e.v32[:n]
	}
	for len(e.maxes) > 0 && e.maxes[len(e.maxes)-1].at >= n {
		e.maxes = e.maxes[:len(e.maxes)-1]
	}
	// A roll-back keeps the largest value unless it was among the last.
	if e.maxAt < n {
		e.rebuild(e.maxAt)
	} else {
		e.rebuild(-1)
	}
}

// A maxRecord is a new largest value v, first at heap at.
type maxRecord struct {
	v  uint32
	at int
}

// noteMax records that G(at) = v is larger than every value before it.
func (e *Engine) noteMax(v uint32, at int) {
	e.maxAt = at
	e.maxes = append(e.maxes, maxRecord{v, at})
}

// restoreCore makes a fresh core from the histogram hist, the mask m and
// the count nRare of rare heaps under it, re-chosen at length chosenAt,
// and the first K values, where the rare heaps are.
func (e *Engine) restoreCore(hist [2][]int, m rareMask, nRare, chosenAt int) error {
	c := e.newCore()
	c.hist.count, c.mask, c.nRare, c.chosenAt = hist, m, nRare, chosenAt
	for p := range hist {
		for v, k := range hist[p] {
			if k > 0 {
				c.maxVal = max(c.maxVal, uint32(v))
			}
		}
	}
	found := 0
	if c.sparse && m.bits != 0 {
		upTo := min(e.Len(), e.opt.Window)
		switch e.width {
		case 1:
			found = listRare(c, e.v8[:upTo])
		case 2:
			found = listRare(c, e.v16[:upTo])
		default:
			found = listRare(c, e.v32[:upTo])
		}
	}
	if found != nRare && m.bits != 0 {
		return errs.Errorf("restore nim-sequence", errs.Internal, "%d rare heaps among the first %d values, but %d in all", found, e.opt.Window, nRare)
	}
	e.c, e.cycle, e.saltus, e.cycleAt = c, 0, 0, 0
	if e.dropped() {
		e.cycleAt = int(^uint(0) >> 1) // no period search without every value
	}
	return nil
}

// rollBackWindowed keeps the first n values, as truncate does, from the
// state kept instead of every value. The heaps from n on were all of the
// common class, or the run would have stopped (observe).
func (e *Engine) rollBackWindowed(n int) error {
	c := e.c
	if c.lastRare >= n {
		return e.pastPrefix(c.lastRare, e.At(c.lastRare))
	}
	for i := n; i < e.Len(); i++ {
		c.hist.count[(i+c.kpar)&1][e.At(i)]--
	}
	for len(e.maxes) > 0 && e.maxes[len(e.maxes)-1].at >= n {
		e.maxes = e.maxes[:len(e.maxes)-1]
	}
	e.maxAt = 0
	if k := len(e.maxes); k > 0 {
		e.maxAt = e.maxes[k-1].at
	}
	switch e.width {
	case 1:
		e.v8 = e.v8[:n]
	case 2:
		e.v16 = e.v16[:n]
	default:
		e.v32 = e.v32[:n]
	}
	return e.restoreCore(c.hist.count, c.mask, c.nRare, c.chosenAt)
}

// stateVersion numbers the layout WriteState writes.
const stateVersion = 1

// WriteState writes what a windowed engine needs to continue: its
// counts, its mask and the values it keeps. ReadState reads it back.
func (e *Engine) WriteState(w io.Writer) error {
	if !e.windowed() {
		return errs.Errorf("save nim-sequence", errs.Internal, "WriteState needs Options.Window")
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	c := e.c
	fields := []uint64{stateVersion, uint64(e.opt.Window), uint64(e.width), uint64(e.Len()), uint64(e.hole),
		uint64(c.mask.bits), b2u(c.mask.pos), uint64(c.nRare), uint64(c.chosenAt), uint64(len(e.maxes)), uint64(len(c.hist.count[0]))}
	for _, m := range e.maxes {
		fields = append(fields, uint64(m.v), uint64(m.at))
	}
	for p := range c.hist.count {
		for _, k := range c.hist.count[p] {
			fields = append(fields, uint64(k))
		}
	}
	for _, f := range fields {
		bw.Write(binary.LittleEndian.AppendUint64(nil, f))
	}
	for _, r := range e.keptRanges(e.Len()) {
		switch e.width {
		case 1:
			writeValues(bw, e.v8[r[0]:r[1]])
		case 2:
			writeValues(bw, e.v16[r[0]:r[1]])
		default:
			writeValues(bw, e.v32[r[0]:r[1]])
		}
	}
	if err := bw.Flush(); err != nil {
		return errs.E("save nim-sequence", errs.IO, err)
	}
	return nil
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// writeValues writes g little-endian at its width.
func writeValues[T value](w *bufio.Writer, g []T) {
	size := int(unsafe.Sizeof(T(0)))
	buf := make([]byte, 0, 1<<16)
	for len(g) > 0 {
		part := g[:min(len(g), cap(buf)/size)]
		g = g[len(part):]
		buf = buf[:0]
		for _, v := range part {
			switch size {
			case 1:
				buf = append(buf, uint8(v))
			case 2:
				buf = binary.LittleEndian.AppendUint16(buf, uint16(v))
			default:
				buf = binary.LittleEndian.AppendUint32(buf, uint32(v))
			}
		}
		w.Write(buf)
	}
}

// ReadState returns an engine for r with opt, whose Window must be the
// one saved, that continues from the state WriteState wrote to rd. The
// state is trusted as far as it is consistent: the caller checks its
// checksum.
func ReadState(r *Rules, opt Options, rd io.Reader) (*Engine, error) {
	const op = "read saved nim-sequence"
	br := bufio.NewReaderSize(rd, 1<<20)
	var buf [8]byte
	next := func() uint64 {
		if _, err := io.ReadFull(br, buf[:]); err != nil {
			return 0
		}
		return binary.LittleEndian.Uint64(buf[:])
	}
	head := make([]uint64, 11)
	for i := range head {
		head[i] = next()
	}
	version, window, width, n, hole := head[0], int(head[1]), int(head[2]), int(head[3]), int(head[4])
	switch {
	case version != stateVersion:
		return nil, errs.Errorf(op, errs.Usage, "saved by another version of nimber (state version %d, want %d)", version, stateVersion)
	case window != opt.Window:
		return nil, errs.Errorf(op, errs.Usage, "saved with a window of %d values, not %d", window, opt.Window)
	case width != 1 && width != 2 && width != 4, n < 0, hole > n, head[9] > 1<<20, head[10] > 1<<24 || head[10]&(head[10]-1) != 0, head[3] > 1<<40 || uint64(int(head[3])) != head[3]:
		return nil, errs.Errorf(op, errs.Usage, "the saved state is malformed")
	}
	e := NewEngine(r, opt)
	e.width, e.hole = width, hole
	for range head[9] {
		v, at := next(), next()
		e.maxes = append(e.maxes, maxRecord{uint32(v), int(at)})
	}
	if k := len(e.maxes); k > 0 {
		e.maxAt = e.maxes[k-1].at
	}
	var hist [2][]int
	for p := range hist {
		hist[p] = make([]int, head[10])
		for v := range hist[p] {
			hist[p][v] = int(next())
		}
	}
	var err error
	switch width {
	case 1:
		e.v8, err = readValues[uint8](e, br, n)
	case 2:
		e.v16, err = readValues[uint16](e, br, n)
	default:
		e.v32, err = readValues[uint32](e, br, n)
	}
	if err == nil {
		err = e.restoreCore(hist, rareMask{uint32(head[5]), head[6] == 1}, int(head[7]), int(head[8]))
	}
	if err != nil {
		e.Close()
		return nil, errs.E(op, errs.Usage, err)
	}
	return e, nil
}

// readValues reads the kept values of n into a new mapping.
func readValues[T value](e *Engine, br *bufio.Reader, n int) ([]T, error) {
	g, err := spillSlice[T](e.sp, n, max(n, 1))
	if err != nil {
		return nil, err
	}
	size := int(unsafe.Sizeof(T(0)))
	buf := make([]byte, 1<<16)
	for _, r := range e.keptRanges(n) {
		for i := r[0]; i < r[1]; {
			part := buf[:min(len(buf), (r[1]-i)*size)]
			if _, err := io.ReadFull(br, part); err != nil {
				return nil, err
			}
			for j := 0; j < len(part); j, i = j+size, i+1 {
				switch size {
				case 1:
					g[i] = T(part[j])
				case 2:
					g[i] = T(binary.LittleEndian.Uint16(part[j:]))
				default:
					g[i] = T(binary.LittleEndian.Uint32(part[j:]))
				}
			}
		}
	}
	e.sp.drop(e.opt.Window*size, e.hole*size)
	if slices.ContainsFunc(e.maxes, func(m maxRecord) bool { return m.at >= n }) {
		return nil, errs.Errorf("", errs.Usage, "a largest value past the values saved")
	}
	return g, nil
}
