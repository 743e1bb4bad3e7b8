package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// Requests run at once share nothing: go test -race ./server checks it.
func TestConcurrentRequests(t *testing.T) {
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	bodies := []struct{ path, body string }{
		{"/api/analyze", `{"game":"kayles","position":"7 9 12"}`},
		{"/api/analyze", `{"game":"wythoff","position":"30,49"}`},
		{"/api/analyze", `{"rules":"def moves(n):\n    return [n - 1] if n > 0 else []\n","position":"5"}`},
		{"/api/play", `{"game":"dawson","position":"9 7","nimber_first":true}`},
		{"/api/seq", `{"game":"officers","to":3000}`},
		{"/api/table", `{"game":"euclid","x":"1..20","y":"1..20","plot":true}`},
		{"/api/graph", `{"graph":"a b\nb a\nb c\nstart: a a"}`},
	}
	var wg sync.WaitGroup
	for round := range 3 {
		for _, b := range bodies {
			wg.Go(func() {
				resp, err := http.Post(srv.URL+b.path, "application/json", strings.NewReader(b.body))
				if err != nil {
					t.Error(err)
					return
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					t.Errorf("round %d: %s %s: status %d", round, b.path, b.body, resp.StatusCode)
				}
			})
		}
	}
	wg.Wait()
}
