package cli

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/internal/progress"
)

// runOn runs a command line with standard error a terminal or not, and
// progress reported every 1 ms, the interval a run needs to show it.
func runOn(terminal bool, every time.Duration, args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut,
		tty: func(any) bool { return terminal }, progressEvery: every}
	code = run(args, e)
	return code, out.String(), errOut.String()
}

func TestProgressFlag(t *testing.T) {
	c := &command{name: "test"}
	tests := []struct {
		args    []string
		wantPos []string
		want    progress.Flag
	}{
		{[]string{"kayles"}, []string{"kayles"}, progress.Flag{}},
		{[]string{"--progress", "kayles"}, []string{"kayles"}, progress.Flag{Given: true, On: true}},
		{[]string{"kayles", "--progress"}, []string{"kayles"}, progress.Flag{Given: true, On: true}},
		{[]string{"--progress=false", "kayles"}, []string{"kayles"}, progress.Flag{Given: true}},
		{[]string{"--progress", "false", "kayles"}, []string{"kayles"}, progress.Flag{Given: true}},
		{[]string{"--progress", "0", "kayles"}, []string{"kayles"}, progress.Flag{Given: true}},
		{[]string{"--progress", "5s", "kayles"}, []string{"kayles"}, progress.Flag{Given: true, On: true, Every: 5 * time.Second}},
		{[]string{"--progress=10m", "0.07"}, []string{"0.07"}, progress.Flag{Given: true, On: true, Every: 10 * time.Minute}},
		{[]string{"--progress", "0.07"}, []string{"0.07"}, progress.Flag{Given: true, On: true}},
	}
	for _, test := range tests {
		var p progress.Flag
		fs := newFlags(c, &env{})
		fs.Var(&p, "progress", "")
		pos, err := parseFlags(fs, c, &env{}, test.args)
		if err != nil || strings.Join(pos, " ") != strings.Join(test.wantPos, " ") || p != test.want {
			t.Errorf("parseFlags(%q) = %q, %+v, %v; want %q, %+v", test.args, pos, p, err, test.wantPos, test.want)
		}
	}
}

// TestProgressShows runs each long command on a terminal and not: on a
// terminal progress shows by default, redrawn in place, and ends with a
// line of what was done; elsewhere only --progress shows it (the census
// keeps its lines as games end), and --progress=false hides it.
func TestProgressShows(t *testing.T) {
	const ms = time.Millisecond
	redrawn := regexp.MustCompile("\r[^\r\n]+\x1b\\[K")
	tests := []struct {
		args     []string
		terminal bool
		every    time.Duration
		progress string // a redrawn report, or "" for none
		final    string // the last line, a regexp, or "" for no output at all
	}{
		{[]string{"seq", "grundy", "--to", "2^15", "--no-values"}, true, ms,
			"n = ", `^seq Grundy's game \(4!\.0\): 2\^15 values in [0-9.]+ s$`},
		{[]string{"seq", "grundy", "--to", "2^15", "--no-values"}, false, ms, "", ""},
		{[]string{"seq", "grundy", "--to", "2^15", "--no-values", "--progress=false"}, true, ms, "", ""},
		{[]string{"seq", "grundy", "--to", "1000"}, true, time.Hour, "", ""}, // done before a report
		{[]string{"seq", "grundy", "--to", "1000", "--progress"}, false, time.Hour, "", `^seq Grundy's game \(4!\.0\): 1000 values in [0-9.]+ s$`},
		{[]string{"seq", "kayles", "--misere", "--to", "45", "--no-values"}, true, ms,
			"heap ", `^seq Kayles \(octal 0\.77\) --misere: 45 heaps, [0-9]+ sums of heaps searched, in [0-9.]+ s$`},
		{[]string{"seq", "0.07", "--misere", "--quotient", "--to", "27"}, true, ms,
			"heap ", `^seq octal game 0\.07 --misere --quotient: heaps 1 to 26, [0-9]+ elements, [0-9]+ sums walked, in [0-9.]+ s$`},
		{[]string{"table", "kayles", "--n", "0..50000"}, true, ms,
			"table kayles: ", `^table kayles: 50001 positions in [0-9.]+ s$`},
		{[]string{"table", "kayles", "--n", "0..50000"}, false, ms, "", ""},
		{[]string{"census", "octal", "--digits", "2", "--to", "2^12", "--jobs", "2"}, true, ms,
			"census octal --digits 2: ", `^census octal --digits 2: 127 games in [0-9.]+ s: \d+ trivial, \d+ solved, \d+ unsolved$`},
		{[]string{"census", "octal", "--digits", "2", "--to", "2^12", "--jobs", "2", "--progress", "0"}, true, ms, "", ""},
		{[]string{"census", "octal", "--digits", "1", "--to", "2^12"}, false, ms,
			"", `^census octal --digits 1: 15 games in [0-9.]+ s: 14 trivial, 1 unsolved$`},
	}
	for _, test := range tests {
		code, _, stderr := runOn(test.terminal, test.every, test.args...)
		name := strings.Join(test.args, " ")
		if code != 0 {
			t.Errorf("%s: exit %d, %s", name, code, stderr)
			continue
		}
		reports := redrawn.FindAllString(stderr, -1)
		if test.progress == "" && len(reports) > 0 || test.progress != "" && (len(reports) < 2 || !strings.Contains(reports[0], test.progress)) {
			t.Errorf("%s (terminal %v): %d reports, the first %.100q; want %q", name, test.terminal, len(reports), reports, test.progress)
		}
		if test.final == "" {
			if stderr != "" {
				t.Errorf("%s (terminal %v): stderr %q, want none", name, test.terminal, stderr)
			}
			continue
		}
		lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
		last := strings.TrimSuffix(strings.TrimPrefix(lines[len(lines)-1], "\r"), "\x1b[K")
		last = last[strings.LastIndex(last, "\r")+1:]
		if !regexp.MustCompile(test.final).MatchString(last) {
			t.Errorf("%s (terminal %v): last line %q, want %s", name, test.terminal, last, test.final)
		}
	}
}
