package goroutines

import (
	"testing"
	"time"
)

// TestStartedSince: a goroutine started after the snapshot is reported
// while it runs, and not once it has ended.
func TestStartedSince(t *testing.T) {
	before := Stacks()
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		<-stop
	}()
	if left := StartedSince(before, 50*time.Millisecond); len(left) != 1 {
		t.Fatalf("%d goroutines reported while one runs, want 1:\n%q", len(left), left)
	}
	close(stop)
	<-done
	if left := StartedSince(before, 5*time.Second); len(left) != 0 {
		t.Errorf("goroutines reported after the one started has ended:\n%q", left)
	}
}
