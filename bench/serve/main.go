// Command serve puts a running `nimber serve` under hostile load and
// measures what a user of it sees: while 8 clients send expensive
// requests and hundreds of connections idle or trickle their requests
// (reopened as the server drops them), cheap requests' answers and
// latency (p50, p99), the server's resident memory (its script children
// included) and the longest any request took against its timeout.
// bench/serve/run.sh builds nimber and runs it.
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
	idle     = flag.Int("idle", 100, "connections that send a request and idle, kept alive")
	trickle  = flag.Int("trickle", 100, "connections that trickle a request a byte a second: half the header, half the body")
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

	// The holders start first and stop with the clients.
	const fill = 2 * time.Second
	end := time.Now().Add(fill + *duration)
	var held sync.WaitGroup
	var opened atomic.Int64
	for i := range *idle + *trickle {
		kind := idler
		if i >= *idle {
			kind = []holder{headerTrickler, bodyTrickler}[i%2]
		}
		held.Go(func() { hold(addr, kind, end, &opened) })
	}
	time.Sleep(fill)

	var (
		mu      sync.Mutex
		lat     []time.Duration
		wrong   int
		why     = map[string]int{}
		longest [2]time.Duration // cheap, expensive
		over    [2]int           // past timeout + 1 s
		counts  = map[int]int{}
		cheap5  int
		wg      sync.WaitGroup
	)
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
				longest[1] = max(longest[1], took)
				if took > *timeout+time.Second {
					over[1]++
				}
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
				longest[0] = max(longest[0], took)
				if took > *timeout+time.Second {
					over[0]++
				}
				if status >= 500 {
					cheap5++
				}
				if status != 200 || !strings.Contains(body, c.want) {
					wrong++
					why[fmt.Sprintf("%d %.60s", status, body)]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	held.Wait()
	close(stop)
	slices.Sort(lat)
	q := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	fmt.Printf("nimber serve under load for %v: %d expensive clients, %d cheap, %d idle and %d trickling connections (%d opened in all), --timeout %v\n",
		*duration, *heavy, *light, *idle, *trickle, opened.Load(), *timeout)
	if len(lat) == 0 {
		fmt.Println("cheap requests: none answered")
		lat = []time.Duration{0}
	}
	fmt.Printf("cheap requests: %d, wrong %d, 5xx %d, p50 %v, p99 %v\n", len(lat), wrong, cheap5, q(0.5).Round(time.Millisecond), q(0.99).Round(time.Millisecond))
	fmt.Printf("expensive requests by status (0: no answer): %v\n", counts)
	for w, n := range why {
		fmt.Printf("  %d× %s\n", n, w)
	}
	fmt.Printf("longest request: cheap %v, expensive %v; past timeout + 1 s = %v: %d cheap, %d expensive\n",
		longest[0].Round(time.Millisecond), longest[1].Round(time.Millisecond), *timeout+time.Second, over[0], over[1])
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

// A holder is a connection that holds a place on the server and does
// nothing the server could answer.
type holder int

const (
	idler          holder = iota // a request answered, then idle on the kept-alive connection
	headerTrickler               // a header a byte a second
	bodyTrickler                 // a body a byte a second, after its header
)

// hold keeps a connection of kind open until end, and opens another as
// soon as the server drops it, as an attacker would.
func hold(addr string, kind holder, end time.Time, opened *atomic.Int64) {
	for time.Now().Before(end) {
		c, err := net.DialTimeout("tcp", addr, time.Until(end))
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		opened.Add(1)
		switch kind {
		case idler:
			fmt.Fprintf(c, "GET /api/games HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
		case headerTrickler:
			fmt.Fprintf(c, "GET /api/games HTTP/1.1\r\nHost: %s\r\nX-Slow: ", addr)
		case bodyTrickler:
			fmt.Fprintf(c, "POST /api/analyze HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{", addr)
		}
		dropped := make(chan struct{})
		go func() {
			io.Copy(io.Discard, c)
			close(dropped)
		}()
		tick := time.NewTicker(time.Second)
	trickling:
		for {
			select {
			case <-dropped:
				break trickling
			case <-time.After(time.Until(end)):
				break trickling
			case <-tick.C:
				if kind != idler {
					c.Write([]byte("a")) // an error shows as dropped
				}
			}
		}
		tick.Stop()
		c.Close()
		<-dropped
	}
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
