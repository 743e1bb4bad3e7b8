package server

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// serve runs a real server on a loopback port for the test's life.
func serve(t *testing.T, opt Options) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, l, opt) }()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	return "http://" + l.Addr().String()
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
// still answers at once.
func TestTricklingBodies(t *testing.T) {
	url := serve(t, Options{})
	for range 2 {
		c, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprintf(c, "POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
		go func() {
			for range 20 {
				time.Sleep(100 * time.Millisecond)
				if _, err := c.Write([]byte(" ")); err != nil {
					return
				}
			}
		}()
	}
	time.Sleep(200 * time.Millisecond)
	status, body, took := call(t, url, "/api/analyze", cheap)
	if status != 200 || took > time.Second {
		t.Errorf("cheap request beside two trickling bodies: %d %.80s in %v; want 200 within 1 s", status, body, took)
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
// at once to come back (503, Retry-After), and a cheap one still answers.
func TestOverload(t *testing.T) {
	url := serve(t, Options{Timeout: 3 * time.Second})
	var wg sync.WaitGroup
	statuses := make(chan int, 8)
	for range 6 {
		wg.Go(func() {
			status, _, took := call(t, url, "/api/analyze", expensive)
			if took > 3*time.Second+time.Second {
				t.Errorf("an expensive request took %v, past its timeout of 3 s + 1 s", took)
			}
			statuses <- status
		})
	}
	time.Sleep(time.Second)
	for range 5 {
		status, body, took := call(t, url, "/api/analyze", cheap)
		if status != 200 || took > time.Second {
			t.Errorf("cheap request under load: %d %.80s in %v; want 200 within 1 s", status, body, took)
		}
	}
	wg.Wait()
	close(statuses)
	var got []int
	for s := range statuses {
		got = append(got, s)
	}
	if !slices.Contains(got, 503) || !slices.Contains(got, 422) {
		t.Errorf("six expensive requests on %d CPUs answered %v; want some 422 (stopped at the timeout) and some 503 (busy)", cap(newLanes(0).slow), got)
	}
}

// A bounded load test: 56 clients send cheap requests while 8 send
// expensive ones, for a few seconds. Every answer is right, every
// request ends within its timeout + 1 s, and cheap requests answer
// fast (p99 under 1 s).
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds of load")
	}
	const timeout = 2 * time.Second
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
	stop := time.Now().Add(3 * time.Second)
	for i := range 64 {
		wg.Go(func() {
			for k := 0; time.Now().Before(stop); k++ {
				if i < 8 {
					status, body, took := call(t, url, "/api/analyze", expensive)
					if took > timeout+time.Second || status != 422 && status != 503 {
						t.Errorf("expensive request: %d %.80s in %v; want 422 or 503 within %v", status, body, took, timeout+time.Second)
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
	if wrong > 0 || p99 > time.Second {
		t.Errorf("%d cheap requests: %d wrong, p99 %v; want 0 wrong and p99 under 1 s", len(times), wrong, p99)
	}
}

// A heap of a million digits is refused at once, in a short message.
func TestHugeNumber(t *testing.T) {
	url := serve(t, Options{})
	huge := strings.Repeat("9", 1_000_000)
	for _, path := range []string{"/api/analyze", "/api/play"} {
		status, body, took := call(t, url, path, `{"game":"nim","position":"3 `+huge+`"}`)
		if status != 422 || len(body) > 300 || took > time.Second {
			t.Errorf("POST %s with a heap of 10^6 digits: %d %.300s (%d bytes) in %v; want 422, a short message, within 1 s", path, status, body, len(body), took)
		}
	}
	status, body, _ := call(t, url, "/api/play", `{"game":"nim","position":"3","move":{"component":0,"to":["`+huge[:20000]+`"]}}`)
	if status != 422 || len(body) > 300 {
		t.Errorf("a typed move to a heap of 20000 digits: %d %.300s; want 422 and a short message", status, body)
	}
}
