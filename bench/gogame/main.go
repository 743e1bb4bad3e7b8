// Command gogame is the Go side of the bench of games written in Go
// (run.sh), with package custom as a program of one's own uses it:
//
//	gogame corner N   the corner game's table, x, y = 0..N, as
//	                  "corner table --json" computes and writes it
//	gogame queen N    the queen game's value at (N, N) on a fresh family
//
// It prints checksum=HEX positions=N seconds=CPU wall=S, as the C++ does.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/nimber/nimber/bench/gogame/benchgames"
	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/internal/cputime"
)

func main() {
	ctx := context.Background()
	if err := run(ctx, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "gogame:", err)
		os.Exit(2)
	}
}

func run(ctx context.Context, args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: gogame corner|queen N")
	}
	n, err := strconv.Atoi(args[1])
	if err != nil || n < 0 {
		return fmt.Errorf("bad size %q", args[1])
	}
	var (
		sum       uint64
		positions int64
		wall, cpu time.Duration
	)
	switch args[0] {
	case "corner":
		sum, positions, wall, cpu, err = table(n)
	case "queen":
		sum, positions, wall, cpu, err = value(ctx, n)
	default:
		err = fmt.Errorf("unknown game %q", args[0])
	}
	if err != nil {
		return err
	}
	if cpu == 0 {
		cpu = wall
	}
	fmt.Printf("checksum=%016x positions=%d seconds=%.4f wall=%.4f\n", sum, positions, cpu.Seconds(), wall.Seconds())
	return nil
}

// timer measures wall and CPU time from its start.
type timer struct {
	wall time.Time
	cpu  time.Duration
}

func start() timer { return timer{time.Now(), cputime.Process()} }

func (t timer) stop() (wall, cpu time.Duration) {
	return time.Since(t.wall), cputime.Process() - t.cpu
}

// table times "corner table --x 0..n --y 0..n --json", then checksums its
// values row by row, as the C++ does.
func table(n int) (h uint64, positions int64, wall, cpu time.Duration, err error) {
	var out, errs bytes.Buffer
	span := "0.." + strconv.Itoa(n)
	args := []string{"table", "corner", "--x", span, "--y", span, "--json"}
	t := start()
	code := cli.Main(args, strings.NewReader(""), &out, &errs, cli.Options{Games: custom.Games(benchgames.Corner)})
	wall, cpu = t.stop()
	if code != 0 {
		return 0, 0, 0, 0, fmt.Errorf("corner %s: %s", strings.Join(args, " "), errs.String())
	}
	var tab struct{ Values [][]uint64 }
	if err := json.NewDecoder(io.Reader(&out)).Decode(&tab); err != nil {
		return 0, 0, 0, 0, err
	}
	for _, row := range tab.Values {
		for _, v := range row {
			h = h*1000003 + v
		}
	}
	return h, int64((n + 1) * (n + 1)), wall, cpu, nil
}

// value values (n, n) of the queen game on a fresh family.
func value(ctx context.Context, n int) (g uint64, positions int64, wall, cpu time.Duration, err error) {
	t := start()
	f, err := benchgames.Queen.Family(nil, games.Config{MaxPositions: 1 << 30})
	if err != nil {
		return 0, 0, 0, 0, err
	}
	c, err := f.Parse(fmt.Sprintf("%d,%d", n, n))
	if err != nil {
		return 0, 0, 0, 0, err
	}
	v, err := c.Value(ctx)
	wall, cpu = t.stop()
	if err != nil {
		return 0, 0, 0, 0, err
	}
	g, _ = v.Uint64()
	return g, f.(interface{ Explored() int64 }).Explored(), wall, cpu, nil
}
