// Package sandbox runs a rules script in a child process with bounded
// memory: a script is code, and one step of it may allocate gigabytes
// ([0] * 10**9) where the interpreter never looks at a bound. The
// program starts itself again as a child (Run), and the child calls
// Limit first: an allocation past the bound then fails and the child
// dies "out of memory", which Run reads on the child's standard error
// and reports as the child's ending, beside a kill at the deadline, a
// signal, or its own exit. A parent that shares its terminal with the
// child hands it the signals it receives (PassSignals) and gives it a
// file to write to (FileFor). The server (server.Sandbox) and the
// command line (a rules file's analyze, play or table) both run scripts
// so; what a child does is theirs.
package sandbox
