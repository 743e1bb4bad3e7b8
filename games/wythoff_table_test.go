package games

import (
	"context"
	"testing"
)

// TestWythoffTableShapes compares tables of several shapes, square and
// long, with the textbook mex over each cell's row, column and diagonal.
func TestWythoffTableShapes(t *testing.T) {
	for _, shape := range [][2]int{{1, 500}, {7, 300}, {64, 200}, {130, 130}} {
		rows, cols := shape[0], shape[1]
		want := make([][]int, cols) // want[a][b] for a, b < cols
		for a := range want {
			want[a] = make([]int, cols)
		}
		seen := make([]int, 3*cols+1) // seen[v] == cell+1: v is an option's value
		for a := range rows {
			for b := range cols {
				cell := a*cols + b + 1
				for x := range a {
					seen[want[x][b]] = cell
				}
				for y := range b {
					seen[want[a][y]] = cell
				}
				for d := 1; d <= min(a, b); d++ {
					seen[want[a-d][b-d]] = cell
				}
				v := 0
				for seen[v] == cell {
					v++
				}
				want[a][b], want[b][a] = v, v
			}
		}
		var table wythoffTable
		if err := table.build(context.Background(), rows, cols); err != nil {
			t.Fatal(err)
		}
		for a := range rows {
			for b := range cols {
				if got := table.g[a*cols+b]; int(got) != want[a][b] {
					t.Fatalf("%v table: G(%d, %d) = %d, want %d", shape, a, b, got, want[a][b])
				}
			}
		}
	}
}
