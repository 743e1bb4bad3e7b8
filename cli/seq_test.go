package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/heap/seqfile"
	"github.com/nimber/nimber/internal/longtest"
)

func TestSeqGolden(t *testing.T) { runGoldenDir(t, "seq") }

// runSeq runs nimber with args in-process and returns its exit code and
// output.
func runNimber(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut})
	return code, out.String(), errOut.String()
}

// TestSeqMatchesPlain checks the JSON values against the textbook mex.
func TestSeqMatchesPlain(t *testing.T) {
	for _, spec := range []string{"kayles", "dawson", "grundy", "octal:0.16", "hex:0.3F", "subtraction:2,5,7", "allbut:2,3,7"} {
		code, stdout, stderr := runNimber("seq", spec, "--to", "300", "--json", "--period")
		if code != 0 {
			t.Fatalf("seq %s: exit %d, %s", spec, code, stderr)
		}
		var got struct {
			Game   string
			N      int
			Values []uint32
		}
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatal(err)
		}
		r, _ := heap.Parse(spec)
		if want := heap.Plain(r, 300); got.N != 300 || got.Game != r.String() || !slices.Equal(got.Values, want) {
			t.Errorf("seq %s --json = %s n=%d %v, want %s n=300 %v", spec, got.Game, got.N, got.Values, r, want)
		}
	}
}

// TestSeqFileAndPlot checks --out against a reread file, --resume of a
// complete file, and that --plot writes a file.
func TestSeqFileAndPlot(t *testing.T) {
	dir := t.TempDir()
	short, long := filepath.Join(dir, "short.seq"), filepath.Join(dir, "long.seq")
	for _, args := range [][]string{
		{"seq", "officers", "--to", "5000", "--out", short, "--no-values"},
		{"seq", "officers", "--to", "9000", "--resume", short, "--no-values", "--plot", filepath.Join(dir, "p.svg")},
		{"seq", "officers", "--to", "9000", "--out", long, "--no-values", "--plot", filepath.Join(dir, "p.png")},
	} {
		if code, _, stderr := runNimber(args...); code != 0 {
			t.Fatalf("nimber %s: exit %d, %s", strings.Join(args, " "), code, stderr)
		}
	}
	a, _ := os.ReadFile(short)
	b, _ := os.ReadFile(long)
	if !bytes.Equal(a, b) {
		t.Errorf("a run extended by --resume differs from a run made at once")
	}
	f, err := seqfile.Read(long)
	r, _ := heap.Parse("officers")
	if err != nil || !slices.Equal(f.Values, heap.Plain(r, 9000)) {
		t.Errorf("seqfile.Read(--out officers --to 9000) = %v; want the values of heap.Plain", err)
	}
	for _, p := range []string{"p.svg", "p.png"} {
		if st, err := os.Stat(filepath.Join(dir, p)); err != nil || st.Size() < 1000 {
			t.Errorf("--plot %s: %v, want a file", p, err)
		}
	}
}

// TestSeqSpill checks that --spill gives the values of a run without it,
// resumed or not, and leaves nothing in its directory.
func TestSeqSpill(t *testing.T) {
	dir, spill := t.TempDir(), t.TempDir()
	path := filepath.Join(dir, "g.seq")
	for _, args := range [][]string{
		{"seq", "grundy", "--to", "9000", "--out", path, "--spill", spill, "--no-values"},
		{"seq", "grundy", "--to", "30000", "--resume", path, "--spill", spill, "--no-values"},
	} {
		if code, _, stderr := runNimber(args...); code != 0 {
			t.Fatalf("nimber %s: exit %d, %s", strings.Join(args, " "), code, stderr)
		}
	}
	f, err := seqfile.Read(path)
	r, _ := heap.Parse("grundy")
	if err != nil || !slices.Equal(f.Values, heap.Plain(r, 30000)) {
		t.Errorf("seq grundy --spill, resumed to 30000: %v; want the values of heap.Plain", err)
	}
	if left, _ := os.ReadDir(spill); len(left) != 0 {
		t.Errorf("--spill left %d files in its directory, want none", len(left))
	}
	code, _, stderr := runNimber("seq", "grundy", "--to", "100", "--spill", filepath.Join(dir, "missing"))
	if code == 0 || !strings.Contains(stderr, "missing") {
		t.Errorf("--spill into a missing directory: exit %d, %q; want an error naming it", code, stderr)
	}
}

// TestSeqChild is the child process of TestSeqResumeAfterKill: it runs
// nimber with the arguments after "--" and exits.
func TestSeqChild(t *testing.T) {
	if os.Getenv("NIMBER_SEQ_CHILD") != "1" {
		t.Skip("run by TestSeqResumeAfterKill")
	}
	args := os.Args
	for i, a := range args {
		if a == "--" {
			args = args[i+1:]
			break
		}
	}
	os.Exit(run(args, &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}))
}

// TestSeqResumeAfterKill kills a run with SIGKILL while it writes its file,
// kills the resumed run too, resumes again, and compares the result with
// an uninterrupted run, byte for byte.
func TestSeqResumeAfterKill(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	const spec, to = "grundy", "60000"
	want, killed := filepath.Join(dir, "want.seq"), filepath.Join(dir, "killed.seq")
	if code, _, stderr := runNimber("seq", spec, "--to", to, "--out", want, "--no-values"); code != 0 {
		t.Fatalf("uninterrupted run: exit %d, %s", code, stderr)
	}
	child := func(args ...string) *exec.Cmd { return seqChild(exe, args...) }
	// Kill each run once the file has grown by a few more blocks (at
	// whatever byte the writer is then), before the run can finish.
	size := int64(0)
	for i, file := range []string{"--out", "--resume"} {
		cmd := child("seq", spec, "--to", to, file, killed, "--no-values")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			// Grundy's values up to 60000 take a byte each.
			if st, err := os.Stat(killed); err == nil && st.Size() > size+int64(2+i)*(seqfile.DefaultBlock+4) {
				size = st.Size()
				break
			}
		}
		cmd.Process.Kill()
		cmd.Wait()
		if _, err := seqfile.Read(killed); err == nil {
			t.Logf("run %d finished before it was killed", i+1)
		}
	}
	if out, err := child("seq", spec, "--to", to, "--resume", killed, "--no-values").CombinedOutput(); err != nil {
		t.Fatalf("resume: %v\n%s", err, out)
	}
	a, _ := os.ReadFile(want)
	b, _ := os.ReadFile(killed)
	if !bytes.Equal(a, b) {
		t.Errorf("resumed file (%d bytes) differs from the uninterrupted run (%d bytes)", len(b), len(a))
	}
}

// seqChild returns the command that runs nimber with args in a child
// process (TestSeqChild).
func seqChild(exe string, args ...string) *exec.Cmd {
	cmd := exec.Command(exe, append([]string{"-test.run=^TestSeqChild$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), "NIMBER_SEQ_CHILD=1")
	return cmd
}

// TestSeqResumeAfterInterrupt stops a run with SIGINT, as Ctrl-C does: it
// exits at once with the limit status, saying how to go on, and --resume
// then ends with the bytes of an uninterrupted run.
func TestSeqResumeAfterInterrupt(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	// The signal comes once 2^16 values are written, long before the run
	// to 2^19 (2^21 in the long tier) ends.
	const spec = "grundy"
	to := longtest.Pick("2^19", "2^21")
	want, stopped := filepath.Join(dir, "want.seq"), filepath.Join(dir, "stopped.seq")
	cmd := seqChild(exe, "seq", spec, "--to", to, "--out", stopped, "--no-values")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if st, err := os.Stat(stopped); err == nil && st.Size() > 16*(seqfile.DefaultBlock+4) {
			break
		}
	}
	start := time.Now()
	cmd.Process.Signal(os.Interrupt)
	err = cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 2 || !strings.Contains(stderr.String(), "continue with --resume "+stopped) {
		t.Fatalf("interrupted run: exit %d (%v), %q; want 2 and how to resume", code, err, stderr.String())
	}
	t.Logf("the run stopped %v after SIGINT", time.Since(start))
	if _, err := seqfile.Read(stopped); err == nil {
		t.Fatalf("the interrupted run's file is finished, want it stopped short")
	}
	if out, err := seqChild(exe, "seq", spec, "--to", to, "--resume", stopped, "--no-values").CombinedOutput(); err != nil {
		t.Fatalf("resume: %v\n%s", err, out)
	}
	if code, _, stderr := runNimber("seq", spec, "--to", to, "--out", want, "--no-values"); code != 0 {
		t.Fatalf("uninterrupted run: exit %d, %s", code, stderr)
	}
	a, _ := os.ReadFile(want)
	b, _ := os.ReadFile(stopped)
	if !bytes.Equal(a, b) {
		t.Errorf("resumed file (%d bytes) differs from the uninterrupted run (%d bytes)", len(b), len(a))
	}
}

// TestSeqCancelled stops a run through its context, as Ctrl-C does: the
// error says how to go on, and --resume then finishes the file.
func TestSeqCancelled(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stopped.seq")
	r, _ := heap.Parse("kayles")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stderr bytes.Buffer
	_, err := computeSeq(ctx, &env{stderr: &stderr}, &seqConfig{rules: r, to: 5000, toGiven: true, out: path})
	if err == nil || !strings.Contains(err.Error(), "--resume "+path) {
		t.Fatalf("computeSeq(cancelled) error = %v, want one saying --resume %s", err, path)
	}
	if code, _, stderr := runNimber("seq", "kayles", "--to", "5000", "--resume", path, "--no-values"); code != 0 {
		t.Fatalf("resume after cancel: exit %d, %s", code, stderr)
	}
	if f, err := seqfile.Read(path); err != nil || !slices.Equal(f.Values, heap.Plain(r, 5000)) {
		t.Errorf("resumed file: %v; want the 5000 values of heap.Plain", err)
	}
}

// grundyFile writes a sequence file of Grundy's game to n values in a
// temporary directory and returns its path and bytes.
func grundyFile(t *testing.T, n string) (string, []byte) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "g.seq")
	if code, _, stderr := runNimber("seq", "grundy", "--to", n, "--out", file, "--no-values"); code != 0 {
		t.Fatalf("first run: exit %d, %s", code, stderr)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return file, data
}

// TestSeqResumeProgress checks that --progress says what --resume kept.
func TestSeqResumeProgress(t *testing.T) {
	file, _ := grundyFile(t, "5000")
	code, _, stderr := runNimber("seq", "grundy", "--to", "6000", "--resume", file, "--no-values", "--progress")
	if code != 0 {
		t.Fatalf("resumed run: exit %d, %s", code, stderr)
	}
	for _, want := range []string{"kept 5000 values of " + file, "vector kernels: " + heap.Kernels()} {
		if !strings.Contains(stderr, want) {
			t.Errorf("resumed run's stderr %q, want it to contain %q", stderr, want)
		}
	}
}

// TestSeqResumeShorter: --resume with a --to below what the file holds
// keeps the file, answers with all of it and says so.
func TestSeqResumeShorter(t *testing.T) {
	file, before := grundyFile(t, "3000")
	code, stdout, stderr := runNimber("seq", "grundy", "--to", "100", "--resume", file, "--no-values", "--json")
	if code != 0 || !strings.Contains(stdout, `"n":3000`) {
		t.Fatalf("resumed run: exit %d, stdout %q; want exit 0 and n 3000", code, stdout)
	}
	if want := file + " already holds 3000 values, more than --to 100 asks for: nothing to compute"; !strings.Contains(stderr, want) {
		t.Errorf("stderr %q, want it to contain %q", stderr, want)
	}
	if after, err := os.ReadFile(file); err != nil || !bytes.Equal(after, before) {
		t.Errorf("the file changed (%v)", err)
	}
}

// TestSeqResumeOtherGame: resuming a file of another game is a usage
// error that names both games, and leaves the file as it was.
func TestSeqResumeOtherGame(t *testing.T) {
	file, before := grundyFile(t, "3000")
	code, _, stderr := runNimber("seq", "kayles", "--to", "4000", "--resume", file)
	if code != 2 || !strings.Contains(stderr, "Grundy's game (4!.0)") || !strings.Contains(stderr, "Kayles (octal 0.77)") {
		t.Errorf("resuming Grundy's game's file as Kayles: exit %d, %q; want 2 and both games named", code, stderr)
	}
	if after, err := os.ReadFile(file); err != nil || !bytes.Equal(after, before) {
		t.Errorf("the file changed (%v)", err)
	}
}

// With --out the values go to the file, not the terminal, unless asked.
func TestSeqOutQuiet(t *testing.T) {
	path := filepath.Join(t.TempDir(), "k.seq")
	code, stdout, stderr := runNimber("seq", "kayles", "--to", "300", "--out", path)
	if code != 0 || strings.Contains(stdout, "G(0..") || !strings.Contains(stdout, "300 values computed") {
		t.Errorf("seq --out: exit %d, %q, %q; want the count only", code, stdout, stderr)
	}
	code, stdout, _ = runNimber("seq", "kayles", "--to", "300", "--resume", path, "--values")
	if code != 0 || !strings.Contains(stdout, "G(0..299)") {
		t.Errorf("seq --resume --values: exit %d, %.200q; want the values", code, stdout)
	}
}
