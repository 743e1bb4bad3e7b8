package server

import (
	"encoding/json"
	"strings"
	"testing"
)

// targets lists the board's enabled buttons smaller than min CSS pixels
// either way, as "label w×h".
const targets = `((min) => [...document.querySelectorAll("#play-view .board button:enabled")]
	.map((b) => [b.getAttribute("aria-label") || b.textContent, b.getBoundingClientRect()])
	.filter(([, r]) => r.width < min || r.height < min)
	.map(([l, r]) => l + " " + Math.round(r.width) + "×" + Math.round(r.height)))`

// TestBrowserTargets plays on a phone of 390×844: every counter, pin,
// pair of pins, gap, square and vertex of the boards is a target of at
// least 44×44 CSS pixels, rows longer than the screen wrap, and the page
// is never wider than the screen. The big view, for a projector, makes
// them larger still.
func TestBrowserTargets(t *testing.T) {
	c, url := openApp(t)
	c.call("Emulation.setDeviceMetricsOverride", map[string]any{"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": true}, nil)
	for _, game := range []string{
		"kayles&position=30+2",
		"dawson&position=9",
		"nim&position=3+9+30",
		"bash:3&position=7+2",
		"grundy&position=21",
		"wythoff&position=4,7",
		"nim&position=1000000000000+7", // one heap written, one drawn
	} {
		c.startBoard(url + "/?tab=play&game=" + game)
		c.shot("targets-" + strings.NewReplacer("&position=", "-", "+", "-", ",", "-", ":", "-").Replace(game))
		var small []string
		if err := json.Unmarshal(c.eval(targets+"(44)"), &small); err != nil {
			t.Fatal(err)
		}
		if len(small) > 0 {
			t.Errorf("%s: targets under 44×44: %s", game, strings.Join(small, "; "))
		}
		if c.num(`document.querySelectorAll("#play-view .board button:enabled").length`) == 0 {
			t.Errorf("%s: no target on the board", game)
		}
		c.noOverflow(390)
	}
	// A graph's vertices too.
	c.open(url+"/?tab=play&kind=graph&source=a+b%0Ab+c%0Ac+d%0Ad+e%0Ae+a%0Aa+c%0Astart%3A+a", `!!document.querySelector("#play-view .vertex:enabled")`)
	var small []string
	if err := json.Unmarshal(c.eval(targets+"(44)"), &small); err != nil || len(small) > 0 {
		t.Errorf("graph: targets under 44×44: %v (%v)", small, err)
	}

	// The big view: counters of 72 pixels, and it stays on for the
	// next visit.
	c.startBoard(url + "/?tab=play&game=nim&position=3+4")
	c.eval(`document.querySelector("#big").click()`)
	if err := json.Unmarshal(c.eval(targets+"(72)"), &small); err != nil || len(small) > 0 {
		t.Errorf("big view: targets under 72×72: %v (%v)", small, err)
	}
	c.shot("targets-big")
	c.startBoard(url + "/?tab=play&game=nim&position=3+4")
	if c.str(`document.querySelector("#big").getAttribute("aria-pressed")`) != "true" {
		t.Error("the big view is off after a reload")
	}
	c.noOverflow(390)
	c.eval(`document.querySelector("#big").click()`)
}

// TestBrowserNoOverflow opens, on a phone, the pages with the widest
// text: a heap of 10^12 analysed with Why? open, and played with hints.
// The page must stay within the screen; tables too wide scroll within it.
func TestBrowserNoOverflow(t *testing.T) {
	c, url := openApp(t)
	c.call("Emulation.setDeviceMetricsOverride", map[string]any{"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": true}, nil)
	for _, page := range []string{
		"?tab=analyze&game=nim&position=1000000000000+7",
		"?tab=analyze&game=nim&position=1000000000000+999999999999+7",
		"?tab=play&game=nim&position=1000000000000+7&hints=1",
		"?tab=analyze&game=octal:0.75&position=1000000000000+5+7&misere=1&quotient=1",
	} {
		c.open(url+"/"+page, `!!document.querySelector("details.why")`)
		c.eval(`document.querySelectorAll("details").forEach((d) => d.open = true)`)
		c.shot("overflow-" + strings.TrimPrefix(strings.SplitN(page, "&", 2)[0], "?tab="))
		// Not innerWidth: a phone's browser widens its viewport to a page
		// too wide, and zooms out.
		if got := c.num(`document.documentElement.scrollWidth`); got > 390 || c.num(`innerWidth`) > 390 {
			wide := c.str(`[...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > 390).slice(-3).map((e) => e.tagName + "#" + e.id + "." + e.className).join(", ")`)
			t.Errorf("%s: the page is %d pixels wide, the viewport %d, on a screen of 390 (past it: %s)", page, got, c.num(`innerWidth`), wide)
		}
	}
}
