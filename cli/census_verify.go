package cli

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/status"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/progress"
)

func runCensusVerify(ctx context.Context, e *env, args []string) error {
	var (
		asJSON  bool
		jobs    int
		prog    progress.Flag
		timeout time.Duration
	)
	fs := newFlags(censusCommand, e)
	fs.BoolVar(&asJSON, "json", false, "print one JSON object: the counts and the problems")
	fs.IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "classes of games checked at once")
	fs.Var(&prog, "progress", progress.Usage)
	addTimeout(fs, &timeout)
	files, err := parseFlags(fs, censusCommand, e, args)
	if err != nil {
		return err
	}
	if ctx, err = e.bound(ctx, timeout); err != nil {
		return err
	}
	if len(files) == 0 {
		return errs.Errorf("", errs.Usage, "verify: want the census FILES")
	}
	if jobs < 1 {
		return errs.Errorf("", errs.Usage, "--jobs %d: want 1 or more", jobs)
	}
	recs, err := analysis.ReadCensusFiles("verify", files)
	if err != nil {
		return err
	}
	ctx, stop := interruptContext(ctx)
	defer stop()
	out := e.stream(prog, time.Second)
	st := status.NewVerify(len(recs), out)
	defer st.End()
	opt := analysis.CensusVerifyOptions{Jobs: jobs}
	if out.Shows() {
		opt.Progress = st.Progress
	}
	v, err := analysis.VerifyCensus(ctx, recs, opt)
	if err != nil {
		if errors.Is(ctx.Err(), context.Canceled) {
			return errs.Errorf("", errs.Limit, "verify interrupted")
		}
		return err
	}
	st.Finish()
	st.End()
	if asJSON {
		err = writeJSON(e.stdout, "census verify", v)
	} else {
		err = write(e.stdout, verifyText(v))
	}
	if err != nil {
		return err
	}
	return v.Err()
}

// verifyText is a verification as text: the problems, a line each, or
// what was verified.
func verifyText(v *analysis.CensusVerification) []byte {
	var b []byte
	for _, p := range v.Problems {
		b = fmt.Appendf(b, "%s: %s\n", p.Game, p.Problem)
	}
	if len(v.Problems) == 0 {
		n, s := v.Trivial+v.Solved, "s"
		if n == 1 {
			s = ""
		}
		b = fmt.Appendf(b, "verified %d record%s (%d trivial, %d solved) from %d plain values", n, s, v.Trivial, v.Solved, v.Values)
		if v.Unchecked > 0 {
			b = fmt.Appendf(b, "; %d unsolved or stopped, with no period to check", v.Unchecked)
		}
		b = append(b, '\n')
	}
	return b
}
