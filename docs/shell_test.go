package docs

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// The documentation's command lines are read by a small shell of our
// own: quotes, # comments, pipes, && and ;, a trailing &, redirections
// (<, >, >>, 2>, 2>&1), $(seq A B) as words and * globs. Anything else
// is refused, so an example never means more than the test understood.

// A token is a word of a command line or an operator.
type token struct {
	text string
	op   bool // | && ; & < > >> 2> 2>> 2>&1
	glob bool // an unquoted *: expanded in the examples' directory
}

// shellWords splits a command line into words and operators.
func shellWords(line string) ([]token, error) {
	var toks []token
	var w strings.Builder
	inWord, quoted, glob := false, false, false
	flush := func() {
		if inWord {
			toks = append(toks, token{text: w.String(), glob: glob})
		}
		w.Reset()
		inWord, quoted, glob = false, false, false
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == ' ' || c == '\t':
			flush()
		case c == '#' && !inWord:
			flush()
			return toks, nil
		case c == '\'':
			j := strings.IndexByte(line[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("unterminated '")
			}
			w.WriteString(line[i+1 : i+1+j])
			inWord, quoted = true, true
			i += j + 1
		case c == '"':
			inWord, quoted = true, true
			for i++; ; i++ {
				if i == len(line) {
					return nil, errors.New(`unterminated "`)
				}
				c := line[i]
				if c == '"' {
					break
				}
				if c == '\\' && i+1 < len(line) && strings.IndexByte("\"\\$`", line[i+1]) >= 0 {
					i++
					c = line[i]
				} else if c == '$' || c == '`' {
					return nil, fmt.Errorf("%c inside double quotes: the test's shell does not expand it", c)
				}
				w.WriteByte(c)
			}
		case c == '\\':
			if i+1 < len(line) {
				i++
				w.WriteByte(line[i])
				inWord, quoted = true, true
			}
		case c == '$' && strings.HasPrefix(line[i:], "$("):
			if inWord {
				return nil, errors.New("$(…) inside a word: the test's shell takes it only as words of its own")
			}
			j := strings.IndexByte(line[i:], ')')
			if j < 0 {
				return nil, errors.New("unterminated $(")
			}
			words, err := substitute(line[i+2 : i+j])
			if err != nil {
				return nil, err
			}
			for _, s := range words {
				toks = append(toks, token{text: s})
			}
			i += j
		case c == '$' || c == '`':
			return nil, fmt.Errorf("%c: the test's shell does not expand it", c)
		case strings.IndexByte("|&;<>", c) >= 0:
			fd2 := c == '>' && inWord && !quoted && w.String() == "2"
			if fd2 {
				inWord = false
			}
			flush()
			var op string
			switch rest := line[i:]; {
			case fd2 && strings.HasPrefix(rest, ">&1"):
				op = "2>&1"
			case fd2 && strings.HasPrefix(rest, ">>"):
				op = "2>>"
			case fd2:
				op = "2>"
			case strings.HasPrefix(rest, "&&"), strings.HasPrefix(rest, ">>"), strings.HasPrefix(rest, "||"):
				op = rest[:2]
			default:
				op = rest[:1]
			}
			if op == "||" {
				return nil, errors.New("||: the test's shell does not run it")
			}
			consumed := len(op)
			if fd2 {
				consumed--
			}
			i += consumed - 1
			toks = append(toks, token{text: op, op: true})
		case c == '*':
			w.WriteByte(c)
			inWord, glob = true, true
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	flush()
	return toks, nil
}

// substitute runs the inside of $(…): only seq.
func substitute(inner string) ([]string, error) {
	toks, err := shellWords(inner)
	if err != nil {
		return nil, err
	}
	var args []string
	for _, t := range toks {
		if t.op {
			return nil, fmt.Errorf("$(%s): the test's shell substitutes only seq", inner)
		}
		args = append(args, t.text)
	}
	if len(args) == 0 || args[0] != "seq" {
		return nil, fmt.Errorf("$(%s): the test's shell substitutes only seq", inner)
	}
	out, err := seq(args[1:])
	if err != nil {
		return nil, err
	}
	return strings.Fields(out), nil
}

// A stage is one program of a pipeline, with its redirections.
type stage struct {
	args      []token
	in        string // < FILE
	out       string // > FILE or >> FILE
	appendOut bool
	errOut    string // 2> FILE or 2>> FILE
	appendErr bool
	errToOut  bool // 2>&1
}

// A script is a list of pipelines, each run if the one before succeeded.
type script struct {
	pipelines  [][]stage
	background bool // a trailing &
}

// parseScript groups tokens into pipelines and stages.
func parseScript(toks []token) (script, error) {
	var s script
	var pipe []stage
	var st stage
	endStage := func() error {
		if len(st.args) == 0 {
			return errors.New("an empty command")
		}
		pipe = append(pipe, st)
		st = stage{}
		return nil
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if !t.op {
			st.args = append(st.args, t)
			continue
		}
		switch t.text {
		case "|":
			if err := endStage(); err != nil {
				return s, err
			}
		case "&&", ";", "&":
			if err := endStage(); err != nil {
				return s, err
			}
			s.pipelines = append(s.pipelines, pipe)
			pipe = nil
			if t.text == "&" {
				if i != len(toks)-1 {
					return s, errors.New("& before the end of the line")
				}
				s.background = true
				return s, nil
			}
		case "2>&1":
			st.errToOut = true
		default: // a redirection takes the next word
			if i+1 == len(toks) || toks[i+1].op {
				return s, fmt.Errorf("%s without a file", t.text)
			}
			i++
			file := toks[i].text
			switch t.text {
			case "<":
				st.in = file
			case ">", ">>":
				st.out, st.appendOut = file, t.text == ">>"
			case "2>", "2>>":
				st.errOut, st.appendErr = file, t.text == "2>>"
			}
		}
	}
	if len(st.args) > 0 || len(pipe) > 0 {
		if err := endStage(); err != nil {
			return s, err
		}
		s.pipelines = append(s.pipelines, pipe)
	}
	if len(s.pipelines) == 0 {
		return s, errors.New("no command")
	}
	return s, nil
}

// seq is seq(1): seq LAST or seq FIRST LAST.
func seq(args []string) (string, error) {
	if len(args) == 0 || len(args) > 2 {
		return "", fmt.Errorf("seq %s: want seq LAST or seq FIRST LAST", strings.Join(args, " "))
	}
	first, last := 1, 0
	var err error
	if len(args) == 2 {
		if first, err = strconv.Atoi(args[0]); err != nil {
			return "", err
		}
	}
	if last, err = strconv.Atoi(args[len(args)-1]); err != nil {
		return "", err
	}
	var b strings.Builder
	for n := first; n <= last; n++ {
		fmt.Fprintln(&b, n)
	}
	return b.String(), nil
}

// printf is printf(1) for the formats the examples use: escapes, %s
// and %d, the format repeated while arguments remain.
func printf(args []string) (string, error) {
	if len(args) == 0 {
		return "", errors.New("printf without a format")
	}
	format, rest := args[0], args[1:]
	var b strings.Builder
	for {
		used := 0
		for i := 0; i < len(format); i++ {
			c := format[i]
			switch {
			case c == '\\' && i+1 < len(format):
				i++
				switch format[i] {
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				case '\\':
					b.WriteByte('\\')
				default:
					return "", fmt.Errorf("printf: escape \\%c: the test's printf does not know it", format[i])
				}
			case c == '%' && i+1 < len(format):
				i++
				switch format[i] {
				case '%':
					b.WriteByte('%')
				case 's', 'd':
					if used < len(rest) {
						b.WriteString(rest[used])
						used++
					}
				default:
					return "", fmt.Errorf("printf: %%%c: the test's printf does not know it", format[i])
				}
			default:
				b.WriteByte(c)
			}
		}
		rest = rest[used:]
		if used == 0 || len(rest) == 0 {
			return b.String(), nil
		}
	}
}

func TestShellWords(t *testing.T) {
	for _, test := range []struct {
		line string
		want []string // operators as words
	}{
		{"nimber analyze nim 3 4 5", []string{"nimber", "analyze", "nim", "3", "4", "5"}},
		{`nimber analyze hackenbush "(()())" g-a,a-b  # a tree`, []string{"nimber", "analyze", "hackenbush", "(()())", "g-a,a-b"}},
		{`nimber analyze x.star --set 'S=[2, 5]' "a\"b" c\ d`, []string{"nimber", "analyze", "x.star", "--set", "S=[2, 5]", `a"b`, "c d"}},
		{`printf '3 4\n' | nimber analyze --batch nim`, []string{"printf", `3 4\n`, "|", "nimber", "analyze", "--batch", "nim"}},
		{"nimber analyze kayles $(seq 1 3) --misere", []string{"nimber", "analyze", "kayles", "1", "2", "3", "--misere"}},
		{"a > f 2>> g 2>&1 >> h < i && b; c &", []string{"a", ">", "f", "2>>", "g", "2>&1", ">>", "h", "<", "i", "&&", "b", ";", "c", "&"}},
		{"a x#y '#'", []string{"a", "x#y", "#"}},
	} {
		toks, err := shellWords(test.line)
		if err != nil {
			t.Errorf("shellWords(%q): %v", test.line, err)
			continue
		}
		if got := words(toks); !reflect.DeepEqual(got, test.want) {
			t.Errorf("shellWords(%q) = %q, want %q", test.line, got, test.want)
		}
	}
	for _, bad := range []string{"a 'b", `a "b`, "a $HOME", `a "$(seq 3)"`, "a `b`", "a || b", "a $(ls)", "a x$(seq 3)"} {
		if toks, err := shellWords(bad); err == nil {
			t.Errorf("shellWords(%q) = %q, want an error", bad, words(toks))
		}
	}
	toks, _ := shellWords("merge census-*.jsonl '*.md'")
	if !toks[1].glob || toks[2].glob {
		t.Errorf("shellWords: globs %v %v, want an unquoted * only", toks[1].glob, toks[2].glob)
	}
}

func TestParseScript(t *testing.T) {
	toks, err := shellWords("mkdir -p d && seq 3 | nimber analyze nim - > out 2> err &")
	if err != nil {
		t.Fatal(err)
	}
	s, err := parseScript(toks)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.pipelines) != 2 || len(s.pipelines[0]) != 1 || len(s.pipelines[1]) != 2 || !s.background {
		t.Fatalf("parseScript = %+v, want mkdir, then seq | nimber, in the background", s)
	}
	last := s.pipelines[1][1]
	if got := words(last.args); !reflect.DeepEqual(got, []string{"nimber", "analyze", "nim", "-"}) || last.out != "out" || last.errOut != "err" {
		t.Errorf("the last stage = %+v, want nimber analyze nim - > out 2> err", last)
	}
	for _, bad := range []string{"| a", "a |", "a >", "a & b"} {
		toks, _ := shellWords(bad)
		if s, err := parseScript(toks); err == nil {
			t.Errorf("parseScript(%q) = %+v, want an error", bad, s)
		}
	}
}

func TestPrintf(t *testing.T) {
	for _, test := range []struct {
		args []string
		want string
	}{
		{[]string{`3 4 5\n1 2 3\n`}, "3 4 5\n1 2 3\n"},
		{[]string{`%s\n`, "a", "b"}, "a\nb\n"},
		{[]string{`a\tb %d%%`, "7"}, "a\tb 7%"},
	} {
		if got, err := printf(test.args); err != nil || got != test.want {
			t.Errorf("printf(%q) = %q, %v, want %q", test.args, got, err, test.want)
		}
	}
}
