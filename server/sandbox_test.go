package server

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// Scripts run in a child process: a memory bomb stops at the memory bound,
// a step that never ends at the deadline (or whichever bound comes first),
// and the server's own memory stays small; an ordinary script answers as
// it would in the server. The answer says which bound stopped the script:
// without the deadline and the kill past it, the steps that never end
// would not answer at all.
func TestSandbox(t *testing.T) {
	// The race detector's runtime needs more address space than any
	// bound leaves it: under -race the memory bomb is not tried.
	mem := int64(256 << 20)
	if raceEnabled {
		mem = -1
	}
	sandbox := &Sandbox{Path: os.Args[0], MaxMemory: mem}
	// The ordinary script and the memory bomb on a server of the default
	// timeout: a slow machine's child, however long it takes to start,
	// answers them; the steps that never end on one of a short timeout.
	url := serve(t, Options{Sandbox: sandbox})
	const timeout = 500 * time.Millisecond
	short := serve(t, Options{Timeout: timeout, Sandbox: sandbox})
	script := func(moves string) string {
		b, _ := json.Marshal(map[string]string{"rules": "def moves(p):\n    " + moves + "\n", "position": "2"})
		return string(b)
	}
	status, body, _ := call(t, url, "/api/analyze", script("return [p - 1] if p > 0 else []"))
	if status != 200 || !strings.Contains(body, `"grundy":0`) {
		t.Errorf("an ordinary script in the sandbox: %d %.200s; want 200 and grundy 0", status, body)
	}
	memory, deadline := "more than 256 MB of memory", fmt.Sprintf("stopped after the %v time limit", timeout)
	for _, c := range []struct {
		name, url, moves string
		want             []string // any of them
	}{
		{"memory bomb", url, "return [0] * 1000000000", []string{memory}},
		// Whichever bound comes first on the machine: the integers
		// double in length at every step, the loop's list grows.
		{"integers squared at every step", short, "return [p * p + 2]", []string{deadline, memory}},
		{"a loop that never ends", short, "return [p + 1 for _ in range(2000000000)]", []string{deadline, "Starlark steps", memory}},
	} {
		if raceEnabled && c.name == "memory bomb" {
			continue
		}
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		status, body, _ := call(t, c.url, "/api/analyze", script(c.moves))
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		i := slices.IndexFunc(c.want, func(w string) bool { return strings.Contains(body, w) })
		if status != 422 || i < 0 {
			t.Errorf("%s: %d %.200s; want 422 with any of %q", c.name, status, body, c.want)
		} else {
			t.Logf("%s: stopped by %q", c.name, c.want[i])
		}
		if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 64<<20 {
			t.Errorf("%s: the server's heap grew by %d MB; want the script's memory in its own process", c.name, grew>>20)
		}
	}
}
