// Kayles with rows as components: a move knocks down one pin or two
// adjacent pins of a row, which may split it in two. A position is rows
// of pins, written "4,7,9"; Components tells the engine that rows are
// independent games, so it adds their values instead of searching every
// combination of rows.
//
//	go run ./examples/go/kayles analyze 4,7,9
//	go run ./examples/go/kayles table --n 0..120 --period    # period 12 from n = 71
package main

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/custom"
)

var kayles = &custom.Game[string]{
	Name: "kayles",
	Rule: "knock down one pin or two adjacent pins of a row",
	Moves: func(p string, dst []string) []string {
		rows := parse(p)
		for i, n := range rows {
			rest := slices.Delete(slices.Clone(rows), i, i+1)
			for take := 1; take <= min(2, n); take++ {
				for left := 0; left <= n-take; left++ {
					dst = append(dst, format(append(slices.Clone(rest), left, n-take-left)))
				}
			}
		}
		return dst
	},
	Components: func(p string, dst []string) []string {
		for _, n := range parse(p) {
			dst = append(dst, strconv.Itoa(n))
		}
		return dst
	},
	Parse: func(s string) (string, error) {
		rows, err := read(s)
		return format(rows), err
	},
	Format: func(p string) string { return cmp.Or(p, "0") },
	Start:  []string{"4,7,9"},
}

// format writes rows as a position: the lengths of the rows with pins,
// sorted, so that equal positions are equal strings, and joined by
// commas, so that a position is one word on a command line.
func format(rows []int) string {
	var b strings.Builder
	slices.Sort(rows)
	for _, n := range rows {
		if n > 0 {
			if b.Len() > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(n))
		}
	}
	return b.String()
}

// read reads rows written "4,7,9" or "4 7 9".
func read(s string) ([]int, error) {
	var rows []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("position %q: want rows of pins such as 4,7,9", s)
		}
		rows = append(rows, n)
	}
	return rows, nil
}

// parse reads a position the game wrote.
func parse(p string) []int {
	rows, _ := read(p)
	return rows
}

func main() { custom.Main(kayles) }
