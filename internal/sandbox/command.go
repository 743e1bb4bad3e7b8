package sandbox

import (
	"bytes"
	"context"
	"os"
	"os/exec"
)

// Command returns the command that starts the program at path again
// with args, as the child that runs a script: env is added to this
// process's environment (the variable that tells the child what it is),
// the child is killed once ctx is done and dies with this process, and
// the first stderrHead bytes of its standard error, where the Go
// runtime's last words land, are kept in the buffer returned (read it
// with OutOfMemory once the child has ended).
func Command(ctx context.Context, path string, args, env []string, stderrHead int) (*exec.Cmd, *bytes.Buffer) {
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = append(os.Environ(), env...)
	var last bytes.Buffer
	cmd.Stderr = Head{W: &last, N: stderrHead}
	DieWithParent(cmd)
	return cmd, &last
}
