// Package config resolves xlachat's configuration into the settings the
// chat screen runs with, and watches the config file while it runs.
//
// Every value comes from, in order of precedence: a command-line flag, an
// XLACHAT_* environment variable (XLACHAT_DEVICE,
// XLACHAT_GENERATION_TEMPERATURE, ...), the config file, or the default.
// The backends contribute their own keys (engine.Backend.Settings), so
// this package knows none of them by name.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cast"
	"github.com/spf13/pflag"
	"github.com/spf13/viper"

	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
	"xlachat/ui"
)

// Config is xlachat's resolved configuration.
type Config struct {
	File         string // the config file read; "" when none was found
	Model        string
	Backend      string
	Device       string
	Backends     map[string]string // the backends' own settings, by key
	Generation   Generation
	SystemPrompt string
	UI           UI
}

// Generation is the generation: section.
type Generation struct {
	MaxNewTokens  int
	Capacity      int
	PrefillBucket int
	WeightDType   string
	ComputeDType  string
	KVDType       string
	Temperature   float64
	TopK          int
	TopP          float64
	Seed          uint64
	// PrefillWhileTyping lets the chat prefill a draft's settled words
	// before Enter, and the next turn's header while the input is empty
	// (see engine.Engine.Warm).
	PrefillWhileTyping bool
}

// UI is the ui: section.
type UI struct {
	Markdown bool
	Mouse    bool
	Recovery bool
}

// Defaults of the keys that are not the backends'.
const (
	DefaultBackend      = "ref"
	DefaultMaxNewTokens = 512
)

// keys lists every key xlachat reads with its default: the fixed ones,
// then each backend's. Listing every key is also what lets viper see
// environment variables for keys the config file does not mention.
func keys(backends []engine.Backend) map[string]any {
	k := map[string]any{
		"model":                           "",
		"backend":                         DefaultBackend,
		"device":                          "",
		"generation.max_new_tokens":       DefaultMaxNewTokens,
		"generation.capacity":             graph.DefaultCapacity,
		"generation.prefill_bucket":       graph.DefaultBucket,
		"generation.weight_dtype":         "",
		"generation.compute_dtype":        "f32",
		"generation.kv_dtype":             "f32",
		"generation.temperature":          0.0,
		"generation.top_k":                0,
		"generation.top_p":                0.0,
		"generation.seed":                 0,
		"generation.prefill_while_typing": true,
		"system_prompt":                   "",
		"ui.markdown":                     true,
		"ui.mouse":                        true,
		"ui.recovery":                     true,
	}
	for _, s := range backendSettings(backends) {
		k[s.Key] = s.Default
	}
	return k
}

func backendSettings(backends []engine.Backend) []engine.Setting {
	var all []engine.Setting
	for _, b := range backends {
		all = append(all, b.Settings()...)
	}
	return all
}

// flagKeys maps command-line flags to config keys.
var flagKeys = map[string]string{
	"model":          "model",
	"backend":        "backend",
	"device":         "device",
	"max-new-tokens": "generation.max_new_tokens",
	"capacity":       "generation.capacity",
	"prefill-bucket": "generation.prefill_bucket",
	"weight-dtype":   "generation.weight_dtype",
	"compute-dtype":  "generation.compute_dtype",
	"kv-dtype":       "generation.kv_dtype",
	"temperature":    "generation.temperature",
	"top-k":          "generation.top_k",
	"top-p":          "generation.top_p",
	"seed":           "generation.seed",
	"system":         "system_prompt",
}

// AddFlags declares the flags that override config keys, plus --config.
// Their defaults are only documentation: a flag counts only when given.
func AddFlags(fs *pflag.FlagSet) {
	fs.String("config", "", "config file (default ./xlachat.yaml, then "+userConfigFile()+")")
	fs.String("model", "", "model directory in Hugging Face format")
	fs.String("backend", DefaultBackend, "backend: ref or xla")
	fs.String("device", "", "device: cpu (ref); local-task, local-sync, cuda, vulkan, hip, metal (xla)")
	fs.Int("max-new-tokens", DefaultMaxNewTokens, "most tokens in one reply")
	fs.Int("capacity", graph.DefaultCapacity, "context size in tokens (KV cache slots)")
	fs.Int("prefill-bucket", graph.DefaultBucket, "prompt tokens per prefill call")
	fs.String("weight-dtype", "", "weight dtype on the device: "+strings.Join(dtype.WeightNames(), ", ")+" (default: as stored)")
	fs.String("compute-dtype", "f32", "operand dtype of the weight products: f32; bf16 (f32 sums); or int8 (activations rounded to int8 per 32, integer products; int8 and q4 weights only)")
	fs.String("kv-dtype", "f32", "KV cache dtype: f32; bf16 or f16 (half the memory, keys and values rounded as stored)")
	fs.Float64("temperature", 0, "sampling temperature; 0 is greedy")
	fs.Int("top-k", 0, "sample from the k most likely tokens (0: all)")
	fs.Float64("top-p", 0, "nucleus sampling threshold (0: off)")
	fs.Uint64("seed", 0, "sampling seed")
	fs.String("system", "", "system prompt")
}

// userConfigFile is the config file in the user's config directory.
func userConfigFile() string {
	if dir, err := os.UserConfigDir(); err == nil {
		return filepath.Join(dir, "xlachat", "config.yaml")
	}
	return "$XDG_CONFIG_HOME/xlachat/config.yaml"
}

// candidates are the files looked for when --config is not given, first
// found wins.
func candidates() []string {
	c := []string{"xlachat.yaml"}
	if dir, err := os.UserConfigDir(); err == nil {
		c = append(c, filepath.Join(dir, "xlachat", "config.yaml"))
	}
	return c
}

// Load resolves the configuration for fs, whose flags (AddFlags) are
// already parsed.
func Load(fs *pflag.FlagSet, backends []engine.Backend) (Config, error) {
	explicit, _ := fs.GetString("config")
	file, err := findFile(explicit)
	if err != nil {
		return Config{}, err
	}
	return Read(fs, file, backends)
}

// findFile picks the config file: --config, else the first candidate that
// exists; "" when none does, which is fine (defaults, environment and
// flags still apply).
func findFile(explicit string) (string, error) {
	if explicit != "" {
		if _, err := os.Stat(explicit); err != nil {
			return "", fmt.Errorf("config file: %w", err)
		}
		return explicit, nil
	}
	for _, c := range candidates() {
		if _, err := os.Stat(c); err == nil {
			return c, nil
		}
	}
	return "", nil
}

// Read layers defaults, file, environment and fs into a fresh viper and
// decodes and validates the result. It runs again for every change of
// the file, so a reload sees exactly what a restart would.
func Read(fs *pflag.FlagSet, file string, backends []engine.Backend) (Config, error) {
	v := viper.New()
	defaults := keys(backends)
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
		data, err := readConfigFile(file)
		if err != nil {
			return Config{}, err
		}
		v.SetConfigType("yaml")
		if err := v.ReadConfig(bytes.NewReader(data)); err != nil {
			return Config{}, fmt.Errorf("config file %s: %w", file, err)
		}
	}
	d := &decoder{v: v, fs: fs, file: file}
	d.sectionsNotMaps(defaults)
	c := d.decode(backends)
	d.unknownKeys(defaults)
	d.fitDefaults(&c)
	d.check(c, backends)
	if len(d.errs) == 0 {
		return c, nil
	}
	return c, fmt.Errorf("invalid configuration:\n  %w", joinIndented(d.errs))
}

// maxConfigBytes bounds the config file. A config file is a few lines;
// --config /dev/zero, or a path to a multi-gigabyte file by mistake, must
// get an error rather than fill the memory.
const maxConfigBytes = 1 << 20

// readConfigFile reads at most maxConfigBytes of a config file. Pipes and
// devices are read too, within that bound: --config /dev/null and
// --config <(printf ...) are ways to give none or a generated one.
func readConfigFile(file string) ([]byte, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("config file: %w", err)
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.IsDir() {
		return nil, fmt.Errorf("config file %s: a directory, not a file of YAML", file)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxConfigBytes+1))
	switch {
	case err != nil:
		return nil, fmt.Errorf("config file %s: %w", file, err)
	case len(data) > maxConfigBytes:
		return nil, fmt.Errorf("config file %s: more than %d KiB; a config file is a few lines of YAML", file, maxConfigBytes>>10)
	}
	return data, nil
}

// decoder reads typed values, collecting every error so the user sees all
// mistakes at once, each naming where the bad value came from.
type decoder struct {
	v    *viper.Viper
	fs   *pflag.FlagSet
	file string
	errs []error
	bad  map[string]bool // keys whose value did not decode
	// sections are the sections the file gives no keys: empty, or one
	// value (an error already reported); neither is an unknown key.
	sections map[string]bool
	// model is the model directory's config.json once read (modelConfig).
	model *modelConfigFile
}

// modelConfigFile is what reading a model's config.json gave.
type modelConfigFile struct {
	cfg model.Config
	ok  bool
}

// source says where key's value came from, for an error message.
func (d *decoder) source(key string) string {
	for name, k := range flagKeys {
		if k == key && d.fs.Changed(name) {
			return "from --" + name
		}
	}
	env := "XLACHAT_" + strings.ToUpper(strings.ReplaceAll(key, ".", "_"))
	if _, ok := os.LookupEnv(env); ok {
		return "from " + env
	}
	if d.file != "" && d.v.InConfig(key) {
		return "in config file " + d.file
	}
	return "the default"
}

func (d *decoder) fail(key, format string, args ...any) {
	d.errs = append(d.errs, fmt.Errorf("%s: %s (%s)", key, fmt.Sprintf(format, args...), d.source(key)))
	if d.bad == nil {
		d.bad = map[string]bool{}
	}
	d.bad[key] = true
}

// str reads a text key. A list or a map is refused: viper's GetString
// reads either as "", which would quietly empty a system prompt.
func (d *decoder) str(k string) string {
	return get(d, k, text, "a string (quote text that YAML reads as a list or a map)")
}

// get decodes key k with conv; a value conv refuses is reported as not
// being what want describes.
func get[T any](d *decoder, k string, conv func(any) (T, error), want string) T {
	v, err := conv(d.v.Get(k))
	if err != nil {
		d.fail(k, "%s is not %s", shown(d.v.Get(k)), want)
	}
	return v
}

// shown is a value as an error message quotes it. A list or a map is
// named as such: GetString renders both as "", and a message quoting ""
// hides what is wrong.
func shown(v any) string {
	switch reflect.ValueOf(v).Kind() {
	case reflect.Slice, reflect.Array:
		return fmt.Sprintf("a list (%v)", v)
	case reflect.Map:
		return fmt.Sprintf("a map (%v)", v)
	}
	return fmt.Sprintf("%q", fmt.Sprint(v))
}

func text(v any) (string, error) {
	switch reflect.ValueOf(v).Kind() {
	case reflect.Slice, reflect.Array, reflect.Map:
		return "", errors.New("a list or a map")
	}
	return cast.ToStringE(v)
}

func (d *decoder) int(k string) int { return get(d, k, whole(cast.ToIntE), "a whole number") }

func (d *decoder) uint64(k string) uint64 {
	return get(d, k, whole(cast.ToUint64E), "a non-negative whole number")
}

// whole is cast's conversion to a whole number without what it does
// quietly: it truncates a fraction (top_k: 2.9, or "2.9" from the
// environment, would read as 2), reads true as 1, and wraps a number
// beyond the type's range.
func whole[T int | uint64](conv func(any) (T, error)) func(any) (T, error) {
	return func(v any) (T, error) {
		var f float64
		isFloat := false
		switch x := v.(type) {
		case bool:
			return 0, errors.New("true or false, not a number")
		case float64:
			f, isFloat = x, true
		case float32:
			f, isFloat = float64(x), true
		case string:
			var err error
			f, err = strconv.ParseFloat(strings.TrimSpace(x), 64)
			isFloat = err == nil
		}
		if isFloat && f != math.Trunc(f) { // NaN too
			return 0, errors.New("not a whole number")
		}
		n, err := conv(v)
		if err != nil {
			return 0, err
		}
		u, isUint := v.(uint64)
		if isFloat && float64(n) != f || isUint && (n < 0 || uint64(n) != u) {
			return 0, errors.New("out of range")
		}
		return n, nil
	}
}

// float reads a number key. NaN and the infinities are refused: every
// comparison with NaN is false, so a temperature of NaN would pass the
// range checks and quietly mean greedy decoding.
func (d *decoder) float(k string) float64 {
	x := get(d, k, number, "a number")
	if math.IsNaN(x) || math.IsInf(x, 0) {
		d.fail(k, "%s is not a finite number", shown(d.v.Get(k)))
		return 0
	}
	return x
}

// number is cast.ToFloat64E, which would read true as 1.
func number(v any) (float64, error) {
	if _, ok := v.(bool); ok {
		return 0, errors.New("true or false, not a number")
	}
	return cast.ToFloat64E(v)
}

func (d *decoder) bool(k string) bool { return get(d, k, cast.ToBoolE, "true or false") }

// path reads a file or directory key: "~" expands, and a relative path
// written in the config file is relative to the file, not to wherever
// xlachat was started.
func (d *decoder) path(k string) string {
	p, err := ui.ExpandHome(d.str(k))
	if err != nil {
		d.fail(k, "%v", err)
		return ""
	}
	if p != "" && !filepath.IsAbs(p) && d.file != "" && strings.HasPrefix(d.source(k), "in config file") {
		p = filepath.Join(filepath.Dir(d.file), p)
	}
	return p
}

func (d *decoder) decode(backends []engine.Backend) Config {
	c := Config{
		File:     d.file,
		Model:    d.path("model"),
		Backend:  d.str("backend"),
		Device:   d.str("device"),
		Backends: map[string]string{},
		Generation: Generation{
			MaxNewTokens:       d.int("generation.max_new_tokens"),
			Capacity:           d.int("generation.capacity"),
			PrefillBucket:      d.int("generation.prefill_bucket"),
			WeightDType:        d.str("generation.weight_dtype"),
			ComputeDType:       d.str("generation.compute_dtype"),
			KVDType:            d.str("generation.kv_dtype"),
			Temperature:        d.float("generation.temperature"),
			TopK:               d.int("generation.top_k"),
			TopP:               d.float("generation.top_p"),
			Seed:               d.uint64("generation.seed"),
			PrefillWhileTyping: d.bool("generation.prefill_while_typing"),
		},
		SystemPrompt: d.str("system_prompt"),
		UI:           UI{Markdown: d.bool("ui.markdown"), Mouse: d.bool("ui.mouse"), Recovery: d.bool("ui.recovery")},
	}
	for _, s := range backendSettings(backends) {
		if s.Path {
			c.Backends[s.Key] = d.path(s.Key)
		} else {
			c.Backends[s.Key] = d.str(s.Key)
		}
	}
	if b := findBackend(backends, c.Backend); b != nil && c.Device == "" {
		c.Device = d.defaultDevice(b)
	}
	return c
}

// defaultDevice is b's first device. A backend may have none: the IREE
// build lists none when IREE cannot create an instance or links no
// driver. That is reported against the backend key, whose source says
// where the choice of that backend came from.
func (d *decoder) defaultDevice(b engine.Backend) string {
	devices := b.Devices()
	if len(devices) == 0 {
		d.fail("backend", "%s lists no usable device in this build, so there is none to default to; "+
			"choose another backend with backend: (or --backend), or name a device with device: (or --device)", b.Name())
		return ""
	}
	return devices[0]
}

func findBackend(backends []engine.Backend, name string) engine.Backend {
	for _, b := range backends {
		if b.Name() == name {
			return b
		}
	}
	return nil
}

// sectionsNotMaps catches a section given one value ("generation: 5").
// viper then hides every key of it, defaults included, so each would read
// as zero and fail its check as if the default were wrong, and the section
// would be an unknown key: one mistake is reported once, and its keys are
// not checked. A section left empty ("generation:" with every key under
// it commented out, as in an edited config.example.yaml) is no mistake:
// its keys keep their defaults.
func (d *decoder) sectionsNotMaps(defaults map[string]any) {
	sections := map[string]bool{}
	for k := range defaults {
		if sec, _, nested := strings.Cut(k, "."); nested {
			sections[sec] = true
		}
	}
	d.sections = map[string]bool{}
	for _, k := range d.v.AllKeys() {
		if !sections[k] {
			continue // a key under a section is a map's, or not a section
		}
		d.sections[k] = true
		if v := d.v.Get(k); !isMap(v) {
			d.errs = append(d.errs, fmt.Errorf("%s: %s is not a section; write its keys indented under %s: (see config.example.yaml) (in config file %s)",
				k, shown(v), k, d.file))
			for dk := range defaults {
				if strings.HasPrefix(dk, k+".") {
					if d.bad == nil {
						d.bad = map[string]bool{}
					}
					d.bad[dk] = true
				}
			}
		}
	}
}

// isMap reports whether v is a section's value as viper gives it: a map
// (the file's keys over the defaults, or only the defaults when the
// section is empty).
func isMap(v any) bool {
	_, ok := v.(map[string]any)
	return ok
}

// unknownKeys catches typos in the config file, which would otherwise be
// silently ignored.
func (d *decoder) unknownKeys(defaults map[string]any) {
	var unknown []string
	for _, k := range d.v.AllKeys() {
		if _, ok := defaults[k]; !ok && !d.sections[k] {
			unknown = append(unknown, k)
		}
	}
	slices.Sort(unknown)
	for _, k := range unknown {
		d.errs = append(d.errs, fmt.Errorf("unknown key %q in config file %s; see config.example.yaml for the valid keys", k, d.file))
	}
}

// check lists the values the engine cannot run, naming valid choices. A
// key that did not decode is not checked again: one mistake, one error.
func (d *decoder) check(c Config, backends []engine.Backend) {
	ok := func(k string) bool { return !d.bad[k] }
	if b := findBackend(backends, c.Backend); b == nil {
		names := make([]string, len(backends))
		for i, b := range backends {
			names[i] = b.Name()
		}
		d.fail("backend", "%q is unknown; valid backends: %s", c.Backend, strings.Join(names, ", "))
	} else if err := b.CheckDevice(c.Device); err != nil && ok("backend") {
		d.errs = append(d.errs, fmt.Errorf("%w (%s)", err, d.source("device")))
	}
	for _, s := range backendSettings(backends) {
		if s.Check == nil || !ok(s.Key) {
			continue
		}
		if err := s.Check(c.Backends[s.Key]); err != nil {
			d.fail(s.Key, "%v", err)
		}
	}
	d.checkModel(c.Model)
	g := c.Generation
	if ok("generation.max_new_tokens") && g.MaxNewTokens < 0 {
		d.fail("generation.max_new_tokens", "must not be negative (got %d)", g.MaxNewTokens)
	}
	if ok("generation.capacity") && g.Capacity <= 0 {
		d.fail("generation.capacity", "must be positive (got %d)", g.Capacity)
	}
	if ok("generation.prefill_bucket") && g.PrefillBucket <= 0 {
		d.fail("generation.prefill_bucket", "must be positive (got %d)", g.PrefillBucket)
	} else if ok("generation.prefill_bucket") && ok("generation.capacity") && g.Capacity > 0 && g.PrefillBucket > g.Capacity {
		d.fail("generation.prefill_bucket", "%d must not exceed generation.capacity (%d)", g.PrefillBucket, g.Capacity)
	}
	if _, err := dtype.ParseWeight(g.WeightDType); err != nil && g.WeightDType != "" && ok("generation.weight_dtype") {
		d.fail("generation.weight_dtype", "%q is unknown; valid: %s, or empty for the checkpoint's dtype", g.WeightDType, strings.Join(dtype.WeightNames(), ", "))
	}
	if _, err := dtype.ParseCompute(g.ComputeDType); err != nil {
		if ok("generation.compute_dtype") {
			d.fail("generation.compute_dtype", "%q is unknown; valid: %s", g.ComputeDType, strings.Join(dtype.ComputeNames(), ", "))
		}
	} else if g.ComputeDType == "int8" && g.WeightDType != "q4" && g.WeightDType != "int8" && ok("generation.weight_dtype") {
		// int8 compute multiplies int8 activations with integer weights;
		// a checkpoint's own dtype is never int8 or q4 (both are made at
		// load).
		weights := fmt.Sprintf("%q", g.WeightDType)
		if g.WeightDType == "" {
			weights = "the checkpoint's dtype"
		}
		d.fail("generation.compute_dtype", "int8 needs generation.weight_dtype int8 or q4, not %s", weights)
	}
	if _, err := dtype.ParseKV(g.KVDType); err != nil && ok("generation.kv_dtype") {
		d.fail("generation.kv_dtype", "%q is unknown; valid: %s", g.KVDType, strings.Join(dtype.KVNames(), ", "))
	}
	if ok("generation.temperature") && g.Temperature < 0 {
		d.fail("generation.temperature", "must not be negative (got %g)", g.Temperature)
	}
	if ok("generation.top_k") && g.TopK < 0 {
		d.fail("generation.top_k", "must not be negative (got %d)", g.TopK)
	}
	if ok("generation.top_p") && (g.TopP < 0 || g.TopP > 1) {
		d.fail("generation.top_p", "must be between 0 and 1 (got %g)", g.TopP)
	}
	if ok("generation.capacity") && c.Model != "" && g.Capacity > 0 {
		d.checkCapacity(c.Model, g.Capacity)
	}
}

func (d *decoder) checkModel(dir string) {
	if dir == "" {
		return
	}
	if fi, err := os.Stat(dir); err != nil {
		d.fail("model", "directory %s does not exist; see \"Getting a model\" in the README, "+
			"or make a demo model with: xlachat gen-model --out ~/xlachat-demo --preset tiny", dir)
	} else if !fi.IsDir() {
		d.fail("model", "%s is not a directory; point it at a Hugging Face model directory%s", dir, modelFileHint(dir))
	}
}

// modelFileHint says more about a model path that names a file: the
// directory it is in, when that is a model directory, or what a GGUF
// file is.
func modelFileHint(path string) string {
	parent := filepath.Dir(path)
	if _, err := os.Stat(filepath.Join(parent, model.ConfigFile)); err == nil {
		return fmt.Sprintf(" (the one this file is in: %s)", parent)
	}
	if strings.EqualFold(filepath.Ext(path), ".gguf") {
		return " (safetensors weights with config.json and tokenizer.json); a .gguf file is llama.cpp's format, which xlachat does not read"
	}
	return ""
}

// fitDefaults lowers a default capacity (and prefill bucket) the model
// does not allow to what it does (engine.DefaultCapacity): only a value
// the user chose is refused.
func (d *decoder) fitDefaults(c *Config) {
	g := &c.Generation
	if c.Model == "" || d.source("generation.capacity") != "the default" {
		return
	}
	cfg, ok := d.modelConfig(c.Model)
	if !ok {
		return
	}
	g.Capacity = min(g.Capacity, engine.DefaultCapacity(cfg))
	if d.source("generation.prefill_bucket") == "the default" {
		g.PrefillBucket = min(g.PrefillBucket, g.Capacity)
	}
}

// checkCapacity refuses, before anything loads, a capacity beyond the
// positions the model is computed exactly for (model.Config.CheckCapacity).
// (Memory is checked when the model loads, since it depends on the
// weights.)
func (d *decoder) checkCapacity(dir string, capacity int) {
	if cfg, ok := d.modelConfig(dir); ok {
		if err := cfg.CheckCapacity(capacity); err != nil {
			d.fail("generation.capacity", "%v", err)
		}
	}
}

// modelConfig is the config.json of the model in dir (the config's one
// model directory), read once, if it reads and decodes; when it does
// not, loading the model says why.
func (d *decoder) modelConfig(dir string) (model.Config, bool) {
	if d.model == nil {
		d.model = &modelConfigFile{}
		if data, err := os.ReadFile(filepath.Join(dir, model.ConfigFile)); err == nil {
			cfg, _, err := model.DecodeConfig(data)
			d.model.cfg, d.model.ok = cfg, err == nil
		}
	}
	return d.model.cfg, d.model.ok
}

// joinIndented joins errors one per line, indented under a heading.
func joinIndented(errs []error) error {
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = e.Error()
	}
	return errors.New(strings.Join(msgs, "\n  "))
}

// Settings is what the chat screen needs from the configuration.
func (c Config) Settings() ui.Settings {
	g := c.Generation
	return ui.Settings{
		Engine: engine.Options{
			ModelDir:     c.Model,
			Backend:      c.Backend,
			Device:       c.Device,
			Capacity:     g.Capacity,
			Bucket:       g.PrefillBucket,
			WeightDType:  g.WeightDType,
			ComputeDType: g.ComputeDType,
			KVDType:      g.KVDType,
			Settings:     maps.Clone(c.Backends),
		},
		Gen: engine.GenOptions{
			MaxNewTokens: g.MaxNewTokens,
			Temperature:  g.Temperature,
			TopK:         g.TopK,
			TopP:         g.TopP,
			Seed:         g.Seed,
		},
		SystemPrompt:       c.SystemPrompt,
		PrefillWhileTyping: g.PrefillWhileTyping,
		Markdown:           c.UI.Markdown,
		Mouse:              c.UI.Mouse,
		Recovery:           c.UI.Recovery,
		ConfigFile:         c.File,
	}
}
