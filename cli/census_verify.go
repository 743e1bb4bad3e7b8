package cli

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/progress"
)

func runCensusVerify(ctx context.Context, e *env, args []string) error {
	var (
		asJSON bool
		jobs   int
		prog   progress.Flag
	)
	fs := newFlags(censusCommand, e)
	fs.BoolVar(&asJSON, "json", false, "print one JSON object: the counts and the problems")
	fs.IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "classes of games checked at once")
	fs.Var(&prog, "progress", progress.Usage)
	files, err := parseFlags(fs, censusCommand, e, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return errs.Errorf("", errs.Usage, "verify: want the census FILES")
	}
	if jobs < 1 {
		return errs.Errorf("", errs.Usage, "--jobs %d: want 1 or more", jobs)
	}
	recs, err := readRecordFiles("verify", files)
	if err != nil {
		return err
	}
	ctx, stop := interruptContext(ctx)
	defer stop()
	start := time.Now()
	var (
		mu   sync.Mutex
		last analysis.CensusVerifyProgress
	)
	st := e.startStatus(prog, time.Second, func(now time.Time) string {
		mu.Lock()
		defer mu.Unlock()
		return verifyLine(last, now.Sub(start))
	})
	defer st.End()
	opt := analysis.CensusVerifyOptions{Jobs: jobs}
	if st != nil {
		opt.Progress = func(p analysis.CensusVerifyProgress) {
			mu.Lock()
			defer mu.Unlock()
			last = p
		}
	}
	v, err := analysis.VerifyCensus(ctx, recs, opt)
	if err != nil {
		if ctx.Err() != nil {
			return errs.Errorf("", errs.Limit, "verify interrupted")
		}
		return err
	}
	st.Finish(fmt.Sprintf("census verify: %d records in %s", len(recs), seconds(time.Since(start))))
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

// verifyLine is the live report of a verification.
func verifyLine(p analysis.CensusVerifyProgress, el time.Duration) string {
	b := fmt.Sprintf("census verify: %d of %d records in %s", p.Done, p.Total, el.Round(time.Second))
	var runs []string
	for _, r := range p.Running {
		runs = append(runs, fmt.Sprintf("%s at n = %d of %d", r.Game, r.N, r.Of))
	}
	if len(runs) > 0 {
		b += "; " + strings.Join(runs, ", ")
	}
	return b
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
