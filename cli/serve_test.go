package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

func TestServeGolden(t *testing.T) { runGoldenDir(t, "serve") }

// nimber serve answers the API on the address it prints, and stops
// cleanly when its context ends (Ctrl-C).
func TestServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	saved := serveContext
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	defer func() { serveContext = saved }()

	pr, pw := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"serve", "--addr", "127.0.0.1:0"}, &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: pw})
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	go io.Copy(io.Discard, pr)
	_, url, ok := strings.Cut(line, "serving on ")
	url, _, _ = strings.Cut(url, " ")
	if err != nil || !ok {
		t.Fatalf("first line %q (%v); want the address served", line, err)
	}
	resp, err := http.Post(url+"/api/analyze", "application/json", strings.NewReader(`{"game":"nim","position":"3 4 5"}`))
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Outcome string `json:"outcome"`
		Grundy  int    `json:"grundy"`
	}
	err = json.NewDecoder(resp.Body).Decode(&got)
	resp.Body.Close()
	if err != nil || resp.StatusCode != 200 || got.Outcome != "N" || got.Grundy != 2 {
		t.Errorf("POST %s/api/analyze nim 3 4 5: %d %+v (%v); want 200, N, 2", url, resp.StatusCode, got, err)
	}
	cancel()
	if code := <-done; code != 0 {
		t.Errorf("serve exited %d after its context ended; want 0", code)
	}
}
