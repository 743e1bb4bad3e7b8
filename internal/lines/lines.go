package lines

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/nimber/nimber/errs"
)

// An Answerer appends the answer to one line (without its newline) to
// dst; the answer ends with a newline.
type Answerer func(line, dst []byte) ([]byte, error)

// Answer answers each line of in, named name in messages ("stdin"), on
// out. The first line answered with an error stops it, once the answers
// before it are written, and the error names the line: "stdin:3: …".
func Answer(in io.Reader, name string, out io.Writer, answer Answerer) error {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriterSize(out, 64<<10)
	var line, ans []byte
	for n := 1; ; n++ {
		var err error
		line, err = readLine(r, line[:0])
		if err == io.EOF && len(line) == 0 {
			break
		}
		if err != nil && err != io.EOF {
			return errs.E("read "+name, errs.IO, err)
		}
		last := err == io.EOF // a last line without its newline
		if len(bytes.TrimSpace(line)) == 0 {
			ans, err = append(ans[:0], '\n'), nil
		} else {
			ans, err = answer(line, ans[:0])
		}
		if err != nil {
			if ferr := w.Flush(); ferr != nil {
				return errs.E("write", errs.IO, ferr)
			}
			return errs.E(fmt.Sprintf("%s:%d", name, n), errs.Other, err)
		}
		if _, err := w.Write(ans); err != nil {
			return errs.E("write", errs.IO, err)
		}
		if r.Buffered() == 0 {
			if err := w.Flush(); err != nil {
				return errs.E("write", errs.IO, err)
			}
		}
		if last {
			break
		}
	}
	if err := w.Flush(); err != nil {
		return errs.E("write", errs.IO, err)
	}
	return nil
}

// readLine appends the next line of r, without its newline, to line. It
// returns io.EOF with the last line if that has no newline.
func readLine(r *bufio.Reader, line []byte) ([]byte, error) {
	for {
		chunk, err := r.ReadSlice('\n')
		line = append(line, chunk...)
		if !errors.Is(err, bufio.ErrBufferFull) {
			return bytes.TrimSuffix(line, []byte("\n")), err
		}
	}
}
