package main

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"os/exec"
	"strconv"
	"strings"

	"github.com/nimber/nimber/heap"
)

// cppRate runs the C++ baseline (cpp/rare.cpp, the rare-value method
// written plainly) on [from, to) of game and returns its rate and the
// checksum of G(0..to-1) it printed.
func cppRate(path, game string, from, to int) (rate, string, error) {
	out, err := exec.Command(path, game, strconv.Itoa(from), strconv.Itoa(to)).Output()
	if err != nil {
		return rate{}, "", fmt.Errorf("%s %s: %v", path, game, err)
	}
	fields := map[string]string{}
	for _, f := range strings.Fields(string(out)) {
		k, v, _ := strings.Cut(f, "=")
		fields[k] = v
	}
	n, err1 := strconv.ParseFloat(fields["values"], 64)
	wall, err2 := strconv.ParseFloat(fields["wall"], 64)
	cpu, err3 := strconv.ParseFloat(fields["cpu"], 64)
	if err1 != nil || err2 != nil || err3 != nil || fields["checksum"] == "" {
		return rate{}, "", fmt.Errorf("%s %s: unexpected output %q", path, game, out)
	}
	return rate{wall: n / wall, cpu: n / cpu}, fields["checksum"], nil
}

// checksum is the C++ baseline's: FNV-1a over G(0..n-1) as little-endian
// 32-bit words.
func checksum(e *heap.Engine, n int) string {
	h := fnv.New64a()
	var buf [4]byte
	for _, v := range e.Values(nil, 0, n) {
		binary.LittleEndian.PutUint32(buf[:], v)
		h.Write(buf[:])
	}
	return fmt.Sprintf("%016x", h.Sum64())
}
