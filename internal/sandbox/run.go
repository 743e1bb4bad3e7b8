package sandbox

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"syscall"
	"time"
)

// A Child is the program started again to run one script.
type Child struct {
	Path string
	Args []string
	// Env is added to this process's environment: the variable that
	// tells the child what it is.
	Env    []string
	Stdin  io.Reader
	Stdout io.Writer
	// Messages, if not nil, is the child's file 3: a child that shares
	// the parent's terminal writes its messages there, and its standard
	// error holds only the Go runtime's last words.
	Messages io.Writer
	// PassSignals hands the interrupts and terminations the parent
	// receives on to the child (see PassSignals).
	PassSignals bool
	// LastWords is how many bytes of the child's standard error End
	// keeps (0: 4 KiB).
	LastWords int
	// WaitDelay bounds the wait for the child's streams once it has
	// ended (exec.Cmd.WaitDelay): a Stdin that is not a file may never end.
	WaitDelay time.Duration
}

// An Ending is how a child's run ended.
type Ending int

const (
	Exited      Ending = iota // by itself, with End.Code (0: success)
	OutOfMemory               // at its memory bound: its last words say so
	Killed                    // at the end of Run's context
	Signalled                 // by an interrupt or a termination it did not handle
	NotStarted                // it could not be started: End.Err says why
	Failed                    // some other way: End.Err says how
)

// An End is what Run reports of a child's run.
type End struct {
	How Ending
	// Code is the exit code of an Exited child, and 128 plus the signal
	// for a Signalled one, as a shell reports it.
	Code int
	// LastWords is the head of the child's standard error.
	LastWords []byte
	// Err is the error of the run, if it did not exit 0.
	Err error
}

// Run runs c until it ends, killing it once ctx is done, and says how
// it ended. The child dies with this process, even one killed outright.
func Run(ctx context.Context, c Child) End {
	cmd := exec.CommandContext(ctx, c.Path, c.Args...)
	cmd.Env = append(os.Environ(), c.Env...)
	cmd.Stdin, cmd.Stdout = c.Stdin, c.Stdout
	cmd.WaitDelay = c.WaitDelay
	var last bytes.Buffer
	cmd.Stderr = Head{W: &last, N: cmp.Or(c.LastWords, 4<<10)}
	DieWithParent(cmd)
	var copied chan struct{}
	if c.Messages != nil {
		messages, done, err := FileFor(c.Messages)
		if err != nil {
			return End{How: NotStarted, Err: err}
		}
		cmd.ExtraFiles, copied = []*os.File{messages}, done
		if done != nil {
			defer func() { <-copied }()
			defer messages.Close() // the child's copy, if it started, stays open
		}
	}
	stop := func() {}
	start := func() (*os.Process, error) {
		err := cmd.Start()
		return cmd.Process, err
	}
	var err error
	if c.PassSignals {
		stop, err = PassSignals(start)
	} else {
		_, err = start()
	}
	if err != nil {
		return End{How: NotStarted, Err: err}
	}
	err = cmd.Wait()
	stop()
	end := End{LastWords: last.Bytes(), Err: err}
	var exit *exec.ExitError
	switch {
	case err == nil:
		end.How = Exited
	case outOfMemory(end.LastWords):
		end.How = OutOfMemory
	case errors.As(err, &exit) && exit.ExitCode() >= 0:
		end.How, end.Code = Exited, exit.ExitCode()
	case ctx.Err() != nil:
		end.How = Killed
	case exit != nil && signalled(exit):
		ws := exit.Sys().(syscall.WaitStatus)
		end.How, end.Code = Signalled, 128+int(ws.Signal())
	default:
		end.How = Failed
	}
	return end
}

// signalled reports whether exit is that of a process ended by an
// interrupt or a termination.
func signalled(exit *exec.ExitError) bool {
	ws, ok := exit.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && (ws.Signal() == syscall.SIGINT || ws.Signal() == syscall.SIGTERM)
}
