package status

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/nimber/nimber/internal/progress"
)

// A Stream is where a front prints status lines and how. Its zero value
// prints nothing.
type Stream struct {
	W        io.Writer        // nil: nowhere
	Terminal bool             // W is a terminal: one line redrawn in place
	Always   bool             // the final line even after a short run (progress was asked for)
	Every    time.Duration    // between reports
	Now      func() time.Time // the clock; nil: time.Now
}

// Shows reports whether s prints anything.
func (s Stream) Shows() bool { return s.W != nil }

func (s Stream) clock() func() time.Time {
	if s.Now == nil {
		return time.Now
	}
	return s.Now
}

// line returns the progress line of s reporting text, or nil when s
// prints nothing.
func (s Stream) line(text func(now time.Time) string) *progress.Line {
	if s.W == nil {
		return nil
	}
	return progress.New(s.W, s.Terminal, s.Always, s.Every, text)
}

// Seconds writes an elapsed time as the final lines do: "3.1 s".
func Seconds(d time.Duration) string { return fmt.Sprintf("%.1f s", d.Seconds()) }

// Count writes a count as a power of two where it is one ("2^20"), else
// in digits.
func Count(n int) string {
	if n >= 1024 && n&(n-1) == 0 {
		k := 0
		for 1<<k < n {
			k++
		}
		return fmt.Sprintf("2^%d", k)
	}
	return strconv.Itoa(n)
}
