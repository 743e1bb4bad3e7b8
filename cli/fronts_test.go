package cli

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nimber/nimber/server"
)

// TestFrontsAgree checks that the command line and the API give the same
// answer to the same request, byte for byte: analyze --json and POST
// /api/analyze on answers that are truncated, counted by closed forms,
// stated by what changes, or unlisted; seq and table --json and their
// API objects, normal, misère and the quotient; the code --emit writes
// and the API's "code"; graph --json, acyclic, loopy and misère; and calc
// --json.
func TestFrontsAgree(t *testing.T) {
	srv := httptest.NewServer(server.New(server.Options{}))
	defer srv.Close()
	for _, test := range []struct {
		args  string // the command line, split at spaces
		path  string // the API's, with body
		body  string
		code  bool // compare stdout with the API's "code"
		stdin string
	}{
		{"analyze --json lasker 16777216 16777215", "analyze", `{"game":"lasker","position":"16777216 16777215"}`, false, ""},
		{"analyze --json nim 3 4 5", "analyze", `{"game":"nim","position":"3 4 5"}`, false, ""},
		{"analyze --json staircase 6,3,8,1,0,7,2,9,4,6,11,13", "analyze", `{"game":"staircase","position":"6,3,8,1,0,7,2,9,4,6,11,13"}`, false, ""},
		{"analyze --json --full-moves staircase 6,3,8,1,0,7,2,9,4,6,11,13", "analyze", `{"game":"staircase","position":"6,3,8,1,0,7,2,9,4,6,11,13","full_moves":true}`, false, ""},
		{"analyze --json octal:0.07 1000000000000 5 7", "analyze", `{"game":"octal:0.07","position":"1000000000000 5 7"}`, false, ""},
		{"analyze --json kayles 4 5", "analyze", `{"game":"kayles","position":"4 5"}`, false, ""},
		{"analyze --json --misere --quotient kayles 4 6 9", "analyze", `{"game":"kayles","position":"4 6 9","misere":true,"quotient":true}`, false, ""},
		{"seq --json kayles --to 200 --period", "seq", `{"game":"kayles","to":200}`, false, ""},
		{"seq --json allbut:2,3,7 --to 100 --period", "seq", `{"game":"allbut:2,3,7","to":100}`, false, ""},
		{"seq --json subtraction:3,5,8,13 --misere --to 100 --period", "seq", `{"game":"subtraction:3,5,8,13","misere":true,"to":100}`, false, ""},
		{"seq --json kayles --misere --quotient --to 12", "seq", `{"game":"kayles","misere":true,"quotient":true,"to":12}`, false, ""},
		{"seq kayles --emit c", "seq", `{"game":"kayles","emit":"c"}`, true, ""},
		{"seq kayles --to 120 --emit python", "seq", `{"game":"kayles","to":120,"emit":"python"}`, true, ""},
		{"seq subtraction:3,5,8,13 --misere --to 200 --emit go", "seq", `{"game":"subtraction:3,5,8,13","misere":true,"to":200,"emit":"go"}`, true, ""},
		{"table --json subtraction:1,3,4 --n 0..60 --period", "table", `{"game":"subtraction:1,3,4","n":"0..60","period":true}`, false, ""},
		{"table --json wythoff --x 0..9 --y 0..9 --outcome", "table", `{"game":"wythoff","x":"0..9","y":"0..9","outcome":true}`, false, ""},
		{"table --json subtraction:1,3,4 --n 0..40 --misere", "table", `{"game":"subtraction:1,3,4","n":"0..40","misere":true}`, false, ""},
		{"table subtraction:1,3,4 --n 0..60 --emit c", "table", `{"game":"subtraction:1,3,4","n":"0..60","emit":"c"}`, true, ""},
		{"table subtraction:1,3,4 --n 0..40 --misere --emit python", "table", `{"game":"subtraction:1,3,4","n":"0..40","misere":true,"emit":"python"}`, true, ""},
		{"graph --json -", "graph", `{"game":"stdin","graph":"a b\nb c\na c\nstart: a a"}`, false, "a b\nb c\na c\nstart: a a\n"},
		{"graph --json -", "graph", `{"game":"stdin","graph":"a b\nb a\na c\nc d\nstart: a"}`, false, "a b\nb a\na c\nc d\nstart: a\n"},
		{"graph --json --misere -", "graph", `{"game":"stdin","graph":"a b\nb c\nc d\nstart: a c","misere":true}`, false, "a b\nb c\nc d\nstart: a c\n"},
		{"calc --json (3*5)+7", "calc", `{"expr":"(3*5)+7"}`, false, ""},
		{"calc --json sqrt(8)", "calc", `{"expr":"sqrt(8)"}`, false, ""},
	} {
		var cli, stderr strings.Builder
		if code := run(strings.Fields(test.args), &env{stdin: strings.NewReader(test.stdin), stdout: &cli, stderr: &stderr}); code != 0 {
			t.Fatalf("nimber %s: exit %d, %s", test.args, code, stderr.String())
		}
		resp, err := http.Post(srv.URL+"/api/"+test.path, "application/json", strings.NewReader(test.body))
		if err != nil {
			t.Fatal(err)
		}
		api, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("POST /api/%s %s: %d %s", test.path, test.body, resp.StatusCode, api)
		}
		got := string(api)
		if test.code {
			var a struct{ Code string }
			if err := json.Unmarshal(api, &a); err != nil {
				t.Fatalf("POST /api/%s %s: %v", test.path, test.body, err)
			}
			got = a.Code
		}
		if want := cli.String(); got != want {
			t.Errorf("POST /api/%s %s =\n%s\nwant, as nimber %s:\n%s", test.path, test.body, got, test.args, want)
		}
	}
}

// TestFrontsAgreeCharts checks that the chart --plot draws to an SVG file
// is the API's "image", byte for byte: seq, misère seq and table.
func TestFrontsAgreeCharts(t *testing.T) {
	srv := httptest.NewServer(server.New(server.Options{}))
	defer srv.Close()
	for _, test := range []struct {
		args string // the command line, split at spaces, then --plot FILE
		path string // the API's, with body
		body string
	}{
		{"seq kayles --to 200 --period", "seq", `{"game":"kayles","to":200,"plot":true}`},
		{"seq subtraction:3,5,8,13 --misere --to 100 --period", "seq", `{"game":"subtraction:3,5,8,13","misere":true,"to":100,"plot":true}`},
		{"table subtraction:1,3,4 --n 0..60", "table", `{"game":"subtraction:1,3,4","n":"0..60","plot":true}`},
		{"table wythoff --x 0..9 --y 0..9 --outcome", "table", `{"game":"wythoff","x":"0..9","y":"0..9","outcome":true,"plot":true}`},
	} {
		file := filepath.Join(t.TempDir(), "chart.svg")
		var stdout, stderr strings.Builder
		if code := run(append(strings.Fields(test.args), "--plot", file), &env{stdout: &stdout, stderr: &stderr}); code != 0 {
			t.Fatalf("nimber %s --plot: exit %d, %s", test.args, code, stderr.String())
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.Post(srv.URL+"/api/"+test.path, "application/json", strings.NewReader(test.body))
		if err != nil {
			t.Fatal(err)
		}
		var a struct{ Image string }
		err = json.NewDecoder(resp.Body).Decode(&a)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("POST /api/%s %s: %d %v", test.path, test.body, resp.StatusCode, err)
		}
		data, ok := strings.CutPrefix(a.Image, "data:image/svg+xml;base64,")
		got, err := base64.StdEncoding.DecodeString(data)
		if !ok || err != nil {
			t.Fatalf("POST /api/%s %s: image %.40q…, want an SVG data URL (%v)", test.path, test.body, a.Image, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("POST /api/%s %s: image of %d bytes differs from nimber %s --plot's %d", test.path, test.body, len(got), test.args, len(want))
		}
	}
}
