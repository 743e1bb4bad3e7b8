// Package cli is nimber's command line as a library: Main runs a command
// line, so that cmd/nimber is a few lines and a program that adds games
// written in Go (package custom) gets every command for them. The
// command analyses impartial combinatorial games: who wins, the Grundy
// values, every winning move.
//
//	nimber analyze nim 3 4 5
//	Nim 3 4 5 — N-position: the player to move wins. Grundy value 2.
//	1 winning move: heap 1: 3 → 1
//
// Each subcommand lives in its own file and registers itself in init:
// analyze (analyze.go, with batch.go for --batch; package analysis/render
// writes an answer.Report as text or JSON), seq (seq.go computes, seq_output.go
// renders, seq_misere.go does --misere), games (games.go), play (play.go;
// package analysis/dialogue reads the moves and answers), and the
// others; each one's help text is help/NAME.txt. Run "nimber help" for
// the list and "nimber help COMMAND" for a command's flags and examples.
//
// The command is a thin front end: it turns flags into an
// analysis.Request (family.go defines the flags every command taking a
// GAME shares: --max-positions, --max-digits, --max-steps, --timeout,
// --set), calls package analysis, the layer the web server calls too,
// and renders what comes back. Commands run in-process in tests with
// buffers for the standard streams (see env).
//
// Exit status: 0 on success; 2 when the user can fix the command line (bad
// input, an input file that is not there, or a search limit to raise); 1
// for anything else, including an
// internal error, which asks to be reported.
package cli
