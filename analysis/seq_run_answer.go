package analysis

import (
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/heap/record"
	"github.com/nimber/nimber/period"
	"github.com/nimber/nimber/plot"
)

// The types a run's answer is rendered from.
type (
	HeapRules   = heap.Rules
	Period      = period.Period
	SeqStats    = heap.Stats
	SeqProgress = heap.Progress
)

// ParseHeap parses a heap game: a catalog name (kayles), an octal or
// hexadecimal code, or a subtraction set.
func ParseHeap(spec string) (*HeapRules, error) { return heap.Parse(spec) }

// Len is the number of values the run computed and answers for: those
// asked for, or held, whichever is fewer.
func (a *SeqRunAnswer) Len() int { return min(a.N, a.Engine.Len()) }

// Values returns the first n values of the answer's (at most Len).
func (a *SeqRunAnswer) Values(n int) []uint32 {
	return a.Engine.Values(nil, 0, min(n, a.Len()))
}

// prefix is the values up to the period's preperiod and one period
// (none without a period).
func (a *SeqRunAnswer) prefix() []uint32 {
	n := 0
	if a.Period != nil {
		n = a.Period.Preperiod + a.Period.Period
	}
	return a.Engine.Values(nil, 0, min(a.Engine.Len(), n))
}

// PeriodText says what was found of the period of r's values.
func (a *SeqRunAnswer) PeriodText(r *HeapRules) string {
	return SeqPeriodText(r, a.Period, a.prefix(), a.Engine.Len(), a.Capped)
}

// Code writes grundy(n) in lang from the period.
func (a *SeqRunAnswer) Code(lang string, r *HeapRules) (string, error) {
	return SeqCode(lang, r, a.prefix(), a.Engine.Len(), a.Period)
}

// Chart is the scatter plot of the first maxPlotted values (all: 0).
func (a *SeqRunAnswer) Chart(r *HeapRules, maxPlotted int) *plot.Chart {
	n := a.Len()
	if maxPlotted > 0 {
		n = min(n, maxPlotted)
	}
	return SeqChart(r, a.Values(n), a.Len(), a.Period)
}

// Report is the run's answer as an object: the engine's report (with the
// values if values), and with a tally, the record.
func (a *SeqRunAnswer) Report(values bool) any {
	report := a.Engine.Report(a.N, a.Period, values)
	if a.Tally == nil {
		return report
	}
	return struct {
		*heap.Report
		Record *RecordAnswer `json:"record"`
	}{report, newRecordAnswer(a.Tally)}
}

// Stats returns the statistics of the values computed.
func (a *SeqRunAnswer) Stats() SeqStats { return a.Engine.Stats() }

// A RecordAnswer is a record run's tally as the answer gives it.
type RecordAnswer struct {
	Block    int            `json:"block"`
	Checksum string         `json:"checksum"`
	Blocks   []record.Block `json:"blocks"`
	Zeros    int            `json:"zeros"`
	LastZero int            `json:"last_zero"`
	Seconds  float64        `json:"seconds,omitempty"`
}

func newRecordAnswer(t *record.Tally) *RecordAnswer {
	return &RecordAnswer{Block: t.Block, Checksum: "CRC-64/XZ of the values as 2-byte little-endian words",
		Blocks: t.Blocks(), Zeros: t.Zeros, LastZero: t.LastZero, Seconds: t.Seconds}
}
