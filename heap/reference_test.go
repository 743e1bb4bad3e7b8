package heap

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// shared is the project's reference data, beside the repository.
const shared = "../../shared/reference"

// readShared opens a reference file, skipping the test if the shared
// directory is absent.
func readShared(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(shared, path))
	if os.IsNotExist(err) {
		t.Skipf("reference data %s absent", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(data), "\n")
}

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
		need, ok := ProofLength(r, Period{Preperiod: pre, Period: per})
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
// than 50,000 values only with -long.
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
		need, _ := ProofLength(r, Period{Preperiod: pre, Period: per})
		if need > 50000 && (!*long || testing.Short()) {
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
	code, file string
	shift      int
}{
	{"0.07", "oeis_A002187.txt", 1},
	{"0.4", "oeis_A002187.txt", 2},
	{"0.036", "oeis_A071427.txt", 1},
	{"0.06", "oeis_A071427.txt", 2},
	{"0.6", "oeis_A071433.txt", 1},
	{"0.04", "oeis_A071426.txt", 3},
	{"0.007", "oeis_A071426.txt", 2},
	{"0.0137", "oeis_A071426.txt", 1},
	{"4.4", "oeis_A002186.txt", 1},
}

var octalInTitle = regexp.MustCompile(`octal games? (\.[0-7]+)`)

// oeis reads an OEIS file: the code its title names ("grundy" for Grundy's
// game) and its terms by index.
func oeis(t *testing.T, file string) (code string, terms map[int]uint32) {
	lines := readShared(t, filepath.Join("oeis", file))
	if m := octalInTitle.FindStringSubmatch(lines[0]); m != nil {
		code = "0" + m[1]
	} else if strings.Contains(lines[0], "Sprague-Grundy values for Grundy's game") {
		code = "grundy"
	}
	terms = map[int]uint32{}
	for _, line := range lines {
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		var n int
		var v uint32
		sc := bufio.NewScanner(strings.NewReader(line))
		sc.Split(bufio.ScanWords)
		fields := []string{}
		for sc.Scan() {
			fields = append(fields, sc.Text())
		}
		if len(fields) != 2 {
			t.Fatalf("%s: bad line %q", file, line)
		}
		n, _ = strconv.Atoi(fields[0])
		x, _ := strconv.ParseUint(fields[1], 10, 32)
		v = uint32(x)
		terms[n] = v
	}
	return code, terms
}

func TestOEIS(t *testing.T) {
	check := func(file, code string, shift int, terms map[int]uint32) {
		r, err := Parse(code)
		if err != nil {
			t.Fatalf("%s: Parse(%q): %v", file, code, err)
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
			if got := e.At(n + shift); got != want {
				t.Errorf("%s: %s G(%d) = %d, want a(%d) = %d", file, code, n+shift, got, n, want)
			}
		}
	}
	files, _ := filepath.Glob(filepath.Join(shared, "oeis", "oeis_A*.txt"))
	checked := 0
	for _, path := range files {
		code, terms := oeis(t, filepath.Base(path))
		if code == "" {
			continue // not a heap game (Wythoff's game)
		}
		check(filepath.Base(path), code, 0, terms)
		checked++
	}
	if len(files) > 0 && checked < 10 {
		t.Errorf("checked %d OEIS files, want at least 10", checked)
	}
	// A036685 lists the heaps where Grundy's game is 0, up to its last term.
	_, zeros := oeis(t, "oeis_A036685.txt")
	_, g := compute(t, "grundy", 1000)
	want := map[uint32]bool{}
	for _, z := range zeros {
		want[z] = true
	}
	for n, v := range g {
		if (v == 0) != want[uint32(n)] {
			t.Errorf("grundy: G(%d) = %d, but A036685 lists %d as a zero: %v", n, v, n, want[uint32(n)])
		}
	}
	for _, s := range oeisShifts {
		_, terms := oeis(t, s.file)
		check(s.file, s.code, s.shift, terms)
	}
}
