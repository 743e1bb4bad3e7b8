package census

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
)

// A Family is a set of heap games swept together.
type Family struct {
	Kind string // "octal", "hex", "subtraction" or "allbut"
	Size int    // digits after the point (octal, hex), or the largest number of tokens named (subtraction, allbut)
}

// Families are the kinds of family with the flag that sizes each.
var Families = []struct{ Kind, Flag string }{
	{"octal", "digits"}, {"hex", "digits"}, {"subtraction", "max"}, {"allbut", "max"},
}

// ParseFamily checks a family's kind and size.
func ParseFamily(kind string, size int) (Family, error) {
	limit := map[string]int{"octal": 4, "hex": 3, "subtraction": 16, "allbut": 12}[kind]
	if limit == 0 {
		return Family{}, errs.Errorf("", errs.Usage, "unknown family %q: want octal, hex, subtraction or allbut", kind)
	}
	if size < 1 || size > limit {
		return Family{}, errs.Errorf("", errs.Usage, "%s family of size %d: want 1 to %d", kind, size, limit)
	}
	return Family{kind, size}, nil
}

// String is the family as its records name it, e.g. "octal --digits 3".
func (f Family) String() string {
	flag := "max"
	if f.Kind == "octal" || f.Kind == "hex" {
		flag = "digits"
	}
	return fmt.Sprintf("%s --%s %d", f.Kind, flag, f.Size)
}

// Games lists the family's games by spec, in a fixed order. Octal and
// hexadecimal codes have up to Size digits after the point, the last
// one not 0, and a whole-number digit only where it means something:
// 4 (split a heap in two) for octal codes, 4, 8 or C (in two or three)
// for hexadecimal ones. The code with no moves at all is left out.
func (f Family) Games() []string {
	var games []string
	switch f.Kind {
	case "octal", "hex":
		base, prefix, wholes := 8, "", []string{"0", "4"}
		if f.Kind == "hex" {
			base, prefix, wholes = 16, "hex:", []string{"0", "4", "8", "C"}
		}
		for _, whole := range wholes {
			if whole != "0" {
				games = append(games, prefix+whole+".0")
			}
			for n := 1; n <= f.Size; n++ {
				games = appendCodes(games, prefix+whole+".", n, base)
			}
		}
	case "subtraction", "allbut":
		// The empty set is left out: no moves, or nim.
		for set := 1; set < 1<<f.Size; set++ {
			var parts []string
			for k := 1; k <= f.Size; k++ {
				if set&(1<<(k-1)) != 0 {
					parts = append(parts, strconv.Itoa(k))
				}
			}
			games = append(games, f.Kind+":"+strings.Join(parts, ","))
		}
	}
	return games
}

// appendCodes appends every code of prefix and n more digits in base,
// the last not 0.
func appendCodes(games []string, prefix string, n, base int) []string {
	if n == 0 {
		return games
	}
	for d := range base {
		digit := strings.ToUpper(strconv.FormatInt(int64(d), base))
		if n == 1 {
			if d != 0 {
				games = append(games, prefix+digit)
			}
			continue
		}
		games = appendCodes(games, prefix+digit, n-1, base)
	}
	return games
}

// rules parses a game of a family; the specs Games makes always parse.
func rules(spec string) *heap.Rules {
	r, err := heap.Parse(spec)
	if err != nil {
		panic(fmt.Sprintf("census: family game %q: %v", spec, err))
	}
	return r
}
