// Package pool runs the items of a list of work on a fixed number of
// goroutines, stopping all of them at the first error: the census runs
// its games so, and its verification its records. It does not order the
// items nor gather their results: the caller does, under its own lock.
package pool
