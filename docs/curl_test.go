package docs

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/nimber/nimber/server"
)

// curl sends the request a curl command line of the documentation
// describes to the API of a server of the test's, as curl would send it
// (-d without a Content-Type header is a form), and checks that the
// answer is a 200 with JSON (or the SVG of /api/seq.svg).
func (r *runner) curl(args []string, stdout io.Writer) error {
	method, target := "", ""
	header := http.Header{}
	var body *string
	for i := 0; i < len(args); i++ {
		a := args[i]
		takesValue := a == "-H" || a == "--header" || a == "-d" || a == "--data" || a == "--data-raw" || a == "-X" || a == "--request"
		if takesValue && i+1 == len(args) {
			return fmt.Errorf("curl %s without a value", a)
		}
		switch {
		case a == "-H" || a == "--header":
			i++
			k, v, ok := strings.Cut(args[i], ":")
			if !ok {
				return fmt.Errorf("curl -H %q: want NAME: VALUE", args[i])
			}
			header.Add(strings.TrimSpace(k), strings.TrimSpace(v))
		case a == "-d" || a == "--data" || a == "--data-raw":
			i++
			if strings.HasPrefix(args[i], "@") && a != "--data-raw" {
				return fmt.Errorf("curl %s %s: the test sends only literal data", a, args[i])
			}
			b := args[i]
			body = &b
		case a == "-X" || a == "--request":
			i++
			method = args[i]
		case a == "-s" || a == "--silent" || a == "-sS" || a == "-S":
		case strings.HasPrefix(a, "-"):
			return fmt.Errorf("curl %s: the test does not know this flag", a)
		case target != "":
			return fmt.Errorf("curl: two addresses, %q and %q", target, a)
		default:
			target = a
		}
	}
	if method == "" {
		method = "GET"
		if body != nil {
			method = "POST"
		}
	}
	if body != nil && header.Get("Content-Type") == "" {
		header.Set("Content-Type", "application/x-www-form-urlencoded") // what curl -d sends
	}
	host, path, _ := strings.Cut(strings.TrimPrefix(target, "http://"), "/")
	if host != "localhost:8080" {
		return fmt.Errorf("curl %s: want an address on localhost:8080, the server's default", target)
	}
	if r.srv == nil {
		r.srv = httptest.NewServer(server.New(server.Options{}))
	}
	var rd io.Reader
	if body != nil {
		rd = strings.NewReader(*body)
	}
	req, err := http.NewRequest(method, r.srv.URL+"/"+path, rd)
	if err != nil {
		return err
	}
	req.Header = header
	resp, err := r.srv.Client().Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s /%s: %s, want 200 OK: %s", method, path, resp.Status, b)
	}
	ct := resp.Header.Get("Content-Type")
	switch {
	case strings.HasPrefix(ct, "application/json"):
		if !json.Valid(b) {
			return fmt.Errorf("%s /%s: the answer is not JSON: %s", method, path, b)
		}
	case strings.HasPrefix(ct, "image/svg+xml") && strings.Contains(path, ".svg"):
	default:
		return fmt.Errorf("%s /%s: Content-Type %q, want JSON", method, path, ct)
	}
	_, err = stdout.Write(b)
	if len(b) > 0 && b[len(b)-1] != '\n' {
		io.WriteString(stdout, "\n")
	}
	return err
}

// checkOutput checks that each line shown appears in the output, in
// order; "..." stands for lines left out.
func checkOutput(shown []string, output string) error {
	lines := strings.Split(output, "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " \t")
	}
	j := 0
	for _, s := range shown {
		if strings.TrimSpace(s) == "" || strings.TrimSpace(s) == "..." {
			continue
		}
		for j < len(lines) && lines[j] != s {
			j++
		}
		if j == len(lines) {
			return fmt.Errorf("it shows the line %q, which its output does not have (or not in that order):\n%s", s, output)
		}
		j++
	}
	return nil
}
