package progress

import (
	"fmt"
	"strconv"
	"time"
)

// Flag is --progress of the commands whose work may be long. Not given,
// progress shows when standard error is a terminal, so that scripts and
// logs stay as they were; --progress shows it anywhere, --progress=false
// (or 0) nowhere, and --progress 5s sets how often.
type Flag struct {
	Given bool          // given on the command line
	On    bool          // as given
	Every time.Duration // as given; 0: the command's own
}

func (p *Flag) String() string {
	switch {
	case p == nil || !p.Given:
		return ""
	case p.On && p.Every > 0:
		return p.Every.String()
	}
	return strconv.FormatBool(p.On)
}

func (p *Flag) Set(s string) error {
	if b, err := strconv.ParseBool(s); err == nil {
		p.Given, p.On, p.Every = true, b, 0
		return nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return fmt.Errorf("want true, false or how often, such as 5s")
	}
	p.Given, p.On, p.Every = true, d > 0, d
	return nil
}

func (p *Flag) IsBoolFlag() bool { return true }

// Takes reports whether word, after a bare --progress, is its value.
func (p *Flag) Takes(word string) bool {
	if _, err := strconv.ParseBool(word); err == nil {
		return true
	}
	_, err := time.ParseDuration(word)
	return err == nil
}

// Shows reports whether progress shows on a stream that is a terminal
// or not.
func (p Flag) Shows(terminal bool) bool {
	if p.Given {
		return p.On
	}
	return terminal
}

// Usage is the flag's help text.
const Usage = "report progress on standard error (default: when it is a terminal); =false: never; =5s: this often"
