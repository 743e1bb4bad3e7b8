package custom

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
)

// defaultParse returns the Parse of a game without one, for positions
// that are integers, arrays of integers or strings; nil for other types.
func defaultParse[P comparable]() func(string) (P, error) {
	t := reflect.TypeFor[P]()
	switch {
	case t.Kind() == reflect.String:
		return func(s string) (P, error) {
			var p P
			reflect.ValueOf(&p).Elem().SetString(s)
			return p, nil
		}
	case isInt(t.Kind()):
		return func(s string) (P, error) {
			var p P
			err := setInt(reflect.ValueOf(&p).Elem(), strings.Trim(strings.TrimSpace(s), "()"), s)
			return p, err
		}
	case t.Kind() == reflect.Array && isInt(t.Elem().Kind()):
		return func(s string) (P, error) {
			var p P
			v := reflect.ValueOf(&p).Elem()
			f := strings.FieldsFunc(strings.Trim(strings.TrimSpace(s), "()[]"), func(r rune) bool { return r == ',' || r == ' ' })
			if len(f) != v.Len() {
				return p, errs.Errorf("", errs.Usage, "position %s: want %d integers such as %s", errs.Quote(s), v.Len(), example(v.Len()))
			}
			for i, w := range f {
				if err := setInt(v.Index(i), w, s); err != nil {
					return p, err
				}
			}
			return p, nil
		}
	}
	return nil
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

// setInt sets the integer v to the number w, a word of the position s.
func setInt(v reflect.Value, w, s string) error {
	var err error
	if v.Kind() >= reflect.Uint {
		var n uint64
		if n, err = strconv.ParseUint(w, 10, v.Type().Bits()); err == nil {
			v.SetUint(n)
		}
	} else {
		var n int64
		if n, err = strconv.ParseInt(w, 10, v.Type().Bits()); err == nil {
			v.SetInt(n)
		}
	}
	if err != nil {
		return errs.Errorf("", errs.Usage, "position %s: %q is not an integer of the position's type (%s)", errs.Quote(s), w, v.Type())
	}
	return nil
}

// defaultFormat writes a position as defaultParse reads it: an array of
// integers as "3,4", anything else as fmt's %v.
func defaultFormat[P comparable]() func(P) string {
	t := reflect.TypeFor[P]()
	if t.Kind() == reflect.Array {
		return func(p P) string {
			v := reflect.ValueOf(p)
			parts := make([]string, v.Len())
			for i := range parts {
				parts[i] = fmt.Sprint(v.Index(i))
			}
			return strings.Join(parts, ",")
		}
	}
	return func(p P) string { return fmt.Sprint(p) }
}
