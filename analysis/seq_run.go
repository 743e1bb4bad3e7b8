package analysis

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/heap/record"
	"github.com/nimber/nimber/heap/seqfile"
)

// A SeqRun asks for a nim-sequence run of the command line's kind: as
// long as asked, its values written to a sequence file as it goes (Out),
// or added to one (Resume), kept in a memory-mapped file (Spill) or, with
// Window, only the first and latest of them, saved to a checkpoint.
type SeqRun struct {
	Rules *heap.Rules
	// To is the number of values; unless ToGiven, with Period, the most,
	// the run stopping once the period is proved.
	To      int
	ToGiven bool
	Period  bool
	Workers int // 0: one per CPU
	// Spill is the directory to keep the values in, given; without it,
	// runs from SpillFrom values keep them beside Out or in the temporary
	// directory.
	Spill string
	// Out is the sequence file the values are written to; with Resume
	// set, Resume is continued in place and Out is Resume.
	Out, Resume string
	Record      RecordRun
	Watch       SeqWatch
}

// A RecordRun asks for a record run: the checksum of each block of
// values (Block of them), and with Window, only the first Window values
// and the latest Window kept, the run saved to Checkpoint every Every.
type RecordRun struct {
	Record     bool
	Block      int
	Window     int
	Checkpoint string
	Every      time.Duration
}

// MinWindow is the smallest window a record run takes.
const MinWindow = heap.MinWindow

// A SeqWatch hears a run as it goes; each field may be nil.
type SeqWatch struct {
	// Start hears that the run goes from n = first (values kept from a
	// file) to target, once the file is read.
	Start func(first, target int)
	// Progress hears the engine's reports.
	Progress func(heap.Progress)
	// Stop ends the reports of a run that fails; Finish those of one that
	// reached n values.
	Stop   func()
	Finish func(n int)
	// Note says what the run does beside computing: where it keeps the
	// values, a checkpoint saved.
	Note func(SeqNote, string)
}

// A SeqNote says when a note is worth showing.
type SeqNote int

const (
	// NoteAlways is a note for every run: the run goes otherwise than
	// asked.
	NoteAlways SeqNote = iota
	// NoteProgress goes with the progress reports.
	NoteProgress
	// NoteDetail is for a run whose progress is asked for: the machine's
	// share of the speed.
	NoteDetail
)

func (w SeqWatch) start(first, target int) {
	if w.Start != nil {
		w.Start(first, target)
	}
}

func (w SeqWatch) stop() {
	if w.Stop != nil {
		w.Stop()
	}
}

func (w SeqWatch) finish(n int) {
	if w.Finish != nil {
		w.Finish(n)
	}
}

func (w SeqWatch) note(kind SeqNote, format string, args ...any) {
	if w.Note != nil {
		w.Note(kind, fmt.Sprintf(format, args...))
	}
}

// A SeqRunAnswer is what a run computed.
type SeqRunAnswer struct {
	Engine *heap.Engine // Close it when done
	N      int          // values asked for (or kept from a resumed file, if more)
	Period *heap.Period // nil unless asked for
	Capped bool         // Period without To stopped at the default cap
	Tally  *record.Tally
}

// SeqChunk is the most values between two writes of a run's file. Each
// step is an Extend call, which starts and drains the verifier: Grundy's
// game to 2^27 with a file took 43.9–44.9 s in steps of 2^16 and
// 41.5–42.6 s in steps of 2^20 (two runs each); a kill loses at most
// 2^20 values, under half a second.
const SeqChunk = 1 << 20

// SpillFrom is the run length from which values are kept in a file
// without Spill: 256 MB at one byte a value.
const SpillFrom = 1 << 28

// RunSeq runs req. With Record, the answer has the tally of the values.
func RunSeq(ctx context.Context, req SeqRun) (*SeqRunAnswer, error) {
	run := runSeq
	if req.Record.Window > 0 {
		run = runWindowed
	}
	res, err := run(ctx, req)
	if err != nil {
		return nil, err
	}
	if req.Record.Record && res.Tally == nil {
		if res.Tally, err = tallyAll(res.Engine, min(res.N, res.Engine.Len()), req.Record.Block); err != nil {
			res.Engine.Close()
			return nil, err
		}
	}
	return res, nil
}

// options are the engine's options for req.
func (req *SeqRun) options() heap.Options {
	opt := heap.Options{Workers: req.Workers}
	if opt.Workers == 0 {
		opt.Workers = runtime.NumCPU()
	}
	if req.Watch.Progress != nil {
		opt.Progress, opt.ProgressEvery = req.Watch.Progress, 1<<14
	}
	return opt
}

// spillDir returns where to keep the values: Spill, or for long runs the
// directory of the sequence file or the temporary directory.
func (req *SeqRun) spillDir() string {
	switch {
	case req.Spill != "":
		return req.Spill
	case req.To < SpillFrom:
		return ""
	case req.Out != "": // also set by Resume
		return filepath.Dir(req.Out)
	}
	return os.TempDir()
}

// runSeq runs the engine to the target, writing the file and checking
// the period as it goes.
func runSeq(ctx context.Context, req SeqRun) (*SeqRunAnswer, error) {
	opt := req.options()
	opt.Spill = req.spillDir()
	if opt.Spill != "" && req.Spill == "" {
		// Spilling by default: where the directory cannot take it, say so
		// and keep the values in memory.
		if err := heap.CheckSpill(opt.Spill); err != nil {
			req.Watch.note(NoteAlways, "values kept in memory: %v", err)
			opt.Spill = ""
		}
	}
	// The kernels decide the speed of sparse games many times over: say
	// which this machine runs.
	req.Watch.note(NoteDetail, "%d workers, vector kernels: %s", opt.Workers, heap.Kernels())
	if opt.Spill != "" {
		req.Watch.note(NoteDetail, "values kept in a memory-mapped file in %s (%v)", opt.Spill, errs.Flag{Name: "spill"})
	}
	eng := heap.NewEngine(req.Rules, opt)
	var w *seqfile.Writer
	var err error
	ok := false
	defer func() {
		if !ok { // the file stays resumable; the values' file goes
			if w != nil {
				w.Close()
			}
			eng.Close()
		}
	}()
	switch {
	case req.Resume != "":
		// Reading 2^32 values back takes about a minute.
		req.Watch.note(NoteProgress, "reading the values kept in %s", req.Resume)
		start := time.Now()
		// Piece by piece: a long run's values would take 4 bytes each.
		err = eng.RestoreEach(func(add func([]uint32) error) error {
			var err error
			w, err = seqfile.ResumeEach(req.Resume, req.Rules.String(), add)
			return err
		})
		if ge, ok := errors.AsType[*seqfile.GameError](err); ok {
			return nil, otherGame(ge, req.Rules)
		}
		if err != nil {
			return nil, err
		}
		req.Watch.note(NoteProgress, "kept %d values of %s (read in %.1f s)", eng.Len(), req.Resume, time.Since(start).Seconds())
		if req.ToGiven && req.To < eng.Len() {
			// The file is kept whole, so the answer is of all of it.
			req.Watch.note(NoteAlways, "%s already holds %d values, more than %v asks for: nothing to compute", req.Resume, eng.Len(), errs.Flag{Name: "to", Value: fmt.Sprint(req.To)})
		}
	case req.Out != "":
		if w, err = seqfile.Create(req.Out, req.Rules.String()); err != nil {
			return nil, err
		}
	}
	res := &SeqRunAnswer{Engine: eng, N: max(req.To, eng.Len())}
	if err := eng.Grow(res.N); err != nil {
		return nil, err
	}
	written := eng.Len()
	req.Watch.start(eng.Len(), res.N)
	defer req.Watch.stop()
	var buf []uint32
	steps := heap.Steps{Chunk: SeqChunk}
	if w != nil {
		steps.Each = func() error {
			buf = eng.Values(buf[:0], written, eng.Len())
			written = eng.Len()
			return w.Append(buf...)
		}
	}
	untilProved := req.Period && !req.ToGiven
	res.Period, err = Sequence(ctx, eng, SeqRequest{N: res.N, UntilProved: untilProved, Period: req.Period, Steps: steps})
	if err != nil {
		req.Watch.stop()
		err = Stopped(ctx, err) // "interrupted", not "context canceled"
		if w != nil {
			err = fmt.Errorf("%w; stopped at n = %d, continue with %v", err, w.Len(), errs.Flag{Name: "resume", Value: req.Out})
		}
		return nil, err
	}
	req.Watch.finish(eng.Len())
	if untilProved && res.Period != nil && res.Period.Proved {
		res.N = eng.Len()
	}
	res.Capped = req.Period && !req.ToGiven && (res.Period == nil || !res.Period.Proved)
	if w != nil {
		if err := w.Finish(); err != nil {
			return nil, err
		}
		w = nil // finished and closed
	}
	ok = true
	return res, nil
}

// otherGame is Resume's error for a file of another game, with both
// games named: the file keeps a code ("4!.0"), which a user who typed
// "grundy" may not know.
func otherGame(ge *seqfile.GameError, r *heap.Rules) error {
	have := "game " + ge.Have
	if hr, err := heap.Parse(ge.Have); err == nil {
		have = hr.Name()
	}
	return errs.Errorf("", errs.Usage, "%s holds values of %s, not of %s: %v continues a run of the same game", ge.Path, have, r.Name(), errs.Flag{Name: "resume"})
}
