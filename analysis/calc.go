package analysis

import (
	"context"
	"fmt"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/nimarith"
)

// A Calc is the value of a nimber expression (nimber calc, POST /api/calc).
type Calc struct {
	Expr  string      `json:"expr"`
	Value game.Nimber `json:"value"` // a JSON number of any size
	Hex   string      `json:"hex"`   // the value in hexadecimal, 0x…
}

// Calculate evaluates expr in the field of nimbers: + is the nim-sum, *
// the nim-product, / division, ** an integer power, sqrt and inv
// (nimarith.Eval has the grammar).
func Calculate(ctx context.Context, expr string) (*Calc, error) {
	v, err := nimarith.Eval(ctx, expr)
	if err != nil {
		return nil, err
	}
	return &Calc{Expr: expr, Value: v, Hex: fmt.Sprintf("%#x", v.Big())}, nil
}
