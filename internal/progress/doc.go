// Package progress writes reports of long work to a stream, as a command
// line shows them: on a terminal one line redrawn in place, elsewhere a
// line each time, from a ticker whether or not the work has moved, and a
// final line saying what was done. Flag is the --progress flag that turns
// them on, off, or sets how often.
//
// It says nothing of what is reported: the caller gives the line.
package progress
