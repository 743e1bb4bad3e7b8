package analysis

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/period"
	"github.com/nimber/nimber/table"
)

// CheckLang refuses a language code is not written in, naming the field
// that gave it ("--emit" on the command line); "" is none.
func CheckLang(field, lang string) error {
	if lang == "" || slices.Contains(period.Languages, lang) {
		return nil
	}
	return errs.Errorf("", errs.Usage, "%s %q: want one of %s", field, lang, strings.Join(period.Languages, ", "))
}

// source says what a function written from a period returns and how it
// was found, for its comment.
type source struct {
	kind   string // the command: "seq" or "table"
	game   string // the game's name
	misere bool   // misère values: misere_grundy(n), G⁻(n)
	period string // the period as a phrase, "preperiod 71, period 12 — proved at …"
}

// writeCode writes, in lang, grundy(n) (misere_grundy(n) for misère
// values) for every n ≥ 0 from prefix and p, with a comment: what it
// returns, the period, a warning unless p is proved, and the command
// that writes it. Every front's code comes from here.
func writeCode[T period.Integer](lang string, s source, prefix []T, p period.Period) (string, error) {
	fn, what, command := "grundy", s.game+": G(n) for every n ≥ 0.", "nimber "+s.kind
	if s.misere {
		fn = "misere_grundy"
		what = s.game + " in misère play: G⁻(n), the misère value, for every n ≥ 0 (0: the player to move loses)."
		command += " --misere"
	}
	comment := []string{what, strings.ToUpper(s.period[:1]) + s.period[1:] + "."}
	if !p.Proved {
		comment = append(comment, period.Unproved)
	}
	comment = append(comment, "Written by "+command+" --emit "+lang+".")
	var b strings.Builder
	if err := period.WriteCode(&b, period.Code{Lang: lang, Name: fn, Comment: comment}, prefix, p); err != nil {
		return "", errs.E("emit", errs.Usage, err)
	}
	return b.String(), nil
}

// SeqCode writes grundy(n) in lang from the period p of a heap game's
// values, of which prefix holds at least the preperiod and one period;
// n values were searched. Without a period it fails with errs.Limit.
func SeqCode(lang string, r *heap.Rules, prefix []uint32, n int, p *heap.Period) (string, error) {
	text := SeqPeriodText(r, p, prefix, n, false)
	if p == nil {
		return "", errs.Errorf("", errs.Limit, "%s: %s; %v needs a period (raise %v to look further)", r.Name(), text, errs.Flag{Name: "emit"}, errs.Flag{Name: "to"})
	}
	return writeCode(lang, source{kind: "seq", game: r.Name(), period: text}, prefix[:p.Preperiod+p.Period], *p)
}

// MisereCode writes misere_grundy(n) in lang from the period p of the
// genera of a heap game's heaps (their misère values repeat with them);
// values holds the misère values of the n heaps valued, at least the
// preperiod and one period.
func MisereCode(lang string, r *heap.Rules, values []uint32, n int, p *period.Period) (string, error) {
	text := MiserePeriodText(r, p, n)
	if p == nil {
		return "", errs.Errorf("", errs.Limit, "%s in misère play: %s; %v needs a period (raise %v to look further)", r.Name(), text, errs.Flag{Name: "emit"}, errs.Flag{Name: "to"})
	}
	return writeCode(lang, source{kind: "seq", game: r.Name(), misere: true, period: text}, values[:p.Preperiod+p.Period], *p)
}

// TableCode writes grundy(n) in lang from the apparent period of a 1-D
// table of Grundy values from n = 0 (table.Table.Periodic).
func TableCode(lang string, t *table.Table) (string, error) {
	values, p, err := t.Periodic()
	if err != nil {
		return "", err
	}
	g := "G"
	if t.Misere {
		g = "G⁻"
	}
	text := fmt.Sprintf("apparent %s in %s(0..%d)", periodPhrase(p), g, t.N.To)
	return writeCode(lang, source{kind: "table", game: t.Game, misere: t.Misere, period: text}, values, p)
}

// periodPhrase is "preperiod 71, period 12", with the saltus if any.
func periodPhrase(p period.Period) string {
	s := fmt.Sprintf("preperiod %d, period %d", p.Preperiod, p.Period)
	if p.Saltus != 0 {
		s += fmt.Sprintf(", saltus %d", p.Saltus)
	}
	return s
}

// SeqPeriodText describes the period p of a heap game's values, proved
// or apparent, or its absence in n values; prefix holds at least the
// preperiod and one period, capped says n was the default length.
func SeqPeriodText(r *heap.Rules, p *heap.Period, prefix []uint32, n int, capped bool) string {
	switch {
	case p == nil && capped:
		return fmt.Sprintf("no period found up to n = %d (the default limit; raise it with --to)", n)
	case p == nil:
		return fmt.Sprintf("no period found up to n = %d", n)
	case p.Proved:
		return fmt.Sprintf("%s — proved at n = %d (%s)", periodPhrase(*p), p.ProvedAt, provedBy(r))
	}
	why := "not proved: no periodicity theorem applies"
	if need, ok := heap.ProofLength(r, *p, prefix[:min(len(prefix), p.Preperiod+p.Period)]); ok {
		why = fmt.Sprintf("not proved: needs values up to n = %d", need)
	}
	return fmt.Sprintf("apparent %s (%s)", periodPhrase(*p), why)
}

// provedBy names the theorem behind a proof and the bound heap.ProofLength
// applies: the values must reach j·n0 + j·p + t for moves leaving at most
// j heaps, or for an all-but game n0 + (k+1)·p + x + 1, k periods after n0
// being the first whose values all exceed the values below n0 + p and x
// the largest take with a digit of its own.
func provedBy(r *heap.Rules) string {
	if _, bounded := r.MaxTake(); !bounded {
		if r.AllBut() {
			return "all-but criterion: n ≥ n0 + (k+1)p + x + 1"
		}
		return "arithmetic-periodicity criterion: every value below G(N) carried to N+p, none above it"
	}
	if j := r.MaxHeaps(); j > 1 {
		return fmt.Sprintf("Guy–Smith: n ≥ %d·n0 + %dp + t", j, j)
	}
	return "Guy–Smith: n ≥ n0 + p + t"
}

// MiserePeriodText describes the period p of the genera of a heap game's
// heaps, proved or apparent, or its absence in n heaps.
func MiserePeriodText(r *heap.Rules, p *period.Period, n int) string {
	t, _ := r.MaxTake()
	switch {
	case p == nil:
		return fmt.Sprintf("no period of the genera found up to n = %d", n)
	case p.Proved:
		return fmt.Sprintf("genera of preperiod %d, period %d — proved at n = %d (each genus is fixed by the %d before it)", p.Preperiod, p.Period, p.ProvedAt, t)
	case r.MaxHeaps() > 1:
		return fmt.Sprintf("genera of apparent preperiod %d, period %d (not proved: no theorem for misère play of games that split heaps)", p.Preperiod, p.Period)
	}
	return fmt.Sprintf("genera of apparent preperiod %d, period %d (not proved: the takes are not bounded)", p.Preperiod, p.Period)
}
