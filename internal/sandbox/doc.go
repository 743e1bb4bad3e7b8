// Package sandbox bounds the memory of a process that runs a rules
// script: a script is code, and one step of it may allocate gigabytes
// ([0] * 10**9) where the interpreter never looks at a bound. The
// program starts itself again as a child (Command), and the child calls
// Limit first: an allocation past the bound then fails and the child dies
// "out of memory", which its parent reads on the child's standard error
// (OutOfMemory). A parent that shares its terminal with the child hands
// it the signals it receives (PassSignals) and gives it a file to write
// to (FileFor). The server (server.Sandbox) and the command line (a
// rules file's analyze, play or table) both run scripts so.
package sandbox
