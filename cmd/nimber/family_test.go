package main

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// starterFamily is Nim with a start position, as a rules file may have.
type starterFamily struct {
	game.Family
	start []string
}

func (f starterFamily) Start() ([]game.Component, error) {
	var sum []game.Component
	for _, s := range f.start {
		c, err := f.Parse(s)
		if err != nil {
			return nil, err
		}
		sum = append(sum, c)
	}
	return sum, nil
}

// withLoader installs a family loader for the spec "test-start" that
// records the options it was given.
func withLoader(t *testing.T, start []string) *familyOptions {
	seen := new(familyOptions)
	saved := familyLoaders
	t.Cleanup(func() { familyLoaders = saved })
	familyLoaders = append(familyLoaders, func(spec string, o familyOptions) (game.Family, bool, error) {
		if spec != "test-start" {
			return nil, false, nil
		}
		*seen = o
		nim, err := games.Lookup("nim", games.Config{})
		return starterFamily{nim, start}, true, err
	})
	return seen
}

func TestAnalyzeStart(t *testing.T) {
	seen := withLoader(t, []string{"3", "4", "5"})
	var stdout, stderr strings.Builder
	code := run([]string{"analyze", "--set", "A=1", "test-start", "--set=B=x y", "--max-positions", "77", "--max-steps", "5", "--timeout", "3s"}, &env{stdout: &stdout, stderr: &stderr})
	want := "Nim 3 4 5 — N-position: the player to move wins. Grundy value 2.\n1 winning move: heap 1: 3 → 1\n"
	if code != 0 || stdout.String() != want {
		t.Errorf("analyze test-start = exit %d, %q, %q; want 0, %q", code, stdout.String(), stderr.String(), want)
	}
	if wantOpt := (familyOptions{MaxPositions: 77, MaxSteps: 5, Timeout: 3 * time.Second, Set: []string{"A=1", "B=x y"}}); !reflect.DeepEqual(*seen, wantOpt) {
		t.Errorf("loader got %+v, want %+v", *seen, wantOpt)
	}

	// A position on the command line replaces the start.
	stdout.Reset()
	if code := run([]string{"analyze", "test-start", "1", "2", "3"}, &env{stdout: &stdout, stderr: &stderr}); code != 0 || !strings.HasPrefix(stdout.String(), "Nim 1 2 3 — P-position") {
		t.Errorf("analyze test-start 1 2 3 = exit %d, %q; want the position given", code, stdout.String())
	}
}

func TestAnalyzeBadStart(t *testing.T) {
	withLoader(t, []string{"x"})
	var stdout, stderr strings.Builder
	code := run([]string{"analyze", "test-start"}, &env{stdout: &stdout, stderr: &stderr})
	if code != 2 || !strings.Contains(stderr.String(), `heap "x"`) {
		t.Errorf("analyze test-start with a bad start = exit %d, stderr %q; want 2 naming the bad heap", code, stderr.String())
	}
}
