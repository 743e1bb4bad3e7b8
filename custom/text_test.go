package custom_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/games"
)

type pair struct{ x, y int32 } // unexported fields: the default Parse sets them

type mixed struct {
	A uint8
	B int64
	C int16
}

type named int

func (n named) String() string { return fmt.Sprintf("#%d", int(n)) }

// parsed reads s as a position of a game over P with the default Parse
// and Format, and writes it back; ok is false when Parse refused s.
func parsed[P comparable](t *testing.T, s string) (string, bool) {
	t.Helper()
	g := &custom.Game[P]{Name: "g", Moves: func(p P, dst []P) []P { return dst }}
	f, err := g.Family(nil, games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := f.Parse(s)
	if err != nil {
		if !errs.Is(err, errs.Usage) {
			t.Errorf("Parse(%q): %v, not a usage error", s, err)
		}
		return "", false
	}
	return c.String(), true
}

// The default Parse reads integers, and arrays and structs of them, as
// "3,4"; the default Format writes what it reads.
func TestDefaultText(t *testing.T) {
	for _, test := range []struct {
		name, in, want string // want "" means refused
		parse          func(*testing.T, string) (string, bool)
	}{
		{"int", "42", "42", parsed[int]},
		{"int", " (42) ", "42", parsed[int]},
		{"int", "3,4", "", parsed[int]},
		{"int", "x", "", parsed[int]},
		{"uint8", "255", "255", parsed[uint8]},
		{"uint8", "256", "", parsed[uint8]},
		{"uint8", "-1", "", parsed[uint8]},
		{"[2]int32", "3,4", "3,4", parsed[[2]int32]},
		{"[2]int32", "(3, -4)", "3,-4", parsed[[2]int32]},
		{"[2]int32", "[3 4]", "3,4", parsed[[2]int32]},
		{"[2]int32", "3", "", parsed[[2]int32]},
		{"[2]int32", "3,4,5", "", parsed[[2]int32]},
		{"[3]int8", "1 2 3", "1,2,3", parsed[[3]int8]},
		{"[3]int8", "1,2,300", "", parsed[[3]int8]},
		{"[3]int8", "x,1,2", "", parsed[[3]int8]},
		{"[3]uint16", "1,2,65535", "1,2,65535", parsed[[3]uint16]},
		{"pair", "3,4", "3,4", parsed[pair]},
		{"pair", "{3 4}", "3,4", parsed[pair]},
		{"pair", "2147483648,0", "", parsed[pair]},
		{"mixed", "200,-9000000000,-7", "200,-9000000000,-7", parsed[mixed]},
		{"mixed", "1,2", "", parsed[mixed]},
		{"named", "5", "#5", parsed[named]},
		{"[2]named", "5,6", "#5,#6", parsed[[2]named]},
		{"string", "a b", "a b", parsed[string]},
	} {
		got, ok := test.parse(t, test.in)
		if ok != (test.want != "") || got != test.want {
			t.Errorf("%s: parse and format %q = %q, %v; want %q", test.name, test.in, got, ok, test.want)
		}
	}
}

// A struct with a field that is not an integer needs its own Parse.
func TestDefaultParseRefused(t *testing.T) {
	type odd struct {
		X int
		S string
	}
	g := &custom.Game[odd]{Name: "odd", Moves: func(p odd, dst []odd) []odd { return dst }}
	if _, err := g.Family(nil, games.Config{}); err == nil {
		t.Error("a struct with a string field got a default Parse")
	}
}

// The default Parse sets unexported fields: a chain of x moves, while y
// is 4, gives x's parity.
func TestDefaultParseFields(t *testing.T) {
	g := &custom.Game[pair]{Name: "chain", Moves: func(p pair, dst []pair) []pair {
		if p.x > 0 && p.y == 4 {
			dst = append(dst, pair{p.x - 1, p.y})
		}
		return dst
	}}
	f, err := g.Family(nil, games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{"3,4": "1", "6,4": "0", "3,5": "0"} {
		c, err := f.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if v, err := c.Value(context.Background()); err != nil || v.String() != want {
			t.Errorf("value of %s = %v, %v; want %s", in, v, err, want)
		}
	}
}
