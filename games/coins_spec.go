package games

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// coins:SPEC is a one-dimensional coin-turning game given by the turn
// patterns its moves may use. SPEC is [FIRST:]PATTERN,PATTERN,… where
// FIRST is the lowest coin (1 if left out) and a pattern is a set of
// offsets in braces: the coins below n, the coin turned heads to tails,
// that the move turns with it. An offset is
//
//   - d: coin n−d (d ≥ 1);
//   - a..b: the coins n−b to n−a;
//   - *: any one coin below n that the pattern does not turn otherwise;
//   - a..*: the coins n−k to n−a, for any k ≥ a (at most one per pattern,
//     above the pattern's fixed offsets).
//
// A pattern fits coin n when every coin it turns is at least FIRST. So
// turning-turtles is coins:{},{*}, mock-turtles coins:0:{},{*},{*,*} and
// ruler coins:{},{1..*}. The values have no closed form here: coins are
// valued bottom-up, each the mex of the nim-sums of the other coins of
// its moves, within a budget of moves (coins_spec_rule.go). coins:A*B is
// a product (coins_spec_product.go).

func init() {
	Register(Info{
		Name:    "coins",
		Params:  "SPEC (the turn patterns, offsets below the coin turned heads to tails, such as {},{1},{1,2}; 0:{},{*} for coins from 0; A*B for the product of two, each patterns or a coin game's name, such as {},{1}*ruler)",
		Rule:    "turn over the coin n and the coins one of the patterns gives below it, n heads to tails; a position lists its heads coins",
		Example: "coins:{},{1},{1,2} 3 7 10",
		Offers:  coinOffers,
		New:     newSpecCoins,
	})
}

func newSpecCoins(params string, cfg Config) (game.Family, error) {
	name := "coins"
	if params != "" {
		name += ":" + params
	}
	if a, b, ok := splitFactors(params); ok {
		return newSpecProduct(name, a, b, cfg)
	}
	first, pats, err := parseCoinSpec(name, params)
	if err != nil {
		return nil, err
	}
	limit := maxPositions(cfg)
	r := &specRule{op: name, start: first, patterns: pats, budget: limit}
	return &coinFamily{name: name, rule: r, limit: limit}, nil
}

// A pattern is one kind of move: the offsets below n it turns.
type pattern struct {
	fixed []span // offset spans, sorted, disjoint, adjacent ones merged
	run   uint64 // the open run run..k, k ≥ run; 0 if none
	any   int    // wildcards
	text  string // written canonically, for errors and duplicates
}

// maxOffset is the highest offset a pattern may name.
const maxOffset = 1<<32 - 1

// parseCoinSpec reads [FIRST:]PATTERN,PATTERN,….
func parseCoinSpec(op, s string) (uint64, []pattern, error) {
	var first uint64 = 1
	body := s
	if head, rest, ok := strings.Cut(s, ":"); ok {
		n, err := parseUint(op, "first coin", strings.TrimSpace(head))
		if err != nil {
			return 0, nil, err
		}
		first, body = n, rest
	}
	body = strings.TrimSpace(body)
	if body == "" {
		return 0, nil, errs.Errorf(op, errs.Usage, "no patterns: want a list of offset sets such as {},{1},{1,2}")
	}
	var out []pattern
	seen := map[string]bool{}
	for body != "" {
		if body[0] != '{' {
			return 0, nil, errs.Errorf(op, errs.Usage, "%s: want a pattern in braces, such as {1,2}", errs.Quote(upTo(body, '{')))
		}
		end := strings.IndexByte(body, '}')
		if end < 0 {
			return 0, nil, errs.Errorf(op, errs.Usage, "pattern %s: want a closing }", errs.Quote(body))
		}
		p, err := parsePattern(op, body[:end+1])
		if err != nil {
			return 0, nil, err
		}
		if seen[p.text] {
			return 0, nil, errs.Errorf(op, errs.Usage, "pattern %s is listed twice", p.text)
		}
		seen[p.text] = true
		out = append(out, p)
		body = strings.TrimSpace(body[end+1:])
		if body == "" {
			break
		}
		if body[0] != ',' {
			return 0, nil, errs.Errorf(op, errs.Usage, "after pattern %s: want a comma, got %s", p.text, errs.Quote(upTo(body, ',')))
		}
		if body = strings.TrimSpace(body[1:]); body == "" {
			return 0, nil, errs.Errorf(op, errs.Usage, "want a pattern after the last comma")
		}
	}
	return first, out, nil
}

// upTo is s before the first c after its first byte, for an error.
func upTo(s string, c byte) string {
	if i := strings.IndexByte(s[1:], c); i >= 0 {
		return s[:i+1]
	}
	return s
}

// parsePattern reads a pattern "{item,item,…}".
func parsePattern(op, s string) (pattern, error) {
	var p pattern
	var fixed []span
	inner := strings.TrimSpace(s[1 : len(s)-1])
	if inner != "" {
		for _, item := range strings.Split(inner, ",") {
			item = strings.TrimSpace(item)
			lo, hi, isRun := strings.Cut(item, "..")
			switch {
			case item == "*":
				p.any++
				continue
			case isRun && strings.TrimSpace(hi) == "*":
				a, err := parseOffset(op, s, lo)
				if err != nil {
					return p, err
				}
				if p.run != 0 {
					return p, errs.Errorf(op, errs.Usage, "pattern %s: two open runs (%d..* and %d..*); want at most one", s, p.run, a)
				}
				p.run = a
				continue
			case !isRun:
				hi = lo
			}
			a, err := parseOffset(op, s, lo)
			if err != nil {
				return p, err
			}
			b, err := parseOffset(op, s, hi)
			if err != nil {
				return p, err
			}
			if a > b {
				return p, errs.Errorf(op, errs.Usage, "pattern %s: offsets %s: want a..b with a ≤ b", s, errs.Quote(item))
			}
			fixed = append(fixed, span{a, b})
		}
	}
	slices.SortFunc(fixed, func(x, y span) int { return cmp.Compare(x.a, y.a) })
	for k := 1; k < len(fixed); k++ {
		if fixed[k].a <= fixed[k-1].b {
			return p, errs.Errorf(op, errs.Usage, "pattern %s: offset %d is named twice; a move turns each coin once", s, fixed[k].a)
		}
	}
	if n := len(fixed); n > 0 && p.run != 0 && fixed[n-1].b >= p.run {
		return p, errs.Errorf(op, errs.Usage, "pattern %s: offset %d is at or above the open run %d..*; want fixed offsets below it", s, fixed[n-1].b, p.run)
	}
	p.fixed, _ = mergeSpans(fixed)
	p.text = p.String()
	return p, nil
}

func parseOffset(op, pat, s string) (uint64, error) {
	s = strings.TrimSpace(s)
	d, err := strconv.ParseUint(s, 10, 64)
	switch {
	case err != nil && s == "":
		return 0, errs.Errorf(op, errs.Usage, "pattern %s: an empty offset; want d, a..b, * or a..*", pat)
	case err != nil || d > maxOffset:
		return 0, errs.Errorf(op, errs.Usage, "pattern %s: offset %s: want an integer from 1 to %d, a..b, * or a..*", pat, errs.Quote(s), uint64(maxOffset))
	case d == 0:
		return 0, errs.Errorf(op, errs.Usage, "pattern %s: offset 0 is the coin turned heads to tails, which every move turns; offsets count down from 1 (coin n−1)", pat)
	}
	return d, nil
}

// String writes p canonically: fixed offsets, the open run, wildcards.
func (p pattern) String() string {
	var items []string
	for _, s := range p.fixed {
		items = append(items, s.String())
	}
	if p.run != 0 {
		items = append(items, strconv.FormatUint(p.run, 10)+"..*")
	}
	for range p.any {
		items = append(items, "*")
	}
	return "{" + strings.Join(items, ",") + "}"
}
