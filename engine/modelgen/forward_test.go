package modelgen

import (
	"math"
	"strconv"
	"testing"

	"xlachat/engine/model"
)

// refModel is a naive float32 Llama forward pass, here only to check that
// generated weights give varied greedy output. It recomputes the whole
// sequence every step; fine for tiny models and short sequences.
type refModel struct {
	cfg     model.Config
	w       map[string][]float32
	invFreq []float64
}

func loadRef(t *testing.T, m *model.Model) *refModel {
	t.Helper()
	r := &refModel{cfg: m.Config, w: make(map[string][]float32)}
	names := []string{"lm_head.weight"}
	for _, s := range model.WeightSpecs(m.Config) {
		names = append(names, s.Name)
	}
	for _, n := range names {
		tn, err := m.Tensor(n)
		if err != nil {
			t.Fatal(err)
		}
		r.w[n] = tn.Float32s()
	}
	r.invFreq = invFreq(m.Config)
	return r
}

// halfToFloat widens one IEEE half through the model package's decoder.
func halfToFloat(h uint16) float32 {
	return model.Tensor{DType: model.F16, Data: []byte{byte(h), byte(h >> 8)}}.Float32s()[0]
}

// invFreq applies Llama 3's rope scaling: low frequencies are divided by
// the factor, high ones kept, and the band between interpolated.
func invFreq(cfg model.Config) []float64 {
	half := cfg.HeadDim / 2
	f := make([]float64, half)
	for i := range f {
		f[i] = math.Pow(cfg.RopeTheta, -float64(2*i)/float64(cfg.HeadDim))
		rs := cfg.RopeScaling
		if rs == nil {
			continue
		}
		old := float64(rs.OriginalMaxPositionEmbeddings)
		wavelen := 2 * math.Pi / f[i]
		switch {
		case wavelen < old/rs.HighFreqFactor:
		case wavelen > old/rs.LowFreqFactor:
			f[i] /= rs.Factor
		default:
			smooth := (old/wavelen - rs.LowFreqFactor) / (rs.HighFreqFactor - rs.LowFreqFactor)
			f[i] = (1-smooth)*f[i]/rs.Factor + smooth*f[i]
		}
	}
	return f
}

func matVec(w []float32, x []float32) []float32 {
	in := len(x)
	out := make([]float32, len(w)/in)
	for o := range out {
		var s float32
		row := w[o*in : (o+1)*in]
		for i, v := range x {
			s += row[i] * v
		}
		out[o] = s
	}
	return out
}

func rmsNorm(x, w []float32, eps float64) []float32 {
	var ss float64
	for _, v := range x {
		ss += float64(v) * float64(v)
	}
	scale := float32(1 / math.Sqrt(ss/float64(len(x))+eps))
	out := make([]float32, len(x))
	for i, v := range x {
		out[i] = v * scale * w[i]
	}
	return out
}

// rope rotates each head's (i, i+half) pairs, Hugging Face's rotate_half
// layout.
func (r *refModel) rope(v []float32, pos int) {
	hd := r.cfg.HeadDim
	half := hd / 2
	for h := 0; h < len(v)/hd; h++ {
		x := v[h*hd : (h+1)*hd]
		for i := range half {
			s, c := math.Sincos(float64(pos) * r.invFreq[i])
			a, b := float64(x[i]), float64(x[i+half])
			x[i], x[i+half] = float32(a*c-b*s), float32(b*c+a*s)
		}
	}
}

// logits returns the next-token logits after tokens.
func (r *refModel) logits(tokens []int) []float32 {
	cfg := r.cfg
	h, hd := cfg.HiddenSize, cfg.HeadDim
	emb := r.w["model.embed_tokens.weight"]
	xs := make([][]float32, len(tokens))
	for t, id := range tokens {
		xs[t] = append([]float32(nil), emb[id*h:(id+1)*h]...)
	}
	for l := range cfg.NumHiddenLayers {
		p := "model.layers." + strconv.Itoa(l) + "."
		qs, ks, vs := make([][]float32, len(xs)), make([][]float32, len(xs)), make([][]float32, len(xs))
		for t, x := range xs {
			n := rmsNorm(x, r.w[p+"input_layernorm.weight"], cfg.RMSNormEps)
			qs[t], ks[t], vs[t] = matVec(r.w[p+"self_attn.q_proj.weight"], n), matVec(r.w[p+"self_attn.k_proj.weight"], n), matVec(r.w[p+"self_attn.v_proj.weight"], n)
			r.rope(qs[t], t)
			r.rope(ks[t], t)
		}
		group := cfg.NumAttentionHeads / cfg.NumKeyValueHeads
		for t := range xs {
			attn := make([]float32, cfg.NumAttentionHeads*hd)
			for head := range cfg.NumAttentionHeads {
				kv := head / group
				q := qs[t][head*hd : (head+1)*hd]
				scores := make([]float64, t+1)
				maxS := math.Inf(-1)
				for s := 0; s <= t; s++ {
					var d float64
					for i, qv := range q {
						d += float64(qv) * float64(ks[s][kv*hd+i])
					}
					scores[s] = d / math.Sqrt(float64(hd))
					maxS = math.Max(maxS, scores[s])
				}
				var sum float64
				for s := range scores {
					scores[s] = math.Exp(scores[s] - maxS)
					sum += scores[s]
				}
				for s := range scores {
					for i := range hd {
						attn[head*hd+i] += float32(scores[s] / sum * float64(vs[s][kv*hd+i]))
					}
				}
			}
			o := matVec(r.w[p+"self_attn.o_proj.weight"], attn)
			for i := range o {
				xs[t][i] += o[i]
			}
			n := rmsNorm(xs[t], r.w[p+"post_attention_layernorm.weight"], cfg.RMSNormEps)
			g, u := matVec(r.w[p+"mlp.gate_proj.weight"], n), matVec(r.w[p+"mlp.up_proj.weight"], n)
			for i := range g {
				g[i] = g[i] / (1 + float32(math.Exp(-float64(g[i])))) * u[i]
			}
			d := matVec(r.w[p+"mlp.down_proj.weight"], g)
			for i := range d {
				xs[t][i] += d[i]
			}
		}
	}
	last := rmsNorm(xs[len(xs)-1], r.w["model.norm.weight"], cfg.RMSNormEps)
	return matVec(r.w["lm_head.weight"], last)
}

func (r *refModel) greedy(prompt []int, n int) []int {
	toks := append([]int(nil), prompt...)
	for range n {
		lg := r.logits(toks)
		best := 0
		for i, v := range lg {
			if v > lg[best] {
				best = i
			}
		}
		toks = append(toks, best)
	}
	return toks[len(prompt):]
}
