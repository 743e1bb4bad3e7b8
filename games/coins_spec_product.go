package games

import (
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// coins:A*B is the Tartan product (coins_product.go) of two coin games
// each given by turn patterns, [FIRST:]PATTERN,…, or by name
// (turning-turtles, mock-turtles, ruler): coins:{},{1}*ruler. The Tartan
// theorem holds for any two games whose moves turn a coin heads to tails
// and others below it only, so coin x,y is worth a(x) ⊗ b(y), a factor
// given by patterns valuing its coins one by one as coins:SPEC does.

// splitFactors splits a spec at its "*" outside braces, if it has one.
func splitFactors(spec string) (a, b string, ok bool) {
	depth := 0
	for i := 0; i < len(spec); i++ {
		switch spec[i] {
		case '{':
			depth++
		case '}':
			depth--
		case '*':
			if depth == 0 {
				return spec[:i], spec[i+1:], true
			}
		}
	}
	return spec, "", false
}

// factorRule reads one factor of coins:A*B: a coin game's name, or turn
// patterns.
func factorRule(op, s string, budget int) (coinRule, error) {
	s = strings.TrimSpace(s)
	for _, c := range coinRules {
		if s == c.name {
			return c.r, nil
		}
	}
	first, pats, err := parseCoinSpec(op, s)
	if err != nil {
		if strings.IndexFunc(s, isLetter) >= 0 {
			return nil, errs.Errorf(op, errs.Usage, "factor %s: want turn patterns such as {},{1} or a coin game (turning-turtles, mock-turtles, ruler)", errs.Quote(s))
		}
		return nil, err
	}
	return &specRule{op: op, start: first, patterns: pats, budget: budget}, nil
}

func isLetter(r rune) bool { return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' }

func newSpecProduct(name, a, b string, cfg Config) (game.Family, error) {
	if _, _, ok := splitFactors(b); ok {
		return nil, errs.Errorf(name, errs.Usage, "three factors or more: a product here has two, A*B")
	}
	limit := maxPositions(cfg)
	ra, err := factorRule(name, a, limit)
	if err != nil {
		return nil, err
	}
	rb, err := factorRule(name, b, limit)
	if err != nil {
		return nil, err
	}
	return &productFamily{name: name, a: ra, b: rb, limit: limit}, nil
}
