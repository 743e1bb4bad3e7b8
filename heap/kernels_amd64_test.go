package heap

import (
	"testing"

	"golang.org/x/sys/cpu"
)

// TestKernels checks that Kernels names the instruction set this machine
// has: AVX-512 where it has the lane kernel's extensions, else AVX2.
func TestKernels(t *testing.T) {
	want := "portable"
	switch {
	case cpu.X86.HasAVX512F && cpu.X86.HasAVX512VBMI2:
		want = "avx512"
	case cpu.X86.HasAVX2:
		want = "avx2"
	}
	if got := Kernels(); got != want {
		t.Errorf("Kernels() = %q, want %q", got, want)
	}
}
