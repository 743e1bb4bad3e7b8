package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A golden case is one command-line invocation and what it must print,
// kept in a text file of sections:
//
//	# what the case shows (optional comment lines)
//	-- args --
//	analyze nim 3 4 5
//	-- stdin --
//	(optional)
//	-- stdout --
//	...
//	-- stderr --
//	...
//	-- exit --
//	0
//
// args are split at spaces. go test -update rewrites stdout, stderr and
// exit from the actual run, keeping the comment, args and stdin.
//
// Optional masks rewrite the output before it is compared or saved, to
// hide what the command does not decide (see maskExplored).
type goldenCase struct {
	comment  string
	args     []string
	stdin    string
	hasStdin bool
	stdout   string
	stderr   string
	exit     int
}

const sectionMark = "-- "

func parseGolden(text string) (*goldenCase, error) {
	c := &goldenCase{}
	sections := map[string]string{}
	var order []string
	name := ""
	var body strings.Builder
	flush := func() {
		if name != "" {
			sections[name] = body.String()
			order = append(order, name)
		}
		body.Reset()
	}
	for _, line := range strings.SplitAfter(text, "\n") {
		trimmed := strings.TrimRight(line, "\n")
		if strings.HasPrefix(trimmed, sectionMark) && strings.HasSuffix(trimmed, " --") && len(trimmed) > 6 {
			flush()
			name = trimmed[3 : len(trimmed)-3]
			continue
		}
		if name == "" {
			c.comment += line
			continue
		}
		body.WriteString(line)
	}
	flush()
	for _, n := range order {
		switch n {
		case "args", "stdin", "stdout", "stderr", "exit":
		default:
			return nil, fmt.Errorf("unknown section %q", n)
		}
	}
	args, ok := sections["args"]
	if !ok {
		return nil, fmt.Errorf("no args section")
	}
	c.args = strings.Fields(args)
	c.stdin, c.hasStdin = sections["stdin"]
	c.stdout, c.stderr = sections["stdout"], sections["stderr"]
	exit, err := strconv.Atoi(strings.TrimSpace(sections["exit"]))
	if err != nil {
		return nil, fmt.Errorf("exit section: %v", err)
	}
	c.exit = exit
	return c, nil
}

func (c *goldenCase) format() string {
	var b strings.Builder
	b.WriteString(c.comment)
	section := func(name, body string) {
		fmt.Fprintf(&b, "%s%s --\n%s", sectionMark, name, body)
		if body != "" && !strings.HasSuffix(body, "\n") {
			b.WriteString("\n") // unterminated output is flagged by a diff, not hidden
		}
	}
	section("args", strings.Join(c.args, " ")+"\n")
	if c.hasStdin {
		section("stdin", c.stdin)
	}
	section("stdout", c.stdout)
	section("stderr", c.stderr)
	section("exit", strconv.Itoa(c.exit)+"\n")
	return b.String()
}

// runGoldenDir runs every case in testdata/dir in-process and compares
// (or, with -update, rewrites) its output, as rewritten by masks.
func runGoldenDir(t *testing.T, dir string, masks ...func(string) string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", dir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no golden cases in testdata/%s", dir)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			text, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			want, err := parseGolden(string(text))
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			got := *want
			var stdout, stderr bytes.Buffer
			got.exit = run(want.args, &env{stdin: strings.NewReader(want.stdin), stdout: &stdout, stderr: &stderr})
			got.stdout, got.stderr = stdout.String(), stderr.String()
			for _, mask := range masks {
				got.stdout, got.stderr = mask(got.stdout), mask(got.stderr)
			}
			if *update {
				if err := os.WriteFile(file, []byte(got.format()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got.format() != want.format() {
				t.Errorf("nimber %s:\n--- got\n%s--- want\n%s(go test -update rewrites %s)",
					strings.Join(want.args, " "), got.format(), want.format(), file)
			}
		})
	}
}

var exploredCount = regexp.MustCompile(`(Positions explored: |"positions_explored":)[0-9]+`)

// maskExplored replaces the counts of positions explored with "#": they
// depend on the engines' search order, which is theirs to change, not on
// the command (TestAppendText checks that the count is printed).
func maskExplored(s string) string { return exploredCount.ReplaceAllString(s, "${1}#") }

func TestParseGolden(t *testing.T) {
	text := "# a comment\n-- args --\nanalyze nim 3\n-- stdin --\n1 2\n-- stdout --\nout\n-- stderr --\n-- exit --\n2\n"
	c, err := parseGolden(text)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(c.args, "|"); got != "analyze|nim|3" {
		t.Errorf("parseGolden args = %q, want %q", got, "analyze|nim|3")
	}
	if c.stdin != "1 2\n" || !c.hasStdin || c.stdout != "out\n" || c.stderr != "" || c.exit != 2 {
		t.Errorf("parseGolden = %+v, want stdin %q stdout %q exit 2", c, "1 2\n", "out\n")
	}
	if got := c.format(); got != text {
		t.Errorf("format(parseGolden(%q)) = %q", text, got)
	}
	for _, bad := range []string{"-- stdout --\nx\n", "-- args --\nx\n-- exit --\nzero\n", "-- args --\nx\n-- other --\n-- exit --\n0\n"} {
		if _, err := parseGolden(bad); err == nil {
			t.Errorf("parseGolden(%q) succeeded, want error", bad)
		}
	}
}
