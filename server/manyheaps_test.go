package server

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/hostile"
	"github.com/nimber/nimber/internal/longtest"
)

// A misère sum of 100,000 Kayles heaps (issue 47: it once grew to 24 GB
// and ignored the timeout) meets a bound and says which (422), or with
// the quotient answers; the long tier checks as well that each answer
// comes within the timeout + 1 s and that the process stays under 1 GB.
func TestMisereManyHeaps(t *testing.T) {
	const timeout = 5 * time.Second
	url := serve(t, Options{Timeout: timeout})
	rng := rand.New(rand.NewPCG(47, 1))
	heaps := make([]string, 100_000)
	for i := range heaps {
		heaps[i] = strconv.Itoa(1 + rng.IntN(40))
	}
	position := strings.Join(heaps, " ")
	stop := make(chan struct{})
	peak := hostile.Peak(os.Getpid(), stop)
	for _, test := range []struct {
		name, extra string
		status      int
		want        string
	}{
		{"by search", "", 422, `"kind":"` + errs.Limit.String() + `"`},
		{"by the quotient", `,"quotient":true`, 200, `"outcome":"`},
	} {
		body := fmt.Sprintf(`{"game":"kayles","position":%q,"misere":true%s}`, position, test.extra)
		status, got, took := call(t, url, "/api/analyze", body)
		t.Logf("%s: %d in %v: %.200s", test.name, status, took, got)
		if status != test.status || !strings.Contains(got, test.want) {
			t.Errorf("100,000 Kayles heaps, misère, %s: %d %.300s; want %d with %s", test.name, status, got, test.status, test.want)
		}
		if longtest.Enabled && took > timeout+time.Second {
			t.Errorf("100,000 Kayles heaps, misère, %s: answered in %v; want within the timeout %v + 1 s", test.name, took, timeout)
		}
	}
	close(stop)
	if p := peak.Load(); longtest.Enabled && p >= 1<<30 {
		t.Errorf("100,000 Kayles heaps, misère: peak resident memory %d MB; want under 1 GB", p>>20)
	}
}
