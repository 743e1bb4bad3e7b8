// Package connlimit bounds the connections an HTTP server keeps open at
// once, and makes room for a new one by closing the one that matters
// least: an idle one, else one whose client is slow to send its request.
//
// Wrap a listener with NewListener, have the http.Server report its
// connections' states with Listener.Follow, and call MarkWorking once a
// request's body is read (Follow does it for a request without one):
// from then on its connection is never closed to make room. Arrival says
// when a request began to arrive, for a time limit that should not count
// a connection opened early and left idle. FileLimit lowers a bound on
// connections to what the process's file limit allows.
//
// It does not bound requests, bodies or computations, nor tell clients
// apart: clients on one host share one bound.
package connlimit
