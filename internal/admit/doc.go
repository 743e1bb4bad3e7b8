// Package admit decides when an HTTP server computes a request, so that
// cheap requests are answered however busy the CPUs are with long ones
// and the server refuses at once, rather than after its timeout, what it
// cannot take.
//
// Lanes runs a request first in a quick try of at most QuickBudget on a
// lane of its own, then, if it is still computing, on a CPU slot, one a
// core; a request lately seen to need a slot goes straight to one. A
// request that finds no lane free within QueueWait gets a *WaitError.
// Bodies reads request bodies whole before any lane is taken, within a
// time and a size, and bounds the bytes of all bodies held at once.
//
// It does not bound connections (package connlimit), decode bodies or
// write answers: the server words a busy answer and sends it.
package admit
