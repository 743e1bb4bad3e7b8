package server

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// A client that trickles its body past the body timeout gets its 400 and
// the connection closes, for a declared length and for a chunked body:
// net/http must not go on waiting for the rest with no deadline.
func TestTricklingBodyCutOff(t *testing.T) {
	url := serve(t, Options{BodyTimeout: 200 * time.Millisecond})
	for _, framing := range []string{"Content-Length: 1000\r\n\r\n{", "Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n"} {
		c, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprintf(c, "POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n%s", framing)
		stop := make(chan struct{})
		go func() { // a byte every 50 ms, never the whole body
			for {
				select {
				case <-stop:
					return
				case <-time.After(50 * time.Millisecond):
				}
				if _, err := c.Write([]byte(" ")); err != nil {
					return
				}
			}
		}()
		// A safety net, not a measure: without the fix the answer never comes.
		c.SetReadDeadline(time.Now().Add(30 * time.Second))
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			close(stop)
			t.Fatalf("%q: no answer to a trickling body: %v", framing, err)
		}
		body, _ := io.ReadAll(res.Body) // ends only when the server closes
		close(stop)
		if res.StatusCode != 400 || !strings.Contains(string(body), "did not arrive within 200ms") || !res.Close {
			t.Errorf("%q: %d, close %v, %s; want 400, the body timeout named, and the connection closed", framing, res.StatusCode, res.Close, body)
		}
	}
	// The server still answers.
	if status, body, _ := call(t, url, "/api/analyze", cheap); status != 200 {
		t.Errorf("cheap request after the trickling bodies: %d %.80s; want 200", status, body)
	}
}

// A request's time limit runs from its first byte, not from the end of
// its body: a body that took longer than the timeout to arrive (though
// within the body timeout) is answered 422, the time limit, even for a
// cheap request; and a request on a connection opened long before it
// (as browsers open them) still gets its whole time.
func TestDeadlineFromArrival(t *testing.T) {
	const timeout = 300 * time.Millisecond
	url := serve(t, Options{Timeout: timeout, BodyTimeout: 10 * time.Second})
	send := func(name string, preconnect, midBody time.Duration) (int, string) {
		c, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		time.Sleep(preconnect)
		fmt.Fprintf(c, "POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(cheap), cheap[:5])
		time.Sleep(midBody)
		io.WriteString(c, cheap[5:])
		c.SetReadDeadline(time.Now().Add(30 * time.Second)) // a safety net
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(body)
	}
	if status, body := send("a slow body", 0, 2*timeout); status != 422 || !strings.Contains(body, "stopped after the 300ms time limit") {
		t.Errorf("a cheap request whose body took %v: %d %.120s; want 422, the time limit", 2*timeout, status, body)
	}
	if status, body := send("a connection opened early", 2*timeout, 0); status != 200 || !strings.Contains(body, `"grundy":2`) {
		t.Errorf("a cheap request sent %v after its connection opened: %d %.120s; want 200, grundy 2", 2*timeout, status, body)
	}
}
