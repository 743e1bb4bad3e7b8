package period

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Languages are the languages WriteCode writes.
var Languages = []string{"c", "go", "python"}

// Unproved is the comment line code written from an apparent period
// carries.
const Unproved = "NOT PROVED: the period is only what the values computed show; check it before relying on it."

// Code says what WriteCode writes.
type Code struct {
	Lang    string   // one of Languages; "c" compiles as C and as C++
	Name    string   // the function's, in snake_case ("grundy"); Go's is in camelCase
	Comment []string // lines written first, as comments
}

// WriteCode writes, in c.Lang, a function c.Name(n) that returns a(n) for
// every n ≥ 0 of a sequence with period p, from a prefix covering its
// preperiod and one period: the prefix's values in an array, then the
// period. The code uses 64-bit unsigned integers, so a(n) must fit them
// for the n a caller passes.
func WriteCode[T Integer](w io.Writer, c Code, prefix []T, p Period) error {
	n0, per := p.Preperiod, p.Period
	switch {
	case !slices.Contains(Languages, c.Lang):
		return fmt.Errorf("language %q: want one of %s", c.Lang, strings.Join(Languages, ", "))
	case !validName(c.Name):
		return fmt.Errorf("function name %q: want lower-case words joined by _", c.Name)
	case per <= 0 || n0 < 0 || p.Saltus < 0:
		return fmt.Errorf("period %+v: want a positive period and no negative saltus", p)
	case len(prefix) < n0+per:
		return fmt.Errorf("%d values: the preperiod %d and period %d need %d", len(prefix), n0, per, n0+per)
	}
	values := make([]uint64, n0+per)
	var top uint64
	for i := range values {
		if prefix[i] < 0 {
			return fmt.Errorf("a(%d) = %v: want no negative value", i, prefix[i])
		}
		values[i] = uint64(prefix[i])
		top = max(top, values[i])
	}
	b := code{b: new(strings.Builder), lang: c.Lang}
	words := strings.Split(c.Name, "_")
	switch c.Lang {
	case "c":
		b.fn, b.array = c.Name, c.Name+"_values"
	case "go":
		for i, w := range words[1:] {
			words[i+1] = strings.ToUpper(w[:1]) + w[1:]
		}
		b.fn = strings.Join(words, "")
		b.array = b.fn + "Values"
	case "python":
		b.fn, b.array = c.Name, strings.ToUpper(c.Name)+"_VALUES"
	}
	for _, line := range c.Comment {
		b.comment(line)
	}
	b.values(values, top)
	b.function(len(values), n0, per, p.Saltus)
	_, err := io.WriteString(w, b.b.String())
	return err
}

// validName reports whether name is lower-case words joined by "_".
func validName(name string) bool {
	for _, w := range strings.Split(name, "_") {
		if w == "" || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz0123456789") != "" || w[0] <= '9' {
			return false
		}
	}
	return true
}

// code builds the source of one language.
type code struct {
	b         *strings.Builder
	lang      string
	fn, array string // the function's and the array's names
}

func (c code) comment(line string) {
	prefix := "// "
	if c.lang == "python" {
		prefix = "# "
	}
	c.b.WriteString(strings.TrimRight(prefix+line, " ") + "\n")
}

// values writes the array of the prefix's values, in lines of about 100
// characters.
func (c code) values(values []uint64, top uint64) {
	switch c.lang {
	case "c":
		fmt.Fprintf(c.b, "static const %s %s[%d] = {\n", intType(top, [4]string{"unsigned char", "unsigned short", "unsigned int", "unsigned long long"}), c.array, len(values))
	case "go":
		fmt.Fprintf(c.b, "var %s = [%d]%s{\n", c.array, len(values), intType(top, [4]string{"uint8", "uint16", "uint32", "uint64"}))
	case "python":
		c.b.WriteString(c.array + " = (\n")
	}
	indent := "\t"
	if c.lang == "python" {
		indent = "    "
	}
	line := ""
	for _, v := range values {
		s := strconv.FormatUint(v, 10) + ","
		if line != "" && len(line)+1+len(s) > 96 {
			c.b.WriteString(indent + line + "\n")
			line = ""
		}
		line = strings.TrimPrefix(line+" "+s, " ")
	}
	c.b.WriteString(indent + line + "\n")
	switch c.lang {
	case "c":
		c.b.WriteString("};\n\n")
	case "go":
		c.b.WriteString("}\n\n")
	case "python":
		c.b.WriteString(")\n\n\n")
	}
}

// function writes fn(n): the array below its length, else the
// period (and saltus) from the preperiod on.
func (c code) function(length, n0, per, saltus int) {
	since := "n" // n − n0
	if n0 > 0 {
		since = fmt.Sprintf("(n - %d)", n0)
	}
	periodic := fmt.Sprintf("%s %% %d", since, per)
	if n0 > 0 {
		periodic = fmt.Sprintf("%d + %s", n0, periodic)
	}
	if per == 1 {
		periodic = strconv.Itoa(n0)
	}
	steps := func(div string) string { // the periods since n0: since/per
		if per == 1 {
			return since
		}
		return fmt.Sprintf("(%s %s %d)", since, div, per)
	}
	switch c.lang {
	case "c":
		ret := c.array + "[" + periodic + "]"
		if saltus != 0 {
			ret += fmt.Sprintf(" + %dULL * %s", saltus, steps("/"))
		}
		fmt.Fprintf(c.b, "unsigned long long %s(unsigned long long n) {\n\tif (n < %d) return %s[n];\n\treturn %s;\n}\n", c.fn, length, c.array, ret)
	case "go":
		ret := "uint64(" + c.array + "[" + strings.ReplaceAll(periodic, " ", "") + "])"
		if saltus != 0 {
			ret += fmt.Sprintf(" + %d*%s", saltus, strings.ReplaceAll(steps("/"), " ", ""))
		}
		fmt.Fprintf(c.b, "func %s(n uint64) uint64 {\n\tif n < %d {\n\t\treturn uint64(%s[n])\n\t}\n\treturn %s\n}\n", c.fn, length, c.array, ret)
	case "python":
		ret := c.array + "[" + periodic + "]"
		if saltus != 0 {
			ret += fmt.Sprintf(" + %d * %s", saltus, steps("//"))
		}
		fmt.Fprintf(c.b, "def %s(n):\n    if n < %d:\n        return %s[n]\n    return %s\n", c.fn, length, c.array, ret)
	}
}

// intType names the least unsigned type that holds top, among the
// names of the 8-, 16-, 32- and 64-bit ones.
func intType(top uint64, names [4]string) string {
	switch {
	case top <= 0xFF:
		return names[0]
	case top <= 0xFFFF:
		return names[1]
	case top <= 0xFFFFFFFF:
		return names[2]
	}
	return names[3]
}
