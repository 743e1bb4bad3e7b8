package docs

import (
	"bytes"
	"errors"
	"fmt"
	"io"
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
)

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
