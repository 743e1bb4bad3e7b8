package docs

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/server"
)

// TestMain lets the test binary be a server's child for one rules
// script, as nimber is (server.Sandbox).
func TestMain(m *testing.M) {
	if os.Getenv(server.WorkerEnv) != "" {
		os.Exit(server.RunWorker(os.Stdin, os.Stdout, nil))
	}
	os.Exit(m.Run())
}

// slow is when an example's time is worth a line in the test's log.
const slow = 2 * time.Second

// root is the module's root, absolute: the examples run elsewhere.
var root = func() string {
	abs, err := filepath.Abs("..")
	if err != nil {
		panic(err)
	}
	return abs
}()

// TestDocExamples runs every example of README.md and docs/*.md, each
// file's in order in a directory of its own, where examples/ is the
// repository's and the rules files the page shows are written.
func TestDocExamples(t *testing.T) {
	pages, err := filepath.Glob("*.md")
	if err != nil {
		t.Fatal(err)
	}
	pages = append([]string{filepath.Join(root, "README.md")}, pages...)
	var total tally
	for _, path := range pages {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			p, err := extract(name, string(text))
			if err != nil {
				t.Fatal(err)
			}
			r := newRunner(t, p.files)
			for _, ex := range p.examples {
				r.check(t, ex)
			}
			t.Logf("%s: %s", name, r.tally)
			if name == "README.md" && r.ran < 20 {
				t.Errorf("README.md: %d examples run, want at least 20: are its blocks fenced as ```sh?", r.ran)
			}
			total.add(r.tally)
		})
	}
	t.Logf("all pages: %s", total)
}

// helpFiles are the files the help texts' examples take as the user's.
var helpFiles = map[string]string{
	"moves.txt": "# a token moves along the edges\na b\nb c\na c\nc d\nstart: a b\n",
}

// helpMarks mark the help texts' examples that cannot run in the fast
// tier, as a Markdown block's marks do; a mark that names no example is
// an error, so that the list follows the help texts.
var helpMarks = map[string]marks{
	"nimber census octal --digits 3 --to 2^20 --shard 0/2 --out census-0.jsonl":       {flagsOnly: true}, // an hour
	"nimber census merge --format md census-*.jsonl":                                  {flagsOnly: true}, // needs both shards of the line above
	"nimber census octal --digits 2 --to 2^14 --format md":                            {long: true},      // 1 to 4 seconds
	"nimber seq grundy --to 2^28 --out grundy.seq --progress":                         {flagsOnly: true}, // six minutes on a loaded 2-core machine
	"nimber seq grundy --to 2^28 --resume grundy.seq":                                 {flagsOnly: true}, // needs the file of the line above
	"nimber seq grundy --to 2^36 --window 2^27 --checkpoint ~/grundy.ckpt --progress": {flagsOnly: true}, // hours
	"nimber seq 0.07 --misere --quotient --to 34 --progress":                          {long: true},      // six seconds
	"nimber serve                            # then open http://localhost:8080":       {flagsOnly: true}, // serves until stopped
	"nimber serve --addr :8080 --timeout 5s  # on every interface, shorter requests":  {flagsOnly: true}, // serves until stopped
}

// TestHelpExamples runs the examples of every command's help text
// ("nimber help COMMAND", the lines after "Examples:").
func TestHelpExamples(t *testing.T) {
	names := commandNames(t)
	if len(names) < 5 {
		t.Fatalf("nimber help lists %d commands: %q", len(names), names)
	}
	r := newRunner(t, helpFiles)
	used := map[string]bool{}
	for _, name := range names {
		var stdout, stderr bytes.Buffer
		if code := cli.Main([]string{"help", name}, strings.NewReader(""), &stdout, &stderr, cli.Options{}); code != 0 {
			t.Fatalf("nimber help %s: exit %d, %s", name, code, stderr.String())
		}
		examples := helpExamples("nimber help "+name, stdout.String())
		if len(examples) == 0 {
			t.Errorf("nimber help %s has no examples", name)
		}
		for _, ex := range examples {
			if m, ok := helpMarks[ex.line]; ok {
				ex.marks, used[ex.line] = m, true
			}
			r.check(t, ex)
		}
	}
	for line := range helpMarks {
		if !used[line] {
			t.Errorf("helpMarks marks %q, which no help text has", line)
		}
	}
	t.Logf("help texts: %s", r.tally)
}

// commandNames returns the commands "nimber help" lists.
func commandNames(t *testing.T) []string {
	var stdout, stderr bytes.Buffer
	if code := cli.Main([]string{"help"}, strings.NewReader(""), &stdout, &stderr, cli.Options{}); code != 0 {
		t.Fatalf("nimber help: exit %d, %s", code, stderr.String())
	}
	_, list, _ := strings.Cut(stdout.String(), "Commands:\n")
	var names []string
	for _, l := range strings.Split(list, "\n") {
		if !strings.HasPrefix(l, "  ") {
			break
		}
		names = append(names, strings.Fields(l)[0])
	}
	return names
}

// A tally counts what happened to the examples.
type tally struct{ ran, long, flagsOnly, other int }

func (n tally) String() string {
	return fmt.Sprintf("%d examples run, %d only in the long tier, %d flags only, %d lines that are not examples (go test, docker, …)", n.ran, n.long, n.flagsOnly, n.other)
}

func (n *tally) add(m tally) {
	n.ran += m.ran
	n.long += m.long
	n.flagsOnly += m.flagsOnly
	n.other += m.other
}

// TestBrokenExamples checks that the runner fails what it should: an
// example that drifts from the program is an error, not a pass.
func TestBrokenExamples(t *testing.T) {
	r := newRunner(t, nil)
	for _, test := range []struct {
		ex   example
		want string // in the error
	}{
		{example{line: "nimber analyse nim 3 4 5"}, "exit status 2"},
		{example{line: "nimber analyze nim 3 4 5 --jsn"}, "exit status 2"},
		{example{line: "nimber analyze nimm 3 4 5"}, "exit status 2"},
		{example{line: "nimbr analyze nim 3 4 5"}, "not a command the test knows"},
		{example{line: "nimber analyze nim 3 4 5", marks: marks{exit: 2}}, "exit status 0, want 2"},
		{example{line: "nimber analyze nim 3 4 5", output: []string{"Nim 3 4 5 — P-position"}}, "its output does not have"},
		{example{line: "printf '3 4\\n' | nimber analyze --batch nimm"}, "exit status 2"},
		{example{line: "nimber serve --adr :8080", marks: marks{flagsOnly: true}}, "want its help"},
		{example{line: "nimber serve &"}, "flags-only"},
		{example{line: "go run ./examples/go/nowhere analyze 3,4"}, "go build"},
		{example{line: `curl -d '{"game":"nim","position":"3 4 5"}' localhost:8080/api/analyze`}, "want 200 OK"},
		{example{line: `curl -H 'Content-Type: application/json' -d '{"game":"nim","postion":"3"}' localhost:8080/api/analyze`}, "want 200 OK"},
		{example{line: `curl -H 'Content-Type: application/json' -d '{}' localhost:9090/api/analyze`}, "localhost:8080"},
		{example{line: "nimber analyze nim $(seq 1 3) | sort"}, "not a command the test knows"},
	} {
		err := r.run(test.ex)
		if err == nil || !strings.Contains(err.Error(), test.want) {
			t.Errorf("%s: error %v, want one saying %q", test.ex.line, err, test.want)
		}
	}
	for _, ex := range []example{
		{line: "nimber analyze nim 3 4 5", output: []string{"Nim 3 4 5 — N-position: the player to move wins. Grundy value 2.", "..."}},
		{line: "nimber analyze nim 3 3", marks: marks{exit: 0}},
		{line: "nimber analyze nim -1", marks: marks{exit: 2}},
		{line: "printf '3 4 5\\n1 2 3\\n' | nimber analyze --batch nim", output: []string{"N 2", "P 0"}},
		{line: "nimber analyze kayles $(seq 1 5) --misere"},
		{line: "nimber seq kayles --emit c > kayles.h && cat kayles.h", output: []string{"..."}},
		{line: "nimber serve --addr :8080 --timeout 5s", marks: marks{flagsOnly: true}},
		{line: `curl -H 'Content-Type: application/json' -d '{"game":"nim","position":"3 4 5"}' localhost:8080/api/analyze`},
		{line: "curl localhost:8080/api/games"},
		{line: "go test ./..."},
	} {
		if err := r.run(ex); err != nil {
			t.Errorf("%s: %v, want no error", ex.line, err)
		}
	}
}
