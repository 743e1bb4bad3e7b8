// Package docs has no code: its tests run the examples of README.md, of
// docs/*.md and of every command's help text, so that an example that
// drifts from the program (a flag renamed, a game misspelt) fails.
//
// An example in Markdown is a line of a code block fenced as ```sh or
// ```console. In a block with "$ " prompts the prompted lines are the
// commands and the lines after each are the output it shows, each of
// which must appear in the real output, in order ("..." skips); in a
// block without prompts every line that starts in the first column and
// is not a # comment is a command. Words after the language mark the
// whole block:
//
//	long        run only in the long tier (go test -tags long)
//	flags-only  never run: only parse the flags (serve, a record run)
//	exit=N      the commands exit with status N, not 0
//
// A ```python block whose first line is "# NAME.star" is written to
// NAME.star before the file's examples run, so that they can use it.
package docs

import (
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// An example is one command line of the documentation.
type example struct {
	source string   // where it is written: "README.md:42", "nimber help seq"
	line   string   // the command line, without its prompt
	output []string // the output shown after it, in a block with prompts
	marks
}

// marks say how an example runs.
type marks struct {
	long      bool // only in the long tier
	flagsOnly bool // only its flags are parsed
	exit      int  // the exit status it documents
}

// A page is what a Markdown file gives the test: its examples, and the
// rules files it shows in full.
type page struct {
	examples []example
	files    map[string]string // NAME.star → its source
}

var starFile = regexp.MustCompile(`^# ([A-Za-z0-9_.-]+\.star)\b`)

// extract returns the examples and rules files of the Markdown text of
// the file name. A code block without a language whose lines call
// nimber is an error: fenced as ```sh it would be run.
func extract(name, text string) (page, error) {
	p := page{files: map[string]string{}}
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		open := strings.TrimLeft(lines[i], " \t")
		if !strings.HasPrefix(open, "```") {
			continue
		}
		indent := len(lines[i]) - len(open)
		info := strings.Fields(strings.TrimPrefix(open, "```"))
		start := i + 1
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
		}
		if i == len(lines) {
			return p, fmt.Errorf("%s:%d: code block not closed", name, start)
		}
		body := make([]string, i-start)
		for k, l := range lines[start:i] {
			body[k] = strings.TrimRight(trimIndent(l, indent), " \t")
		}
		lang := ""
		if len(info) > 0 {
			lang = info[0]
		}
		switch lang {
		case "sh", "console":
			m, err := parseMarks(info[1:])
			if err != nil {
				return p, fmt.Errorf("%s:%d: %v", name, start, err)
			}
			p.examples = append(p.examples, blockExamples(name, start, body, m)...)
		case "python":
			if len(body) > 0 {
				if f := starFile.FindStringSubmatch(body[0]); f != nil {
					p.files[f[1]] = strings.Join(body, "\n") + "\n"
				}
			}
		case "":
			for k, l := range body {
				if callsNimber(l) {
					return p, fmt.Errorf("%s:%d: %q in a code block without a language: fence it as ```sh (or ```console with $ prompts) so that it is tested, or as ```text", name, start+1+k, l)
				}
			}
		}
	}
	return p, nil
}

// trimIndent removes up to n leading spaces or tabs: a fence indented in
// a list item indents its lines too.
func trimIndent(l string, n int) string {
	for n > 0 && l != "" && (l[0] == ' ' || l[0] == '\t') {
		l, n = l[1:], n-1
	}
	return l
}

// callsNimber reports whether a line looks like a nimber command.
func callsNimber(l string) bool {
	l = strings.TrimPrefix(l, "$ ")
	return strings.HasPrefix(l, "nimber ") || strings.Contains(l, "| nimber ") || strings.HasPrefix(l, "go run ./cmd/nimber")
}

func parseMarks(words []string) (marks, error) {
	var m marks
	for _, w := range words {
		switch {
		case w == "long":
			m.long = true
		case w == "flags-only":
			m.flagsOnly = true
		case strings.HasPrefix(w, "exit="):
			n, err := strconv.Atoi(strings.TrimPrefix(w, "exit="))
			if err != nil {
				return m, fmt.Errorf("mark %q: want exit=N", w)
			}
			m.exit = n
		default:
			return m, fmt.Errorf("unknown mark %q after the language: want long, flags-only or exit=N", w)
		}
	}
	return m, nil
}

// blockExamples returns the commands of the block body, whose first line
// is line start of the file name.
func blockExamples(name string, start int, body []string, m marks) []example {
	prompted := false
	for _, l := range body {
		if strings.HasPrefix(l, "$ ") {
			prompted = true
		}
	}
	var out []example
	for k := 0; k < len(body); k++ {
		l := body[k]
		if prompted {
			cmd, ok := strings.CutPrefix(l, "$ ")
			if !ok {
				if len(out) > 0 {
					out[len(out)-1].output = append(out[len(out)-1].output, l)
				}
				continue
			}
			l = cmd
		} else if l == "" || l[0] == ' ' || l[0] == '\t' || l[0] == '#' {
			continue
		}
		first := k
		// A line ending in a backslash goes on on the next.
		for strings.HasSuffix(l, `\`) && k+1 < len(body) {
			k++
			l = strings.TrimSuffix(l, `\`) + " " + strings.TrimSpace(body[k])
		}
		out = append(out, example{source: fmt.Sprintf("%s:%d", name, start+first+1), line: l, marks: m})
	}
	return out
}

// helpExamples returns the lines of a help text's "Examples:" section,
// which ends at the first blank line.
func helpExamples(name, help string) []example {
	_, rest, ok := strings.Cut(help, "\nExamples:\n")
	if !ok {
		return nil
	}
	var out []example
	for _, l := range strings.Split(rest, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			break
		}
		out = append(out, example{source: name, line: l})
	}
	return out
}

func TestExtract(t *testing.T) {
	const text = "# A page\n" +
		"\n" +
		"```sh\n" +
		"nimber analyze nim 3 4 5     # a comment stays in the line\n" +
		"  an indented line is output\n" +
		"# a comment line\n" +
		"seq 3 | nimber analyze nim -\n" +
		"```\n" +
		"\n" +
		"```console long exit=2\n" +
		"$ nimber seq kayles \\\n" +
		"    --to 200\n" +
		"Kayles (octal 0.77)\n" +
		"...\n" +
		"$ cat line.star\n" +
		"```\n" +
		"\n" +
		"- a list item:\n" +
		"  ```sh flags-only\n" +
		"  nimber serve\n" +
		"  ```\n" +
		"\n" +
		"```python\n" +
		"# line.star: a line\n" +
		"def moves(p): return []\n" +
		"```\n" +
		"\n" +
		"```\n" +
		"not an example\n" +
		"```\n"
	p, err := extract("page.md", text)
	if err != nil {
		t.Fatal(err)
	}
	want := []example{
		{source: "page.md:4", line: "nimber analyze nim 3 4 5     # a comment stays in the line"},
		{source: "page.md:7", line: "seq 3 | nimber analyze nim -"},
		{source: "page.md:11", line: "nimber seq kayles  --to 200", output: []string{"Kayles (octal 0.77)", "..."}, marks: marks{long: true, exit: 2}},
		{source: "page.md:15", line: "cat line.star", marks: marks{long: true, exit: 2}},
		{source: "page.md:20", line: "nimber serve", marks: marks{flagsOnly: true}},
	}
	if !reflect.DeepEqual(p.examples, want) {
		t.Errorf("extract(page.md) examples =\n%+v\nwant\n%+v", p.examples, want)
	}
	if files := map[string]string{"line.star": "# line.star: a line\ndef moves(p): return []\n"}; !reflect.DeepEqual(p.files, files) {
		t.Errorf("extract(page.md) files = %q, want %q", p.files, files)
	}

	for _, bad := range []string{
		"```\nnimber analyze nim 3\n```\n",            // a command in a block without a language
		"```sh lng\nnimber analyze nim 3\n```\n",      // a mark misspelt
		"```sh exit=two\nnimber analyze nim 3\n```\n", // an exit status that is not a number
		"```sh\nnimber analyze nim 3\n",               // not closed
	} {
		if _, err := extract("bad.md", bad); err == nil {
			t.Errorf("extract(%q) gives no error", bad)
		}
	}
}

func TestHelpExamplesExtract(t *testing.T) {
	const help = "Usage: nimber seq [flags] GAME\n\nthe nim-sequence\n\nExamples:\n  nimber seq kayles --to 200\n  nimber seq 0.75 --period   # proved\n\nFlags:\n  -to N\n"
	got := helpExamples("nimber help seq", help)
	want := []example{
		{source: "nimber help seq", line: "nimber seq kayles --to 200"},
		{source: "nimber help seq", line: "nimber seq 0.75 --period   # proved"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("helpExamples = %+v, want %+v", got, want)
	}
}
