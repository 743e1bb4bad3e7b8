package cli

import (
	"context"
	"runtime"
	"strings"

	"github.com/nimber/nimber/analysis"
)

// rulesChild is what the child process of a rules file's command keeps
// (env.sandbox): the command's request, to explain a bound it met.
type rulesChild struct {
	req       *analysis.Request // set by familyOptions.request
	maxMemory int64             // the bound on the process's memory
	// met starts the command with its memory bound met: a child run
	// again after one that died out of memory (env.boundMet).
	met bool
}

// tooLong returns the memory bound as the error of p, a panic in a rules
// file's child, when p is a slice too long for the machine's int (a
// script's [0] * 10**9 on a 32-bit machine, where a 64-bit one runs out of
// memory); nil for any other panic, a bug.
func (c *rulesChild) tooLong(p any) error {
	re, ok := p.(runtime.Error)
	if c == nil || !ok || !strings.Contains(re.Error(), "len out of range") {
		return nil
	}
	return memoryBound(c.maxMemory)
}

// endless returns err, a bound met by a rules file's command, saying
// that the game may have no end where analysis.Endless finds a line of
// play without end; a child run again after one that died out of memory
// says so instead. The walk runs within ctx, the command's context
// before its own bounds.
func (c *rulesChild) endless(ctx context.Context, err error) error {
	if c == nil {
		return err
	}
	if c.met {
		// Whatever stopped this run at its start (the search, or the read
		// of a position, seeing the context cancelled), the child before it
		// met the memory bound.
		err = memoryBound(c.maxMemory)
	}
	return analysis.Endless(ctx, c.req, err)
}
