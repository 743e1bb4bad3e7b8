package cli

import (
	"encoding/json"
	"strings"
	"testing"

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
		if !strings.HasSuffix(example, "e.g. nimber analyze "+info.Example) {
			t.Errorf("nimber games line %d = %q, want the example %q", 2*i+2, example, info.Example)
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
		if g["name"] != info.Name || g["rule"] != info.Rule || g["params"] != info.Params || g["example"] != info.Example || len(g) != 5 {
			t.Errorf("nimber games --json [%d] = %v, want name %q rule %q params %q example %q and aliases", i, g, info.Name, info.Rule, info.Params, info.Example)
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
