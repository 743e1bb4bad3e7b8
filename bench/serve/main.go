// Command serve puts a running `nimber serve` under hostile load (package
// internal/hostile) and measures what a user of it sees: while 8 clients send
// expensive requests and hundreds of connections idle or trickle their
// requests (reopened as the server drops them), cheap requests' answers
// and latency (p50, p99), the server's resident memory (its script
// children included) and the longest any request took against its
// timeout. bench/serve/run.sh builds nimber and runs it.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/nimber/nimber/internal/hostile"
)

func main() {
	var c hostile.Config
	nimber := flag.String("nimber", "nimber", "the nimber binary to serve with")
	flag.DurationVar(&c.Duration, "duration", 20*time.Second, "how long the load lasts")
	flag.DurationVar(&c.Timeout, "timeout", 5*time.Second, "the server's --timeout")
	flag.IntVar(&c.Idle, "idle", 100, "connections that send a request and idle, kept alive")
	flag.IntVar(&c.Trickle, "trickle", 100, "connections that trickle a request a byte a second: half the header, half the body")
	flag.IntVar(&c.Expensive, "expensive", 8, "clients sending expensive requests")
	flag.IntVar(&c.Cheap, "cheap", 16, "clients sending cheap requests")
	flag.Parse()
	srv := exec.Command(*nimber, "serve", "--addr", "127.0.0.1:0", "--timeout", c.Timeout.String())
	stderr, err := srv.StderrPipe()
	if err != nil {
		fail(err)
	}
	if err := srv.Start(); err != nil {
		fail(err)
	}
	defer srv.Process.Kill()
	addr := listening(stderr)
	stop := make(chan struct{})
	peak := hostile.Peak(srv.Process.Pid, stop)
	res := hostile.Run(addr, c)
	close(stop)
	res.Print(os.Stdout, c)
	fmt.Printf("peak resident memory, server and its script processes: %d MB\n", peak.Load()>>20)
}

// listening reads the server's address from its first line on stderr.
func listening(stderr io.Reader) string {
	sc := bufio.NewScanner(stderr)
	for sc.Scan() {
		if _, rest, ok := strings.Cut(sc.Text(), "http://"); ok {
			addr, _, _ := strings.Cut(rest, " ")
			go io.Copy(io.Discard, stderr)
			return addr
		}
	}
	fail(fmt.Errorf("nimber serve did not say where it listens"))
	return ""
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "bench/serve:", err)
	os.Exit(1)
}
