package server

import (
	"encoding/json"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// Scripts run in a child process: a memory bomb or a step that never
// ends stop within the timeout + 1 s, and the server's own memory stays
// small; an ordinary script answers as it would in the server.
func TestSandbox(t *testing.T) {
	const timeout = 2 * time.Second
	// The race detector's runtime needs more address space than any
	// bound leaves it: under -race the memory bomb is not tried.
	mem := int64(256 << 20)
	if raceEnabled {
		mem = -1
	}
	url := serve(t, Options{Timeout: timeout, Sandbox: &Sandbox{Path: os.Args[0], MaxMemory: mem}})
	script := func(moves string) string {
		b, _ := json.Marshal(map[string]string{"rules": "def moves(p):\n    " + moves + "\n", "position": "2"})
		return string(b)
	}
	status, body, _ := call(t, url, "/api/analyze", script("return [p - 1] if p > 0 else []"))
	if status != 200 || !strings.Contains(body, `"grundy":0`) {
		t.Errorf("an ordinary script in the sandbox: %d %.200s; want 200 and grundy 0", status, body)
	}
	const memory, deadline = "more than 256 MB of memory", "stopped after the 2s time limit"
	for _, c := range []struct {
		name, moves string
		want        []string // any of them
	}{
		{"memory bomb", "return [0] * 1000000000", []string{memory}},
		// Whichever bound comes first on the machine: the integers
		// double in length at every step, the loop's list grows.
		{"integers squared at every step", "return [p * p + 2]", []string{deadline, memory}},
		{"a loop that never ends", "return [p + 1 for _ in range(2000000000)]", []string{deadline, "Starlark steps", memory}},
	} {
		if raceEnabled && c.name == "memory bomb" {
			continue
		}
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		status, body, took := call(t, url, "/api/analyze", script(c.moves))
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		if status != 422 || !slices.ContainsFunc(c.want, func(w string) bool { return strings.Contains(body, w) }) || took > timeout+time.Second {
			t.Errorf("%s: %d %.200s in %v; want 422 with %q within %v", c.name, status, body, took, c.want, timeout+time.Second)
		}
		if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 64<<20 {
			t.Errorf("%s: the server's heap grew by %d MB; want the script's memory in its own process", c.name, grew>>20)
		}
	}
}
