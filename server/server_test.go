package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// do sends a request to h and returns the status and body.
func do(t *testing.T, h http.Handler, method, path, body string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}

// post sends body to path and decodes a 200 answer into v.
func post(t *testing.T, h http.Handler, path, body string, v any) {
	t.Helper()
	code, got := do(t, h, "POST", path, body)
	if code != http.StatusOK {
		t.Fatalf("POST %s %s: status %d, body %s; want 200", path, body, code, got)
	}
	if err := json.Unmarshal([]byte(got), v); err != nil {
		t.Fatalf("POST %s %s: %v in %s", path, body, err, got)
	}
}

// ruleScript is a rules game: take 1 or 2 counters, as subtraction:1,2.
const ruleScript = `
def moves(n):
    return [n - k for k in (1, 2) if n >= k]
`

// The report of /api/analyze is the library's, whatever the game's source.
func TestAnalyzeMatchesLibrary(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		body    string
		game    string // the catalog spec to analyse with the library
		comps   []string
		outcome string
	}{
		{`{"game":"nim","position":"3 4 5"}`, "nim", []string{"3", "4", "5"}, "N"},
		{`{"game":"nim","position":"1 2 3"}`, "nim", []string{"1", "2", "3"}, "P"},
		{`{"game":"kayles","position":" 7\t9 "}`, "kayles", []string{"7", "9"}, "N"},
		{`{"game":"wythoff","position":"3,5"}`, "wythoff", []string{"3,5"}, "P"},
		{`{"game":"subtraction:1,2","position":"3 7"}`, "subtraction:1,2", []string{"3", "7"}, "N"},
		{`{"game":"mine.star","rules":` + quote(ruleScript) + `,"position":"3 7"}`, "subtraction:1,2", []string{"3", "7"}, "N"},
		{`{"graph":"a b\nb c\n","position":"a"}`, "", nil, "P"},
	}
	for _, c := range cases {
		var got answer.Report
		post(t, h, "/api/analyze", c.body, &got)
		if got.Outcome.String() != c.outcome {
			t.Errorf("%s: outcome %v, want %s", c.body, got.Outcome, c.outcome)
		}
		if c.game == "" {
			continue
		}
		f, err := games.Lookup(c.game, games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		var sum []game.Component
		for _, s := range c.comps {
			comp, err := f.Parse(s)
			if err != nil {
				t.Fatal(err)
			}
			sum = append(sum, comp)
		}
		want, err := sums.Analyze(f, sum, sums.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got.Grundy.Cmp(*want.Grundy) != 0 || got.Count != want.Count || !slices.EqualFunc(got.WinningMoves, want.WinningMoves, equalMove) {
			t.Errorf("%s: grundy %v, moves %v; want %v, %v (nimber analyze)", c.body, got.Grundy, got.WinningMoves, want.Grundy, want.WinningMoves)
		}
	}
}

// A misère sum by quotient is the library's report, quotient and all.
// full_moves and cheap_count reach the analysis as analyze --full-moves
// and a --batch line without --count do.
func TestAnalyzeMoveOptions(t *testing.T) {
	h := New(Options{})
	for _, test := range []struct{ body, want string }{
		{`{"game":"staircase","position":"6,3,8,1,0,7,2,9,4,6,11,13"}`, `"change":"`},
		{`{"game":"staircase","position":"6,3,8,1,0,7,2,9,4,6,11,13","full_moves":true}`, `"to":["6,3,8,`},
		{`{"game":"kayles","position":"4 5 9","moves":1}`, `"winning_move_count":1,"winning_move_count_exact":true`},
		{`{"game":"kayles","position":"4 5 9","moves":1,"cheap_count":true}`, `"winning_move_count_exact":false`},
	} {
		if status, body := do(t, h, "POST", "/api/analyze", test.body); status != 200 || !strings.Contains(body, test.want) {
			t.Errorf("%s: %d %s; want 200 and %s", test.body, status, body, test.want)
		}
	}
}

func TestAnalyzeQuotient(t *testing.T) {
	h := New(Options{})
	var got answer.Report
	post(t, h, "/api/analyze", `{"game":"kayles","position":"4 6 9 12","misere":true,"quotient":true}`, &got)
	f, err := games.Lookup("kayles", games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var sum []game.Component
	for _, s := range []string{"4", "6", "9", "12"} {
		c, err := f.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		sum = append(sum, c)
	}
	want, err := sums.Analyze(f, sum, sums.Options{Misere: true, Quotient: true})
	if err != nil {
		t.Fatal(err)
	}
	if got.Outcome != want.Outcome || !slices.EqualFunc(got.WinningMoves, want.WinningMoves, equalMove) || !reflect.DeepEqual(got.Quotient, want.Quotient) {
		t.Errorf("misère kayles 4 6 9 12 by quotient: %v %v %+v; want %v %v %+v", got.Outcome, got.WinningMoves, got.Quotient, want.Outcome, want.WinningMoves, want.Quotient)
	}
}

func equalMove(a, b answer.MoveReport) bool {
	return a.Component == b.Component && a.From == b.From && slices.Equal(a.To, b.To)
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// Every bad request gets its status and a message that says what is
// wrong.
func TestErrors(t *testing.T) {
	h := New(Options{MaxMoves: 100, MaxSeq: 1000})
	cases := []struct {
		method, path, body string
		status             int
		message            string
	}{
		{"POST", "/api/analyze", `{"game":"nimm","position":"3"}`, 400, `did you mean \"nim\"`},
		{"POST", "/api/analyze", `{"game":"nim","position":"3 -1"}`, 400, "-1"},
		{"POST", "/api/analyze", `{"game":"nim"}`, 400, "no position given"},
		{"POST", "/api/analyze", `{"position":"3"}`, 400, "no game given"},
		{"POST", "/api/analyze", `{"game":"nim","postion":"3"}`, 400, `unknown field \"postion\"`},
		{"POST", "/api/analyze", `{"game":"nim",`, 400, "request body"},
		{"POST", "/api/analyze", `{"game":"nim","position":"3","set":["D=4"]}`, 400, "only rules scripts take parameters"},
		{"POST", "/api/analyze", `{"rules":"x","graph":"a b"}`, 400, "both rules and graph"},
		{"POST", "/api/analyze", `{"rules":"def moves(n)\n","position":"3"}`, 400, "rules.star:2:1: got newline"},
		{"POST", "/api/analyze", `{"game":"nim","position":"` + strings.Repeat("1 ", maxBody/2) + `"}`, 413, "request body over"},
		{"POST", "/api/play", `{"game":"nim","position":"3","move":3}`, 400, "move 3: want 0 to 2"},
		{"POST", "/api/analyze", `{"game":"nim","position":"3 + nimm 4"}`, 400, `did you mean \"nim\"`},
		{"POST", "/api/analyze", `{"game":"nim","position":"3 + + kayles 4"}`, 400, "game 2 of the sum is empty"},
		{"POST", "/api/play", `{"game":"nim","position":"3","history":[0,9]}`, 400, "history[1] 9: want 0 to -1"},
		{"POST", "/api/play", `{"game":"nim","position":"3 3","history":[0],"move":0}`, 400, "where it is nimber's turn"},
		{"POST", "/api/play", `{"rules":"def moves(n):\n    return range(n)\n","position":"500"}`, 422, "500 moves; play takes at most 100"},
		{"POST", "/api/play", `{"game":"nim","position":"1000000000000","move":{"component":0,"to":["1000000000001"]}}`, 400, "move: nim: 1000000000000 → 1000000000001 adds counters"},
		{"POST", "/api/play", `{"game":"nim","position":"1000000000000","move":{"component":1,"to":["1"]}}`, 400, "component 1: want 0 to 0 (components count from 0)"},
		{"POST", "/api/play", `{"game":"nim","position":"1000000000000","move":{"component":0,"to":["1"],"x":1}}`, 400, `unknown field \"x\"`},
		{"POST", "/api/play", `{"game":"nim","position":"1000000000000","move":"1"}`, 400, "request body"},
		{"POST", "/api/seq", `{"game":"wythoff"}`, 400, `code \"wythoff\"`},
		{"POST", "/api/seq", `{"game":"kayles","to":1001}`, 422, "at most 1000 values"},
		{"POST", "/api/seq", `{"game":"kayles","to":-1}`, 400, "to -1"},
		{"GET", "/api/seq.svg?game=kayles&to=x", "", 400, "to=x"},
		{"POST", "/api/seq", `{"game":"kayles","to":1001,"misere":true}`, 422, "at most 1000 values"},
		{"POST", "/api/seq", `{"game":"nimm","misere":true}`, 400, "nimm"},
		{"POST", "/api/seq", `{"game":"kayles","emit":"rust"}`, 400, `emit \"rust\": want one of c, go, python`},
		{"POST", "/api/seq", `{"game":"dawson","emit":"c","misere":true}`, 422, "no period of the genera found up to n = 40; code needs a period (raise \\\"to\\\" to look further)"},
		{"POST", "/api/seq", `{"game":"0.16","to":500,"emit":"c"}`, 422, "no period found up to n = 500; code needs a period"},
		{"POST", "/api/analyze", `{"game":"nim","position":"3 4","misere":true,"quotient":true}`, 400, "nim is not a heap game"},
		{"POST", "/api/analyze", `{"game":"kayles","position":"3 4","quotient":true}`, 400, "misère quotient is of misère play"},
		{"GET", "/api/analyze", "", 405, "GET /api/analyze: use POST"},
		{"GET", "/api/nothing", "", 404, "no API GET /api/nothing"},
	}
	for _, c := range cases {
		status, body := do(t, h, c.method, c.path, c.body)
		if status != c.status || !strings.Contains(body, c.message) {
			t.Errorf("%s %s %.80s: %d %s; want %d and a message with %q", c.method, c.path, c.body, status, body, c.status, c.message)
		}
		if status == 400 || status == 422 || status == 404 {
			var e errorJSON
			if err := json.Unmarshal([]byte(body), &e); err != nil || e.Error == "" || e.Kind == "" {
				t.Errorf("%s %s: error body %s is not {error, kind}", c.method, c.path, body)
			}
		}
	}
}

// A request that computes too long stops at the timeout with a limit
// error.
func TestTimeout(t *testing.T) {
	h := New(Options{Timeout: time.Millisecond})
	status, body := do(t, h, "POST", "/api/seq", `{"game":"grundy","to":1000000}`)
	if status != 422 || !strings.Contains(body, "stopped after the 1ms time limit") {
		t.Errorf("grundy to 10^6 in 1 ms: %d %s; want 422, stopped after 1ms", status, body)
	}
	// A misère search of heaps stops at the deadline too, before its bound.
	h = New(Options{Timeout: 50 * time.Millisecond, MaxPositions: 3_000_000})
	status, body = do(t, h, "POST", "/api/analyze", `{"game":"kayles","position":"30 35 40","misere":true}`)
	if status != 422 || !strings.Contains(body, "stopped after the 50ms time limit") {
		t.Errorf("misère kayles 30 35 40 in 50 ms: %d %s; want 422, stopped after 50ms", status, body)
	}
}

// The app's files and the catalog are served.
func TestStaticAndGames(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct{ path, want string }{
		{"/", "<script"},
		{"/analyze.js", "/api/analyze"},
		{"/style.css", "{"},
		{"/api/games", `"name":"nim"`},
		{"/api/examples", `"name":"dot.star","title":"The dot game (Codeforces 69D).","source":"# The dot game`},
	} {
		status, body := do(t, h, "GET", c.path, "")
		if status != 200 || !strings.Contains(body, c.want) {
			t.Errorf("GET %s: %d %.100s; want 200 and %q", c.path, status, body, c.want)
		}
	}
	var g struct{ Games []games.Info }
	_, body := do(t, h, "GET", "/api/games", "")
	if err := json.Unmarshal([]byte(body), &g); err != nil {
		t.Fatal(err)
	}
	for _, info := range g.Games {
		// Each example must analyse as given.
		spec, position, _ := strings.Cut(info.Example, " ")
		status, got := do(t, h, "POST", "/api/analyze", fmt.Sprintf(`{"game":%q,"position":%q}`, spec, position))
		if status != 200 {
			t.Errorf("example %q of %s: %d %s", info.Example, info.Name, status, got)
		}
	}
	if len(g.Games) < 10 {
		t.Errorf("%d games listed; want the catalog", len(g.Games))
	}
}

// Answers say what to call the components, as the command line does.
func TestNoun(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct{ path, body, want string }{
		{"/api/analyze", `{"game":"nim","position":"3 4"}`, "heap"},
		{"/api/analyze", `{"game":"hackenbush","position":"(()) g-a,a-g"}`, "picture"},
		{"/api/analyze", `{"graph":"a b\n","position":"a"}`, "token"},
		{"/api/analyze", `{"game":"wythoff","position":"3,5"}`, "component"},
		{"/api/play", `{"game":"kayles","position":"7 9"}`, "heap"},
	} {
		var got struct{ Noun string }
		post(t, h, c.path, c.body, &got)
		if got.Noun != c.want {
			t.Errorf("%s %s: noun %q, want %q", c.path, c.body, got.Noun, c.want)
		}
	}
}

// A position may add other games after "+": one sum, valued by the
// Sprague–Grundy theorem.
func TestAnalyzeSumOfGames(t *testing.T) {
	var got struct {
		Grundy int
		Games  []string
		Count  int `json:"winning_move_count"`
	}
	post(t, New(Options{}), "/api/analyze", `{"game":"nim","position":"3 4 + kayles 7 + wythoff 3,5"}`, &got)
	// 3 ^ 4 = 7, Kayles 7 is worth 2, Wythoff 3,5 is a P-position.
	if got.Grundy != 5 || !slices.Equal(got.Games, []string{"nim", "nim", "kayles", "wythoff"}) || got.Count != 3 {
		t.Errorf("nim 3 4 + kayles 7 + wythoff 3,5: %+v; want grundy 5, the game of each component, 3 winning moves", got)
	}
}
