package cli

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
)

var calcCommand = &command{
	name:    "calc",
	usage:   "calc [--json] [--timeout T] EXPR",
	summary: "compute with nimbers: nim-sum, nim-product, inverse, square root, powers",
	help:    helpText("calc"),
}

func init() {
	calcCommand.run = runCalc
	register(calcCommand)
}

func runCalc(ctx context.Context, e *env, args []string) error {
	fs := newFlags(calcCommand, e)
	asJSON := fs.Bool("json", false, "print a JSON object: expr, value, hex")
	var timeout time.Duration
	addTimeout(fs, &timeout)
	pos, err := parseFlags(fs, calcCommand, e, args)
	if err != nil {
		return err
	}
	if ctx, err = e.bound(ctx, timeout); err != nil {
		return err
	}
	if len(pos) == 0 {
		return errs.Errorf("", errs.Usage, "calc needs an expression, e.g. nimber calc '(3*5)+7'")
	}
	// Words a shell split (nimber calc 3 + 5) are one expression.
	c, err := analysis.Calculate(ctx, strings.Join(pos, " "))
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(e.stdout, "calc", c)
	}
	return write(e.stdout, []byte(fmt.Sprintln(c.Value)))
}
