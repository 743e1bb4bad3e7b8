package hostile

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Config is a load: how many clients and connections of each kind, for
// how long.
type Config struct {
	Duration time.Duration // how long the clients send
	// Timeout is the server's: a request past it + 1 s is counted late.
	Timeout time.Duration
	Idle    int // connections that send a request and idle, kept alive
	// Trickle are connections that trickle a request a byte a second:
	// half the header, half the body.
	Trickle   int
	Expensive int // clients sending expensive requests
	Cheap     int // clients sending cheap requests
	// Fill is how long the connections hold before the clients start
	// (DefaultFill if 0).
	Fill time.Duration
}

// DefaultFill is Config.Fill's default.
const DefaultFill = 2 * time.Second

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

// Result is what the load's clients saw.
type Result struct {
	Opened   int64           // connections the holders opened in all
	Cheap    []time.Duration // each cheap request's time, sorted
	Wrong    int             // cheap requests answered other than 200 and the right answer
	Cheap5xx int             // of those, the answers 500 to 599
	// Expensive counts the expensive requests' answers by status, 0 for
	// none (the connection failed).
	Expensive map[int]int
	// Why counts the wrong and unanswered requests by what they got.
	Why map[string]int
	// Longest is the longest cheap and expensive request, Late how many
	// of each ended past the timeout + 1 s.
	Longest [2]time.Duration
	Late    [2]int
}

// Quantile is the cheap requests' time at q (0.5, 0.99), 0 for none.
func (r *Result) Quantile(q float64) time.Duration {
	if len(r.Cheap) == 0 {
		return 0
	}
	return r.Cheap[min(len(r.Cheap)-1, int(q*float64(len(r.Cheap))))]
}

// Print writes the result as bench/serve shows it.
func (r *Result) Print(w io.Writer, c Config) {
	fmt.Fprintf(w, "nimber serve under load for %v: %d expensive clients, %d cheap, %d idle and %d trickling connections (%d opened in all), --timeout %v\n",
		c.Duration, c.Expensive, c.Cheap, c.Idle, c.Trickle, r.Opened, c.Timeout)
	if len(r.Cheap) == 0 {
		fmt.Fprintln(w, "cheap requests: none answered")
	}
	fmt.Fprintf(w, "cheap requests: %d, wrong %d, 5xx %d, p50 %v, p99 %v\n", len(r.Cheap), r.Wrong, r.Cheap5xx,
		r.Quantile(0.5).Round(time.Millisecond), r.Quantile(0.99).Round(time.Millisecond))
	fmt.Fprintf(w, "expensive requests by status (0: no answer): %v\n", r.Expensive)
	for why, n := range r.Why {
		fmt.Fprintf(w, "  %d× %s\n", n, why)
	}
	fmt.Fprintf(w, "longest request: cheap %v, expensive %v; past timeout + 1 s = %v: %d cheap, %d expensive\n",
		r.Longest[0].Round(time.Millisecond), r.Longest[1].Round(time.Millisecond), c.Timeout+time.Second, r.Late[0], r.Late[1])
}

// Run puts the server at addr (host:port) under the load c and returns
// what its clients saw. The holders start Fill before the clients, and
// all stop together.
func Run(addr string, c Config) *Result {
	if c.Fill == 0 {
		c.Fill = DefaultFill
	}
	end := time.Now().Add(c.Fill + c.Duration)
	var held sync.WaitGroup
	var opened atomic.Int64
	for i := range c.Idle + c.Trickle {
		kind := idler
		if i >= c.Idle {
			kind = []holder{headerTrickler, bodyTrickler}[i%2]
		}
		held.Go(func() { hold(addr, kind, end, &opened) })
	}
	time.Sleep(c.Fill)

	var (
		mu  sync.Mutex
		res = &Result{Expensive: map[int]int{}, Why: map[string]int{}}
		wg  sync.WaitGroup
	)
	client := &http.Client{Timeout: c.Timeout + 10*time.Second}
	defer client.CloseIdleConnections()
	url := "http://" + addr + "/api/analyze"
	post := func(body string) (int, string, time.Duration) {
		start := time.Now()
		r, err := client.Post(url, "application/json", strings.NewReader(body))
		if err != nil {
			return 0, err.Error(), time.Since(start)
		}
		b, _ := io.ReadAll(r.Body)
		r.Body.Close()
		return r.StatusCode, string(b), time.Since(start)
	}
	// took counts a request's time, of kind 0 cheap or 1 expensive, with
	// mu held.
	took := func(kind int, d time.Duration) {
		res.Longest[kind] = max(res.Longest[kind], d)
		if d > c.Timeout+time.Second {
			res.Late[kind]++
		}
	}
	for i := range c.Expensive {
		wg.Go(func() {
			for k := 0; time.Now().Before(end); k++ {
				status, body, d := post(expensive[(i+k)%len(expensive)])
				mu.Lock()
				res.Expensive[status]++
				if status == 0 || status >= 500 && status != http.StatusServiceUnavailable {
					res.Why[fmt.Sprintf("expensive: %d %.80s", status, body)]++
				}
				took(1, d)
				mu.Unlock()
				if status == http.StatusServiceUnavailable {
					time.Sleep(200 * time.Millisecond) // as Retry-After asks, roughly
				}
			}
		})
	}
	for i := range c.Cheap {
		wg.Go(func() {
			for k := 0; time.Now().Before(end); k++ {
				want := cheap[(i+k)%len(cheap)]
				status, body, d := post(want.body)
				mu.Lock()
				res.Cheap = append(res.Cheap, d)
				took(0, d)
				if status >= 500 {
					res.Cheap5xx++
				}
				if status != http.StatusOK || !strings.Contains(body, want.want) {
					res.Wrong++
					res.Why[fmt.Sprintf("cheap: %d %.60s", status, body)]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	held.Wait()
	res.Opened = opened.Load()
	slices.Sort(res.Cheap)
	return res
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
		over := time.NewTimer(time.Until(end))
	trickling:
		for {
			select {
			case <-dropped:
				break trickling
			case <-over.C:
				break trickling
			case <-tick.C:
				if kind != idler {
					c.Write([]byte("a")) // an error shows as dropped
				}
			}
		}
		tick.Stop()
		over.Stop()
		c.Close()
		<-dropped
	}
}
