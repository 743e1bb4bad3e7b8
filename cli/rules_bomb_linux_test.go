package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nimber/nimber/internal/count"
	"github.com/nimber/nimber/internal/longtest"
)

// A rules script that asks for [0] * 10**9 (written out) under the
// default memory bound (issue 47: it once grew past 1.3 GB and went on)
// exits 2 with one line naming the bound; the long tier checks as well
// that it ends within 5 s, and that no process of the command (the
// parent, its script's child) reached 1 GB resident.
func TestRulesMemoryBombDefault(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime needs more address space than a memory bound leaves it")
	}
	bomb := filepath.Join(t.TempDir(), "bomb.star")
	if err := os.WriteFile(bomb, []byte("def moves(p):\n    return [0] * 1000000000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "analyze", bomb, "3")
	cmd.Env = append(os.Environ(), asMainEnv+"=1")
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	cmd.Run()
	took := time.Since(start)
	want := "nimber analyze: stopped at the " + count.FormatBytes(defaultMaxMemory) + " memory bound; raise --max-memory\n"
	if code := cmd.ProcessState.ExitCode(); code != 2 || stdout.String() != "" || stderr.String() != want {
		t.Errorf("nimber analyze bomb.star 3: exit %d, stdout %.200q, stderr %.400q; want exit 2 and %q", code, stdout.String(), stderr.String(), want)
	}
	// The largest resident set of the command and the children it waited
	// for, in kB.
	peak := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10
	t.Logf("exit %d in %v, peak %d MB resident", cmd.ProcessState.ExitCode(), took, peak>>20)
	if longtest.Enabled && took > 5*time.Second {
		t.Errorf("nimber analyze bomb.star 3: ended after %v; want within 5 s", took)
	}
	if longtest.Enabled && peak >= 1<<30 {
		t.Errorf("nimber analyze bomb.star 3: %d MB resident at most; want under 1 GB", peak>>20)
	}
}
