package table_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/rules"
	"github.com/nimber/nimber/table"
)

func TestParseSpan(t *testing.T) {
	tests := []struct {
		in   string
		want table.Span
		ok   bool
	}{
		{"0..100", table.Span{From: 0, To: 100}, true},
		{" -3 .. 3 ", table.Span{From: -3, To: 3}, true},
		{"1e9..1000000010", table.Span{From: 1e9, To: 1000000010}, true},
		{"-2^3..2^3", table.Span{From: -8, To: 8}, true},
		{"1_000..1_005", table.Span{From: 1000, To: 1005}, true},
		{"2^10..1e3", table.Span{}, false}, // 1024 > 1000
		{"1e9..1e9+5", table.Span{}, false},
		{"--1..1", table.Span{}, false},
		{"0..1e12", table.Span{}, false}, // past MaxCells
		{"x..1", table.Span{}, false},
	}
	for _, test := range tests {
		got, err := table.ParseSpan(test.in)
		if (err == nil) != test.ok || got != test.want {
			t.Errorf("ParseSpan(%q) = %v, %v; want %v, ok %v", test.in, got, err, test.want, test.ok)
		}
	}
}

// FuzzParseSpan checks the A..B parser: what it accepts is a non-empty
// range of at most MaxCells that reads back from its own rendering.
func FuzzParseSpan(f *testing.F) {
	for _, s := range []string{"0..100", "-3..3", "5..1", "1..", "..", "x..y", " 2 .. 4 ", "-9223372036854775808..0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := table.ParseSpan(s)
		if err != nil {
			return
		}
		if got.From > got.To || got.Len() > table.MaxCells {
			t.Fatalf("range %q parsed as %v, want from ≤ to and at most %d", s, got, table.MaxCells)
		}
		back, err := table.ParseSpan(got.String())
		if err != nil || back != got {
			t.Errorf("range %q = %v, which reads back as %v, %v", s, got, back, err)
		}
	})
}

// A table's values are the components' own, and its P-positions those of
// value 0.
func TestBuildMatchesValues(t *testing.T) {
	cases := []struct {
		game string
		spec table.Spec
	}{
		{"subtraction:1,3,4", table.Spec{N: table.Span{From: 0, To: 40}, Period: true}},
		{"kayles", table.Spec{N: table.Span{From: 3, To: 30}}},
		{"wythoff", table.Spec{TwoD: true, X: table.Span{From: 0, To: 9}, Y: table.Span{From: 0, To: 6}}},
		{"wythoff", table.Spec{TwoD: true, X: table.Span{From: 0, To: 9}, Y: table.Span{From: 0, To: 6}, Outcome: true}},
	}
	for _, c := range cases {
		f, err := games.Lookup(c.game, games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		tb, err := table.Build(context.Background(), f, c.spec)
		if err != nil {
			t.Fatalf("%s %+v: %v", c.game, c.spec, err)
		}
		var got, want []string
		var wantP [][]int
		ys, xs := []int{0}, c.spec.N
		if c.spec.TwoD {
			ys, xs = nil, c.spec.X
			for y := c.spec.Y.From; y <= c.spec.Y.To; y++ {
				ys = append(ys, y)
			}
		}
		for _, y := range ys {
			for x := xs.From; x <= xs.To; x++ {
				text := strconv.Itoa(x)
				if c.spec.TwoD {
					text += "," + strconv.Itoa(y)
				}
				comp, err := f.Parse(text)
				if err != nil {
					t.Fatal(err)
				}
				v, err := comp.Value(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				s := v.String()
				if c.spec.Outcome {
					s = map[bool]string{true: "P", false: "N"}[v.IsZero()]
				}
				want = append(want, s)
				if v.IsZero() {
					wantP = append(wantP, []int{x, y})
				}
			}
		}
		got = flatten(tb.Values)
		if !slices.Equal(got, want) {
			t.Errorf("%s %+v: values %v, want %v", c.game, c.spec, got, want)
		}
		var gotP [][]int
		switch p := tb.PPos.(type) {
		case []int:
			for _, n := range p {
				gotP = append(gotP, []int{n, 0})
			}
		case [][]int:
			gotP = p
		}
		if !slices.EqualFunc(gotP, wantP, slices.Equal) {
			t.Errorf("%s %+v: P-positions %v, want %v", c.game, c.spec, gotP, wantP)
		}
	}
}

// flatten lists a table's values as text, rows after rows.
func flatten(values any) []string {
	var out []string
	var add func(v any)
	add = func(v any) {
		switch v := v.(type) {
		case []any:
			for _, x := range v {
				add(x)
			}
		case [][]any:
			for _, row := range v {
				add(row)
			}
		case game.Nimber:
			out = append(out, v.String())
		case string:
			out = append(out, v)
		}
	}
	add(values)
	return out
}

// The text has the period line and the P-positions.
func TestText(t *testing.T) {
	f, err := games.Lookup("subtraction:1,3,4", games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := table.Build(context.Background(), f, table.Spec{N: table.Span{From: 0, To: 60}, Period: true})
	if err != nil {
		t.Fatal(err)
	}
	text := tb.Text()
	for _, want := range []string{"Apparent period 7 from n = 0, saltus 0", "P-positions (18): 0, 2, 7, 9, 14, 16"} {
		if !strings.Contains(text, want) {
			t.Errorf("Text() = %s\nwant it to contain %q", text, want)
		}
	}
}

// A 2-D table prints a row per y under a header of x, and its P-positions
// as x,y pairs; it plots as a heat map.
func TestGrid(t *testing.T) {
	f, err := games.Lookup("wythoff", games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := table.Build(context.Background(), f, table.Spec{TwoD: true, X: table.Span{From: 0, To: 3}, Y: table.Span{From: 0, To: 2}, Outcome: true})
	if err != nil {
		t.Fatal(err)
	}
	want := `wythoff: outcomes, x = 0..3 across, y = 0..2 down
y\x 0 1 2 3
  0 P N N N
  1 N N P N
  2 N P N N
P-positions (3): 0,0  2,1  1,2
Positions explored: 18.
`
	if got := tb.Text(); got != want {
		t.Errorf("Text() =\n%s\nwant\n%s", got, want)
	}
	if c, err := tb.Chart(); err != nil || c == nil {
		t.Errorf("Chart() = %v, %v; want a heat map", c, err)
	}
}

// A loopy game's table has generalized values, which do not plot; its
// outcomes do.
func TestLoopy(t *testing.T) {
	g, err := rules.Load(context.Background(), "line.star", []byte(`
def moves(p):
    if p == -1:
        return []
    m = [q for q in (p - 1, p + 1) if 0 <= q and q <= 4]
    return m + [-1] if p == 0 else m
`), rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	spec := table.Spec{N: table.Span{From: -1, To: 2}}
	tb, err := table.Build(context.Background(), g, spec)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := flatten(tb.Values), []string{"0", "∞(0)", "∞()", "∞()"}; !tb.Loopy || !slices.Equal(got, want) {
		t.Errorf("loopy values %v (loopy %v), want %v", got, tb.Loopy, want)
	}
	if _, err := tb.Chart(); err == nil || !strings.Contains(err.Error(), "infinite") {
		t.Errorf("Chart() of infinite values: error %v, want one about infinite values", err)
	}
	spec.Outcome = true
	if tb, err = table.Build(context.Background(), g, spec); err != nil {
		t.Fatal(err)
	}
	if got, want := flatten(tb.Values), []string{"P", "N", "D", "D"}; !slices.Equal(got, want) {
		t.Errorf("loopy outcomes %v, want %v", got, want)
	}
	if _, err := tb.Chart(); err != nil {
		t.Errorf("Chart() of loopy outcomes: %v", err)
	}
}

// A grid's size does not wrap around, even with 32-bit ints.
func TestCellsLarge(t *testing.T) {
	big := table.Span{From: 0, To: table.MaxCells - 1}
	if got := (table.Spec{TwoD: true, X: big, Y: big}).Cells(); got <= table.MaxCells {
		t.Errorf("Cells of a %d² grid = %d, want more than %d", table.MaxCells, got, table.MaxCells)
	}
}

// An outcome table of positions too large to value, in a game that knows
// a lone position's outcome (Wythoff), has their outcomes, as analyze
// does: here the P-positions (⌊kφ⌋, ⌊kφ²⌋), written with an integer
// square root, ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2.
func TestOutcomesPastValues(t *testing.T) {
	f, err := games.Lookup("wythoff", games.Config{MaxPositions: 1000})
	if err != nil {
		t.Fatal(err)
	}
	x := table.Span{From: 1_000_000_000, To: 1_000_000_005}
	y := table.Span{From: 618_033_986, To: 618_033_992}
	tb, err := table.Build(context.Background(), f, table.Spec{TwoD: true, X: x, Y: y, Outcome: true})
	if err != nil {
		t.Fatal(err)
	}
	var want [][]int
	for j := y.From; j <= y.To; j++ {
		for i := x.From; i <= x.To; i++ {
			k := int64(i - j)
			r := new(big.Int).Sqrt(big.NewInt(5 * k * k))
			if (k+r.Int64())/2 == int64(j) {
				want = append(want, []int{i, j})
			}
		}
	}
	if got := tb.PPos; len(want) == 0 || !reflect.DeepEqual(got, want) {
		t.Errorf("P-positions %v, want %v", got, want)
	}
	// Values are still searched, and the bound still stops them.
	if _, err := table.Build(context.Background(), f, table.Spec{TwoD: true, X: x, Y: y}); err == nil {
		t.Error("a table of Wythoff's values at 10^9 within 1000 positions: no error")
	}
}

// cancelling cancels its context when the cell at stopAt is parsed.
type cancelling struct {
	game.Family
	parsed, stopAt int
	cancel         func()
}

func (f *cancelling) Parse(s string) (game.Component, error) {
	if f.parsed++; f.parsed == f.stopAt {
		f.cancel()
	}
	return f.Family.Parse(s)
}

// A table stopped by its context keeps the positions valued before: in
// 1-D the n valued, in 2-D the whole rows; with none, there is no table.
func TestBuildContext(t *testing.T) {
	nim, err := games.Lookup("nim", games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	wythoff, err := games.Lookup("wythoff", games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	line := table.Spec{N: table.Span{From: 0, To: 99}}
	grid := table.Spec{TwoD: true, X: table.Span{From: 0, To: 3}, Y: table.Span{From: 2, To: 5}}
	tests := []struct {
		name   string
		spec   table.Spec
		stopAt int    // the cell whose parse cancels; 0: cancelled before
		rng    string // the range of the table kept, N in 1-D, Y in 2-D; "": none
		next   string // Stopped
	}{
		{"1-D", line, 5, "0..4", "n = 5"},
		{"1-D at once", line, 0, "", ""},
		{"2-D", grid, 6, "2..2", "row y = 3"},
		{"2-D as a row begins", grid, 9, "2..3", "row y = 4"},
		{"2-D within the first row", grid, 2, "", ""},
	}
	for _, test := range tests {
		ctx, cancel := context.WithCancel(context.Background())
		if test.stopAt == 0 {
			cancel()
		}
		f := &cancelling{Family: nim, stopAt: test.stopAt, cancel: cancel}
		if test.spec.TwoD {
			f.Family = wythoff
		}
		tb, err := table.Build(ctx, f, test.spec)
		cancel()
		if !errors.Is(err, context.Canceled) || !errs.Is(err, errs.Limit) {
			t.Errorf("%s: Build cancelled at cell %d: %v, want a limit error wrapping context.Canceled", test.name, test.stopAt, err)
		}
		if f.parsed != test.stopAt {
			t.Errorf("%s: Build went on to cell %d after its context was cancelled at cell %d", test.name, f.parsed, test.stopAt)
		}
		var rng, next string
		if tb != nil {
			rng = fmt.Sprint(tb.N)
			if test.spec.TwoD {
				rng = fmt.Sprint(tb.Y)
			}
			next, _ = tb.Stopped()
		}
		if rng != test.rng || next != test.next {
			t.Errorf("%s: Build stopped kept %q, stopped at %q; want %q, %q", test.name, rng, next, test.rng, test.next)
		}
	}
}

// A 1-D chart's y axis names the values it plots: G(n) in normal play,
// G⁻(n) in misère play.
func TestChartYLabel(t *testing.T) {
	tests := []struct {
		game   string
		misere bool
		want   string
	}{
		{"kayles", false, ">G(n)</text>"},
		{"kayles", true, ">G⁻(n)</text>"},
		{"subtraction:1,3,4", true, ">G⁻(n)</text>"},
	}
	for _, test := range tests {
		f, err := games.Lookup(test.game, games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		tb, err := table.Build(context.Background(), f, table.Spec{N: table.Span{From: 0, To: 12}, Misere: test.misere})
		if err != nil {
			t.Fatalf("%s, misère %v: %v", test.game, test.misere, err)
		}
		c, err := tb.Chart()
		if err != nil {
			t.Fatalf("%s, misère %v: Chart(): %v", test.game, test.misere, err)
		}
		var b strings.Builder
		if err := c.WriteSVG(&b); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		got := "no y label"
		for _, label := range []string{">G(n)</text>", ">G⁻(n)</text>"} {
			if strings.Contains(svg, label) {
				got = label
			}
		}
		if got != test.want {
			t.Errorf("%s, misère %v: chart labelled %q, want %q", test.game, test.misere, got, test.want)
		}
	}
}
