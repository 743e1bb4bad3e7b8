package sandbox

import (
	"io"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
	"time"
)

// FileFor returns a file that writes to w: w itself if it is one, else a
// pipe copied to w until the copy closes it, and a channel closed then.
func FileFor(w io.Writer) (*os.File, chan struct{}, error) {
	if f, ok := w.(*os.File); ok {
		return f, nil, nil
	}
	r, f, err := os.Pipe()
	if err != nil {
		return nil, nil, err
	}
	done := make(chan struct{})
	go func() {
		io.Copy(w, r)
		r.Close()
		close(done)
	}()
	return f, done, nil
}

// PassSignals hands an interrupt or a termination the parent receives on
// to the child at once: the child stops itself and says what it has, or
// dies of it as the parent would have. One sent to the parent alone
// (kill, timeout --foreground) must reach the child before a kill that
// follows it (timeout -k); one that reaches both, as a terminal's Ctrl-C
// or a kill of the process group does, reaches the child twice, which a
// child that stops on it takes as one stop (cli's interruptContext). It
// is called before the child starts, so that no signal ends the parent
// alone; start returns the child, and stop ends the handing on, a second
// later if a signal was handed on: the same signal sent to the group may
// reach the parent late, as the child ends, and must not kill it then.
func PassSignals(start func() (*os.Process, error)) (stop func(), err error) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	child, err := start()
	if err != nil {
		signal.Stop(sigs)
		return nil, err
	}
	done := make(chan struct{})
	var passed atomic.Bool
	go func() {
		for {
			select {
			case <-done:
				return
			case sig := <-sigs:
				passed.Store(true)
				child.Signal(sig) // an error: the child has ended
			}
		}
	}()
	return func() {
		close(done)
		if passed.Load() {
			time.AfterFunc(time.Second, func() { signal.Stop(sigs) })
			return
		}
		signal.Stop(sigs)
	}, nil
}
