package nimarith

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"unicode"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// Bounds of Eval's input: the work of one product grows as 3^k for 2^k
// limbs, so operands stay within a field whose products take microseconds.
const (
	MaxExprLen = 10000 // bytes of an expression
	MaxBits    = 4096  // bits of a number in it, and of every result
	maxDepth   = 100   // nested parentheses and calls
)

// Eval returns the value of a nimber expression:
//
//	a + b, a - b   nim-sum (XOR; minus is plus in characteristic 2), also ⊕
//	a * b          nim-product, also ⊗
//	a / b          a ⊗ b⁻¹
//	a ** n         a to the power n, an ordinary integer (negative: of a⁻¹)
//	sqrt(a), inv(a)
//
// Numbers are decimal, 0x hexadecimal or 0b binary, optionally written as
// nimbers, *5. The usual precedence holds: ** binds tightest, then * and
// /, then + and -. Errors are of kind errs.Usage and name the column; a
// done context stops the work with its error.
func Eval(ctx context.Context, expr string) (game.Nimber, error) {
	if len(expr) > MaxExprLen {
		return game.Nimber{}, errs.Errorf("", errs.Usage, "the expression has %d bytes; at most %d are read", len(expr), MaxExprLen)
	}
	p := &parser{src: expr}
	p.next(ctx)
	v := p.expr(ctx, 0)
	if p.err == nil && p.tok != tokEOF {
		p.fail("unexpected %s", p.describe())
	}
	if p.err != nil {
		return game.Nimber{}, p.err
	}
	return v, nil
}

type token int

const (
	tokEOF token = iota
	tokNum
	tokName
	tokOp // + - * / ** ( ) ,
)

// parser reads one expression; the context of the call is an argument
// of every method that reads a token or computes.
type parser struct {
	src  string
	pos  int // byte offset of the next token's end
	at   int // byte offset where the current token starts
	tok  token
	text string
	num  *big.Int
	err  error
}

func (p *parser) fail(format string, args ...any) {
	if p.err == nil {
		col := len([]rune(p.src[:p.at])) + 1
		p.err = errs.Errorf("", errs.Usage, "column %d: %s", col, fmt.Sprintf(format, args...))
	}
	p.tok = tokEOF
}

func (p *parser) describe() string {
	switch p.tok {
	case tokEOF:
		return "end of the expression"
	case tokNum:
		return "number " + p.text
	}
	return fmt.Sprintf("%q", p.text)
}

// next reads the next token.
func (p *parser) next(ctx context.Context) {
	if p.err != nil {
		return
	}
	if err := ctx.Err(); err != nil {
		p.err, p.tok = errs.E("", errs.Limit, err), tokEOF
		return
	}
	s := p.src
	for p.pos < len(s) && (s[p.pos] == ' ' || s[p.pos] == '\t' || s[p.pos] == '\n') {
		p.pos++
	}
	p.at = p.pos
	if p.pos == len(s) {
		p.tok, p.text = tokEOF, ""
		return
	}
	rest := s[p.pos:]
	switch {
	case strings.HasPrefix(rest, "**"):
		p.tok, p.text = tokOp, "**"
	case strings.HasPrefix(rest, "⊕"):
		p.tok, p.text = tokOp, "+"
		p.pos += len("⊕") - 1
	case strings.HasPrefix(rest, "⊗"):
		p.tok, p.text = tokOp, "*"
		p.pos += len("⊗") - 1
	case strings.ContainsRune("+-*/(),", rune(rest[0])):
		p.tok, p.text = tokOp, rest[:1]
	case rest[0] >= '0' && rest[0] <= '9':
		end := 1
		for end < len(rest) && (isAlnum(rest[end]) || rest[end] == '_') {
			end++
		}
		p.tok, p.text = tokNum, rest[:end]
		p.num = nil
		n, ok := new(big.Int).SetString(p.text, 0)
		switch {
		case !ok || n.Sign() < 0:
			p.fail("%q is not a number (decimal, 0x hexadecimal or 0b binary)", p.text)
			return
		case n.BitLen() > MaxBits:
			p.fail("%s has %d bits; at most %d are allowed", shorten(p.text), n.BitLen(), MaxBits)
			return
		}
		p.num = n
		p.pos += end
		return
	case isAlnum(rest[0]):
		end := 1
		for end < len(rest) && isAlnum(rest[end]) {
			end++
		}
		p.tok, p.text = tokName, rest[:end]
		p.pos += end
		return
	case rest[0] == '^':
		p.fail("^ is ambiguous: write + for the nim-sum (XOR) and ** for a power")
		return
	default:
		r := []rune(rest)[0]
		if unicode.IsPrint(r) {
			p.fail("unexpected %q: expected a number, an operator (+ - * / **), sqrt( or inv(", r)
		} else {
			p.fail("unexpected character %U", r)
		}
		return
	}
	p.pos += len(p.text)
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func shorten(s string) string {
	if len(s) > 20 {
		return s[:17] + "…"
	}
	return s
}

// expr reads a sum of terms.
func (p *parser) expr(ctx context.Context, depth int) game.Nimber {
	if depth > maxDepth {
		p.fail("nested more than %d deep", maxDepth)
		return game.Nimber{}
	}
	v := p.term(ctx, depth)
	for p.tok == tokOp && (p.text == "+" || p.text == "-") {
		p.next(ctx)
		v = Add(v, p.term(ctx, depth))
	}
	return v
}

// term reads a product or quotient of factors.
func (p *parser) term(ctx context.Context, depth int) game.Nimber {
	v := p.factor(ctx, depth)
	for p.tok == tokOp && (p.text == "*" || p.text == "/") {
		op, at := p.text, p.at
		p.next(ctx)
		w := p.factor(ctx, depth)
		if p.err != nil {
			return game.Nimber{}
		}
		if op == "*" {
			v = Mul(v, w)
			continue
		}
		q, err := Div(v, w)
		if err != nil {
			p.at = at
			p.fail("%v", err)
			return game.Nimber{}
		}
		v = q
	}
	return v
}

// factor reads a unary, raised to a power if ** follows.
func (p *parser) factor(ctx context.Context, depth int) game.Nimber {
	v := p.unary(ctx, depth)
	if p.tok != tokOp || p.text != "**" {
		return v
	}
	at := p.at
	p.next(ctx)
	paren := p.tok == tokOp && p.text == "("
	if paren {
		p.next(ctx)
	}
	neg := p.tok == tokOp && p.text == "-"
	if neg {
		p.next(ctx)
	}
	if p.tok != tokNum {
		p.fail("expected an integer exponent after **, found %s", p.describe())
		return game.Nimber{}
	}
	n := p.num
	if neg {
		n = new(big.Int).Neg(n)
	}
	p.next(ctx)
	if paren {
		p.expect(ctx, ")")
	}
	if p.err != nil {
		return game.Nimber{}
	}
	r, err := PowContext(ctx, v, n)
	if err != nil {
		if err == ErrZero {
			p.at = at
			p.fail("%v", err)
		} else {
			p.err, p.tok = errs.E("", errs.Limit, err), tokEOF
		}
	}
	return r
}

func (p *parser) expect(ctx context.Context, op string) {
	if p.tok != tokOp || p.text != op {
		p.fail("expected %q, found %s", op, p.describe())
		return
	}
	p.next(ctx)
}

// unary reads a number, *number, a parenthesized expression or a call.
func (p *parser) unary(ctx context.Context, depth int) game.Nimber {
	switch {
	case p.tok == tokNum:
		v := game.BigStar(p.num)
		p.next(ctx)
		return v
	case p.tok == tokOp && p.text == "*":
		p.next(ctx)
		if p.tok != tokNum {
			p.fail("expected a number after *, found %s", p.describe())
			return game.Nimber{}
		}
		return p.unary(ctx, depth)
	case p.tok == tokOp && p.text == "(":
		p.next(ctx)
		v := p.expr(ctx, depth+1)
		p.expect(ctx, ")")
		return v
	case p.tok == tokName:
		name, at := p.text, p.at
		if name != "sqrt" && name != "inv" {
			p.fail("unknown function %q: the functions are sqrt and inv", name)
			return game.Nimber{}
		}
		p.next(ctx)
		p.expect(ctx, "(")
		v := p.expr(ctx, depth+1)
		p.expect(ctx, ")")
		if p.err != nil {
			return game.Nimber{}
		}
		if name == "sqrt" {
			return Sqrt(v)
		}
		r, err := Inv(v)
		if err != nil {
			p.at = at
			p.fail("%v", err)
		}
		return r
	}
	p.fail("expected a number, ( or a function, found %s", p.describe())
	return game.Nimber{}
}
