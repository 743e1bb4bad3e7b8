package answer_test

import (
	"fmt"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
)

func TestReportWinning(t *testing.T) {
	r := &answer.Report{
		WinningMoves: []answer.MoveReport{{Component: 1, From: "5", To: []string{"3"}}},
		Unlisted: []answer.Unlisted{
			{Component: 0, Examples: []answer.MoveReport{{Component: 0, From: "huge", To: []string{"1", "2"}}}},
			{Component: 2},
		},
	}
	got := fmt.Sprint(r.Winning())
	if want := "[{1 5 [3] } {0 huge [1 2] }]"; got != want {
		t.Errorf("Winning() = %s, want %s", got, want)
	}
	if len(r.WinningMoves) != 1 {
		t.Errorf("Winning changed the report's moves: %v", r.WinningMoves)
	}
}

func TestMoveReportText(t *testing.T) {
	for _, test := range []struct {
		move answer.MoveReport
		noun string
		want string
	}{
		{answer.MoveReport{Component: 0, From: "7", To: []string{"2", "4"}}, "heap", "heap 1: 7 → 2 + 4"},
		{answer.MoveReport{Component: 1, From: "3", To: []string{}}, "heap", "heap 2: 3 → nothing"},
		{answer.MoveReport{Component: 0, Change: "step 7: 5 coins → step 6"}, "component", "component 1: step 7: 5 coins → step 6"},
	} {
		if got := test.move.Text(test.noun); got != test.want {
			t.Errorf("%+v.Text(%q) = %q, want %q", test.move, test.noun, got, test.want)
		}
	}
}
