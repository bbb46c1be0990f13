package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/ui"
)

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

func load(t *testing.T, args ...string) (Config, error) {
	t.Helper()
	return loadConfig(newFlagSet("chat"), args)
}

func mustLoad(t *testing.T, args ...string) Config {
	t.Helper()
	c, err := load(t, args...)
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
		Generation: GenerationConfig{MaxNewTokens: 512, Capacity: 2048, PrefillBucket: 256},
		UI:         UIConfig{Markdown: true, Mouse: true},
	}
	if c != want {
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
	if _, err := load(t, "--config", filepath.Join(work, "missing.yaml")); err == nil || !strings.Contains(err.Error(), "missing.yaml") {
		t.Errorf("missing --config file: %v", err)
	}
}

func TestConfigValidation(t *testing.T) {
	work, _ := isolate(t)
	model := filepath.Join(work, "model")
	os.Mkdir(model, 0o755)
	cases := []struct {
		args []string
		file string
		want string
	}{
		{[]string{"--backend", "tpu"}, "", `backend "tpu" is unknown; valid backends: ref, xla`},
		{[]string{"--device", "cuda"}, "", `device "cuda" is not available on backend ref; valid devices for ref: cpu`},
		{[]string{"--backend", "xla", "--device", "gpu"}, "",
			"valid devices for xla: local-task, local-sync, cuda, vulkan, hip, metal"},
		{[]string{"--model", filepath.Join(work, "nope")}, "", `does not exist; see "Getting a model" in the README`},
		{[]string{"--model", filepath.Join(work, "nope")}, "", "xlachat gen-model --out ~/xlachat-demo --preset tiny"},
		{[]string{"--max-new-tokens", "-1"}, "", "generation.max_new_tokens must not be negative (got -1)"},
		{[]string{"--top-k", "-5"}, "", "generation.top_k must not be negative"},
		{[]string{"--temperature", "-0.1"}, "", "generation.temperature must not be negative"},
		{[]string{"--top-p", "1.5"}, "", "generation.top_p must be between 0 and 1"},
		{[]string{"--capacity", "0"}, "", "generation.capacity must be positive"},
		{[]string{"--prefill-bucket", "4096"}, "", "generation.prefill_bucket (4096) must not exceed generation.capacity (2048)"},
		{[]string{"--weight-dtype", "int4"}, "", `generation.weight_dtype "int4" is unknown; valid: f32, bf16, f16`},
		{nil, "generation:\n  capacity: lots\n", `generation.capacity: "lots" is not a whole number`},
		{nil, "generation:\n  seed: -3\n", "generation.seed"},
		{nil, "devise: cuda\n", `unknown key "devise"`},
		{nil, "backend: [\n", "config file xlachat.yaml"},
	}
	for _, c := range cases {
		os.Remove("xlachat.yaml")
		if c.file != "" {
			writeFile(t, "xlachat.yaml", c.file)
		}
		_, err := load(t, c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %q: error %v, want it to contain %q", c.args, c.file, err, c.want)
		}
	}
	os.Remove("xlachat.yaml")
	if _, err := load(t, "--model", model, "--backend", "xla", "--device", "hip", "--weight-dtype", "bf16"); err != nil {
		t.Errorf("valid config refused: %v", err)
	}
	_, err := load(t, "--backend", "tpu", "--top-k", "-1")
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
  top_k: 40
  seed: 7
ui:
  mouse: false
`)
	s := mustLoad(t).settings()
	if s.Engine.ModelDir != model || s.Target() != "xla/local-task" || s.Engine.WeightDType != "bf16" ||
		s.Engine.IREE.CUDATarget != "sm_80" || s.Engine.IREE.CacheDir != filepath.Join(os.Getenv("HOME"), "cache") ||
		s.Engine.Capacity != 2048 || s.Engine.Bucket != 256 {
		t.Errorf("engine options %+v", s.Engine)
	}
	if s.Gen.TopK != 40 || s.Gen.Seed != 7 || s.Gen.MaxNewTokens != 512 || s.Mouse || !s.Markdown || s.ConfigFile != "xlachat.yaml" {
		t.Errorf("settings %+v", s)
	}
}

func TestConfigWatch(t *testing.T) {
	work, _ := isolate(t)
	file := writeFile(t, filepath.Join(work, "xlachat.yaml"), "backend: ref\n")
	fs := newFlagSet("chat")
	if _, err := loadConfig(fs, nil); err != nil {
		t.Fatal(err)
	}
	got := make(chan ui.ConfigMsg, 10)
	stop := watchConfig(fs, file, func(m tea.Msg) { got <- m.(ui.ConfigMsg) })
	defer stop()
	next := func() ui.ConfigMsg {
		t.Helper()
		select {
		case m := <-got:
			return m
		case <-time.After(5 * time.Second):
			t.Fatal("no ConfigMsg after the file changed")
		}
		return ui.ConfigMsg{}
	}
	time.Sleep(100 * time.Millisecond) // let the watcher start
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
	select {
	case m := <-got:
		t.Errorf("message after stop: %+v", m)
	case <-time.After(400 * time.Millisecond):
	}
}

// The example file must stay loadable and mention every key.
func TestConfigExampleDocumentsEveryKey(t *testing.T) {
	example, err := filepath.Abs("config.example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	isolate(t)
	c, err := load(t, "--config", example)
	if err != nil {
		t.Fatalf("config.example.yaml does not load: %v", err)
	}
	if c.Backend != "ref" || c.Device != "cpu" || c.Generation.Capacity != 2048 {
		t.Errorf("example differs from the defaults: %+v", c)
	}
	text, _ := os.ReadFile(example)
	for k := range defaults {
		leaf := k[strings.LastIndex(k, ".")+1:]
		if !strings.Contains(string(text), "\n"+strings.Repeat(" ", 2*strings.Count(k, "."))+leaf+":") {
			t.Errorf("config.example.yaml does not document %s", k)
		}
	}
}
