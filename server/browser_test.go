package server

import (
	"bytes"
	"context"
	"html"
	"net/http/httptest"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/internal/longtest"
)

// TestBrowser opens deep links of the app in headless Chromium and reads
// the DOM it dumps once the page's scripts are done: the app, the API and
// the URL scheme that links to results, end to end.
func TestBrowser(t *testing.T) {
	chrome := browser(t)
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()

	tests := []page{
		{"?tab=analyze&game=nim&position=3+4+5", []check{{"result", "N-position"}, {"result", "Grundy value 2"}, {"result", "3 → 1"},
			{"why-values", "heap 1: 3 011 3 heap 2: 4 100 4 heap 3: 5 101 5 XOR 010 2"}, {"result", "heap 1: 3 → 1: value 3 → 3 XOR 2 = 1"}}},
		{"?tab=analyze&game=nim&position=1+2+3", []check{{"result", "P-position"}}},
		{"?tab=analyze&game=kayles&position=2+5&compound=conjunctive", []check{{"result", "kayles 2 5, conjunctive compound"},
			{"result", "heap 1: N, remoteness 1; heap 2: N, remoteness 5. It ends with its least remote component: remoteness 1."},
			{"result", "heap 1: 2 → 0; heap 2: 5 → 4"}, {"result", "5 winning moves"}}},
		// Nim arithmetic, past 2^64 exactly: 2^64 ⊗ 2^64 = 3·2^63.
		{"?tab=analyze&game=calc&position=(3*5)%2B7", []check{{"result", "= 8"}, {"result", "0x8"}}},
		{"?tab=analyze&game=calc&position=0x10000000000000000*0x10000000000000000", []check{{"result", "= 27670116110564327424"}}},
		// Past 2^53 a JavaScript number is not exact: the app reads such
		// integers as BigInt (9007199254740995 would show as …996).
		{"?tab=analyze&game=nim&position=9007199254740993+2", []check{{"result", "Grundy value 9007199254740995."},
			{"result", "value 9007199254740993 → 9007199254740993 XOR 9007199254740995 = 2"}, {"why-values", "XOR 100000000000000000000000000000000000000000000000000011 9007199254740995"}}},
		{"?tab=analyze&game=nim&position=1+2+3&misere=1", []check{{"result", "P-position"}, {"result", "misère"}}},
		{"?tab=analyze&game=kayles&position=4+6&misere=1", []check{{"result", "Misère value 2, genus 2^20."}, {"result", "6 → 2 + 3"},
			{"result", "gives this sum misère value 2; its genus is 2^20"}}},
		{"?tab=analyze&game=kayles&position=4+6+9&misere=1&quotient=1", []check{{"result", "Class bc of the misère quotient of heaps 1 to 9 (18 elements)."}, {"result", "9 → 3 + 4"},
			{"why-classes", "heap 1: 4 a heap 2: 6 ab heap 3: 9 d product bc"}, {"result", "P = {a, d, b², ac, ac², ad²}"}}},
		{"?tab=play&game=kayles&position=4+6+9&misere=1&quotient=1&hints=1", []check{{"play-why", "product bc"}}},
		{"?tab=analyze&game=octal:0.75&position=1000000000000+5+7&misere=1&quotient=1", []check{{"result", "Class b of the misère quotient of every heap size (8 elements; its classes proved periodic at heap 21)."},
			{"result", "The moves of heap 1 are not listed: heap 1000000000000 has too many moves to list"}, {"why-classes", "heap 1: 1000000000000 b"}}},
		// Rows of a whole period: the pattern lines up in columns.
		{"?tab=seq&game=kayles&to=200", []check{{"seq-period", "period 12"}, {"seq-values", "180 4 1 2 8 1 4 7 2 1 8 2 7 192"}}},
		{"?tab=seq&game=kayles&emit=python", []check{{"seq-code", "return GRUNDY_VALUES[71 + (n - 71) % 12]"}, {"seq-code", "Preperiod 71, period 12 — proved"}}},
		{"?tab=seq&game=subtraction:1,3,4&misere=1", []check{{"seq-period", "Genera of preperiod 0, period 7 — proved at n = 12"}}},
		{"?tab=seq&game=grundy&to=20000", []check{{"seq-values", "G(0) to G(4999) (of 20000; the plot shows them all)"}}},
		{"?tab=seq&game=0.75&to=13&misere=1&quotient=1", []check{{"seq-period", "the quotient of heaps 1 to 12, 8 elements, 2 in P, proved"}, {"seq-period", "Q = ⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩"}, {"seq-stats", "{a, b²}"}, {"seq-stats", "No period of the classes of heaps found."}, {"seq-values", "class(0) to class(12)"}, {"seq-values", "<td>ab²</td>"}}},
		// Without a size, a quotient link takes the form's default for it.
		{"?tab=seq&game=0.75&misere=1&quotient=1", []check{{"seq-values", "class(0) to class(20)"}}},
		{"?tab=seq&game=0.75&to=22&misere=1&quotient=1", []check{{"seq-stats", "Classes of preperiod 8, period 2 — proved at heap 21 (the octal periodicity theorem): this is the quotient of every heap size."}}},
		{"?tab=seq&game=kayles&to=30&misere=1", []check{{"seq-period", "in misère play: heaps 0 to 29"}, {"seq-values", "G⁻(0) to G⁻(29)"}, {"seq-genus", "<td>4<sup>046</sup></td>"}, {"seq-genus", "<td>8<sup>8,10</sup></td>"}}},
		{"?tab=play&game=nim&position=1&first=1", []check{{"play-status", "nimber wins"}}},
		{"?tab=play&game=nim&position=3+4+5&hints=1", []check{{"play-moves", "heap 3: 5 → 0"}, {"play-why", "XOR 010 2"}}},
		{"?tab=analyze&game=hackenbush&position=(()())+((()))+()()", []check{{"result", "picture 2: ((())) → ()"}}},
		// A sum of several games: the position names each.
		{"?tab=analyze&game=nim&position=3+4+%2B+kayles+7", []check{{"result", "nim 3 4 + kayles 7"}, {"result", "Grundy value 5"}}},
		{"?tab=play&game=nim&position=2+5+%2B+kayles+3+5", []check{{"play-now", "Position: nim 2 5 + kayles 3 5"}}},
		// A short game of one's own travels in the link: a graph shows
		// every vertex's value beside the analysis of its start.
		{"?tab=analyze&kind=graph&source=a+b%0Ab+a%0Aa+c%0Ac+d%0Astart%3A+a", []check{
			{"result", "D-position"}, {"result", "a → b"}, {"vertex-values", "a ∞(1) b ∞() c 1 d 0"}}},
		{"?tab=analyze&kind=rules&source=S+%3D+%5B1%5D%0Adef+moves(n)%3A%0A++++return+%5Bn+-+s+for+s+in+S+if+s+%3C%3D+n%5D%0A&set=S%3D%5B1%2C2%5D&position=4", []check{
			{"result", "N-position"}, {"result", "Grundy value 1"}}},
		// An example rules file, by name.
		{"?tab=analyze&example=dot.star", []check{{"result", "dot.star"}, {"result", "N-position"},
			// The Parameters placeholder: the script's own.
			{"analyze-form", `<input name="set" autocomplete="off" spellcheck="false" placeholder="VECTORS=[(1,1),(1,2)] D=3 REFLECT=True">`}}},
		{"?tab=analyze&game=nim&position=1", []check{{"analyze-form", `<input name="set" autocomplete="off" spellcheck="false" placeholder="NAME=VALUE">`}}},
		{"?tab=play&example=ledge.star&position=0&first=1", []check{{"play-status", "nimber wins"}}},
		// A rules file's draw(p) pictures its positions on the board.
		{"?tab=play&example=chomp.star", []check{{"play-view", "☠■■■ ■■■■ ■■■■"}, {"play-moves", "Your moves (11)"}}},
		{"?tab=analyze&example=chomp.star&position=2,2", []check{{"result", "component 1 ☠■ ■■ 1 winning move"}}},
		// A link replays a game: 2 2 → 1 2 → 1 1.
		{"?tab=play&game=nim&position=2+2&history=1,2", []check{{"play-now", "Position: 1 1"}, {"play-log", "resumed after 2 moves"}, {"play-moves", "heap 2: 1 → 0"}}},
		{"?tab=analyze&game=nimm&position=3", []check{{"error", `did you mean "nim"? (the Games page lists them all)`}}},
		{"?tab=table&game=subtraction:1,3,4&n=0..60&period=1&plot=1", []check{
			{"table-title", "subtraction:1,3,4: Grundy values, n = 0..60"},
			{"table-period", "Apparent period 7 from n = 0, saltus 0"},
			{"table-ppos", "P-positions (18): 0, 2, 7, 9, 14, 16, 21,"},
			{"table-values", "49 0 1 0 1 2 3 2 56 0 1 0 1 2"},
			{"table-values", `<td class="p">0</td>`},
			{"table-plot", "<img"},
			{"table-stats", "Positions explored: 61."},
		}},
		{"?tab=table&game=wythoff&x=0..5&y=0..5&outcome=1", []check{
			{"table-title", "wythoff: outcomes, x = 0..5 across, y = 0..5 down"},
			{"table-values", "3 N N N N N P"},
			{"table-ppos", "P-positions (5): 0,0; 2,1; 1,2; 5,3; 3,5"},
		}},
		{"?tab=table&game=subtraction:2,5,7&n=0..100&emit=go", []check{{"table-code", "return uint64(grundyValues[n%22])"}, {"table-code", "NOT PROVED"}}},
		{"?tab=table&game=kayles&n=0..20&misere=1", []check{{"table-title", "kayles: misère values G⁻, n = 0..20"}}},
		{"?tab=table&game=nim&n=5..1", []check{{"error", `"5..1"`}}},
		// A script's error names its line; the traceback is folded under it.
		{"?tab=analyze&kind=rules&source=def+moves(n)%3A%0A++++return+%5Bn%5B0%5D%5D%0A&position=3", []check{
			{"error", "rules.star:2:14: moves(3): unhandled index operation int[int]"}, {"error", `<details class="trace"><summary>Where in the script</summary><pre>Traceback`}}},
	}
	if strconv.IntSize == 64 { // a table's range is of ints
		tests = append(tests, page{"?tab=table&game=nim&n=9007199254740993..9007199254741005", []check{
			{"table-values", "9007199254740993 9007199254740993 9007199254740994 9007199254740995"},
			{"table-values", "9007199254741003 9007199254741003 9007199254741004 9007199254741005"}}})
	}
	checkPages(t, chrome, srv.URL, tests)
}

// TestBrowserBounds loads pages from a server with a low bound on the
// positions searched: a misère quotient stopped by it shows what was
// proved before it, and why it stops.
func TestBrowserBounds(t *testing.T) {
	chrome := browser(t)
	srv := httptest.NewServer(New(Options{MaxPositions: 1000}))
	defer srv.Close()
	checkPages(t, chrome, srv.URL, []page{
		{"?tab=seq&game=kayles&to=30&misere=1&quotient=1", []check{{"seq-period", "the quotient of heaps 1 to 16, 24 elements, 8 in P, proved"},
			{"seq-stats", "Stopped: misère quotient: heaps 1 to 17: more than 1000 sums visited; a bound of this server (nimber serve --max-positions) (stopped at heap 17"}}},
	})
}

// A page is a link of the app to load once, and checks of what it shows.
type page struct {
	query  string
	checks []check
}

// A check reads the text of an element, by id, or its markup when want
// starts with "<".
type check struct{ id, want string }

// checkPages loads each page from the server at url and runs its checks.
func checkPages(t *testing.T, chrome, url string, tests []page) {
	t.Helper()
	for _, test := range tests {
		t.Run(test.query, func(t *testing.T) {
			// A busy machine can leave a page short of its virtual time:
			// one more try before calling it a failure.
			var dom string
			var err error
			for try := range 2 {
				if dom, err = dumpDOM(t, chrome, url+"/"+test.query); err == nil && strings.Contains(dom, `data-ready="1"`) {
					break
				}
				t.Logf("try %d: the page was not ready (%v)", try+1, err)
			}
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(dom, `data-ready="1"`) {
				t.Fatalf("the page never became ready (no data-ready on <body>); #error = %q", textOf(dom, "error"))
			}
			for _, c := range test.checks {
				got := textOf(dom, c.id)
				if strings.HasPrefix(c.want, "<") {
					got = innerHTML(dom, c.id)
				}
				if !strings.Contains(got, c.want) {
					if len(got) > 500 {
						got = got[:500] + "…"
					}
					t.Errorf("#%s = %q, want it to contain %q", c.id, got, c.want)
				}
			}
		})
	}
}

// browser returns the Chromium-like browser to test with, or skips the
// test: outside the long tier (go test -tags long), when NIMBER_NO_BROWSER
// is set (CI sets it when the browser does not run), or when none is on
// PATH. Every browser test starts here, so every one is in the long tier.
func browser(t *testing.T) string {
	t.Helper()
	longtest.Only(t)
	if os.Getenv("NIMBER_NO_BROWSER") != "" {
		t.Skip("skipping the browser test: NIMBER_NO_BROWSER is set")
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	t.Skip("skipping the browser test: no chromium, chromium-browser or google-chrome on PATH")
	return ""
}

// dumpDOM loads url in headless Chrome and returns the DOM as serialized
// after the page's scripts have run. The virtual time budget lets the
// page's fetches finish before the dump; a fresh profile keeps runs
// independent of each other and of the user's browser.
func dumpDOM(t *testing.T, chrome, url string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// Not t.TempDir: the browser's helpers may outlive it a moment, and a
	// profile left behind is no failure.
	profile, err := os.MkdirTemp("", "nimber-dom-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(profile)
	cmd := exec.CommandContext(ctx, chrome,
		"--headless=new", "--no-sandbox", "--disable-gpu",
		"--user-data-dir="+profile,
		"--virtual-time-budget=5000",
		"--dump-dom", url)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 5 * time.Second // the browser's helpers may hold the pipes
	if err := cmd.Run(); err != nil {
		return "", &chromeError{err, lastLines(stderr.String(), 5)}
	}
	return stdout.String(), nil
}

type chromeError struct {
	err    error
	stderr string
}

func (e *chromeError) Error() string { return e.err.Error() + "; stderr ends:\n" + e.stderr }

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// textOf returns the text of the element with the given id in dom, its
// tags dropped and white space collapsed, or "" if there is none.
func textOf(dom, id string) string { return stripTags(innerHTML(dom, id)) }

// innerHTML returns the markup inside the element with the given id in
// dom, or "" if there is none. The DOM is Chrome's serialization, so
// attributes are double-quoted and every non-void element is closed.
func innerHTML(dom, id string) string {
	i := strings.Index(dom, ` id="`+id+`"`)
	if i < 0 {
		return ""
	}
	start := strings.LastIndexByte(dom[:i], '<')
	tag := dom[start+1 : i]
	if j := strings.IndexByte(tag, ' '); j >= 0 {
		tag = tag[:j]
	}
	end := strings.IndexByte(dom[i:], '>')
	if end < 0 {
		return ""
	}
	body := dom[i+end+1:]
	// Find the matching end tag, counting elements of the same name
	// nested inside.
	depth, j := 1, 0
	for {
		k := strings.IndexByte(body[j:], '<')
		if k < 0 {
			return ""
		}
		j += k
		rest := body[j:]
		if strings.HasPrefix(rest, "</"+tag+">") {
			if depth--; depth == 0 {
				break
			}
		} else if strings.HasPrefix(rest, "<"+tag) && len(rest) > len(tag)+1 && strings.IndexByte(" >", rest[len(tag)+1]) >= 0 {
			depth++
		}
		j++
	}
	return body[:j]
}

// stripTags replaces each tag by a space, unescapes the text and collapses
// white space, so that "<li>a</li><li>b</li>" reads "a b".
func stripTags(s string) string {
	var b strings.Builder
	inTag := false
	for _, r := range s {
		switch {
		case r == '<':
			inTag = true
			b.WriteByte(' ')
		case r == '>' && inTag:
			inTag = false
		case !inTag:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(html.UnescapeString(b.String())), " ")
}
