package main

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cast"
	"github.com/spf13/pflag"
	"github.com/spf13/viper"

	"xlachat/engine"
	"xlachat/ui"
)

// Config is xlachat's resolved configuration. Every value comes from, in
// order of precedence: a command-line flag, an XLACHAT_* environment
// variable (XLACHAT_DEVICE, XLACHAT_GENERATION_TEMPERATURE, ...), the config
// file, or the default.
type Config struct {
	File         string // the config file read; "" when none was found
	Model        string
	Backend      string
	Device       string
	IREE         IREEConfig
	Generation   GenerationConfig
	SystemPrompt string
	UI           UIConfig
}

// IREEConfig is the iree: section, used by the xla backend.
type IREEConfig struct {
	Compiler   string
	CacheDir   string
	CUDATarget string
	HIPTarget  string
}

// GenerationConfig is the generation: section.
type GenerationConfig struct {
	MaxNewTokens  int
	Capacity      int
	PrefillBucket int
	WeightDType   string
	Temperature   float64
	TopK          int
	TopP          float64
	Seed          uint64
}

// UIConfig is the ui: section.
type UIConfig struct {
	Markdown bool
	Mouse    bool
}

// defaults are the values used when nothing else sets a key. Every key is
// listed, which is also what lets viper see environment variables for keys
// the config file does not mention.
var defaults = map[string]any{
	"model":                     "",
	"backend":                   "ref",
	"device":                    "",
	"iree.compiler":             "",
	"iree.cache_dir":            "",
	"iree.cuda_target":          "",
	"iree.hip_target":           "",
	"generation.max_new_tokens": 512,
	"generation.capacity":       2048,
	"generation.prefill_bucket": 256,
	"generation.weight_dtype":   "",
	"generation.temperature":    0.0,
	"generation.top_k":          0,
	"generation.top_p":          0.0,
	"generation.seed":           0,
	"system_prompt":             "",
	"ui.markdown":               true,
	"ui.mouse":                  true,
}

// backendDevices lists the devices each backend of this build accepts, as
// the backends report them (an IREE build lists the drivers it links); the
// first is the backend's default.
func backendDevices() map[string][]string {
	m := make(map[string][]string)
	for _, b := range backends() {
		m[b.Name()] = b.Devices()
	}
	return m
}

var weightDTypes = []string{"", "f32", "bf16", "f16"}

// flagKeys maps command-line flags to config keys.
var flagKeys = map[string]string{
	"model":          "model",
	"backend":        "backend",
	"device":         "device",
	"max-new-tokens": "generation.max_new_tokens",
	"capacity":       "generation.capacity",
	"prefill-bucket": "generation.prefill_bucket",
	"weight-dtype":   "generation.weight_dtype",
	"temperature":    "generation.temperature",
	"top-k":          "generation.top_k",
	"top-p":          "generation.top_p",
	"seed":           "generation.seed",
	"system":         "system_prompt",
}

// newFlagSet declares the chat command's flags. Their defaults are only
// documentation: viper takes a flag's value only when it was given.
func newFlagSet(name string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.String("config", "", "config file (default ./xlachat.yaml, then "+userConfigHint()+")")
	fs.String("model", "", "model directory in Hugging Face format")
	fs.String("backend", "ref", "backend: ref or xla")
	fs.String("device", "", "device: cpu (ref); local-task, local-sync, cuda, vulkan, hip, metal (xla)")
	fs.Int("max-new-tokens", 512, "most tokens in one reply")
	fs.Int("capacity", 2048, "context size in tokens (KV cache slots)")
	fs.Int("prefill-bucket", 256, "prompt tokens per prefill call")
	fs.String("weight-dtype", "", "weight dtype on the device: f32, bf16, f16 (default: as stored)")
	fs.Float64("temperature", 0, "sampling temperature; 0 is greedy")
	fs.Int("top-k", 0, "sample from the k most likely tokens (0: all)")
	fs.Float64("top-p", 0, "nucleus sampling threshold (0: off)")
	fs.Uint64("seed", 0, "sampling seed")
	fs.String("system", "", "system prompt")
	return fs
}

func userConfigHint() string {
	if dir, err := os.UserConfigDir(); err == nil {
		return filepath.Join(dir, "xlachat", "config.yaml")
	}
	return "$XDG_CONFIG_HOME/xlachat/config.yaml"
}

// loadConfig parses args into fs and resolves the configuration.
func loadConfig(fs *pflag.FlagSet, args []string) (Config, error) {
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	explicit, _ := fs.GetString("config")
	file, err := findConfigFile(explicit)
	if err != nil {
		return Config{}, err
	}
	return readConfig(fs, file)
}

// findConfigFile picks the config file: --config, else ./xlachat.yaml,
// else the user config directory's xlachat/config.yaml; "" when none
// exists, which is fine (defaults, environment and flags still apply).
func findConfigFile(explicit string) (string, error) {
	if explicit != "" {
		if _, err := os.Stat(explicit); err != nil {
			return "", fmt.Errorf("config file: %w", err)
		}
		return explicit, nil
	}
	candidates := []string{"xlachat.yaml"}
	if dir, err := os.UserConfigDir(); err == nil {
		candidates = append(candidates, filepath.Join(dir, "xlachat", "config.yaml"))
	}
	for _, c := range candidates {
		if _, err := os.Stat(c); err == nil {
			return c, nil
		}
	}
	return "", nil
}

// readConfig layers defaults, file, environment and fs into a fresh viper
// and decodes and validates the result. It is called again for every
// change of the file, so a reload sees exactly what a restart would.
func readConfig(fs *pflag.FlagSet, file string) (Config, error) {
	v := viper.New()
	for k, d := range defaults {
		v.SetDefault(k, d)
	}
	v.SetEnvPrefix("XLACHAT")
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	v.AutomaticEnv()
	for name, k := range flagKeys {
		if err := v.BindPFlag(k, fs.Lookup(name)); err != nil {
			return Config{}, err
		}
	}
	if file != "" {
		v.SetConfigFile(file)
		v.SetConfigType("yaml")
		if err := v.ReadInConfig(); err != nil {
			return Config{}, fmt.Errorf("config file %s: %w", file, err)
		}
	}
	c, errs := decode(v)
	c.File = file
	errs = append(errs, c.problems()...)
	if len(errs) == 0 {
		return c, nil
	}
	err := fmt.Errorf("invalid configuration:\n  %w", joinIndented(errs))
	if file != "" {
		err = fmt.Errorf("%w\n(config file: %s)", err, file)
	}
	return c, err
}

// decoder reads typed values, collecting every conversion error so the
// user sees all mistakes at once.
type decoder struct {
	v    *viper.Viper
	errs []error
}

func (d *decoder) str(k string) string { return d.v.GetString(k) }

func (d *decoder) int(k string) int {
	n, err := cast.ToIntE(d.v.Get(k))
	if err != nil {
		d.errs = append(d.errs, fmt.Errorf("%s: %q is not a whole number", k, d.v.GetString(k)))
	}
	return n
}

func (d *decoder) uint64(k string) uint64 {
	n, err := cast.ToUint64E(d.v.Get(k))
	if err != nil {
		d.errs = append(d.errs, fmt.Errorf("%s: %q is not a non-negative whole number", k, d.v.GetString(k)))
	}
	return n
}

func (d *decoder) float(k string) float64 {
	f, err := cast.ToFloat64E(d.v.Get(k))
	if err != nil {
		d.errs = append(d.errs, fmt.Errorf("%s: %q is not a number", k, d.v.GetString(k)))
	}
	return f
}

func (d *decoder) bool(k string) bool {
	b, err := cast.ToBoolE(d.v.Get(k))
	if err != nil {
		d.errs = append(d.errs, fmt.Errorf("%s: %q is not true or false", k, d.v.GetString(k)))
	}
	return b
}

func decode(v *viper.Viper) (Config, []error) {
	d := &decoder{v: v}
	c := Config{
		Model:   expandHome(d.str("model")),
		Backend: d.str("backend"),
		Device:  d.str("device"),
		IREE: IREEConfig{
			Compiler:   expandHome(d.str("iree.compiler")),
			CacheDir:   expandHome(d.str("iree.cache_dir")),
			CUDATarget: d.str("iree.cuda_target"),
			HIPTarget:  d.str("iree.hip_target"),
		},
		Generation: GenerationConfig{
			MaxNewTokens:  d.int("generation.max_new_tokens"),
			Capacity:      d.int("generation.capacity"),
			PrefillBucket: d.int("generation.prefill_bucket"),
			WeightDType:   d.str("generation.weight_dtype"),
			Temperature:   d.float("generation.temperature"),
			TopK:          d.int("generation.top_k"),
			TopP:          d.float("generation.top_p"),
			Seed:          d.uint64("generation.seed"),
		},
		SystemPrompt: d.str("system_prompt"),
		UI:           UIConfig{Markdown: d.bool("ui.markdown"), Mouse: d.bool("ui.mouse")},
	}
	if devs := backendDevices()[c.Backend]; c.Device == "" && len(devs) > 0 {
		c.Device = devs[0]
	}
	return c, append(d.errs, unknownKeys(v)...)
}

// unknownKeys catches typos in the config file, which would otherwise be
// silently ignored.
func unknownKeys(v *viper.Viper) []error {
	var errs []error
	for _, k := range v.AllKeys() {
		if _, ok := defaults[k]; !ok {
			errs = append(errs, fmt.Errorf("unknown key %q; see config.example.yaml for the valid keys", k))
		}
	}
	slices.SortFunc(errs, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
	return errs
}

// problems lists the values the engine cannot run, naming valid choices.
func (c Config) problems() []error {
	var errs []error
	add := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	devices := backendDevices()
	if valid, ok := devices[c.Backend]; !ok {
		add("backend %q is unknown; valid backends: %s", c.Backend, strings.Join(slices.Sorted(maps.Keys(devices)), ", "))
	} else if !slices.Contains(valid, engine.DeviceDriver(c.Device)) {
		add("device %q is not available on backend %s; valid devices for %s: %s", c.Device, c.Backend, c.Backend, strings.Join(valid, ", "))
	}
	if c.Model != "" {
		if fi, err := os.Stat(c.Model); err != nil {
			add("model directory %s does not exist; see \"Getting a model\" in the README, "+
				"or make a demo model with: xlachat gen-model --out ~/xlachat-demo --preset tiny", c.Model)
		} else if !fi.IsDir() {
			add("model %s is not a directory; point it at a Hugging Face model directory", c.Model)
		}
	}
	g := c.Generation
	if g.MaxNewTokens < 0 {
		add("generation.max_new_tokens must not be negative (got %d)", g.MaxNewTokens)
	}
	if g.Capacity <= 0 {
		add("generation.capacity must be positive (got %d)", g.Capacity)
	}
	if g.PrefillBucket <= 0 {
		add("generation.prefill_bucket must be positive (got %d)", g.PrefillBucket)
	} else if g.Capacity > 0 && g.PrefillBucket > g.Capacity {
		add("generation.prefill_bucket (%d) must not exceed generation.capacity (%d)", g.PrefillBucket, g.Capacity)
	}
	if !slices.Contains(weightDTypes, g.WeightDType) {
		add("generation.weight_dtype %q is unknown; valid: f32, bf16, f16, or empty for the checkpoint's dtype", g.WeightDType)
	}
	if g.Temperature < 0 {
		add("generation.temperature must not be negative (got %g)", g.Temperature)
	}
	if g.TopK < 0 {
		add("generation.top_k must not be negative (got %d)", g.TopK)
	}
	if g.TopP < 0 || g.TopP > 1 {
		add("generation.top_p must be between 0 and 1 (got %g)", g.TopP)
	}
	return errs
}

// joinIndented joins errors one per line, indented under a heading.
func joinIndented(errs []error) error {
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = e.Error()
	}
	return errors.New(strings.Join(msgs, "\n  "))
}

func expandHome(path string) string {
	if rest, ok := strings.CutPrefix(path, "~/"); ok {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, rest)
		}
	}
	return path
}

// settings is what the UI needs from the configuration.
func (c Config) settings() ui.Settings {
	g := c.Generation
	return ui.Settings{
		Engine: engine.Options{
			ModelDir:    c.Model,
			Backend:     c.Backend,
			Device:      c.Device,
			Capacity:    g.Capacity,
			Bucket:      g.PrefillBucket,
			WeightDType: g.WeightDType,
			IREE: engine.IREEOptions{
				CompilerPath: c.IREE.Compiler,
				CacheDir:     c.IREE.CacheDir,
				CUDATarget:   c.IREE.CUDATarget,
				HIPTarget:    c.IREE.HIPTarget,
			},
		},
		Gen: engine.GenOptions{
			MaxNewTokens: g.MaxNewTokens,
			Temperature:  g.Temperature,
			TopK:         g.TopK,
			TopP:         g.TopP,
			Seed:         g.Seed,
		},
		SystemPrompt: c.SystemPrompt,
		Markdown:     c.UI.Markdown,
		Mouse:        c.UI.Mouse,
		ConfigFile:   c.File,
	}
}
