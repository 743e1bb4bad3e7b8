package census

import (
	"fmt"
	"sort"
	"strings"

	"github.com/nimber/nimber/errs"
)

// ParseFamilyName reads a family as Family.String writes it.
func ParseFamilyName(s string) (Family, error) {
	var kind, flag string
	var size int
	if _, err := fmt.Sscanf(s, "%s --%s %d", &kind, &flag, &size); err != nil {
		return Family{}, errs.Errorf("", errs.Usage, "family %q: want e.g. \"octal --digits 3\"", s)
	}
	f, err := ParseFamily(kind, size)
	if err == nil && f.String() != s {
		err = errs.Errorf("", errs.Usage, "family %q: want %q", s, f.String())
	}
	return f, err
}

// Merge checks that recs, the records of every shard of one census,
// cover its family exactly once, and returns them in the family's order.
// It fails with a usage error that names the games missing, duplicated
// or foreign, and the censuses mixed.
func Merge(recs []Record) ([]Record, error) {
	if len(recs) == 0 {
		return nil, errs.Errorf("", errs.Usage, "no records to merge")
	}
	first := recs[0]
	fam, err := ParseFamilyName(first.Family)
	if err != nil {
		return nil, err
	}
	byGame := map[string]Record{}
	count := map[string]int{}
	var problems []string
	for _, r := range recs {
		if r.Family != first.Family || r.To != first.To {
			return nil, errs.Errorf("", errs.Usage, "the files mix censuses: %s to %d (game %s) and %s to %d (game %s)", first.Family, first.To, first.Game, r.Family, r.To, r.Game)
		}
		count[r.Game]++
		byGame[r.Game] = r
	}
	games := fam.Games()
	var missing, dup []string
	in := map[string]bool{}
	for _, g := range games {
		in[g] = true
		switch {
		case count[g] == 0:
			missing = append(missing, g)
		case count[g] > 1:
			dup = append(dup, fmt.Sprintf("%s (%d times)", g, count[g]))
		}
	}
	var foreign []string
	for g := range count {
		if !in[g] {
			foreign = append(foreign, g)
		}
	}
	sort.Strings(foreign)
	if len(missing) > 0 {
		problems = append(problems, fmt.Sprintf("%d of %d games missing: %s", len(missing), len(games), list(missing)))
	}
	if len(dup) > 0 {
		problems = append(problems, fmt.Sprintf("%d games in more than one record (overlapping shards?): %s", len(dup), list(dup)))
	}
	if len(foreign) > 0 {
		problems = append(problems, fmt.Sprintf("%d games not in %s: %s", len(foreign), fam, list(foreign)))
	}
	if len(problems) > 0 {
		return nil, errs.Errorf("", errs.Usage, "the shards do not cover %s exactly once: %s", fam, strings.Join(problems, "; "))
	}
	out := make([]Record, len(games))
	for i, g := range games {
		out[i] = byGame[g]
	}
	return out, nil
}

// list names up to ten games.
func list(games []string) string {
	if len(games) > 10 {
		return strings.Join(games[:10], ", ") + fmt.Sprintf(" and %d more", len(games)-10)
	}
	return strings.Join(games, ", ")
}
