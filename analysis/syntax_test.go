package analysis_test

import (
	"bufio"
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/nimber/nimber/analysis"
)

func scanAll(s string) []string {
	sc := bufio.NewScanner(strings.NewReader(s))
	sc.Split(analysis.ScanComponents)
	var out []string
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

func TestScanComponents(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"3 4 5", []string{"3", "4", "5"}},
		{"  3\t4\n", []string{"3", "4"}},
		{"", nil},
		{" \n ", nil},
		{"(0, 0) (1, 2)", []string{"(0, 0)", "(1, 2)"}},
		{"[1, (2, 3)] {a: 1}", []string{"[1, (2, 3)]", "{a: 1}"}},
		{"3,5 1,2", []string{"3,5", "1,2"}},
		{"x) y", []string{"x)", "y"}}, // a stray closer does not go below depth 0
		{"(unclosed 1 2", []string{"(unclosed 1 2"}},
		{"a\u00a0b\u2003c", []string{"a", "b", "c"}}, // Unicode spaces separate too
		{"(1,\n 2)\n3", []string{"(1,\n 2)", "3"}},
	}
	for _, c := range cases {
		if got := scanAll(c.in); !slices.Equal(got, c.want) {
			t.Errorf("ScanComponents(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// Without brackets, components are words.
func FuzzScanComponents(f *testing.F) {
	for _, s := range []string{"3 4 5", "(0, 0) (1, 2)", "a\u00a0b", "((", ") ("} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := scanAll(s)
		for _, c := range got {
			if c == "" || unicode.IsSpace([]rune(c)[0]) || !strings.Contains(s, c) {
				t.Fatalf("ScanComponents(%q) gave %q: empty, spaced or not in the input", s, c)
			}
		}
		if !strings.ContainsAny(s, "([{") {
			sc := bufio.NewScanner(bytes.NewReader([]byte(s)))
			sc.Split(bufio.ScanWords)
			var words []string
			for sc.Scan() {
				words = append(words, sc.Text())
			}
			if !slices.Equal(got, words) {
				t.Fatalf("ScanComponents(%q) = %q, want the words %q", s, got, words)
			}
		}
	})
}

func TestSplitSum(t *testing.T) {
	cases := []struct {
		words []string
		want  string
	}{
		{[]string{"nim", "3", "4"}, "[[nim 3 4]]"},
		{[]string{"nim", "3", "+", "kayles", "7"}, "[[nim 3] [kayles 7]]"},
		{[]string{"nim", "+", "+"}, "[[nim] [] []]"},
		{nil, "[[]]"},
	}
	for _, c := range cases {
		if got := fmt.Sprint(analysis.SplitSum(c.words)); got != c.want {
			t.Errorf("SplitSum(%q) = %s, want %s", c.words, got, c.want)
		}
	}
}
