package seqfile

import (
	"encoding/binary"
	"hash/crc32"
	"io"

	"github.com/nimber/nimber/errs"
)

// Magic opens every sequence file; the CR LF catches text-mode mangling.
const Magic = "NIMSEQ\r\n"

// Version is the format version this package writes and reads.
const Version = 1

// DefaultBlock is the number of values per checksummed block. A kill loses
// at most one block of work; the checksums cost 4 bytes per block.
const DefaultBlock = 4096

// MaxGameLen bounds the game code stored in a header.
const MaxGameLen = 1024

const fixedHeaderLen = len(Magic) + 2 + 1 + 1 + 4 + 8 + 8 + 2

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// A Header describes a sequence file.
type Header struct {
	Game     string // the game's normalised code, e.g. "0.77"
	Width    int    // bytes per value: 1, 2 or 4
	Complete bool   // false while a run is still writing the file
	Block    int    // values per checksummed block
	N        uint64 // number of values; 0 while in progress
	Checksum uint64 // CRC-64 of all values as 4-byte little-endian words; 0 while in progress
}

// Len returns the encoded size of h in bytes.
func (h Header) Len() int { return fixedHeaderLen + len(h.Game) + 4 }

// blockBytes is the size on disk of a whole block, checksum included.
func (h Header) blockBytes() int64 { return int64(h.Block*h.Width) + 4 }

// MarshalBinary encodes h. It fails only on a header no reader would accept.
func (h Header) MarshalBinary() ([]byte, error) {
	if err := h.validate(); err != nil {
		return nil, err
	}
	b := make([]byte, 0, h.Len())
	b = append(b, Magic...)
	b = binary.LittleEndian.AppendUint16(b, Version)
	b = append(b, byte(h.Width))
	state := byte(0)
	if h.Complete {
		state = 1
	}
	b = append(b, state)
	b = binary.LittleEndian.AppendUint32(b, uint32(h.Block))
	b = binary.LittleEndian.AppendUint64(b, h.N)
	b = binary.LittleEndian.AppendUint64(b, h.Checksum)
	b = binary.LittleEndian.AppendUint16(b, uint16(len(h.Game)))
	b = append(b, h.Game...)
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, castagnoli)), nil
}

func (h Header) validate() error {
	switch {
	case h.Width != 1 && h.Width != 2 && h.Width != 4:
		return corrupt("value width %d, want 1, 2 or 4", h.Width)
	case h.Block <= 0 || h.Block > 1<<24:
		return corrupt("block length %d, want 1 to %d", h.Block, 1<<24)
	case h.Game == "" || len(h.Game) > MaxGameLen:
		return corrupt("game code of %d bytes, want 1 to %d", len(h.Game), MaxGameLen)
	case !h.Complete && (h.N != 0 || h.Checksum != 0):
		return corrupt("in-progress header with N %d, checksum %x", h.N, h.Checksum)
	}
	return nil
}

// ReadHeader reads and checks a header. A reader positioned at the start of
// a file is left at the first block.
func ReadHeader(r io.Reader) (Header, error) {
	fixed := make([]byte, fixedHeaderLen)
	if _, err := io.ReadFull(r, fixed); err != nil {
		return Header{}, shortRead(err, "header")
	}
	if string(fixed[:len(Magic)]) != Magic {
		return Header{}, corrupt("not a nimber sequence file (bad magic)")
	}
	rest := fixed[len(Magic):]
	if v := binary.LittleEndian.Uint16(rest); v != Version {
		return Header{}, corrupt("format version %d, this nimber reads version %d", v, Version)
	}
	state := rest[3]
	if state > 1 {
		return Header{}, corrupt("state %d, want 0 (in progress) or 1 (complete)", state)
	}
	h := Header{
		Width:    int(rest[2]),
		Complete: state == 1,
		Block:    int(binary.LittleEndian.Uint32(rest[4:])),
		N:        binary.LittleEndian.Uint64(rest[8:]),
		Checksum: binary.LittleEndian.Uint64(rest[16:]),
	}
	gameLen := int(binary.LittleEndian.Uint16(rest[24:]))
	if gameLen == 0 || gameLen > MaxGameLen {
		return Header{}, corrupt("game code of %d bytes, want 1 to %d", gameLen, MaxGameLen)
	}
	tail := make([]byte, gameLen+4)
	if _, err := io.ReadFull(r, tail); err != nil {
		return Header{}, shortRead(err, "header")
	}
	crc := crc32.Update(crc32.Checksum(fixed, castagnoli), castagnoli, tail[:gameLen])
	if crc != binary.LittleEndian.Uint32(tail[gameLen:]) {
		return Header{}, corrupt("header checksum mismatch")
	}
	h.Game = string(tail[:gameLen])
	return h, h.validate()
}

func corrupt(format string, args ...any) error {
	return errs.Errorf("read sequence file", errs.Usage, format, args...)
}

func shortRead(err error, what string) error {
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return corrupt("file ends inside the %s", what)
	}
	return errs.E("read sequence file", errs.IO, err)
}
