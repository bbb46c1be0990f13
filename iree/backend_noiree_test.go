//go:build !iree

package iree

import (
	"context"
	"errors"
	"slices"
	"testing"

	"xlachat/engine"
)

func TestStubBackend(t *testing.T) {
	b := Backend()
	if b.Name() != "xla" {
		t.Errorf("Name = %q, want xla", b.Name())
	}
	if !slices.Equal(b.Devices(), knownDevices()) {
		t.Errorf("Devices = %q, want %q", b.Devices(), knownDevices())
	}
	s, err := b.Open(context.Background(), engine.SessionSpec{Device: "local-task"})
	if s != nil || !errors.Is(err, ErrNotBuilt) {
		t.Errorf("Open = %v, %v; want nil, ErrNotBuilt", s, err)
	}
}
