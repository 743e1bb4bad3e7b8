package census

import (
	"fmt"
	"io"
	"math/bits"
	"strings"

	"github.com/nimber/nimber/heap"
)

// TableName is a game's name as the published tables write it: ".77" for
// 0.77, "4" for 4.0, "4.3"; other families' specs as they are.
func TableName(game string) string {
	if strings.Contains(game, ":") {
		return game
	}
	if strings.HasSuffix(game, ".0") {
		return strings.TrimSuffix(game, ".0")
	}
	return strings.TrimPrefix(game, "0")
}

// WriteMarkdown writes the representatives of recs, by class, in the
// tables of TrivialGames.md, SolvedGames.md and UnsolvedGames.md, then
// the games stopped by a limit, then the games computed as another.
func WriteMarkdown(w io.Writer, recs []Record) error {
	var b strings.Builder
	section := func(title, head, align string, rows []string) {
		if len(rows) == 0 {
			return
		}
		fmt.Fprintf(&b, "# %s\n\n%s\n%s\n%s\n", title, head, align, strings.Join(rows, "\n"))
	}
	var trivial, solved, unsolved, stopped, same []string
	for _, r := range recs {
		name := TableName(r.Game)
		if r.SameAs != "" {
			same = append(same, fmt.Sprintf("%-6s | %-6s | %6d", name, TableName(r.SameAs), r.Offset))
			continue
		}
		switch r.Class {
		case Trivial:
			trivial = append(trivial, fmt.Sprintf("%-6s | %6d | %6d | %s", name, r.Preperiod, r.Period.Period, r.Nimbers))
		case Solved:
			solved = append(solved, fmt.Sprintf("%-6s | %9d | %6d | %s | %9d | %6d", name, r.Preperiod, r.Period.Period, statCells(r.Stats), r.ProvedAt, r.Saltus))
		case Unsolved:
			unsolved = append(unsolved, fmt.Sprintf("%-6s | %-5s | %s", name, power(r.N), statCells(r.Stats)))
		case Stopped:
			stopped = append(stopped, fmt.Sprintf("%-6s | %-6s | %-5s | %s", name, r.Limit, power(r.N), statCells(r.Stats)))
		}
	}
	section("Trivial games", "game  | prefix | period | nimbers", ":---- | -----: | -----: | :-----------", trivial)
	section("Solved games", "game  |    prefix | period | largest idx | largest | rare mask | num rare | last rare | proved at | saltus",
		":---  | --------: | -----: | ----------: | ------: | --------: | -------: | --------: | --------: | -----:", solved)
	section("Unsolved games", "game  | n     | largest idx | largest | rare mask | num rare | last rare",
		":---  | ----- | ----------: | ------: | --------: | -------: | --------:", unsolved)
	section("Stopped by a limit", "game  | limit  | n     | largest idx | largest | rare mask | num rare | last rare",
		":---  | :----- | ----- | ----------: | ------: | --------: | -------: | --------:", stopped)
	section("Equivalent games", "game   | same as | offset", ":----- | :------ | -----:", same)
	_, err := io.WriteString(w, strings.ReplaceAll(b.String(), "\n# ", "\n\n# "))
	return err
}

// statCells are the statistics columns: largest idx, largest, rare mask,
// num rare, last rare; the last three blank when no rare mask is used.
func statCells(s heap.Stats) string {
	cells := fmt.Sprintf("%11d | %7d", s.MaxValueAt, s.MaxValue)
	if s.RareMask == 0 {
		return cells + " |           |          |          "
	}
	mask := fmt.Sprintf("%x", s.RareMask)
	if s.RarePos {
		mask += "+pos"
	}
	return cells + fmt.Sprintf(" | %9s | %8d | %9d", mask, s.RareCount, s.LastRare)
}

// power writes n as 2^k when it is a power of two.
func power(n int) string {
	if n > 0 && n&(n-1) == 0 {
		return fmt.Sprintf("2^%d", bits.TrailingZeros(uint(n)))
	}
	return fmt.Sprint(n)
}
