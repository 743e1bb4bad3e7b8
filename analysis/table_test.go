package analysis

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/table"
)

func TestTableSpec(t *testing.T) {
	flag := func(name string) string { return "--" + name }
	tests := []struct {
		req  TableRequest
		kind errs.Kind // 0: no error
		msg  string
	}{
		{TableRequest{N: "0..60", Emit: "c"}, 0, ""},
		{TableRequest{X: "0..3", Y: "1..2"}, 0, ""},
		{TableRequest{}, errs.Usage, "give either n A..B (1-D) or x A..B y C..D (2-D)"},
		{TableRequest{Field: flag}, errs.Usage, "give either --n A..B (1-D) or --x A..B --y C..D (2-D)"},
		{TableRequest{N: "0..3", X: "0..3", Y: "0..3"}, errs.Usage, "give either n"},
		{TableRequest{X: "0..3", Field: flag}, errs.Usage, "a 2-D table needs both --x and --y"},
		{TableRequest{X: "0..3", Y: "0..3", Emit: "go"}, errs.Usage, "period and emit are for 1-D tables (n)"},
		{TableRequest{N: "5..1"}, errs.Usage, `n: range "5..1"`},
		{TableRequest{X: "0..3", Y: "3..0"}, errs.Usage, `y: range "3..0"`},
		{TableRequest{X: "0..2000", Y: "0..2000"}, errs.Usage, "table of 4004001 positions: at most 1000000, narrow the range"},
		{TableRequest{N: "0..100", MaxCells: 100}, errs.Limit, "the server tabulates at most 100"},
	}
	for _, test := range tests {
		spec, err := test.req.Spec()
		if test.kind == 0 {
			if err != nil {
				t.Errorf("%+v: %v", test.req, err)
			}
			continue
		}
		if errs.KindOf(err) != test.kind || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%+v: spec %+v, error %v; want a %v error containing %q", test.req, spec, err, test.kind, test.msg)
		}
	}
	spec, _ := TableRequest{N: "2..9", Emit: "c", Misere: true, MaxPositions: 7}.Spec()
	want := table.Spec{N: table.Span{From: 2, To: 9}, Period: true, Misere: true, MaxPositions: 7}
	if spec.Progress != nil {
		t.Errorf("spec.Progress is set; a request reports no progress")
	}
	if !reflect.DeepEqual(spec, want) {
		t.Errorf("spec = %+v, want %+v", spec, want)
	}
}

func TestTable(t *testing.T) {
	f, err := games.Lookup("subtraction:1,3,4", games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := Table(context.Background(), f, TableRequest{N: "0..20", Period: true})
	if err != nil || tb.Period == nil || tb.Period.Period != 7 {
		t.Errorf("table of subtraction:1,3,4: %+v, %v; want period 7", tb, err)
	}
}

// A table stopped by its context says why and where, after the table of
// the positions valued before; an interruption stays a cancellation.
func TestTableStopped(t *testing.T) {
	f, err := games.Lookup("subtraction:1,3,4", games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		cause  error // the context's cancellation cause
		stopAt int   // positions valued when it is cancelled; 0: before
		want   string
	}{
		{"interrupted", Interrupted(""), 5, "interrupted (stopped at n = 5; the positions before it are above)"},
		{"interrupted at once", Interrupted(""), 0, "interrupted"},
		{"cancelled", nil, 5, "interrupted (stopped at n = 5; the positions before it are above)"},
		{"time limit", TimedOut(time.Second), 3, "stopped after the 1s time limit; raise --timeout (stopped at n = 3; the positions before it are above)"},
	}
	for _, test := range tests {
		ctx, cancel := context.WithCancelCause(context.Background())
		if test.stopAt == 0 {
			cancel(test.cause)
		}
		req := TableRequest{N: "0..99", Progress: func(valued int) {
			if valued == test.stopAt {
				cancel(test.cause)
			}
		}}
		tb, err := Table(ctx, f, req)
		err = TableStopped(ctx, tb, err)
		if got := fmt.Sprint(err); got != test.want || errs.KindOf(err) != errs.Limit {
			t.Errorf("%s: %q (%v), want %q, a limit", test.name, got, errs.KindOf(err), test.want)
		}
		if interrupted := test.cause == nil || errors.Is(test.cause, context.Canceled); errors.Is(err, context.Canceled) != interrupted {
			t.Errorf("%s: %v is a cancellation: %v, want %v", test.name, err, !interrupted, interrupted)
		}
	}
	other := errs.Errorf("", errs.Usage, "no such thing")
	if err := TableStopped(context.Background(), nil, other); err != other {
		t.Errorf("TableStopped of an error not the context's: %v, want it as it is", err)
	}
}
