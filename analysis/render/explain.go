package render

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
)

// AppendExplanation appends why r's outcome is what it is, in the terms
// of the Sprague–Grundy theorem: each component's value in binary, their
// XOR, and for each winning move the value it reaches. A misère report
// is explained by its misère value or its quotient class; a report
// without every value (loopy games, unknown values) gets a line saying so.
func AppendExplanation(b []byte, r *answer.Report, noun string) []byte {
	if r.MisereValue != nil {
		// Misère values do not add: the sum's is found by searching it.
		b = fmt.Appendf(b, "Why: in misère play values do not add up as XOR; searching every sum of heaps that play reaches gives this sum misère value %v (genus %s), ", r.MisereValue, r.Genus)
		if r.MisereValue.IsZero() {
			return append(b, "and 0 means the player to move loses.\n"...)
		}
		return append(b, "not 0, so the player to move wins: each winning move leaves a sum of misère value 0.\n"...)
	}
	if q := r.Quotient; q != nil {
		return appendQuotientExplanation(b, r, q, noun)
	}
	if len(r.Values) != len(r.Position) || r.Grundy == nil {
		return append(b, "Why: no explanation by values here: misère play, a game whose positions repeat, or a value not known.\n"...)
	}
	total := *r.Grundy
	b = append(b, "Why: a sum is worth the XOR of its components' Grundy values (Sprague–Grundy).\n"...)
	shown := min(len(r.Values), MaxEchoed)
	width := len(binary(total))
	labels := make([]string, shown)
	for i := range shown {
		width = max(width, len(binary(r.Values[i])))
		labels[i] = string(AppendComponent(nil, noun, i)) + ": " + r.Position[i]
	}
	labelWidth := len("XOR")
	for _, l := range labels {
		labelWidth = max(labelWidth, utf8.RuneCountInString(l))
	}
	row := func(label string, v game.Nimber) {
		bits := binary(v) // zero-padded, so that the columns of bits line up
		b = fmt.Appendf(b, "  %s%s  %s%s  %s\n", label, strings.Repeat(" ", labelWidth-utf8.RuneCountInString(label)), strings.Repeat("0", width-len(bits)), bits, v)
	}
	for i, l := range labels {
		row(l, r.Values[i])
	}
	if shown < len(r.Values) {
		b = fmt.Appendf(b, "  … and %d more components\n", len(r.Values)-shown)
	}
	row("XOR", total)
	if total.IsZero() {
		return append(b, "The XOR is 0: any move changes one value and makes it non-zero, so the player to move loses.\n"...)
	}
	b = fmt.Appendf(b, "The XOR is %s, not 0: a winning move takes one component of value v to one of value v XOR %s.\n", total, total)
	for _, m := range r.WinningMoves {
		v := r.Values[m.Component]
		b = AppendMove(append(b, "  "...), noun, m)
		b = fmt.Appendf(b[:len(b)-1], ", value %s → %s XOR %s = %s\n", v, v, total, v.Xor(total))
	}
	return b
}

// binary writes a value in base 2.
func binary(v game.Nimber) string {
	if x, ok := v.Uint64(); ok {
		return fmt.Sprintf("%b", x)
	}
	return v.Big().Text(2)
}

// appendQuotientExplanation explains a misère outcome by the quotient:
// each component's class, their product, and whether it is in the
// P-portion.
func appendQuotientExplanation(b []byte, r *answer.Report, q *answer.QuotientClass, noun string) []byte {
	of := fmt.Sprintf("heaps 1 to %d", q.Heaps)
	if q.AllHeaps {
		of = fmt.Sprintf("every heap size (the classes of heaps 1 to %d proved periodic)", q.Heaps)
	}
	b = fmt.Appendf(b, "Why: in misère play values do not add up as XOR; the misère quotient of %s, proved, has %d elements, Q = %s", of, q.Elements, q.Presentation)
	var gens []string
	for _, g := range q.Generators {
		gens = append(gens, fmt.Sprintf("%s = heap %d", g.Name, g.Heap))
	}
	if len(gens) > 0 {
		b = fmt.Appendf(b, " (%s)", strings.Join(gens, ", "))
	}
	b = fmt.Appendf(b, ", and P = {%s} are the classes of lost sums.\n", strings.Join(q.PPortion, ", "))
	shown := min(len(q.Components), MaxEchoed)
	for i := range shown {
		b = AppendComponent(append(b, "  "...), noun, i)
		b = fmt.Appendf(b, ": %s is in class %s\n", r.Position[i], q.Components[i])
	}
	if shown < len(q.Components) {
		b = fmt.Appendf(b, "  … and %d more components\n", len(q.Components)-shown)
	}
	if r.Outcome == game.P {
		return fmt.Appendf(b, "Their product is %s, in P: the player to move loses.\n", q.Class)
	}
	return fmt.Appendf(b, "Their product is %s, not in P, so the player to move wins: each winning move leaves a sum whose class is in P.\n", q.Class)
}
