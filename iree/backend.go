package iree

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"unicode"

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
		{Key: "iree.compile_flags", Help: "more iree-compile flags, separated by spaces, after xlachat's own; quote a flag with spaces as in a shell: --x=\"a b\"",
			Check: func(v string) error { _, err := parseCompileFlags(v); return err }},
	}
}

// optionsFrom reads Options from a session's settings.
func optionsFrom(s map[string]string) (Options, error) {
	flags, err := parseCompileFlags(s["iree.compile_flags"])
	if err != nil {
		return Options{}, fmt.Errorf("iree.compile_flags: %w", err)
	}
	return Options{CompilerPath: s["iree.compiler"], CacheDir: s["iree.cache_dir"],
		CUDATarget: s["iree.cuda_target"], HIPTarget: s["iree.hip_target"],
		ExtraFlags: flags}, nil
}

// parseCompileFlags reads iree.compile_flags: split into arguments, and
// refused if one would change what iree-compile writes.
func parseCompileFlags(s string) ([]string, error) {
	flags, err := splitFlags(s)
	if err == nil {
		err = checkExtraFlags(flags)
	}
	return flags, err
}

// splitFlags splits iree.compile_flags into arguments the way a shell
// splits words, since that is how users write such flags: whitespace
// separates, '...' keeps everything literally, "..." keeps everything but
// a backslash before " or \. Nothing else a shell would do (variables,
// globs, ;, |, $(...)) happens: the arguments go to iree-compile as
// they are, never through a shell. A backslash outside quotes escapes
// only whitespace, a quote or a backslash, so a Windows path such as
// C:\iree\dumps keeps its backslashes.
func splitFlags(s string) ([]string, error) {
	var (
		args  []string
		cur   strings.Builder
		inArg bool // cur holds an argument, possibly empty ("")
		quote rune // the open quote, or 0
		start int  // where the open quote is
	)
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case quote == '\'':
			if r == '\'' {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case quote == '"':
			switch {
			case r == '"':
				quote = 0
			case r == '\\' && i+1 < len(rs) && (rs[i+1] == '"' || rs[i+1] == '\\'):
				i++
				cur.WriteRune(rs[i])
			default:
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, start, inArg = r, i, true
		case r == '\\' && i+1 < len(rs) && (unicode.IsSpace(rs[i+1]) || strings.ContainsRune(`'"\`, rs[i+1])):
			i++
			cur.WriteRune(rs[i])
			inArg = true
		case unicode.IsSpace(r):
			if inArg {
				args = append(args, cur.String())
				cur.Reset()
				inArg = false
			}
		default:
			cur.WriteRune(r)
			inArg = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("the %c at character %d is never closed", quote, start+1)
	}
	if inArg {
		args = append(args, cur.String())
	}
	return args, nil
}

// checkDevice accepts a device of devices, or an IREE device URI
// ("cuda://1", "hip:0") of one.
func checkDevice(device string, devices []string) error {
	if len(devices) == 0 {
		// A runtime built without those drivers, or one that could not
		// start: an empty list of valid devices would leave the user
		// guessing.
		return fmt.Errorf("device %q is not available on backend xla: this build's IREE runtime has none of the drivers xla compiles for (%s)",
			device, strings.Join(knownDevices(), ", "))
	}
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
