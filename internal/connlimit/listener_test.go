package connlimit

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
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
		r := NewListener(nil, len(test.conns))
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

// A connection is reading from its start to its body's end, working
// while it is answered, idle after, and reading again from the first
// byte of its next request.
func TestRosterPhases(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	conns := NewListener(l, 4)
	proceed := make(chan struct{})
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := io.ReadAll(r.Body); err != nil {
			t.Error(err)
		}
		MarkWorking(r.Context())
		<-proceed
		io.WriteString(w, "ok")
	})}
	conns.Follow(srv)
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
