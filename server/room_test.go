package server

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// serveCapped runs a real server with at most maxConns connections on a
// loopback port for the test's life, and returns its address.
func serveCapped(t *testing.T, opt Options, maxConns int) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serveAtMost(ctx, l, opt, maxConns) }()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	return l.Addr().String()
}

// A holder keeps a connection open on a server and does nothing it could
// answer: it trickles a header or a body, or idles after a request.
type holding struct {
	name, start string
	trickles    bool
}

var holders = []holding{
	{"a trickling header", "GET /api/games HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", true},
	{"a trickling body", "POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{", true},
	{"an idle kept-alive connection", "GET /api/games HTTP/1.1\r\nHost: localhost\r\n\r\n", false},
}

// hold opens a connection to addr as h does until stop is closed, again
// each time the server closes it, and counts the closings.
func hold(t *testing.T, addr string, h holding, stop <-chan struct{}, closed *int, mu *sync.Mutex) {
	for {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Error(err)
			return
		}
		io.WriteString(c, h.start)
		dropped := make(chan struct{})
		go func() {
			io.Copy(io.Discard, c)
			close(dropped)
		}()
		for gone := false; !gone; {
			select {
			case <-stop:
				c.Close()
				<-dropped
				return
			case <-dropped:
				gone = true
			case <-time.After(50 * time.Millisecond):
				if h.trickles {
					c.Write([]byte(" "))
				}
			}
		}
		c.Close()
		mu.Lock()
		*closed++
		mu.Unlock()
	}
}

// A server whose every connection trickles a request, or idles, still
// answers a new client: it closes one of them to make room, and the
// trickling or idle client reopens in vain. The body timeout is a
// minute, so without making room no answer would come in time.
func TestRoomForCheapRequest(t *testing.T) {
	const maxConns = 8
	for _, h := range holders {
		addr := serveCapped(t, Options{BodyTimeout: time.Minute}, maxConns)
		stop := make(chan struct{})
		var (
			wg     sync.WaitGroup
			mu     sync.Mutex
			closed int
		)
		for range maxConns {
			wg.Go(func() { hold(t, addr, h, stop, &closed, &mu) })
		}
		time.Sleep(200 * time.Millisecond)                // the holders in first
		client := &http.Client{Timeout: 20 * time.Second} // a safety net, not a measure
		for i := range 3 {
			res, err := client.Post("http://"+addr+"/api/analyze", "application/json", strings.NewReader(cheap))
			if err != nil {
				t.Errorf("beside %d× %s: cheap request %d: %v", maxConns, h.name, i, err)
				continue
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != 200 || !strings.Contains(string(body), `"grundy":2`) {
				t.Errorf("beside %d× %s: cheap request %d: %d %.80s; want 200, grundy 2", maxConns, h.name, i, res.StatusCode, body)
			}
		}
		client.CloseIdleConnections()
		close(stop)
		wg.Wait()
		if closed == 0 {
			t.Errorf("beside %d× %s: no holder was closed to make room", maxConns, h.name)
		}
	}
}

// A connection whose request is computing is never closed to make room,
// however many others knock: with one of two places taken by a long
// request and trickling clients reopening for the other, the long
// request runs to its time limit and answers, and cheap requests get
// their answers between the trickles.
func TestRoomSparesWork(t *testing.T) {
	const timeout = 2 * time.Second
	addr := serveCapped(t, Options{Timeout: timeout, BodyTimeout: time.Minute}, 2)
	url := "http://" + addr
	long := make(chan string, 1)
	go func() {
		res, err := http.Post(url+"/api/analyze", "application/json", strings.NewReader(expensive))
		if err != nil {
			long <- err.Error()
			return
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		long <- fmt.Sprintf("%d %s", res.StatusCode, b)
	}()
	time.Sleep(200 * time.Millisecond) // the long request in first
	stop := make(chan struct{})
	var (
		wg     sync.WaitGroup
		mu     sync.Mutex
		closed int
	)
	for _, h := range holders[:2] {
		wg.Go(func() { hold(t, addr, h, stop, &closed, &mu) })
	}
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	for i := range 5 {
		res, err := client.Post(url+"/api/analyze", "application/json", strings.NewReader(cheap))
		if err != nil {
			t.Errorf("cheap request %d: %v", i, err)
			continue
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || !strings.Contains(string(body), `"grundy":2`) {
			t.Errorf("cheap request %d: %d %.80s; want 200, grundy 2", i, res.StatusCode, body)
		}
	}
	got := <-long
	close(stop)
	wg.Wait()
	if limit := fmt.Sprintf("after the %v time limit", timeout); !strings.HasPrefix(got, "422 ") || !strings.Contains(got, limit) {
		t.Errorf("the long request: %.200s; want 422, stopped %s", got, limit)
	}
	if closed == 0 {
		t.Errorf("no trickling client was closed to make room")
	}
}
