package origin

import (
	"net/http/httptest"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		host, origin, site, contentType string
		loopbackOnly                    bool
		allow                           []string
		want                            string // a part of the refusal, "" for none
	}{
		{"localhost:8080", "", "", "application/json", true, nil, ""},
		{"localhost:8080", "http://localhost:8080", "same-origin", "application/json", true, nil, ""},
		{"[::1]:8080", "", "", "application/json", true, nil, ""},
		{"evil.example:8080", "", "", "application/json", true, nil, "answers only to localhost"},
		{"localhost:8080", "http://evil.example", "cross-site", "application/json", true, nil, "answers its own pages only"},
		{"localhost:8080", "http://app.example", "cross-site", "application/json", true, []string{"http://app.example"}, ""},
		{"localhost:8080", "", "cross-site", "application/json", true, nil, "Sec-Fetch-Site: cross-site"},
		{"localhost:8080", "", "cross-site", "application/json", true, []string{"*"}, ""},
		{"localhost:8080", "", "", "text/plain", true, nil, "want application/json"},
		{"nimber.example", "", "", "application/json; charset=utf-8", false, nil, ""},
	}
	for _, test := range tests {
		r := httptest.NewRequest("POST", "/api/analyze", strings.NewReader("{}"))
		r.Host = test.host
		r.Header.Set("Content-Type", test.contentType)
		if test.origin != "" {
			r.Header.Set("Origin", test.origin)
		}
		if test.site != "" {
			r.Header.Set("Sec-Fetch-Site", test.site)
		}
		err := Check(r, test.loopbackOnly, test.allow)
		if got := err != nil; got != (test.want != "") || err != nil && !strings.Contains(err.Error(), test.want) {
			t.Errorf("Host %s, Origin %q, Sec-Fetch-Site %q, Content-Type %q: %v; want %q", test.host, test.origin, test.site, test.contentType, err, test.want)
		}
	}
}
