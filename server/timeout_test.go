package server

import (
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/errs"
)

// slowScript spends about a Starlark step budget's worth in each call,
// and 1000 positions need 1000 calls: tens of seconds in all, while no
// one call is long.
const slowScript = `
def moves(n):
    for i in range(1000000):
        pass
    return [n - 1] if n > 0 else []
`

// Each endpoint stops a slow request at the timeout and answers the next
// one. Each slow input takes 10 s or more without the timeout (hex:0.FF
// needs about 14 s on Zen 4 for the 8192 values its proof tries).
func TestTimeoutEachEndpoint(t *testing.T) {
	if testing.Short() {
		t.Skip("slow requests")
	}
	const timeout = 2 * time.Second
	h := New(Options{Timeout: timeout})
	tests := []struct{ name, path, body string }{
		{"heap value", "/api/analyze", `{"game":"hex:0.FF","position":"12000"}`},
		{"heap value past the proof's reach", "/api/analyze", `{"game":"hex:0.FF","position":"1000000000000"}`},
		{"misère sum", "/api/analyze", `{"game":"wythoff","position":"20,30 25,40 40,50","misere":true}`},
		{"play", "/api/play", `{"game":"hex:0.FF","position":"12000"}`},
		{"sequence", "/api/seq", `{"game":"hex:0.FF","to":12000}`},
		{"misère sequence", "/api/seq", `{"game":"kayles","to":200,"misere":true}`},
		{"misère quotient", "/api/seq", `{"game":"0.35","to":30,"misere":true,"quotient":true}`},
		{"table", "/api/table", `{"game":"hex:0.FF","n":"11998..12000"}`},
		{"rules", "/api/analyze", `{"rules":` + quote(slowScript) + `,"position":"1000"}`},
		{"rules table", "/api/table", `{"rules":` + quote(slowScript) + `,"n":"0..1000"}`},
	}
	for _, test := range tests {
		start := time.Now()
		status, body := do(t, h, "POST", test.path, test.body)
		d := time.Since(start)
		t.Logf("%s: %d in %v", test.name, status, d.Round(time.Millisecond))
		if status != 422 || !strings.Contains(body, `"kind":"`+errs.Limit.String()+`"`) || !strings.Contains(body, "time limit") {
			t.Errorf("%s: %d %.300s; want 422, the time limit reached", test.name, status, body)
		}
		if d > timeout+time.Second {
			t.Errorf("%s: answered after %v, with a timeout of %v", test.name, d, timeout)
		}
		if status, body := do(t, h, "POST", "/api/analyze", `{"game":"nim","position":"3 4 5"}`); status != 200 {
			t.Errorf("after %s: nim 3 4 5: %d %.300s; want 200", test.name, status, body)
		}
	}
}
