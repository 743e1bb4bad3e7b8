package server

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nimber/nimber/examples"
)

// TestBrowserExamples picks each example rules file from the list of
// each tab that offers one, as a user would, and runs it: the form
// fills as the example's comment runs it (a 2-D table for Euclid's game,
// its position for Analyze and Play), and no error shows.
func TestBrowserExamples(t *testing.T) {
	c, url := openApp(t)
	c.open(url+"/", `document.querySelector("#analyze-form select[name=example]").options.length > 1`)
	tabs := strings.Fields(c.str(`[...document.querySelectorAll("select[name=example]")].map((s) => s.closest("form").id.replace(/-form$/, "")).join(" ")`))
	if strings.Join(tabs, " ") != "analyze play table" {
		t.Errorf("tabs with a list of examples: %v, want analyze play table", tabs)
	}
	done := map[string]string{
		"analyze": `document.querySelector("#result").textContent !== ""`,
		"play":    idlePlay + ` && document.querySelector("#play-status").textContent !== ""`,
		"table":   `document.querySelector("#table-title").textContent !== ""`,
	}
	for _, ex := range examples.List() {
		for _, tab := range tabs {
			c.eval(fmt.Sprintf(`(() => {
				document.querySelector("#tab-%[1]s").click();
				const f = document.querySelector("#%[1]s-form");
				f.elements.example.value = %[2]q;
				f.elements.example.dispatchEvent(new Event("change"));
				f.querySelector("button[type=submit]").click();
			})()`, tab, ex.Name))
			c.waitFor(`!document.querySelector("#` + tab + `-form button[type=submit]").disabled && (!document.querySelector("#error").hidden || ` + done[tab] + `)`)
			if !c.hidden("#error") {
				t.Errorf("%s in %s (%s): error %q", ex.Name, tab, c.str("location.search"), c.text("#error"))
			}
			if page := c.text("main"); strings.Contains(page, "Traceback") {
				t.Errorf("%s in %s: a traceback on the page", ex.Name, tab)
			}
		}
	}
	// Euclid's game is of pairs: its table is 2-D, as its comment says.
	c.eval(`document.querySelector("#table-form select[name=example]").value = "euclid.star"; document.querySelector("#table-form select[name=example]").dispatchEvent(new Event("change"))`)
	if got := c.str(`(() => { const f = document.querySelector("#table-form").elements; return [f.dims.value, f.x.value, f.y.value, f.outcome.checked].join(" "); })()`); got != "2 1..20 1..20 true" {
		t.Errorf("euclid.star in the Table tab: dims, x, y, outcome = %s, want 2 1..20 1..20 true", got)
	}
}

// hidden reports whether the element matched by selector is hidden.
func (c *cdp) hidden(selector string) bool {
	c.t.Helper()
	return c.str(fmt.Sprintf(`String(document.querySelector(%q).hidden)`, selector)) == "true"
}
