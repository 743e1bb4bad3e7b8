package server

import (
	"strings"
	"testing"
)

func TestCalc(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		body   string
		status int
		want   string
	}{
		{`{"expr":"(3*5)+7"}`, 200, `{"expr":"(3*5)+7","value":8,"hex":"0x8"}`},
		{`{"expr":"1/9"}`, 200, `"value":6`},
		{`{"expr":"0x10000000000000000*0x10000000000000000"}`, 200, `"value":27670116110564327424`},
		{`{"expr":"3 ^ 4"}`, 400, `column 3: ^ is ambiguous`},
		{`{"expr":"5/0"}`, 400, `division by *0`},
		{`{}`, 400, `want an expression in expr`},
		{`{"expression":"3"}`, 400, `expression`},
	}
	for _, c := range cases {
		status, body := do(t, h, "POST", "/api/calc", c.body)
		if status != c.status || !strings.Contains(body, c.want) {
			t.Errorf("POST /api/calc %s: %d %.300s; want %d and %s", c.body, status, body, c.status, c.want)
		}
	}
}
