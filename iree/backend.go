package iree

import (
	"errors"
	"os"
)

// ErrNotBuilt is what the xla backend's Open returns in a binary built
// without the "iree" build tag.
var ErrNotBuilt = errors.New(`xla backend: this xlachat was built without IREE; ` +
	`build it with "make build-iree IREE_DIST=/path/to/iree" (see README, "Run on IREE")`)

// Option configures Backend.
type Option func(*config)

type config struct {
	dist string // IREE distribution directory, for bin/iree-compile
}

// WithDist sets the IREE distribution directory whose bin/iree-compile is
// used when IREEOptions.CompilerPath is empty. The default is $IREE_DIST.
func WithDist(dir string) Option {
	return func(c *config) { c.dist = dir }
}

func newConfig(opts []Option) config {
	c := config{dist: os.Getenv("IREE_DIST")}
	for _, o := range opts {
		o(&c)
	}
	return c
}
