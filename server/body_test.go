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
