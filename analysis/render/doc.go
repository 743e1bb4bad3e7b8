// Package render writes an analysis answer (an answer.Report) as the
// command line prints it: text for people (AppendText: the outcome and
// value, then the winning moves, components named by their noun), one
// batch line (AppendCompact) or one line of JSON (AppendJSON), and why
// the outcome is what it is (AppendExplanation: the values in binary and
// their XOR, or the misère value or quotient class). Describe words an
// outcome. Its functions append to a byte slice: batch mode renders one
// report per input line.
//
// It computes nothing: what it writes is in the report.
package render
