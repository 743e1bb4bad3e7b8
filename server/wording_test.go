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
		{"/api/analyze", `{"rules":"D = 3\ndef moves(n):\n    return []\n","position":"3","set":["D"]}`, `parameter "D": want NAME=VALUE, e.g. parameter D=4`},
		{"/api/analyze", `{"rules":"D = 3\ndef moves(n):\n    return []\n","position":"3","set":["E=4"]}`, "parameter E=4: "},
		{"/api/analyze", `{"rules":"D = 3\ndef moves(n):\n    return []\n","position":"3","set":["D=(4"]}`, "parameter D=(4: value is not a Starlark expression: D:1:"},
		{"/api/seq", `{"game":"0.16","to":50,"emit":"c"}`, `code needs a period (raise "to" to look further)`},
		{"/api/table", `{"game":"0.16","n":"0..3","emit":"c"}`, "no code to write (try a longer range of n)"},
		{"/api/table", `{"game":"0.16","n":"1..20","emit":"c"}`, "code needs a 1-D table from n = 0 (\"n\" 0..B)"},
	}
	for _, c := range cases {
		_, body := do(t, h, "POST", c.path, c.body)
		var e struct {
			Error     string `json:"error"`
			CodeError string `json:"code_error"` // a table's code that could not be written
		}
		if err := json.Unmarshal([]byte(body), &e); err != nil {
			t.Fatalf("POST %s %s: %v in %s", c.path, c.body, err, body)
		}
		msg := e.Error + e.CodeError
		if !strings.Contains(msg, c.want) {
			t.Errorf("POST %s %s: error %q, want it to contain %q", c.path, c.body, msg, c.want)
		}
		for _, cli := range []string{"nimber games", "--set", "--n", "--emit", "--to"} {
			if strings.Contains(msg, cli) {
				t.Errorf("POST %s %s: error %q speaks of the command line (%s)", c.path, c.body, msg, cli)
			}
		}
	}
}
