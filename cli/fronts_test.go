package cli

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/nimber/nimber/server"
)

// TestFrontsAgree checks that analyze --json and POST /api/analyze give
// the same object, byte for byte, on answers that are truncated, counted
// by closed forms, stated by what changes, or unlisted.
func TestFrontsAgree(t *testing.T) {
	srv := httptest.NewServer(server.New(server.Options{}))
	defer srv.Close()
	for _, test := range []struct{ game, position string }{
		{"lasker", "16777216 16777215"},
		{"nim", "3 4 5"},
		{"staircase", "6,3,8,1,0,7,2,9,4,6,11,13"},
		{"octal:0.07", "1000000000000 5 7"},
		{"kayles", "4 5"},
	} {
		var cli, stderr strings.Builder
		args := append([]string{"analyze", "--json", test.game}, strings.Fields(test.position)...)
		if code := run(args, &env{stdout: &cli, stderr: &stderr}); code != 0 {
			t.Fatalf("nimber %s: exit %d, %s", strings.Join(args, " "), code, stderr.String())
		}
		body := `{"game":"` + test.game + `","position":"` + test.position + `"}`
		resp, err := http.Post(srv.URL+"/api/analyze", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		api, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if got, want := string(api), cli.String(); got != want {
			t.Errorf("POST /api/analyze %s =\n%s\nwant, as analyze --json:\n%s", body, api, cli.String())
		}
	}
}
