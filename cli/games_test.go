package cli

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/games"
)

// The catalog grows while nimber is developed, so the listing is checked
// against games.List rather than a golden file.
func TestGamesText(t *testing.T) {
	var stdout, stderr strings.Builder
	if code := run([]string{"games"}, &env{stdout: &stdout, stderr: &stderr}); code != 0 {
		t.Fatalf("nimber games: exit %d, %s", code, stderr.String())
	}
	lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	list := games.List()
	if len(lines) != 2*len(list) {
		t.Fatalf("nimber games printed %d lines, want two for each of %d games:\n%s", len(lines), len(list), stdout.String())
	}
	for i, info := range list {
		rule, example := lines[2*i], lines[2*i+1]
		if !strings.HasPrefix(rule, info.Name) || !strings.HasSuffix(rule, info.Rule) {
			t.Errorf("nimber games line %d = %q, want %s ... %s", 2*i+1, rule, info.Name, info.Rule)
		}
		_, line, ok := strings.Cut(example, "e.g. nimber ")
		if !ok {
			t.Errorf("nimber games line %d = %q, want an example", 2*i+2, example)
			continue
		}
		// The example is a command line: a shell reads it back into the
		// example's words, and the command runs.
		args := shellRead(t, line)
		if want := append([]string{"analyze"}, analysis.Components(info.Example)...); !slices.Equal(args, want) {
			t.Errorf("nimber games line %d: a shell reads %q as %q, want %q", 2*i+2, line, args, want)
		}
		var out, errOut strings.Builder
		if code := run(args, &env{stdout: &out, stderr: &errOut}); code != 0 {
			t.Errorf("nimber %s: exit %d, %s", line, code, errOut.String())
		}
	}
}

// shellRead splits a command line into words as sh does for words that
// are plain or in single quotes, failing on anything else a shell would
// read otherwise.
func shellRead(t *testing.T, line string) []string {
	t.Helper()
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for _, r := range line {
		switch {
		case quoted && r == '\'':
			quoted = false
		case quoted:
			w.WriteRune(r)
		case r == '\'':
			quoted, inWord = true, true
		case r == ' ':
			if inWord {
				words = append(words, w.String())
				w.Reset()
			}
			inWord = false
		case strings.ContainsRune("()[]{}<>|&;$`\"\\*?~#! \t\n", r):
			t.Fatalf("%q: %q would mean something to a shell", line, r)
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("%q: unterminated quote", line)
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}

func TestShellWords(t *testing.T) {
	for _, test := range []struct {
		words []string
		want  string
	}{
		{[]string{"hackenbush", "(()())", "g-a,a-b"}, "hackenbush '(()())' g-a,a-b"},
		{[]string{"dot", "(0, 0)"}, "dot '(0, 0)'"},
		{[]string{"octal:0.16", "9"}, "octal:0.16 9"},
		{[]string{"it's", ""}, `'it'\''s' ''`},
	} {
		if got := shellWords(test.words); got != test.want {
			t.Errorf("shellWords(%q) = %q, want %q", test.words, got, test.want)
		}
	}
}

func TestGamesJSON(t *testing.T) {
	var stdout, stderr strings.Builder
	if code := run([]string{"games", "--json"}, &env{stdout: &stdout, stderr: &stderr}); code != 0 {
		t.Fatalf("nimber games --json: exit %d, %s", code, stderr.String())
	}
	var got []map[string]any
	if err := json.Unmarshal([]byte(stdout.String()), &got); err != nil {
		t.Fatalf("nimber games --json = %q does not decode: %v", stdout.String(), err)
	}
	list := games.List()
	if len(got) != len(list) {
		t.Fatalf("nimber games --json lists %d games, want %d", len(got), len(list))
	}
	for i, info := range list {
		g := got[i]
		if g["name"] != info.Name || g["rule"] != info.Rule || g["params"] != info.Params || g["example"] != info.Example || len(g) != 6 {
			t.Errorf("nimber games --json [%d] = %v, want name %q rule %q params %q example %q, aliases and offers", i, g, info.Name, info.Rule, info.Params, info.Example)
		}
		if offers, ok := g["offers"].([]any); !ok || len(offers) != len(info.Offers) || len(offers) == 0 {
			t.Errorf("nimber games --json [%d] offers = %v, want %q", i, g["offers"], info.Offers)
		}
		if aliases, ok := g["aliases"].([]any); !ok || len(aliases) != len(info.Aliases) {
			t.Errorf("nimber games --json [%d] aliases = %v, want %q", i, g["aliases"], info.Aliases)
		}
	}
}

func TestGamesRejectsArguments(t *testing.T) {
	var stdout, stderr strings.Builder
	if code := run([]string{"games", "nim"}, &env{stdout: &stdout, stderr: &stderr}); code != 2 || !strings.Contains(stderr.String(), `unexpected argument "nim"`) {
		t.Errorf("nimber games nim = exit %d, stderr %q; want 2 and the argument named", code, stderr.String())
	}
}

func TestGamesGolden(t *testing.T) { runGoldenDir(t, "games") }
