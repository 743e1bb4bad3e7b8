package cmdline

import (
	"flag"
	"fmt"
	"strings"
)

// Parse parses args with fs, allowing flags after positional arguments
// ("analyze nim 3 4 --json"), and returns the positional arguments. A
// lone "-" and negative numbers ("-3") are positional, and everything
// after "--" is. The error is flag.ErrHelp on -h, else the flag
// package's, or for an Optional flag "--NAME VALUE: what is wrong".
func Parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for len(args) > 0 {
		a := args[0]
		if a == "--" {
			return append(pos, args[1:]...), nil
		}
		if !isFlag(a) {
			pos = append(pos, a)
			args = args[1:]
			continue
		}
		n := flagWords(fs, args)
		if name, value, ok := optionalWords(fs, args[:n]); ok {
			// Set here: the flag package would call a bad value boolean.
			if err := fs.Set(name, value); err != nil {
				return nil, fmt.Errorf("--%s %q: %v", name, value, err)
			}
			args = args[n:]
			continue
		}
		if err := fs.Parse(args[:n]); err != nil {
			return nil, err
		}
		args = args[n:]
	}
	return pos, nil
}

// isFlag reports whether a looks like a flag rather than a position.
func isFlag(a string) bool {
	if len(a) < 2 || a[0] != '-' {
		return false
	}
	c := a[1]
	return !(c >= '0' && c <= '9')
}

// flagWords returns how many of the words args, a flag first, the flag
// takes: 2 for a non-boolean flag written without "=value" and for an
// optional flag followed by one of its values, else 1.
func flagWords(fs *flag.FlagSet, args []string) int {
	name, _, hasValue := strings.Cut(strings.TrimLeft(args[0], "-"), "=")
	f := fs.Lookup(name)
	if f == nil || hasValue || len(args) < 2 {
		return 1
	}
	if o, ok := f.Value.(Optional); ok {
		if o.Takes(args[1]) {
			return 2
		}
		return 1
	}
	if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
		return 1
	}
	return 2
}

// An Optional is a boolean flag that also takes a value, given as
// --flag=VALUE or as the next word when that word is one of its values
// (--progress, --progress 5s, --progress=false).
type Optional interface {
	flag.Value
	IsBoolFlag() bool
	Takes(word string) bool
}

// optionalWords returns the name and value of an Optional flag
// written as words (one or two), "true" if it has none; ok is false for
// other flags.
func optionalWords(fs *flag.FlagSet, words []string) (name, value string, ok bool) {
	name, value, hasValue := strings.Cut(strings.TrimLeft(words[0], "-"), "=")
	f := fs.Lookup(name)
	if f == nil {
		return "", "", false
	}
	if _, ok := f.Value.(Optional); !ok {
		return "", "", false
	}
	switch {
	case len(words) == 2:
		value = words[1]
	case !hasValue:
		value = "true"
	}
	return name, value, true
}

// Value returns the value of the flag name in a command line's args,
// written --name VALUE, --name=VALUE or with one dash, the last one
// given: for a program that must read a flag before it knows the
// flag set, as a parent reads the bounds it enforces on a child.
func Value(args []string, name string) (value string, ok bool) {
	for i := 0; i < len(args) && args[i] != "--"; i++ {
		word, v, hasValue := strings.Cut(args[i], "=")
		if word != "-"+name && word != "--"+name {
			continue
		}
		switch {
		case hasValue:
			value, ok = v, true
		case i+1 < len(args):
			value, ok = args[i+1], true
			i++
		}
	}
	return value, ok
}
