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

// harnesses wrap the code WriteCode writes in a program that prints
// grundy(n) for each n read from standard input, and say how to run it.
var harnesses = map[string]struct {
	head, tail string
	run        func(t *testing.T, dir, src string) *exec.Cmd
}{
	"c": {
		head: "#include <stdio.h>\n",
		tail: "int main(void) { unsigned long long n; while (scanf(\"%llu\", &n) == 1) printf(\"%llu\\n\", misere_grundy(n)); return 0; }\n",
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
		head: "package main\n\nimport \"fmt\"\n\n",
		tail: "\nfunc main() {\n\tvar n uint64\n\tfor {\n\t\tif _, err := fmt.Scan(&n); err != nil {\n\t\t\treturn\n\t\t}\n\t\tfmt.Println(misereGrundy(n))\n\t}\n}\n",
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
		tail: "\n\nimport sys\nfor line in sys.stdin:\n    print(misere_grundy(int(line)))\n",
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
// preperiod and a saltus, in every language, against AtUint64, with a
// name of two words (misere_grundy, Go's misereGrundy).
func TestWriteCode(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const name = "misere_grundy"
	cases := []struct {
		p   period.Period
		top uint64
	}{
		{period.Period{Preperiod: 71, Period: 12}, 9},
		{period.Period{Period: 4, Saltus: 2}, 4},
		{period.Period{Preperiod: 5, Period: 3, Saltus: 7}, 70000},
		{period.Period{Preperiod: 3, Period: 1}, 1 << 40},
		{period.Period{Period: 1, Saltus: 1}, 0},
		{period.Period{Preperiod: 2, Period: 1, Saltus: 3}, 5},
	}
	for _, lang := range period.Languages {
		h := harnesses[lang]
		t.Run(lang, func(t *testing.T) {
			for _, c := range cases {
				prefix := make([]uint64, c.p.Preperiod+c.p.Period)
				for i := range prefix {
					prefix[i] = rng.Uint64N(c.top + 1)
				}
				var b strings.Builder
				b.WriteString(h.head)
				if err := period.WriteCode(&b, period.Code{Lang: lang, Name: name, Comment: []string{"a test", fmt.Sprintf("period %+v", c.p)}}, prefix, c.p); err != nil {
					t.Fatal(err)
				}
				b.WriteString(h.tail)
				var ns []uint64
				for n := range uint64(len(prefix) + 3*c.p.Period) {
					ns = append(ns, n)
				}
				ns = append(ns, 1_000_000_007, 1<<40+3, 123456789012345)
				var in strings.Builder
				for _, n := range ns {
					fmt.Fprintln(&in, n)
				}
				cmd := h.run(t, t.TempDir(), b.String())
				cmd.Stdin = strings.NewReader(in.String())
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("%s: %v\n%s", lang, err, b.String())
				}
				lines := strings.Fields(string(out))
				if len(lines) != len(ns) {
					t.Fatalf("%s, period %+v: %d lines out, want %d", lang, c.p, len(lines), len(ns))
				}
				for i, n := range ns {
					if got, want := lines[i], strconv.FormatUint(period.AtUint64(prefix, c.p, n), 10); got != want {
						t.Errorf("%s, period %+v: grundy(%d) = %s, want %s", lang, c.p, n, got, want)
					}
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
