package analysis

import (
	"unicode"
	"unicode/utf8"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// ScanComponents is a bufio.SplitFunc for the text of a position: it
// yields the components, separated by white space outside brackets, so
// that a rules game's "(1, 2) (3, 4)" is two components, as nimber
// prints them. A closing bracket without its opening one is text.
func ScanComponents(data []byte, atEOF bool) (advance int, token []byte, err error) {
	start := 0
	for start < len(data) {
		r, w := decodeRune(data[start:])
		if !isSpace(r) {
			break
		}
		start += w
	}
	depth := 0
	for i := start; i < len(data); {
		c := data[i]
		if c >= utf8.RuneSelf {
			r, w := utf8.DecodeRune(data[i:])
			if depth == 0 && unicode.IsSpace(r) {
				return i + w, data[start:i], nil
			}
			i += w
			continue
		}
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth = max(depth-1, 0)
		case ' ', '\t', '\n', '\v', '\f', '\r':
			if depth == 0 {
				return i + 1, data[start:i], nil
			}
		}
		i++
	}
	if atEOF && len(data) > start {
		return len(data), data[start:], nil
	}
	return start, nil, nil // more data, or nothing but space
}

// decodeRune is utf8.DecodeRune, faster on ASCII: --batch reads
// hundreds of thousands of lines a second.
func decodeRune(b []byte) (rune, int) {
	if b[0] < utf8.RuneSelf {
		return rune(b[0]), 1
	}
	return utf8.DecodeRune(b)
}

func isSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r':
		return true
	}
	return r >= utf8.RuneSelf && unicode.IsSpace(r)
}

// SplitSum splits the words of a sum of games at each "+": "nim 3 4 +
// kayles 7" is [nim 3 4] and [kayles 7]. A group may come out empty.
func SplitSum(words []string) [][]string {
	groups := [][]string{nil}
	for _, w := range words {
		if w == "+" {
			groups = append(groups, nil)
			continue
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], w)
	}
	return groups
}

// ParseLine appends the components of line, one position of f, to sum.
func ParseLine(f game.Family, line []byte, sum []game.Component) ([]game.Component, error) {
	for len(line) > 0 {
		n, text, _ := ScanComponents(line, true)
		if text != nil {
			c, err := f.Parse(string(text))
			if err != nil {
				return nil, err
			}
			sum = append(sum, c)
		}
		line = line[n:]
	}
	if len(sum) == 0 {
		return nil, errs.Errorf("", errs.Usage, "empty position: want the components of one position on each line")
	}
	return sum, nil
}
