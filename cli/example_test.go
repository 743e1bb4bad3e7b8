package cli

import (
	"os"
	"strings"
)

func Example_analyze() {
	run([]string{"analyze", "nim", "3", "4", "5"}, &env{stdout: os.Stdout, stderr: os.Stdout})
	// Output:
	// Nim 3 4 5 — N-position: the player to move wins. Grundy value 2.
	// 1 winning move: heap 1: 3 → 1
}

func Example_batch() {
	stdin := strings.NewReader("3 4 5\n1 2 3\n7\n")
	run([]string{"analyze", "--batch", "--count", "nim"}, &env{stdin: stdin, stdout: os.Stdout, stderr: os.Stdout})
	// Output:
	// N 2 1
	// P 0 0
	// N 7 1
}
