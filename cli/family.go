package cli

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/internal/count"
)

// familyOptions are the flags that shape how a game spec becomes a family,
// shared by every command that takes a GAME (see addFlags).
type familyOptions struct {
	MaxPositions int
	MaxDigits    int
	MaxSteps     uint64        // rules files: Starlark steps per call
	MaxMemory    int64         // rules files: bytes of the script's process (env.sandbox)
	Timeout      time.Duration // wall-clock time for the work (env.bound)
	Set          []string      // NAME=VALUE parameters for rules files
}

// addFlags defines the family flags on fs, so that each command spells
// and documents them alike.
func (o *familyOptions) addFlags(fs *flag.FlagSet) {
	fs.Var(count.LimitFlag[int]{P: &o.MaxPositions}, "max-positions", "stop a search after `N` positions, e.g. 1e7 (0: the engine's default)")
	fs.Var(count.LimitFlag[int]{P: &o.MaxDigits}, "max-digits", "refuse a number of more than `N` digits, such as a heap (0: 100,000)")
	fs.Var(count.Flag[uint64]{P: &o.MaxSteps}, "max-steps", "rules files: stop one call into the script after `N` Starlark steps (0: default)")
	fs.Var(count.BytesFlag{P: &o.MaxMemory}, "max-memory", "rules files: stop the script's process at `BYTES` of memory, e.g. 200MB or 4GB (0: 1GB, room for the default search's millions of positions and well within a laptop's memory)")
	addTimeout(fs, &o.Timeout)
	fs.Var((*setFlags)(&o.Set), "set", "set a rules file's parameter, `NAME=VALUE` (repeatable)")
}

// request is the request for a game spec and position with these flags,
// read from the command line: files may be named, "-" reads e's stdin.
func (o familyOptions) request(e *env, spec string, position []string) *analysis.Request {
	req := &analysis.Request{
		Game:     spec,
		Set:      o.Set,
		Position: position,
		Limits:   analysis.Limits{MaxPositions: o.MaxPositions, MaxSteps: o.MaxSteps, Timeout: o.Timeout, MaxDigits: o.MaxDigits},
		Source:   commandLineSource(e),
	}
	if e != nil && e.rules != nil {
		e.rules.req = req // to explain a bound it meets
	}
	return req
}

// setFlags collects repeated --set NAME=VALUE flags.
type setFlags []string

func (s *setFlags) String() string { return strings.Join(*s, " ") }

func (s *setFlags) Set(v string) error {
	name, _, ok := strings.Cut(v, "=")
	if !ok || strings.TrimSpace(name) == "" {
		return fmt.Errorf("%q: want NAME=VALUE", v)
	}
	*s = append(*s, v)
	return nil
}

var _ flag.Value = (*setFlags)(nil)
