package iree

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"xlachat/engine"
)

// Options are the xla backend's settings (the config file's iree: section).
type Options struct {
	CompilerPath string // iree-compile; empty: $IREE_DIST/bin, then PATH
	CacheDir     string // vmfb cache; empty: user cache dir/xlachat/vmfb
	CUDATarget   string // e.g. "sm_80"
	HIPTarget    string // e.g. "gfx1100"
	// ExtraFlags go to iree-compile after xlachat's own, for every graph.
	ExtraFlags []string
}

// settings are the xla backend's configuration keys.
func settings() []engine.Setting {
	return []engine.Setting{
		{Key: "iree.compiler", Path: true, Help: "path to iree-compile; empty: $IREE_DIST/bin/iree-compile, then $PATH"},
		{Key: "iree.cache_dir", Path: true, Help: "where compiled graphs (.vmfb) are cached; empty: the user cache directory's xlachat/vmfb"},
		{Key: "iree.cuda_target", Help: "GPU architecture for the cuda device, e.g. sm_80; empty: IREE's default"},
		{Key: "iree.hip_target", Help: "GPU architecture for the hip device, e.g. gfx1100"},
		{Key: "iree.compile_flags", Help: "more iree-compile flags, separated by spaces, after xlachat's own"},
	}
}

// optionsFrom reads Options from a session's settings.
func optionsFrom(s map[string]string) Options {
	return Options{CompilerPath: s["iree.compiler"], CacheDir: s["iree.cache_dir"],
		CUDATarget: s["iree.cuda_target"], HIPTarget: s["iree.hip_target"],
		ExtraFlags: strings.Fields(s["iree.compile_flags"])}
}

// checkDevice accepts a device of devices, or an IREE device URI
// ("cuda://1", "hip:0") of one.
func checkDevice(device string, devices []string) error {
	if !slices.Contains(devices, DeviceDriver(device)) {
		return fmt.Errorf("device %q is not available on backend xla; valid devices for xla: %s", device, strings.Join(devices, ", "))
	}
	return nil
}

// DeviceDriver is the driver part of a device name: "cuda" for "cuda" and
// for URIs such as "cuda://GPU-0" or "cuda:0" that pick one device of that
// driver, as IREE spells them.
func DeviceDriver(device string) string {
	if i := strings.Index(device, "://"); i >= 0 {
		return device[:i]
	}
	if i := strings.IndexAny(device, ":?"); i >= 0 {
		return device[:i]
	}
	return device
}

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
// used when iree.compiler is empty. The default is $IREE_DIST.
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
