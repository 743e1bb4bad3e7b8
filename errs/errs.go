package errs

import (
	"errors"
	"fmt"
	"strings"
)

// Kind classifies a failure by who can fix it.
type Kind uint8

const (
	Other    Kind = iota // unclassified
	Usage                // the user's input is malformed: bad flag, game, position
	Limit                // a configured limit was reached (positions, steps, time)
	Cycle                // the game is loopy where an acyclic game was expected
	Unknown              // the value is not known by any method available
	Internal             // a bug in nimber
	IO                   // reading or writing a file failed
)

func (k Kind) String() string {
	switch k {
	case Usage:
		return "usage"
	case Limit:
		return "limit reached"
	case Cycle:
		return "cycle"
	case Unknown:
		return "unknown value"
	case Internal:
		return "internal error"
	case IO:
		return "I/O error"
	}
	return "error"
}

// Error is an error with an operation and a kind.
type Error struct {
	Op   string // what was being done, e.g. "parse position"; may be empty
	Kind Kind
	Err  error
	// Bound names the setting whose bound was reached, for a Limit error:
	// "max-positions", "max-steps", "timeout". Error names it as the
	// command line's flag; Message lets other front ends say otherwise.
	Bound string

	// format and args are Err's text before formatting, kept when args
	// name a setting (Flag), for Message to word it otherwise.
	format string
	args   []any
}

// A Flag names a setting in a message, with the value given to it if
// any. Error writes it as the command line's flag, --set or --set D=4;
// Message lets a front end say it as its users set it.
type Flag struct{ Name, Value string }

func (f Flag) String() string {
	if f.Value == "" {
		return "--" + f.Name
	}
	return "--" + f.Name + " " + f.Value
}

// Words are how a front end says what the library words for the command
// line (Message).
type Words struct {
	// Hint explains a bound reached (Error.Bound); nil: "raise --BOUND".
	Hint func(bound string) string
	// Flag names a setting (Flag); nil: as Flag.String.
	Flag func(Flag) string
}

func (e *Error) Error() string { return e.message(cliHint) }

// cliHint is how Error tells the user to raise a bound.
func cliHint(bound string) string { return "raise --" + bound }

func (e *Error) message(hint func(bound string) string) string {
	s := e.Err.Error()
	if e.Op != "" {
		s = e.Op + ": " + s
	}
	if e.Bound != "" {
		s += "; " + hint(e.Bound)
	}
	return s
}

// Boundf returns a Limit error for a bound reached, naming the setting
// that sets it (see Error.Bound).
func Boundf(op, bound, format string, args ...any) error {
	e := newf(op, Limit, format, args)
	e.Bound = bound
	return e
}

// newf returns the error of Errorf, keeping format and args when they
// name a setting.
func newf(op string, kind Kind, format string, args []any) *Error {
	e := &Error{Op: op, Kind: kind, Err: fmt.Errorf(format, args...)}
	for _, a := range args {
		if _, ok := a.(Flag); ok {
			e.format, e.args = format, args
			break
		}
	}
	return e
}

// Message renders err as its Error method does, except in w's words: the
// first bound reached (see Error.Bound) is explained by w.Hint rather than
// by the command line's flag, and every setting named (Flag) by w.Flag,
// as a web server cannot ask its users to pass a flag.
func Message(err error, w Words) string {
	s := err.Error()
	var e *Error
	hinted := false
	for chain := err; errors.As(chain, &e); chain = e.Err {
		if e.Bound != "" && !hinted && w.Hint != nil {
			s = strings.Replace(s, e.Error(), e.message(w.Hint), 1)
			hinted = true
		}
		if e.format != "" && w.Flag != nil {
			args := make([]any, len(e.args))
			for i, a := range e.args {
				if f, ok := a.(Flag); ok {
					a = w.Flag(f)
				}
				args[i] = a
			}
			s = strings.ReplaceAll(s, e.Err.Error(), fmt.Errorf(e.format, args...).Error())
		}
	}
	return s
}

func (e *Error) Unwrap() error { return e.Err }

// E returns an error of the given kind wrapping err. A nil err gives nil.
func E(op string, kind Kind, err error) error {
	if err == nil {
		return nil
	}
	return &Error{Op: op, Kind: kind, Err: err}
}

// Errorf returns an error of the given kind with a formatted message.
func Errorf(op string, kind Kind, format string, args ...any) error {
	return newf(op, kind, format, args)
}

// KindOf reports the kind of the outermost classified error in err's chain,
// or Other if there is none.
func KindOf(err error) Kind {
	var e *Error
	for err != nil {
		if !errors.As(err, &e) {
			return Other
		}
		if e.Kind != Other {
			return e.Kind
		}
		err = e.Err
	}
	return Other
}

// Is reports whether err is of kind k.
func Is(err error, k Kind) bool { return KindOf(err) == k }

// quoteMax is how much of a user's text an error quotes.
const quoteMax = 40

// Quote quotes s for an error message, as %q does, but at most its first
// few dozen characters, followed by how long it is: an error about a
// heap of a million digits stays one short line.
func Quote(s string) string {
	r := []rune(s)
	if len(s) <= quoteMax || len(r) <= quoteMax {
		return fmt.Sprintf("%q", s)
	}
	return fmt.Sprintf("%q… (%d characters)", string(r[:quoteMax]), len(r))
}
