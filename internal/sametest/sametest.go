// Package sametest holds a game written in Go together with its rules
// file and its catalog twin in tests: it runs their command lines in
// process and compares the JSON answers, the game's name aside.
package sametest

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/nimber/nimber/cli"
)

// JSON runs the command line args (which must ask for --json) with the
// games of opt and returns its answer without the games' names and the work done.
func JSON(t testing.TB, opt cli.Options, args ...string) map[string]any {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := cli.Main(args, strings.NewReader(""), &stdout, &stderr, opt); code != 0 {
		t.Fatalf("nimber %s: exit %d, %s", strings.Join(args, " "), code, stderr.String())
	}
	var m map[string]any
	if err := json.Unmarshal(stdout.Bytes(), &m); err != nil {
		t.Fatalf("nimber %s: %v in %q", strings.Join(args, " "), err, stdout.String())
	}
	delete(m, "game")
	delete(m, "games")  // a sum's, by component
	delete(m, "boards") // how the web app draws each component
	// Work is not an answer: a rules file counts the end of the game
	// that an immediate win reaches as a position, a Go game does not.
	delete(m, "positions_explored")
	return m
}

// Same checks that two command lines, each with opt's games, give the
// same JSON answer but for the game's name. Each line is split at
// spaces; a word written with "_" for its spaces keeps them ("4_7_9").
func Same(t testing.TB, opt cli.Options, line, other string) {
	t.Helper()
	a, b := JSON(t, opt, words(line)...), JSON(t, opt, words(other)...)
	if !reflect.DeepEqual(a, b) {
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		t.Errorf("nimber %s:\n%s\nnimber %s:\n%s\nwant the same answer", line, ja, other, jb)
	}
}

func words(line string) []string {
	w := strings.Fields(line)
	for i := range w {
		w[i] = strings.ReplaceAll(w[i], "_", " ")
	}
	return w
}
