package graph_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/graph"
)

// FuzzParse checks that Parse never panics, rejects bad input with usage
// errors only, and reads back what String writes.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"a b\n", "a b c\n", "start: a\na b\n", "start:\n", "# x\n\n", "a a\n", "x\ny x\nstart: y y\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		g, err := graph.Parse("fuzz", strings.NewReader(in))
		if err != nil {
			if !errs.Is(err, errs.Usage) {
				t.Fatalf("Parse(%q) error %v is not a usage error", in, err)
			}
			return
		}
		out := g.String()
		back, err := graph.Parse("fuzz", strings.NewReader(out))
		if err != nil {
			t.Fatalf("Parse(String()) of %q: %v\n%s", in, err, out)
		}
		if !slices.Equal(back.Vertices(), g.Vertices()) || back.String() != out || !slices.Equal(back.StartVertices(), g.StartVertices()) {
			t.Fatalf("Parse(String()) of %q gives\n%s\nwant\n%s", in, back.String(), out)
		}
		if _, err := g.Values(context.Background()); err != nil && !errs.Is(err, errs.Cycle) {
			t.Fatalf("Values of %q: %v, want nil or a cycle error", in, err)
		}
	})
}
