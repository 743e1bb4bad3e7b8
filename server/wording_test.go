package server

import (
	"encoding/json"
	"strings"
	"testing"
)

// The app's errors speak of the page, not of the command line: no
// "nimber games" or --set to a user with a browser.
func TestWebWording(t *testing.T) {
	h := New(Options{})
	cases := []struct{ path, body, want string }{
		{"/api/analyze", `{"game":"nimm","position":"3"}`, `did you mean "nim"? (the Games page lists them all)`},
		{"/api/analyze", `{"game":"zzzz","position":"3"}`, `(the Games page lists them all)`},
		{"/api/analyze", `{"position":"3"}`, "(the Games page lists them)"},
		{"/api/analyze", `{"game":"nim","position":"3","set":["D=4"]}`, "only rules scripts take parameters (the Parameters field)"},
		{"/api/analyze", `{"rules":"D = 3\ndef moves(n):\n    return []\n","position":"3","set":["D"]}`, `parameter "D": want NAME=VALUE, e.g. D=4`},
		{"/api/analyze", `{"rules":"D = 3\ndef moves(n):\n    return []\n","position":"3","set":["E=4"]}`, "parameter E=4: "},
	}
	for _, c := range cases {
		_, body := do(t, h, "POST", c.path, c.body)
		var e errorJSON
		if err := json.Unmarshal([]byte(body), &e); err != nil {
			t.Fatalf("POST %s %s: %v in %s", c.path, c.body, err, body)
		}
		if !strings.Contains(e.Error, c.want) {
			t.Errorf("POST %s %s: error %q, want it to contain %q", c.path, c.body, e.Error, c.want)
		}
		for _, cli := range []string{"nimber games", "--set", "--n"} {
			if strings.Contains(e.Error, cli) {
				t.Errorf("POST %s %s: error %q speaks of the command line (%s)", c.path, c.body, e.Error, cli)
			}
		}
	}
}
