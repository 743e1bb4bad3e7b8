package heap

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/internal/longtest"
	"github.com/nimber/nimber/internal/reference"
)

// readShared returns the lines of a reference file, skipping the test if
// the shared reference data is absent.
func readShared(t *testing.T, path string) []string { return reference.Lines(t, path) }

// tableRow is one row of a Markdown table, cells trimmed.
func tableRow(line string) []string {
	cells := strings.Split(line, "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

// codeOf turns a table's game name (".77", "4.3", "4") into a code.
func codeOf(game string) string {
	if !strings.Contains(game, ".") {
		return game + ".0"
	}
	return game
}

// compute returns G(0..n-1) for code by the fast engine.
func compute(t *testing.T, code string, n int) (*Rules, []uint32) {
	t.Helper()
	if code != "grundy" {
		code = codeOf(code)
	}
	r, err := Parse(code)
	if err != nil {
		t.Fatalf("Parse(%q): %v", code, err)
	}
	e := NewEngine(r, Options{})
	if err := e.Extend(context.Background(), n); err != nil {
		t.Fatal(err)
	}
	return r, e.Values(nil, 0, n)
}

// TestTrivialGames reproduces every game of TrivialGames.md, written
// prefix(period) in base 36 from heap 0, and proves its period.
func TestTrivialGames(t *testing.T) {
	rows := 0
	for _, line := range readShared(t, "octal-tables/TrivialGames.md") {
		cells := tableRow(line)
		if len(cells) != 4 || strings.ContainsAny(cells[1], ":-") || cells[1] == "prefix" {
			continue
		}
		game, values := cells[0], cells[3]
		pre, err1 := strconv.Atoi(cells[1])
		per, err2 := strconv.Atoi(cells[2])
		open := strings.IndexByte(values, '(')
		if err1 != nil || err2 != nil || open != pre || len(values) != pre+per+2 {
			t.Errorf("bad row %q", line)
			continue
		}
		rows++
		r, _ := compute(t, game, 1)
		need, ok := ProofLength(r, Period{Preperiod: pre, Period: per}, nil)
		if !ok {
			t.Errorf("%s: periodicity theorem does not apply", game)
			continue
		}
		_, g := compute(t, game, need)
		cycle := values[open+1 : len(values)-1]
		for n, v := range g {
			var digit byte
			if n < pre {
				digit = values[n]
			} else {
				digit = cycle[(n-pre)%per]
			}
			if want, _ := strconv.ParseUint(string(digit), 36, 8); uint64(v) != want {
				t.Errorf("%s: G(%d) = %d, want %d", game, n, v, want)
				break
			}
		}
		p, ok := ProvePeriod(r, g)
		if !ok || !p.Proved || p.Preperiod != pre || p.Period != per || p.Saltus != 0 || p.ProvedAt != need {
			t.Errorf("%s: ProvePeriod(%d values) = %+v, %v, want preperiod %d, period %d, proved at %d", game, len(g), p, ok, pre, per, need)
		}
	}
	if rows < 80 {
		t.Errorf("read %d rows of TrivialGames.md, want at least 80", rows)
	}
}

// TestSolvedGames proves the games of SolvedGames.md; those needing more
// than 50,000 values in the long tier only.
func TestSolvedGames(t *testing.T) {
	for _, line := range readShared(t, "octal-tables/SolvedGames.md") {
		cells := tableRow(line)
		if len(cells) < 4 || !strings.HasPrefix(cells[0], ".") {
			continue
		}
		game := cells[0]
		pre, _ := strconv.Atoi(cells[1])
		per, _ := strconv.Atoi(cells[2])
		r, _ := compute(t, game, 1)
		need, _ := ProofLength(r, Period{Preperiod: pre, Period: per}, nil)
		if need > 50000 && !longtest.Enabled {
			continue
		}
		_, g := compute(t, game, need)
		p, ok := ProvePeriod(r, g)
		if !ok || !p.Proved || p.Preperiod != pre || p.Period != per {
			t.Errorf("%s: ProvePeriod(%d values) = %+v, %v, want preperiod %d, period %d, proved", game, need, p, ok, pre, per)
		}
		if early, _ := ProvePeriod(r, g[:need-1]); early.Proved {
			t.Errorf("%s: ProvePeriod(%d values) proved, want unproved one value short of %d", game, need-1, need)
		}
	}
}

// oeisShifts are games whose values are an OEIS sequence shifted: G(n) =
// a(n - shift), as the entries' notes say.
var oeisShifts = []struct {
	code, id string
	shift    int
}{
	{"0.07", "A002187", 1},
	{"0.4", "A002187", 2},
	{"0.036", "A071427", 1},
	{"0.06", "A071427", 2},
	{"0.6", "A071433", 1},
	{"0.04", "A071426", 3},
	{"0.007", "A071426", 2},
	{"0.0137", "A071426", 1},
	{"4.4", "A002186", 1},
}

var octalInTitle = regexp.MustCompile(`octal games? (\.[0-7]+)`)

// oeis reads an OEIS entry: the code its title names ("grundy" for
// Grundy's game, "" for other games) and its terms by index.
func oeis(t *testing.T, id string) (code string, terms map[int]uint64) {
	seq := reference.ReadOEIS(t, id)
	if m := octalInTitle.FindStringSubmatch(seq.Title()); m != nil {
		code = "0" + m[1]
	} else if strings.Contains(seq.Title(), "Sprague-Grundy values for Grundy's game") {
		code = "grundy"
	}
	return code, seq.Terms
}

func TestOEIS(t *testing.T) {
	check := func(id, code string, shift int, terms map[int]uint64) {
		r, err := Parse(code)
		if err != nil {
			t.Fatalf("%s: Parse(%q): %v", id, code, err)
		}
		top := 0
		for n := range terms {
			top = max(top, n+shift+1)
		}
		e := NewEngine(r, Options{})
		if err := e.Extend(context.Background(), top); err != nil {
			t.Fatal(err)
		}
		for n, want := range terms {
			if got := uint64(e.At(n + shift)); got != want {
				t.Errorf("%s: %s G(%d) = %d, want a(%d) = %d", id, code, n+shift, got, n, want)
			}
		}
	}
	checked := 0
	for _, id := range reference.OEISIDs(t) {
		code, terms := oeis(t, id)
		if code == "" {
			continue // not a heap game (Wythoff's game)
		}
		check(id, code, 0, terms)
		checked++
	}
	if checked < 10 {
		t.Errorf("checked %d OEIS files, want at least 10", checked)
	}
	// A036685 lists the heaps where Grundy's game is 0, up to its last term.
	_, zeros := oeis(t, "A036685")
	_, g := compute(t, "grundy", 1000)
	want := map[uint64]bool{}
	for _, z := range zeros {
		want[z] = true
	}
	for n, v := range g {
		if (v == 0) != want[uint64(n)] {
			t.Errorf("grundy: G(%d) = %d, but A036685 lists %d as a zero: %v", n, v, n, want[uint64(n)])
		}
	}
	for _, s := range oeisShifts {
		_, terms := oeis(t, s.id)
		check(s.id, s.code, s.shift, terms)
	}
}

// TestUnsolvedGames checks the statistics of the published table of
// unsolved games (largest value and where it first is, rare mask, number
// of rare positions, last rare position) for every row it fills in. The
// rows run to 2^17–2^21 values: long tier only.
func TestUnsolvedGames(t *testing.T) {
	longtest.Only(t)
	rows := 0
	for _, line := range readShared(t, "octal-tables/UnsolvedGames.md") {
		cells := tableRow(line)
		if len(cells) < 7 || cells[1] == "" || !strings.HasPrefix(cells[1], "2^") {
			continue
		}
		rows++
		code := "grundy"
		if cells[0] != "Grundy's" {
			code = codeOf(cells[0])
		}
		exp, _ := strconv.Atoi(strings.TrimPrefix(cells[1], "2^"))
		r, err := Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		e := NewEngine(r, Options{Workers: 2})
		if err := e.Extend(context.Background(), 1<<exp); err != nil {
			t.Fatal(err)
		}
		s := e.Stats()
		got := fmt.Sprintf("%d %d %x %d %d", s.MaxValueAt, s.MaxValue, s.RareMask, s.RareCount, s.LastRare)
		want := strings.Join(cells[2:7], " ")
		if got != want {
			t.Errorf("%s to 2^%d: largest at, largest, rare mask, rare count, last rare = %s, want %s (table)", cells[0], exp, got, want)
		}
	}
	if rows < 4 {
		t.Errorf("read %d rows of UnsolvedGames.md, want at least 4", rows)
	}
}
