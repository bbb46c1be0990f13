//go:build iree

package iree

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// TestDevicesOnce checks Devices asks IREE once per backend however often
// and from however many goroutines it is called, and that a caller cannot
// change what the next caller gets.
func TestDevicesOnce(t *testing.T) {
	var calls atomic.Int32
	b := &backend{findDevices: func() ([]string, error) {
		calls.Add(1)
		return []string{"local-task", "local-sync"}, nil
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

// TestCheckDeviceSaysWhyIREEListsNone: when IREE cannot create an instance
// or list its drivers, CheckDevice carries IREE's own error, where it used
// to say only that no driver was linked, which sent users looking for a
// runtime built with other drivers.
func TestCheckDeviceSaysWhyIREEListsNone(t *testing.T) {
	cause := errors.New("RESOURCE_EXHAUSTED; out of memory creating the instance")
	b := &backend{findDevices: func() ([]string, error) { return nil, cause }}
	err := b.CheckDevice("local-task")
	if !errors.Is(err, cause) || !strings.Contains(err.Error(), `device "local-task"`) {
		t.Errorf("CheckDevice = %v, want it to name the device and wrap IREE's error", err)
	}
	if d := b.Devices(); len(d) != 0 {
		t.Errorf("Devices = %q, want none", d)
	}
	ok := &backend{findDevices: func() ([]string, error) { return []string{"local-task"}, nil }}
	if err := ok.CheckDevice("local-task"); err != nil {
		t.Errorf("CheckDevice(local-task) with it linked = %v", err)
	}
}
