package examples_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nimber/nimber/examples"
	"github.com/nimber/nimber/rules"
)

// List offers every rules file of the directory, each with a title and a
// source that loads.
func TestList(t *testing.T) {
	files, err := filepath.Glob("*.star")
	if err != nil {
		t.Fatal(err)
	}
	list := examples.List()
	if len(list) != len(files) || len(list) == 0 {
		t.Fatalf("List() has %d examples; want the %d files %v", len(list), len(files), files)
	}
	for i, e := range list {
		src, err := os.ReadFile(files[i])
		if err != nil {
			t.Fatal(err)
		}
		if e.Name != files[i] || e.Source != string(src) {
			t.Errorf("example %d is %s with %d bytes; want %s with %d", i, e.Name, len(e.Source), files[i], len(src))
		}
		if e.Title == "" || strings.Contains(e.Title, "\n") || !strings.HasSuffix(e.Title, ".") && !strings.HasSuffix(e.Title, ")") {
			t.Errorf("%s: title %q; want the first sentence of its header", e.Name, e.Title)
		}
		if _, err := rules.Load(context.Background(), e.Name, []byte(e.Source), rules.Options{}); err != nil {
			t.Errorf("%s: %v", e.Name, err)
		}
	}
}
