// Package count reads the counts a user types for sizes and bounds: 1000,
// 1_000, 1e6, 2.5e3 or 2^28, the way the CLI's --to, its bounds and
// table ranges take them, and sizes in bytes with a unit (200MB, 2GB)
// as --max-memory takes them.
package count

import (
	"math/big"
	"strconv"
	"strings"
)

// Parse reads a non-negative count written as 1000, 1_000, 1e6, 2.5e3
// or 2^28. It reports false for anything else or anything that is
// not a whole number below 2^63.
func Parse(s string) (uint64, bool) {
	if s == "" || strings.Trim(s, "0123456789_.eE+-^") != "" {
		return 0, false // no 0x10, Inf or other forms the parsers below allow
	}
	if base, exp, ok := strings.Cut(s, "^"); ok {
		b, err1 := strconv.ParseUint(base, 10, 64)
		x, err2 := strconv.ParseUint(exp, 10, 64)
		if err1 != nil || err2 != nil || x > 64 {
			return 0, false
		}
		p := new(big.Int).Exp(new(big.Int).SetUint64(b), new(big.Int).SetUint64(x), nil)
		return p.Uint64(), p.IsInt64()
	}
	if strings.ContainsAny(s, "eE") {
		r, ok := new(big.Rat).SetString(s)
		if !ok || r.Sign() < 0 || !r.IsInt() || !r.Num().IsInt64() {
			return 0, false
		}
		return r.Num().Uint64(), true
	}
	v, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 10, 64)
	return uint64(v), err == nil && v >= 0 && !strings.HasPrefix(s, "_")
}
