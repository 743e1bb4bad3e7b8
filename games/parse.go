package games

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
)

// parseUint reads a non-negative integer that fits in 64 bits; what names
// it in the error ("heap", "gap").
func parseUint(op, what, s string) (uint64, error) {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		if b, err := parseBig(op, what, s); err == nil && b.Sign() > 0 {
			return 0, errs.Errorf(op, errs.Usage, "%s %s: too large (at most %d)", what, errs.Quote(s), uint64(1<<64-1))
		}
		return 0, errs.Errorf(op, errs.Usage, "%s %s: want a non-negative integer", what, errs.Quote(s))
	}
	return n, nil
}

// parseBig reads a non-negative integer of any size.
func parseBig(op, what, s string) (*big.Int, error) {
	b, ok := new(big.Int).SetString(s, 10)
	if !ok || b.Sign() < 0 || s == "" || s[0] == '+' || s[0] == '-' {
		return nil, errs.Errorf(op, errs.Usage, "%s %s: want a non-negative integer", what, errs.Quote(s))
	}
	return b, nil
}

// parseList reads a comma-separated list of non-negative integers. want
// describes the expected shape for errors ("two heaps a,b"); n > 0 demands
// exactly n entries, n == 0 at least one.
func parseList(op, what, want, s string, n int) ([]uint64, error) {
	parts := strings.Split(s, ",")
	if (n > 0 && len(parts) != n) || s == "" {
		return nil, errs.Errorf(op, errs.Usage, "position %s: want %s", errs.Quote(s), want)
	}
	out := make([]uint64, len(parts))
	for i, p := range parts {
		v, err := parseUint(op, what, p)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// formatList writes a list of integers in parseList's syntax.
func formatList(vs []uint64) string {
	b := make([]byte, 0, 8*len(vs))
	for i, v := range vs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, v, 10)
	}
	return string(b)
}

// parseParam reads a family parameter that must be a positive integer.
func parseParam(name, what, s string) (uint64, error) {
	n, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil || n == 0 {
		return 0, errs.Errorf("game "+name, errs.Usage, "%s %s: want a positive integer, e.g. %s:3", what, errs.Quote(s), name)
	}
	return n, nil
}
