package server

import (
	"strings"
	"testing"
)

func TestGraph(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		body   string
		status int
		want   []string
	}{
		{`{"graph":"a b\nb c\na c\n"}`, 200, []string{
			`"vertices":[{"name":"a","grundy":2},{"name":"b","grundy":1},{"name":"c","grundy":0}]`, `"cyclic":false`, `"analysis":null`}},
		{`{"graph":"a b\nb c\na c\nstart: a b\n"}`, 200, []string{`"analysis":{"game":"graph:edges","position":["a","b"]`, `"grundy":3`}},
		{`{"graph":"a b\nb c\n","position":"b b"}`, 200, []string{`"outcome":"P"`}},
		{`{"game":"mine","graph":"a b\nb a\na c\nc d\nstart: a\n","misere":true}`, 200, []string{
			`{"name":"a","grundy":null,"value":"∞(1)"}`, `"cyclic":true`, `"game":"graph:mine"`, `"misere":true,"outcome":"N"`}},
		{`{"game":"nim","position":"3"}`, 400, []string{"want an edge list"}},
		{`{"graph":"a b\nb c d\n"}`, 400, []string{"edges:2: 3 names on a line"}},
		{`{"graph":"a b\n","position":"z"}`, 400, []string{`z`}},
	}
	for _, c := range cases {
		status, body := do(t, h, "POST", "/api/graph", c.body)
		for _, want := range c.want {
			if status != c.status || !strings.Contains(body, want) {
				t.Errorf("%s: %d %.400s; want %d and %s", c.body, status, body, c.status, want)
			}
		}
	}
}
