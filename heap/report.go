package heap

// A Report is a computed nim-sequence with its period and statistics:
// the object that nimber seq --json prints and the web API sends.
type Report struct {
	Game   string   `json:"game"` // the normalised code, e.g. "0.77"
	Name   string   `json:"name"` // e.g. "Kayles (octal 0.77)"
	N      int      `json:"n"`
	Values []uint32 `json:"values,omitempty"`
	Period *Period  `json:"period"` // nil when none is known
	Stats  Stats    `json:"stats"`
}

// Report reports the first n values (at most Len), with p as their
// period, and the values themselves unless withValues is false.
func (e *Engine) Report(n int, p *Period, withValues bool) *Report {
	n = min(n, e.Len())
	r := &Report{Game: e.rules.String(), Name: e.rules.Name(), N: n, Period: p, Stats: e.Stats()}
	if withValues {
		r.Values = e.Values(make([]uint32, 0, n), 0, n)
	}
	return r
}
