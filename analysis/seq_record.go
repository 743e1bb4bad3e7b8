package analysis

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/heap/record"
)

// runWindowed runs the engine with a window to To, tallying the values
// as they come and saving a checkpoint every so often and when stopped;
// with an existing checkpoint it goes on from there.
func runWindowed(ctx context.Context, req SeqRun) (*SeqRunAnswer, error) {
	f := &req.Record
	opt := req.options()
	opt.Window = f.Window
	req.Watch.note(NoteDetail, "%d workers, vector kernels: %s; keeping G(0..%d) and the latest %d values", opt.Workers, heap.Kernels(), f.Window-1, f.Window)
	eng, tally, err := loadCheckpoint(&req, opt)
	if err != nil {
		return nil, err
	}
	res := &SeqRunAnswer{Engine: eng, N: max(req.To, eng.Len()), Tally: tally}
	ok := false
	defer func() {
		if !ok {
			eng.Close()
		}
	}()
	if err := eng.Grow(res.N); err != nil {
		return nil, err
	}
	start, saved, seconds := time.Now(), time.Now(), tally.Seconds
	save := func() error {
		tally.Seconds = seconds + time.Since(start).Seconds()
		if f.Checkpoint == "" {
			return nil
		}
		began := time.Now()
		err := record.Save(f.Checkpoint, eng, tally)
		if err == nil {
			req.Watch.note(NoteProgress, "checkpoint at n = %d saved to %s (%.1f s)", eng.Len(), f.Checkpoint, time.Since(began).Seconds())
		}
		saved = time.Now()
		return err
	}
	req.Watch.start(eng.Len(), res.N)
	defer req.Watch.stop()
	var buf []uint32
	for eng.Len() < res.N {
		from := eng.Len()
		err := eng.Extend(ctx, min(res.N, from+SeqChunk))
		if err != nil && !errors.Is(err, context.Canceled) {
			// The engine stopped where it could not go on: what it holds
			// past the last checkpoint is not to be trusted or saved.
			req.Watch.stop()
			if f.Checkpoint != "" {
				err = fmt.Errorf("%w (the checkpoint %s holds the run as it was before)", err, f.Checkpoint)
			}
			return nil, err
		}
		buf = eng.Values(buf[:0], from, eng.Len())
		if terr := tally.Add(buf...); terr != nil {
			return nil, terr
		}
		if err != nil { // cancelled: the values so far are sound
			req.Watch.stop()
			if serr := save(); serr != nil {
				return nil, serr
			}
			err = Stopped(ctx, err)
			if f.Checkpoint != "" {
				err = fmt.Errorf("%w; stopped at n = %d, saved to %s: run the same command to go on", err, eng.Len(), f.Checkpoint)
			}
			return nil, err
		}
		if f.Checkpoint != "" && time.Since(saved) >= f.Every {
			if err := save(); err != nil {
				return nil, err
			}
		}
	}
	req.Watch.finish(eng.Len())
	if err := save(); err != nil {
		return nil, err
	}
	ok = true
	return res, nil
}

// loadCheckpoint returns the engine and tally of the checkpoint's file if
// there is one, or fresh ones.
func loadCheckpoint(req *SeqRun, opt heap.Options) (*heap.Engine, *record.Tally, error) {
	f := &req.Record
	if f.Checkpoint != "" {
		eng, tally, err := record.Load(f.Checkpoint, req.Rules, opt, f.Block)
		switch {
		case err == nil:
			req.Watch.note(NoteProgress, "going on from n = %d, saved in %s", eng.Len(), f.Checkpoint)
			return eng, tally, nil
		case err != record.ErrNone:
			return nil, nil, err
		}
	}
	return heap.NewEngine(req.Rules, opt), record.NewTally(f.Block), nil
}

// tallyAll tallies every value of a run that kept them (a record without
// a window).
func tallyAll(eng *heap.Engine, n, block int) (*record.Tally, error) {
	t := record.NewTally(block)
	var buf []uint32
	for from := 0; from < n; from += SeqChunk {
		buf = eng.Values(buf[:0], from, min(n, from+SeqChunk))
		if err := t.Add(buf...); err != nil {
			return nil, err
		}
	}
	return t, nil
}
