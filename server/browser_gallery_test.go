package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/examples"
)

// TestBrowserGallery opens the start page: a card for every game that
// nimber games lists and for every example rules file, each with its
// rule; the search box narrows them; and each card's Play opens a game
// to play (or the reason the server gives for not playing its example),
// its Analyze an analysis, an example's Table a table.
func TestBrowserGallery(t *testing.T) {
	chrome := browser(t)
	h := New(Options{})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	c := startCDP(t, chrome)
	c.open(srv.URL+"/", `document.querySelectorAll("#gallery .card").length > 0`)
	if got := c.str(`document.querySelector("[role=tab][aria-selected=true]").id`); got != "tab-games" {
		t.Errorf("the start page opens on %s, want tab-games", got)
	}

	type card struct{ name, rule string }
	var want []card
	for _, g := range analysis.List(nil) {
		want = append(want, card{g.Name, g.Rule})
	}
	for _, e := range examples.List() {
		want = append(want, card{e.Name, e.Title})
	}
	var got []card
	var raw [][2]string
	if err := json.Unmarshal(c.eval(`[...document.querySelectorAll("#gallery .card")].map((c) => [c.querySelector("h3").textContent, c.querySelector(".rule").textContent])`), &raw); err != nil {
		t.Fatal(err)
	}
	for _, r := range raw {
		got = append(got, card{r[0], r[1]})
	}
	if !slices.Equal(got, want) {
		t.Errorf("cards:\n%v\nwant nimber games and the examples:\n%v", got, want)
	}

	// The search box keeps the cards whose words it has.
	c.eval(`(() => { const s = document.querySelector("#games-search"); s.value = "pins"; s.dispatchEvent(new Event("input")); })()`)
	shown := c.str(`[...document.querySelectorAll("#gallery .card:not([hidden]) h3")].map((h) => h.textContent).join(" ")`)
	for _, name := range []string{"kayles", "dawson", "kayles.star"} {
		if !slices.Contains(strings.Fields(shown), name) {
			t.Errorf("searching pins shows %q, want %s among them", shown, name)
		}
	}
	if slices.Contains(strings.Fields(shown), "nim") {
		t.Errorf("searching pins shows %q, nim among them", shown)
	}
	c.eval(`(() => { const s = document.querySelector("#games-search"); s.value = "zzzz"; s.dispatchEvent(new Event("input")); })()`)
	if got := c.text("#games-count"); !strings.Contains(got, "No game matches") {
		t.Errorf("searching zzzz: %q, want No game matches", got)
	}
	c.eval(`(() => { const s = document.querySelector("#games-search"); s.value = ""; s.dispatchEvent(new Event("input")); })()`)

	for _, g := range analysis.List(nil) {
		game, position, _ := strings.Cut(g.Example, " ")
		body, _ := json.Marshal(map[string]string{"game": game, "position": position})
		code, answer := do(t, h, "POST", "/api/play", string(body))
		var refused string
		if code != http.StatusOK {
			var e errorJSON
			json.Unmarshal([]byte(answer), &e)
			refused = e.Error
			t.Logf("the server does not play %s's example %q: %s", g.Name, g.Example, refused)
		}
		c.fromCard("Play "+g.Name, refused)
		if refused == "" && !strings.Contains(c.str("location.search"), "tab=play") {
			t.Errorf("Play %s: link %q, want the Play tab's", g.Name, c.str("location.search"))
		}
		c.fromCard("Analyze "+g.Name, "")
	}
	for _, e := range examples.List() {
		c.fromCard("Play "+e.Name, "")
		c.fromCard("Analyze "+e.Name, "")
		c.fromCard("Table "+e.Name, "")
	}
}

// fromCard goes back to the start page, clicks the card's button of the
// given label and waits for the tab it opens: a game to play, an
// analysis or a table; or the error refused, if not "".
func (c *cdp) fromCard(label, refused string) {
	c.t.Helper()
	c.eval(`document.querySelector("#tab-games").click()`)
	c.eval(fmt.Sprintf(`[...document.querySelectorAll("#gallery button")].find((b) => b.getAttribute("aria-label") === %q).click()`, label))
	tab, _, _ := strings.Cut(label, " ")
	if refused != "" {
		c.waitFor(`!document.querySelector("#error").hidden`)
		if got := c.text("#error"); got != refused {
			c.t.Errorf("%s: error %q, want the server's %q", label, got, refused)
		}
		return
	}
	if tab == "Play" {
		c.waitFor(idlePlay + ` && document.querySelector("#play-status").textContent !== ""`)
		if got := c.text("#play-status"); !strings.HasPrefix(got, "Your move.") {
			c.t.Errorf("%s: status %q, error %q; want your move", label, got, c.text("#error"))
		}
		if c.num(`document.querySelectorAll("#play-view .board button:enabled, #play-moves button, #play-moves input").length`) == 0 {
			c.t.Errorf("%s: nothing to move with; %q", label, c.text("#play-board"))
		}
		return
	}
	if tab == "Table" {
		c.waitFor(`!document.querySelector("#table-form button[type=submit]").disabled && (document.querySelector("#table-title").textContent !== "" || !document.querySelector("#error").hidden)`)
		if got := c.text("#table-values"); got == "" || !c.hidden("#error") {
			c.t.Errorf("%s: table %q, error %q; want values", label, got, c.text("#error"))
		}
		return
	}
	c.waitFor(`!document.querySelector("#analyze-form button[type=submit]").disabled && (document.querySelector("#result").textContent !== "" || !document.querySelector("#error").hidden)`)
	if got := c.text("#result"); !strings.Contains(got, "-position") {
		c.t.Errorf("%s: result %q, error %q; want an outcome", label, got, c.text("#error"))
	}
}
