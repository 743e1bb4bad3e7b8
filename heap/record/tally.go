package record

import (
	"encoding/binary"
	"fmt"
	"hash/crc64"
	"math"

	"github.com/nimber/nimber/errs"
)

// Table is the CRC-64 the block checksums use: CRC-64/XZ, the ECMA-182
// polynomial reflected, all ones in and out; "123456789" gives
// 0x995dc9bbdf1939fa.
var Table = crc64.MakeTable(crc64.ECMA)

// A Tally takes a nim-sequence's values in order and keeps their block
// checksums and zeros.
type Tally struct {
	Block    int      // values per block
	N        int      // values taken
	Sums     []uint64 // the checksum of each whole block
	Part     uint64   // and of the values of the block in progress
	Zeros    int      // values 0
	LastZero int      // the last heap of value 0, or −1
	Seconds  float64  // time spent computing them, summed over the runs that did
	buf      []byte
}

// NewTally returns a tally of blocks of block values.
func NewTally(block int) *Tally {
	return &Tally{Block: block, LastZero: -1}
}

// Add takes the next values. A value past 2 bytes is an errs.Limit error:
// the checksums are of 2-byte values.
func (t *Tally) Add(values ...uint32) error {
	for len(values) > 0 {
		part := values[:min(len(values), t.Block-t.N%t.Block)]
		values = values[len(part):]
		t.buf = t.buf[:0]
		for i, v := range part {
			if v > math.MaxUint16 {
				return errs.Errorf("tally nim-sequence", errs.Limit, "G(%d) = %d does not fit the 2 bytes a value is checksummed as", t.N+i, v)
			}
			if v == 0 {
				t.Zeros++
				t.LastZero = t.N + i
			}
			t.buf = binary.LittleEndian.AppendUint16(t.buf, uint16(v))
		}
		t.Part = crc64.Update(t.Part, Table, t.buf)
		if t.N += len(part); t.N%t.Block == 0 {
			t.Sums, t.Part = append(t.Sums, t.Part), 0
		}
	}
	return nil
}

// A Block is the checksum of G(From..To−1).
type Block struct {
	Index int    `json:"block"`
	From  int    `json:"from"`
	To    int    `json:"to"` // exclusive; less than From+size for the last, partial block
	CRC   uint64 `json:"-"`
	Hex   string `json:"crc64"` // the checksum in 16 hexadecimal digits
}

// Blocks returns the checksum of every block taken, the last one partial
// unless N is a whole number of blocks.
func (t *Tally) Blocks() []Block {
	var out []Block
	for i, s := range t.Sums {
		out = append(out, block(i, i*t.Block, (i+1)*t.Block, s))
	}
	if t.N%t.Block != 0 {
		i := len(t.Sums)
		out = append(out, block(i, i*t.Block, t.N, t.Part))
	}
	return out
}

func block(i, from, to int, sum uint64) Block {
	return Block{Index: i, From: from, To: to, CRC: sum, Hex: fmt.Sprintf("%016x", sum)}
}
