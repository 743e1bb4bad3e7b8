// Package examples holds the example rules files, embedded, so that the
// web app can offer them; examples_test.go checks each against a known
// answer.
package examples

import (
	"embed"
	"path"
	"strings"
)

//go:embed *.star
var files embed.FS

// An Example is one rules file.
type Example struct {
	Name   string `json:"name"`   // the file name, e.g. "dot.star"
	Title  string `json:"title"`  // the first sentence of its header comment
	Source string `json:"source"` // the whole file
}

// List returns the examples, by file name.
func List() []Example {
	entries, err := files.ReadDir(".")
	if err != nil {
		panic(err) // cannot happen: the directory is embedded
	}
	var out []Example
	for _, e := range entries {
		b, err := files.ReadFile(e.Name())
		if err != nil {
			panic(err)
		}
		out = append(out, Example{Name: path.Base(e.Name()), Title: title(string(b)), Source: string(b)})
	}
	return out
}

// title returns the first sentence of the comment that opens src.
func title(src string) string {
	var words []string
	for _, line := range strings.Split(src, "\n") {
		text, ok := strings.CutPrefix(line, "#")
		if !ok || strings.TrimSpace(text) == "" {
			break
		}
		words = append(words, strings.Fields(text)...)
	}
	s := strings.Join(words, " ")
	if i := strings.Index(s, ". "); i >= 0 {
		return s[:i+1]
	}
	return s
}
