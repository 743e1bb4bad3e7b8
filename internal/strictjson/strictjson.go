package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// Decode reads body, one JSON value, into v, refusing a key given twice
// in any object and, in an object read into a struct, a key that is not
// exactly the name of one of its fields.
func Decode(body []byte, v any) error {
	if err := checkKeys(body, v); err != nil {
		return err
	}
	d := json.NewDecoder(bytes.NewReader(body))
	d.DisallowUnknownFields()
	err := d.Decode(v)
	if err == nil && d.Decode(&json.RawMessage{}) != io.EOF {
		return errors.New("want one JSON object, got more after it")
	}
	if err != nil {
		return errors.New(problem(err))
	}
	return nil
}

// problem says what is wrong with a JSON body in the terms of one who
// writes JSON, not Go's.
func problem(err error) string {
	if e, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
		want := map[reflect.Kind]string{
			reflect.Bool: "true or false", reflect.String: "a string", reflect.Slice: "an array",
			reflect.Struct: "an object", reflect.Map: "an object", reflect.Pointer: "an object",
		}[e.Type.Kind()]
		if want == "" {
			want = "a number"
		}
		if e.Type.Kind() >= reflect.Int && e.Type.Kind() <= reflect.Uint64 {
			want = "an integer"
		}
		if e.Field == "" {
			return fmt.Sprintf("got a JSON %s, want %s", e.Value, want)
		}
		return fmt.Sprintf("field %q: got a JSON %s, want %s", e.Field, e.Value, want)
	}
	return err.Error()
}

// checkKeys refuses, in every object of a JSON body, a key given twice,
// and in an object read into a struct, a key that is not exactly the name
// of one of its fields: encoding/json would read "Game" as game and let
// the last of two keys win.
func checkKeys(body []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(body))
	d.UseNumber()
	return walkKeys(d, reflect.TypeOf(v), "")
}

var unmarshaler = reflect.TypeFor[json.Unmarshaler]()

// walkKeys reads one JSON value from d, read into a value of type t (nil:
// any, or a type that reads itself).
func walkKeys(d *json.Decoder, t reflect.Type, path string) error {
	tok, err := d.Token()
	if err != nil {
		return nil // the decoder that reads the body says what is wrong
	}
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil && (reflect.PointerTo(t).Implements(unmarshaler) || t.Kind() == reflect.Interface) {
		t = nil
	}
	switch tok {
	case json.Delim('{'):
		var fields map[string]reflect.Type
		if t != nil && t.Kind() == reflect.Struct {
			fields = map[string]reflect.Type{}
			structFields(t, fields)
		}
		seen := map[string]bool{}
		for d.More() {
			k, err := d.Token()
			if err != nil {
				return nil
			}
			key, _ := k.(string)
			at := strings.TrimPrefix(path+"."+key, ".")
			if seen[key] {
				return fmt.Errorf("field %q is given twice", at)
			}
			seen[key] = true
			var elem reflect.Type
			switch {
			case fields != nil:
				ft, ok := fields[key]
				if !ok {
					return fmt.Errorf("unknown field %q%s", at, caseHint(key, fields))
				}
				elem = ft
			case t != nil && t.Kind() == reflect.Map:
				elem = t.Elem()
			}
			if err := walkKeys(d, elem, at); err != nil {
				return err
			}
		}
		d.Token() // }
	case json.Delim('['):
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for i := 0; d.More(); i++ {
			if err := walkKeys(d, elem, fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		d.Token() // ]
	}
	return nil
}

// structFields adds the JSON names of t's fields, those of embedded
// structs included, with their types.
func structFields(t reflect.Type, fields map[string]reflect.Type) {
	for f := range t.Fields() {
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" && tag == "-" || !f.IsExported() && !f.Anonymous {
			continue
		}
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				structFields(ft, fields)
				continue
			}
		}
		if name == "" {
			name = f.Name
		}
		fields[name] = f.Type
	}
}

// caseHint names the field a key differs from only in case.
func caseHint(key string, fields map[string]reflect.Type) string {
	for name := range fields {
		if strings.EqualFold(name, key) {
			return fmt.Sprintf(" (did you mean %q? names are case-sensitive)", name)
		}
	}
	return ""
}
