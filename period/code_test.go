package period_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/period"
)

// harnesses wrap the code WriteCode writes, the functions named, in a
// program that reads lines "i n" from standard input and prints the i-th
// function's value at n for each, and say how to run it. One program a
// language holds every case: one compiler run each, not one a case.
var harnesses = map[string]struct {
	head string
	tail func(names []string) string
	run  func(t *testing.T, dir, src string) *exec.Cmd
}{
	"c": {
		head: "#include <stdio.h>\n",
		tail: func(names []string) string {
			return "static unsigned long long (*const fs[])(unsigned long long) = {" + strings.Join(names, ", ") + "};\n" +
				"int main(void) { int i; unsigned long long n; while (scanf(\"%d %llu\", &i, &n) == 2) printf(\"%llu\\n\", fs[i](n)); return 0; }\n"
		},
		run: func(t *testing.T, dir, src string) *exec.Cmd {
			cc, err := exec.LookPath("gcc")
			if err != nil {
				t.Skip("no gcc")
			}
			path, bin := filepath.Join(dir, "g.c"), filepath.Join(dir, "g")
			write(t, path, src)
			// -Wall -Werror: the code must compile cleanly, as C and C++.
			for _, args := range [][]string{{"-std=c99", "-Wall", "-Werror", "-o", bin, path}, {"-x", "c++", "-Wall", "-Werror", "-o", bin + "pp", path}} {
				if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
					t.Fatalf("gcc %s: %v\n%s\n%s", strings.Join(args, " "), err, out, src)
				}
			}
			return exec.Command(bin)
		},
	},
	"go": {
		head: "package main\n\nimport \"fmt\"\n",
		tail: func(names []string) string {
			for i, name := range names {
				words := strings.Split(name, "_")
				for j := 1; j < len(words); j++ {
					words[j] = strings.ToUpper(words[j][:1]) + words[j][1:]
				}
				names[i] = strings.Join(words, "")
			}
			return "\nfunc main() {\n\tfs := []func(uint64) uint64{" + strings.Join(names, ", ") + "}\n" +
				"\tvar i int\n\tvar n uint64\n\tfor {\n\t\tif _, err := fmt.Scan(&i, &n); err != nil {\n\t\t\treturn\n\t\t}\n\t\tfmt.Println(fs[i](n))\n\t}\n}\n"
		},
		run: func(t *testing.T, dir, src string) *exec.Cmd {
			path := filepath.Join(dir, "g.go")
			write(t, path, src)
			if out, err := exec.Command("gofmt", "-l", path).CombinedOutput(); err != nil || len(out) > 0 {
				t.Errorf("the Go code is not gofmt'ed (%v): %s", err, out)
			}
			return exec.Command("go", "run", path)
		},
	},
	"python": {
		tail: func(names []string) string {
			return "\n\nimport sys\nfs = [" + strings.Join(names, ", ") + "]\n" +
				"for line in sys.stdin:\n    i, n = line.split()\n    print(fs[int(i)](int(n)))\n"
		},
		run: func(t *testing.T, dir, src string) *exec.Cmd {
			py, err := exec.LookPath("python3")
			if err != nil {
				t.Skip("no python3")
			}
			path := filepath.Join(dir, "g.py")
			write(t, path, src)
			return exec.Command(py, path)
		},
	},
}

func write(t *testing.T, path, s string) {
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestWriteCode runs the code for sequences with and without a
// preperiod and a saltus, in every language, against AtUint64, each case
// a function of its own in one program, named in two words (misere_grundy,
// Go's misereGrundy).
func TestWriteCode(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	cases := []struct {
		name string
		p    period.Period
		top  uint64
	}{
		{"misere_grundy", period.Period{Preperiod: 71, Period: 12}, 9},
		{"grundy_value", period.Period{Period: 4, Saltus: 2}, 4},
		{"octal_game", period.Period{Preperiod: 5, Period: 3, Saltus: 7}, 70000},
		{"nim_sequence", period.Period{Preperiod: 3, Period: 1}, 1 << 40},
		{"heap_value", period.Period{Period: 1, Saltus: 1}, 0},
		{"kayles_sum", period.Period{Preperiod: 2, Period: 1, Saltus: 3}, 5},
	}
	for _, lang := range period.Languages {
		h := harnesses[lang]
		t.Run(lang, func(t *testing.T) {
			var b, in strings.Builder
			var names []string
			type query struct {
				c int
				n uint64
			}
			var queries []query
			prefixes := make([][]uint64, len(cases))
			b.WriteString(h.head)
			for i, c := range cases {
				prefix := make([]uint64, c.p.Preperiod+c.p.Period)
				for i := range prefix {
					prefix[i] = rng.Uint64N(c.top + 1)
				}
				prefixes[i] = prefix
				b.WriteString("\n")
				if err := period.WriteCode(&b, period.Code{Lang: lang, Name: c.name, Comment: []string{"a test", fmt.Sprintf("period %+v", c.p)}}, prefix, c.p); err != nil {
					t.Fatal(err)
				}
				names = append(names, c.name)
				for n := range uint64(len(prefix) + 3*c.p.Period) {
					queries = append(queries, query{i, n})
				}
				for _, n := range []uint64{1_000_000_007, 1<<40 + 3, 123456789012345} {
					queries = append(queries, query{i, n})
				}
			}
			b.WriteString(h.tail(names))
			for _, q := range queries {
				fmt.Fprintln(&in, q.c, q.n)
			}
			cmd := h.run(t, t.TempDir(), b.String())
			cmd.Stdin = strings.NewReader(in.String())
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("%s: %v\n%s", lang, err, b.String())
			}
			lines := strings.Fields(string(out))
			if len(lines) != len(queries) {
				t.Fatalf("%s: %d lines out, want %d", lang, len(lines), len(queries))
			}
			for i, q := range queries {
				c := cases[q.c]
				if got, want := lines[i], strconv.FormatUint(period.AtUint64(prefixes[q.c], c.p, q.n), 10); got != want {
					t.Errorf("%s, period %+v: %s(%d) = %s, want %s", lang, c.p, c.name, q.n, got, want)
				}
			}
		})
	}
}

func TestWriteCodeErrors(t *testing.T) {
	for _, c := range []struct {
		lang, name string
		p          period.Period
		prefix     []int
		want       string
	}{
		{"rust", "grundy", period.Period{Period: 1}, []int{0}, `language "rust"`},
		{"c", "grundy", period.Period{Period: 0}, []int{0}, "positive period"},
		{"c", "grundy", period.Period{Period: 1, Saltus: -1}, []int{0}, "negative saltus"},
		{"c", "grundy", period.Period{Preperiod: 2, Period: 2}, []int{0, 1, 2}, "need 4"},
		{"c", "grundy", period.Period{Period: 2}, []int{0, -1}, "a(1) = -1"},
		{"c", "Grundy", period.Period{Period: 1}, []int{0}, `function name "Grundy"`},
		{"go", "misere__g", period.Period{Period: 1}, []int{0}, "function name"},
		{"python", "2g", period.Period{Period: 1}, []int{0}, "function name"},
	} {
		err := period.WriteCode(new(strings.Builder), period.Code{Lang: c.lang, Name: c.name}, c.prefix, c.p)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("WriteCode(%s, %+v, %v) = %v, want an error with %q", c.lang, c.p, c.prefix, err, c.want)
		}
	}
}
