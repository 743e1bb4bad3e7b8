package server

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestTable(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		body string
		want []string // in the answer's JSON
	}{
		{`{"game":"subtraction:1,3,4","n":"0..20","period":true,"plot":true}`, []string{
			`"values":[0,1,0,1,2,3,2,0,1,0,1,2,3,2,0,1,0,1,2,3,2]`, `"p_positions":[0,2,7,9,14,16]`,
			`"period":{"preperiod":0,"period":7,"saltus":0}`, `"image":"data:image/svg+xml;base64,PHN2Zy`}},
		// A large grid comes as PNG.
		{`{"game":"wythoff","x":"0..49","y":"0..49","plot":true}`, []string{`"image":"data:image/png;base64,iVBORw0KGgo`}},
		{`{"game":"wythoff","x":"0..2","y":"0..2","outcome":true}`, []string{
			`"kind":"outcome"`, `"values":[["P","N","N"],["N","N","P"],["N","P","N"]]`, `"p_positions":[[0,0],[2,1],[1,2]]`}},
		{`{"rules":"def moves(n):\n    return [n - 1] if n > 0 else []\n","n":"0..3","misere":true}`, []string{
			`"misere":true`, `"values":["N","P","N","P"]`}},
	}
	for _, c := range cases {
		status, body := do(t, h, "POST", "/api/table", c.body)
		for _, want := range c.want {
			if status != 200 || !strings.Contains(body, want) {
				t.Errorf("%s: %d %.300s; want 200 and %s", c.body, status, body, want)
			}
		}
	}
}

func TestTableErrors(t *testing.T) {
	h := New(Options{MaxCells: 100})
	cases := []struct {
		body    string
		status  int
		message string
	}{
		{`{"game":"nim","n":"5..1"}`, 400, `n: range \"5..1\"`},
		{`{"game":"wythoff","x":"0..3","y":"3..0"}`, 400, `y: range \"3..0\"`},
		{`{"game":"nim"}`, 400, "give either n A..B (1-D) or x A..B y C..D (2-D)"},
		{`{"game":"nim","n":"0..3","x":"0..3"}`, 400, "give either n"},
		{`{"game":"nim","x":"0..3"}`, 400, "a 2-D table needs both x and y"},
		{`{"game":"wythoff","x":"0..3","y":"0..3","period":true}`, 400, "period and emit are for 1-D tables (n)"},
		{`{"game":"nim","n":"0..100"}`, 422, "at most 100"},
		{`{"game":"nim","n":"0..3","position":"3"}`, 400, "not a position"},
	}
	for _, c := range cases {
		status, body := do(t, h, "POST", "/api/table", c.body)
		if status != c.status || !strings.Contains(body, c.message) {
			t.Errorf("%s: %d %s; want %d and %q", c.body, status, body, c.status, c.message)
		}
	}
}

// Infinite values do not plot: the table comes without its plot, and
// says why.
func TestTablePlotError(t *testing.T) {
	var got struct {
		Loopy     bool
		Image     string
		PlotError string `json:"plot_error"`
	}
	post(t, New(Options{}), "/api/table", `{"rules":"def moves(n):\n    return [n]\n","n":"0..2","plot":true}`, &got)
	if !got.Loopy || got.Image != "" || !strings.Contains(got.PlotError, "infinite") {
		t.Errorf("loopy table with a plot: loopy %v, image %.20q, plot_error %q; want loopy, no image, an error about infinite values", got.Loopy, got.Image, got.PlotError)
	}
}

// With emit, a 1-D table answers grundy(n) from its apparent period, or
// says why it cannot, the table all the same.
func TestTableEmit(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct{ body, code, codeError string }{
		{`{"game":"subtraction:1,3,4","n":"0..60","emit":"python"}`, "return GRUNDY_VALUES[n % 7]", ""},
		{`{"game":"nim","n":"0..20","emit":"c"}`, "return grundy_values[0] + 1ULL * n;", ""}, // G(n) = n
		{`{"game":"grundy","n":"0..40","emit":"c"}`, "", "no period found"},
		{`{"game":"nim","n":"3..20","emit":"c"}`, "", "from n = 0"},
	} {
		var got struct {
			Values    []any
			Code      string
			CodeError string `json:"code_error"`
		}
		post(t, h, "/api/table", c.body, &got)
		if len(got.Values) == 0 || !strings.Contains(got.Code, c.code) || c.code == "" && got.Code != "" || !strings.Contains(got.CodeError, c.codeError) {
			t.Errorf("%s: %d values, code %q, code_error %q; want code with %q, error with %q", c.body, len(got.Values), got.Code, got.CodeError, c.code, c.codeError)
		}
	}
}

// A misère table of a heap game has misère values; of another game,
// outcomes.
func TestTableMisere(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct{ body, kind, values string }{
		{`{"game":"kayles","n":"0..9","misere":true}`, "grundy", "[1,0,2,3,0,1,3,2,1,0]"},
		{`{"game":"kayles","n":"0..9","misere":true,"outcome":true}`, "outcome", `["N","P","N","N","P","N","N","N","N","P"]`},
		{`{"game":"wythoff","x":"0..1","y":"0..1","misere":true}`, "outcome", `[["N","P"],["P","N"]]`},
	} {
		var got struct {
			Kind   string
			Misere bool
			Values json.RawMessage
		}
		post(t, h, "/api/table", c.body, &got)
		if got.Kind != c.kind || !got.Misere || string(got.Values) != c.values {
			t.Errorf("%s: kind %q, misère %v, values %s; want %q, true, %s", c.body, got.Kind, got.Misere, got.Values, c.kind, c.values)
		}
	}
}
