package server

import (
	"context"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
)

// /api/seq's values are the plain mex's, and its period is the one the
// theorem proves.
func TestSeq(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		body                      string
		spec                      string
		n                         int // 0: any
		preperiod, period, saltus int // period 0: none reported
		proved                    bool
	}{
		{`{"game":"kayles"}`, "kayles", 0, 71, 12, 0, true},
		{`{"game":"octal:0.07","to":300}`, "0.07", 300, 53, 34, 0, true},
		{`{"game":"subtraction:2,5,7"}`, "subtraction:2,5,7", 0, 0, 22, 0, true},
		{`{"game":"allbut:2,3,7"}`, "allbut:2,3,7", 0, -1, -1, -1, true},
		{`{"game":"grundy","to":500}`, "grundy", 500, 0, 0, 0, false},
	}
	for _, c := range cases {
		var got heap.Report
		post(t, h, "/api/seq", c.body, &got)
		r, err := heap.Parse(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		if want := heap.Plain(r, got.N); !slices.Equal(got.Values, want) || (c.n != 0 && got.N != c.n) || len(got.Values) != got.N {
			t.Errorf("%s: %d values %v...; want %d of the plain mex's", c.body, got.N, got.Values[:min(20, len(got.Values))], c.n)
		}
		p := got.Period
		switch {
		case c.period == 0 && p != nil:
			t.Errorf("%s: period %+v; want none", c.body, *p)
		case c.period == 0:
		case p == nil:
			t.Errorf("%s: no period; want one", c.body)
		case c.period > 0 && (p.Preperiod != c.preperiod || p.Period != c.period || p.Saltus != c.saltus):
			t.Errorf("%s: period %+v; want preperiod %d, period %d, saltus %d", c.body, *p, c.preperiod, c.period, c.saltus)
		case p.Proved != c.proved || c.proved && p.ProvedAt > got.N:
			t.Errorf("%s: period %+v of %d values; want proved %v within the values", c.body, *p, got.N, c.proved)
		}
	}
}

// With plot, the answer carries the scatter plot, the values all the same.
func TestSeqPlot(t *testing.T) {
	var got struct {
		N     int
		Image string
	}
	post(t, New(Options{}), "/api/seq", `{"game":"kayles","to":100,"plot":true}`, &got)
	if got.N != 100 || !strings.HasPrefix(got.Image, "data:image/svg+xml;base64,PHN2Zy") {
		t.Errorf("seq with plot: n %d, image %.40q; want 100 values and an SVG data URL", got.N, got.Image)
	}
}

func TestSeqSVG(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct{ query, want string }{
		{"game=kayles", "preperiod 71, period 12 — proved at n = 168"},
		{"game=grundy&to=100", "Grundy"},
	} {
		req := httptest.NewRequest("GET", "/api/seq.svg?"+c.query, nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		body := rec.Body.String()
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(body, "<svg") || !strings.Contains(body, c.want) {
			t.Errorf("seq.svg?%s: %d %s, %.100s; want an SVG with %q", c.query, rec.Code, rec.Header().Get("Content-Type"), body, c.want)
		}
	}
}

// With misere, /api/seq answers as nimber seq --misere --json: the
// genera package misere finds, 40 heaps of a game that splits by default.
func TestSeqMisere(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct {
		body, spec string
		n          int
	}{
		{`{"game":"kayles","misere":true}`, "kayles", 40},
		{`{"game":"subtraction:1,3,4","misere":true}`, "subtraction:1,3,4", 100}, // period 7, proved
		{`{"game":"dawson","to":25,"misere":true,"plot":true}`, "dawson", 25},
	} {
		var got struct {
			N      int
			Play   string
			Values []uint32 `json:"misere_values"`
			Genus  []string
			Image  string
		}
		post(t, h, "/api/seq", c.body, &got)
		r, _ := heap.Parse(c.spec)
		want, err := misere.NewHeaps(r, 0).Sequence(context.Background(), c.n)
		if err != nil {
			t.Fatal(err)
		}
		if got.N != c.n || got.Play != "misère" || len(got.Values) != c.n || len(got.Genus) != c.n {
			t.Fatalf("%s: n %d, play %q, %d values, %d genera; want %d misère", c.body, got.N, got.Play, len(got.Values), len(got.Genus), c.n)
		}
		for i, g := range want {
			if got.Values[i] != g.Misere() || got.Genus[i] != g.String() {
				t.Errorf("%s heap %d: %d, %s; want %d, %s", c.body, i, got.Values[i], got.Genus[i], g.Misere(), g)
			}
		}
		if strings.Contains(c.body, "plot") != strings.HasPrefix(got.Image, "data:image/svg+xml;base64,") {
			t.Errorf("%s: image %.40q", c.body, got.Image)
		}
	}
	// The bound on positions bounds the sums searched.
	status, body := do(t, New(Options{MaxPositions: 1000}), "POST", "/api/seq", `{"game":"kayles","to":60,"misere":true}`)
	if status != 422 || !strings.Contains(body, "more than 1000 sums") || !strings.Contains(body, "a bound of this server (nimber serve --max-positions)") || strings.Contains(body, "raise --") {
		t.Errorf("misère seq past the bound: %d %s; want 422 and the server's bound, no flag to pass", status, body)
	}
	req := httptest.NewRequest("GET", "/api/seq.svg?game=kayles&to=30&misere=1", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "misère values") {
		t.Errorf("seq.svg?…&misere=1: %d %.100s; want the plot of the misère values", rec.Code, rec.Body.String())
	}
}

// With misere and quotient, the answer is the quotient nimber seq
// --misere --quotient --json prints.
func TestSeqQuotient(t *testing.T) {
	h := New(Options{})
	var got misere.QuotientReport
	post(t, h, "/api/seq", `{"game":"0.75","to":13,"misere":true,"quotient":true}`, &got)
	r, _ := heap.Parse("0.75")
	q, err := misere.NewHeaps(r, 0).Quotient(context.Background(), 12, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got.Heaps != 12 || got.Order != q.Order() || got.Presentation != q.Presentation() || len(got.Pretending) != 13 || got.Pretending[9] != "ab²" {
		t.Errorf("0.75 to heap 12: %+v; want %d elements, %s", got, q.Order(), q.Presentation())
	}
	// Without to, until the classes of heaps are proved periodic.
	post(t, h, "/api/seq", `{"game":"0.75","misere":true,"quotient":true}`, &got)
	if p := got.Period; got.Heaps != 21 || got.Order != 8 || p == nil || !p.Proved || p.Preperiod != 8 || p.Period != 2 {
		t.Errorf("0.75 without to: heaps 1 to %d, %d elements, period %+v; want 1 to 21, 8, preperiod 8 and period 2 proved", got.Heaps, got.Order, got.Period)
	}
	for _, c := range []struct {
		server Options
		body   string
		status int
		want   string
	}{
		{Options{}, `{"game":"kayles","quotient":true}`, 400, "quotient goes with misere"},
		{Options{}, `{"game":"kayles","misere":true,"quotient":true,"plot":true}`, 400, "no plot"},
		// A bound reached: the quotient proved before it, and why it stops.
		{Options{MaxPositions: 1000}, `{"game":"kayles","to":30,"misere":true,"quotient":true}`, 200,
			`"heaps":16,"order":24,`},
		{Options{MaxPositions: 1000}, `{"game":"kayles","misere":true,"quotient":true}`, 200,
			`"stopped":"misère quotient: heaps 1 to 17: more than 1000 sums visited; a bound of this server (nimber serve --max-positions) (stopped at heap 17: the quotient of heaps 1 to 16 has 24 elements)"`},
		// Stopped within the repairs at a heap: how far they went.
		{Options{MaxPositions: 10000}, `{"game":"0.06","to":18,"misere":true,"quotient":true}`, 200,
			`"repair":{"heap":17,"repairs":3,"candidate":500,"failure":[17,12,12,12,6,6,6,6]}`},
		{Options{MaxPositions: 1}, `{"game":"kayles","misere":true,"quotient":true}`, 422, "a bound of this server"},
	} {
		if status, body := do(t, New(c.server), "POST", "/api/seq", c.body); status != c.status || !strings.Contains(body, c.want) {
			t.Errorf("%s: %d %s; want %d and %q", c.body, status, body, c.status, c.want)
		}
	}
}

// With emit, the answer carries grundy(n) from the period, proved or not,
// and misere_grundy(n) in misère play.
func TestSeqEmit(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct{ body, want, proof string }{
		{`{"game":"kayles","emit":"c"}`, "return grundy_values[71 + (n - 71) % 12];", "// Preperiod 71, period 12 — proved at n = 168 ("},
		{`{"game":"allbut:2,3,7","emit":"go"}`, "return uint64(grundyValues[n%4]) + 2*(n/4)", "// Preperiod 0, period 4, saltus 2 — proved at n = "},
		{`{"game":"kayles","to":120,"emit":"python"}`, "GRUNDY_VALUES[71 + (n - 71) % 12]", "# Apparent preperiod 71, period 12 (not proved: needs values up to n = 168).\n# NOT PROVED"},
		{`{"game":"subtraction:3,5,8,13","misere":true,"to":200,"emit":"python"}`, "MISERE_GRUNDY_VALUES[31 + (n - 31) % 38]", "# Genera of preperiod 31, period 38 — proved at n = 82"},
	} {
		var got struct{ Code string }
		post(t, h, "/api/seq", c.body, &got)
		if !strings.Contains(got.Code, c.want) || !strings.Contains(got.Code, c.proof) {
			t.Errorf("%s: code\n%s\nwant %q and %q", c.body, got.Code, c.want, c.proof)
		}
	}
}
