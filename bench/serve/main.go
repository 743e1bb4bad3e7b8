// Command serve puts a running `nimber serve` under hostile load and
// measures what a user of it sees: while 8 clients send expensive
// requests and 200 connections idle or trickle their bodies, cheap
// requests' latency (p50, p99), the server's resident memory (its
// script children included) and the longest any request took against
// its timeout. bench/serve/run.sh builds nimber and runs it.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

var (
	nimber   = flag.String("nimber", "nimber", "the nimber binary to serve with")
	duration = flag.Duration("duration", 20*time.Second, "how long the load lasts")
	timeout  = flag.Duration("timeout", 5*time.Second, "the server's --timeout")
	idle     = flag.Int("idle", 200, "connections that idle or trickle their bodies")
	heavy    = flag.Int("expensive", 8, "clients sending expensive requests")
	light    = flag.Int("cheap", 16, "clients sending cheap requests")
)

// The requests: cheap ones with the answer they must give, and expensive
// ones that run to the timeout (a misère search, a rules script, a
// memory bomb).
var (
	cheap = []struct{ body, want string }{
		{`{"game":"nim","position":"3 4 5"}`, `"grundy":2`},
		{`{"game":"kayles","position":"7 9"}`, `"grundy":6`},
		{`{"game":"wythoff","position":"3,5"}`, `"outcome":"P"`},
	}
	expensive = []string{
		`{"game":"kayles","position":"30 35 40 45","misere":true}`,
		`{"rules":"def moves(p):\n    return [p * p + 2]\n","position":"2"}`,
		`{"rules":"def moves(p):\n    return [0] * 1000000000\n","position":"2"}`,
		`{"game":"hex:0.3F","position":"12000"}`,
	}
)

func main() {
	flag.Parse()
	srv := exec.Command(*nimber, "serve", "--addr", "127.0.0.1:0", "--timeout", timeout.String())
	stderr, err := srv.StderrPipe()
	if err != nil {
		fail(err)
	}
	if err := srv.Start(); err != nil {
		fail(err)
	}
	defer srv.Process.Kill()
	addr := listening(stderr)
	url := "http://" + addr

	var peak atomic.Int64
	stop := make(chan struct{})
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
			peak.Store(max(peak.Load(), treeRSS(srv.Process.Pid)))
		}
	}()

	conns := hold(addr, *idle)
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()

	var (
		mu      sync.Mutex
		lat     []time.Duration
		wrong   int
		why     = map[string]int{}
		longest time.Duration
		counts  = map[int]int{}
		wg      sync.WaitGroup
	)
	end := time.Now().Add(*duration)
	client := &http.Client{Timeout: *timeout + 10*time.Second}
	post := func(body string) (int, string, time.Duration) {
		start := time.Now()
		res, err := client.Post(url+"/api/analyze", "application/json", strings.NewReader(body))
		if err != nil {
			return 0, err.Error(), time.Since(start)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		return res.StatusCode, string(b), time.Since(start)
	}
	for i := range *heavy {
		wg.Go(func() {
			for k := 0; time.Now().Before(end); k++ {
				status, body, took := post(expensive[(i+k)%len(expensive)])
				mu.Lock()
				counts[status]++
				if status == 0 {
					why[fmt.Sprintf("expensive: %.80s", body)]++
				}
				longest = max(longest, took)
				mu.Unlock()
				if status == 503 {
					time.Sleep(200 * time.Millisecond) // as Retry-After asks, roughly
				}
			}
		})
	}
	for i := range *light {
		wg.Go(func() {
			for k := 0; time.Now().Before(end); k++ {
				c := cheap[(i+k)%len(cheap)]
				status, body, took := post(c.body)
				mu.Lock()
				lat = append(lat, took)
				longest = max(longest, took)
				if status != 200 || !strings.Contains(body, c.want) {
					wrong++
					why[fmt.Sprintf("%d %.60s", status, body)]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	close(stop)
	slices.Sort(lat)
	q := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	fmt.Printf("nimber serve under load for %v: %d expensive clients, %d cheap, %d idle or trickling connections, --timeout %v\n",
		*duration, *heavy, *light, len(conns), *timeout)
	fmt.Printf("cheap requests: %d, wrong %d, p50 %v, p99 %v\n", len(lat), wrong, q(0.5).Round(time.Millisecond), q(0.99).Round(time.Millisecond))
	fmt.Printf("expensive requests by status: %v\n", counts)
	for w, n := range why {
		fmt.Printf("  %d× %s\n", n, w)
	}
	fmt.Printf("longest request: %v (timeout + 1 s = %v)\n", longest.Round(time.Millisecond), *timeout+time.Second)
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

// hold opens n connections: half send a request and then idle on the
// kept-alive connection, half trickle a body a byte a second.
func hold(addr string, n int) []net.Conn {
	var conns []net.Conn
	for i := range n {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			fail(err)
		}
		conns = append(conns, c)
		if i%2 == 0 {
			fmt.Fprintf(c, "GET /api/games HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
			go io.Copy(io.Discard, c)
			continue
		}
		fmt.Fprintf(c, "POST /api/analyze HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{", addr)
		go func() {
			for range time.Tick(time.Second) {
				if _, err := c.Write([]byte(" ")); err != nil {
					return
				}
			}
		}()
	}
	return conns
}

// treeRSS is the resident memory of process pid and its children, in
// bytes.
func treeRSS(pid int) int64 {
	total := rss(pid)
	children, _ := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid))
	for _, c := range strings.Fields(string(children)) {
		if p, err := strconv.Atoi(c); err == nil {
			total += rss(p)
		}
	}
	return total
}

func rss(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/statm", pid))
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "bench/serve:", err)
	os.Exit(1)
}
