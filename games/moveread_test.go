package games

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nimber/nimber/game"
)

// TestReadOption checks each OptionReader against Options on small
// positions: of every typed move tried (up to three heaps, each up to one
// past the heap, in either order), it reads exactly the listed ones, as
// they are listed; and SampleOptions gives listed moves, some if any.
func TestReadOption(t *testing.T) {
	tests := []struct {
		spec      string
		positions []string
	}{
		{"nim", []string{"0", "1", "6"}},
		{"kayles", []string{"0", "1", "2", "7"}},
		{"dawson", []string{"2", "6"}},
		{"grundy", []string{"6", "8"}},
		{"officers", []string{"1", "2", "7"}},
		{"octal:4.7", []string{"0", "5"}},
		{"hex:0.3F", []string{"7"}},
		{"octal:0.[7]", []string{"6"}},
		{"subtraction:2,5", []string{"1", "7"}},
		{"allbut:2,3", []string{"0", "9"}},
		{"bash:3", []string{"0", "2", "8"}},
		{"lasker", []string{"0", "1", "6"}},
		{"wythoff", []string{"0,0", "3,5", "4,2"}},
	}
	for _, test := range tests {
		f, err := Lookup(test.spec, Config{})
		if err != nil {
			t.Fatal(err)
		}
		for _, pos := range test.positions {
			c, err := f.Parse(pos)
			if err != nil {
				t.Fatal(err)
			}
			r, ok := c.(game.OptionReader)
			if !ok {
				t.Fatalf("%s %s is not a game.OptionReader", test.spec, pos)
			}
			listed := map[string]bool{}
			opts, err := c.(game.Mover).Options()
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range opts {
				listed[strings.Join(o.Strings(), " + ")] = true
			}
			read := map[string]bool{}
			for _, parts := range typedMoves(pos) {
				o, err := r.ReadOption(parts)
				if err != nil {
					continue
				}
				got := strings.Join(o.Strings(), " + ")
				if !listed[got] {
					t.Errorf("%s %s: ReadOption(%q) = %s, which Options does not list", test.spec, pos, parts, got)
				}
				read[got] = true
			}
			if len(read) != len(listed) {
				t.Errorf("%s %s: ReadOption read %d of the %d listed moves", test.spec, pos, len(read), len(listed))
			}
			sampled, err := c.(game.OptionSampler).SampleOptions(3)
			if err != nil {
				t.Fatal(err)
			}
			if len(sampled) != min(3, len(listed)) {
				t.Errorf("%s %s: SampleOptions(3) gave %d moves, want %d", test.spec, pos, len(sampled), min(3, len(listed)))
			}
			for _, o := range sampled {
				if !listed[strings.Join(o.Strings(), " + ")] {
					t.Errorf("%s %s: SampleOptions gave %v, which Options does not list", test.spec, pos, o.Strings())
				}
			}
		}
	}
}

// typedMoves returns the moves a player might type from position pos: one
// to three heaps (or a Wythoff position a,b) up to one past its size, in
// increasing and decreasing order, and nothing.
func typedMoves(pos string) [][]string {
	var a, b int
	if n, _ := fmt.Sscanf(pos, "%d,%d", &a, &b); n == 2 {
		var out [][]string
		for x := range a + 2 {
			for y := range b + 2 {
				out = append(out, []string{fmt.Sprintf("%d,%d", x, y)})
			}
		}
		return out
	}
	fmt.Sscan(pos, &a)
	out := [][]string{nil}
	for x := range a + 2 {
		out = append(out, []string{fmt.Sprint(x)})
		for y := x; x+y <= a+1; y++ {
			out = append(out, []string{fmt.Sprint(x), fmt.Sprint(y)}, []string{fmt.Sprint(y), fmt.Sprint(x)})
			for z := y; x+y+z <= a+1; z++ {
				out = append(out, []string{fmt.Sprint(x), fmt.Sprint(y), fmt.Sprint(z)}, []string{fmt.Sprint(z), fmt.Sprint(y), fmt.Sprint(x)})
			}
		}
	}
	return out
}
