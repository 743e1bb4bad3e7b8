package longtest

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// root is the module's root, from this package's directory.
const root = "../.."

// TestTiers holds testdata/long.txt and the tests that call Only to each
// other: a listed test that runs in the fast tier fails, and so does a
// long-tier test that the list does not name.
func TestTiers(t *testing.T) {
	listed := readList(t, "testdata/long.txt")
	guarded := guardedTests(t, root)
	if len(guarded) == 0 {
		t.Fatal("no test calls longtest.Only: the walk found nothing")
	}
	for _, name := range listed {
		if !slices.Contains(guarded, name) {
			t.Errorf("%s is listed in testdata/long.txt but runs in the fast tier (or does not exist): it must call longtest.Only", name)
		}
	}
	for _, name := range guarded {
		if !slices.Contains(listed, name) {
			t.Errorf("%s calls longtest.Only but is not listed in testdata/long.txt", name)
		}
	}
}

func TestPick(t *testing.T) {
	got := Pick(1, 2)
	want := 1
	if Enabled {
		want = 2
	}
	if got != want {
		t.Errorf("Pick(1, 2) = %d in the tier where Enabled is %v; want %d", got, Enabled, want)
	}
}

// readList returns the "dir TestName" lines of a list, without comments.
func readList(t *testing.T, name string) []string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var names []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if fields := strings.Fields(line); len(fields) > 0 {
			if len(fields) != 2 {
				t.Fatalf("%s: %q: want \"dir TestName\"", name, sc.Text())
			}
			names = append(names, fields[0]+" "+fields[1])
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return names
}

// guardedTests returns, as "dir TestName", every test function under root
// that calls longtest.Only, directly or through functions of its package.
func guardedTests(t *testing.T, root string) []string {
	t.Helper()
	byDir := map[string]map[string]*ast.FuncDecl{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		dir, _ := filepath.Rel(root, filepath.Dir(path))
		dir = filepath.ToSlash(dir)
		if byDir[dir] == nil {
			byDir[dir] = map[string]*ast.FuncDecl{}
		}
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Body != nil {
				byDir[dir][fn.Name.Name] = fn
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for dir, funcs := range byDir {
		guarded := map[string]bool{}
		for changed := true; changed; {
			changed = false
			for name, fn := range funcs {
				if !guarded[name] && callsGuard(fn.Body, guarded) {
					guarded[name], changed = true, true
				}
			}
		}
		for name := range guarded {
			if strings.HasPrefix(name, "Test") && name != "TestMain" {
				names = append(names, dir+" "+name)
			}
		}
	}
	slices.Sort(names)
	return names
}

// callsGuard reports whether body calls longtest.Only or a function
// already known to.
func callsGuard(body *ast.BlockStmt, guarded map[string]bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		switch fun := call.Fun.(type) {
		case *ast.SelectorExpr:
			if x, ok := fun.X.(*ast.Ident); ok && x.Name == "longtest" && fun.Sel.Name == "Only" {
				found = true
			}
		case *ast.Ident:
			found = guarded[fun.Name]
		}
		return !found
	})
	return found
}
