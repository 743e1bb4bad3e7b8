package games_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// TestSumTheorem plays sums mixing several games directly and compares
// their outcome, Grundy value and winning moves with sums.Analyze, which
// XORs the components' values (the Sprague–Grundy theorem).
func TestSumTheorem(t *testing.T) {
	var parts []game.Component
	for _, p := range []struct{ spec, positions string }{
		{"wythoff", "1,2 2,2 0,3"},
		{"lasker", "2 3 4"},
		{"subtraction:1,3,4", "4 6"},
		{"euclid", "2,3 3,3"},
		{"staircase", "1,2"},
		{"fibonacci", "4 5,1"},
		{"moore:2", "1,1,1"},
	} {
		f := mustLookup(t, p.spec)
		for _, s := range strings.Fields(p.positions) {
			parts = append(parts, mustParse(t, f, s))
		}
	}
	f := mustLookup(t, "wythoff") // the family only names the report here
	b := newBruteSum(false)
	for i, a := range parts {
		for _, c := range parts[i:] {
			for _, d := range parts[len(parts)-5:] {
				checkSum(t, f, b, []game.Component{a, c, d})
			}
		}
	}
}

func TestLookupErrors(t *testing.T) {
	tests := []struct {
		spec string
		kind errs.Kind
		want string // in the message
	}{
		{"nimm", errs.Usage, `did you mean "nim"`},
		{"wythof", errs.Usage, `did you mean "wythoff"`},
		{"bash:0", errs.Usage, `K "0"`},
		{"bash:", errs.Usage, "want a positive integer"},
		{"bash:x", errs.Usage, `K "x"`},
		{"subtraction:", errs.Usage, "missing set"},
		{"subtraction", errs.Usage, "missing set"},
		{"subtraction:1,,3", errs.Usage, `member ""`},
		{"subtraction:0,1", errs.Usage, `member "0"`},
		{"subtraction:-1", errs.Usage, `member "-1"`},
		{"subtraction:1.5", errs.Usage, `member "1.5"`},
		{"allbut:", errs.Usage, "missing set"},
		{"moore:0", errs.Usage, `K "0"`},
		{"nim:3", errs.Usage, "takes no parameters"},
		{"wythoff:1", errs.Usage, "takes no parameters"},
		{"poker:", errs.Usage, "takes no parameters"},
	}
	for _, test := range tests {
		_, err := games.Lookup(test.spec, games.Config{})
		if errs.KindOf(err) != test.kind || err == nil || !strings.Contains(err.Error(), test.want) {
			t.Errorf("Lookup(%q) = %v (%v), want a %v error containing %q", test.spec, err, errs.KindOf(err), test.kind, test.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		spec, position, want string
	}{
		{"nim", "-3", `heap "-3": want a non-negative integer`},
		{"bash:3", "x", `heap "x": want a non-negative integer`},
		{"subtraction:1,3,4", "99999999999999999999", `heap "99999999999999999999": too large`},
		{"wythoff", "3", `position "3": want two heaps a,b`},
		{"wythoff", "3,-1", `heap "-1"`},
		{"euclid", "1,2,3", `position "1,2,3": want two numbers`},
		{"staircase", "", `position "": want coins`},
		{"staircase", "1,,2", `step ""`},
		{"fibonacci", "1,2,3", `want a heap n or a state n,m`},
		{"moore:2", "1;2", `heap "1;2"`},
		{"poker", "1,2,3", `want a heap n or n,r`},
		{"northcott", "a", `gap "a"`},
		{"lasker", "1,2", `heap "1,2"`},
	}
	for _, test := range tests {
		_, err := mustLookup(t, test.spec).Parse(test.position)
		if !errs.Is(err, errs.Usage) || !strings.Contains(err.Error(), test.want) {
			t.Errorf("%s: Parse(%q) = %v, want a usage error containing %q", test.spec, test.position, err, test.want)
		}
	}
}

// TestLimits checks that positions too large to search say so, naming the
// position and the flag.
func TestLimits(t *testing.T) {
	tests := []struct {
		spec, position, want string
		limit                int // 0: 5,000,000
	}{
		// Past the table, subtraction games need their period proved.
		{"subtraction:1,40", "1000", "heap 1000 of subtraction:1,40 needs more than 50 positions (no period proved within them); raise --max-positions", 50},
		{"allbut:1,3,4,6,7", "1000", "heap 1000 of allbut:1,3,4,6,7 needs more than 20 positions (no period proved within them)", 20},
		{"wythoff", "3000,2000", "position 3000,2000 of wythoff needs more than 5000000 positions (alone, its outcome is known at any size); raise --max-positions", 0},
		{"fibonacci", "1000", "position 1000 of fibonacci needs more than 5000000 positions", 0},
		{"moore:2", "100,200,300", "position 100,200,300 of moore:2 needs more than 5000000 positions", 0},
	}
	for _, test := range tests {
		if test.limit == 0 {
			test.limit = 5_000_000
		}
		f, err := games.Lookup(test.spec, games.Config{MaxPositions: test.limit})
		if err != nil {
			t.Fatal(err)
		}
		_, err = mustParse(t, f, test.position).Value(context.Background())
		if !errs.Is(err, errs.Limit) || !strings.Contains(err.Error(), test.want) {
			t.Errorf("Value(%s %s) = %v, want a limit error containing %q", test.spec, test.position, err, test.want)
		}
	}
}

// TestExamples analyses every family's registered example.
func TestExamples(t *testing.T) {
	for _, info := range games.List() {
		fields := strings.Fields(info.Example)
		if name, _, _ := strings.Cut(fields[0], ":"); len(fields) < 2 || name != info.Name {
			t.Errorf("%s: example %q does not start with the family's name and a position", info.Name, info.Example)
			continue
		}
		f := mustLookup(t, fields[0])
		var sum []game.Component
		for _, s := range fields[1:] {
			sum = append(sum, mustParse(t, f, s))
		}
		for _, misere := range []bool{false, true} {
			if _, err := sums.Analyze(f, sum, sums.Options{Misere: misere}); err != nil && !(misere && errs.Is(err, errs.Unknown)) {
				t.Errorf("analyze %s (misère %v): %v", info.Example, misere, err)
			}
		}
		// play offers its moves, as nimber play does (200 listed, 3
		// sampled past that).
		if _, _, err := sums.PlayableMoves(context.Background(), sum, 200, 3); err != nil {
			t.Errorf("play %s: %v", info.Example, err)
		}
		if info.Rule == "" {
			t.Errorf("%s: no rule", info.Name)
		}
	}
}

func ExampleLookup() {
	f, err := games.Lookup("nim", games.Config{})
	if err != nil {
		panic(err)
	}
	var sum []game.Component
	for _, heap := range []string{"3", "4", "5"} {
		c, err := f.Parse(heap)
		if err != nil {
			panic(err)
		}
		sum = append(sum, c)
	}
	r, err := sums.Analyze(f, sum, sums.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Outcome, *r.Grundy)
	for _, m := range r.WinningMoves {
		fmt.Printf("heap %s -> %s\n", m.From, m.To[0])
	}
	// Output:
	// N 2
	// heap 3 -> 1
}
