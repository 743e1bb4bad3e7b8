package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/server"
)

// TestMain makes the test binary nimber when it is started as the
// program nimber serve starts for a script, as a rules file's child, or
// as nimber itself (asMainEnv): Main then runs, as nimber's main does.
func TestMain(m *testing.M) {
	for _, v := range []string{server.WorkerEnv, rulesChildEnv, asMainEnv} {
		if os.Getenv(v) != "" {
			selfStart = true
			os.Exit(Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, Options{}))
		}
	}
	os.Exit(m.Run())
}

// asMainEnv makes the test binary nimber (TestMain).
const asMainEnv = "NIMBER_TEST_MAIN"

// The program answers a Sandbox's job when started as its child.
func TestSandboxed(t *testing.T) {
	job, _ := json.Marshal(map[string]any{
		"Method": "POST", "Path": "/api/analyze",
		"Body":    []byte(`{"rules":"def moves(p):\n    return [p - 1] if p > 0 else []\n","position":"3"}`),
		"Timeout": 5 * time.Second, "MaxMemory": 256 << 20,
	})
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), server.WorkerEnv+"=1")
	cmd.Stdin = bytes.NewReader(job)
	out, err := cmd.Output()
	var rep struct {
		Status int
		Body   []byte
	}
	if err != nil || json.Unmarshal(out, &rep) != nil || rep.Status != 200 || !strings.Contains(string(rep.Body), `"grundy":1`) {
		t.Errorf("sandboxed child: %v, %.300s; want status 200 and grundy 1", err, out)
	}
}
