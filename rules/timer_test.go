package rules_test

import (
	"context"
	"runtime"
	"testing"
	"time"
	"weak"

	"github.com/nimber/nimber/rules"
)

// A game's time limit is one timer, stopped when the context is done: a
// finished request leaves no timer that keeps its game, and all it has
// searched, alive until the limit passes.
func TestTimerStopped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	g, err := rules.Load(ctx, "chain.star", []byte(chain), rules.Options{Timeout: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	c, err := g.Parse("100")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Value(ctx); err != nil {
		t.Fatal(err)
	}
	kept := weak.Make(g)
	g, c = nil, nil
	cancel()
	// The context's AfterFunc runs on a goroutine of its own: give it time.
	for range 200 {
		if runtime.GC(); kept.Value() == nil {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Error("a game whose context is done is still reachable: its time limit's timer was not stopped")
}
