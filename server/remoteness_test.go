package server

import (
	"strings"
	"testing"
)

func TestAnalyzeRemoteness(t *testing.T) {
	h := New(Options{})
	tests := []struct{ body, want, notWant string }{
		{`{"game":"nim","position":"2 2","remoteness":true}`, `"remoteness":4`, ""},
		{`{"game":"kayles","position":"5 7","misere":true,"remoteness":true}`, `"remoteness":10`, ""},
		{`{"game":"nim","position":"2 2"}`, `"outcome":"P"`, `"remoteness"`},                       // not asked
		{`{"game":"nim","position":"1000000","remoteness":true}`, `"outcome":"N"`, `"remoteness"`}, // too many positions
	}
	for _, test := range tests {
		status, body := do(t, h, "POST", "/api/analyze", test.body)
		if status != 200 || !strings.Contains(body, test.want) || test.notWant != "" && strings.Contains(body, test.notWant) {
			t.Errorf("POST /api/analyze %s = %d %.300s; want 200 with %s and without %q", test.body, status, body, test.want, test.notWant)
		}
	}
}
