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
	c, url := openApp(t)
	c.open(url+"/?tab=play&game=nim&position=1+2+3", "")
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

// TestBrowserPlayUnlisted plays a Nim heap of 10^12 in the app: a few of
// its moves are buttons, any other is typed, and the link replays a game
// with typed moves.
func TestBrowserPlayUnlisted(t *testing.T) {
	c, url := openApp(t)
	huge := url + "/?tab=play&game=nim&position=1000000000000+7"
	c.open(huge, `!!document.querySelector("#play-typed-0")`)
	if got := c.str(`String(document.querySelectorAll("#play-moves button.move").length)`); got != "10" {
		t.Errorf("%s move buttons, want 10: 3 of heap 1, 7 of heap 2", got)
	}
	if got := c.text("#play-moves"); !strings.Contains(got, "Heap 1 (1000000000000) has too many moves to list") {
		t.Errorf("moves %q: want heap 1 named as too large to list", got)
	}
	// Heap 2 is drawn, its moves listed in a folded list; heap 1's typed
	// move stays in view.
	if c.str(`String(!!document.querySelector("#play-typed-0").closest("details"))`) != "false" {
		t.Error("the typed move of heap 1 is folded away with the list of moves")
	}
	// 10^12 → 7 leaves 7 7, lost for nimber, which holds out longest:
	// it takes one counter.
	c.eval(`document.querySelector("#play-typed-0").value = "7"; document.querySelector(".typed-move button").click()`)
	idle := `!document.querySelector("#play-form button[type=submit]").disabled`
	c.waitFor(idle + ` && document.querySelector("#play-log").textContent.includes("nimber:")`)
	log := c.text("#play-log")
	if !strings.Contains(log, "you: heap 1: 1000000000000 → 7") || c.text("#play-now") != "Position: 6 7" {
		t.Errorf("log %q, %q: want your typed move and the position 6 7", log, c.text("#play-now"))
	}
	if c.str(`String(document.querySelector("#play-typed-0"))`) != "null" {
		t.Error("a typed-move form for heap 1, which now lists its moves")
	}
	// A wrong typed move is refused with the server's reason.
	c.open(huge, `!!document.querySelector("#play-typed-0")`)
	c.eval(`document.querySelector("#play-typed-0").value = "2000000000000"; document.querySelector(".typed-move button").click()`)
	c.waitFor(`!document.querySelector("#error").hidden`)
	if got := c.text("#error"); !strings.Contains(got, "adds counters") {
		t.Errorf("error %q: want the reason the move is refused", got)
	}
	// With hints, the winning move 10^12 → 7, not listed, is a button too.
	c.open(huge+"&hints=1", `!!document.querySelector("#play-moves button.winning")`)
	if c.str(`String(document.querySelector("#play-moves details").open)`) != "true" {
		t.Error("the list of moves is folded, hiding the winning move the board cannot show")
	}
	if got := c.text("#play-moves button.winning"); !strings.Contains(got, "1000000000000 → 7") {
		t.Errorf("winning button %q, want heap 1: 1000000000000 → 7", got)
	}
	c.eval(`document.querySelector("#play-moves button.winning").click()`)
	c.waitFor(idle + ` && document.querySelector("#play-log").textContent.includes("nimber:")`)
	if got := c.text("#play-now"); got != "Position: 6 7" {
		t.Errorf("after the winning button: %q, want Position: 6 7", got)
	}
	c.open(huge, `!!document.querySelector("#play-typed-0")`)
	// The link of a game with a typed move replays it.
	c.eval(`document.querySelector("#play-typed-0").value = "7"; document.querySelector(".typed-move button").click()`)
	c.waitFor(idle + ` && document.querySelector("#play-log").textContent.includes("nimber:")`)
	link := c.str("location.href")
	c.open(link, `document.querySelector("#play-now").textContent !== ""`)
	if got := c.text("#play-now"); got != "Position: 6 7" || !strings.Contains(c.text("#play-log"), "resumed after 2 moves") {
		t.Errorf("the link %s replays to %q, log %q; want Position: 6 7, resumed after 2 moves", link, got, c.text("#play-log"))
	}
}

// TestBrowserForms fills forms as a user would: an example rules file
// chosen from the list and analysed, and a 2-D table chosen by its radio
// button and tabulated.
func TestBrowserForms(t *testing.T) {
	c, url := openApp(t)
	c.open(url+"/", `document.querySelector("#analyze-form select[name=example]").options.length > 1`)

	// Analyze: pick euclid.star, type a position, submit.
	c.eval(`(() => {
		document.querySelector("#tab-analyze").click();
		const f = document.querySelector("#analyze-form");
		f.elements.example.value = "euclid.star";
		f.elements.example.dispatchEvent(new Event("change"));
		f.elements.position.value = "(25,7)";
		f.querySelector("button[type=submit]").click();
	})()`)
	c.waitFor(`document.querySelector("#result").textContent.includes("euclid.star")`)
	if got := c.text("#result"); !strings.Contains(got, "N-position") || !strings.Contains(got, "25,7 → 7,11") {
		t.Errorf("euclid.star (25,7): %q, want an N-position won by 25,7 → 7,11", got)
	}
	if search := c.str("location.search"); !strings.Contains(search, "example=euclid.star") {
		t.Errorf("link %q: want the example named in it", search)
	}

	// Table: the Table tab, 2-D, Wythoff outcomes on 0..4 × 0..4.
	c.eval(`(() => {
		document.querySelector("#tab-table").click();
		const f = document.querySelector("#table-form");
		f.elements.game.value = "wythoff";
		f.querySelector("input[name=dims][value='2']").click();
		f.elements.x.value = "0..4";
		f.elements.y.value = "0..4";
		f.elements.outcome.checked = true;
		f.querySelector("button[type=submit]").click();
	})()`)
	c.waitFor(`document.querySelector("#table-ppos").textContent.includes("P-positions")`)
	if got := c.text("#table-ppos"); !strings.Contains(got, "(3): 0,0; 2,1; 1,2") {
		t.Errorf("Wythoff P-positions on 0..4²: %q, want 0,0; 2,1; 1,2", got)
	}
}

// openApp starts a browser on a new server and returns it with the
// server's address; the server stops with the test.
func openApp(t *testing.T) (*cdp, string) {
	chrome := browser(t)
	srv := httptest.NewServer(New(Options{}))
	t.Cleanup(srv.Close)
	return startCDP(t, chrome), srv.URL
}

// open loads url in the browser and waits until the app is ready and
// until, too, if not empty.
func (c *cdp) open(url, until string) {
	c.call("Page.navigate", map[string]any{"url": url}, nil)
	ready := `document.body?.dataset.ready === "1"`
	if until != "" {
		ready += " && " + until
	}
	c.waitFor(ready)
}
