package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// benchmarkPost measures one request through the handler, without the
// network: the server's own cost per answer.
func benchmarkPost(b *testing.B, path, body string) {
	h := New(Options{})
	for b.Loop() {
		req := httptest.NewRequest("POST", path, strings.NewReader(body))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("%s %s: %d %s", path, body, rec.Code, rec.Body)
		}
	}
}

// go test ./server -run '^$' -bench .
func BenchmarkAnalyzeNim(b *testing.B) {
	benchmarkPost(b, "/api/analyze", `{"game":"nim","position":"3 4 5"}`)
}

// A reply in Kayles from a lost position: nimber analyses each move to
// leave the fewest winning replies.
func BenchmarkPlayKayles(b *testing.B) {
	benchmarkPost(b, "/api/play", `{"game":"kayles","position":"4 4 9 9","nimber_first":true}`)
}

func BenchmarkTableWythoff(b *testing.B) {
	benchmarkPost(b, "/api/table", `{"game":"wythoff","x":"0..99","y":"0..99"}`)
}
