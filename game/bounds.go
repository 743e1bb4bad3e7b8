package game

// DefaultMaxPositions is the default bound on positions a search explores.
const DefaultMaxPositions = 50_000_000

// DefaultMisereSums is the default bound on the sums a generic misère
// search memoizes: each costs far more than a position of a native search.
const DefaultMisereSums = 2_000_000
