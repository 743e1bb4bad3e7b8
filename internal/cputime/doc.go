// Package cputime reads the CPU time the process has used, all threads and
// the garbage collector included. Benchmarks report rates per CPU second
// beside rates per wall second: on a shared machine the former varies
// less, and it is what C's clock() measures on the other side of a
// side-by-side run.
package cputime
