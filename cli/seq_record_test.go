package cli

import (
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// recordOutput is what --json says of a record run, less the time.
type recordOutput struct {
	N      int
	Stats  map[string]any
	Record struct {
		Block    int
		Checksum string
		Blocks   []map[string]any
		Zeros    int
		LastZero int `json:"last_zero"`
	}
}

// recordRun runs nimber with args and --json and returns what it says.
func recordRun(t *testing.T, args ...string) recordOutput {
	t.Helper()
	code, stdout, stderr := runNimber(append(args, "--json")...)
	if code != 0 {
		t.Fatalf("nimber %s: exit %d, %s", strings.Join(args, " "), code, stderr)
	}
	return parseRecord(t, stdout)
}

func parseRecord(t *testing.T, stdout string) recordOutput {
	t.Helper()
	var out recordOutput
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("%v in %q", err, stdout)
	}
	if len(out.Record.Blocks) == 0 {
		t.Fatalf("no blocks in %q", stdout)
	}
	return out
}

// TestSeqWindowMatchesFull: --window gives the statistics and block
// checksums of a run that keeps every value. The run extends by 2^20
// values at a time and drops values between those steps: Grundy's game
// past 2^20 drops some, and more in the long tier; Officers, with two-byte
// values, drops none.
func TestSeqWindowMatchesFull(t *testing.T) {
	type windowRun struct{ spec, to, window, block string }
	for _, test := range longtest.Pick(
		[]windowRun{{"grundy", "1_310_720", "2^17", "2^18"}, {"officers", "2^18", "2^16", "2^16"}},
		[]windowRun{{"grundy", "2^22", "2^17", "2^18"}, {"officers", "2^21", "2^19", "2^18"}},
	) {
		want := recordRun(t, "seq", test.spec, "--to", test.to, "--record", "--no-values", "--block", test.block)
		got := recordRun(t, "seq", test.spec, "--to", test.to, "--window", test.window, "--block", test.block)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("seq %s --window %s = %+v, want %+v", test.spec, test.window, got, want)
		}
	}
}

// TestSeqWindowTooSmall: a window short of Grundy's rare heap at 82,860
// stops the run there, saying so, with exit status 2.
func TestSeqWindowTooSmall(t *testing.T) {
	code, _, stderr := runNimber("seq", "grundy", "--to", "2^18", "--window", "2^16")
	if code != 2 || !strings.Contains(stderr, "G(82860) = ") || !strings.Contains(stderr, "larger window") {
		t.Errorf("--window 2^16 to 2^18: exit %d, %q; want 2 and G(82860) named", code, stderr)
	}
}

// TestSeqRecordFlags checks the combinations record runs refuse.
func TestSeqRecordFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--window", "2^17", "--out", "x.seq"},
		{"--window", "2^17", "--period"},
		{"--checkpoint", "x.ckpt"},
		{"--window", "1000"},
		{"--block", "2^10"},
		{"--window", "2^17", "--checkpoint-every", "-1s"},
		{"--window", "2^17", "--misere"},
	} {
		code, _, stderr := runNimber(append([]string{"seq", "grundy", "--to", "2^18"}, args...)...)
		if code != 2 || stderr == "" {
			t.Errorf("seq grundy %s: exit %d, %q; want 2 and a message", strings.Join(args, " "), code, stderr)
		}
	}
}

// TestSeqCheckpointAfterKill kills windowed runs with SIGKILL at random
// moments while they save checkpoints, goes on from what each left, and
// compares the end with an uninterrupted run.
//
// The run saves after each 2^20 values; it drops values from 2^20 on. The
// fast tier runs to 2^22 and kills within half a second of the first save,
// the long tier to 2^23 and within a second.
func TestSeqCheckpointAfterKill(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	to, within := longtest.Pick("2^22", "2^23"), longtest.Pick(time.Second/2, time.Second)
	args := []string{"seq", "grundy", "--to", to, "--window", "2^17", "--block", "2^20", "--json"}
	want := recordRun(t, args[:len(args)-1]...)
	path := filepath.Join(t.TempDir(), "g.ckpt")
	args = append(args, "--checkpoint", path, "--checkpoint-every", "1ns")
	child := func() *exec.Cmd {
		cmd := exec.Command(exe, append([]string{"-test.run=^TestSeqChild$", "--"}, args...)...)
		cmd.Env = append(os.Environ(), "NIMBER_SEQ_CHILD=1")
		return cmd
	}
	for i := range 3 {
		cmd := child()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Once the run has saved something, at a random moment.
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			if _, err := os.Stat(path); err == nil {
				break
			}
		}
		time.Sleep(rand.N(within))
		cmd.Process.Kill()
		if err := cmd.Wait(); err == nil {
			t.Logf("run %d finished before it was killed", i+1)
		}
	}
	out, err := child().Output()
	if err != nil {
		t.Fatalf("going on: %v", err)
	}
	if got := parseRecord(t, string(out)); !reflect.DeepEqual(got, want) {
		t.Errorf("after kills: %+v, want %+v", got, want)
	}
}

// TestSeqCheckpointRefused: a damaged checkpoint, or one of another game
// or window, is refused with exit status 2 and left as it was.
func TestSeqCheckpointRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.ckpt")
	base := []string{"seq", "grundy", "--to", "2^18", "--window", "2^17", "--checkpoint", path}
	if code, _, stderr := runNimber(base...); code != 0 {
		t.Fatalf("first run: exit %d, %s", code, stderr)
	}
	good, _ := os.ReadFile(path)
	bad := append([]byte(nil), good...)
	bad[len(bad)/2] ^= 1
	for _, test := range []struct {
		data []byte
		args []string
		want string
	}{
		{bad, base, "corrupt"},
		{good, append(base[:1:1], "kayles", "--to", "2^18", "--window", "2^17", "--checkpoint", path), "not of Kayles"},
		{good, append(base[:len(base):len(base)], "--window", "2^18"), "window of 131072"},
	} {
		os.WriteFile(path, test.data, 0o644)
		code, _, stderr := runNimber(test.args...)
		if code != 2 || !strings.Contains(stderr, test.want) {
			t.Errorf("nimber %s: exit %d, %q; want 2 and %q", strings.Join(test.args, " "), code, stderr, test.want)
		}
		if after, _ := os.ReadFile(path); !reflect.DeepEqual(after, test.data) {
			t.Errorf("nimber %s changed the checkpoint", strings.Join(test.args, " "))
		}
	}
}

// TestSeqWindowCancelled stops a checkpointing run through its context,
// as Ctrl-C and SIGTERM do: it saves, and its error says how to go on.
func TestSeqWindowCancelled(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.ckpt")
	r, _ := heap.Parse("grundy")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cfg := &seqConfig{rules: r, to: 1 << 18, toGiven: true, rec: recordFlags{window: 1 << 17, checkpoint: path, every: time.Hour, block: 1 << 16}}
	_, err := computeSeq(ctx, &env{stderr: io.Discard}, cfg)
	if err == nil || !strings.HasPrefix(err.Error(), "interrupted; stopped at n = ") || !strings.Contains(err.Error(), "saved to "+path) {
		t.Fatalf("computeSeq(cancelled) error = %v, want one saying it was interrupted and saved to %s", err, path)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("no checkpoint: %v", err)
	}
}
