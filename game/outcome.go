package game

import "fmt"

// Outcome is the outcome class of a position, seen by the player to move.
type Outcome uint8

const (
	P Outcome = iota // previous player wins: the player to move loses
	N                // next player wins: the player to move has a winning move
	D                // draw: neither player can force a win (loopy games)
)

func (o Outcome) String() string {
	switch o {
	case P:
		return "P"
	case N:
		return "N"
	case D:
		return "D"
	}
	return fmt.Sprintf("Outcome(%d)", uint8(o))
}

// MarshalText encodes o as "P", "N" or "D".
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText decodes "P", "N" or "D".
func (o *Outcome) UnmarshalText(b []byte) error {
	switch string(b) {
	case "P":
		*o = P
	case "N":
		*o = N
	case "D":
		*o = D
	default:
		return fmt.Errorf("outcome %q: want P, N or D", b)
	}
	return nil
}
