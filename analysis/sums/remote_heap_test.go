package sums

import (
	"context"
	"fmt"
	"testing"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// TestHeapTables checks the tables of games that never split a heap
// against the search of sums, heap by heap, in normal and misère play,
// for remoteness and suspense: each heap's number and those of its
// options, in the order of its options.
func TestHeapTables(t *testing.T) {
	tests := []struct {
		game string
		most uint64 // the largest heap checked
	}{
		{"subtraction:1,3,4", 400},
		{"subtraction:2,5,7", 400},
		{"subtraction:1,2", 300},
		{"allbut:2,3,7", 150},
		{"allbut:1", 150},
		{"0.[3]", 150},  // Nim
		{"0.[2]", 150},  // leave a heap, never take it all
		{"0.1[2]", 150}, // and take a lone token
		{"0.31", 300},   // take a lone token; take two, leaving a heap
		{"0.3122", 300}, // a digit that only leaves a heap
		{"0.0003", 300}, // heaps 1 to 3 have no move
		{"0.[1]", 150},  // take a whole heap, any size
	}
	for _, tt := range tests {
		for _, misere := range []bool{false, true} {
			for _, suspense := range []bool{false, true} {
				name := fmt.Sprintf("%s misère %v suspense %v", tt.game, misere, suspense)
				f, err := games.Lookup(tt.game, games.Config{})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				search := remoteSearchOf(1<<20, 0, misere, suspense)
				tables := newHeapTables(0, 1<<20, misere, suspense)
				for n := range tt.most + 1 {
					c, err := f.Parse(fmt.Sprint(n))
					if err != nil {
						t.Fatal(err)
					}
					want, wantAfter := searched(t, search, c)
					got, _, gotAfter, ok, err := tables.lookup(context.Background(), c)
					if err != nil || !ok {
						t.Fatalf("%s heap %d: no table (ok %v, err %v)", name, n, ok, err)
					}
					if got != want {
						t.Errorf("%s heap %d: got %+v, want %+v", name, n, got, want)
					}
					if fmt.Sprint(gotAfter) != fmt.Sprint(wantAfter) {
						t.Errorf("%s heap %d: options got %+v, want %+v", name, n, gotAfter, wantAfter)
					}
				}
			}
		}
	}
}

// searched is the remoteness of c and of each of its options by the
// search of sums.
func searched(t *testing.T, s *remoteSearch, c game.Component) (Remoteness, []Remoteness) {
	t.Helper()
	start, err := s.start(context.Background(), []game.Component{c})
	if err != nil {
		t.Fatal(err)
	}
	self, err := s.remoteness(context.Background(), start)
	if err != nil {
		t.Fatal(err)
	}
	id, err := s.intern(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	after := []Remoteness{}
	for _, o := range s.options[id] {
		r, err := s.remoteness(context.Background(), o.parts)
		if err != nil {
			t.Fatal(err)
		}
		after = append(after, r)
	}
	return self, after
}

// TestHeapTablesRefuse checks that the tables leave to the search what
// they do not hold: games whose moves split a heap, components whose key
// names no game of package heap, and heaps past the limit.
func TestHeapTablesRefuse(t *testing.T) {
	tests := []struct {
		game  string
		limit int
	}{
		{"kayles", 0},
		{"dawson", 0},
		{"4.[3]", 0},  // Lasker's Nim
		{"bash:3", 0}, // keyed "3:100"
		{"nim", 0},    // no key
		{"subtraction:1,3,4", 100},
	}
	for _, tt := range tests {
		f, err := games.Lookup(tt.game, games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		c, err := f.Parse("100")
		if err != nil {
			t.Fatal(err)
		}
		tables := newHeapTables(tt.limit, 1<<20, false, false)
		if _, _, _, ok, err := tables.lookup(context.Background(), c); ok || err != nil {
			t.Errorf("%s 100 (limit %d): got a table (err %v), want the search", tt.game, tt.limit, err)
		}
	}
}
