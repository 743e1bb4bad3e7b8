package sums_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// wide is a Nim heap that refuses to list its moves past 10 tokens, as a
// heap of 10^12 does, but finds them by value, reads them and samples
// them.
type wide uint64

func (w wide) String() string                                 { return strconv.FormatUint(uint64(w), 10) }
func (w wide) Value(ctx context.Context) (game.Nimber, error) { return game.Star(uint64(w)), nil }

func (w wide) Options(ctx context.Context) ([]game.Option, error) {
	if w > 10 {
		return nil, errs.Errorf("wide", errs.Limit, "heap %d has too many moves to list", w)
	}
	var out []game.Option
	for n := range w {
		out = append(out, game.Option{n})
	}
	return out, nil
}

func (w wide) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	if t, _ := target.Uint64(); t < uint64(w) {
		return []game.Option{{wide(t)}}, nil
	}
	return nil, nil
}

func (w wide) ReadOption(parts []string) (game.Option, error) {
	if len(parts) == 1 {
		if n, err := strconv.ParseUint(parts[0], 10, 64); err == nil && n < uint64(w) {
			return game.Option{wide(n)}, nil
		}
	}
	return nil, fmt.Errorf("%d → %q is not a move", w, parts)
}

func (w wide) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	var out []game.Option
	for n := w; n > 0 && len(out) < max; n-- {
		out = append(out, game.Option{n - 1})
	}
	return out, nil
}

// moveTexts renders moves as "component: parts".
func moveTexts(moves []game.Move) []string {
	var out []string
	for _, m := range moves {
		out = append(out, fmt.Sprintf("%d: %v", m.Component, m.To.Strings()))
	}
	return out
}

func TestPlayableMoves(t *testing.T) {
	moves, unlisted, err := sums.PlayableMoves(context.Background(), []game.Component{wide(100), heap{2, 3}, wide(2)}, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fmt.Sprint(moveTexts(moves)), "[0: [99] 0: [98] 1: [1] 1: [0] 2: [0] 2: [1]]"; got != want {
		t.Errorf("PlayableMoves(100 2 2) = %s, want %s", got, want)
	}
	if len(unlisted) != 1 || unlisted[0].Component != 0 || unlisted[0].Reason == "" {
		t.Errorf("PlayableMoves(100 2 2) left out %+v, want component 0 with its reason", unlisted)
	}
	// A component that can neither list nor sample its moves.
	if _, _, err := sums.PlayableMoves(context.Background(), []game.Component{heap{2, 3}, huge{4}}, 0, 2); !errs.Is(err, errs.Usage) {
		t.Errorf("PlayableMoves(2 huge): error %v, want a usage error", err)
	}
	// At most 5 listed: wide(9) lists 9 moves, so it is sampled; heap
	// 9 under take:9 lists 9 too, but it cannot sample, so all are kept.
	moves, unlisted, err = sums.PlayableMoves(context.Background(), []game.Component{wide(9), heap{9, 9}, wide(5)}, 5, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(moves), 2+9+5; got != want || len(unlisted) != 1 || unlisted[0].Component != 0 {
		t.Errorf("PlayableMoves(9 9 5, at most 5) = %d moves, unlisted %+v; want %d, component 0", got, unlisted, want)
	}
}

func TestReadMove(t *testing.T) {
	sum := []game.Component{wide(100), heap{5, 3}}
	tests := []struct {
		c     int
		parts []string
		want  string // the move, or "" for a usage error
	}{
		{0, []string{"50"}, "0: [50]"}, // read, not listed
		{0, []string{"100"}, ""},
		{0, []string{"1", "2"}, ""},
		{1, []string{"3"}, "1: [3]"}, // found among the listed options
		{1, []string{"1"}, ""},       // take:3 takes at most 3
		{1, nil, ""},
		{2, []string{"1"}, ""},
		{-1, []string{"1"}, ""},
	}
	for _, test := range tests {
		m, err := answer.ReadMove(context.Background(), sum, test.c, test.parts)
		got := ""
		if err == nil {
			got = moveTexts([]game.Move{m})[0]
		} else if !errs.Is(err, errs.Usage) {
			t.Errorf("ReadMove(%d, %q): error %v, want a usage error", test.c, test.parts, err)
		}
		if got != test.want {
			t.Errorf("ReadMove(%d, %q) = %q (%v), want %q", test.c, test.parts, got, err, test.want)
		}
	}
}

// TestReplyUnlisted checks Reply where moves leave out a component's: a
// winning move there is read, and a lost position plays a listed move.
func TestReplyUnlisted(t *testing.T) {
	tests := []struct {
		sum  []game.Component
		want string
	}{
		// 100 ^ 2 = 102: the winning move takes 100 to 2, not sampled.
		{[]game.Component{wide(100), heap{2, 3}}, "0: [2]"},
		// Lost: every move leaves one winning reply; the first is taken.
		{[]game.Component{wide(100), wide(100)}, "0: [99]"},
	}
	for _, test := range tests {
		moves, _, err := sums.PlayableMoves(context.Background(), test.sum, 0, 3)
		if err != nil {
			t.Fatal(err)
		}
		m, err := sums.Reply(take{k: 3}, test.sum, moves, sums.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := moveTexts([]game.Move{m})[0]; got != test.want {
			t.Errorf("Reply(%v) = %s, want %s", test.sum, got, test.want)
		}
	}
}
