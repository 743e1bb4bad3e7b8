package server

import (
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// screens are the sizes the board is played at: a desktop, and a phone
// of 390×844 CSS pixels.
var screens = []struct {
	name          string
	width, height int
	mobile        bool
}{
	{"desktop", 1280, 800, false},
	{"phone", 390, 844, true},
}

// TestBrowserBoard plays games on the board by clicking, as a student
// would, at desktop and phone sizes: Kayles by knocking down pins, Nim by
// taking counters, Wythoff by moving the queen. Each click must make the
// move it shows, the game must end, and nothing may overflow the width
// of the screen. NIMBER_SCREENSHOTS=dir saves what the pages look like.
func TestBrowserBoard(t *testing.T) {
	c, url := openApp(t)
	for _, sc := range screens {
		c.call("Emulation.setDeviceMetricsOverride", map[string]any{
			"width": sc.width, "height": sc.height, "deviceScaleFactor": 1, "mobile": sc.mobile}, nil)
		t.Run(sc.name, func(t *testing.T) {
			c.t = t
			// Kayles 4 4 is lost: whatever pins you knock down, nimber wins.
			// Pin 2 of heap 1 splits the row in two: 1 2 4, where nimber
			// takes the row of 2.
			c.startBoard(url + "/?tab=play&game=kayles&position=4+4")
			c.shot(sc.name + "-kayles")
			c.move(`#play-view .piece:nth-child(1) .pin[aria-label="knock down pin 2"]`, "you: heap 1: 4 → 1 + 2")
			if got := c.num(`document.querySelectorAll("#play-view .piece.pins").length`); got != 2 {
				t.Errorf("after 4 4 → 1 2 4 → 1 4: %d rows of pins, want 2", got)
			}
			c.playOut(".pin:enabled, .duo:enabled", sc.width)

			// Nim 1 2 3: the second counter of heap 3 leaves 1.
			c.startBoard(url + "/?tab=play&game=nim&position=1+2+3")
			c.shot(sc.name + "-nim")
			c.move(`#play-view .piece:nth-child(3) .counter:nth-child(2)`, "you: heap 3: 3 → 1")
			c.playOut(".counter:enabled", sc.width)

			// Wythoff 3,5 is lost too: the queen goes down to 3,2.
			c.startBoard(url + "/?tab=play&game=wythoff&position=3,5")
			c.shot(sc.name + "-wythoff")
			c.move(`#play-view .square[aria-label="queen to 3,2"]`, "you: component 1: 3,5 → 3,2")
			c.playOut(".square:enabled", sc.width)
		})
	}
}

// TestBrowserBoardHints plays Kayles 7 with hints: the winning moves are
// marked on the board, the hint says what to do in words and the terms
// are a click away; then a winning move is played from the keyboard.
func TestBrowserBoardHints(t *testing.T) {
	c, url := openApp(t)
	c.startBoard(url + "/?tab=play&game=kayles&position=7&hints=1")
	// 7 → 3 + 3 (pin 4) and 7 → 1 + 4 (pins 2 and 3, or 5 and 6).
	wins := c.str(`[...document.querySelectorAll("#play-view .win")].map((b) => b.getAttribute("aria-label")).join("; ")`)
	if want := "knock down pins 2 and 3; knock down pin 4; knock down pins 5 and 6"; wins != want {
		t.Errorf("winning moves marked: %q, want %q", wins, want)
	}
	if got := c.text("#play-hint"); !strings.Contains(got, "Hint: You can win in 5 moves: knock down the middle pin, pin 4, leaving two equal rows") {
		t.Errorf("hint %q: want the hint in the game's words", got)
	}
	if got := c.text("#play-view details.terms"); !strings.Contains(got, "N-position") {
		t.Errorf("terms %q: want N-position a click away", got)
	}
	// The row's worth under it, the value history so far, and every
	// other move marked as losing.
	if got := c.text("#play-view .piece-label"); got != "heap 1, worth 2" {
		t.Errorf("label %q, want the row's Grundy value: heap 1, worth 2", got)
	}
	trail := `[...document.querySelectorAll("#play-trail li")].map((li) => li.className + " " + li.getAttribute("aria-label")).join("; ")`
	if got, want := c.str(trail), "t-win At the start: you could win in 5 moves"; got != want {
		t.Errorf("value history %q, want %q", got, want)
	}
	losing := `String(document.querySelectorAll("#play-moves button.losing").length) + "/" + document.querySelectorAll("#play-moves button.move").length`
	if got := c.str(losing); got != "5/7" {
		t.Errorf("moves marked as losing: %s, want 5 of the 7: all but 7 → 3 + 3 and 7 → 1 + 4", got)
	}
	// Pin 1, then three to the right (pins 1, 2 and 3 with the pairs
	// between them: pin 1 → pins 1-2 → pin 2 → pins 2-3), then Enter.
	c.eval(`document.querySelector("#play-view .pin").focus()`)
	for range 3 {
		c.key("ArrowRight", 39, "")
	}
	if got := c.str(`document.activeElement.getAttribute("aria-label")`); got != "knock down pins 2 and 3" {
		t.Fatalf("after three ArrowRight from pin 1, focus on %q, want knock down pins 2 and 3", got)
	}
	c.key("Enter", 13, "\r")
	c.waitFor(`document.querySelector("#play-log").textContent.includes("nimber:")`)
	if got := c.text("#play-log"); !strings.Contains(got, "you: heap 1: 7 → 1 + 4") {
		t.Errorf("log %q: want the move Enter made, 7 → 1 + 4", got)
	}
	// The focus stays on the board, and the keyboard plays on.
	c.waitFor(idlePlay)
	if got := c.str(trail); !strings.HasPrefix(got, "t-win At the start: you could win in 5 moves; t-win After your move 1: you could win in 3 moves") {
		t.Errorf("value history after a winning move %q, want a second cell: you could still win, in 3", got)
	}
	onBoard := `String(!!document.activeElement.closest("#play-view .board") && document.activeElement.matches("button:enabled"))`
	if c.str(onBoard) != "true" {
		t.Fatalf("after a move from the keyboard the focus is on %s, not on the board", c.str(`document.activeElement.outerHTML.slice(0, 80)`))
	}
	c.key("Enter", 13, "\r")
	c.waitFor(idlePlay + ` && document.querySelectorAll("#play-log li.you").length === 2`)
	if c.str(onBoard) != "true" && !strings.Contains(c.text("#play-status"), "wins") {
		t.Errorf("after a second move from the keyboard the focus is on %s, not on the board", c.str(`document.activeElement.outerHTML.slice(0, 80)`))
	}
}

// startBoard opens a game of the Play tab and waits for its board: the
// form folded away, the board on the first screen.
func (c *cdp) startBoard(url string) {
	c.t.Helper()
	c.open(url, `!!document.querySelector("#play-view .board")`)
	if c.str(`String(document.querySelector("#play-setup").open)`) != "false" {
		c.t.Error("the form is still open once the game started")
	}
	if top := c.str(`String(document.querySelector("#play-view").getBoundingClientRect().top < innerHeight / 2)`); top != "true" {
		c.t.Error("the board is not in the top half of the first screen")
	}
}

// move clicks the board's button matched by selector and waits for the
// log to show want.
func (c *cdp) move(selector, want string) {
	c.t.Helper()
	if c.str(fmt.Sprintf(`String(!!document.querySelector(%q)?.matches(":enabled"))`, selector)) != "true" {
		c.t.Fatalf("no enabled %s on the board: %q", selector, c.text("#play-view"))
	}
	c.eval(fmt.Sprintf(`document.querySelector(%q).click()`, selector))
	c.waitFor(idlePlay)
	if got := c.text("#play-log"); !strings.Contains(got, want) {
		c.t.Errorf("log %q, want it to contain %q", got, want)
	}
}

const idlePlay = `!document.querySelector("#play-form button[type=submit]").disabled && !document.querySelector("#play-status").textContent.includes("thinking")`

// playOut clicks the last button of the board matching selector until
// the game ends, checking the page's width after each move; a lost
// position must end in nimber's win.
func (c *cdp) playOut(selector string, width int) {
	c.t.Helper()
	for turn := 0; !strings.Contains(c.text("#play-status"), "wins"); turn++ {
		if turn > 30 {
			c.t.Fatalf("no end after 30 moves; status %q", c.text("#play-status"))
		}
		c.noOverflow(width)
		if c.str(fmt.Sprintf(`String(document.querySelectorAll("#play-view :is(%s)").length)`, selector)) == "0" {
			c.t.Fatalf("no move on the board (%s) while the game goes on: %q", selector, c.text("#play-view"))
		}
		c.eval(fmt.Sprintf(`[...document.querySelectorAll("#play-view :is(%s)")].pop().click()`, selector))
		c.waitFor(idlePlay)
	}
	if got := c.text("#play-status"); got != "nimber wins." {
		c.t.Errorf("status %q, want nimber wins.", got)
	}
}

// noOverflow fails the test when the page is wider than the screen.
func (c *cdp) noOverflow(width int) {
	c.t.Helper()
	if got := c.num(`document.documentElement.scrollWidth`); got > width {
		c.t.Errorf("the page is %d pixels wide on a screen of %d", got, width)
	}
}

// num evaluates a JavaScript expression whose value is an integer.
func (c *cdp) num(expr string) int {
	c.t.Helper()
	n, err := strconv.Atoi(string(c.eval(expr)))
	if err != nil {
		c.t.Fatalf("%s: not an integer: %v", expr, err)
	}
	return n
}

// key presses and releases a key in the page.
func (c *cdp) key(key string, code int, text string) {
	c.t.Helper()
	down := map[string]any{"type": "keyDown", "key": key, "code": key, "windowsVirtualKeyCode": code}
	if text != "" {
		down["text"] = text
	}
	c.call("Input.dispatchKeyEvent", down, nil)
	c.call("Input.dispatchKeyEvent", map[string]any{"type": "keyUp", "key": key, "code": key, "windowsVirtualKeyCode": code}, nil)
}

// shot saves a screenshot as dir/name.png when NIMBER_SCREENSHOTS=dir.
func (c *cdp) shot(name string) {
	dir := os.Getenv("NIMBER_SCREENSHOTS")
	if dir == "" {
		return
	}
	var r struct{ Data string }
	c.call("Page.captureScreenshot", map[string]any{"format": "png"}, &r)
	b, err := base64.StdEncoding.DecodeString(r.Data)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, name+".png"), b, 0o644)
	}
	if err != nil {
		c.t.Error(err)
	}
}

// TestBrowserDraw plays loopy graphs: one where b comes up again ends
// drawn, played on the graph drawn; round a ring, the draw is offered and
// taken.
func TestBrowserDraw(t *testing.T) {
	c, url := openApp(t)
	// On the graph drawn, the only vertex to move to is a: b → a.
	c.open(url+"/?tab=play&kind=graph&source=a+b%0Ab+a%0Aa+c%0Ac+d%0Astart%3A+a&first=1", `!!document.querySelector("#play-view .vertex")`)
	if got := c.num(`document.querySelectorAll("#play-view .vertex").length`); got != 4 {
		t.Errorf("%d vertices drawn, want 4", got)
	}
	if got := c.str(`document.querySelector("#play-view .vertex:enabled")?.getAttribute("aria-label") ?? ""`); got != "move the token from b to a" {
		t.Errorf("the vertex to move to: %q, want move the token from b to a", got)
	}
	c.eval(`document.querySelector("#play-view .vertex:enabled").click()`)
	c.waitFor(idlePlay + ` && document.querySelector("#play-status").textContent.includes("draw")`)
	if got := c.text("#play-status"); got != "A draw: the position came up again, and neither of you can force a win." {
		t.Errorf("status %q, want a draw by repetition", got)
	}
	c.open(url+"/?tab=play&kind=graph&source=a+b%0Ab+c%0Ac+d%0Ad+a%0Astart%3A+a", `!!document.querySelector("#play-moves button")`)
	c.eval(`document.querySelector("#play-moves button").click()`)
	c.waitFor(idlePlay + ` && !!document.querySelector("#play-draw")`)
	if got := c.text("#play-status"); !strings.Contains(got, "nimber offers a draw") {
		t.Errorf("status %q, want a draw offered", got)
	}
	c.eval(`document.querySelector("#play-draw").click()`)
	if got := c.text("#play-status"); got != "A draw, agreed." || c.num(`document.querySelectorAll("#play-moves button").length`) != 0 {
		t.Errorf("after taking the draw: status %q, %d moves; want A draw, agreed. and none", got, c.num(`document.querySelectorAll("#play-moves button").length`))
	}
}
