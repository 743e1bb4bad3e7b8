package games_test

import "testing"

func TestHeapGamesBruteForce(t *testing.T) {
	for _, spec := range []string{"bash:1", "bash:2", "bash:5", "subtraction:1,3,4", "subtraction:2,3,7", "subtraction:5", "allbut:2,3,7", "allbut:1", "allbut:1,2"} {
		t.Run(spec, func(t *testing.T) {
			checkFamily(t, spec, upTo(9), 3)
		})
	}
}
