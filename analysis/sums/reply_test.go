package sums_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// TestReply checks Reply on take:k sums (values n mod k+1): a winning move
// when there is one; else the move leaving the fewest winning replies.
func TestReply(t *testing.T) {
	tests := []struct {
		k    int
		sum  []int
		want string // the move, as component: to
	}{
		// Positions this small are searched whole: Reply wins fastest and
		// loses slowest (TestReplyByRemoteness checks that in general).
		// 5 6 under take:3 is worth 1 ^ 2: the winning moves are 5 → 2
		// and 6 → 5; 5 → 2 is the first of the fastest.
		{3, []int{5, 6}, "0: 2"},
		// 1 1 3 3 under take:100 (Nim) is lost; emptying a heap of 1
		// (0 1 3 3) makes it last longest.
		{100, []int{1, 1, 3, 3}, "0: 0"},
		// A lone heap of 4 under take:3 is lost in 2 moves whatever the
		// move, and Reply takes the first.
		{3, []int{4}, "0: 3"},
	}
	for _, test := range tests {
		f := take{k: test.k}
		var sum []game.Component
		for _, n := range test.sum {
			sum = append(sum, heap{n, test.k})
		}
		moves, err := game.Moves(context.Background(), sum)
		if err != nil {
			t.Fatal(err)
		}
		m, err := sums.Reply(f, sum, moves, sums.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%d: %s", m.Component, m.To[0]); got != test.want {
			t.Errorf("Reply(take:%d %v) = %s, want %s", test.k, test.sum, got, test.want)
		}
	}
	if _, err := sums.Reply(take{k: 3}, []game.Component{heap{0, 3}}, nil, sums.Options{}); !errs.Is(err, errs.Usage) {
		t.Errorf("Reply with no move: error %v, want a usage error", err)
	}
}

func TestMovesApply(t *testing.T) {
	sum := []game.Component{heap{2, 3}, heap{1, 3}}
	moves, err := game.Moves(context.Background(), sum)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range moves {
		got = append(got, fmt.Sprint(game.Apply(sum, m)))
	}
	if want := "[[1 1] [0 1] [2 0]]"; fmt.Sprint(got) != want {
		t.Errorf("the positions after each move of 2 1 = %v, want %s", got, want)
	}
	if fmt.Sprint(sum) != "[2 1]" {
		t.Errorf("Apply changed the sum: %v", sum)
	}
}
