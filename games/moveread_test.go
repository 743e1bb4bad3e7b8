package games

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
)

// TestReadOption checks each OptionReader against Options on small
// positions: of every typed move tried (up to three heaps, each up to one
// past the heap, in either order), it reads exactly the listed ones, as
// they are listed; and SampleOptions gives listed moves, as many as
// asked for or all of them.
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
		{"euclid", []string{"5,8", "7,3", "4,4", "0,3"}},
		{"fibonacci", []string{"1", "6", "7,2"}},
		{"staircase", []string{"2,1,3", "0,2", "1"}},
		{"northcott", []string{"3", "3,2", "0,2"}},
		{"poker", []string{"2,1"}},
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
			r, ok := c.(answer.OptionReader)
			if !ok {
				t.Fatalf("%s %s is not a answer.OptionReader", test.spec, pos)
			}
			listed := map[string]bool{}
			opts, err := c.(game.Mover).Options(context.Background())
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
			for _, max := range []int{3, len(listed) + 1} {
				sampled, err := c.(game.OptionSampler).SampleOptions(context.Background(), max)
				if err != nil {
					t.Fatal(err)
				}
				seen := map[string]bool{}
				for _, o := range sampled {
					text := strings.Join(o.Strings(), " + ")
					if !listed[text] || seen[text] {
						t.Errorf("%s %s: SampleOptions(%d) gave %s, which Options does not list or it gave before", test.spec, pos, max, text)
					}
					seen[text] = true
				}
				if want := min(max, len(listed)); len(sampled) != want {
					t.Errorf("%s %s: SampleOptions(%d) gave %d moves, want %d (of %d)", test.spec, pos, max, len(sampled), want, len(listed))
				}
			}
		}
	}
}

// typedMoves returns the moves a player might type from position pos: one
// to three heaps up to one past its size, in increasing and decreasing
// order, and nothing; and, for a position of several numbers (a Wythoff
// position a,b, a staircase), each such list up to one past each number
// (a growing move adds a little more).
func typedMoves(pos string) [][]string {
	var nums []int
	for _, f := range strings.Split(pos, ",") {
		var v int
		fmt.Sscan(f, &v)
		nums = append(nums, v)
	}
	a := slices.Max(nums)
	out := [][]string{nil}
	for x := range a + 4 {
		out = append(out, []string{fmt.Sprint(x)})
		for y := x; x+y <= a+1; y++ {
			out = append(out, []string{fmt.Sprint(x), fmt.Sprint(y)}, []string{fmt.Sprint(y), fmt.Sprint(x)})
			for z := y; x+y+z <= a+1; z++ {
				out = append(out, []string{fmt.Sprint(x), fmt.Sprint(y), fmt.Sprint(z)}, []string{fmt.Sprint(z), fmt.Sprint(y), fmt.Sprint(x)})
			}
		}
	}
	lists := [][]int{nil}
	for range max(len(nums), 2) {
		var next [][]int
		for _, l := range lists {
			for v := range a + 4 {
				next = append(next, append(slices.Clone(l), v))
			}
		}
		lists = next
	}
	for _, l := range lists {
		var b strings.Builder
		for i, v := range l {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprint(&b, v)
		}
		out = append(out, []string{b.String()})
	}
	return out
}

// TestReadOptionForms checks the other ways a move may be typed: heaps in
// any order, a Fibonacci take or a Northcott gap by the number left alone,
// and the full form, which must then be right.
func TestReadOptionForms(t *testing.T) {
	tests := []struct {
		spec, pos, typed string
		want             string // the move read, or "" for none
	}{
		{"kayles", "7", "4+1", "1 + 4"},
		{"grundy", "7", "4+3", "3 + 4"},
		{"nim", "1000000000000000000000", "999999999999999999999", "999999999999999999999"},
		{"fibonacci", "7", "5", "5,4"},
		{"fibonacci", "7", "5,4", "5,4"},
		{"fibonacci", "7", "5,3", ""},
		{"northcott", "3,2", "5", "5,0"},
		{"northcott", "3,2", "5,0", "5,0"},
		{"northcott", "3,2", "5,1", ""},
		{"poker", "3", "2", ""}, // a heap that may grow without bound is not played
		{"euclid", "1000000000000,7", "999999999993,7", "999999999993,7"},
		{"euclid", "1000000000000,7", "999999999994,7", ""},
		{"wythoff", "1000000000,1618033988", "1,618033989", "1,618033989"},
		{"wythoff", "1000000000,1618033988", "1,1618033988", "1,1618033988"},
		{"wythoff", "1000000000,1618033988", "2,618033988", ""},
	}
	for _, test := range tests {
		f, err := Lookup(test.spec, Config{})
		if err != nil {
			t.Fatal(err)
		}
		c, err := f.Parse(test.pos)
		if err != nil {
			t.Fatal(err)
		}
		o, err := c.(answer.OptionReader).ReadOption(strings.Split(test.typed, "+"))
		got := ""
		if err == nil {
			got = strings.Join(o.Strings(), " + ")
		}
		if got != test.want {
			t.Errorf("%s %s → %s: read %q (%v), want %q", test.spec, test.pos, test.typed, got, err, test.want)
		}
	}
}
