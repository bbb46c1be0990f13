//go:build iree

package iree

import (
	"slices"
	"sync"
	"sync/atomic"
	"testing"
)

// TestDevicesOnce checks Devices asks IREE once per backend however often
// and from however many goroutines it is called, and that a caller cannot
// change what the next caller gets.
func TestDevicesOnce(t *testing.T) {
	var calls atomic.Int32
	b := &backend{findDevices: func() []string {
		calls.Add(1)
		return []string{"local-task", "local-sync"}
	}}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			d := b.Devices()
			d[0] = "changed by a caller"
		})
	}
	wg.Wait()
	if got := b.Devices(); !slices.Equal(got, []string{"local-task", "local-sync"}) {
		t.Errorf("Devices = %q after callers changed their copies", got)
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("the driver list was computed %d times, want once", n)
	}
}
