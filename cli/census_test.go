package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestCensusGolden runs the census command: testdata/census/*.txt.
func TestCensusGolden(t *testing.T) { runGoldenDir(t, "census", maskMemoryStop) }

var memoryStop = regexp.MustCompile(`\| memory \|.*`)

// maskMemoryStop hides how far a game stopped by --max-memory got: the
// engine stops where its next allocation would pass the bound, which
// depends on how far its steps had gone, not on the census.
func maskMemoryStop(s string) string { return memoryStop.ReplaceAllString(s, "| memory | #") }

// censusArgs is the census the shard tests run: big enough that a shard
// can be killed with games left to do, small enough to take seconds.
var censusArgs = []string{"census", "octal", "--digits", "2", "--to", "2^14", "--jobs", "1", "--progress", "0"}

// TestCensusShards runs one census as four shards in four processes
// under Slurm's variables, kills one of them once it has written a game,
// cuts its file in the middle of a line as a kill while writing would,
// runs it again, merges the four files and compares the lines with the
// unsharded run.
func TestCensusShards(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	whole := seqChild(exe, censusArgs...)
	want, err := whole.Output()
	if err != nil {
		t.Fatalf("unsharded census: %v", err)
	}
	shard := func(i int) *cmdRun {
		out := filepath.Join(dir, "shard-"+string(rune('0'+i))+".jsonl")
		cmd := seqChild(exe, append(slices.Clone(censusArgs), "--out", out)...)
		cmd.Env = append(cmd.Env, "SLURM_ARRAY_TASK_ID="+string(rune('1'+i)), "SLURM_ARRAY_TASK_MIN=1", "SLURM_ARRAY_TASK_MAX=4")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		return &cmdRun{cmd, out, &stderr}
	}
	runs := []*cmdRun{shard(0), shard(1), shard(2), shard(3)}
	for _, r := range runs {
		if err := r.cmd.Start(); err != nil {
			t.Fatal(err)
		}
	}
	// Kill shard 2 once its file has a game in it.
	killed := runs[2]
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if b, _ := os.ReadFile(killed.out); bytes.Count(b, []byte("\n")) > 0 {
			break
		}
	}
	killed.cmd.Process.Signal(syscall.SIGKILL)
	for i, r := range runs {
		if err := r.cmd.Wait(); err != nil && i != 2 {
			t.Fatalf("shard %d: %v\n%s", i, err, r.stderr)
		}
	}
	before, _ := os.ReadFile(killed.out)
	if killed.cmd.ProcessState.Success() {
		t.Logf("shard 2 finished before it was killed")
	}
	f, err := os.OpenFile(killed.out, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"game":"0.77","fam`)
	f.Close()
	again := shard(2)
	if err := again.cmd.Run(); err != nil {
		t.Fatalf("shard 2 run again: %v\n%s", err, again.stderr)
	}
	after, _ := os.ReadFile(killed.out)
	if !bytes.HasPrefix(after, before) {
		t.Errorf("shard 2 run again rewrote the games it had done")
	}
	merge := seqChild(exe, "census", "merge", runs[0].out, runs[1].out, runs[2].out, runs[3].out)
	var stderr bytes.Buffer
	merge.Stderr = &stderr
	got, err := merge.Output()
	if err != nil {
		t.Fatalf("merge: %v\n%s", err, stderr.String())
	}
	if g, w := sortedLines(got), sortedLines(want); !slices.Equal(g, w) {
		t.Errorf("merged shards: %d lines, unsharded: %d; they differ:\n%s", len(g), len(w), firstDiff(g, w))
	}
	// A shard left out, and a shard twice, are refused.
	for _, files := range [][]string{{runs[0].out, runs[1].out, runs[2].out}, {runs[0].out, runs[1].out, runs[2].out, runs[3].out, runs[3].out}} {
		cmd := seqChild(exe, append([]string{"census", "merge"}, files...)...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		cmd.Run()
		msg := stderr.String()
		if code := cmd.ProcessState.ExitCode(); code != 2 || !strings.Contains(msg, "do not cover octal --digits 2 exactly once") {
			t.Errorf("merge of %d files: exit %d, %q; want 2 and the games missing or duplicated", len(files), code, msg)
		}
	}
}

type cmdRun struct {
	cmd    *exec.Cmd
	out    string
	stderr *bytes.Buffer
}

func sortedLines(b []byte) []string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	slices.Sort(lines)
	return lines
}

func firstDiff(a, b []string) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return "got  " + a[i] + "\nwant " + b[i]
		}
	}
	return "one is longer"
}
