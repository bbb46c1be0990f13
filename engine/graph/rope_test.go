package graph

import (
	"math"
	"testing"

	"xlachat/engine/internal/llamaref"
	"xlachat/engine/model"
)

// TestInvFreq compares the emitter's inv_freq, computed in float32 steps
// as Hugging Face does, with the reference's float64 formula.
func TestInvFreq(t *testing.T) {
	llama32 := &model.RopeScaling{Type: "llama3", Factor: 32, LowFreqFactor: 1, HighFreqFactor: 4, OriginalMaxPositionEmbeddings: 8192}
	tests := []struct {
		name    string
		d       int
		theta   float64
		scaling *model.RopeScaling
	}{
		{"default", 64, 10000, nil},
		{"llama3.2", 64, 500000, llama32},
		{"tiny", 8, 100, tinyCases()[0].cfg.RopeScaling},
		{"wide", 128, 500000, &model.RopeScaling{Type: "llama3", Factor: 8, LowFreqFactor: 1, HighFreqFactor: 4, OriginalMaxPositionEmbeddings: 8192}},
		{"linear", 128, 10000, &model.RopeScaling{Type: "linear", Factor: 4}},
		{"linear, odd factor", 64, 1000000, &model.RopeScaling{Type: "linear", Factor: 2.5}},
		{"dynamic", 64, 10000, &model.RopeScaling{Type: "dynamic", Factor: 2}},
	}
	for _, tc := range tests {
		cfg := model.Config{HeadDim: tc.d, RopeTheta: tc.theta, RopeScaling: tc.scaling}
		got, ref := invFreq(cfg), llamaref.InvFreq(cfg)
		if len(got) != tc.d/2 || len(ref) != tc.d/2 {
			t.Fatalf("%s: %d frequencies (reference %d), want %d", tc.name, len(got), len(ref), tc.d/2)
		}
		for i, g := range got {
			if rel := math.Abs(float64(g)-ref[i]) / ref[i]; rel > 1e-5 {
				t.Errorf("%s: inv_freq[%d] = %g, want %g (rel err %g)", tc.name, i, g, ref[i], rel)
			}
		}
	}
}

// TestInvFreqBands checks the three llama3 bands on Llama 3.2's config:
// the fastest frequency is untouched, the slowest divided by the factor.
func TestInvFreqBands(t *testing.T) {
	s := &model.RopeScaling{Type: "llama3", Factor: 32, LowFreqFactor: 1, HighFreqFactor: 4, OriginalMaxPositionEmbeddings: 8192}
	plain := invFreq(model.Config{HeadDim: 64, RopeTheta: 500000})
	scaled := invFreq(model.Config{HeadDim: 64, RopeTheta: 500000, RopeScaling: s})
	if scaled[0] != plain[0] || scaled[0] != 1 {
		t.Errorf("inv_freq[0] = %g, want 1 unchanged", scaled[0])
	}
	if last := len(plain) - 1; scaled[last] != plain[last]/32 {
		t.Errorf("inv_freq[last] = %g, want %g/32", scaled[last], plain[last])
	}
	var medium int
	for i := range plain {
		if scaled[i] != plain[i] && scaled[i] != plain[i]/32 {
			medium++
		}
	}
	if medium == 0 {
		t.Error("no frequency fell in the smoothed band")
	}
}

// TestInvFreqLinear: linear scaling divides each default frequency by
// the factor, in float32 as torch does; dynamic scaling leaves them.
func TestInvFreqLinear(t *testing.T) {
	plain := invFreq(model.Config{HeadDim: 64, RopeTheta: 10000})
	linear := invFreq(model.Config{HeadDim: 64, RopeTheta: 10000, RopeScaling: &model.RopeScaling{Type: "linear", Factor: 3}})
	dynamic := invFreq(model.Config{HeadDim: 64, RopeTheta: 10000, RopeScaling: &model.RopeScaling{Type: "dynamic", Factor: 3}})
	for i := range plain {
		if want := plain[i] / 3; linear[i] != want {
			t.Errorf("linear inv_freq[%d] = %g, want %g", i, linear[i], want)
		}
		if dynamic[i] != plain[i] {
			t.Errorf("dynamic inv_freq[%d] = %g, want %g", i, dynamic[i], plain[i])
		}
	}
}
