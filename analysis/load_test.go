package analysis

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

func TestLoadSum(t *testing.T) {
	p, err := Load(context.Background(), &Request{Game: "nim", Position: strings.Fields("3 4 + kayles 7 + wythoff 3,5")})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Family.Name(), "nim + kayles + wythoff"; got != want {
		t.Errorf("family = %q, want %q", got, want)
	}
	if got, want := game.Option(p.Sum).Strings(), []string{"3", "4", "7", "3,5"}; !slices.Equal(got, want) {
		t.Errorf("sum = %q, want %q", got, want)
	}
	if got, want := p.Games, []string{"nim", "nim", "kayles", "wythoff"}; !slices.Equal(got, want) {
		t.Errorf("games = %q, want %q", got, want)
	}
}

func TestLoadStdin(t *testing.T) {
	r := &Request{Game: "nim", Position: []string{"1", "-"}, Source: Source{Stdin: strings.NewReader("2\n3 4\n")}}
	p, err := Load(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := game.Option(p.Sum).Strings(), []string{"1", "2", "3", "4"}; !slices.Equal(got, want) {
		t.Errorf("sum = %q, want %q", got, want)
	}
}

func TestLoadStart(t *testing.T) {
	r := &Request{Game: "s.star", Rules: []byte("S = [1, 3, 4]\ndef moves(n):\n    return [n - s for s in S if s <= n]\nstart = 7\n"), Set: []string{"S=[1, 2]"}}
	a, err := Analyze(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(a.Position, " "), "7"; got != want {
		t.Errorf("position = %q, want the start %q", got, want)
	}
	if a.Grundy == nil || a.Grundy.String() != "1" { // 7 mod 3 with S = {1, 2}
		t.Errorf("grundy = %v, want 1", a.Grundy)
	}
}

// Each bad request is refused as the user's mistake, saying what is wrong.
func TestLoadErrors(t *testing.T) {
	examples := filepath.Join("..", "examples", "subtraction.star")
	tests := []struct {
		name string
		req  Request
		want string
	}{
		{"no game", Request{Position: []string{"3"}}, "no game given"},
		{"unknown game", Request{Game: "nimm", Position: []string{"3"}}, `did you mean "nim"`},
		{"no position", Request{Game: "nim"}, "no position given for nim"},
		{"empty game of a sum", Request{Game: "nim", Position: []string{"3", "+"}}, "game 2 of the sum is empty"},
		{"set on a catalog game", Request{Game: "nim", Position: []string{"3"}, Set: []string{"D=4"}}, "only rules scripts take parameters"},
		{"max-steps on a catalog game", Request{Game: "nim", Position: []string{"3"}, Limits: Limits{MaxSteps: 1}}, "is for rules files"},
		{"negative timeout", Request{Game: "nim", Position: []string{"3"}, Limits: Limits{Timeout: -1}}, "want a positive duration"},
		{"rules and graph", Request{Rules: []byte("x"), Graph: []byte("a b")}, "both rules and graph"},
		{"quotient in normal play", Request{Game: "kayles", Position: []string{"3"}, Quotient: true}, "quotient goes with misere"},
		{"stdin where there is none", Request{Game: "nim", Position: []string{"-"}}, "no standard input"},
		{"stdin twice", Request{Game: "nim", Position: []string{"-", "-"}, Source: Source{Stdin: strings.NewReader("1")}}, "read only once"},
		// A server's request names no file: a rules file's name is no game.
		{"file without Files", Request{Game: examples, Position: []string{"3"}}, "unknown game"},
		{"graph file without Files", Request{Game: "graph:/etc/passwd", Position: []string{"a"}}, "unknown game"},
		{"missing file", Request{Game: "nope.star", Position: []string{"3"}, Source: Source{Files: true}}, "nope.star: no such file"},
		{"graph of a directory", Request{Game: "graph:" + t.TempDir(), Position: []string{"a"}, Source: Source{Files: true}}, "is a directory"},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			_, err := Load(context.Background(), &test.req)
			if err == nil || errs.KindOf(err) != errs.Usage || !strings.Contains(err.Error(), test.want) {
				t.Errorf("Load = %v (kind %v), want a usage error with %q", err, errs.KindOf(err), test.want)
			}
		})
	}
}

func TestLoadFile(t *testing.T) {
	r := &Request{Game: filepath.Join("..", "examples", "subtraction.star"), Position: []string{"5"}, Source: Source{Files: true}}
	a, err := Analyze(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if a.Grundy == nil || a.Grundy.String() != "3" { // S = {1, 3, 4}: 0101232, period 7
		t.Errorf("grundy of 5 = %v, want 3", a.Grundy)
	}
}

// A sum of a loopy game with others gets its generalized value, which
// sums.Analyze alone does not give.
func TestAnalyzeLoopySum(t *testing.T) {
	r := &Request{Game: "g", Graph: []byte("a b\nb a\na c\nc d\n"), Position: strings.Fields("a + nim 1")}
	a, err := Analyze(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	// ∞(1) + *1 is ∞(0): taking the heap leaves the draw ∞(1), a win.
	if a.Outcome != game.N || a.Value != "∞(0)" || !slices.Equal(a.Games, []string{"graph:g", "nim"}) {
		t.Errorf("analyze a + nim 1 = %v, value %q, games %q; want N ∞(0), games graph:g and nim", a.Outcome, a.Value, a.Games)
	}
}

func TestAnalyzeCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Analyze(ctx, &Request{Game: "nim", Position: []string{"3"}}); err == nil {
		t.Error("Analyze with a cancelled context succeeded")
	}
}

// A heap of a million digits is refused before it is read, in a short
// message.
func TestMaxDigits(t *testing.T) {
	huge := strings.Repeat("7", 1_000_000)
	for _, r := range []*Request{
		{Game: "nim", Position: []string{"3", huge}},
		{Game: "nim", Position: []string{"-"}, Source: Source{Stdin: strings.NewReader("3 " + huge)}},
		{Game: "nim", Position: []string{"12345"}, Limits: Limits{MaxDigits: 4}},
	} {
		_, err := Load(context.Background(), r)
		if !errs.Is(err, errs.Limit) || len(err.Error()) > 200 || !strings.Contains(err.Error(), "max-digits") {
			t.Errorf("Load(%.40q…) = %.300v; want a short limit error naming --max-digits", r.Position, err)
		}
	}
	if _, err := Load(context.Background(), &Request{Game: "nim", Position: []string{huge[:DefaultMaxDigits]}}); err != nil {
		t.Errorf("a heap of %d digits: %v, want it read", DefaultMaxDigits, err)
	}
}

// The bound is on a number's digits, not a component's length: a
// staircase of 10^5 steps (a component of a million characters) reads.
func TestMaxDigitsStaircase(t *testing.T) {
	steps := strings.TrimSuffix(strings.Repeat("123456789,", 100_000), ",")
	if _, err := Load(context.Background(), &Request{Game: "staircase", Position: []string{steps}}); err != nil {
		t.Errorf("a staircase of 10^5 steps of 9 digits: %.200v", err)
	}
}

func TestNoun(t *testing.T) {
	tests := []struct {
		game     string
		graph    string
		position string
		want     string
	}{
		{"nim", "", "3 4", "heap"},
		{"wythoff", "", "3,5", "component"},
		{"hackenbush", "", "(())", "picture"},
		{"g", "a b\n", "a", "token"},
		{"g", "1 2\n", "1", "token"}, // vertices named by numbers are still tokens
	}
	for _, test := range tests {
		r := &Request{Game: test.game, Position: strings.Fields(test.position)}
		if test.graph != "" {
			r.Graph = []byte(test.graph)
		}
		p, err := Load(context.Background(), r)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Noun(); got != test.want {
			t.Errorf("Noun of %s %s = %q, want %q", test.game, test.position, got, test.want)
		}
	}
}

func TestNamesGame(t *testing.T) {
	for _, test := range []struct {
		word string
		want bool
	}{
		{"kayles", true},
		{"subtraction:1,3,4", true},
		{"rules.star", true},
		{"graph:moves.txt", true},
		{"7", false},
		{"3,5", false},
	} {
		if got := NamesGame(test.word); got != test.want {
			t.Errorf("NamesGame(%q) = %v, want %v", test.word, got, test.want)
		}
	}
}
