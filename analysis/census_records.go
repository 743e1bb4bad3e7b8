package analysis

import (
	"context"
	"io"
	"slices"

	"github.com/nimber/nimber/census"
)

// The types of a census verification.
type (
	CensusVerifyOptions  = census.VerifyOptions
	CensusVerifyProgress = census.VerifyProgress
	CensusVerification   = census.Verification
)

// ReadCensusRecords reads the records of a census file, name in messages;
// complete is the length of the records read whole.
func ReadCensusRecords(r io.Reader, name string) (recs []CensusRecord, complete int64, err error) {
	return census.ReadRecords(r, name)
}

// MergeCensus checks that the records of a family's shards cover it
// exactly once and returns them merged, in the family's order.
func MergeCensus(recs []CensusRecord) ([]CensusRecord, error) { return census.Merge(recs) }

// SortCensus puts recs in the family's order.
func SortCensus(fam CensusFamily, recs []CensusRecord) []CensusRecord {
	order := map[string]int{}
	for i, g := range fam.Games() {
		order[g] = i
	}
	slices.SortFunc(recs, func(a, b CensusRecord) int { return order[a.Game] - order[b.Game] })
	return recs
}

// CensusLines returns recs as JSON lines, one a record.
func CensusLines(recs []CensusRecord) []byte {
	var b []byte
	for _, r := range recs {
		b = append(b, census.Marshal(r)...)
	}
	return b
}

// WriteCensusMarkdown writes recs as the tables of the published census.
func WriteCensusMarkdown(w io.Writer, recs []CensusRecord) error {
	return census.WriteMarkdown(w, recs)
}

// VerifyCensus re-derives every trivial and solved record of recs from
// its game's plain values.
func VerifyCensus(ctx context.Context, recs []CensusRecord, opt CensusVerifyOptions) (*CensusVerification, error) {
	return census.Verify(ctx, recs, opt)
}
