package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/internal/longtest"
)

func TestAnalyzeGolden(t *testing.T) { runGoldenDir(t, "analyze", maskExplored) }

// bigHeaps is the input of the speed example: the heaps
// 1e12, 2e12, ..., n·1e12, one a line.
func bigHeaps(n int) (string, []uint64) {
	var b strings.Builder
	heaps := make([]uint64, n)
	for i := range heaps {
		heaps[i] = uint64(i+1) * 1_000_000_000_000
		b.WriteString(strconv.FormatUint(heaps[i], 10))
		b.WriteByte('\n')
	}
	return b.String(), heaps
}

// TestStdinManyHeaps analyses 200,000 heaps from stdin and checks every
// winning move against Bouton's rule computed here.
func TestStdinManyHeaps(t *testing.T) {
	n := longtest.Pick(2_000, 200_000)
	input, heaps := bigHeaps(n)
	var stdout, stderr strings.Builder
	if code := run([]string{"analyze", "--json", "--moves", "0", "nim", "-"}, &env{stdin: strings.NewReader(input), stdout: &stdout, stderr: &stderr}); code != 0 {
		t.Fatalf("analyze nim - (%d heaps): exit %d, %s", n, code, stderr.String())
	}
	var r answer.Report
	if err := json.Unmarshal([]byte(stdout.String()), &r); err != nil {
		t.Fatal(err)
	}
	var total uint64
	for _, h := range heaps {
		total ^= h
	}
	var want []answer.MoveReport
	for i, h := range heaps {
		if h^total < h {
			want = append(want, answer.MoveReport{Component: i, From: strconv.FormatUint(h, 10), To: []string{strconv.FormatUint(h^total, 10)}})
		}
	}
	if len(r.Position) != n || r.Grundy == nil || r.Grundy.Cmp(game.Star(total)) != 0 || r.Count != int64(len(want)) {
		t.Fatalf("analyze nim - = %d components, grundy %v, %d moves; want %d, %d, %d", len(r.Position), r.Grundy, r.Count, n, total, len(want))
	}
	if !reflect.DeepEqual(r.WinningMoves, want) {
		t.Errorf("analyze nim -: the winning moves differ from Bouton's rule")
	}
}

// TestBatchMatchesAnalyze checks that each line of a batch gives the same
// JSON as analysing that position on its own, listing the same moves.
func TestBatchMatchesAnalyze(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var lines []string
	for range 200 {
		heaps := make([]string, 1+rng.IntN(5))
		for i := range heaps {
			heaps[i] = strconv.Itoa(rng.IntN(9))
		}
		lines = append(lines, strings.Join(heaps, " "))
	}
	for _, misere := range []string{"--misere=false", "--misere"} {
		var batch, stderr strings.Builder
		stdin := strings.Join(lines, "\n") // no final newline: the last line still counts
		if code := run([]string{"analyze", "--batch", "--json", "--moves", "2", misere, "nim"}, &env{stdin: strings.NewReader(stdin), stdout: &batch, stderr: &stderr}); code != 0 {
			t.Fatalf("analyze --batch %s: exit %d, %s", misere, code, stderr.String())
		}
		got := strings.SplitAfter(batch.String(), "\n")
		if len(got) != len(lines)+1 || got[len(lines)] != "" {
			t.Fatalf("analyze --batch %s printed %d lines, want %d", misere, len(got)-1, len(lines))
		}
		for i, line := range lines {
			var one strings.Builder
			run(append([]string{"analyze", "--json", "--moves", "2", misere, "nim"}, strings.Fields(line)...), &env{stdout: &one, stderr: &one})
			if got[i] != one.String() {
				t.Errorf("batch line %d (%s %s) = %s, want %s", i+1, misere, line, got[i], one.String())
			}
		}
	}
}

// TestBatchLongLine reads a line longer than the input buffer.
func TestBatchLongLine(t *testing.T) {
	const n = 50_001 // about 300 KB
	heaps := make([]string, n)
	for i := range heaps {
		heaps[i] = strconv.Itoa(i + 100_000)
	}
	var stdout, stderr strings.Builder
	stdin := "1 2\n" + strings.Join(heaps, " ") + "\n3\n"
	code := run([]string{"analyze", "--batch", "nim"}, &env{stdin: strings.NewReader(stdin), stdout: &stdout, stderr: &stderr})
	var total int
	for i := range n {
		total ^= i + 100_000
	}
	want := fmt.Sprintf("N 3\n%v %d\nN 3\n", outcomeOf(total), total)
	if code != 0 || stdout.String() != want {
		t.Errorf("batch with a %d-component line = exit %d, %q..., want exit 0, %q...", n, code, stdout.String()[:min(40, stdout.Len())], want)
	}
}

// lineByLine hands out one line per Read and checks, before each, that
// the answers to all earlier lines have been written: batch mode must
// answer a pipe fed a line at a time without waiting for more input.
type lineByLine struct {
	t     *testing.T
	lines []string
	next  int
	out   *strings.Builder
}

func (r *lineByLine) Read(p []byte) (int, error) {
	if answered := strings.Count(r.out.String(), "\n"); answered != r.next {
		r.t.Errorf("before reading line %d, %d answers written, want %d", r.next+1, answered, r.next)
	}
	if r.next == len(r.lines) {
		return 0, io.EOF
	}
	r.next++
	return copy(p, r.lines[r.next-1]), nil
}

func TestBatchAnswersEachLine(t *testing.T) {
	var stdout, stderr strings.Builder
	in := &lineByLine{t: t, lines: []string{"1 2\n", "3 3\n", "4\n"}, out: &stdout}
	if code := run([]string{"analyze", "--batch", "nim"}, &env{stdin: in, stdout: &stdout, stderr: &stderr}); code != 0 {
		t.Fatalf("analyze --batch: exit %d, %s", code, stderr.String())
	}
	if want := "N 3\nP 0\nN 4\n"; stdout.String() != want {
		t.Errorf("analyze --batch = %q, want %q", stdout.String(), want)
	}
}

// BenchmarkBatch measures batch mode on Nim lines of three heaps.
func BenchmarkBatch(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	const lines = 100_000
	var in strings.Builder
	for range lines {
		fmt.Fprintf(&in, "%d %d %d\n", rng.IntN(1000), rng.IntN(1000), rng.IntN(1000))
	}
	benchmarkTextAndJSON(b, []string{"analyze", "--batch", "nim"}, in.String(), lines)
}

// BenchmarkStdinNim200k is the speed example in-process: 200,000
// heaps up to 2·10^17 on stdin, every winning move listed.
func BenchmarkStdinNim200k(b *testing.B) {
	input, _ := bigHeaps(200_000)
	benchmarkTextAndJSON(b, []string{"analyze", "--moves", "0", "nim", "-"}, input, 0)
}

// benchmarkTextAndJSON runs nimber args on input in two sub-benchmarks,
// text and --json, reporting lines/s when the input has lines > 0 lines
// answered one by one.
func benchmarkTextAndJSON(b *testing.B, args []string, input string, lines int) {
	for _, mode := range []string{"text", "json"} {
		b.Run(mode, func(b *testing.B) {
			args := args
			if mode == "json" {
				args = append(args[:len(args):len(args)], "--json")
			}
			for b.Loop() {
				if code := run(args, &env{stdin: strings.NewReader(input), stdout: io.Discard, stderr: io.Discard}); code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
			if lines > 0 {
				b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
			}
		})
	}
}

func outcomeOf(grundy int) game.Outcome {
	if grundy == 0 {
		return game.P
	}
	return game.N
}

// A last line without its newline is answered, blank or not.
func TestBatchLastLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"3 4\n1 2", "N 7\nN 3\n"},
		{"3 4\n   ", "N 7\n\n"},
	} {
		var stdout, stderr strings.Builder
		code := run([]string{"analyze", "--batch", "nim"}, &env{stdin: strings.NewReader(c.in), stdout: &stdout, stderr: &stderr})
		if code != 0 || stdout.String() != c.want {
			t.Errorf("batch of %q = exit %d, %q, %q; want 0, %q", c.in, code, stdout.String(), stderr.String(), c.want)
		}
	}
}
