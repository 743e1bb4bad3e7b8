package server

import (
	"os"
	"testing"
)

// TestMain lets the test binary be a Sandbox's child, as nimber is.
func TestMain(m *testing.M) {
	if os.Getenv(WorkerEnv) != "" {
		os.Exit(RunWorker(os.Stdin, os.Stdout, nil))
	}
	os.Exit(m.Run())
}
