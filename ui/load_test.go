package ui

import (
	"testing"
	"time"
)

// TestEnginesCloseEachOnce: a close the chat started (a replaced or
// superseded session, closed by a command Bubble Tea does not wait for)
// may still be running, or not yet begun, when the app closes. Closing
// the app must close every session exactly once, and return only once
// each is closed: the chat has then ended, its sessions' memory with it.
func TestEnginesCloseEachOnce(t *testing.T) {
	t.Run("close after closeAll", func(t *testing.T) {
		r := newEngines()
		f := newFake("ref", "cpu")
		if err := r.add(f); err != nil {
			t.Fatal(err)
		}
		closeCmd := (&Model{engines: r}).closeCmd(f) // issued, not yet run
		if err := r.closeAll(); err != nil {
			t.Fatal(err)
		}
		if msg := closeCmd().(closedMsg); msg.err != nil {
			t.Errorf("the late close: %v", msg.err)
		}
		if n := f.closeCount(); n != 1 {
			t.Errorf("closed %d times, want once", n)
		}
	})
	t.Run("closeAll during a close", func(t *testing.T) {
		r := newEngines()
		f := newFake("ref", "cpu")
		f.closeGate = make(chan struct{})
		if err := r.add(f); err != nil {
			t.Fatal(err)
		}
		closing := make(chan error, 1)
		go func() { closing <- r.close(f) }()
		done := make(chan error, 1)
		go func() {
			// After the close has begun: closeAll must wait for it.
			for !gateWaited(f) {
				time.Sleep(time.Millisecond)
			}
			done <- r.closeAll()
		}()
		var err error
		select {
		case err = <-done:
			t.Error("closeAll returned while a session was still closing")
			close(f.closeGate)
		case <-time.After(100 * time.Millisecond):
			close(f.closeGate)
			err = <-done
		}
		if err != nil {
			t.Error(err)
		}
		if n := f.closeCount(); n != 1 {
			t.Errorf("closed %d times, want once", n)
		}
		if err := <-closing; err != nil {
			t.Error(err)
		}
	})
}
