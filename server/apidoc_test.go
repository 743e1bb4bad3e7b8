package server

import (
	"context"
	"os"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/examples"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
)

// TestAPIDoc holds docs/api.md to the types the API reads and writes:
// every route has its section; every JSON field of a section's request
// and answer types is named in it (as `field` or "field"; a game
// request's fields once, in their own section); and every field a table
// of the section lists is one of those types' fields.
func TestAPIDoc(t *testing.T) {
	doc, err := os.ReadFile("../docs/api.md")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]string{} // heading → text
	for _, s := range strings.Split("\n"+string(doc), "\n## ")[1:] {
		heading, text, _ := strings.Cut(s, "\n")
		sections[heading] = text
	}
	common := map[string]bool{}
	for _, f := range jsonFields(reflect.TypeOf(gameRequest{})) {
		common[f] = true
	}
	for _, test := range []struct {
		heading string
		types   []any // the request and answer types the section describes
	}{
		{"Game requests", []any{gameRequest{}}},
		{"GET /api/games, GET /api/examples", []any{games.Info{}, examples.Example{}}},
		{"POST /api/analyze", []any{analyzeRequest{}, analysis.Answer{}}},
		{"POST /api/play", []any{analysis.Turn{}, analysis.TurnAnswer{}}},
		{"POST /api/seq, GET /api/seq.svg", []any{seqRequest{}, heap.Report{}, misere.Report{}, misere.QuotientReport{}}},
		{"POST /api/table", []any{tableRequest{}, tableAnswer{}}},
		{"POST /api/graph", []any{analysis.GraphAnswer{}}},
		{"POST /api/calc", []any{calcRequest{}, analysis.Calc{}}},
	} {
		text, ok := sections[test.heading]
		if !ok {
			t.Errorf("docs/api.md has no section %q", test.heading)
			continue
		}
		fields := map[string]bool{}
		for _, v := range test.types {
			for _, f := range jsonFields(reflect.TypeOf(v)) {
				fields[f] = true
				if common[f] && test.heading != "Game requests" {
					continue // said once, in "Game requests"
				}
				if !strings.Contains(text, "`"+f+"`") && !strings.Contains(text, `"`+f+`"`) {
					t.Errorf("docs/api.md, %s: no word of %s's field %q", test.heading, reflect.TypeOf(v), f)
				}
			}
		}
		for _, f := range tableFields(text) {
			if !fields[f] {
				t.Errorf("docs/api.md, %s: its table lists %q, a field of none of %v", test.heading, f, test.types)
			}
		}
	}
}

// TestAPIDocNouns checks that the nouns docs/api.md lists for "noun" are
// those of the catalog's games (each family's example) and graph games.
func TestAPIDocNouns(t *testing.T) {
	doc, err := os.ReadFile("../docs/api.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| `noun` \\|.*$").FindString(string(doc))
	if row == "" {
		t.Fatal("docs/api.md has no row for noun")
	}
	nouns := map[string]string{"token": "a graph game"}
	for _, info := range games.List() {
		words := strings.Fields(info.Example)
		req := &analysis.Request{Game: words[0], Position: words[1:]}
		f, err := analysis.Family(context.Background(), req)
		if err != nil {
			t.Fatalf("%s: %v", info.Example, err)
		}
		p, err := analysis.In(f, words[1:], analysis.Limits{})
		if err != nil {
			t.Fatalf("%s: %v", info.Example, err)
		}
		nouns[p.Noun()] = info.Example
	}
	for noun, example := range nouns {
		if !strings.Contains(row, "`"+noun+"`") {
			t.Errorf("docs/api.md's noun row lacks %q (the noun of %s)", noun, example)
		}
	}
}

// jsonFields returns the JSON names of t's fields, those of embedded
// structs included, but not the fields of the structs its fields hold.
func jsonFields(t reflect.Type) []string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var names []string
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || !f.IsExported() && !f.Anonymous {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			names = append(names, jsonFields(f.Type)...)
			continue
		}
		if name == "" {
			name = f.Name
		}
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// tableRow matches the first cell of a field table's row: `name`, or
// `a`, `b` for two fields described together.
var tableRow = regexp.MustCompile("(?m)^\\| (`[a-z_]+`(?:, `[a-z_]+`)*) \\|")

// tableFields returns the fields the tables of a section list.
func tableFields(text string) []string {
	var out []string
	for _, m := range tableRow.FindAllStringSubmatch(text, -1) {
		for _, f := range strings.Split(m[1], ", ") {
			out = append(out, strings.Trim(f, "`"))
		}
	}
	return out
}
