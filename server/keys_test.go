package server

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// Keys match the API's names exactly, once each: encoding/json alone
// would read "Game" as game and let the last of two keys win.
func TestRequestKeys(t *testing.T) {
	h := New(Options{})
	tests := []struct {
		path, body string
		status     int
		want       string
	}{
		{"/api/analyze", `{"game":"nim","position":"3 4 5"}`, 200, `"grundy":2`},
		{"/api/analyze", `{"Game":"nim","position":"3 4 5"}`, 400, `unknown field "Game" (did you mean "game"? names are case-sensitive)`},
		{"/api/analyze", `{"game":"nim","position":"1","position":"3 4 5"}`, 400, `field "position" is given twice`},
		{"/api/play", `{"game":"nim","position":"1 2","move":{"component":0,"to":["1"],"to":["0"]}}`, 400, `field "move.to" is given twice`},
		{"/api/analyze", `{"game":"nim","postion":"3"}`, 400, `unknown field "postion"`},
		{"/api/calc", `{"expr":"1","EXPR":"2"}`, 400, `unknown field "EXPR" (did you mean "expr"?`},
		{"/api/table", `{"game":"wythoff","x":"0..2","y":"0..2"}`, 200, `"values"`},
	}
	for _, test := range tests {
		status, body := do(t, h, "POST", test.path, test.body)
		body = strings.ReplaceAll(body, `\"`, `"`) // the message, not its JSON escapes
		if status != test.status || !strings.Contains(body, test.want) {
			t.Errorf("POST %s %s = %d %.200s; want %d and %s", test.path, test.body, status, body, test.status, test.want)
		}
	}
}

// A static path that is not UTF-8 names no file.
func TestStaticInvalidPath(t *testing.T) {
	h := New(Options{})
	for _, path := range []string{"/%ff", "/%ff.js", "/a%c3"} {
		if status, body := do(t, h, "GET", path, ""); status != 404 {
			t.Errorf("GET %s = %d %.80s; want 404", path, status, body)
		}
	}
	if status, _ := do(t, h, "GET", "/", ""); status != 200 {
		t.Errorf("GET / = %d; want 200", status)
	}
}

// Another site's <img> sends no Origin, but its browser says where the
// request comes from: the chart is not computed for it.
func TestSeqSVGCrossSite(t *testing.T) {
	tests := []struct {
		opt    Options
		site   string
		status int
	}{
		{Options{}, "cross-site", 403},
		{Options{}, "same-site", 403},
		{Options{}, "same-origin", 200},
		{Options{}, "none", 200}, // typed in the address bar
		{Options{}, "", 200},     // not a browser: curl
		{Options{AllowOrigins: []string{"*"}}, "cross-site", 200},
	}
	for _, test := range tests {
		req := httptest.NewRequest("GET", "/api/seq.svg?game=kayles&to=30", nil)
		if test.site != "" {
			req.Header.Set("Sec-Fetch-Site", test.site)
		}
		rec := httptest.NewRecorder()
		New(test.opt).ServeHTTP(rec, req)
		if rec.Code != test.status {
			t.Errorf("GET /api/seq.svg with Sec-Fetch-Site %q, origins %v = %d %.100s; want %d", test.site, test.opt.AllowOrigins, rec.Code, rec.Body.String(), test.status)
		}
	}
}
