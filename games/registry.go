package games

import (
	"fmt"
	"sort"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// Config carries the limits a family's searches respect. The deadline is
// not one of them: it is the context each call takes (see package game).
type Config struct {
	// MaxPositions bounds each search; 0 means game.DefaultMaxPositions.
	MaxPositions int
}

// Info describes a catalog family. Its JSON is what front ends list.
type Info struct {
	Name    string   `json:"name"`    // catalog name, e.g. "subtraction"
	Aliases []string `json:"aliases"` // other names, e.g. "kayles" for octal:0.77; never nil in List
	Params  string   `json:"params"`  // parameter syntax after "name:", e.g. "S (a list such as 1,3,4)"; empty if none
	Rule    string   `json:"rule"`    // the rule in one line
	Example string   `json:"example"` // an example spec and position, e.g. "subtraction:1,3,4 7 9 11"
	// Offers is what the family offers beyond a search (AllOffers), in
	// AllOffers' order; a test holds it to the family's methods.
	Offers []Offer `json:"offers"`
	// New builds the family from the text after "name:" (empty if none).
	New func(params string, cfg Config) (game.Family, error) `json:"-"`
}

var registry = map[string]*Info{}

// Register adds a family to the catalog. It panics on a duplicate name, a
// programming error.
func Register(info Info) {
	for _, name := range append([]string{info.Name}, info.Aliases...) {
		if _, dup := registry[name]; dup {
			panic("games: duplicate family " + name)
		}
		registry[name] = &info
	}
}

// List returns the registered families sorted by name, each once.
func List() []Info {
	var out []Info
	for name, info := range registry {
		if name == info.Name {
			i := *info
			if i.Aliases == nil {
				i.Aliases = []string{} // a JSON array, not null
			}
			out = append(out, i)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Lookup builds the family named by spec, "name" or "name:params".
func Lookup(spec string, cfg Config) (game.Family, error) {
	const op = "game"
	name, params, hasParams := strings.Cut(spec, ":")
	info, ok := registry[strings.ToLower(name)]
	if !ok && bareCode(spec) {
		// 0.77 as seq takes it: an octal (or hexadecimal) code.
		return newOctal(spec, cfg)
	}
	if !ok {
		if near := nearest(strings.ToLower(name)); near != "" {
			return nil, errs.Errorf(op, errs.Usage, "unknown game %s; did you mean %q? (nimber games lists them all)", errs.Quote(name), near)
		}
		return nil, errs.Errorf(op, errs.Usage, "unknown game %s (nimber games lists them all)", errs.Quote(name))
	}
	if hasParams && info.Params == "" {
		return nil, errs.Errorf(op, errs.Usage, "game %q takes no parameters, got %s", info.Name, errs.Quote(params))
	}
	f, err := info.New(params, cfg)
	if err != nil {
		if errs.KindOf(err) == errs.Other {
			err = errs.E(op+" "+spec, errs.Usage, err)
		}
		return nil, err
	}
	return f, nil
}

// nearest returns the registered name closest to name in edit distance,
// or "" if none is plausibly meant.
func nearest(name string) string {
	best, bestD := "", len(name)/2+2
	for n := range registry {
		if d := editDistance(name, n); d < bestD || (d == bestD && n < best) {
			best, bestD = n, d
		}
	}
	if strings.HasPrefix(best, name) || bestD <= len(name)/2+1 {
		return best
	}
	return ""
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// String renders info as the one line `nimber games` prints.
func (info Info) String() string {
	name := info.Name
	if info.Params != "" {
		name += ":" + strings.Fields(info.Params)[0]
	}
	return fmt.Sprintf("%-22s %s", name, info.Rule)
}

// bareCode reports whether spec looks like a heap game's code with no
// name before it: 0.77, .137, 4!.0.
func bareCode(spec string) bool {
	const codeChars = "0123456789abcdefABCDEF.![]"
	return spec != "" && strings.ContainsRune("0123456789.", rune(spec[0])) &&
		strings.Trim(spec, codeChars) == "" && strings.Contains(spec, ".")
}
