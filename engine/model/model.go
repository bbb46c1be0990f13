// Package model loads Llama-family model directories in Hugging Face layout:
// config.json, generation_config.json and safetensors weights (single file
// or sharded), memory-mapped so opening a multi-GB model copies nothing.
package model

import (
	"errors"
	"fmt"
	"io/fs"
	"iter"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"xlachat/engine/dtype"
)

// RopeScaling is config.json's rope_scaling; nil in Config means none.
// Type (from rope_type or type) is one of:
//   - "llama3": Llama 3.1's bands, with every field;
//   - "linear": every frequency divided by Factor (position
//     interpolation, as in Llama 2's long-context fine-tunes);
//   - "dynamic": NTK scaling, which transformers applies only to
//     sequences longer than max_position_embeddings (or
//     OriginalMaxPositionEmbeddings, when given): MaxCapacity keeps the
//     KV capacity within that, where the rotation is the default one.
type RopeScaling struct {
	Type                          string
	Factor                        float64
	LowFreqFactor                 float64
	HighFreqFactor                float64
	OriginalMaxPositionEmbeddings int
}

// Config is the subset of config.json that defines a Llama forward pass.
type Config struct {
	ModelType             string
	HiddenSize            int
	IntermediateSize      int
	NumHiddenLayers       int
	NumAttentionHeads     int
	NumKeyValueHeads      int
	HeadDim               int // defaults to HiddenSize/NumAttentionHeads
	RMSNormEps            float64
	RopeTheta             float64
	RopeScaling           *RopeScaling
	VocabSize             int
	TieWordEmbeddings     bool
	MaxPositionEmbeddings int
	// SlidingWindow, for Mistral, is how many positions each one attends
	// to, itself included; 0 means all before it. The graphs attend to
	// all, which equals the window while the KV capacity is at most
	// SlidingWindow: MaxCapacity bounds it.
	SlidingWindow int
}

// MaxCapacity is the most KV positions the graphs compute this model
// exactly for: those it was trained for (max_position_embeddings) or,
// when fewer, its attention window or the length past which its dynamic
// RoPE scaling starts.
func (c Config) MaxCapacity() int {
	n, _ := c.capacityLimit()
	return n
}

// capacityLimit is MaxCapacity and what sets it, as CheckCapacity says it.
func (c Config) capacityLimit() (int, string) {
	if w := c.SlidingWindow; w > 0 && w < c.MaxPositionEmbeddings {
		return w, fmt.Sprintf("sliding_window; the largest that works is %d (past it the model attends only to the newest %d positions, and xlachat attends to all)", w, w)
	}
	if r := c.RopeScaling; r != nil && r.Type == "dynamic" && r.OriginalMaxPositionEmbeddings > 0 && r.OriginalMaxPositionEmbeddings < c.MaxPositionEmbeddings {
		n := r.OriginalMaxPositionEmbeddings
		return n, fmt.Sprintf("rope_scaling original_max_position_embeddings; the largest that works is %d (past it dynamic scaling changes the rotation with the sequence's length, which xlachat does not compute)", n)
	}
	n := c.MaxPositionEmbeddings
	return n, fmt.Sprintf("max_position_embeddings; the largest that works is %d", n)
}

// CheckCapacity refuses a KV capacity past MaxCapacity, naming the
// config.json key that sets the limit and the largest capacity that works.
func (c Config) CheckCapacity(capacity int) error {
	if n, why := c.capacityLimit(); n > 0 && capacity > n {
		return fmt.Errorf("%d is more than the model's %s", capacity, why)
	}
	return nil
}

// GenerationConfig is the subset of generation_config.json the engine uses.
type GenerationConfig struct {
	BOSTokenID  int
	EOSTokenIDs []int // eos_token_id as int or list
}

// Tensor is a view of one weight tensor. Data is little-endian, read-only
// and usually memory-mapped: never write to it.
type Tensor struct {
	Name  string
	DType dtype.DType
	Shape []int
	Data  []byte
}

// WeightSpec names one weight the forward pass needs and its expected shape.
type WeightSpec struct {
	Name  string // Hugging Face tensor name, e.g. "model.layers.0.self_attn.q_proj.weight"
	Shape []int
}

// Model is an opened model directory.
type Model struct {
	Dir        string
	Name       string // display name: the directory's base name
	Config     Config
	Generation GenerationConfig

	weights *weightSet
	specs   map[string][]int // expected shape by name
}

// File names inside a model directory.
const (
	ConfigFile           = "config.json"
	GenerationConfigFile = "generation_config.json"
	WeightsFile          = "model.safetensors"
	WeightsIndexFile     = "model.safetensors.index.json"
)

const (
	embedName  = "model.embed_tokens.weight"
	lmHeadName = "lm_head.weight"
)

// Open reads config.json, generation_config.json and maps the weights. It
// checks every weight the config calls for, so a model that opens can run.
func Open(dir string) (*Model, error) {
	cfg, gen, err := readConfigs(dir)
	if err != nil {
		return nil, err
	}
	ws, err := openWeights(dir)
	if err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		abs = dir
	}
	m := &Model{
		Dir:        dir,
		Name:       filepath.Base(abs),
		Config:     cfg,
		Generation: gen,
		weights:    ws,
	}
	// Checked before the specs are kept: the walk stops at the first
	// missing weight, so a config calling for millions of layers costs
	// no more than the files it comes with.
	if err := m.Check(); err != nil {
		m.Close()
		return nil, err
	}
	m.specs = make(map[string][]int)
	for s := range eachWeightSpec(cfg) {
		m.specs[s.Name] = s.Shape
	}
	if err := m.checkUnused(); err != nil {
		m.Close()
		return nil, err
	}
	return m, nil
}

// checkUnused refuses a stored tensor the config does not call for.
// Transformers drops such a tensor with a warning and runs without it, but
// a q_proj.bias beside attention_bias false, a layer past
// num_hidden_layers or a q_norm says the config misdescribes the
// checkpoint, and running it would compute something other than what was
// trained. Exceptions: the rotary inv_freq buffers old checkpoints store,
// which transformers recomputes from rope_theta as xlachat does, and
// lm_head.weight beside tied embeddings, which both ignore.
func (m *Model) checkUnused() error {
	for _, name := range slices.Sorted(maps.Keys(m.weights.byName)) {
		if _, ok := m.specs[name]; ok || strings.HasSuffix(name, ".rotary_emb.inv_freq") ||
			(name == lmHeadName && m.Config.TieWordEmbeddings) {
			continue
		}
		hint := ""
		if strings.HasSuffix(name, ".bias") {
			hint = " (attention_bias and mlp_bias are false or absent)"
		}
		return fmt.Errorf("model %s: weight %q is in the safetensors files, but config.json calls for no such tensor%s", m.Dir, name, hint)
	}
	return nil
}

// readConfigs loads config.json and generation_config.json, taking token
// ids from config.json when generation_config.json is absent or lacks them.
func readConfigs(dir string) (Config, GenerationConfig, error) {
	path := filepath.Join(dir, ConfigFile)
	data, err := os.ReadFile(path)
	if err != nil {
		return Config{}, GenerationConfig{}, fmt.Errorf("model: %w", err)
	}
	cfg, gen, err := DecodeConfig(data)
	if err != nil {
		return Config{}, GenerationConfig{}, fmt.Errorf("model: %s: %w", path, err)
	}
	path = filepath.Join(dir, GenerationConfigFile)
	data, err = os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return Config{}, GenerationConfig{}, fmt.Errorf("model: %w", err)
	default:
		g, err := DecodeGenerationConfig(data)
		if err != nil {
			return Config{}, GenerationConfig{}, fmt.Errorf("model: %s: %w", path, err)
		}
		if g.BOSTokenID >= 0 {
			gen.BOSTokenID = g.BOSTokenID
		}
		if g.EOSTokenIDs != nil {
			gen.EOSTokenIDs = g.EOSTokenIDs
		}
	}
	if err := checkTokenIDs(cfg, gen); err != nil {
		return Config{}, GenerationConfig{}, fmt.Errorf("model: %s: %w", dir, err)
	}
	return cfg, gen, nil
}

func checkTokenIDs(cfg Config, gen GenerationConfig) error {
	if gen.BOSTokenID < 0 {
		return fmt.Errorf("no bos_token_id in %s or %s", GenerationConfigFile, ConfigFile)
	}
	if len(gen.EOSTokenIDs) == 0 {
		return fmt.Errorf("no eos_token_id in %s or %s", GenerationConfigFile, ConfigFile)
	}
	for _, id := range append([]int{gen.BOSTokenID}, gen.EOSTokenIDs...) {
		if id >= cfg.VocabSize {
			return fmt.Errorf("token id %d is outside vocab_size %d", id, cfg.VocabSize)
		}
	}
	return nil
}

// Tensor returns the named weight, its shape checked against the config.
// With tied embeddings, lm_head.weight is the embedding matrix whether or
// not the file also stores a copy, as in Hugging Face.
func (m *Model) Tensor(name string) (Tensor, error) {
	want, ok := m.specs[name]
	if name == lmHeadName && m.Config.TieWordEmbeddings {
		name, want, ok = embedName, m.specs[embedName], true
	}
	if !ok {
		return Tensor{}, fmt.Errorf("model %s: unknown weight %q", m.Dir, name)
	}
	return m.tensor(name, want)
}

// tensor returns the named weight, checking its shape is want.
func (m *Model) tensor(name string, want []int) (Tensor, error) {
	if m.weights == nil {
		return Tensor{}, fmt.Errorf("model %s: closed", m.Dir)
	}
	st, err := m.weights.tensor(name)
	if err != nil {
		return Tensor{}, fmt.Errorf("model %s: %w", m.Dir, err)
	}
	if !slices.Equal(st.Shape, want) {
		return Tensor{}, fmt.Errorf("model %s: weight %q has shape %v, config.json implies %v", m.Dir, name, st.Shape, want)
	}
	return Tensor{Name: name, DType: st.DType, Shape: st.Shape, Data: st.Data}, nil
}

// Check verifies that every weight the config calls for is present, of a
// supported dtype and the right shape; the first problem is returned.
func (m *Model) Check() error {
	for s := range eachWeightSpec(m.Config) {
		if _, err := m.tensor(s.Name, s.Shape); err != nil {
			return err
		}
	}
	return nil
}

// WeightDType returns the dtype shared by all weights, or dtype.F32 when they
// are mixed (the graphs then take every weight as dtype.F32).
func (m *Model) WeightDType() dtype.DType {
	var dt dtype.DType
	seen := false
	for _, s := range WeightSpecs(m.Config) {
		t, err := m.Tensor(s.Name)
		if err != nil {
			continue
		}
		if seen && t.DType != dt {
			return dtype.F32
		}
		dt, seen = t.DType, true
	}
	return dt
}

// WeightBytes returns the total size of the weights the config calls for.
func (m *Model) WeightBytes() int64 {
	var n int64
	for _, s := range WeightSpecs(m.Config) {
		if t, err := m.Tensor(s.Name); err == nil {
			n += int64(len(t.Data))
		}
	}
	return n
}

// Changed reports whether a weight file was truncated or rewritten on disk
// since Open, naming it. Mapped weights then no longer hold what the model
// was opened with, and reading them may fault: callers that read weights
// at run time check it, and explain a failure with it.
func (m *Model) Changed() error {
	if m.weights == nil {
		return nil
	}
	if err := m.weights.changed(); err != nil {
		return fmt.Errorf("model files changed: %w", err)
	}
	return nil
}

// Identity names the checkpoint's weights as they are on disk: each weight
// file's absolute path, size, modification time and inode. Whatever is
// derived from the weights (a quantized copy) can be cached under it:
// rewriting or replacing a weight file changes it.
func (m *Model) Identity() (string, error) {
	if m.weights == nil {
		return "", fmt.Errorf("model %s: closed", m.Dir)
	}
	return m.weights.identity()
}

// DropPages hints that the named weight's mapped pages will not be read
// again soon (see safetensors.File.DropPages): a loader that reads the
// checkpoint once to convert it keeps the resident set small.
func (m *Model) DropPages(name string) {
	if m.Config.TieWordEmbeddings && name == lmHeadName {
		name = embedName
	}
	if m.weights == nil {
		return
	}
	if f, ok := m.weights.byName[name]; ok {
		f.DropPages(name)
	}
}

// Close unmaps the weights; Tensor data is invalid afterwards.
func (m *Model) Close() error {
	if m.weights == nil {
		return nil
	}
	err := m.weights.close()
	m.weights = nil
	return err
}

// WeightSpecs lists the weights of cfg in graph argument order:
// model.embed_tokens.weight [V,H]; for each layer i, model.layers.i.
// input_layernorm.weight [H], self_attn.q_proj.weight [NH*HD,H],
// self_attn.k_proj.weight [KVH*HD,H], self_attn.v_proj.weight [KVH*HD,H],
// self_attn.o_proj.weight [H,NH*HD], post_attention_layernorm.weight [H],
// mlp.gate_proj.weight [I,H], mlp.up_proj.weight [I,H],
// mlp.down_proj.weight [H,I]; then model.norm.weight [H]; then
// lm_head.weight [V,H] only when embeddings are not tied.
func WeightSpecs(cfg Config) []WeightSpec {
	return slices.Collect(eachWeightSpec(cfg))
}

// eachWeightSpec yields WeightSpecs(cfg) one at a time, so a caller that
// stops early never names the rest.
func eachWeightSpec(cfg Config) iter.Seq[WeightSpec] {
	h, i, v := cfg.HiddenSize, cfg.IntermediateSize, cfg.VocabSize
	q := cfg.NumAttentionHeads * cfg.HeadDim
	kv := cfg.NumKeyValueHeads * cfg.HeadDim
	return func(yield func(WeightSpec) bool) {
		if !yield(WeightSpec{embedName, []int{v, h}}) {
			return
		}
		for l := range cfg.NumHiddenLayers {
			p := fmt.Sprintf("model.layers.%d.", l)
			for _, s := range []WeightSpec{
				{p + "input_layernorm.weight", []int{h}},
				{p + "self_attn.q_proj.weight", []int{q, h}},
				{p + "self_attn.k_proj.weight", []int{kv, h}},
				{p + "self_attn.v_proj.weight", []int{kv, h}},
				{p + "self_attn.o_proj.weight", []int{h, q}},
				{p + "post_attention_layernorm.weight", []int{h}},
				{p + "mlp.gate_proj.weight", []int{i, h}},
				{p + "mlp.up_proj.weight", []int{i, h}},
				{p + "mlp.down_proj.weight", []int{h, i}},
			} {
				if !yield(s) {
					return
				}
			}
		}
		if !yield(WeightSpec{"model.norm.weight", []int{h}}) {
			return
		}
		if !cfg.TieWordEmbeddings {
			yield(WeightSpec{lmHeadName, []int{v, h}})
		}
	}
}

// Numel is the number of elements of a tensor of the given shape.
func Numel(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}
