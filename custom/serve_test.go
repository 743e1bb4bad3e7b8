package custom_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/server"
)

// The web API finds a game written in Go by name.
func TestServe(t *testing.T) {
	h := server.New(server.Options{Games: custom.Games(take)})
	req := httptest.NewRequest("POST", "/api/analyze", strings.NewReader(`{"game":"take","position":"7 9 12"}`))
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	if body := w.Body.String(); w.Code != http.StatusOK || !strings.Contains(body, `"grundy":3`) || !strings.Contains(body, `"to":["11"]`) {
		t.Errorf("POST /api/analyze take 7 9 12: %d %s; want grundy 3 and the move to 11", w.Code, body)
	}
}

// steps is a game with a rule, a start and a parameter, for the lists.
// Its With leaves Rule out: the game's own is kept.
var steps = &custom.Game[int]{
	Name:   "steps",
	Rule:   "take 1 to K counters",
	Params: []custom.Param{{Name: "K", Default: "3", Usage: "the most taken"}},
	With: func(v custom.Values) (*custom.Game[int], error) {
		return &custom.Game[int]{Moves: func(n int, dst []int) []int { return dst }, Start: []int{5, 6}}, nil
	},
}

// "nimber games" and GET /api/games list a program's games written in
// Go first, then the catalog, from the same list.
func TestGamesListed(t *testing.T) {
	var out, errOut bytes.Buffer
	opt := cli.Options{Games: custom.Games(steps, take)}
	if code := cli.Main([]string{"games", "--json"}, strings.NewReader(""), &out, &errOut, opt); code != 0 {
		t.Fatalf("games --json: %s", errOut.String())
	}
	var fromCLI []games.Info
	if err := json.Unmarshal(out.Bytes(), &fromCLI); err != nil {
		t.Fatal(err)
	}
	h := server.New(server.Options{Games: opt.Games})
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/api/games", nil))
	var fromAPI struct{ Games []games.Info }
	if err := json.Unmarshal(w.Body.Bytes(), &fromAPI); err != nil {
		t.Fatal(err)
	}
	want := []games.Info{
		{Name: "steps", Aliases: []string{}, Rule: "take 1 to K counters (--set K=3)", Example: "steps 5 6", Offers: []games.Offer{}},
		{Name: "take", Aliases: []string{}, Rule: "a game written in Go", Offers: []games.Offer{}},
	}
	for _, list := range [][]games.Info{fromCLI, fromAPI.Games} {
		if len(list) != len(games.List())+2 || !reflect.DeepEqual(list[:2], want) {
			t.Errorf("games listed: %d, first %+v; want the catalog's %d after %+v", len(list), list[:min(2, len(list))], len(games.List()), want)
		}
	}
	out.Reset()
	cli.Main([]string{"games"}, strings.NewReader(""), &out, &errOut, opt)
	if text := out.String(); !strings.HasPrefix(text, "steps") || !strings.Contains(text, "e.g. nimber analyze steps 5 6\n") {
		t.Errorf("games:\n%.300s\nwant steps first, with its example", text)
	}
}

// A start written with spaces inside brackets is one component, so it is
// the game's example; one with spaces outside would read as several, so
// the game goes without.
func TestExampleWithSpaces(t *testing.T) {
	type xy struct{ x, y int }
	for _, test := range []struct {
		format func(xy) string
		want   string
	}{
		{func(p xy) string { return fmt.Sprintf("(%d, %d)", p.x, p.y) }, "pair (3, 4)"},
		{func(p xy) string { return fmt.Sprintf("%d %d", p.x, p.y) }, ""},
	} {
		g := &custom.Game[xy]{
			Name:   "pair",
			Moves:  func(p xy, dst []xy) []xy { return dst },
			Start:  []xy{{3, 4}},
			Format: test.format,
			Parse: func(s string) (xy, error) {
				var p xy
				_, err := fmt.Sscanf(s, "(%d, %d)", &p.x, &p.y)
				return p, err
			},
		}
		f, err := g.Family(nil, games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		if got := f.(interface{ Info() games.Info }).Info().Example; got != test.want {
			t.Errorf("example of a start written %q = %q, want %q", test.format(xy{3, 4}), got, test.want)
		}
	}
}
