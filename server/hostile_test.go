package server

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nimber/nimber/internal/longtest"
)

// serve runs a real server on a loopback port for the test's life.
func serve(t *testing.T, opt Options) string {
	t.Helper()
	return "http://" + serveCapped(t, opt, MaxConns)
}

// call POSTs a JSON body and returns the status, the body and the time.
func call(t *testing.T, url, path, body string) (int, string, time.Duration) {
	t.Helper()
	start := time.Now()
	res, err := http.Post(url+path, "application/json", strings.NewReader(body))
	if err != nil {
		t.Errorf("POST %s: %v", path, err)
		return 0, "", time.Since(start)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b), time.Since(start)
}

const cheap = `{"game":"nim","position":"3 4 5"}`

// expensive runs until the server's timeout: a misère search of large
// Kayles heaps.
const expensive = `{"game":"kayles","position":"30 35 40 45","misere":true}`

// Connections that trickle their bodies hold no CPU: a cheap request
// still answers while they trickle on, and the server is not cut off
// from them (it waits for the rest of their bodies, up to its body
// timeout)
// nor from others once they go. The long tier checks as well that the
// cheap answer comes within 1 s.
func TestTricklingBodies(t *testing.T) {
	url := serve(t, Options{})
	done := make(chan struct{})
	var wg sync.WaitGroup
	var conns []net.Conn
	for range 2 {
		c, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns = append(conns, c)
		fmt.Fprintf(c, "POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
		// A byte every 100 ms until the cheap request has its answer:
		// never the whole body.
		wg.Go(func() {
			for {
				select {
				case <-done:
					return
				case <-time.After(100 * time.Millisecond):
				}
				if _, err := c.Write([]byte(" ")); err != nil {
					return
				}
			}
		})
	}
	time.Sleep(200 * time.Millisecond)
	status, body, took := call(t, url, "/api/analyze", cheap)
	if status != 200 || !strings.Contains(body, `"grundy":2`) {
		t.Errorf("cheap request beside two trickling bodies: %d %.80s; want 200, grundy 2", status, body)
	}
	if longtest.Enabled && took > time.Second {
		t.Errorf("cheap request beside two trickling bodies: answered in %v; want within 1 s", took)
	}
	close(done)
	wg.Wait()
	// The trickling requests are still open and unanswered: the cheap one
	// did not wait for the server to give up on them.
	for i, c := range conns {
		c.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
		n, err := c.Read(make([]byte, 100))
		if ne, ok := err.(net.Error); !ok || !ne.Timeout() {
			t.Errorf("trickling connection %d: read %d bytes, %v, after the cheap answer; want it still waiting for its body", i, n, err)
		}
		c.Close()
	}
	if status, body, _ := call(t, url, "/api/analyze", cheap); status != 200 {
		t.Errorf("cheap request after the trickling bodies: %d %.80s; want 200", status, body)
	}
}

// Pages of other origins cannot drive the API.
func TestCrossOrigin(t *testing.T) {
	url := serve(t, Options{})
	send := func(contentType, origin string) int {
		req, _ := http.NewRequest("POST", url+"/api/analyze", strings.NewReader(cheap))
		req.Header.Set("Content-Type", contentType)
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	for _, c := range []struct {
		contentType, origin string
		want                int
	}{
		{"text/plain", "https://evil.example", 403}, // a simple request, no preflight
		{"text/plain", "", 403},
		{"application/json", "https://evil.example", 403},
		{"application/json", url, 200},
		{"application/json; charset=utf-8", "", 200},
	} {
		if got := send(c.contentType, c.origin); got != c.want {
			t.Errorf("POST with Content-Type %q, Origin %q: %d, want %d", c.contentType, c.origin, got, c.want)
		}
	}
	// A name rebound to 127.0.0.1 is not this server's.
	req, _ := http.NewRequest("POST", url+"/api/analyze", strings.NewReader(cheap))
	req.Header.Set("Content-Type", "application/json")
	req.Host = "evil.example"
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 403 {
		t.Errorf("POST with Host evil.example: %v %v, want 403", res.StatusCode, err)
	}
	// --allow-origin lets one in.
	url = serve(t, Options{AllowOrigins: []string{"https://friend.example"}})
	if got := send("application/json", "https://friend.example"); got != 200 {
		t.Errorf("allowed origin: %d, want 200", got)
	}
}

// When every CPU is busy with long requests, another long one is told
// to come back (503, Retry-After) rather than kept to its timeout, those
// on a CPU stop at the timeout (422, the time limit), and a cheap one
// still answers. The long tier checks as well that the cheap answers come
// within 1 s and the expensive ones within the timeout + 1 s.
func TestOverload(t *testing.T) {
	const timeout = 3 * time.Second
	url := serve(t, Options{Timeout: timeout})
	// Two more than the CPU slots (one a core): some must be refused.
	n := runtime.NumCPU() + 2
	var wg sync.WaitGroup
	type answer struct {
		status int
		body   string
	}
	answers := make(chan answer, n)
	for range n {
		wg.Go(func() {
			status, body, took := call(t, url, "/api/analyze", expensive)
			if longtest.Enabled && took > timeout+time.Second {
				t.Errorf("an expensive request took %v, past its timeout of %v + 1 s", took, timeout)
			}
			answers <- answer{status, body}
		})
	}
	time.Sleep(time.Second)
	for range 5 {
		status, body, took := call(t, url, "/api/analyze", cheap)
		if status != 200 || !strings.Contains(body, `"grundy":2`) {
			t.Errorf("cheap request under load: %d %.80s; want 200, grundy 2", status, body)
		}
		if longtest.Enabled && took > time.Second {
			t.Errorf("cheap request under load: answered in %v; want within 1 s", took)
		}
	}
	wg.Wait()
	close(answers)
	var got []int
	stopped := fmt.Sprintf("stopped after the %v time limit", timeout)
	for a := range answers {
		got = append(got, a.status)
		switch {
		case a.status == 422 && !strings.Contains(a.body, stopped):
			t.Errorf("an expensive request: 422 %.200s; want it %s", a.body, stopped)
		case a.status == 503 && !strings.Contains(a.body, "busy"):
			t.Errorf("an expensive request: 503 %.200s; want the server busy", a.body)
		case a.status != 422 && a.status != 503:
			t.Errorf("an expensive request: %d %.200s; want 422 (the time limit) or 503 (busy)", a.status, a.body)
		}
	}
	if !slices.Contains(got, 503) || !slices.Contains(got, 422) {
		t.Errorf("%d expensive requests on %d CPUs answered %v; want some 422 (stopped at the timeout) and some 503 (busy)", n, runtime.NumCPU(), got)
	}
}

// A bounded load test: clients send cheap requests while others send
// expensive ones, for a while. Every cheap answer is right, and every
// expensive one is the time limit (422) or busy (503). The fast tier
// runs 6 cheap clients and 2 expensive ones for 1 s: no more than the
// quick lanes (8 a core), so that a slow machine never refuses a cheap
// request. The long tier runs 56 and 8 for 3 s, and checks as well that
// every request ends within its timeout + 1 s, and that cheap requests
// answer fast (p99 under 1 s).
func TestLoad(t *testing.T) {
	timeout := longtest.Pick(time.Second, 2*time.Second)
	cheapClients, expensiveClients := longtest.Pick(6, 56), longtest.Pick(2, 8)
	url := serve(t, Options{Timeout: timeout})
	cheaps := []struct{ body, want string }{
		{cheap, `"grundy":2`},
		{`{"game":"kayles","position":"7 9"}`, `"grundy":6`},
		{`{"game":"wythoff","position":"3,5"}`, `"outcome":"P"`},
		{`{"game":"nim","position":"1 2 3"}`, `"outcome":"P"`},
	}
	var (
		mu    sync.Mutex
		times []time.Duration
		wrong int
		wg    sync.WaitGroup
	)
	stop := time.Now().Add(longtest.Pick(time.Second, 3*time.Second))
	for i := range cheapClients + expensiveClients {
		wg.Go(func() {
			for k := 0; time.Now().Before(stop); k++ {
				if i < expensiveClients {
					status, body, took := call(t, url, "/api/analyze", expensive)
					if status != 422 && status != 503 {
						t.Errorf("expensive request: %d %.80s; want 422 or 503", status, body)
					}
					if longtest.Enabled && took > timeout+time.Second {
						t.Errorf("expensive request: %d in %v; want it within %v", status, took, timeout+time.Second)
					}
					continue
				}
				c := cheaps[(i+k)%len(cheaps)]
				status, body, took := call(t, url, "/api/analyze", c.body)
				mu.Lock()
				times = append(times, took)
				if status != 200 || !strings.Contains(body, c.want) {
					if wrong == 0 {
						t.Logf("first wrong answer: %d %.100s", status, body)
					}
					wrong++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	slices.Sort(times)
	p99 := times[len(times)*99/100]
	t.Logf("%d cheap requests, p50 %v, p99 %v, %d wrong", len(times), times[len(times)/2], p99, wrong)
	if wrong > 0 || len(times) == 0 {
		t.Errorf("%d cheap requests: %d wrong; want some, and 0 wrong", len(times), wrong)
	}
	if longtest.Enabled && p99 > time.Second {
		t.Errorf("%d cheap requests: p99 %v; want it under 1 s", len(times), p99)
	}
}

// A heap of a million digits is refused, in a short message (and, the
// long tier checks, at once: within 1 s).
func TestHugeNumber(t *testing.T) {
	url := serve(t, Options{})
	huge := strings.Repeat("9", 1_000_000)
	for _, path := range []string{"/api/analyze", "/api/play"} {
		status, body, took := call(t, url, path, `{"game":"nim","position":"3 `+huge+`"}`)
		if status != 422 || len(body) > 300 {
			t.Errorf("POST %s with a heap of 10^6 digits: %d %.300s (%d bytes); want 422 and a short message", path, status, body, len(body))
		}
		if longtest.Enabled && took > time.Second {
			t.Errorf("POST %s with a heap of 10^6 digits: answered in %v; want within 1 s", path, took)
		}
	}
	status, body, _ := call(t, url, "/api/play", `{"game":"nim","position":"3","move":{"component":0,"to":["`+huge[:20000]+`"]}}`)
	if status != 422 || len(body) > 300 {
		t.Errorf("a typed move to a heap of 20000 digits: %d %.300s; want 422 and a short message", status, body)
	}
}
