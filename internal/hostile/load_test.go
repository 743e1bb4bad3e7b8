package hostile

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// Run counts what a server answers: against a stub that answers cheap
// requests rightly and expensive ones 422 (or wrongly, or 500), the
// result has the requests, the wrong ones, the 5xx and the holders'
// connections.
func TestRun(t *testing.T) {
	tests := []struct {
		name      string
		cheap     string // the stub's answer to a cheap request
		status    int
		wantWrong bool
	}{
		{"right", `{"grundy":2,"grundy":6,"outcome":"P"}`, 200, false},
		{"wrong", `{"grundy":0}`, 200, true},
		{"failed", `{"error":"bug"}`, 500, true},
	}
	for _, test := range tests {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			switch {
			case r.Method == "GET":
				io.WriteString(w, "[]")
			case strings.Contains(string(body), "rules") || strings.Contains(string(body), "misere") || strings.Contains(string(body), "hex"):
				time.Sleep(50 * time.Millisecond)
				w.WriteHeader(422)
			default:
				w.WriteHeader(test.status)
				io.WriteString(w, test.cheap)
			}
		}))
		c := Config{Duration: 300 * time.Millisecond, Timeout: time.Second, Idle: 2, Trickle: 2, Expensive: 1, Cheap: 2, Fill: 100 * time.Millisecond}
		res := Run(strings.TrimPrefix(srv.URL, "http://"), c)
		srv.CloseClientConnections()
		srv.Close()
		if len(res.Cheap) == 0 || res.Expensive[422] == 0 || res.Opened < 4 {
			t.Errorf("%s: %d cheap requests, expensive %v, %d connections opened; want some of each, 4 opened at least", test.name, len(res.Cheap), res.Expensive, res.Opened)
		}
		if got := res.Wrong > 0; got != test.wantWrong || res.Wrong != 0 && res.Wrong != len(res.Cheap) {
			t.Errorf("%s: %d of %d cheap requests wrong; want all wrong %v", test.name, res.Wrong, len(res.Cheap), test.wantWrong)
		}
		if fivexx := test.status >= 500; fivexx && res.Cheap5xx != res.Wrong || !fivexx && res.Cheap5xx != 0 {
			t.Errorf("%s: %d cheap 5xx, %d wrong; want the wrong all 5xx if the stub answers %d", test.name, res.Cheap5xx, res.Wrong, test.status)
		}
	}
}
