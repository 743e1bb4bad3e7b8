package cli

import (
	"time"

	"github.com/nimber/nimber/analysis/status"
	"github.com/nimber/nimber/internal/progress"
)

// interval is how often progress is reported: as p gives, else def
// (or what a test set in e).
func (e *env) interval(p progress.Flag, def time.Duration) time.Duration {
	switch {
	case p.Every > 0:
		return p.Every
	case e.progressEvery > 0:
		return e.progressEvery
	}
	return def
}

// stream is where progress goes as p asks: standard error, every
// interval (p's, else def), or nowhere when progress does not show.
func (e *env) stream(p progress.Flag, def time.Duration) status.Stream {
	if !p.Shows(e.terminal(e.stderr)) {
		return status.Stream{}
	}
	return status.Stream{W: e.stderr, Terminal: e.terminal(e.stderr), Always: p.Given, Every: e.interval(p, def)}
}
