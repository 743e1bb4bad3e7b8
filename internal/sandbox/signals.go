package sandbox

import (
	"io"
	"os"
	"os/signal"
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
// to the child, unless the child ends within a second of it: a terminal's
// Ctrl-C reaches both, and the child handles it itself (table prints what
// it has). It is called before the child starts, so that no signal ends
// the parent alone; start returns the child, and stop ends the handing on.
func PassSignals(start func() (*os.Process, error)) (stop func(), err error) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	child, err := start()
	if err != nil {
		signal.Stop(sigs)
		return nil, err
	}
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			case sig := <-sigs:
				select {
				case <-done:
					return
				case <-time.After(time.Second):
					child.Signal(sig)
				}
			}
		}
	}()
	return func() {
		signal.Stop(sigs)
		close(done)
	}, nil
}
