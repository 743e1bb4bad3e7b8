package heap

import (
	"context"
	"testing"
)

// engineMatchesPlain checks the fast engine against Plain on the first n
// values of spec.
func engineMatchesPlain(t *testing.T, spec string, n int) {
	t.Helper()
	r, err := Parse(spec)
	if err != nil {
		t.Fatalf("Parse(%q): %v", spec, err)
	}
	want := Plain(r, n)
	e := NewEngine(r, Options{})
	if err := e.Extend(context.Background(), n); err != nil {
		t.Fatalf("Extend(%q, %d): %v", spec, n, err)
	}
	if e.Len() != n {
		t.Fatalf("%s: Len() = %d, want %d", spec, e.Len(), n)
	}
	for i, w := range want {
		if got := e.At(i); got != w {
			t.Fatalf("%s: At(%d) = %d, want %d (Plain)", spec, i, got, w)
		}
	}
}

func TestEngineMatchesPlainNamed(t *testing.T) {
	for _, spec := range []string{"kayles", "dawson", "officers", "grundy", "0.137", "4.7", "0.3F", "hex:0.8", "subtraction:2,5,7", "allbut:2,3,7", "0.16", "0.354"} {
		n := 3000
		if spec == "0.3F" || spec == "hex:0.8" || spec == "allbut:2,3,7" {
			n = 600
		}
		engineMatchesPlain(t, spec, n)
	}
}
