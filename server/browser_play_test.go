package server

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// TestBrowserPlay plays a whole game in the app by clicking, as a student
// would: from Nim 1 2 3, a lost position, whatever the human clicks,
// nimber wins, the log alternates, and the link keeps the game.
func TestBrowserPlay(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the browser test in -short mode")
	}
	chrome := findChrome()
	if chrome == "" {
		t.Skip("skipping the browser test: no chromium, chromium-browser or google-chrome on PATH")
	}
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	c := startCDP(t, chrome)
	c.call("Page.navigate", map[string]any{"url": srv.URL + "/?tab=play&game=nim&position=1+2+3"}, nil)
	c.waitFor(`document.body?.dataset.ready === "1"`)
	idle := `!document.querySelector("#play-form button[type=submit]").disabled`
	for turn := 0; !strings.Contains(c.text("#play-status"), "wins"); turn++ {
		if turn > 10 {
			t.Fatalf("no end after 10 moves; status %q", c.text("#play-status"))
		}
		// The last move listed: a different choice from the first each time.
		c.eval(`[...document.querySelectorAll("#play-moves button")].pop().click()`)
		c.waitFor(idle)
	}
	if got := c.text("#play-status"); got != "nimber wins." {
		t.Errorf("status %q, want nimber wins.", got)
	}
	log := c.text("#play-log")
	moves := strings.Count(log, "you:") + strings.Count(log, "nimber:")
	if moves < 2 || strings.Count(log, "you:") != strings.Count(log, "nimber:") {
		t.Errorf("log %q: want your moves and nimber's, as many of each", log)
	}
	if search := c.str("location.search"); !strings.Contains(search, "history=") || strings.Count(search, "%2C")+1 != moves {
		t.Errorf("link %q: want the %d moves in its history", search, moves)
	}

	// Take back your last move (and nimber's reply): your turn again, two
	// moves fewer in the log, and the game still lost.
	c.eval(`document.querySelector("#play-undo").click()`)
	c.waitFor(idle + ` && document.querySelector("#play-status").textContent.startsWith("Your move")`)
	if log := c.text("#play-log"); strings.Count(log, "you:")+strings.Count(log, "nimber:") != moves-2 {
		t.Errorf("after taking back: log %q, want %d moves", log, moves-2)
	}
	c.eval(`document.querySelector("#play-moves button").click()`)
	c.waitFor(idle)
	for turn := 0; !strings.Contains(c.text("#play-status"), "wins"); turn++ {
		if turn > 10 {
			t.Fatalf("no end after taking back; status %q", c.text("#play-status"))
		}
		c.eval(`document.querySelector("#play-moves button").click()`)
		c.waitFor(idle)
	}
	if got := c.text("#play-status"); got != "nimber wins." {
		t.Errorf("after taking back and playing on: %q, want nimber wins.", got)
	}
}
