// Package census computes the nim-sequences of a whole family of heap games
// — every octal code of up to d digits, every hexadecimal code, every
// subtraction or all-but set below a bound — and classifies each game as
// the published tables of octal games do: trivial, solved or unsolved.
//
// ParseFamily names the family; Plan groups its games into classes of
// games equivalent by the offset rule (Reduce), so that each class is
// computed once, and deals the classes to shards by their expected cost;
// Run computes a class and returns one Record per game. Records are
// written one JSON line each; a shard's file is appended to as games are
// done and read back on restart (ReadFile), and Merge checks that the
// files of all shards cover the family exactly once. WriteMarkdown renders
// the tables in the layout of TrivialGames.md, SolvedGames.md and
// UnsolvedGames.md.
//
//	fam, _ := census.ParseFamily("octal", 3)
//	plan := census.NewPlan(fam, census.Limits{To: 1 << 20})
//	for _, c := range plan.Shard(census.Shard{Index: 0, Count: 1}) {
//		recs, err := census.Run(ctx, c, plan.Limits)
//		...
//	}
package census
