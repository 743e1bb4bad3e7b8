package errs

import (
	"errors"
	"fmt"
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
}

func (e *Error) Error() string {
	if e.Op == "" {
		return e.Err.Error()
	}
	return e.Op + ": " + e.Err.Error()
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
	return &Error{Op: op, Kind: kind, Err: fmt.Errorf(format, args...)}
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
