// Command starqueen values rules/bench_test.go's queen game at (N, N) from
// a fresh rules file, with package rules of the tree it is built in: the
// bench (run.sh) builds it in this tree and in an old commit's.
// It prints checksum=VALUE positions=N seconds=CPU wall=S.
package main

import (
	"fmt"
	"os"
	"strconv"
	"syscall"
	"time"

	"github.com/nimber/nimber/rules"
)

const queen = `
def moves(p):
    x, y = p
    out = []
    if x > 0:
        out.append((x - 1, y))
    if y > 0:
        out.append((x, y - 1))
    if x > 0 and y > 0:
        out.append((x - 1, y - 1))
    return out
`

// cpu is the process's CPU time (internal/cputime, which old trees lack).
func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	start, cpu0 := time.Now(), cpu()
	g, err := rules.Load("queen.star", []byte(queen), rules.Options{MaxPositions: 1 << 30})
	if err != nil {
		panic(err)
	}
	c, err := g.Parse(fmt.Sprintf("(%d, %d)", n, n))
	if err != nil {
		panic(err)
	}
	v, err := c.Value()
	if err != nil {
		panic(err)
	}
	fmt.Printf("checksum=%s positions=%d seconds=%.4f wall=%.4f\n", v, g.Explored(), (cpu() - cpu0).Seconds(), time.Since(start).Seconds())
}
