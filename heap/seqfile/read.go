package seqfile

import (
	"bufio"
	"encoding/binary"
	"hash/crc32"
	"hash/crc64"
	"io"
	"os"

	"github.com/nimber/nimber/errs"
)

var ecma = crc64.MakeTable(crc64.ECMA)

// A File is a complete sequence file: its header and its values.
type File struct {
	Header
	Values []uint32
}

// Read reads the complete sequence file at path, checking every checksum.
// An unfinished run is an error of kind errs.Usage saying so.
func Read(path string) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, errs.E("read sequence file", errs.IO, err)
	}
	defer f.Close()
	sf, err := Decode(bufio.NewReaderSize(f, 1<<16))
	if err != nil {
		return nil, errs.E(path, errs.KindOf(err), err)
	}
	return sf, nil
}

// Decode reads a complete sequence file from r.
func Decode(r io.Reader) (*File, error) {
	h, err := ReadHeader(r)
	if err != nil {
		return nil, err
	}
	if !h.Complete {
		return nil, corrupt("an unfinished run, not a complete sequence (continue it with nimber seq --resume)")
	}
	// The capacity is only a hint: a lying N must not allocate the world.
	values := make([]uint32, 0, min(h.N, 1<<20))
	err = eachBlock(r, h, func(block []uint32) error {
		values = append(values, block...)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &File{Header: h, Values: values}, nil
}

// errTruncated is a complete file cut short: its whole blocks before the
// cut are still good.
var errTruncated = corrupt("file ends inside the values")

// eachBlock reads the values of a complete file whose header h has been
// read from r, checking every checksum, and passes them to fn block by
// block; it stops at fn's first error.
func eachBlock(r io.Reader, h Header, fn func(values []uint32) error) error {
	// No larger than the values: a short file that claims blocks of 2^24
	// values must not allocate 64 MB.
	buf := make([]byte, min(uint64(h.Block), h.N)*uint64(h.Width)+4)
	var values []uint32
	var sum uint64
	for remaining := h.N; remaining > 0; {
		k := min(remaining, uint64(h.Block))
		b := buf[:int(k)*h.Width+4]
		if _, err := io.ReadFull(r, b); err != nil {
			if err == io.EOF || err == io.ErrUnexpectedEOF {
				return errTruncated
			}
			return shortRead(err, "values")
		}
		var err error
		if values, err = decodeBlock(values[:0], b, h.Width); err != nil {
			return corrupt("block checksum mismatch after %d values", h.N-remaining)
		}
		if err := fn(values); err != nil {
			return err
		}
		sum = checksum(sum, values)
		remaining -= k
	}
	if n, _ := r.Read(buf[:1]); n > 0 {
		return corrupt("bytes after the last of %d values", h.N)
	}
	if sum != h.Checksum {
		return corrupt("values checksum %016x, header says %016x", sum, h.Checksum)
	}
	return nil
}

// decodeBlock checks a block (values then CRC-32C) and appends its values.
func decodeBlock(dst []uint32, b []byte, width int) ([]uint32, error) {
	body, sum := b[:len(b)-4], binary.LittleEndian.Uint32(b[len(b)-4:])
	if crc32.Checksum(body, castagnoli) != sum {
		return dst, corrupt("block checksum mismatch after %d values", len(dst))
	}
	// A loop per width, not a switch per value: reading back spends its
	// time here and in the checksums.
	switch width {
	case 1:
		for _, b := range body {
			dst = append(dst, uint32(b))
		}
	case 2:
		for i := 0; i+2 <= len(body); i += 2 {
			dst = append(dst, uint32(binary.LittleEndian.Uint16(body[i:])))
		}
	default:
		for i := 0; i+4 <= len(body); i += 4 {
			dst = append(dst, binary.LittleEndian.Uint32(body[i:]))
		}
	}
	return dst, nil
}

// appendBlock encodes values at width and appends them and their CRC-32C.
func appendBlock(dst []byte, values []uint32, width int) []byte {
	start := len(dst)
	for _, v := range values {
		switch width {
		case 1:
			dst = append(dst, byte(v))
		case 2:
			dst = binary.LittleEndian.AppendUint16(dst, uint16(v))
		default:
			dst = binary.LittleEndian.AppendUint32(dst, v)
		}
	}
	return binary.LittleEndian.AppendUint32(dst, crc32.Checksum(dst[start:], castagnoli))
}

// checksum extends a CRC-64 of values taken as 4-byte little-endian words,
// so it does not depend on the width they are stored at.
func checksum(crc uint64, values []uint32) uint64 {
	var buf [4 * 256]byte
	for len(values) > 0 {
		k := min(len(values), 256)
		for i, v := range values[:k] {
			binary.LittleEndian.PutUint32(buf[4*i:], v)
		}
		crc = crc64.Update(crc, ecma, buf[:4*k])
		values = values[k:]
	}
	return crc
}

// widthFor returns the narrowest width that holds max.
func widthFor(max uint32) int {
	switch {
	case max < 1<<8:
		return 1
	case max < 1<<16:
		return 2
	}
	return 4
}
