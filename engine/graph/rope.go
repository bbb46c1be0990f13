package graph

import (
	"math"

	"xlachat/engine/model"
)

// invFreq returns RoPE's inverse frequencies for cfg, head_dim/2 of them,
// computed step by step in float32 the way Hugging Face's
// _compute_default_rope_parameters, _compute_llama3_parameters and
// _compute_linear_scaling_rope_parameters compute them in torch float32,
// so the constant in the graph matches the reference bit for bit as far
// as pow allows (Go's pow is correctly rounded). Every
// intermediate goes through an explicit float32 conversion, which also
// keeps the compiler from fusing multiply-adds.
func invFreq(cfg model.Config) []float32 {
	d := headDim(cfg)
	base := float32(cfg.RopeTheta)
	out := make([]float32, d/2)
	for i := range out {
		exp := float32(float32(2*i) / float32(d))
		p := float32(math.Pow(float64(base), float64(exp)))
		out[i] = float32(1 / p) // reciprocal, as torch's 1.0 / tensor
	}
	s := cfg.RopeScaling
	switch {
	case s == nil:
	case s.Type == "llama3":
		for i, f := range out {
			out[i] = llama3Scale(f, s)
		}
	case s.Type == "linear":
		// _compute_linear_scaling_rope_parameters: inv_freq /= factor.
		for i, f := range out {
			out[i] = float32(f / float32(s.Factor))
		}
	}
	// "dynamic" rotates as the default within the capacities
	// model.Config.MaxCapacity allows.
	return out
}

// llama3Scale applies Llama 3.1's frequency scaling to one inverse
// frequency: long wavelengths are divided by factor, short ones kept, and
// the band between interpolated smoothly. Python's scalar / tensor is
// tensor.reciprocal() * scalar in torch, so the two such divisions below
// are a reciprocal and a multiply, as there.
func llama3Scale(f float32, s *model.RopeScaling) float32 {
	factor := float32(s.Factor)
	low, high := float32(s.LowFreqFactor), float32(s.HighFreqFactor)
	old := float32(s.OriginalMaxPositionEmbeddings)
	lowWavelen := float32(float64(s.OriginalMaxPositionEmbeddings) / s.LowFreqFactor)
	highWavelen := float32(float64(s.OriginalMaxPositionEmbeddings) / s.HighFreqFactor)
	wavelen := float32(float32(1/f) * float32(2*math.Pi))
	scaled := f
	if wavelen > lowWavelen {
		scaled = float32(f / factor)
	}
	if wavelen < highWavelen || wavelen > lowWavelen {
		return scaled
	}
	ratio := float32(float32(1/wavelen) * old)
	smooth := float32(float32(ratio-low) / float32(high-low))
	a := float32(float32(float32(1-smooth)*scaled) / factor)
	b := float32(smooth * scaled)
	return float32(a + b)
}

// headDim is cfg.HeadDim, defaulting to HiddenSize/NumAttentionHeads.
func headDim(cfg model.Config) int {
	if cfg.HeadDim > 0 {
		return cfg.HeadDim
	}
	if cfg.NumAttentionHeads > 0 {
		return cfg.HiddenSize / cfg.NumAttentionHeads
	}
	return 0
}
