package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"
)

// A cdp drives a headless browser through the DevTools protocol over
// --remote-debugging-pipe (the browser reads commands on fd 3 and writes
// answers on fd 4, each a JSON object ended by a NUL byte), so that a test
// can click where a dumped DOM only shows.
type cdp struct {
	t       *testing.T
	cmd     *exec.Cmd
	w       *os.File
	mu      sync.Mutex
	next    int
	waiting map[int]chan cdpAnswer
	session string
}

type cdpAnswer struct {
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// startCDP starts chrome with a page attached, or skips the test.
func startCDP(t *testing.T, chrome string) *cdp {
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	// Not t.TempDir: the browser's helpers may still write to the profile
	// as the test ends, and a profile left behind is no failure.
	profile, err := os.MkdirTemp("", "nimber-cdp-")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, chrome, "--headless=new", "--no-sandbox", "--disable-gpu",
		"--remote-debugging-pipe", "--user-data-dir="+profile, "about:blank")
	cmd.ExtraFiles = []*os.File{inR, outW} // fds 3 and 4
	if err := cmd.Start(); err != nil {
		cancel()
		t.Skipf("cannot start %s: %v", chrome, err)
	}
	inR.Close()
	outW.Close()
	c := &cdp{t: t, cmd: cmd, w: inW, waiting: map[int]chan cdpAnswer{}}
	t.Cleanup(func() {
		// Closing the pipe asks the browser to quit; then it is made to.
		inW.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cancel()
			<-done
		}
		cancel()
		outR.Close()
		for range 5 {
			if os.RemoveAll(profile) == nil {
				break
			}
			time.Sleep(200 * time.Millisecond)
		}
	})
	go c.read(outR)
	var target struct{ TargetID string }
	c.call("Target.createTarget", map[string]any{"url": "about:blank"}, &target)
	var attached struct{ SessionID string }
	c.call("Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &attached)
	c.session = attached.SessionID
	return c
}

// read hands each answer to the call waiting for its id; events are
// dropped.
func (c *cdp) read(r *os.File) {
	br := bufio.NewReader(r)
	for {
		raw, err := br.ReadBytes(0)
		if err != nil {
			return
		}
		var m struct {
			ID int `json:"id"`
			cdpAnswer
		}
		if json.Unmarshal(bytes.TrimSuffix(raw, []byte{0}), &m) != nil || m.ID == 0 {
			continue
		}
		c.mu.Lock()
		ch := c.waiting[m.ID]
		delete(c.waiting, m.ID)
		c.mu.Unlock()
		if ch != nil {
			ch <- m.cdpAnswer
		}
	}
}

// call sends a command (to the page, once attached) and decodes its
// result into v.
func (c *cdp) call(method string, params map[string]any, v any) {
	c.t.Helper()
	c.mu.Lock()
	c.next++
	id := c.next
	ch := make(chan cdpAnswer, 1)
	c.waiting[id] = ch
	c.mu.Unlock()
	msg := map[string]any{"id": id, "method": method, "params": params}
	if c.session != "" {
		msg["sessionId"] = c.session
	}
	b, _ := json.Marshal(msg)
	if _, err := c.w.Write(append(b, 0)); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
	select {
	case a := <-ch:
		if a.Error != nil {
			c.t.Fatalf("%s: %s", method, a.Error.Message)
		}
		if v != nil {
			if err := json.Unmarshal(a.Result, v); err != nil {
				c.t.Fatalf("%s: %v in %s", method, err, a.Result)
			}
		}
	case <-time.After(30 * time.Second):
		c.t.Fatalf("%s: no answer in 30 s", method)
	}
}

// eval evaluates a JavaScript expression in the page and returns its
// value as JSON.
func (c *cdp) eval(expr string) json.RawMessage {
	c.t.Helper()
	var r struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
	}
	c.call("Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true, "awaitPromise": true}, &r)
	return r.Result.Value
}

// str evaluates a JavaScript expression whose value is a string.
func (c *cdp) str(expr string) string {
	c.t.Helper()
	var s string
	if err := json.Unmarshal(c.eval(expr), &s); err != nil {
		c.t.Fatalf("%s: not a string: %v", expr, err)
	}
	return s
}

// text returns the text content of the element matched by a selector.
func (c *cdp) text(selector string) string {
	return c.str(fmt.Sprintf("document.querySelector(%q)?.textContent ?? ''", selector))
}

// waitFor waits until a JavaScript expression is true.
func (c *cdp) waitFor(expr string) {
	c.t.Helper()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if string(c.eval(expr)) == "true" {
			return
		}
	}
	c.t.Fatalf("never true: %s", expr)
}
