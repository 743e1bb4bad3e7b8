package sandbox

import (
	"os/exec"
	"syscall"
)

// DieWithParent makes cmd's process end with the process that starts it,
// even one killed outright, rather than run on to its own bounds.
func DieWithParent(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Pdeathsig = syscall.SIGKILL
}
