package cli

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/nimber/nimber/errs"
)

// The file flags are checked before the work starts, as usage errors
// naming the flag and its value: a plot or a file that cannot be written
// should not cost the hours of work before it, nor read as a failure of
// nimber (exit 1).

// checkOutFile returns a usage error when path, the value of flag, cannot
// be a file to write (want says what file): a directory, or in a
// directory that is not there.
func checkOutFile(flag, path, want string) error {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return errs.Errorf("", errs.Usage, "%s %s: a directory; want %s", flag, path, want)
	}
	return checkParent(flag, path)
}

// checkParent returns a usage error when the directory path is to be
// written in is not there or is not a directory.
func checkParent(flag, path string) error {
	dir := filepath.Dir(path)
	st, err := os.Stat(dir)
	switch {
	case missing(err):
		return errs.Errorf("", errs.Usage, "%s %s: no directory %s to write it in", flag, path, dir)
	case err == nil && !st.IsDir():
		return errs.Errorf("", errs.Usage, "%s %s: %s is not a directory", flag, path, dir)
	}
	return nil
}

// checkInFile returns a usage error when path, the value of flag, is not
// a file to read (want says what file).
func checkInFile(flag, path, want string) error {
	st, err := os.Stat(path)
	switch {
	case missing(err):
		return errs.Errorf("", errs.Usage, "%s: no such file", path)
	case err == nil && st.IsDir():
		return errs.Errorf("", errs.Usage, "%s %s: a directory; want %s", flag, path, want)
	}
	return nil
}

// checkDir returns a usage error when path, the value of flag, is not a
// directory.
func checkDir(flag, path string) error {
	st, err := os.Stat(path)
	switch {
	case missing(err):
		return errs.Errorf("", errs.Usage, "%s %s: no such directory", flag, path)
	case err == nil && !st.IsDir():
		return errs.Errorf("", errs.Usage, "%s %s: not a directory", flag, path)
	}
	return nil
}

// missing reports whether err says a path is not there: nothing by its
// name, or a file where a directory of it should be.
func missing(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR)
}

// checkPlot returns a usage error when path, the value of --plot, is not
// an SVG or PNG file that can be written.
func checkPlot(path string) error {
	if ext := strings.ToLower(filepath.Ext(path)); ext != ".svg" && ext != ".png" {
		return errs.Errorf("", errs.Usage, "--plot %q: want a file name ending in .svg or .png", path)
	}
	return checkOutFile("--plot", path, "a file to draw to")
}

// checkSeqPaths checks seq's file flags: --out, --resume, --plot,
// --checkpoint and --spill.
func checkSeqPaths(cfg *seqConfig) error {
	var err error
	switch {
	case cfg.resume != "":
		err = checkInFile("--resume", cfg.resume, "the sequence file of a run")
	case cfg.out != "":
		err = checkOutFile("--out", cfg.out, "a sequence file to write")
	}
	if err == nil && cfg.plotPath != "" {
		err = checkOutFile("--plot", cfg.plotPath, "a file to draw to")
	}
	if err == nil && cfg.rec.checkpoint != "" {
		err = checkOutFile("--checkpoint", cfg.rec.checkpoint, "a checkpoint file")
	}
	if err == nil && cfg.spill != "" {
		err = checkDir("--spill", cfg.spill)
	}
	return err
}
