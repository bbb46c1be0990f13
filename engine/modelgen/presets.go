package modelgen

import (
	"fmt"
	"strings"

	"xlachat/engine/model"
)

// llama3Vocab is the Llama 3 tokenizer's vocabulary size; every preset
// uses it so the bundled tokenizer's ids are all valid rows.
const llama3Vocab = 128256

// llama3Scaling is Llama 3.1/3.2's rope_scaling. With head_dim 16 and
// rope_theta 500000 it leaves some tiny-model frequencies unscaled, scales
// some and smooths one between the bands, so the tiny presets exercise
// every branch of the llama3 rule.
func llama3Scaling() *model.RopeScaling {
	return &model.RopeScaling{
		Type: "llama3", Factor: 32, LowFreqFactor: 1, HighFreqFactor: 4,
		OriginalMaxPositionEmbeddings: 8192,
	}
}

func tiny(kvHeads int, tied bool, theta float64, scaling *model.RopeScaling) model.Config {
	return model.Config{
		ModelType:             "llama",
		HiddenSize:            64,
		IntermediateSize:      128,
		NumHiddenLayers:       2,
		NumAttentionHeads:     4,
		NumKeyValueHeads:      kvHeads,
		HeadDim:               16,
		RMSNormEps:            1e-5,
		RopeTheta:             theta,
		RopeScaling:           scaling,
		VocabSize:             llama3Vocab,
		TieWordEmbeddings:     tied,
		MaxPositionEmbeddings: 131072,
	}
}

// presets maps each name to a constructor, so callers never share a
// *RopeScaling.
var presets = []struct {
	name, about string
	config      func() model.Config
}{
	{"tiny", "2 layers, hidden 64, 4 heads, 1 KV head (GQA 4:1), tied, llama3 rope scaling",
		func() model.Config { return tiny(1, true, 500000, llama3Scaling()) }},
	{"tiny-mha", "2 layers, hidden 64, 4 heads, 4 KV heads (no grouping), untied, plain rope theta 10000",
		func() model.Config { return tiny(4, false, 10000, nil) }},
	{"tiny-untied", "2 layers, hidden 64, 4 heads, 2 KV heads (GQA 2:1), untied, llama3 rope scaling",
		func() model.Config { return tiny(2, false, 500000, llama3Scaling()) }},
	{"llama-3.2-1b", "the published Llama-3.2-1B-Instruct shape: 16 layers, hidden 2048, 1.24B parameters",
		func() model.Config {
			return model.Config{
				ModelType:             "llama",
				HiddenSize:            2048,
				IntermediateSize:      8192,
				NumHiddenLayers:       16,
				NumAttentionHeads:     32,
				NumKeyValueHeads:      8,
				HeadDim:               64,
				RMSNormEps:            1e-5,
				RopeTheta:             500000,
				RopeScaling:           llama3Scaling(),
				VocabSize:             llama3Vocab,
				TieWordEmbeddings:     true,
				MaxPositionEmbeddings: 131072,
			}
		}},
}

// Presets returns the preset names, smallest first.
func Presets() []string {
	names := make([]string, len(presets))
	for i, p := range presets {
		names[i] = p.name
	}
	return names
}

// PresetHelp returns one line per preset, "name: description", for CLI
// usage text.
func PresetHelp() string {
	var b strings.Builder
	for _, p := range presets {
		fmt.Fprintf(&b, "%-13s %s\n", p.name, p.about)
	}
	return b.String()
}

// Preset returns the config of the named preset.
func Preset(name string) (model.Config, error) {
	for _, p := range presets {
		if p.name == name {
			return p.config(), nil
		}
	}
	return model.Config{}, fmt.Errorf("modelgen: unknown preset %q (have %s)", name, strings.Join(Presets(), ", "))
}
