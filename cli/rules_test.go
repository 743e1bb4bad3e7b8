package cli

import (
	"strings"
	"testing"
)

// TestRulesGolden runs analyze on rules files: testdata/rules/*.txt.
func TestRulesGolden(t *testing.T) { runGoldenDir(t, "rules") }

func TestBoundedPrint(t *testing.T) {
	var b strings.Builder
	print := boundedPrint(&b)
	print("hello")
	print(strings.Repeat("x", 10<<10))
	for range 300 {
		print(strings.Repeat("y", 4000))
	}
	out := b.String()
	if !strings.HasPrefix(out, "hello\n"+strings.Repeat("x", maxPrintLine)+"… (10240 bytes)\n") {
		t.Errorf("print output starts %.100q; want hello, then a long line cut", out)
	}
	if len(out) > maxPrinted+maxPrintLine+200 || !strings.HasSuffix(out, "the rest is dropped\n") {
		t.Errorf("print output of %d bytes ending %q; want at most about %d, ending with the rest dropped", len(out), out[len(out)-40:], maxPrinted)
	}
}
