package lines

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// upper answers a line with its upper case, and "bad" with an error.
func upper(line, dst []byte) ([]byte, error) {
	if string(line) == "bad" {
		return dst, errors.New("a bad line")
	}
	return append(append(dst, bytes.ToUpper(line)...), '\n'), nil
}

func TestAnswer(t *testing.T) {
	long := strings.Repeat("x", 100<<10) // past the reader's buffer
	for _, c := range []struct{ in, out, err string }{
		{"", "", ""},
		{"a\nb\n", "A\nB\n", ""},
		{"a\n\n  \nb", "A\n\n\nB\n", ""}, // blank lines keep their place; a last line without newline
		{"a\nbad\nc\n", "A\n", "stdin:2: a bad line"},
		{long + "\n", strings.ToUpper(long) + "\n", ""},
	} {
		var out strings.Builder
		err := Answer(strings.NewReader(c.in), "stdin", &out, upper)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if out.String() != c.out || got != c.err {
			t.Errorf("Answer(%.20q) = %.20q, error %q; want %.20q, %q", c.in, out.String(), got, c.out, c.err)
		}
	}
}

// A pipe fed one line at a time gets each answer before the next line
// is written.
func TestAnswerFlushesWhenIdle(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- Answer(inR, "stdin", outW, upper); outW.Close() }()
	buf := make([]byte, 16)
	for _, q := range []string{"one", "two"} {
		io.WriteString(inW, q+"\n")
		read := make(chan string, 1)
		go func() {
			n, err := io.ReadAtLeast(outR, buf, len(q)+1)
			read <- fmt.Sprintf("%q, %v", buf[:n], err)
		}()
		select {
		case got := <-read:
			if want := fmt.Sprintf("%q, <nil>", strings.ToUpper(q)+"\n"); got != want {
				t.Fatalf("answer to %q: %s; want %s", q, got, want)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("no answer to %q while the input waits: not flushed", q)
		}
	}
	inW.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
