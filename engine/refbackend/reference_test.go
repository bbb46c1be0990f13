package refbackend

import (
	"encoding/binary"
	"fmt"
	"math"

	"xlachat/engine/model"
)

// reference is an independent Llama forward pass written plainly for
// tests: float64 arithmetic, loops over the Hugging Face weights, nothing
// shared with the graph emitter or the interpreter. It keeps its own K/V
// lists and processes tokens one at a time, which is mathematically the
// single-pass causal forward of LlamaForCausalLM.
type reference struct {
	cfg     model.Config
	w       map[string][]float64
	invFreq []float64
	k, v    [][][]float64 // [layer][position][kvHeads*headDim]
}

func newReference(m *model.Model) (*reference, error) {
	r := &reference{cfg: m.Config, w: map[string][]float64{}}
	for _, s := range model.WeightSpecs(m.Config) {
		t, err := m.Tensor(s.Name)
		if err != nil {
			return nil, err
		}
		r.w[s.Name] = toFloat64(t)
	}
	if _, ok := r.w["lm_head.weight"]; !ok {
		r.w["lm_head.weight"] = r.w["model.embed_tokens.weight"]
	}
	r.invFreq = ropeInvFreq(m.Config)
	r.k = make([][][]float64, m.Config.NumHiddenLayers)
	r.v = make([][][]float64, m.Config.NumHiddenLayers)
	return r, nil
}

func toFloat64(t model.Tensor) []float64 {
	n := len(t.Data) / map[model.DType]int{model.F32: 4, model.F16: 2, model.BF16: 2}[t.DType]
	out := make([]float64, n)
	for i := range out {
		switch t.DType {
		case model.F32:
			out[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(t.Data[4*i:])))
		case model.BF16:
			out[i] = float64(math.Float32frombits(uint32(binary.LittleEndian.Uint16(t.Data[2*i:])) << 16))
		case model.F16:
			out[i] = halfToFloat64(binary.LittleEndian.Uint16(t.Data[2*i:]))
		}
	}
	return out
}

func halfToFloat64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * frac * math.Pow(2, -24)
	case 31:
		if frac == 0 {
			return sign * math.Inf(1)
		}
		return math.NaN()
	}
	return sign * (1 + frac/1024) * math.Pow(2, float64(exp-15))
}

// ropeInvFreq follows transformers' default and llama3 rope init.
func ropeInvFreq(c model.Config) []float64 {
	d := c.HeadDim
	inv := make([]float64, d/2)
	for i := range inv {
		inv[i] = 1 / math.Pow(c.RopeTheta, float64(2*i)/float64(d))
	}
	s := c.RopeScaling
	if s == nil {
		return inv
	}
	old := float64(s.OriginalMaxPositionEmbeddings)
	lowWavelen := old / s.LowFreqFactor
	highWavelen := old / s.HighFreqFactor
	for i, f := range inv {
		wavelen := 2 * math.Pi / f
		switch {
		case wavelen < highWavelen:
		case wavelen > lowWavelen:
			inv[i] = f / s.Factor
		default:
			smooth := (old/wavelen - s.LowFreqFactor) / (s.HighFreqFactor - s.LowFreqFactor)
			inv[i] = (1-smooth)*f/s.Factor + smooth*f
		}
	}
	return inv
}

// matVec returns W·x for W stored [out, in] row-major.
func matVec(w, x []float64, out int) []float64 {
	in := len(x)
	y := make([]float64, out)
	for o := range y {
		row := w[o*in : (o+1)*in]
		var s float64
		for i, xi := range x {
			s += row[i] * xi
		}
		y[o] = s
	}
	return y
}

func rmsNorm(x, w []float64, eps float64) []float64 {
	var ss float64
	for _, v := range x {
		ss += v * v
	}
	scale := 1 / math.Sqrt(ss/float64(len(x))+eps)
	y := make([]float64, len(x))
	for i, v := range x {
		y[i] = v * scale * w[i]
	}
	return y
}

// rope rotates each head of x (heads×headDim) for position pos, in the
// half-split layout of transformers' rotate_half.
func (r *reference) rope(x []float64, heads, pos int) {
	d := r.cfg.HeadDim
	for h := 0; h < heads; h++ {
		v := x[h*d : (h+1)*d]
		for i := 0; i < d/2; i++ {
			c, s := math.Cos(float64(pos)*r.invFreq[i]), math.Sin(float64(pos)*r.invFreq[i])
			a, b := v[i], v[i+d/2]
			v[i], v[i+d/2] = a*c-b*s, b*c+a*s
		}
	}
}

// step feeds token at the next position and returns the logits, or nil
// when they are not wanted (prompt tokens before the last).
func (r *reference) step(token int32, wantLogits bool) []float64 {
	c := r.cfg
	H := c.HiddenSize
	x := append([]float64(nil), r.w["model.embed_tokens.weight"][int(token)*H:(int(token)+1)*H]...)
	for l := 0; l < c.NumHiddenLayers; l++ {
		p := fmt.Sprintf("model.layers.%d.", l)
		h := rmsNorm(x, r.w[p+"input_layernorm.weight"], c.RMSNormEps)
		attn := r.attention(l, p, h)
		for i := range x {
			x[i] += attn[i]
		}
		h = rmsNorm(x, r.w[p+"post_attention_layernorm.weight"], c.RMSNormEps)
		gate := matVec(r.w[p+"mlp.gate_proj.weight"], h, c.IntermediateSize)
		up := matVec(r.w[p+"mlp.up_proj.weight"], h, c.IntermediateSize)
		for i, g := range gate {
			gate[i] = g / (1 + math.Exp(-g)) * up[i]
		}
		down := matVec(r.w[p+"mlp.down_proj.weight"], gate, H)
		for i := range x {
			x[i] += down[i]
		}
	}
	if !wantLogits {
		return nil
	}
	x = rmsNorm(x, r.w["model.norm.weight"], c.RMSNormEps)
	return matVec(r.w["lm_head.weight"], x, c.VocabSize)
}

func (r *reference) attention(l int, p string, h []float64) []float64 {
	c := r.cfg
	d, nh, kvh := c.HeadDim, c.NumAttentionHeads, c.NumKeyValueHeads
	pos := len(r.k[l])
	q := matVec(r.w[p+"self_attn.q_proj.weight"], h, nh*d)
	k := matVec(r.w[p+"self_attn.k_proj.weight"], h, kvh*d)
	v := matVec(r.w[p+"self_attn.v_proj.weight"], h, kvh*d)
	r.rope(q, nh, pos)
	r.rope(k, kvh, pos)
	r.k[l] = append(r.k[l], k)
	r.v[l] = append(r.v[l], v)
	out := make([]float64, nh*d)
	scale := 1 / math.Sqrt(float64(d))
	for head := 0; head < nh; head++ {
		kv := head / (nh / kvh)
		qh := q[head*d : (head+1)*d]
		scores := make([]float64, pos+1)
		maxScore := math.Inf(-1)
		for j := range scores {
			kj := r.k[l][j][kv*d : (kv+1)*d]
			var s float64
			for i := range qh {
				s += qh[i] * kj[i]
			}
			scores[j] = s * scale
			maxScore = math.Max(maxScore, scores[j])
		}
		var sum float64
		for j := range scores {
			scores[j] = math.Exp(scores[j] - maxScore)
			sum += scores[j]
		}
		oh := out[head*d : (head+1)*d]
		for j, s := range scores {
			vj := r.v[l][j][kv*d : (kv+1)*d]
			for i := range oh {
				oh[i] += s / sum * vj[i]
			}
		}
	}
	return matVec(r.w[p+"self_attn.o_proj.weight"], out, c.HiddenSize)
}

// greedy runs the prompt and then n greedy tokens; ties go to the lowest
// index, as the graphs' argmax does.
func (r *reference) greedy(prompt []int32, n int) []int32 {
	var logits []float64
	for i, t := range prompt {
		logits = r.step(t, i == len(prompt)-1)
	}
	out := make([]int32, 0, n)
	for len(out) < n {
		best := 0
		for i, v := range logits {
			if v > logits[best] {
				best = i
			}
		}
		out = append(out, int32(best))
		if len(out) < n {
			logits = r.step(int32(best), true)
		}
	}
	return out
}
