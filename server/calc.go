package server

import (
	"context"
	"net/http"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
)

// calcRequest is POST /api/calc's body.
type calcRequest struct {
	Expr string `json:"expr"`
}

// calc answers a nimber expression with nimber calc --json's object.
func (s *server) calc(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req calcRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	if req.Expr == "" {
		return nil, errs.Errorf("", errs.Usage, `want an expression in expr, e.g. {"expr": "(3*5)+7"}`)
	}
	return analysis.Calculate(ctx, req.Expr)
}
