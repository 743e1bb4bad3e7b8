package heap

import (
	"math/bits"
	"unsafe"
)

// Confirming by scanning. A rare-class value x below a heap's value needs
// a split (a, rest−a) with G(a) ^ G(rest−a) = x. Scanning the splits
// a = 1, 2, 3, … finds every such value of a heap of Grundy's game near
// 2^21 after about 3,200 splits on average; tried one by one, the picked
// splits of block.go need far fewer. But with vectors a scan costs a few
// instructions per 64 splits: the small parts G(a) are consecutive, and so
// are the partners G(rest−a), backwards. Scanning alone was slower than
// the block tables (one compare per value sought and vector, and a
// mispredicted branch per value found), so the scan kernels
// (scan_amd64.s) find only what a block table leaves: the hard values,
// which took ~700 picks one by one.

// scanPiece is how many splits of each splitting move are scanned before
// the next move's: a value any move gives early is found early.
const scanPiece = 4096

// A scanKernel clears bit i of left, for each want[i] (at most 64), when
// some pair small[j] ^ big[len(big)−1−j] equals it, and returns left;
// it stops early once left is 0. len(big) = len(small), a multiple of
// scanLanes(T); scratch holds at least 8·len(want) words.
type scanKernel[T value] func(small, big, want []T, left uint64, scratch []uint64) uint64

// The fastest scan kernels of this machine, nil if it has none.
var (
	fastScan8  scanKernel[uint8]
	fastScan16 scanKernel[uint16]
)

// fastScanKernels are this machine's fast scan kernels (kernels.go).
var fastScanKernels []named2[scanKernel[uint8], scanKernel[uint16]]

// scanPairs is the portable scanKernel.
func scanPairs[T value](small, big, want []T, left uint64, scratch []uint64) uint64 {
	m := len(small)
	for j := 0; j < m && left != 0; j++ {
		x := small[j] ^ big[m-1-j]
		for l := left; l != 0; l &= l - 1 {
			i := bits.TrailingZeros64(l)
			if want[i] == x {
				left &^= 1 << i
			}
		}
	}
	return left
}

// scanner is the scratch of one goroutine's scans.
type scanner struct {
	w8      [64]uint8 // the values sought, as bytes or words
	w16     [64]uint16
	scratch [8 * 64]uint64 // the kernels' broadcast values
}

// byWidth returns k8 if values of type T take one byte, k16 if two, as
// a K, and the zero K otherwise: K is a kernel type or a slice for T,
// and k8, k16 the same for uint8 and uint16 (of one layout, which unsafe
// may convert).
func byWidth[T value, K, K8, K16 any](k8 K8, k16 K16) (k K) {
	switch unsafe.Sizeof(T(0)) {
	case 1:
		k = *(*K)(unsafe.Pointer(&k8))
	case 2:
		k = *(*K)(unsafe.Pointer(&k16))
	}
	return k
}

// scanKernelFor returns the fast kernel for values of type T, or nil.
func scanKernelFor[T value]() scanKernel[T] {
	return byWidth[T, scanKernel[T]](fastScan8, fastScan16)
}

// scanLanes is the number of splits a kernel takes at a time.
func scanLanes[T value]() int { return 64 / int(unsafe.Sizeof(T(0))) }

// confirmScan removes from pend the values that the splits (a, rest−a),
// from ≤ a ≤ to, give, with the kernel k. Values beyond T's range are no
// XOR of two values of type T and stay.
func confirmScan[T value](k scanKernel[T], sc *scanner, s splitMoves, g []T, pend []uint32, from, to int) []uint32 {
	n := len(g)
	top := 0
	for _, k := range s.split2 {
		top = max(top, (n-k)/2)
	}
	to = s.part(min(to, top))
	lanes := scanLanes[T]()
	buf := byWidth[T, []T](sc.w8[:], sc.w16[:]) // T has a kernel: 1 or 2 bytes
	left := pend[:0]                            // pend is read ahead of left
	for len(pend) > 0 {
		want, take := buf[:0], 0
		for ; take < len(pend) && len(want) < 64; take++ {
			if v := pend[take]; v <= uint32(^T(0)) {
				want = append(want, T(v))
			} else {
				left = append(left, v)
			}
		}
		mask := ^uint64(0) >> (64 - len(want))
		if len(want) == 0 {
			mask = 0
		}
		for a0 := from; a0 <= to && mask != 0; a0 += scanPiece {
			for _, kk := range s.split2 {
				rest := n - kk
				a1 := min(a0+scanPiece-1, to, s.half(kk, rest))
				if a1 < a0 || mask == 0 {
					continue
				}
				m := (a1 - a0 + 1) / lanes * lanes
				if m > 0 {
					mask = k(g[a0:a0+m], g[rest-a0-m+1:rest-a0+1], want, mask, sc.scratch[:])
				}
				if a0+m <= a1 && mask != 0 {
					mask = scanPairs(g[a0+m:a1+1], g[rest-a1:rest-a0-m+1], want, mask, nil)
				}
			}
		}
		for ; mask != 0; mask &= mask - 1 {
			left = append(left, uint32(want[bits.TrailingZeros64(mask)]))
		}
		pend = pend[take:]
	}
	return left
}
