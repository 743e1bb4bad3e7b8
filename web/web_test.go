package web

import (
	"io/fs"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The page's ids are unique, and every id a script looks up is on the
// page: a duplicate once hid the position in play behind a form field.
func TestIDs(t *testing.T) {
	page, err := fs.ReadFile(Static(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]int{}
	for _, m := range regexp.MustCompile(`\sid="([^"]+)"`).FindAllSubmatch(page, -1) {
		ids[string(m[1])]++
	}
	for id, n := range ids {
		if n > 1 {
			t.Errorf("id %q appears %d times in index.html; want once", id, n)
		}
	}
	scripts, err := fs.Glob(Static(), "*.js")
	if err != nil {
		t.Fatal(err)
	}
	lookup := regexp.MustCompile(`\$\(\s*["'` + "`" + `]#([A-Za-z][\w-]*)["'` + "`" + `]`)
	lookups := 0
	for _, name := range scripts {
		script, err := fs.ReadFile(Static(), name)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(page), `<script src="`+name+`"`) {
			t.Errorf("index.html does not load %s", name)
		}
		looked := lookup.FindAllSubmatch(script, -1)
		lookups += len(looked)
		for _, m := range looked {
			if ids[string(m[1])] == 0 {
				t.Errorf(`%s looks up #%s, which index.html lacks`, name, m[1])
			}
		}
	}
	if len(scripts) == 0 || lookups == 0 {
		t.Fatalf(`%d scripts looking up %d elements by $("#id"); the test has lost its target`, len(scripts), lookups)
	}
}

// The package comment names every static file, and no file that is gone:
// it once listed scripts split up long before.
func TestDocNamesFiles(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	files, err := fs.ReadDir(Static(), ".")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, f := range files {
		want[f.Name()] = true
	}
	named := map[string]bool{}
	for _, m := range regexp.MustCompile(`[\w-]+\.(?:html|js|css)\b`).FindAll(doc, -1) {
		named[string(m)] = true
	}
	for _, name := range slices.Sorted(maps.Keys(want)) {
		if !named[name] {
			t.Errorf("doc.go does not name %s", name)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(named)) {
		if !want[name] {
			t.Errorf("doc.go names %s, which static lacks", name)
		}
	}
}
