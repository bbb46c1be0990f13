package engine

import (
	"context"
	"testing"
)

// TestWarmPolicy pins who stops whom: a newer warm-up supersedes the
// older ones (they stop between chunks, not mid-chunk); a reply cancels
// the warm-ups that prefill anything but its own prompt's beginning,
// lets the others run, and refuses new ones until it is done; Close
// cancels all.
func TestWarmPolicy(t *testing.T) {
	type probe struct {
		wu        *warmup
		cancelled func() bool
	}
	newProbe := func(target ...int32) probe {
		ctx, cancel := context.WithCancel(context.Background())
		return probe{&warmup{target: target, cancel: cancel}, func() bool { return ctx.Err() != nil }}
	}
	var e Engine
	old, same, other := newProbe(1, 2), newProbe(1, 2, 3), newProbe(1, 9)
	for _, p := range []probe{old, same, other} {
		if !e.claimWarm(p.wu) {
			t.Fatal("claimWarm refused with no reply pending")
		}
	}
	if !old.wu.superseded.Load() || !same.wu.superseded.Load() || other.wu.superseded.Load() {
		t.Errorf("superseded: %v %v %v, want the two older only", old.wu.superseded.Load(), same.wu.superseded.Load(), other.wu.superseded.Load())
	}
	if old.cancelled() || same.cancelled() || other.cancelled() {
		t.Error("a newer warm-up cancelled an older one")
	}
	e.stopWarming([]int32{1, 2, 3, 4})
	if old.cancelled() || same.cancelled() || !other.cancelled() {
		t.Errorf("after a reply to 1 2 3 4: cancelled %v %v %v, want only the one of 1 9", old.cancelled(), same.cancelled(), other.cancelled())
	}
	if e.claimWarm(newProbe(1).wu) {
		t.Error("claimWarm accepted while a reply is pending")
	}
	e.replyDone()
	for _, p := range []probe{old, same, other} {
		e.releaseWarm(p.wu)
	}
	if len(e.warming) != 0 {
		t.Errorf("%d warm-ups left registered", len(e.warming))
	}
	last := newProbe(5, 6)
	if !e.claimWarm(last.wu) {
		t.Fatal("claimWarm refused after the reply")
	}
	e.stopWarming(nil) // Close
	if !last.cancelled() {
		t.Error("Close left a warm-up running")
	}
}
