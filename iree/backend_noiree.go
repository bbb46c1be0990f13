//go:build !iree

package iree

import (
	"context"

	"xlachat/engine"
)

// Built reports whether this binary links IREE's runtime.
const Built = false

// Backend returns the xla backend. This binary was built without IREE, so
// it lists the devices an IREE build could offer but cannot open them.
func Backend(opts ...Option) engine.Backend { return stubBackend{} }

type stubBackend struct{}

func (stubBackend) Name() string { return "xla" }

func (stubBackend) Devices() []string { return knownDevices() }

func (b stubBackend) CheckDevice(device string) error { return checkDevice(device, b.Devices()) }

func (stubBackend) Settings() []engine.Setting { return settings() }

func (stubBackend) Open(context.Context, engine.SessionSpec) (engine.Session, error) {
	return nil, ErrNotBuilt
}
