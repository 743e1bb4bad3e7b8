package games_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// TestOffersDeclared holds each catalog family's declared offers (its
// Info) to what its methods and its example's components offer, and to
// the order of games.AllOffers.
func TestOffersDeclared(t *testing.T) {
	var order []games.Offer
	for _, o := range games.AllOffers {
		order = append(order, o.Offer)
	}
	for _, info := range games.List() {
		words := strings.Fields(info.Example)
		f := mustLookup(t, words[0])
		var comps []game.Component
		for _, s := range words[1:] {
			comps = append(comps, mustParse(t, f, s))
		}
		offered := games.Offered(context.Background(), words[0], f, comps)
		var want []games.Offer
		for _, o := range order {
			if offered[o] {
				want = append(want, o)
			}
		}
		if got := info.Offers; !slices.Equal(got, want) {
			t.Errorf("%s declares %v; its methods and example %q offer %v", info.Name, got, info.Example, want)
		}
	}
}

// TestOffered checks Offered on families whose methods differ: a misère
// rule, a refusal, a heap game, a game without a board.
func TestOffered(t *testing.T) {
	tests := []struct {
		spec, position string
		want, not      []games.Offer
	}{
		{"nim", "3 4", []games.Offer{games.MisereRule, games.Board, games.Count}, []games.Offer{games.Genus, games.NoMisere}},
		{"ruler", "3 5", []games.Offer{games.NoMisere, games.Count}, []games.Offer{games.MisereRule, games.Period}},
		{"kayles", "7", []games.Offer{games.Genus, games.Quotient, games.Period, games.Board}, []games.Offer{games.Draws}},
		{"hackenbush", "g-a,a-b,b-g", []games.Offer{games.Moves}, []games.Offer{games.Values, games.Huge}},
		{"wythoff", "3,5", []games.Offer{games.Outcome}, []games.Offer{games.Period}},
	}
	for _, tt := range tests {
		f := mustLookup(t, tt.spec)
		var comps []game.Component
		for _, s := range strings.Fields(tt.position) {
			comps = append(comps, mustParse(t, f, s))
		}
		got := games.Offered(context.Background(), tt.spec, f, comps)
		for _, o := range tt.want {
			if !got[o] {
				t.Errorf("Offered(%s %s) lacks %s", tt.spec, tt.position, o)
			}
		}
		for _, o := range tt.not {
			if got[o] {
				t.Errorf("Offered(%s %s) has %s", tt.spec, tt.position, o)
			}
		}
	}
}
