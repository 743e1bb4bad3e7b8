// Package status writes the status lines of long analyses — a census, a
// nim-sequence, a table, a census verification, a misère sequence or
// quotient — as text a front prints on a terminal or a log: what is
// counted, the time left from the costs, the wording of each line and of
// the final one. The lines go through package internal/progress.
//
// It does not decide when to print nor where: the front gives the stream
// and the interval (a Stream), chosen from its flags, and wires the
// analysis's callbacks to the methods here.
package status
