package main

import (
	"testing"

	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/internal/sametest"
)

// The game in Go, its rules file and the catalog's Kayles (octal 0.77)
// give the same answers. A row list such as 4,7,9 is one component.
func TestSameAnswers(t *testing.T) {
	opt := cli.Options{Games: custom.Games(kayles)}
	for _, c := range []struct{ line, other string }{
		{"table kayles --n 0..90 --period --json", "table octal:0.77 --n 0..90 --period --json"},
		{"table kayles --n 0..90 --period --json", "table ../../kayles.star --n 0..90 --period --json"},
		{"table kayles --n 0..12 --misere --json", "table ../../kayles.star --n 0..12 --misere --json"},
		{"analyze kayles 4,7,9 --json", "analyze ../../kayles.star 4,7,9 --json"},
		{"analyze kayles 4,7 3 --misere --json", "analyze ../../kayles.star 4,7 3 --misere --json"},
		{"analyze kayles 2,2 1 --misere --json", "analyze ../../kayles.star 2,2 1 --misere --json"},
		{"analyze kayles 0 --json", "analyze ../../kayles.star 0 --json"},
	} {
		sametest.Same(t, opt, c.line, c.other)
	}
	// One row is one heap of the catalog's: the values agree.
	for _, n := range []string{"5", "17", "33"} {
		a := sametest.JSON(t, opt, "analyze", "kayles", n, "--json")
		b := sametest.JSON(t, opt, "analyze", "octal:0.77", n, "--json")
		if a["grundy"] != b["grundy"] || a["outcome"] != b["outcome"] {
			t.Errorf("row of %s: grundy %v, %v; catalog %v, %v", n, a["grundy"], a["outcome"], b["grundy"], b["outcome"])
		}
	}
}
