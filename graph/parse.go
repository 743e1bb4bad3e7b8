package graph

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/nimber/nimber/errs"
)

// startPrefix begins the line that lists the start vertices.
const startPrefix = "start:"

// maxLine is the longest line Parse reads.
const maxLine = 1 << 20

// parser holds the state of one Parse.
type parser struct {
	name      string // the file name, for messages
	line      int
	g         *Graph
	startLine int      // line of the start: line, 0 if none yet
	start     []string // its vertex names
}

// Parse reads a graph in the edge-list format of the package comment from
// r; name (a file name) prefixes error messages as "name:line: ". Bad
// input is an errs.Usage error, a failed read an errs.IO error.
func Parse(name string, r io.Reader) (*Graph, error) {
	p := &parser{name: name, g: &Graph{name: name, index: map[string]int{}}}
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, maxLine)
	for sc.Scan() {
		p.line++
		if err := p.parseLine(sc.Bytes()); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return nil, p.errorf(p.line+1, "line longer than %d bytes", maxLine)
		}
		return nil, errs.E(name, errs.IO, err)
	}
	if len(p.g.names) == 0 {
		return nil, errs.Errorf(name, errs.Usage, "no vertices: want edges \"u v\", one a line")
	}
	for _, s := range p.start {
		v, ok := p.g.index[s]
		if !ok {
			return nil, p.errorf(p.startLine, "start vertex %q is not in the graph", s)
		}
		p.g.start = append(p.g.start, v)
	}
	p.g.finish()
	return p.g, nil
}

func (p *parser) parseLine(line []byte) error {
	if i := bytes.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = bytes.TrimSpace(line)
	if rest, ok := bytes.CutPrefix(line, []byte(startPrefix)); ok {
		if p.startLine != 0 {
			return p.errorf(p.line, "second start: line (the first is line %d)", p.startLine)
		}
		p.startLine = p.line
		p.start = strings.Fields(string(rest))
		if len(p.start) == 0 {
			return p.errorf(p.line, "start: with no vertices; want start: followed by vertex names")
		}
		return nil
	}
	var f [3][]byte // the first names on the line; the rest are only counted
	n := 0
	for len(line) > 0 {
		end := bytes.IndexFunc(line, unicode.IsSpace)
		if end < 0 {
			end = len(line)
		}
		if name := line[:end]; bytes.HasPrefix(name, []byte(startPrefix)) {
			return p.errorf(p.line, "vertex %q begins with %q, which marks the start line; rename it", name, startPrefix)
		} else if n < len(f) {
			f[n] = name
		}
		n++
		line = bytes.TrimLeftFunc(line[end:], unicode.IsSpace)
	}
	switch n {
	case 0:
	case 1:
		p.g.vertex(f[0])
	case 2:
		u, v := p.g.vertex(f[0]), p.g.vertex(f[1])
		p.g.out[u] = append(p.g.out[u], int32(v))
	default:
		return p.errorf(p.line, "%d names on a line; want an edge \"u v\", a vertex \"u\" or \"start: u ...\"", n)
	}
	return nil
}

func (p *parser) errorf(line int, format string, args ...any) error {
	return errs.Errorf(fmt.Sprintf("%s:%d", p.name, line), errs.Usage, format, args...)
}
