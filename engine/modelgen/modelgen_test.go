package modelgen

import (
	"bytes"
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"xlachat/assets"
	"xlachat/engine/dtype"
	"xlachat/engine/internal/llamaref"
	"xlachat/engine/model"
)

var tinyPresets = []string{"tiny", "tiny-mha", "tiny-untied"}

func TestPresets(t *testing.T) {
	if got := Presets(); !slices.Equal(got, append(slices.Clone(tinyPresets), "llama-3.2-1b")) {
		t.Errorf("Presets = %v", got)
	}
	tests := []struct {
		name     string
		kvHeads  int
		tied     bool
		scaling  bool
		theta    float64
		hidden   int
		headDim  int
		nLayers  int
		nHeads   int
		interDim int
	}{
		{"tiny", 1, true, true, 500000, 64, 16, 2, 4, 128},
		{"tiny-mha", 4, false, false, 10000, 64, 16, 2, 4, 128},
		{"tiny-untied", 2, false, true, 500000, 64, 16, 2, 4, 128},
		{"llama-3.2-1b", 8, true, true, 500000, 2048, 64, 16, 32, 8192},
	}
	for _, tt := range tests {
		cfg, err := Preset(tt.name)
		if err != nil {
			t.Fatal(err)
		}
		if err := cfg.Validate(); err != nil {
			t.Errorf("%s: %v", tt.name, err)
		}
		got := []any{cfg.NumKeyValueHeads, cfg.TieWordEmbeddings, cfg.RopeScaling != nil, cfg.RopeTheta,
			cfg.HiddenSize, cfg.HeadDim, cfg.NumHiddenLayers, cfg.NumAttentionHeads, cfg.IntermediateSize, cfg.VocabSize}
		want := []any{tt.kvHeads, tt.tied, tt.scaling, tt.theta, tt.hidden, tt.headDim, tt.nLayers, tt.nHeads, tt.interDim, 128256}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %v, want %v", tt.name, got, want)
		}
	}
	// Presets must not share mutable state.
	a, _ := Preset("tiny")
	a.RopeScaling.Factor = 2
	if b, _ := Preset("tiny"); b.RopeScaling.Factor != 32 {
		t.Error("changing one preset's rope scaling changed another")
	}
	if _, err := Preset("huge"); err == nil || !strings.Contains(err.Error(), "tiny-mha") {
		t.Errorf("unknown preset error %v should list the presets", err)
	}
	if help := PresetHelp(); strings.Count(help, "\n") != len(Presets()) {
		t.Errorf("PresetHelp has %d lines, want %d", strings.Count(help, "\n"), len(Presets()))
	}
}

// The 1B preset must be exactly the published Llama-3.2-1B config.
func TestPresetLlama32MatchesPublishedConfig(t *testing.T) {
	data, err := os.ReadFile("testdata/llama-3.2-1b-config.json")
	if err != nil {
		t.Fatal(err)
	}
	want, _, err := model.DecodeConfig(data)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := Preset("llama-3.2-1b")
	if !reflect.DeepEqual(got, want) {
		t.Errorf("preset  %+v\npublished %+v", got, want)
	}
}

func generate(t *testing.T, opts Options) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "model")
	if err := Generate(dir, opts); err != nil {
		t.Fatal(err)
	}
	return dir
}

func open(t *testing.T, dir string) *model.Model {
	t.Helper()
	m, err := model.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

func TestGenerateLoads(t *testing.T) {
	tests := []struct {
		preset string
		dtype  dtype.DType
	}{
		{"tiny", dtype.F32},
		{"tiny", dtype.BF16},
		{"tiny-mha", dtype.F16},
		{"tiny-untied", dtype.BF16},
	}
	for _, tt := range tests {
		t.Run(tt.preset+"/"+tt.dtype.String(), func(t *testing.T) {
			dir := generate(t, Options{Preset: tt.preset, DType: tt.dtype, Seed: 7})
			m := open(t, dir)
			if err := m.Check(); err != nil {
				t.Fatal(err)
			}
			want, _ := Preset(tt.preset)
			if !reflect.DeepEqual(m.Config, want) {
				t.Errorf("config round trip: got %+v, want %+v", m.Config, want)
			}
			wantGen := model.GenerationConfig{BOSTokenID: 128000, EOSTokenIDs: []int{128001, 128008, 128009}}
			if !reflect.DeepEqual(m.Generation, wantGen) {
				t.Errorf("generation config %+v, want %+v", m.Generation, wantGen)
			}
			if m.WeightDType() != tt.dtype {
				t.Errorf("WeightDType %v, want %v", m.WeightDType(), tt.dtype)
			}
			var params int64
			for _, s := range model.WeightSpecs(want) {
				n := int64(1)
				for _, d := range s.Shape {
					n *= int64(d)
				}
				params += n
			}
			if m.WeightBytes() != params*int64(tt.dtype.Size()) {
				t.Errorf("WeightBytes %d, want %d", m.WeightBytes(), params*int64(tt.dtype.Size()))
			}
			for name, want := range map[string][]byte{
				"tokenizer.json":        assets.Llama3TokenizerJSON,
				"tokenizer_config.json": assets.Llama3TokenizerConfigJSON,
			} {
				if got, err := os.ReadFile(filepath.Join(dir, name)); err != nil || !bytes.Equal(got, want) {
					t.Errorf("%s differs from the bundled copy (err %v)", name, err)
				}
			}
		})
	}
}

// Random weights must not make greedy decoding collapse onto one token:
// tests downstream compare backends on these outputs, and a constant
// stream would hide most bugs.
func TestGreedyOutputVaried(t *testing.T) {
	prompt := []int32{128000, 9906, 11, 1917, 0} // <|begin_of_text|>Hello, world!
	for _, preset := range tinyPresets {
		for _, dt := range []dtype.DType{dtype.F32, dtype.BF16} {
			m := open(t, generate(t, Options{Preset: preset, DType: dt, Seed: 1}))
			ref, err := llamaref.Load(m, llamaref.Options{})
			if err != nil {
				t.Fatal(err)
			}
			out := ref.Greedy(prompt, 16)
			distinct := map[int32]bool{}
			for _, id := range out {
				distinct[id] = true
			}
			if len(distinct) < 12 {
				t.Errorf("%s %v: greedy output %v has only %d distinct tokens", preset, dt, out, len(distinct))
			}
		}
	}
}

func readWeights(t *testing.T, dir string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, model.WeightsFile))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDeterminism(t *testing.T) {
	base := readWeights(t, generate(t, Options{Preset: "tiny", Seed: 42}))
	if got := readWeights(t, generate(t, Options{Preset: "tiny", Seed: 42})); !bytes.Equal(got, base) {
		t.Error("same seed gave different weights")
	}
	if got := readWeights(t, generate(t, Options{Preset: "tiny", Seed: 43})); bytes.Equal(got, base) {
		t.Error("different seeds gave identical weights")
	}
	// Chunks are generated in parallel; the bytes must not depend on how.
	prev := runtime.GOMAXPROCS(1)
	single := readWeights(t, generate(t, Options{Preset: "tiny", Seed: 42}))
	runtime.GOMAXPROCS(prev)
	if !bytes.Equal(single, base) {
		t.Error("weights depend on GOMAXPROCS")
	}
}

func TestSharded(t *testing.T) {
	single := open(t, generate(t, Options{Preset: "tiny-untied", Seed: 3}))
	dir := generate(t, Options{Preset: "tiny-untied", Seed: 3, Shards: 3})
	shards, _ := filepath.Glob(filepath.Join(dir, "model-*-of-00003.safetensors"))
	if len(shards) != 3 {
		t.Fatalf("shard files %v, want 3", shards)
	}
	if _, err := os.Stat(filepath.Join(dir, model.WeightsIndexFile)); err != nil {
		t.Fatal(err)
	}
	sharded := open(t, dir)
	if !reflect.DeepEqual(sharded.Config, single.Config) {
		t.Errorf("sharded config %+v, want %+v", sharded.Config, single.Config)
	}
	// Streams are keyed by tensor name, so sharding must not change values.
	for _, s := range model.WeightSpecs(single.Config) {
		a, err := single.Tensor(s.Name)
		if err != nil {
			t.Fatal(err)
		}
		b, err := sharded.Tensor(s.Name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Data, b.Data) {
			t.Errorf("%s differs between single-file and sharded output", s.Name)
		}
	}
}

func TestSplitShards(t *testing.T) {
	cfg, _ := Preset("llama-3.2-1b")
	specs := model.WeightSpecs(cfg)
	for _, n := range []int{1, 2, 5, 16, len(specs)} {
		groups := splitShards(specs, n, 2)
		if len(groups) != n {
			t.Fatalf("%d shards: got %d groups", n, len(groups))
		}
		var joined []model.WeightSpec
		for i, g := range groups {
			if len(g) == 0 {
				t.Fatalf("%d shards: group %d empty", n, i)
			}
			joined = append(joined, g...)
		}
		if !reflect.DeepEqual(joined, specs) {
			t.Fatalf("%d shards: groups do not concatenate to the specs in order", n)
		}
	}
	// Five shards of 2.47 GB should each hold well under half of it.
	for i, g := range splitShards(specs, 5, 2) {
		if b := groupBytes(g, 2); b > groupBytes(specs, 2)/2 {
			t.Errorf("shard %d holds %d bytes, unbalanced", i, b)
		}
	}
}

func TestRegenerateChangesLayout(t *testing.T) {
	dir := generate(t, Options{Preset: "tiny"})
	if err := Generate(dir, Options{Preset: "tiny", Shards: 2, Replace: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, model.WeightsFile)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stale model.safetensors left behind (stat error %v); the loader would prefer it", err)
	}
	open(t, dir)
	if err := Generate(dir, Options{Preset: "tiny", Replace: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, model.WeightsIndexFile)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stale index left behind (stat error %v)", err)
	}
	open(t, dir)
}

// TestRefusesModelFiles: without Replace, a directory holding any file
// Generate would write or remove is refused and left byte for byte as it
// was (a downloaded checkpoint must survive a mistyped --out); other
// files do not count.
func TestRefusesModelFiles(t *testing.T) {
	tests := []struct {
		name    string
		files   []string
		replace bool
		wantErr string // "" when Generate should write the model
	}{
		{"checkpoint", []string{"config.json", "model.safetensors", "tokenizer.json"}, false,
			"(config.json, model.safetensors, tokenizer.json)"},
		{"shards only", []string{"model-00001-of-00002.safetensors"}, false, "(model-00001-of-00002.safetensors)"},
		{"index only", []string{model.WeightsIndexFile}, false, model.WeightsIndexFile},
		{"tokenizer config", []string{"tokenizer_config.json"}, false, "(tokenizer_config.json)"},
		{"other files", []string{"notes.txt", "model.gguf"}, false, ""},
		{"replace", []string{"config.json", "model.safetensors"}, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, name := range tt.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte("user data "+name), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			err := Generate(dir, Options{Preset: "tiny", Replace: tt.replace})
			if tt.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				open(t, dir)
				return
			}
			if !errors.Is(err, ErrExists) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error %v, want ErrExists naming %q", err, tt.wantErr)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != len(tt.files) {
				t.Errorf("directory holds %d entries after the refusal, want the %d it had", len(entries), len(tt.files))
			}
			for _, name := range tt.files {
				if b, _ := os.ReadFile(filepath.Join(dir, name)); string(b) != "user data "+name {
					t.Errorf("%s changed to %.20q", name, b)
				}
			}
		})
	}
}

func TestCustomConfig(t *testing.T) {
	cfg, _ := Preset("tiny")
	cfg.NumHiddenLayers = 1
	cfg.HiddenSize = 32
	cfg.HeadDim = 8
	m := open(t, generate(t, Options{Preset: "llama-3.2-1b", Config: &cfg}))
	if !reflect.DeepEqual(m.Config, cfg) {
		t.Errorf("Config option ignored: got %+v, want %+v", m.Config, cfg)
	}
}

func TestGenerateErrors(t *testing.T) {
	small, _ := Preset("tiny")
	small.VocabSize = 1000
	bad, _ := Preset("tiny")
	bad.NumKeyValueHeads = 3
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	tests := []struct {
		name    string
		dir     string
		opts    Options
		wantErr string
	}{
		{"unknown preset", t.TempDir(), Options{Preset: "llama-9"}, `unknown preset "llama-9"`},
		{"small vocab", t.TempDir(), Options{Config: &small}, "vocab_size 1000 is smaller"},
		{"invalid config", t.TempDir(), Options{Config: &bad}, "num_key_value_heads 3"},
		{"bad dtype", t.TempDir(), Options{DType: 9}, "unsupported dtype"},
		{"too many shards", t.TempDir(), Options{Shards: 100}, "100 shards for 20 tensors"},
		{"dir is a file", file, Options{}, "not a directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Generate(tt.dir, tt.opts)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	dir := t.TempDir()
	calls := 0
	err := GenerateContext(ctx, dir, Options{Progress: func(_, _ int64) {
		if calls++; calls == 2 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
	// Counting goroutines would also count the runtime's own (a cleanup
	// goroutine starts on first use), so look for ours by their frames.
	if stacks := generateGoroutines(); stacks != "" {
		t.Errorf("goroutines of Generate still running after a cancelled run:\n%s", stacks)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("cancelled run left %v behind", entries)
	}
}

func TestProgress(t *testing.T) {
	var last, total, calls int64
	generate(t, Options{Preset: "tiny", Shards: 2, Progress: func(w, tot int64) {
		if w < last {
			t.Errorf("progress went backwards: %d after %d", w, last)
		}
		last, total = w, tot
		calls++
	}})
	cfg, _ := Preset("tiny")
	if want := groupBytes(model.WeightSpecs(cfg), 4); last != want || total != want || calls < 2 {
		t.Errorf("progress ended at %d/%d after %d calls, want %d/%d", last, total, calls, want, want)
	}
}

func TestWeightStatistics(t *testing.T) {
	m := open(t, generate(t, Options{Preset: "tiny-untied", Seed: 5}))
	tests := []struct {
		name      string
		mean, std float64
	}{
		{"model.embed_tokens.weight", 0, embedStd},
		{"lm_head.weight", 0, matrixGain / 8},
		{"model.layers.0.self_attn.q_proj.weight", 0, matrixGain / 8},
		{"model.layers.1.mlp.down_proj.weight", 0, matrixGain / math.Sqrt(128)},
		{"model.layers.0.input_layernorm.weight", 1, normStd},
		{"model.norm.weight", 1, normStd},
	}
	for _, tt := range tests {
		tn, err := m.Tensor(tt.name)
		if err != nil {
			t.Fatal(err)
		}
		vals := tn.Float32s()
		var sum, sq float64
		for _, v := range vals {
			sum += float64(v)
		}
		mean := sum / float64(len(vals))
		for _, v := range vals {
			sq += (float64(v) - mean) * (float64(v) - mean)
		}
		std := math.Sqrt(sq / float64(len(vals)))
		// Tolerance: a few standard errors for the sample size.
		tol := 5 * tt.std / math.Sqrt(float64(len(vals)))
		if math.Abs(mean-tt.mean) > tol || math.Abs(std-tt.std) > tt.std*0.2 {
			t.Errorf("%s: mean %.4f std %.4f, want %.4f %.4f", tt.name, mean, std, tt.mean, tt.std)
		}
	}
}

func TestBFloat16(t *testing.T) {
	tests := []struct {
		in   float32
		want uint16
	}{
		{0, 0x0000},
		{float32(math.Copysign(0, -1)), 0x8000},
		{1, 0x3f80},
		{-2, 0xc000},
		{1 + 1.0/256, 0x3f80},        // tie, rounds to even (down)
		{1 + 3.0/256, 0x3f82},        // tie, rounds to even (up)
		{1 + 1.0/256 + 1e-6, 0x3f81}, // above the tie
		{math.MaxFloat32, 0x7f80},    // rounds up to infinity
		{float32(math.Inf(1)), 0x7f80},
		{float32(math.Inf(-1)), 0xff80},
	}
	for _, tt := range tests {
		if got := dtype.RoundBF16(tt.in); got != tt.want {
			t.Errorf("RoundBF16(%g) = %#04x, want %#04x", tt.in, got, tt.want)
		}
	}
	if got := dtype.RoundBF16(float32(math.NaN())); got&0x7f80 != 0x7f80 || got&0x7f == 0 {
		t.Errorf("RoundBF16(NaN) = %#04x, not a NaN", got)
	}
	// Every bfloat16 value converts back to itself.
	for b := range 1 << 16 {
		f := math.Float32frombits(uint32(b) << 16)
		if math.IsNaN(float64(f)) {
			continue
		}
		if got := dtype.RoundBF16(f); got != uint16(b) {
			t.Fatalf("RoundBF16(%g) = %#04x, want %#04x", f, got, b)
		}
	}
}

func TestFloat16(t *testing.T) {
	tests := []struct {
		in   float32
		want uint16
	}{
		{0, 0x0000},
		{1, 0x3c00},
		{-2, 0xc000},
		{65504, 0x7bff},
		{65519, 0x7bff},                            // below the overflow tie
		{65520, 0x7c00},                            // tie rounds to even: infinity
		{1e10, 0x7c00},                             // overflow
		{float32(math.Ldexp(1, -14)), 0x0400},      // smallest normal
		{float32(math.Ldexp(1, -24)), 0x0001},      // smallest subnormal
		{float32(math.Ldexp(1, -25)), 0x0000},      // tie, rounds to even zero
		{float32(math.Ldexp(1.5, -25)), 0x0001},    // above the tie
		{float32(math.Ldexp(3, -25)), 0x0002},      // tie, rounds to even (up)
		{float32(math.Ldexp(1023.5, -24)), 0x0400}, // subnormal rounding into the normals
		{1 + float32(math.Ldexp(1, -11)), 0x3c00},  // tie, rounds to even (down)
		{1 + float32(math.Ldexp(3, -11)), 0x3c02},  // tie, rounds to even (up)
		{float32(math.Inf(-1)), 0xfc00},
	}
	for _, tt := range tests {
		if got := dtype.RoundF16(tt.in); got != tt.want {
			t.Errorf("RoundF16(%g) = %#04x, want %#04x", tt.in, got, tt.want)
		}
	}
	if got := dtype.RoundF16(float32(math.NaN())); got&0x7c00 != 0x7c00 || got&0x3ff == 0 {
		t.Errorf("RoundF16(NaN) = %#04x, not a NaN", got)
	}
	// Every half value converts back to itself. The values come from the
	// reference's own decoder, so a bug shared by kernel's widening and
	// rounding cannot cancel out.
	for h := range 1 << 16 {
		v, err := llamaref.Float64s(model.Tensor{DType: dtype.F16, Data: []byte{byte(h), byte(h >> 8)}})
		if err != nil {
			t.Fatal(err)
		}
		f := float32(v[0])
		if math.IsNaN(float64(f)) {
			continue
		}
		if got := dtype.RoundF16(f); got != uint16(h) {
			t.Fatalf("RoundF16(%g) = %#04x, want %#04x", f, got, h)
		}
	}
}

// generateGoroutines returns the stacks of goroutines running this
// package's code, other than the caller's, after giving them a moment to
// exit.
func generateGoroutines() string {
	var found []string
	for range 50 {
		buf := make([]byte, 1<<20)
		buf = buf[:runtime.Stack(buf, true)]
		found = found[:0]
		for _, g := range strings.Split(string(buf), "\n\n") {
			if strings.Contains(g, "xlachat/engine/modelgen.") && !strings.Contains(g, "generateGoroutines") {
				found = append(found, g)
			}
		}
		if len(found) == 0 {
			return ""
		}
		time.Sleep(10 * time.Millisecond)
	}
	return strings.Join(found, "\n\n")
}

// TestConfigWrittenLast: a run that fails, or is killed, after the weights
// but before the other files leaves no config.json, which is what the
// chat's --demo takes for a whole model (and then would load forever
// without its tokenizer).
func TestConfigWrittenLast(t *testing.T) {
	for _, name := range []string{model.GenerationConfigFile, "tokenizer.json", "tokenizer_config.json"} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			// A non-empty directory in a file's place: writing that file fails.
			if err := os.MkdirAll(filepath.Join(dir, name, "x"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := Generate(dir, Options{Replace: true}); err == nil {
				t.Fatalf("writing over the directory %s did not fail", name)
			}
			if _, err := os.Stat(filepath.Join(dir, model.ConfigFile)); err == nil {
				t.Errorf("config.json written though %s failed", name)
			}
		})
	}
}
