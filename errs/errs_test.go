package errs_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/nimber/nimber/errs"
)

func TestKindOf(t *testing.T) {
	base := errors.New("boom")
	tests := []struct {
		err  error
		want errs.Kind
	}{
		{nil, errs.Other},
		{base, errs.Other},
		{errs.E("parse", errs.Usage, base), errs.Usage},
		{fmt.Errorf("wrapped: %w", errs.E("solve", errs.Limit, base)), errs.Limit},
		{errs.E("outer", errs.Other, errs.E("inner", errs.Cycle, base)), errs.Cycle},
	}
	for _, test := range tests {
		if got := errs.KindOf(test.err); got != test.want {
			t.Errorf("KindOf(%v) = %v, want %v", test.err, got, test.want)
		}
	}
	if errs.E("x", errs.Usage, nil) != nil {
		t.Errorf("E with nil error = non-nil, want nil")
	}
}

func ExampleErrorf() {
	err := errs.Errorf("parse heap", errs.Usage, "%q is not a non-negative integer", "-3")
	fmt.Println(err)
	fmt.Println(errs.KindOf(err))
	// Output:
	// parse heap: "-3" is not a non-negative integer
	// usage
}
