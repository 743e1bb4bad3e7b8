package pathflag

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/nimber/nimber/errs"
)

// Out returns a usage error when path, the value of flag, cannot be a
// file to write (want says what file): a directory, or in a directory
// that is not there.
func Out(flag, path, want string) error {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return errs.Errorf("", errs.Usage, "%s %s: a directory; want %s", flag, path, want)
	}
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

// In returns a usage error when path, the value of flag, is not a file
// to read (want says what file).
func In(flag, path, want string) error {
	st, err := os.Stat(path)
	switch {
	case missing(err):
		return errs.Errorf("", errs.Usage, "%s: no such file", path)
	case err == nil && st.IsDir():
		return errs.Errorf("", errs.Usage, "%s %s: a directory; want %s", flag, path, want)
	}
	return nil
}

// Dir returns a usage error when path, the value of flag, is not a
// directory.
func Dir(flag, path string) error {
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
