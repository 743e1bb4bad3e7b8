package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/nimber/nimber/game"
)

// This file renders a game.Report for people (text) and programs (JSON).
// Renderers append to a byte slice: a report may list 200,000 moves, and
// batch mode renders one report per input line.

// maxEchoed is how many components of a long position the text header
// echoes before abbreviating.
const maxEchoed = 10

// appendText appends the text form of r: a header line with the outcome
// and Grundy value, then the winning moves (at most limit of them when
// limit > 0), naming components by noun (see game.ComponentNoun), then the
// positions explored if a search ran.
func appendText(b []byte, r *game.Report, noun string, limit int) []byte {
	b = appendPosition(b, r.Game, r.Position, r.Games)
	if r.Misere {
		b = append(b, " (misère play)"...)
	}
	b = append(b, " — "...)
	b = append(b, r.Outcome.Describe()...)
	b = append(b, '.')
	if r.Value != "" {
		b = append(b, " Generalized Sprague–Grundy value "...)
		b = append(b, r.Value...)
		b = append(b, '.')
	} else if r.MisereValue != nil {
		b = append(b, " Misère value "...)
		b = append(b, r.MisereValue.String()...)
		b = append(b, ", genus "...)
		b = append(b, r.Genus...)
		b = append(b, '.')
	} else if q := r.Quotient; q != nil && q.AllHeaps {
		b = fmt.Appendf(b, " Class %s of the misère quotient of every heap size (%d elements; its classes proved periodic at heap %d).", q.Class, q.Elements, q.Heaps)
	} else if q != nil {
		b = fmt.Appendf(b, " Class %s of the misère quotient of heaps 1 to %d (%d elements).", q.Class, q.Heaps, q.Elements)
	} else if !r.Misere {
		if r.Grundy != nil {
			b = append(b, " Grundy value "...)
			b = append(b, r.Grundy.String()...)
			b = append(b, '.')
		} else if r.Outcome != game.D { // a draw has no finite value to tell
			b = append(b, " Grundy value unknown."...)
		}
	}
	b = append(b, '\n')
	if r.Outcome == game.D {
		b = appendMoveList(b, r.DrawingMoves, len(r.DrawingMoves), noun, 0, "move keeps the draw", "moves keep the draw")
	} else {
		b = appendMoves(b, r, noun, limit)
	}
	for _, u := range r.Unlisted {
		b = append(b, "Winning moves in "...)
		b = appendComponent(b, noun, u.Component)
		b = append(b, " not listed: "...)
		b = append(b, u.Reason...)
		b = append(b, ".\n"...)
		if len(u.Examples) > 0 {
			b = append(b, "Some of them:\n"...)
			for _, m := range u.Examples {
				b = append(b, "  "...)
				b = appendMove(b, noun, m)
			}
		}
	}
	if r.Explored > 0 {
		b = append(b, "Positions explored: "...)
		b = strconv.AppendInt(b, r.Explored, 10)
		b = append(b, ".\n"...)
	}
	return b
}

// appendPosition appends "Game c1 c2 …" (at most maxEchoed components),
// or, with the game of each component, "Nim 3 4 + kayles 7".
func appendPosition(b []byte, name string, position, games []string) []byte {
	grouped := len(games) == len(position) && len(games) > 0
	if grouped {
		name = games[0]
	}
	b = append(b, displayName(name)...)
	for i, p := range position {
		if i == maxEchoed {
			b = append(b, " … ("...)
			b = strconv.AppendInt(b, int64(len(position)), 10)
			b = append(b, " components)"...)
			break
		}
		if grouped && i > 0 && games[i] != games[i-1] {
			b = append(b, " + "...)
			b = append(b, games[i]...)
		}
		b = append(b, ' ')
		b = append(b, p...)
	}
	return b
}

// appendMoves appends the winning-move lines of r. A lone move shares its
// line with the count, as in "1 winning move: heap 1: 3 → 1".
func appendMoves(b []byte, r *game.Report, noun string, limit int) []byte {
	switch {
	case r.Count == 0 && len(r.Unlisted) > 0:
		return b
	case r.Count == 0 && r.Outcome == game.N:
		return append(b, "No move is left: the player to move has already won, as the last mover loses.\n"...)
	case r.Count == 0:
		return append(b, "No winning move.\n"...)
	}
	return appendMoveList(b, r.WinningMoves, r.Count, noun, limit, "winning move", "winning moves")
}

// appendMoveList appends count moves, of which moves are listed (at most
// limit of them, if limit > 0), each one a line after "N plural:" but a
// lone one on the line of "1 one:".
func appendMoveList(b []byte, moves []game.MoveReport, count int, noun string, limit int, one, plural string) []byte {
	if count == 1 {
		b = append(b, "1 "+one+": "...)
		return appendMove(b, noun, moves[0])
	}
	b = strconv.AppendInt(b, int64(count), 10)
	b = append(b, " "+plural+":\n"...)
	for i, m := range moves {
		if limit > 0 && i == limit {
			b = append(b, "  … and "...)
			b = strconv.AppendInt(b, int64(count-limit), 10)
			b = append(b, " more (--limit-moves 0 lists them all)\n"...)
			break
		}
		b = append(b, "  "...)
		b = appendMove(b, noun, m)
	}
	return b
}

// appendComponent appends "heap 1" for component 0: people count from 1,
// JSON from 0.
func appendComponent(b []byte, noun string, i int) []byte {
	b = append(b, noun...)
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(i+1), 10)
}

// appendMove appends one move as "heap 1: 7 → 2 + 4", numbering
// components from 1 for people (JSON numbers them from 0).
func appendMove(b []byte, noun string, m game.MoveReport) []byte {
	b = appendComponent(b, noun, m.Component)
	b = append(b, ": "...)
	b = append(b, m.From...)
	b = append(b, " → "...)
	b = append(b, game.PartsText(m.To)...)
	return append(b, '\n')
}

// displayName capitalises a catalog name for the start of a sentence
// ("Nim 3 4 5"); a name with parameters or a path ("subtraction:1,3,4",
// "graph:g.txt", "dot.star") is kept as typed.
func displayName(name string) string {
	if name == "" || name[0] < 'a' || name[0] > 'z' {
		return name
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return name
		}
	}
	return string(name[0]-'a'+'A') + name[1:]
}

// appendCompact appends r as one batch line: outcome, Grundy value ("-"
// under misère play or when unknown) and number of winning moves, e.g.
// "N 2 1". The count is marked "+" ("N 4 0+") when some component's moves
// were too many to list: it is then only a lower bound.
func appendCompact(b []byte, r *game.Report) []byte {
	b = append(b, r.Outcome.String()...)
	b = append(b, ' ')
	if r.Grundy != nil && !r.Misere {
		b = append(b, r.Grundy.String()...)
	} else {
		b = append(b, '-')
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(r.Count), 10)
	if len(r.Unlisted) > 0 {
		b = append(b, '+')
	}
	return append(b, '\n')
}

// appendJSON appends r as one line of JSON, byte for byte what
// encoding/json.Marshal gives for r with an empty move list written as []
// (the tests hold it to that), without reflection: batch mode writes one
// per input line.
func appendJSON(b []byte, r *game.Report) []byte {
	b = append(b, `{"game":`...)
	b = appendJSONString(b, r.Game)
	b = append(b, `,"position":`...)
	b = appendJSONStrings(b, r.Position)
	b = append(b, `,"misere":`...)
	b = strconv.AppendBool(b, r.Misere)
	b = append(b, `,"outcome":"`...)
	b = append(b, r.Outcome.String()...)
	b = append(b, `","grundy":`...)
	if r.Grundy != nil {
		b = append(b, r.Grundy.String()...)
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"winning_moves":`...)
	b = appendJSONArray(b, r.WinningMoves, appendJSONMove)
	b = append(b, `,"winning_move_count":`...)
	b = strconv.AppendInt(b, int64(r.Count), 10)
	b = append(b, `,"positions_explored":`...)
	b = strconv.AppendInt(b, r.Explored, 10)
	if len(r.Unlisted) > 0 {
		b = append(b, `,"unlisted_moves":`...)
		b = appendJSONArray(b, r.Unlisted, func(b []byte, u game.Unlisted) []byte {
			b = appendJSONComponent(b, u.Component)
			b = append(b, `,"reason":`...)
			b = appendJSONString(b, u.Reason)
			if len(u.Examples) > 0 {
				b = append(b, `,"examples":`...)
				b = appendJSONArray(b, u.Examples, appendJSONMove)
			}
			return append(b, '}')
		})
	}
	if r.Value != "" {
		b = append(b, `,"value":`...)
		b = appendJSONString(b, r.Value)
	}
	if len(r.DrawingMoves) > 0 {
		b = append(b, `,"drawing_moves":`...)
		b = appendJSONArray(b, r.DrawingMoves, appendJSONMove)
	}
	if len(r.Games) > 0 {
		b = append(b, `,"games":`...)
		b = appendJSONStrings(b, r.Games)
	}
	if len(r.Values) > 0 {
		b = append(b, `,"values":`...)
		b = appendJSONArray(b, r.Values, func(b []byte, v game.Nimber) []byte { return append(b, v.String()...) })
	}
	if r.MisereValue != nil {
		b = append(b, `,"misere_value":`...)
		b = append(b, r.MisereValue.String()...)
	}
	if r.Genus != "" {
		b = append(b, `,"genus":`...)
		b = appendJSONString(b, r.Genus)
	}
	if r.Quotient != nil {
		q, err := json.Marshal(r.Quotient)
		if err != nil {
			panic(err) // strings and numbers only
		}
		b = append(b, `,"quotient":`...)
		b = append(b, q...)
	}
	return append(b, "}\n"...)
}

// appendJSONMove appends a move as a JSON object.
func appendJSONMove(b []byte, m game.MoveReport) []byte {
	b = appendJSONComponent(b, m.Component)
	b = append(b, `,"from":`...)
	b = appendJSONString(b, m.From)
	b = append(b, `,"to":`...)
	b = appendJSONStrings(b, m.To)
	return append(b, '}')
}

// appendJSONComponent opens the object of a move or unlisted component.
func appendJSONComponent(b []byte, component int) []byte {
	b = append(b, `{"component":`...)
	return strconv.AppendInt(b, int64(component), 10)
}

// appendJSONArray appends items as a JSON array, each by appendItem.
func appendJSONArray[T any](b []byte, items []T, appendItem func([]byte, T) []byte) []byte {
	b = append(b, '[')
	for i, item := range items {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendItem(b, item)
	}
	return append(b, ']')
}

func appendJSONStrings(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	return appendJSONArray(b, ss, appendJSONString)
}

// appendJSONString appends s as a JSON string escaped as encoding/json
// escapes it by default: control characters, quote and backslash, the
// HTML-sensitive <, > and &, U+2028 and U+2029, and invalid UTF-8 as
// U+FFFD.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\n':
				b = append(b, `\n`...)
			case c == '\r':
				b = append(b, `\r`...)
			case c == '\t':
				b = append(b, `\t`...)
			case c == '\b':
				b = append(b, `\b`...)
			case c == '\f':
				b = append(b, `\f`...)
			case c < 0x20 || c == '<' || c == '>' || c == '&':
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			default:
				b = append(b, c)
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}
