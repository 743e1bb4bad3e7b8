package server

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/admit"
	"github.com/nimber/nimber/internal/longtest"
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
// needs about 14 s on Zen 4 for the 8192 values its proof tries), so the
// answer is the time limit's whatever the machine: without the timeout a
// request would answer 200 after its seconds of work. The fast tier's
// timeout is just past the quick try, so that a request goes the whole way
// (quick try, then a CPU slot for what is left); the long tier's is 2 s,
// and it checks as well that each answer comes within the timeout + 1 s.
func TestTimeoutEachEndpoint(t *testing.T) {
	timeout := longtest.Pick(admit.QuickBudget+100*time.Millisecond, 2*time.Second)
	h := New(Options{Timeout: timeout})
	tests := []struct {
		name, path, body string
		partial          bool // answered with what was proved, and the limit as "stopped"
	}{
		{"heap value", "/api/analyze", `{"game":"hex:0.FF","position":"12000"}`, false},
		{"heap value past the proof's reach", "/api/analyze", `{"game":"hex:0.FF","position":"1000000000000"}`, false},
		{"misère sum", "/api/analyze", `{"game":"wythoff","position":"20,30 25,40 40,50","misere":true}`, false},
		{"play", "/api/play", `{"game":"hex:0.FF","position":"12000"}`, false},
		{"sequence", "/api/seq", `{"game":"hex:0.FF","to":12000}`, false},
		{"misère sequence", "/api/seq", `{"game":"kayles","to":200,"misere":true}`, false},
		{"misère quotient", "/api/seq", `{"game":"0.35","to":30,"misere":true,"quotient":true}`, true},
		{"table", "/api/table", `{"game":"hex:0.FF","n":"11998..12000"}`, false},
		{"rules", "/api/analyze", `{"rules":` + quote(slowScript) + `,"position":"1000"}`, false},
		{"rules table", "/api/table", `{"rules":` + quote(slowScript) + `,"n":"0..1000"}`, false},
	}
	limit := fmt.Sprintf("after the %v time limit", timeout)
	for _, test := range tests {
		start := time.Now()
		status, body := do(t, h, "POST", test.path, test.body)
		d := time.Since(start)
		t.Logf("%s: %d in %v", test.name, status, d.Round(time.Millisecond))
		switch {
		case test.partial && (status != 200 || !strings.Contains(body, `"stopped":"`) || !strings.Contains(body, limit)):
			t.Errorf("%s: %d %.300s; want 200, what was proved, stopped %s", test.name, status, body, limit)
		case !test.partial && (status != 422 || !strings.Contains(body, `"kind":"`+errs.Limit.String()+`"`) || !strings.Contains(body, limit)):
			t.Errorf("%s: %d %.300s; want 422, stopped %s", test.name, status, body, limit)
		}
		if longtest.Enabled && d > timeout+time.Second {
			t.Errorf("%s: answered after %v, with a timeout of %v", test.name, d, timeout)
		}
		if status, body := do(t, h, "POST", "/api/analyze", `{"game":"nim","position":"3 4 5"}`); status != 200 {
			t.Errorf("after %s: nim 3 4 5: %d %.300s; want 200", test.name, status, body)
		}
	}
}
