package cli

import (
	"strings"
	"testing"
)

// TestSeqQuotientMaxMemory: --max-memory stops a quotient once the
// process holds more, naming the bound (exit 2); at one byte the first
// look stops it.
func TestSeqQuotientMaxMemory(t *testing.T) {
	var stdout, stderr strings.Builder
	code := run([]string{"seq", "kayles", "--misere", "--quotient", "--to", "40", "--max-memory", "1"}, &env{stdout: &stdout, stderr: &stderr})
	if code != 2 || !strings.Contains(stderr.String(), "of memory in use") || !strings.Contains(stderr.String(), "raise --max-memory") {
		t.Errorf("seq kayles --misere --quotient --max-memory 1: exit %d, stderr %q; want 2 and the memory bound named", code, stderr.String())
	}
}
