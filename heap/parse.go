package heap

import (
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
)

const op = "" // the messages name the game

// maxSetElement bounds the numbers in subtraction and all-but sets, so that
// a typo cannot allocate gigabytes of digits.
const maxSetElement = 1 << 20

// aliases are the catalog names of well-known heap games.
var aliases = map[string]struct{ code, name string }{
	"kayles":      {"0.77", "Kayles"},
	"dawson":      {"0.07", "Dawson's Kayles"},
	"officers":    {"0.6", "Officers"},
	"treblecross": {"0.007", "Treblecross"},
	// Heap games of the catalog that are octal games too, so that their
	// nim-sequences come from the same engine.
	"nim":    {"0.[3]", "Nim"},
	"lasker": {"4.[3]", "Lasker's Nim"},
}

// Parse reads a heap game spec:
//
//	kayles, dawson, officers, treblecross, grundy   catalog names
//	nim, lasker, bash:K                             catalog games that are octal
//	0.77, .137, 4.7, 0.3F, 0.3003330[3], 4!.0       a bare code (octal or hexadecimal digits)
//	octal:0.77, hex:0.3F                            a code with its base stated
//	subtraction:2,5,7                               remove 2, 5 or 7 tokens
//	allbut:2,3,7                                    remove any number except 2, 3 or 7
//
// Errors are errs.Usage and name the offending character and its position.
func Parse(spec string) (*Rules, error) {
	lower := strings.ToLower(strings.TrimSpace(spec))
	if a, ok := aliases[lower]; ok {
		r, err := parseCode(a.code, 8, "octal code")
		if err != nil {
			return nil, errs.E(op, errs.Internal, err)
		}
		r.alias = a.name
		return r, nil
	}
	if lower == "grundy" {
		r, err := parseCode("4!.0", 8, "code")
		if err != nil {
			return nil, errs.E(op, errs.Internal, err)
		}
		return r, nil
	}
	prefix, _, found := strings.Cut(lower, ":")
	if !found && (lower == "subtraction" || lower == "allbut") {
		return nil, errs.Errorf(op, errs.Usage, "%q wants its set after a colon, such as %s:2,5,7", spec, lower)
	}
	if !found {
		return parseCode(strings.TrimSpace(spec), 16, "code")
	}
	_, rest, _ := strings.Cut(strings.TrimSpace(spec), ":")
	switch prefix {
	case "octal":
		return parseCode(rest, 8, "octal code")
	case "hex":
		return parseCode(rest, 16, "hexadecimal code")
	case "subtraction":
		return parseSet(rest, subtractionKind)
	case "allbut":
		return parseSet(rest, allButKind)
	case "bash":
		k, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || k < 1 || k > maxSetElement {
			return nil, errs.Errorf(op, errs.Usage, "bash:%s: want K, the most counters a move takes, from 1 to %d", rest, maxSetElement)
		}
		takes := make([]string, k)
		for i := range takes {
			takes[i] = strconv.Itoa(i + 1)
		}
		r, err := parseSet(strings.Join(takes, ","), subtractionKind)
		if err == nil {
			r.alias = "Bash game, take 1 to " + strconv.Itoa(k)
		}
		return r, err
	}
	return nil, errs.Errorf(op, errs.Usage, "unknown heap game form %q in %q; want octal:, hex:, subtraction:, allbut:, bash:, a code such as 0.77, or a name such as kayles", prefix, spec)
}

// parseCode reads a code such as "0.77", "4!.0" or "0.3003330[3]" whose
// digits are below base. Positions in errors count from 1.
func parseCode(code string, base int, what string) (*Rules, error) {
	bad := func(i int, format string, args ...any) error {
		args = append([]any{what, code, code[i], i + 1}, args...)
		return errs.Errorf(op, errs.Usage, "%s %q: %q at position %d "+format, args...)
	}
	digitName := "an octal digit"
	if base == 16 {
		digitName = "a hexadecimal digit"
	}
	if code == "" {
		return nil, errs.Errorf(op, errs.Usage, "empty %s; want something like 0.77", what)
	}
	dot := strings.IndexByte(code, '.')
	if dot < 0 {
		return nil, errs.Errorf(op, errs.Usage, "%s %q has no '.'; want something like 0.77", what, code)
	}
	r := &Rules{digits: []uint8{0}, kind: octalKind}
	i := 0
	if dot > 0 {
		d, ok := hexDigit(code[0], base)
		if !ok {
			return nil, bad(0, "is not %s", digitName)
		}
		if d&(leaveNone|leaveOne) != 0 {
			return nil, bad(0, "cannot be the digit before the point: taking no tokens must split the heap (0, 4, 8 or C)")
		}
		r.digits[0] = d
		i = 1
		if i < dot && code[i] == '!' {
			if d != leaveTwo {
				return nil, bad(i, "only follows 4 (split into two unequal heaps)")
			}
			r.unequal = true
			i++
		}
		if i < dot {
			return nil, bad(i, "is unexpected: at most one digit comes before the point")
		}
	}
	for i = dot + 1; i < len(code); i++ {
		c := code[i]
		if c == '[' {
			if i+3 != len(code) || code[i+2] != ']' {
				return nil, bad(i, "must enclose one last digit, as in 0.3[3]")
			}
			d, ok := hexDigit(code[i+1], base)
			if !ok {
				return nil, bad(i+1, "is not %s", digitName)
			}
			r.digits = append(r.digits, d)
			r.repeat = true
			break
		}
		d, ok := hexDigit(c, base)
		if !ok {
			return nil, bad(i, "is not %s", digitName)
		}
		r.digits = append(r.digits, d)
	}
	if r.hex() && base == 16 {
		r.kind = hexKind
	}
	if r.unequal {
		r.kind = grundyKind
	}
	r.normalise()
	return r, nil
}

func hexDigit(c byte, base int) (uint8, bool) {
	v, err := strconv.ParseUint(string(c), 16, 8)
	if err != nil || int(v) >= base {
		return 0, false
	}
	return uint8(v), true
}

// normalise drops digits that change nothing, so that equal games print
// equally: trailing zeros, and copies of a repeating digit before it.
func (r *Rules) normalise() {
	if r.repeat {
		n := len(r.digits)
		rep := r.digits[n-1]
		for n > 2 && r.digits[n-2] == rep {
			n--
		}
		r.digits = append(r.digits[:n-1], rep)
		if rep == 0 {
			r.repeat = false
		}
	}
	if !r.repeat {
		n := len(r.digits)
		for n > 1 && r.digits[n-1] == 0 {
			n--
		}
		r.digits = r.digits[:n]
	}
}

// parseSet reads "2,5,7" into a subtraction or all-but game.
func parseSet(list string, k kind) (*Rules, error) {
	form := "subtraction"
	if k == allButKind {
		form = "allbut"
	}
	if strings.TrimSpace(list) == "" {
		return nil, errs.Errorf(op, errs.Usage, "%s: the set is empty; want whole numbers from 1 to %d, such as %s:2,5,7", form, maxSetElement, form)
	}
	var set []int
	maxElem := 0
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > maxSetElement {
			return nil, errs.Errorf(op, errs.Usage, "%s:%s: %q is not a whole number from 1 to %d", form, list, f, maxSetElement)
		}
		set = append(set, n)
		maxElem = max(maxElem, n)
	}
	r := &Rules{digits: make([]uint8, maxElem+2), kind: k}
	for _, n := range set {
		r.digits[n] = leaveNone | leaveOne
	}
	if k == allButKind {
		for j := 1; j < len(r.digits); j++ {
			r.digits[j] ^= leaveNone | leaveOne
		}
		r.repeat = true
	}
	r.set = sortedUnique(set)
	r.normalise()
	return r, nil
}

func sortedUnique(xs []int) []int {
	out := slices.Clone(xs)
	slices.Sort(out)
	return slices.Compact(out)
}
