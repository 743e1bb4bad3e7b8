package strictjson

import "testing"

func TestDecode(t *testing.T) {
	type move struct {
		Component int      `json:"component"`
		To        []string `json:"to"`
	}
	type request struct {
		Game     string         `json:"game"`
		Position string         `json:"position"`
		Move     *move          `json:"move,omitempty"`
		Extra    map[string]int `json:"extra"`
		Count    int            `json:"count"`
	}
	tests := []struct {
		body, want string // want: the error, "" for none
	}{
		{`{"game":"nim","position":"3 4 5"}`, ""},
		{`{"Game":"nim"}`, `unknown field "Game" (did you mean "game"? names are case-sensitive)`},
		{`{"game":"nim","game":"kayles"}`, `field "game" is given twice`},
		{`{"move":{"to":["1"],"to":["0"]}}`, `field "move.to" is given twice`},
		{`{"extra":{"a":1,"a":2}}`, `field "extra.a" is given twice`},
		{`{"postion":"3"}`, `unknown field "postion"`},
		{`{"game":"nim"} {}`, "want one JSON object, got more after it"},
		{`{"count":"3"}`, `field "count": got a JSON string, want an integer`},
		{`[1]`, "got a JSON array, want an object"},
	}
	for _, test := range tests {
		var r request
		err := Decode([]byte(test.body), &r)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != test.want {
			t.Errorf("Decode(%s) = %q, want %q", test.body, got, test.want)
		}
	}
}
