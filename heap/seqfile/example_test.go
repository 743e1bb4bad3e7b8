package seqfile_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/nimber/nimber/heap/seqfile"
)

func Example() {
	dir, _ := os.MkdirTemp("", "seqfile")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "kayles.seq")

	// A run writes as it goes, is stopped, and is resumed.
	w, _ := seqfile.Create(path, "0.77")
	w.Append(0, 1, 2, 3, 1, 4)
	w.Close()
	w, kept, _ := seqfile.Resume(path, "0.77")
	fmt.Println("kept", len(kept), "values") // only whole blocks survive a stop
	w.Append(0, 1, 2, 3, 1, 4, 3, 2, 1, 4)
	w.Finish()

	f, _ := seqfile.Read(path)
	fmt.Println(f.Game, f.N, f.Width, f.Values)
	// Output:
	// kept 0 values
	// 0.77 10 1 [0 1 2 3 1 4 3 2 1 4]
}
