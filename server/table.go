package server

import (
	"bytes"
	"context"
	"encoding/base64"
	"net/http"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/plot"
	"github.com/nimber/nimber/table"
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
	*table.Table
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
	spec := table.Spec{Outcome: req.Outcome, Misere: req.Misere, Period: req.Period || req.Emit != "", MaxPositions: s.opt.MaxPositions}
	var err error
	switch {
	case req.Position != "":
		return nil, errs.Errorf("", errs.Usage, "position %q: a table takes a range (n, or x and y), not a position", req.Position)
	case req.N != "" && (req.X != "" || req.Y != ""):
		return nil, errs.Errorf("", errs.Usage, "give n (1-D) or x and y (2-D), not both")
	case req.N != "":
		spec.N, err = span("n", req.N)
	case req.X != "" && req.Y != "":
		spec.TwoD = true
		if spec.X, err = span("x", req.X); err == nil {
			spec.Y, err = span("y", req.Y)
		}
	default:
		return nil, errs.Errorf("", errs.Usage, "no range given: want n, e.g. \"0..60\", or both x and y")
	}
	if err != nil {
		return nil, err
	}
	if spec.Cells() > s.opt.MaxCells {
		return nil, errs.Errorf("", errs.Limit, "table of %d positions: the server tabulates at most %d (nimber table: %d)", spec.Cells(), s.opt.MaxCells, table.MaxCells)
	}
	f, err := s.family(ctx, &req.gameRequest)
	if err != nil {
		return nil, err
	}
	t, err := table.Build(f, spec)
	if err != nil {
		return nil, err
	}
	a := &tableAnswer{Table: t}
	if req.Emit != "" {
		var b strings.Builder
		if err := t.WriteCode(&b, req.Emit); err != nil {
			a.CodeError = errs.Message(err, serverBound)
		}
		a.Code = b.String()
	}
	if req.Plot {
		if a.Image, err = image(t, spec.TwoD && spec.Cells() >= pngCells); err != nil {
			a.PlotError = err.Error()
		}
	}
	return a, nil
}

// image draws t as a data URL, PNG or SVG.
func image(t *table.Table, png bool) (string, error) {
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

// span parses the range of the field named name.
func span(name, v string) (table.Span, error) {
	s, err := table.ParseSpan(v)
	if err != nil {
		return s, errs.E(name, errs.Usage, err)
	}
	return s, nil
}
