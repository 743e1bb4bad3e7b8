// Package pathflag checks the files and directories a command's flags
// name before the work starts, as usage errors naming the flag and its
// value: a plot or a file that cannot be written should not cost the
// hours of work before it, nor read as a failure of the program. It
// opens nothing and creates nothing; what a file holds is the caller's.
package pathflag
