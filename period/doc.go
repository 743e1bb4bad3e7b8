// Package period finds the apparent ultimate period of an integer sequence:
// a preperiod n0, a period p and a saltus s with a(n+p) = a(n) + s for every
// n ≥ n0 the data covers. A saltus of 0 is plain periodicity; a non-zero one
// is arithmetic periodicity, as in many subtraction games.
//
// Find only reports what the data shows. Proving that a period continues
// forever needs a theorem about where the sequence came from; package heap
// does that for octal games and fills in Period.Proved.
package period
