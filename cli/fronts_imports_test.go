package cli

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestFrontsImportNoEngine checks that the fronts reach the engines only
// through package analysis: no non-test file of cli or server imports an
// engine package.
func TestFrontsImportNoEngine(t *testing.T) {
	engines := []string{"heap", "census", "misere", "table", "period", "graph"}
	var files []string
	for _, dir := range []string{".", "../server"} {
		m, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			rest, ok := strings.CutPrefix(path, "github.com/nimber/nimber/")
			if !ok {
				continue
			}
			top, _, _ := strings.Cut(rest, "/")
			for _, e := range engines {
				if top == e {
					t.Errorf("%s imports %s: a front reaches the engines through package analysis", name, path)
				}
			}
		}
	}
}
