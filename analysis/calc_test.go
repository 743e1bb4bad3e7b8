package analysis

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/nimber/nimber/errs"
)

func TestCalculate(t *testing.T) {
	c, err := Calculate(context.Background(), "(3*5)+7")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(c)
	if got, want := string(b), `{"expr":"(3*5)+7","value":8,"hex":"0x8"}`; got != want {
		t.Errorf("Calculate((3*5)+7) = %s, want %s", got, want)
	}
	if _, err := Calculate(context.Background(), "3 ^ 5"); !errs.Is(err, errs.Usage) {
		t.Errorf("Calculate(3 ^ 5): %v, want a usage error", err)
	}
}
