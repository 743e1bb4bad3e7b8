package analysis_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/games"
)

// TestFileGamesOffers holds FileGames' declared offers to what a rules
// script and an edge list offer.
func TestFileGamesOffers(t *testing.T) {
	requests := map[string]*analysis.Request{
		"FILE.star": {
			Game: "../examples/kayles.star", Position: []string{"4,7,9"},
			Source: analysis.Source{Files: true},
		},
		"graph:FILE": {
			Game: "edges", Graph: []byte("a b\nb a\nb c\n"), Position: []string{"a"},
		},
	}
	for _, info := range analysis.FileGames {
		r := requests[info.Name]
		if r == nil {
			t.Fatalf("no request loads %s", info.Name)
		}
		p, err := analysis.Load(context.Background(), r)
		if err != nil {
			t.Fatalf("%s: %v", info.Name, err)
		}
		offered := games.Offered(context.Background(), r.Game, p.Family, p.Sum)
		var want []games.Offer
		for _, o := range games.AllOffers {
			if offered[o.Offer] {
				want = append(want, o.Offer)
			}
		}
		if !slices.Equal(info.Offers, want) {
			t.Errorf("%s declares %v; its example offers %v", info.Name, info.Offers, want)
		}
	}
}

var update = flag.Bool("update", false, "rewrite docs/games.md's table of offers")

// TestOffersTable checks that docs/games.md's table is the one the
// declared offers make; -update rewrites it.
func TestOffersTable(t *testing.T) {
	const file = "../docs/games.md"
	const begin, end = "<!-- offers: go test ./analysis -run TestOffersTable -update -->\n", "<!-- end of offers -->\n"
	doc, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	head, rest, ok1 := strings.Cut(string(doc), begin)
	_, tail, ok2 := strings.Cut(rest, end)
	if !ok1 || !ok2 {
		t.Fatalf("%s lacks the lines %q and %q around its table", file, begin, end)
	}
	want := head + begin + offersTable() + end + tail
	if *update {
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if string(doc) != want {
		t.Errorf("%s's table of offers is not the declared one: run go test ./analysis -run TestOffersTable -update", file)
	}
}

// offersTable renders every game's offers, the catalog's then the file
// games', and what each offer means.
func offersTable() string {
	var b strings.Builder
	b.WriteString("| game | rule | offers |\n| :-- | :-- | :-- |\n")
	for _, info := range append(analysis.List(nil), analysis.FileGames...) {
		name := info.Name
		if info.Params != "" {
			name += ":" + strings.Fields(info.Params)[0]
		}
		offers := make([]string, len(info.Offers))
		for i, o := range info.Offers {
			offers[i] = string(o)
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", name, strings.ReplaceAll(info.Rule, "|", `\|`), strings.Join(offers, ", "))
	}
	b.WriteString("\n| offer | what it means |\n| :-- | :-- |\n")
	for _, o := range games.AllOffers {
		fmt.Fprintf(&b, "| %s | %s |\n", o.Offer, o.Doc)
	}
	return b.String()
}
