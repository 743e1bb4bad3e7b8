package custom

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/nimber/nimber/errs"
)

// defaultParse returns the Parse of a game without one, for positions
// that are integers, arrays or structs of integers, or strings; nil for
// other types.
func defaultParse[P comparable]() func(string) (P, error) {
	t := reflect.TypeFor[P]()
	if t.Kind() == reflect.String {
		return func(s string) (P, error) {
			var p P
			reflect.ValueOf(&p).Elem().SetString(s)
			return p, nil
		}
	}
	ints, ok := intsOf(t)
	if !ok {
		return nil
	}
	return func(s string) (P, error) {
		var p P
		base := unsafe.Pointer(&p)
		rest := trimBrackets(strings.TrimSpace(s))
		for i, n := range ints {
			var w string
			w, rest = nextWord(rest)
			if w == "" || (i == len(ints)-1 && skipSeparators(rest) != "") {
				if len(ints) == 1 {
					return p, errs.Errorf("", errs.Usage, "position %s: want an integer", errs.Quote(s))
				}
				return p, errs.Errorf("", errs.Usage, "position %s: want %d integers such as %s", errs.Quote(s), len(ints), example(len(ints)))
			}
			if !n.set(base, w) {
				return p, errs.Errorf("", errs.Usage, "position %s: %q is not an integer of the position's type (%s)", errs.Quote(s), w, n.typ)
			}
		}
		return p, nil
	}
}

// The bytes of a position's text by hand, not by strings.Trim and
// IndexAny, which build a set of their cutset each call: a table parses
// every one of its cells.

// trimBrackets trims the brackets of s, "(3,4)" to "3,4".
func trimBrackets(s string) string {
	for len(s) > 0 && isBracket(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isBracket(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

func isBracket(c byte) bool {
	return c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}'
}

func isSeparator(c byte) bool { return c == ',' || c == ' ' }

// skipSeparators drops the commas and spaces that start s.
func skipSeparators(s string) string {
	for len(s) > 0 && isSeparator(s[0]) {
		s = s[1:]
	}
	return s
}

// nextWord splits off the first word of s, words being separated by
// commas and spaces.
func nextWord(s string) (w, rest string) {
	s = skipSeparators(s)
	i := 0
	for i < len(s) && !isSeparator(s[i]) {
		i++
	}
	return s[:i], s[i:]
}

// An intField is an integer inside a position: where it is and its type.
type intField struct {
	off uintptr
	typ reflect.Type
}

// intsOf lists the integers a position of type t is made of, when it is
// an integer, or an array or struct of integers (no padding between
// them matters: fields are read and written one by one).
func intsOf(t reflect.Type) ([]intField, bool) {
	switch {
	case isInt(t.Kind()):
		return []intField{{0, t}}, true
	case t.Kind() == reflect.Array && isInt(t.Elem().Kind()) && t.Len() > 0:
		ints := make([]intField, t.Len())
		for i := range ints {
			ints[i] = intField{uintptr(i) * t.Elem().Size(), t.Elem()}
		}
		return ints, true
	case t.Kind() == reflect.Struct && t.NumField() > 0:
		ints := make([]intField, t.NumField())
		for i := range ints {
			f := t.Field(i)
			if !isInt(f.Type.Kind()) {
				return nil, false
			}
			ints[i] = intField{f.Offset, f.Type}
		}
		return ints, true
	}
	return nil, false
}

// set parses w into the integer at base+n.off, reporting whether w is
// an integer of its type. The field may be unexported: the position is
// the caller's own variable.
func (n intField) set(base unsafe.Pointer, w string) bool {
	var u uint64
	var err error
	if n.typ.Kind() >= reflect.Uint {
		u, err = strconv.ParseUint(w, 10, n.typ.Bits())
	} else {
		var i int64
		i, err = strconv.ParseInt(w, 10, n.typ.Bits())
		u = uint64(i) // its low bytes are the narrower integer's
	}
	if err != nil {
		return false
	}
	p := unsafe.Add(base, n.off)
	switch n.typ.Size() {
	case 1:
		*(*uint8)(p) = uint8(u)
	case 2:
		*(*uint16)(p) = uint16(u)
	case 4:
		*(*uint32)(p) = uint32(u)
	default:
		*(*uint64)(p) = u
	}
	return true
}

// appendTo appends the integer at base+n.off in decimal.
func (n intField) appendTo(b []byte, base unsafe.Pointer) []byte {
	p := unsafe.Add(base, n.off)
	var u uint64
	switch n.typ.Size() {
	case 1:
		u = uint64(*(*uint8)(p))
	case 2:
		u = uint64(*(*uint16)(p))
	case 4:
		u = uint64(*(*uint32)(p))
	default:
		u = *(*uint64)(p)
	}
	if n.typ.Kind() >= reflect.Uint {
		return strconv.AppendUint(b, u, 10)
	}
	shift := 64 - uint(n.typ.Bits()) // sign-extends the narrower integer
	return strconv.AppendInt(b, int64(u<<shift)>>shift, 10)
}

func example(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = strconv.Itoa(i + 3)
	}
	return strings.Join(parts, ",")
}

func isInt(k reflect.Kind) bool {
	return k >= reflect.Int && k <= reflect.Uint64
}

// defaultFormat writes a position as defaultParse reads it: integers
// separated by commas ("3,4"), anything else as fmt's %v. A String
// method of the position, or of its integers, is used as fmt would.
func defaultFormat[P comparable]() func(P) string {
	t := reflect.TypeFor[P]()
	ints, ok := intsOf(t)
	if !ok || t.Implements(stringer) {
		return func(p P) string { return fmt.Sprint(p) }
	}
	if slices.ContainsFunc(ints, func(n intField) bool { return n.typ.Implements(stringer) }) {
		if t.Kind() != reflect.Array {
			return func(p P) string { return fmt.Sprint(p) }
		}
		return func(p P) string {
			v := reflect.ValueOf(p)
			parts := make([]string, v.Len())
			for i := range parts {
				parts[i] = fmt.Sprint(v.Index(i))
			}
			return strings.Join(parts, ",")
		}
	}
	return func(p P) string {
		var buf [64]byte
		b := buf[:0]
		for i, n := range ints {
			if i > 0 {
				b = append(b, ',')
			}
			b = n.appendTo(b, unsafe.Pointer(&p))
		}
		return string(b)
	}
}

var stringer = reflect.TypeFor[fmt.Stringer]()
