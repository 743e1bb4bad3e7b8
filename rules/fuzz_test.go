package rules_test

import (
	"context"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/rules"
)

// FuzzParseFormat checks that any position text either fails with a usage
// error or reads back from its own rendering as the same position: the
// default parse and format are inverse on every hashable value.
func FuzzParseFormat(f *testing.F) {
	for _, s := range []string{"0", "-17", "(0, 0)", "(1, (2, 3), 'x')", `"abc"`, "12345678901234567890123",
		"[1, 2]", "{1: 2}", "None", "True", "(", "3,4", "struct(x = 1)", "1 // 0", "range(3)", "-(2**70)"} {
		f.Add(s)
	}
	g, err := rules.Load(context.Background(), "any.star", []byte("def moves(p):\n    return []\n"), rules.Options{MaxSteps: 10_000})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := g.Parse(s)
		if err != nil {
			if k := errs.KindOf(err); k != errs.Usage && k != errs.Limit {
				t.Fatalf("Parse(%q) error of kind %v: %v", s, k, err)
			}
			return
		}
		back, err := g.Parse(c.String())
		if err != nil {
			t.Fatalf("Parse(%q) = %s, which does not parse back: %v", s, c, err)
		}
		if back != c {
			t.Errorf("Parse(Parse(%q).String()) = %s, want %s", s, back, c)
		}
	})
}

// FuzzSet checks --set NAME=VALUE on any text: the file loads with the new
// value, or fails with a usage or limit error; it never panics.
func FuzzSet(f *testing.F) {
	for _, s := range []string{"D=4", "D = 5", "VECTORS=[(1, 2)]", "D=", "=3", "E=1", "D=(", "D=1\nx = 2", "D=[i for i in range(10**9)]"} {
		f.Add(s)
	}
	src := []byte("D = 3\nVECTORS = [(1, 1)]\ndef moves(p):\n    return [p - d for d, _ in VECTORS if d <= p and p <= D]\n")
	f.Fuzz(func(t *testing.T, set string) {
		g, err := rules.Load(context.Background(), "set.star", src, rules.Options{Set: []string{set}, MaxSteps: 10_000})
		if err != nil {
			if k := errs.KindOf(err); k != errs.Usage && k != errs.Limit {
				t.Fatalf("Load with --set %q: error of kind %v: %v", set, k, err)
			}
			return
		}
		if c, err := g.Parse("2"); err == nil {
			_, err = c.Value(context.Background())
			if k := errs.KindOf(err); err != nil && k != errs.Usage && k != errs.Limit && k != errs.Cycle {
				t.Fatalf("value under --set %q: error of kind %v: %v", set, k, err)
			}
		}
	})
}
