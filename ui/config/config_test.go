package config

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/spf13/pflag"

	"xlachat/engine"
	"xlachat/engine/refbackend"
	"xlachat/iree"
	"xlachat/ui"
)

// testBackends are the backends of a build without IREE, as main has them.
func testBackends() []engine.Backend { return []engine.Backend{refbackend.New(), iree.Backend()} }

func chatFlags(args ...string) (*pflag.FlagSet, error) {
	fs := pflag.NewFlagSet("chat", pflag.ContinueOnError)
	AddFlags(fs)
	return fs, fs.Parse(args)
}

// isolate runs the test in an empty directory with an empty user config
// directory and no XLACHAT_* variables, so only what the test sets counts.
func isolate(t *testing.T) (dir, userConfig string) {
	t.Helper()
	dir = t.TempDir()
	userConfig = filepath.Join(dir, "userconfig")
	work := filepath.Join(dir, "work")
	os.MkdirAll(work, 0o755)
	t.Chdir(work)
	t.Setenv("XDG_CONFIG_HOME", userConfig)
	t.Setenv("HOME", dir)
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "XLACHAT_") {
			t.Setenv(k, "")
			os.Unsetenv(k)
		}
	}
	return work, userConfig
}

func writeFile(t *testing.T, path, text string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func loadArgs(t *testing.T, args ...string) (Config, error) {
	t.Helper()
	fs, err := chatFlags(args...)
	if err != nil {
		return Config{}, err
	}
	return Load(fs, testBackends())
}

func mustLoad(t *testing.T, args ...string) Config {
	t.Helper()
	c, err := loadArgs(t, args...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestConfigDefaults(t *testing.T) {
	isolate(t)
	c := mustLoad(t)
	want := Config{
		Backend: "ref", Device: "cpu",
		Backends:   map[string]string{"iree.compiler": "", "iree.cache_dir": "", "iree.cuda_target": "", "iree.hip_target": "", "iree.compile_flags": "", "ref.threads": "", "ref.amx": ""},
		Generation: Generation{MaxNewTokens: 512, Capacity: 2048, PrefillBucket: 256, ComputeDType: "f32", KVDType: "f32", PrefillWhileTyping: true},
		UI:         UI{Markdown: true, Mouse: true, Recovery: true},
	}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("defaults = %+v\nwant %+v", c, want)
	}
	if c := mustLoad(t, "--backend", "xla"); c.Device != "local-task" {
		t.Errorf("xla default device = %q, want local-task", c.Device)
	}
}

func TestConfigPrecedence(t *testing.T) {
	work, _ := isolate(t)
	writeFile(t, filepath.Join(work, "xlachat.yaml"), `
backend: xla
device: local-sync
generation:
  temperature: 0.5
  capacity: 1024
`)
	c := mustLoad(t)
	if c.Device != "local-sync" || c.Generation.Temperature != 0.5 || c.Generation.Capacity != 1024 {
		t.Errorf("file: %+v", c)
	}
	if c.Generation.PrefillBucket != 256 {
		t.Errorf("default under a file: bucket %d", c.Generation.PrefillBucket)
	}
	t.Setenv("XLACHAT_DEVICE", "cuda")
	t.Setenv("XLACHAT_GENERATION_TEMPERATURE", "0.7")
	c = mustLoad(t)
	if c.Device != "cuda" || c.Generation.Temperature != 0.7 || c.Generation.Capacity != 1024 {
		t.Errorf("env over file: %+v", c)
	}
	c = mustLoad(t, "--device", "vulkan", "--temperature", "0.9")
	if c.Device != "vulkan" || c.Generation.Temperature != 0.9 {
		t.Errorf("flag over env: %+v", c)
	}
}

func TestConfigFileLookup(t *testing.T) {
	work, userConfig := isolate(t)
	user := writeFile(t, filepath.Join(userConfig, "xlachat", "config.yaml"), "system_prompt: from user dir\n")
	if c := mustLoad(t); c.SystemPrompt != "from user dir" || c.File != user {
		t.Errorf("user config dir: %q from %q", c.SystemPrompt, c.File)
	}
	writeFile(t, filepath.Join(work, "xlachat.yaml"), "system_prompt: from ./xlachat.yaml\n")
	if c := mustLoad(t); c.SystemPrompt != "from ./xlachat.yaml" || c.File != "xlachat.yaml" {
		t.Errorf("./xlachat.yaml should win: %q from %q", c.SystemPrompt, c.File)
	}
	explicit := writeFile(t, filepath.Join(work, "other.yaml"), "system_prompt: from --config\n")
	if c := mustLoad(t, "--config", explicit); c.SystemPrompt != "from --config" {
		t.Errorf("--config should win: %q", c.SystemPrompt)
	}
	if _, err := loadArgs(t, "--config", filepath.Join(work, "missing.yaml")); err == nil || !strings.Contains(err.Error(), "missing.yaml") {
		t.Errorf("missing --config file: %v", err)
	}
}

// TestConfigFileBounds: a config file is read within a bound, so a wrong
// --config gets an error rather than filling the memory or hanging;
// /dev/null (no config) still reads as empty.
func TestConfigFileBounds(t *testing.T) {
	work, _ := isolate(t)
	big := filepath.Join(work, "big.yaml")
	writeFile(t, big, "# "+strings.Repeat("x", 2<<20)+"\n")
	tests := []struct{ path, want string }{
		{"/dev/zero", "config file /dev/zero: more than 1024 KiB"},
		{big, "more than 1024 KiB; a config file is a few lines of YAML"},
		{work, "config file " + work + ": a directory, not a file of YAML"},
		{"/dev/null", ""},
	}
	for _, tt := range tests {
		_, err := loadArgs(t, "--config", tt.path)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("--config %s: error %v, want %q", tt.path, err, tt.want)
		}
	}
}

func TestConfigValidation(t *testing.T) {
	work, _ := isolate(t)
	model := filepath.Join(work, "model")
	os.Mkdir(model, 0o755)
	os.WriteFile(filepath.Join(model, "config.json"), []byte(`{"model_type":"llama"}`), 0o644)
	os.WriteFile(filepath.Join(work, "m.Q4_K_M.gguf"), []byte("GGUF"), 0o644)
	cases := []struct {
		args []string
		file string
		want string
	}{
		{[]string{"--backend", "tpu"}, "", `backend: "tpu" is unknown; valid backends: ref, xla (from --backend)`},
		{[]string{"--device", "cuda"}, "", `device "cuda" is not available on backend ref; valid devices for ref: cpu`},
		{[]string{"--backend", "xla", "--device", "gpu"}, "",
			"valid devices for xla: local-task, local-sync, cuda, vulkan, hip, metal"},
		{[]string{"--model", filepath.Join(work, "nope")}, "", `does not exist; see "Getting a model" in the README`},
		{[]string{"--model", filepath.Join(work, "nope")}, "", "xlachat gen-model --out ~/xlachat-demo --preset tiny"},
		{[]string{"--model", filepath.Join(model, "config.json")}, "", "is not a directory; point it at a Hugging Face model directory (the one this file is in: " + model + ")"},
		{[]string{"--model", filepath.Join(work, "m.Q4_K_M.gguf")}, "", "a .gguf file is llama.cpp's format, which xlachat does not read"},
		{[]string{"--max-new-tokens", "-1"}, "", "generation.max_new_tokens: must not be negative (got -1) (from --max-new-tokens)"},
		{[]string{"--top-k", "-5"}, "", "generation.top_k: must not be negative"},
		{[]string{"--temperature", "-0.1"}, "", "generation.temperature: must not be negative"},
		{[]string{"--top-p", "1.5"}, "", "generation.top_p: must be between 0 and 1"},
		{[]string{"--temperature", "NaN"}, "", `generation.temperature: "NaN" is not a finite number (from --temperature)`},
		{[]string{"--top-p", "nan"}, "", `generation.top_p: "NaN" is not a finite number`},
		{nil, "generation:\n  temperature: .inf\n", `generation.temperature: "+Inf" is not a finite number (in config file`},
		{nil, "generation:\n  top_p: .nan\n", `generation.top_p: "NaN" is not a finite number (in config file`},
		{[]string{"--capacity", "0"}, "", "generation.capacity: must be positive"},
		{nil, "ref:\n  threads: two\n", `ref.threads: "two" is not a number of threads from 1 to 4096, or 0 for one per CPU (in config file`},
		{nil, "ref:\n  threads: -3\n", `ref.threads: "-3" is not a number of threads`},
		{nil, "ref:\n  amx: maybe\n", `ref.amx: "maybe" is not true or false (in config file`},
		{[]string{"--prefill-bucket", "4096"}, "", "generation.prefill_bucket: 4096 must not exceed generation.capacity (2048)"},
		{[]string{"--weight-dtype", "int4"}, "", `generation.weight_dtype: "int4" is unknown; valid: f32, bf16, f16, int8, q4`},
		{[]string{"--weight-dtype", "Q4"}, "", `generation.weight_dtype: "Q4" is unknown`},
		{nil, "generation:\n  weight_dtype: int16\n", `generation.weight_dtype: "int16" is unknown; valid: f32, bf16, f16, int8, q4, or empty for the checkpoint's dtype (in config file`},
		{[]string{"--compute-dtype", "f16"}, "", `generation.compute_dtype: "f16" is unknown; valid: f32, bf16, int8 (from --compute-dtype)`},
		{[]string{"--kv-dtype", "int8"}, "", `generation.kv_dtype: "int8" is unknown; valid: f32, bf16, f16 (from --kv-dtype)`},
		{nil, "generation:\n  kv_dtype: q8\n", `generation.kv_dtype: "q8" is unknown; valid: f32, bf16, f16 (in config file`},
		{[]string{"--compute-dtype", "int8", "--weight-dtype", "bf16"}, "",
			`generation.compute_dtype: int8 needs generation.weight_dtype int8 or q4, not "bf16" (from --compute-dtype)`},
		{[]string{"--compute-dtype", "int8"}, "", "generation.compute_dtype: int8 needs generation.weight_dtype int8 or q4, not the checkpoint's dtype"},
		{nil, "generation:\n  compute_dtype: int8\n  weight_dtype: f16\n",
			`generation.compute_dtype: int8 needs generation.weight_dtype int8 or q4, not "f16" (in config file`},
		{nil, "generation:\n  capacity: lots\n", `generation.capacity: "lots" is not a whole number`},
		{nil, "generation:\n  seed: -3\n", "generation.seed"},
		{nil, "devise: cuda\n", `unknown key "devise"`},
		// A backend's own check runs on load, not first when it opens.
		{nil, "iree:\n  compile_flags: --iree-foo='a b\n", `iree.compile_flags: the ' at character 12 is never closed (in config file`},
		{nil, "iree:\n  compile_flags: -o out.vmfb\n", `iree.compile_flags: -o out.vmfb sets iree-compile's output file, which xlachat chooses (in config file`},
		{nil, "backend: [\n", "config file xlachat.yaml"},
	}
	for _, c := range cases {
		os.Remove("xlachat.yaml")
		if c.file != "" {
			writeFile(t, "xlachat.yaml", c.file)
		}
		_, err := loadArgs(t, c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %q: error %v, want it to contain %q", c.args, c.file, err, c.want)
		}
	}
	os.Remove("xlachat.yaml")
	if _, err := loadArgs(t, "--model", model, "--backend", "xla", "--device", "hip", "--weight-dtype", "bf16"); err != nil {
		t.Errorf("valid config refused: %v", err)
	}
	for _, dt := range []string{"f32", "bf16", "f16", "int8", "q4"} {
		c, err := loadArgs(t, "--model", model, "--weight-dtype", dt)
		if err != nil || c.Generation.WeightDType != dt {
			t.Errorf("--weight-dtype %s: %+v, %v", dt, c.Generation, err)
		}
	}
	for _, ct := range []string{"f32", "bf16", "int8"} {
		c, err := loadArgs(t, "--model", model, "--weight-dtype", "q4", "--compute-dtype", ct)
		if err != nil || c.Generation.ComputeDType != ct {
			t.Errorf("--compute-dtype %s with q4 weights: %+v, %v", ct, c.Generation, err)
		}
	}
	// A weight dtype that is wrong in itself is reported once, not again
	// as int8 compute's partner.
	_, err := loadArgs(t, "--weight-dtype", "int16", "--compute-dtype", "int8")
	if err == nil || strings.Contains(err.Error(), "needs generation.weight_dtype") {
		t.Errorf("bad weight dtype with int8 compute: %v", err)
	}
	_, err = loadArgs(t, "--backend", "tpu", "--top-k", "-1")
	if err == nil || !strings.Contains(err.Error(), "backend") || !strings.Contains(err.Error(), "top_k") {
		t.Errorf("all problems should be reported at once: %v", err)
	}
}

func TestConfigSettings(t *testing.T) {
	work, _ := isolate(t)
	model := filepath.Join(work, "m")
	os.Mkdir(model, 0o755)
	writeFile(t, "xlachat.yaml", `
model: `+model+`
backend: xla
iree:
  cuda_target: sm_80
  cache_dir: ~/cache
generation:
  weight_dtype: bf16
  compute_dtype: bf16
  kv_dtype: f16
  top_k: 40
  seed: 7
ui:
  mouse: false
  recovery: false
`)
	s := mustLoad(t).Settings()
	if s.Engine.ModelDir != model || s.Target() != "xla/local-task" || s.Engine.WeightDType != "bf16" || s.Engine.ComputeDType != "bf16" || s.Engine.KVDType != "f16" ||
		s.Engine.Settings["iree.cuda_target"] != "sm_80" || s.Engine.Settings["iree.cache_dir"] != filepath.Join(os.Getenv("HOME"), "cache") ||
		s.Engine.Capacity != 2048 || s.Engine.Bucket != 256 {
		t.Errorf("engine options %+v", s.Engine)
	}
	if s.Gen.TopK != 40 || s.Gen.Seed != 7 || s.Gen.MaxNewTokens != 512 || s.Mouse || !s.Markdown || s.Recovery || s.ConfigFile != "xlachat.yaml" {
		t.Errorf("settings %+v", s)
	}
}

// watch starts Watch on file and returns its messages.
func watch(t *testing.T, file string) (next func() ui.ConfigMsg, none func(), stop func()) {
	t.Helper()
	fs, err := chatFlags()
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan ui.ConfigMsg, 10)
	stop, err = Watch(fs, file, testBackends(), func(m tea.Msg) { got <- m.(ui.ConfigMsg) })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	next = func() ui.ConfigMsg {
		t.Helper()
		select {
		case m := <-got:
			return m
		case <-time.After(5 * time.Second):
			t.Fatal("no ConfigMsg after the file changed")
		}
		return ui.ConfigMsg{}
	}
	none = func() {
		t.Helper()
		select {
		case m := <-got:
			t.Errorf("unexpected message %+v", m)
		case <-time.After(400 * time.Millisecond):
		}
	}
	return next, none, stop
}

func TestConfigWatch(t *testing.T) {
	work, _ := isolate(t)
	file := writeFile(t, filepath.Join(work, "xlachat.yaml"), "backend: ref\n")
	next, none, stop := watch(t, file)
	writeFile(t, file, "backend: xla\ndevice: local-sync\n")
	if m := next(); m.Err != nil || m.Settings.Target() != "xla/local-sync" {
		t.Errorf("change: %+v", m)
	}
	writeFile(t, file, "backend: xla\ndevice: tpu\n")
	if m := next(); m.Err == nil || !strings.Contains(m.Err.Error(), `device "tpu"`) {
		t.Errorf("invalid change should carry the reason: %+v", m.Err)
	}
	stop()
	writeFile(t, file, "backend: ref\n")
	none()
}

// TestConfigWatchSurvivesDeleteAndCreate: deleting the file and creating it
// again (as editors save) used to end watching for good, silently.
func TestConfigWatchSurvivesDeleteAndCreate(t *testing.T) {
	work, _ := isolate(t)
	file := writeFile(t, filepath.Join(work, "xlachat.yaml"), "backend: ref\n")
	next, _, _ := watch(t, file)
	os.Remove(file)
	if m := next(); !m.Removed || !strings.Contains(m.Note, "was removed") {
		t.Errorf("removal: %+v", m)
	}
	writeFile(t, file, "backend: xla\n")
	if m := next(); m.Removed || m.Err != nil || m.Settings.Target() != "xla/local-task" || !strings.Contains(m.Note, "is there now") {
		t.Errorf("file back: %+v", m)
	}
	writeFile(t, file, "backend: xla\ndevice: local-sync\n")
	if m := next(); m.Settings.Target() != "xla/local-sync" || m.Note != "" {
		t.Errorf("change after coming back: %+v", m)
	}
	// Saved by renaming a new file over it, as vim and many tools do.
	tmp := writeFile(t, filepath.Join(work, ".xlachat.yaml.swp"), "backend: ref\n")
	if err := os.Rename(tmp, file); err != nil {
		t.Fatal(err)
	}
	if m := next(); m.Settings.Target() != "ref/cpu" {
		t.Errorf("renamed over: %+v", m)
	}
}

// TestConfigWatchFindsANewFile: started without a config file, the chat
// picks up one created later in the user config directory, which did not
// even exist at start.
func TestConfigWatchFindsANewFile(t *testing.T) {
	_, userConfig := isolate(t)
	next, _, _ := watch(t, "")
	writeFile(t, filepath.Join(userConfig, "xlachat", "config.yaml"), "system_prompt: hello\n")
	if m := next(); m.Err != nil || m.Settings.SystemPrompt != "hello" || !strings.Contains(m.Note, "config.yaml is there now") {
		t.Errorf("new file: %+v", m)
	}
}

// TestConfigErrorsNameTheirSource: a bad value is reported once, with
// where it came from, not as a problem of the config file.
func TestConfigErrorsNameTheirSource(t *testing.T) {
	work, _ := isolate(t)
	writeFile(t, filepath.Join(work, "xlachat.yaml"), "generation:\n  top_k: -2\n")
	t.Setenv("XLACHAT_GENERATION_CAPACITY", "abc")
	_, err := loadArgs(t, "--temperature", "-1")
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	for _, want := range []string{
		`generation.capacity: "abc" is not a whole number (from XLACHAT_GENERATION_CAPACITY)`,
		"generation.temperature: must not be negative (got -1) (from --temperature)",
		"generation.top_k: must not be negative (got -2) (in config file xlachat.yaml)",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("error lacks %q:\n%s", want, msg)
		}
	}
	if n := strings.Count(msg, "generation.capacity"); n != 1 {
		t.Errorf("%d errors about one bad capacity:\n%s", n, msg)
	}
}

// TestConfigValueTypes: a value of the wrong kind is refused with the value
// as written, never read as something else: a list or a map where a
// number or text belongs (GetString reads both as "", which the message
// used to quote), a fraction where a whole number belongs (it was
// truncated), true where a number belongs (it read as 1).
func TestConfigValueTypes(t *testing.T) {
	work, _ := isolate(t)
	tests := []struct {
		file string
		env  [2]string // an XLACHAT_ variable and its value, if set
		want string    // the error; "" when the value is fine
	}{
		{file: "generation:\n  capacity: [1, 2]\n", want: "generation.capacity: a list ([1 2]) is not a whole number (in config file xlachat.yaml)"},
		{file: "generation:\n  top_k: {a: 1}\n", want: "generation.top_k: a map (map[a:1]) is not a whole number (in config file xlachat.yaml)"},
		{file: "generation:\n  top_k: 2.9\n", want: `generation.top_k: "2.9" is not a whole number (in config file xlachat.yaml)`},
		{file: "generation:\n  top_k: 1e30\n", want: `generation.top_k: "1e+30" is not a whole number`},
		{file: "generation:\n  top_k: true\n", want: `generation.top_k: "true" is not a whole number`},
		{file: "generation:\n  seed: 0.5\n", want: `generation.seed: "0.5" is not a non-negative whole number`},
		{file: "generation:\n  seed: [7]\n", want: "generation.seed: a list ([7]) is not a non-negative whole number"},
		{file: "generation:\n  temperature: [1, 2]\n", want: "generation.temperature: a list ([1 2]) is not a number"},
		{file: "generation:\n  temperature: true\n", want: `generation.temperature: "true" is not a number`},
		{file: "system_prompt: [a, b]\n", want: "system_prompt: a list ([a b]) is not a string (quote text that YAML reads as a list or a map) (in config file xlachat.yaml)"},
		{file: "device:\n  name: cpu\n", want: "device: a map (map[name:cpu]) is not a string"},
		{file: "ui:\n  mouse: [true]\n", want: `ui.mouse: a list ([true]) is not true or false`},
		{env: [2]string{"XLACHAT_GENERATION_TOP_K", "2.9"}, want: `generation.top_k: "2.9" is not a whole number (from XLACHAT_GENERATION_TOP_K)`},
		{env: [2]string{"XLACHAT_GENERATION_SEED", "18446744073709551615"}},
		{file: "generation:\n  top_k: 40.0\n  seed: 7\n  capacity: 1024\n"},
		{file: "system_prompt: \"[a, b]\"\n"},
	}
	for _, tt := range tests {
		t.Run(tt.file+tt.env[0], func(t *testing.T) {
			os.Remove(filepath.Join(work, "xlachat.yaml"))
			if tt.file != "" {
				writeFile(t, filepath.Join(work, "xlachat.yaml"), tt.file)
			}
			if tt.env[0] != "" {
				t.Setenv(tt.env[0], tt.env[1])
			}
			_, err := loadArgs(t)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
	// What the accepted values read as.
	writeFile(t, filepath.Join(work, "xlachat.yaml"), "generation:\n  top_k: 40.0\nsystem_prompt: \"[a, b]\"\n")
	t.Setenv("XLACHAT_GENERATION_SEED", "18446744073709551615")
	c := mustLoad(t)
	if c.Generation.TopK != 40 || c.Generation.Seed != math.MaxUint64 || c.SystemPrompt != "[a, b]" {
		t.Errorf("top_k %d, seed %d, system prompt %q; want 40, %d, %q", c.Generation.TopK, c.Generation.Seed, c.SystemPrompt, uint64(math.MaxUint64), "[a, b]")
	}
}

// TestConfigRelativeModel: a relative model path in a config file is
// relative to the file; on the command line, to the working directory.
func TestConfigRelativeModel(t *testing.T) {
	work, userConfig := isolate(t)
	os.MkdirAll(filepath.Join(userConfig, "xlachat", "models", "m"), 0o755)
	os.MkdirAll(filepath.Join(work, "here"), 0o755)
	writeFile(t, filepath.Join(userConfig, "xlachat", "config.yaml"), "model: models/m\n")
	if c := mustLoad(t); c.Model != filepath.Join(userConfig, "xlachat", "models", "m") {
		t.Errorf("model from the config file = %q", c.Model)
	}
	if c := mustLoad(t, "--model", "here"); c.Model != "here" {
		t.Errorf("model from a flag = %q", c.Model)
	}
}

// TestConfigCapacityBeyondTheModel refuses, before loading, a context
// longer than the model's max_position_embeddings, or than a Mistral
// model's attention window.
func TestConfigCapacityBeyondTheModel(t *testing.T) {
	tests := []struct{ modelType, extra, want string }{
		{"llama", "", "max_position_embeddings; the largest that works is 4096"},
		{"mistral", `,"sliding_window":2048`, "sliding_window; the largest that works is 2048"},
	}
	for _, tt := range tests {
		work, _ := isolate(t)
		dir := filepath.Join(work, "m")
		writeFile(t, filepath.Join(dir, "config.json"), `{"model_type":"`+tt.modelType+`","hidden_size":64,"intermediate_size":128,
"num_hidden_layers":1,"num_attention_heads":4,"num_key_value_heads":2,"rms_norm_eps":1e-5,"rope_theta":10000,
"vocab_size":128256,"max_position_embeddings":4096`+tt.extra+`}`)
		_, err := loadArgs(t, "--model", dir, "--capacity", "8192")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("capacity 8192 for a %s model: %v, want %q", tt.modelType, err, tt.want)
		}
	}
}

// TestConfigDefaultCapacityFitsTheModel: the default capacity, and the
// default prefill bucket, come down to what the model allows; the user's
// own values are refused instead (above).
func TestConfigDefaultCapacityFitsTheModel(t *testing.T) {
	tests := []struct {
		name, keys       string
		capacity, bucket int
		args             []string
	}{
		{"room for the default", `"model_type":"llama","max_position_embeddings":4096`, 2048, 256, nil},
		{"fewer positions", `"model_type":"llama","max_position_embeddings":1024`, 1024, 256, nil},
		{"fewer than a bucket", `"model_type":"llama","max_position_embeddings":128`, 128, 128, nil},
		{"a window", `"model_type":"mistral","sliding_window":512`, 512, 256, nil},
		{"a chosen bucket stays", `"model_type":"llama","max_position_embeddings":1024`, 1024, 512, []string{"--prefill-bucket", "512"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			work, _ := isolate(t)
			dir := filepath.Join(work, "m")
			writeFile(t, filepath.Join(dir, "config.json"), `{"hidden_size":64,"intermediate_size":128,
"num_hidden_layers":1,"num_attention_heads":4,"num_key_value_heads":2,"vocab_size":128256,`+tt.keys+`}`)
			c := mustLoad(t, append([]string{"--model", dir}, tt.args...)...)
			if g := c.Generation; g.Capacity != tt.capacity || g.PrefillBucket != tt.bucket {
				t.Errorf("capacity %d, bucket %d; want %d, %d", g.Capacity, g.PrefillBucket, tt.capacity, tt.bucket)
			}
		})
	}
}

// The example file must stay loadable and mention every key.
func TestConfigExampleDocumentsEveryKey(t *testing.T) {
	example, err := filepath.Abs(filepath.Join("..", "..", "config.example.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	isolate(t)
	c, err := loadArgs(t, "--config", example)
	if err != nil {
		t.Fatalf("config.example.yaml does not load: %v", err)
	}
	if c.Backend != "ref" || c.Device != "cpu" || c.Generation.Capacity != 2048 {
		t.Errorf("example differs from the defaults: %+v", c)
	}
	text, _ := os.ReadFile(example)
	for k := range keys(testBackends()) {
		leaf := k[strings.LastIndex(k, ".")+1:]
		if !strings.Contains(string(text), "\n"+strings.Repeat(" ", 2*strings.Count(k, "."))+leaf+":") {
			t.Errorf("config.example.yaml does not document %s", k)
		}
	}
}

// TestNearestDir: the watcher's starting point for a target whose
// directories are not all there yet.
func TestNearestDir(t *testing.T) {
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "a", "b"), 0o755)
	writeFile(t, filepath.Join(root, "f"), "")
	for _, c := range []struct{ path, want string }{
		{filepath.Join(root, "a", "b", "c", "config.yaml"), filepath.Join(root, "a", "b")},
		{filepath.Join(root, "a", "config.yaml"), filepath.Join(root, "a")},
		{filepath.Join(root, "x", "y", "config.yaml"), root},
		{filepath.Join(root, "f", "config.yaml"), root}, // a file is no directory
	} {
		if got := nearestDir(c.path); got != c.want {
			t.Errorf("nearestDir(%s) = %s, want %s", c.path, got, c.want)
		}
	}
}

// noDevices is a backend that lists no device, as the IREE build does when
// IREE cannot create an instance or links no driver; it accepts only the
// devices in accept.
type noDevices struct{ accept []string }

func (noDevices) Name() string               { return "xla" }
func (noDevices) Devices() []string          { return nil }
func (noDevices) Settings() []engine.Setting { return nil }
func (b noDevices) CheckDevice(device string) error {
	if !slices.Contains(b.accept, device) {
		return fmt.Errorf("device %q is not available on backend xla", device)
	}
	return nil
}
func (noDevices) Open(context.Context, engine.SessionSpec) (engine.Session, error) {
	return nil, errors.New("not a real backend")
}

// TestConfigBackendWithoutDevices: a backend that lists no device is an
// error naming it when no device is set, not an index out of range; the
// watcher reads the file on its own goroutine, where a panic ends the
// chat with the terminal still in raw mode.
func TestConfigBackendWithoutDevices(t *testing.T) {
	work, _ := isolate(t)
	backends := []engine.Backend{refbackend.New(), noDevices{accept: []string{"cuda://1"}}}
	tests := []struct {
		name   string
		args   []string
		file   string
		device string // the device read, when there is no error
		want   string // the error, when there is one
	}{
		{"from the file", nil, "backend: xla\n",
			"", "backend: xla lists no usable device in this build, so there is none to default to; " +
				"choose another backend with backend: (or --backend), or name a device with device: (or --device) (in config file xlachat.yaml)"},
		{"from a flag", []string{"--backend", "xla"}, "",
			"", "backend: xla lists no usable device in this build, so there is none to default to; choose another backend with backend: (or --backend), or name a device with device: (or --device) (from --backend)"},
		{"a device it does not accept", []string{"--backend", "xla", "--device", "cuda"}, "",
			"", `device "cuda" is not available on backend xla (from --device)`},
		{"a device it accepts", []string{"--backend", "xla", "--device", "cuda://1"}, "", "cuda://1", ""},
		{"another backend", nil, "backend: ref\n", "cpu", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := ""
			if tt.file != "" {
				file = writeFile(t, filepath.Join(work, "xlachat.yaml"), tt.file)
				t.Cleanup(func() { os.Remove(file) })
				file = "xlachat.yaml"
			}
			fs, err := chatFlags(tt.args...)
			if err != nil {
				t.Fatal(err)
			}
			c, err := Read(fs, file, backends)
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("error %v, want device %q", err, tt.device)
			case tt.want == "" && c.Device != tt.device:
				t.Errorf("device %q, want %q", c.Device, tt.device)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("error %v, want one containing %q", err, tt.want)
			case tt.want != "" && strings.Count(err.Error(), "\n") > 1:
				t.Errorf("one mistake, more than one error:\n%v", err)
			}
		})
	}
}

// TestConfigSectionNotAMap: a section written as one value hides every
// key of it from viper, defaults included, so "generation: 5" was
// reported as "unknown key" plus each of the section's keys failing as
// "the default" (capacity 0, compute dtype ""): errors about values
// nobody wrote. It is one mistake, named once, beside the others.
func TestConfigSectionNotAMap(t *testing.T) {
	isolate(t)
	writeFile(t, "xlachat.yaml", "generation: 5\nui: off\ndevice: gpu\n")
	_, err := loadArgs(t)
	if err == nil {
		t.Fatal("accepted")
	}
	msg := err.Error()
	for _, want := range []string{
		`generation: "5" is not a section; write its keys indented under generation: (see config.example.yaml) (in config file xlachat.yaml)`,
		`ui: "off" is not a section`,
		`device "gpu" is not available`,
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("error:\n%s\nwant it to contain %q", msg, want)
		}
	}
	for _, unwanted := range []string{"the default", "unknown key"} {
		if strings.Contains(msg, unwanted) {
			t.Errorf("error:\n%s\nshould not say %q", msg, unwanted)
		}
	}
}

// TestConfigEmptySection: a section whose keys are all commented out, as
// in config.example.yaml with the generation: keys turned off, is valid:
// it was refused as an unknown key "generation".
func TestConfigEmptySection(t *testing.T) {
	isolate(t)
	writeFile(t, "xlachat.yaml", "generation:\n  # capacity: 4096\nui:\niree:\n")
	c, err := loadArgs(t)
	if err != nil {
		t.Fatal(err)
	}
	if c.Generation.Capacity != 2048 || c.Generation.ComputeDType != "f32" || !c.UI.Markdown {
		t.Errorf("an empty section lost its defaults: %+v %+v", c.Generation, c.UI)
	}
}
