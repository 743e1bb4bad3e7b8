// Package hostile puts an HTTP server of nimber's API under hostile load and
// measures what a user of it sees: while clients send expensive requests
// and connections idle or trickle their requests (reopened as the server
// drops them), cheap requests' answers and latency, and the longest any
// request took against the server's timeout. bench/serve runs it against
// `nimber serve`, and the server's long tier against a server in the
// test.
//
// It measures; it asserts nothing about the numbers (the callers do) and
// knows no server's internals, only its HTTP API.
package hostile
