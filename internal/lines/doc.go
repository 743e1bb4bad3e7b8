// Package lines answers a stream line by line, as a batch of test cases
// is answered: each line of the input gets one answer on the output, a
// blank line a blank answer, so that answers stay on the lines of their
// questions. Answers are buffered and flushed whenever the input has
// nothing more buffered: a pipe fed one line at a time gets each answer
// at once, a file is answered in large writes. What a line means is the
// caller's.
package lines
