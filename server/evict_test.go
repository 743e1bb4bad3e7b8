package server

import (
	"bufio"
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

// pick closes the longest idle connection past its grace, else the one
// waited on the longest past its own, and never a working one.
func TestPick(t *testing.T) {
	now := time.Now()
	type conn struct {
		name   string
		phase  phase
		age    time.Duration // idle for, or waited on: in the reads done
		inRead time.Duration // and in the one under way
	}
	tests := []struct {
		name  string
		conns []conn
		want  string        // the connection picked, "" for none
		wait  time.Duration // with none, how long until one may be
	}{
		{"idle before reading", []conn{{"r", reading, time.Minute, 0}, {"i", idle, 2 * time.Second, 0}}, "i", 0},
		{"the longest idle", []conn{{"i1", idle, 2 * time.Second, 0}, {"i2", idle, 5 * time.Second, 0}, {"i3", idle, 3 * time.Second, 0}}, "i2", 0},
		{"the longest waited on", []conn{{"r1", reading, time.Second, 0}, {"r2", reading, 3 * time.Second, 0}, {"w", working, time.Hour, 0}}, "r2", 0},
		{"a read under way counts", []conn{{"r1", reading, time.Second, 0}, {"r2", reading, 500 * time.Millisecond, 2 * time.Second}}, "r2", 0},
		{"idle within its grace", []conn{{"i", idle, idleGrace / 2, 0}, {"r", reading, readGrace, 0}}, "r", 0},
		{"every one within its grace", []conn{{"i", idle, idleGrace - 300*time.Millisecond, 0}, {"r", reading, readGrace - 80*time.Millisecond, 30 * time.Millisecond}}, "", 50 * time.Millisecond},
		{"not yet read", []conn{{"r", reading, 0, 0}}, "", readGrace},
		{"all working", []conn{{"w1", working, time.Hour, 0}, {"w2", working, time.Minute, 0}}, "", 0},
		{"none", nil, "", 0},
	}
	for _, test := range tests {
		r := newRoster(nil, len(test.conns))
		names := map[*tracked]string{}
		for _, c := range test.conns {
			tr := &tracked{r: r, phase: c.phase, since: now.Add(-c.age)}
			if c.phase == reading {
				tr.since, tr.waited = now.Add(-time.Hour), c.age
				if c.inRead > 0 {
					tr.waitStart = now.Add(-c.inRead)
				}
			}
			r.conns[tr] = struct{}{}
			names[tr] = c.name
		}
		victim, wait := r.pick(now)
		if got := names[victim]; got != test.want || wait != test.wait {
			t.Errorf("%s: picked %q, wait %v; want %q, wait %v", test.name, got, wait, test.want, test.wait)
		}
	}
}

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

// A connection is reading from its start to its body's end, working
// while it is answered, idle after, and reading again from the first
// byte of its next request.
func TestRosterPhases(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	conns := newRoster(l, 4)
	proceed := make(chan struct{})
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, done, err := readBody(w, r, time.Minute, &budget{max: bodyBudget})
		if err != nil {
			t.Error(err)
		} else {
			done()
		}
		<-proceed
		io.WriteString(w, "ok")
	})}
	conns.follow(srv)
	go srv.Serve(conns)
	defer srv.Close()
	c, err := net.Dial("tcp", l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	br := bufio.NewReader(c)
	// want waits for the connection to be in phase p (a safety net, not
	// a measure).
	want := func(step string, p phase) {
		t.Helper()
		var got []phase
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
			conns.mu.Lock()
			got = got[:0]
			for tr := range conns.conns {
				got = append(got, tr.phase)
			}
			conns.mu.Unlock()
			if len(got) == 1 && got[0] == p {
				return
			}
		}
		t.Fatalf("%s: phases %v; want [%v]", step, got, p)
	}
	for i := range 2 {
		io.WriteString(c, "P")
		want(fmt.Sprintf("request %d: its first byte", i), reading)
		io.WriteString(c, "OST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\n{")
		want(fmt.Sprintf("request %d: its header and half its body", i), reading)
		io.WriteString(c, "}")
		want(fmt.Sprintf("request %d: its body", i), working)
		proceed <- struct{}{}
		res, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatal(err)
		}
		io.ReadAll(res.Body)
		want(fmt.Sprintf("request %d: answered", i), idle)
	}
}
