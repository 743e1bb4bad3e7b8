package count

import (
	"fmt"
	"strconv"
	"strings"
)

// byteUnits are the units a size may end in: powers of 1024, as the
// messages print them.
var byteUnits = []struct {
	name  string
	shift uint
}{{"TB", 40}, {"GB", 30}, {"MB", 20}, {"KB", 10}, {"T", 40}, {"G", 30}, {"M", 20}, {"K", 10}, {"B", 0}}

// ParseBytes reads a size in bytes: a count (1000, 1e9, 2^30) with an
// optional unit, KB, MB, GB or TB (powers of 1024).
func ParseBytes(s string) (int64, error) {
	num, shift := strings.TrimSpace(s), uint(0)
	for _, u := range byteUnits {
		if n, ok := strings.CutSuffix(strings.ToUpper(num), u.name); ok && n != "" {
			num, shift = num[:len(n)], u.shift
			break
		}
	}
	v, ok := Parse(num)
	if !ok || v > 1<<62>>shift {
		return 0, fmt.Errorf("want a size such as 200MB, 2GB or 1e9 (bytes)")
	}
	return int64(v << shift), nil
}

// FormatBytes writes n bytes in the largest unit it is a whole number of.
func FormatBytes(n int64) string {
	for _, u := range byteUnits[:4] {
		if n >= 1<<u.shift && n%(1<<u.shift) == 0 {
			return strconv.FormatInt(n>>u.shift, 10) + u.name
		}
	}
	return strconv.FormatInt(n, 10) + " bytes"
}

// BytesFlag is a flag whose value is a size (ParseBytes), kept in *P.
type BytesFlag struct{ P *int64 }

func (b BytesFlag) String() string {
	if b.P == nil || *b.P == 0 {
		return "0"
	}
	return FormatBytes(*b.P)
}

func (b BytesFlag) Set(s string) error {
	n, err := ParseBytes(s)
	if err == nil {
		*b.P = n
	}
	return err
}
