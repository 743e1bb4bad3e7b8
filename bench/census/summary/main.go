// Command summary says what a census found, as docs/census-octal-4.md
// reports it: how many games of each class, the solved ones with the
// longest preperiods and periods, the games with a digit more than the
// published tables that are the same as a game with fewer (by the
// offset rule), and how far the stopped ones got. It reads the census's
// JSON Lines files (the shards, in any order). A solved game of four
// digits with the preperiod and period of a solved game of fewer is
// compared with it value by value, to the larger proof's length.
//
// Usage: go run ./bench/census/summary FILE...
package main

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/nimber/nimber/census"
	"github.com/nimber/nimber/heap"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: summary FILE... (a census's JSON Lines files)")
		os.Exit(2)
	}
	var recs []census.Record
	for _, name := range os.Args[1:] {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		rs, _, err := census.ReadRecords(f, name)
		f.Close()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		recs = append(recs, rs...)
	}
	summarize(os.Stdout, recs)
}

// longest is how many of the solved games each list shows.
const longest = 10

func summarize(w *os.File, recs []census.Record) {
	games, classes := map[string]int{}, map[string]int{}
	var solved, stopped []census.Record
	most := 0
	for _, r := range recs {
		most = max(most, digits(r.Game))
	}
	fewer := 0 // games of fewer digits than the census's most
	var known []census.Record
	sameAsFewer := map[string][]string{}
	for _, r := range recs {
		games[r.Class]++
		if r.SameAs == "" {
			classes[r.Class]++
		}
		if digits(r.Game) < most {
			fewer++
			if r.Class == "solved" && r.SameAs == "" {
				known = append(known, r)
			}
			continue
		}
		switch {
		case r.SameAs != "" && digits(r.SameAs) < digits(r.Game):
			sameAsFewer[r.Class] = append(sameAsFewer[r.Class], fmt.Sprintf("%s = %s (offset %d)", r.Game, r.SameAs, r.Offset))
		case r.Class == "solved" && r.SameAs == "":
			solved = append(solved, r)
		case r.Class == "limit" && r.SameAs == "":
			stopped = append(stopped, r)
		}
	}
	fmt.Fprintf(w, "%d games (%d classes by the offset rule); %d of them have fewer than %d digits.\n\n", len(recs), sum(classes), fewer, most)
	fmt.Fprintln(w, "| class | games | classes |\n| :-- | --: | --: |")
	for _, c := range []string{"trivial", "solved", "unsolved", "limit"} {
		fmt.Fprintf(w, "| %s | %d | %d |\n", c, games[c], classes[c])
	}
	fmt.Fprintf(w, "\nGames of %d digits that are, by the offset rule, a game of fewer: ", most)
	for _, c := range []string{"trivial", "solved", "unsolved", "limit"} {
		fmt.Fprintf(w, "%s %d; ", c, len(sameAsFewer[c]))
	}
	fmt.Fprintf(w, "\n\nSolved games of %d digits, not the same as a game of fewer by the offset rule: %d.\n", most, len(solved))
	equal := equalToFewer(solved, known)
	slices.Sort(equal)
	fmt.Fprintf(w, "Of these, %d have the very nim-sequence of a solved game of fewer digits:\n\n", len(equal))
	for _, e := range equal {
		fmt.Fprintf(w, "- %s\n", e)
	}
	// Games of one preperiod and period are shown on one row: most are
	// the same sequence under codes that differ in a digit no heap uses.
	show := func(title string, key func(census.Record) int) {
		slices.SortStableFunc(solved, func(a, b census.Record) int {
			return cmp.Or(cmp.Compare(key(b), key(a)), cmp.Compare(a.Game, b.Game))
		})
		fmt.Fprintf(w, "\n%s:\n\n| games | preperiod | period | proved at |\n| :-- | --: | --: | --: |\n", title)
		rows := 0
		for i := 0; i < len(solved) && rows < longest; rows++ {
			j := i
			var names []string
			for ; j < len(solved) && solved[j].Preperiod == solved[i].Preperiod && solved[j].Period.Period == solved[i].Period.Period; j++ {
				names = append(names, solved[j].Game)
			}
			if len(names) > 4 {
				names = append(names[:4], fmt.Sprintf("and %d more", len(names)-4))
			}
			r := solved[i]
			fmt.Fprintf(w, "| %s | %d | %d | %d |\n", strings.Join(names, ", "), r.Preperiod, r.Period.Period, r.ProvedAt)
			i = j
		}
	}
	show("The longest preperiods", func(r census.Record) int { return r.Preperiod })
	show("The longest periods", func(r census.Record) int { return r.Period.Period })
	if len(stopped) > 0 {
		slices.SortFunc(stopped, func(a, b census.Record) int { return cmp.Compare(a.N, b.N) })
		fmt.Fprintf(w, "\nStopped by a limit, not the same as a game of fewer digits: %d classes, from n = %d to n = %d (median %d).\n",
			len(stopped), stopped[0].N, stopped[len(stopped)-1].N, stopped[len(stopped)/2].N)
	}
}

// digits counts a code's digits after the point, its last digits 0 not
// counted: 0.1230 has three.
func digits(code string) int {
	_, d, _ := strings.Cut(code, ".")
	return len(strings.TrimRight(d, "0"))
}

// equalToFewer names each game of solved that has the nim-sequence of a
// game of known with its preperiod and period, computed to the larger of
// their proofs' lengths.
func equalToFewer(solved, known []census.Record) []string {
	var out []string
	for _, r := range solved {
		for _, k := range known {
			if k.Preperiod != r.Preperiod || k.Period.Period != r.Period.Period || k.Saltus != r.Saltus {
				continue
			}
			n := max(r.ProvedAt, k.ProvedAt)
			if slices.Equal(values(r.Game, n), values(k.Game, n)) {
				out = append(out, fmt.Sprintf("%s = %s (preperiod %d, period %d)", r.Game, k.Game, r.Preperiod, r.Period.Period))
				break
			}
		}
	}
	return out
}

func values(code string, n int) []uint32 {
	r, err := heap.Parse(code)
	if err != nil {
		panic(err)
	}
	e := heap.NewEngine(r, heap.Options{})
	defer e.Close()
	if err := e.Extend(context.Background(), n); err != nil {
		panic(err)
	}
	return e.Values(nil, 0, n)
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
