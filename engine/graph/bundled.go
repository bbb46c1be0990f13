package graph

import (
	"fmt"
	"io/fs"

	"xlachat/assets"
	"xlachat/engine/dtype"
	"xlachat/engine/model"
)

// BundledOptions are the Options the bundled Llama-3.2-1B graphs were
// emitted with.
func BundledOptions() Options {
	return Options{Capacity: 2048, Bucket: 256, WeightDType: dtype.BF16}
}

// Bundled returns the graphs shipped in the binary when cfg and opts are
// the ones they were emitted for, so the common case costs no emission;
// otherwise it reports false and the caller calls Emit.
func Bundled(cfg model.Config, opts Options) (*Set, bool) {
	return bundledFrom(assets.Llama32Graphs(), cfg, opts)
}

func bundledFrom(fsys fs.FS, cfg model.Config, opts Options) (*Set, bool) {
	opts = opts.withDefaults()
	if opts != BundledOptions() {
		return nil, false
	}
	want, err := readConfig(fsys)
	if err != nil || graphKey(cfg) != graphKey(want) {
		return nil, false
	}
	set := &Set{Config: cfg, Options: opts, Text: make(map[Function]string, 4)}
	for _, name := range Functions() {
		b, err := fs.ReadFile(fsys, string(name)+".mlir")
		if err != nil {
			return nil, false
		}
		set.Text[name] = string(b)
	}
	return set, true
}

// key holds exactly the config fields the emitted text depends on.
type key struct {
	h, i, l, nh, kvh, hd, v int
	eps, theta              float64
	scaling                 model.RopeScaling
	tied                    bool
}

func graphKey(cfg model.Config) key {
	k := key{
		h: cfg.HiddenSize, i: cfg.IntermediateSize, l: cfg.NumHiddenLayers,
		nh: cfg.NumAttentionHeads, kvh: cfg.NumKeyValueHeads, hd: headDim(cfg),
		v: cfg.VocabSize, eps: cfg.RMSNormEps, theta: cfg.RopeTheta,
		tied: cfg.TieWordEmbeddings,
	}
	if s := cfg.RopeScaling; s != nil && s.Type != "default" && s.Type != "dynamic" {
		k.scaling = *s // dynamic emits the default rotation (see invFreq)
	}
	return k
}

// readConfig parses the bundled config.json.
func readConfig(fsys fs.FS) (model.Config, error) {
	b, err := fs.ReadFile(fsys, "config.json")
	if err != nil {
		return model.Config{}, fmt.Errorf("graph: bundled config: %w", err)
	}
	cfg, _, err := model.DecodeConfig(b)
	if err != nil {
		return model.Config{}, fmt.Errorf("graph: bundled config: %w", err)
	}
	return cfg, nil
}
