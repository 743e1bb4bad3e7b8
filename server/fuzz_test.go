package server

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

// FuzzRequests posts any body to any endpoint: the answer is JSON, and
// never a server error (500) — bad input is the client's to fix.
func FuzzRequests(f *testing.F) {
	paths := []string{"/api/analyze", "/api/play", "/api/seq", "/api/table", "/api/graph"}
	for _, body := range []string{
		`{"game":"nim","position":"3 4 5"}`,
		`{"game":"kayles","position":"7 + nim 3","move":2,"history":[0]}`,
		`{"game":"wythoff","x":"0..9","y":"0..9","plot":true}`,
		`{"game":"0.6","to":500}`,
		`{"graph":"a b\nb a\nstart: a","misere":true}`,
		`{"rules":"def moves(n):\n    return [n - 1] if n > 0 else []\n","position":"(1, 2)"}`,
		`{"game":"hackenbush","position":"(()) ((","misere":true}`,
		`{"game":"subtraction:1,3","n":"-5..5","period":true}`,
		`{"game":"kayles","to":30,"misere":true,"plot":true}`,
		`{"game":"subtraction:1,3,4","emit":"go","n":"0..40"}`,
		`{"game":"kayles","position":"4 6","misere":true}`,
		`{"game":"nim","position":"1000000000000 7","history":[{"component":0,"to":["5"]},10],"move":{"component":1,"to":["1"]}}`,
		`{"game":"kayles","position":"1000000000000","move":{"component":0,"to":["3","999999999995"]}}`,
		`{"game":"hex:0.3F","position":"12000"}`,
		`{"game":"hex:0.3F","n":"11998..12000"}`,
		`[]`, `{"game":null}`, `{"move":-1}`, ``,
	} {
		for i := range paths {
			f.Add(i, body)
		}
	}
	// Scripts that run until the timeout: the deadline's answer is a
	// client error too, and it names the time limit.
	slow := map[string]bool{}
	for i, body := range map[int]string{
		0: `{"rules":` + quote(slowScript) + `,"position":"1000"}`,
		1: `{"rules":` + quote(slowScript) + `,"position":"1000"}`,
		3: `{"rules":` + quote(slowScript) + `,"n":"0..199"}`,
	} {
		f.Add(i, body)
		slow[paths[i]+" "+body] = true
	}
	const timeout = 500 * time.Millisecond
	h := New(Options{MaxPositions: 2000, MaxMoves: 100, MaxSeq: 2000, MaxCells: 200, Timeout: timeout})
	stopped := fmt.Sprintf("stopped after the %v time limit", timeout)
	// Elapsed time is checked only when fuzzing (go test -fuzz): the
	// tiers assert no elapsed time, and a slow machine is no failure.
	fuzzing := flag.Lookup("test.fuzz") != nil && flag.Lookup("test.fuzz").Value.String() != ""
	f.Fuzz(func(t *testing.T, i int, body string) {
		path := paths[((i%len(paths))+len(paths))%len(paths)]
		start := time.Now()
		status, got := do(t, h, "POST", path, body)
		if took := time.Since(start); fuzzing && took > timeout+time.Second {
			t.Errorf("POST %s %q: answered after %v, past the timeout of %v + 1 s", path, body, took, timeout)
		}
		if slow[path+" "+body] && (status != http.StatusUnprocessableEntity || !strings.Contains(got, stopped)) {
			t.Errorf("POST %s %q: %d %s; want 422, %s", path, body, status, got, stopped)
		}
		if status == http.StatusInternalServerError {
			t.Errorf("POST %s %q: %d %s; want a client error or success", path, body, status, got)
		}
		if !json.Valid([]byte(got)) {
			t.Errorf("POST %s %q: body %q is not JSON", path, body, got)
		}
	})
}
