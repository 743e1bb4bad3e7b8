package analysis

import (
	"context"
	"strings"
	"testing"
)

// TestHint checks that hints speak in the game's terms: the XOR of the
// heaps where the values are the heaps, Kayles' mirror move on one row,
// the values where they differ from what the player sees.
func TestHint(t *testing.T) {
	tests := []struct {
		game, position string
		misere         bool
		want           string
	}{
		{"nim", "3 4 6", false, "make the XOR of the heaps 0, as heap "},
		{"nim", "3 3", false, "Every move loses if your opponent plays well"},
		{"kayles", "7", false, "You can win in 5 moves: knock down the middle pin, pin 4, leaving two equal rows; then answer each move"},
		{"kayles", "8", false, "knock down the two middle pins, 4 and 5, leaving two equal rows"},
		{"kayles", "2", false, "leaves a position worth 0"},
		{"kayles", "3 5 8", false, "each heap has a value (its Grundy value, 3, 4 and 1); leave values whose XOR is 0, as heap "},
		{"subtraction:1,3,4", "10", false, "leaves a position worth 0, which the player to move loses"},
		{"nim", "3 4 6", true, "leaves your opponent a position they lose"},
		{"nim", "3", false, "You can win in 1 move: heap 1: 3 → 0 leaves a position worth 0"},
	}
	for _, tt := range tests {
		r := &Request{Game: tt.game, Position: strings.Fields(tt.position), Misere: tt.misere}
		g, err := Play(context.Background(), r, 100, 10)
		if err != nil {
			t.Fatal(err)
		}
		a, err := g.Analyze(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Hint(); !strings.Contains(got, tt.want) {
			t.Errorf("hint for %s %s (misère %v) = %q, want it to contain %q", tt.game, tt.position, tt.misere, got, tt.want)
		}
	}
}
