// Package cmdline parses a command's flags wherever they stand among its
// arguments, as GNU tools do ("analyze nim 3 4 --json"), with the flag
// package doing the parsing of each. An Optional flag is a boolean flag
// that also takes a value as the next word when that word is one of its
// values (--progress, --progress 5s).
//
// Program writes a program's usage and a command's help in one layout
// (usage and examples, flags, prose). It words no errors for a program:
// the caller does.
package cmdline
