package docs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/internal/longtest"
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

// A runner runs examples in its directory, one after the other, so that
// an example may read a file an earlier one wrote.
type runner struct {
	t        testing.TB
	dir      string
	srv      *httptest.Server  // the API, started at the first curl
	programs map[string]string // a package of examples/go → its binary
	tally
}

// newRunner makes a directory for examples, with the repository's
// examples/ and the given files, and makes it the working directory for
// the rest of the test (t.Chdir).
func newRunner(t *testing.T, files map[string]string) *runner {
	t.Helper()
	dir := t.TempDir()
	if err := os.Symlink(filepath.Join(root, "examples"), filepath.Join(dir, "examples")); err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := &runner{t: t, dir: dir, programs: map[string]string{}}
	t.Cleanup(func() {
		if r.srv != nil {
			r.srv.Close()
		}
	})
	t.Chdir(dir)
	return r
}

// check runs ex and reports its failure.
func (r *runner) check(t *testing.T, ex example) {
	t.Helper()
	start := time.Now()
	if err := r.run(ex); err != nil {
		t.Errorf("%s: %s\n%v", ex.source, ex.line, err)
	}
	if d := time.Since(start); d > slow {
		t.Logf("%s: %s took %.1f s", ex.source, ex.line, d.Seconds())
	}
}

// A kind says how an example's program runs.
type kind int

const (
	unknown kind = iota
	nimber       // in process, through cli.Main
	program      // a program of examples/go, built once
	curl         // a request to the API
	builtin      // printf, seq, cat, echo
	other        // a command that is not an example: go test, docker, jq
)

// notExamples are the commands a code block may show that are not
// nimber's: lines made only of them are left alone.
var notExamples = []string{"go", "bash", "docker", "jq", "sbatch", "kubectl", "mkdir", "apt-get", "sed"}

// resolve returns how args run and the arguments of that program.
func resolve(args []string) (kind, []string) {
	// Wrappers and variables that change nothing the example means.
	for len(args) > 0 {
		switch {
		case strings.Contains(args[0], "=") && !strings.HasPrefix(args[0], "-") && !strings.ContainsAny(args[0][:strings.Index(args[0], "=")], "/.:"):
			args = args[1:]
			continue
		case args[0] == "nohup" || args[0] == "time":
			args = args[1:]
			continue
		case args[0] == "nice" && len(args) > 2 && args[1] == "-n":
			args = args[3:]
			continue
		}
		break
	}
	if len(args) == 0 {
		return unknown, nil
	}
	switch name := args[0]; {
	case name == "nimber" || strings.HasSuffix(name, "/nimber"):
		return nimber, args[1:]
	case name == "go" && len(args) > 2 && args[1] == "run" && args[2] == "./cmd/nimber":
		return nimber, args[3:]
	case name == "go" && len(args) > 2 && args[1] == "run" && strings.HasPrefix(args[2], "./examples/go/"):
		return program, args[2:]
	case name == "curl":
		return curl, args[1:]
	case name == "printf" || name == "seq" || name == "cat" || name == "echo":
		return builtin, args
	case slices.Contains(notExamples, name) || strings.HasPrefix(name, "bench/"):
		return other, args
	}
	return unknown, args
}

// run runs ex and checks its exit status and the output it shows.
func (r *runner) run(ex example) error {
	toks, err := shellWords(ex.line)
	if err != nil {
		return err
	}
	s, err := parseScript(toks)
	if err != nil {
		return err
	}
	// Classify every stage before running any.
	examples := 0
	for _, pipe := range s.pipelines {
		for _, st := range pipe {
			k, _ := resolve(words(st.args))
			switch k {
			case unknown:
				return fmt.Errorf("%q: not a command the test knows: a nimber command, curl, printf, seq, cat or echo, or one of %q, which are not examples", st.args[0].text, notExamples)
			case nimber, program, curl, builtin:
				examples++
			}
		}
	}
	switch {
	case examples == 0:
		r.other++
		return nil
	case ex.long && !longtest.Enabled:
		r.long++
		return nil
	case ex.flagsOnly:
		r.flagsOnly++
		return r.flags(s)
	case s.background:
		return errors.New("runs in the background (&): mark its block flags-only")
	}
	r.ran++
	var output string
	for i, pipe := range s.pipelines {
		code, out, err := r.pipeline(pipe)
		if err != nil {
			return err
		}
		last := i == len(s.pipelines)-1
		if want := 0; last {
			want = ex.exit
			if code != want {
				return fmt.Errorf("exit status %d, want %d; output:\n%s", code, want, out)
			}
		} else if code != 0 {
			return fmt.Errorf("exit status %d before the end of the line; output:\n%s", code, out)
		}
		output = out
	}
	return checkOutput(ex.output, output)
}

// flags checks that the nimber commands of s parse their flags: each is
// run with -h added, which prints its help once the flags before it are
// read.
func (r *runner) flags(s script) error {
	found := false
	for _, pipe := range s.pipelines {
		for _, st := range pipe {
			k, args := resolve(words(st.args))
			if k != nimber && k != program {
				continue
			}
			found = true
			var stdout, stderr bytes.Buffer
			code, err := r.exec(k, append(slices.Clone(args), "-h"), strings.NewReader(""), &stdout, &stderr)
			if err != nil {
				return err
			}
			if code != 0 || !strings.Contains(stdout.String(), "Usage:") {
				return fmt.Errorf("with -h added: exit status %d, want its help; output:\n%s%s", code, stdout.String(), stderr.String())
			}
		}
	}
	if !found {
		return errors.New("marked flags-only, but no nimber command")
	}
	return nil
}

// pipeline runs the stages of a pipeline one after the other, each
// reading what the one before wrote, and returns the last one's exit
// status and output (what it wrote to standard output, unless
// redirected, then to standard error). Every stage but the last must
// succeed.
func (r *runner) pipeline(pipe []stage) (int, string, error) {
	var in []byte
	for i, st := range pipe {
		if st.in != "" {
			b, err := os.ReadFile(filepath.Join(r.dir, st.in))
			if err != nil {
				return 0, "", err
			}
			in = b
		}
		args, err := r.expand(st.args)
		if err != nil {
			return 0, "", err
		}
		k, args := resolve(args)
		if k == other {
			return 0, "", fmt.Errorf("%q cannot run in the test: mark the block flags-only, or show it in a block of its own", args[0])
		}
		var stdout, stderr bytes.Buffer
		code, err := r.exec(k, args, bytes.NewReader(in), &stdout, &stderr)
		if err != nil {
			return 0, "", err
		}
		out, errOut := stdout.Bytes(), stderr.Bytes()
		if st.errToOut {
			out, errOut = append(out, errOut...), nil
		}
		if err := r.redirect(st.out, st.appendOut, out); err != nil {
			return 0, "", err
		}
		if err := r.redirect(st.errOut, st.appendErr, errOut); err != nil {
			return 0, "", err
		}
		shown := ""
		if st.out == "" {
			shown = string(out)
		}
		if st.errOut == "" {
			shown += string(errOut)
		}
		if i == len(pipe)-1 {
			return code, shown, nil
		}
		if code != 0 {
			return 0, "", fmt.Errorf("%s: exit status %d in a pipeline; output:\n%s", args[0], code, shown)
		}
		in = out
	}
	panic("unreachable")
}

// redirect writes b to the file name, if there is one.
func (r *runner) redirect(name string, appending bool, b []byte) error {
	if name == "" || name == "/dev/null" {
		return nil
	}
	flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if appending {
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := os.OpenFile(filepath.Join(r.dir, name), flag, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// expand returns the words of a stage with its globs expanded in the
// runner's directory; a glob that matches nothing stays as written, as
// in sh.
func (r *runner) expand(toks []token) ([]string, error) {
	var args []string
	for _, t := range toks {
		if !t.glob {
			args = append(args, t.text)
			continue
		}
		matches, err := filepath.Glob(filepath.Join(r.dir, t.text))
		if err != nil {
			return nil, err
		}
		if len(matches) == 0 {
			args = append(args, t.text)
		}
		for _, m := range matches {
			rel, _ := filepath.Rel(r.dir, m)
			args = append(args, rel)
		}
	}
	return args, nil
}

func words(toks []token) []string {
	w := make([]string, len(toks))
	for i, t := range toks {
		w[i] = t.text
	}
	return w
}

// exec runs one program and returns its exit status; an error is a
// failure to run it at all.
func (r *runner) exec(k kind, args []string, stdin io.Reader, stdout, stderr io.Writer) (int, error) {
	switch k {
	case nimber:
		return cli.Main(args, stdin, stdout, stderr, cli.Options{}), nil
	case program:
		bin, err := r.program(args[0])
		if err != nil {
			return 0, err
		}
		cmd := exec.Command(bin, args[1:]...)
		cmd.Dir, cmd.Stdin, cmd.Stdout, cmd.Stderr = r.dir, stdin, stdout, stderr
		err = cmd.Run()
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return exit.ExitCode(), nil
		}
		return 0, err
	case curl:
		return 0, r.curl(args, stdout)
	case builtin:
		return 0, r.builtin(args, stdin, stdout)
	}
	return 0, fmt.Errorf("%q does not run in the test", args[0])
}

// program builds a package of examples/go once and returns its binary.
func (r *runner) program(pkg string) (string, error) {
	if bin, ok := r.programs[pkg]; ok {
		return bin, nil
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("go run %s: %v", pkg, err)
	}
	bin := filepath.Join(r.t.TempDir(), filepath.Base(pkg))
	cmd := exec.Command(goTool, "build", "-o", bin, pkg)
	cmd.Dir = root
	// The program runs here: built for this machine even when the
	// tests are built for another GOARCH (GOARCH=386 go test).
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GOARCH=") && !strings.HasPrefix(kv, "GOOS=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
	}
	r.programs[pkg] = bin
	return bin, nil
}

// builtin runs printf, seq, cat or echo.
func (r *runner) builtin(args []string, stdin io.Reader, stdout io.Writer) error {
	var out string
	var err error
	switch args[0] {
	case "printf":
		out, err = printf(args[1:])
	case "seq":
		out, err = seq(args[1:])
	case "echo":
		out = strings.Join(args[1:], " ") + "\n"
	case "cat":
		if len(args) == 1 {
			_, err := io.Copy(stdout, stdin)
			return err
		}
		for _, name := range args[1:] {
			b, err := os.ReadFile(filepath.Join(r.dir, name))
			if err != nil {
				return err
			}
			out += string(b)
		}
	}
	if err != nil {
		return err
	}
	_, err = io.WriteString(stdout, out)
	return err
}

// curl sends the request a curl command line of the documentation
// describes to the API of a server of the test's, as curl would send it
// (-d without a Content-Type header is a form), and checks that the
// answer is a 200 with JSON (or the SVG of /api/seq.svg).
func (r *runner) curl(args []string, stdout io.Writer) error {
	method, target := "", ""
	header := http.Header{}
	var body *string
	for i := 0; i < len(args); i++ {
		a := args[i]
		takesValue := a == "-H" || a == "--header" || a == "-d" || a == "--data" || a == "--data-raw" || a == "-X" || a == "--request"
		if takesValue && i+1 == len(args) {
			return fmt.Errorf("curl %s without a value", a)
		}
		switch {
		case a == "-H" || a == "--header":
			i++
			k, v, ok := strings.Cut(args[i], ":")
			if !ok {
				return fmt.Errorf("curl -H %q: want NAME: VALUE", args[i])
			}
			header.Add(strings.TrimSpace(k), strings.TrimSpace(v))
		case a == "-d" || a == "--data" || a == "--data-raw":
			i++
			if strings.HasPrefix(args[i], "@") && a != "--data-raw" {
				return fmt.Errorf("curl %s %s: the test sends only literal data", a, args[i])
			}
			b := args[i]
			body = &b
		case a == "-X" || a == "--request":
			i++
			method = args[i]
		case a == "-s" || a == "--silent" || a == "-sS" || a == "-S":
		case strings.HasPrefix(a, "-"):
			return fmt.Errorf("curl %s: the test does not know this flag", a)
		case target != "":
			return fmt.Errorf("curl: two addresses, %q and %q", target, a)
		default:
			target = a
		}
	}
	if method == "" {
		method = "GET"
		if body != nil {
			method = "POST"
		}
	}
	if body != nil && header.Get("Content-Type") == "" {
		header.Set("Content-Type", "application/x-www-form-urlencoded") // what curl -d sends
	}
	host, path, _ := strings.Cut(strings.TrimPrefix(target, "http://"), "/")
	if host != "localhost:8080" {
		return fmt.Errorf("curl %s: want an address on localhost:8080, the server's default", target)
	}
	if r.srv == nil {
		r.srv = httptest.NewServer(server.New(server.Options{}))
	}
	var rd io.Reader
	if body != nil {
		rd = strings.NewReader(*body)
	}
	req, err := http.NewRequest(method, r.srv.URL+"/"+path, rd)
	if err != nil {
		return err
	}
	req.Header = header
	resp, err := r.srv.Client().Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s /%s: %s, want 200 OK: %s", method, path, resp.Status, b)
	}
	ct := resp.Header.Get("Content-Type")
	switch {
	case strings.HasPrefix(ct, "application/json"):
		if !json.Valid(b) {
			return fmt.Errorf("%s /%s: the answer is not JSON: %s", method, path, b)
		}
	case strings.HasPrefix(ct, "image/svg+xml") && strings.Contains(path, ".svg"):
	default:
		return fmt.Errorf("%s /%s: Content-Type %q, want JSON", method, path, ct)
	}
	_, err = stdout.Write(b)
	if len(b) > 0 && b[len(b)-1] != '\n' {
		io.WriteString(stdout, "\n")
	}
	return err
}

// checkOutput checks that each line shown appears in the output, in
// order; "..." stands for lines left out.
func checkOutput(shown []string, output string) error {
	lines := strings.Split(output, "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " \t")
	}
	j := 0
	for _, s := range shown {
		if strings.TrimSpace(s) == "" || strings.TrimSpace(s) == "..." {
			continue
		}
		for j < len(lines) && lines[j] != s {
			j++
		}
		if j == len(lines) {
			return fmt.Errorf("it shows the line %q, which its output does not have (or not in that order):\n%s", s, output)
		}
		j++
	}
	return nil
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
