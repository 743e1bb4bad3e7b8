package server

import (
	"bytes"
	"context"
	"encoding/base64"
	"net/http"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/plot"
)

// A tableRequest is a game and the range to tabulate: N ("0..60"), or X
// and Y for a grid.
type tableRequest struct {
	gameRequest
	N       string `json:"n"`
	X       string `json:"x"`
	Y       string `json:"y"`
	Outcome bool   `json:"outcome"`
	Period  bool   `json:"period"`
	Plot    bool   `json:"plot"`
	Emit    string `json:"emit"` // write grundy(n) from the period in this language
}

// A tableAnswer is nimber table --json's object, with the plot when asked
// for, as a data URL, or why there is none, and likewise the code.
type tableAnswer struct {
	*analysis.TableAnswer
	Image     string `json:"image,omitempty"`
	PlotError string `json:"plot_error,omitempty"`
	Code      string `json:"code,omitempty"`
	CodeError string `json:"code_error,omitempty"`
}

// pngCells is the size from which a heat map is sent as PNG: an SVG has an
// element per cell, megabytes for a grid of 300².
const pngCells = 2500

func (s *server) table(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req tableRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	if req.Position != "" {
		return nil, errs.Errorf("", errs.Usage, "position %q: a table takes a range (n, or x and y), not a position", req.Position)
	}
	treq := analysis.TableRequest{
		N: req.N, X: req.X, Y: req.Y,
		Outcome: req.Outcome, Misere: req.Misere, Period: req.Period, Emit: req.Emit,
		MaxPositions: s.opt.MaxPositions, MaxCells: s.opt.MaxCells,
	}
	spec, err := treq.Spec()
	if err != nil {
		return nil, err
	}
	f, err := s.family(ctx, &req.gameRequest)
	if err != nil {
		return nil, err
	}
	t, err := analysis.Table(ctx, f, treq)
	if err != nil {
		return nil, err
	}
	a := &tableAnswer{TableAnswer: t}
	if req.Emit != "" {
		if a.Code, err = analysis.TableCode(req.Emit, t); err != nil {
			a.CodeError = message(err)
		}
	}
	if req.Plot {
		if a.Image, err = image(t, spec.TwoD && spec.Cells() >= pngCells); err != nil {
			a.PlotError = message(err)
		}
	}
	return a, nil
}

// image draws t as a data URL, PNG or SVG.
func image(t *analysis.TableAnswer, png bool) (string, error) {
	c, err := t.Chart()
	if err != nil {
		return "", err
	}
	return dataURL(c, png)
}

// dataURL encodes a chart as a data URL, PNG or SVG.
func dataURL(c *plot.Chart, png bool) (string, error) {
	kind, write := "svg+xml", c.WriteSVG
	if png {
		kind, write = "png", c.WritePNG
	}
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return "", err
	}
	return "data:image/" + kind + ";base64," + base64.StdEncoding.EncodeToString(b.Bytes()), nil
}
