package sums_test

import (
	"context"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// nimber's reply wins as fast as it can and loses as slowly as it can:
// the position it leaves has remoteness one less than the one it had.
func TestReplyByRemoteness(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	differs := 0
	for _, name := range []string{"nim", "kayles", "subtraction:1,3,4", "dawson"} {
		f, err := games.Lookup(name, games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		for range 30 {
			spec := name
			for range r.IntN(3) + 1 {
				spec += " " + strconv.Itoa(r.IntN(10)+1)
			}
			sum := parseSum(t, spec)
			for _, misere := range []bool{false, true} {
				opt := sums.Options{Misere: misere}
				moves, err := game.Moves(context.Background(), sum)
				if err != nil || len(moves) == 0 {
					continue
				}
				root, _, err := sums.RemotenessOf(context.Background(), sum, opt)
				if err != nil {
					t.Fatal(err)
				}
				m, err := sums.Reply(f, sum, moves, opt)
				if err != nil {
					t.Fatalf("Reply(%s): %v", spec, err)
				}
				after, _, err := sums.RemotenessOf(context.Background(), game.Apply(sum, m), opt)
				if err != nil {
					t.Fatal(err)
				}
				if after.Moves != root.Moves-1 || after.Win == root.Win {
					t.Errorf("Reply(%s, misère %v) leaves remoteness %+v from %+v; want %d moves, the other side winning",
						spec, misere, after, root, root.Moves-1)
				}
				// A first winning move (or first move) is not always the fastest:
				// the test must see cases where the choice matters.
				if first, _, _ := sums.RemotenessOf(context.Background(), game.Apply(sum, moves[0]), opt); first.Moves != root.Moves-1 {
					differs++
				}
			}
		}
	}
	if differs == 0 {
		t.Fatal("no position where the first move was not the fastest: the test checks nothing")
	}
}
