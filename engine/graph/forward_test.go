package graph

import (
	"math"
	"math/rand/v2"
	"testing"

	"xlachat/engine/model"
)

// refModel is a direct float64 Llama forward pass written from the Hugging
// Face definition, with no cache and no padding, to check the graphs.
type refModel struct {
	cfg model.Config
	w   map[string][]float64
}

func (m refModel) matvec(name string, x []float64, out int) []float64 {
	w := m.w[name]
	in := len(x)
	y := make([]float64, out)
	for o := range y {
		for i := range x {
			y[o] += w[o*in+i] * x[i]
		}
	}
	return y
}

func (m refModel) rmsNorm(name string, x []float64) []float64 {
	ss := 0.0
	for _, v := range x {
		ss += v * v
	}
	r := 1 / math.Sqrt(ss/float64(len(x))+m.cfg.RMSNormEps)
	y := make([]float64, len(x))
	for i, v := range x {
		y[i] = m.w[name][i] * v * r
	}
	return y
}

// rope rotates one head vector at position pos (rotate_half convention).
func (m refModel) rope(x []float64, pos int) {
	d := len(x)
	for i := range d / 2 {
		a := float64(pos) * refInvFreq(i, d, m.cfg.RopeTheta, m.cfg.RopeScaling)
		x1, x2 := x[i], x[i+d/2]
		x[i] = x1*math.Cos(a) - x2*math.Sin(a)
		x[i+d/2] = x2*math.Cos(a) + x1*math.Sin(a)
	}
}

// logits returns the next-token logits after tokens.
func (m refModel) logits(tokens []int) []float64 {
	c := m.cfg
	hd, g := c.HeadDim, c.NumAttentionHeads/c.NumKeyValueHeads
	xs := make([][]float64, len(tokens))
	for t, tok := range tokens {
		xs[t] = append([]float64(nil), m.w["model.embed_tokens.weight"][tok*c.HiddenSize:(tok+1)*c.HiddenSize]...)
	}
	for l := range c.NumHiddenLayers {
		p := "model.layers." + itoa(l) + "."
		qs, ks, vs := make([][]float64, len(xs)), make([][]float64, len(xs)), make([][]float64, len(xs))
		for t, x := range xs {
			h := m.rmsNorm(p+"input_layernorm.weight", x)
			qs[t] = m.matvec(p+"self_attn.q_proj.weight", h, c.NumAttentionHeads*hd)
			ks[t] = m.matvec(p+"self_attn.k_proj.weight", h, c.NumKeyValueHeads*hd)
			vs[t] = m.matvec(p+"self_attn.v_proj.weight", h, c.NumKeyValueHeads*hd)
			for hh := range c.NumAttentionHeads {
				m.rope(qs[t][hh*hd:(hh+1)*hd], t)
			}
			for hh := range c.NumKeyValueHeads {
				m.rope(ks[t][hh*hd:(hh+1)*hd], t)
			}
		}
		for t := range xs {
			o := make([]float64, c.NumAttentionHeads*hd)
			for hh := range c.NumAttentionHeads {
				kv := hh / g
				q := qs[t][hh*hd : (hh+1)*hd]
				scores := make([]float64, t+1)
				mx := math.Inf(-1)
				for j := range scores {
					for i := range hd {
						scores[j] += q[i] * ks[j][kv*hd+i]
					}
					scores[j] /= math.Sqrt(float64(hd))
					mx = math.Max(mx, scores[j])
				}
				sum := 0.0
				for j := range scores {
					scores[j] = math.Exp(scores[j] - mx)
					sum += scores[j]
				}
				for j := range scores {
					for i := range hd {
						o[hh*hd+i] += scores[j] / sum * vs[j][kv*hd+i]
					}
				}
			}
			attn := m.matvec(p+"self_attn.o_proj.weight", o, c.HiddenSize)
			for i := range attn {
				xs[t][i] += attn[i]
			}
			h := m.rmsNorm(p+"post_attention_layernorm.weight", xs[t])
			gate := m.matvec(p+"mlp.gate_proj.weight", h, c.IntermediateSize)
			up := m.matvec(p+"mlp.up_proj.weight", h, c.IntermediateSize)
			for i := range gate {
				gate[i] = gate[i] / (1 + math.Exp(-gate[i])) * up[i]
			}
			down := m.matvec(p+"mlp.down_proj.weight", gate, c.HiddenSize)
			for i := range down {
				xs[t][i] += down[i]
			}
		}
	}
	h := m.rmsNorm("model.norm.weight", xs[len(xs)-1])
	head := "lm_head.weight"
	if c.TieWordEmbeddings {
		head = "model.embed_tokens.weight"
	}
	return m.matvec(head, h, c.VocabSize)
}

// randomWeights fills every weight with values representable in dtype.
func randomWeights(cfg model.Config, dt model.DType, r *rand.Rand) map[string][]float64 {
	w := map[string][]float64{}
	for _, s := range weightSpecs(cfg) {
		vals := make([]float64, product(s.Shape))
		for i := range vals {
			v := r.NormFloat64()
			if len(s.Shape) == 1 {
				v = 1 + 0.2*v // norm weights sit near 1
			} else if s.Name != "model.embed_tokens.weight" {
				v /= math.Sqrt(float64(s.Shape[1]))
			}
			vals[i] = roundTo(v, dt)
		}
		w[s.Name] = vals
	}
	return w
}

func roundTo(v float64, dt model.DType) float64 {
	f := float32(v)
	if dt == model.BF16 {
		return float64(math.Float32frombits(math.Float32bits(f) &^ 0xFFFF))
	}
	return float64(f)
}

func argmaxOf(xs []float64) int {
	best := 0
	for i, x := range xs {
		if x > xs[best] {
			best = i
		}
	}
	return best
}

// call is one engine call in a scenario: a prefill chunk (decode false)
// or one decode step, covering seq[start:start+n].
type call struct {
	decode   bool
	start, n int
}

// TestForward runs each tiny graph through the test evaluator across
// chunked prefill (padded and full buckets) and decode steps, threading
// the caches, and compares every result with refModel on the whole prefix.
// The caches start full of large finite garbage, so any read of a masked or
// stale slot would show.
func TestForward(t *testing.T) {
	for _, c := range tinyCases() {
		set := emitTiny(t, c)
		cfg := set.Config
		r := rand.New(rand.NewPCG(1, uint64(len(c.dir))))
		ref := refModel{cfg: cfg, w: randomWeights(cfg, c.opts.WeightDType, r)}
		seq := make([]int, c.opts.Capacity)
		for i := range seq {
			seq[i] = r.IntN(cfg.VocabSize)
		}
		b := c.opts.Bucket
		calls := []call{{false, 0, b - 1}, {true, b - 1, 1}, {false, b, b}, {false, 2 * b, 1}, {true, 2*b + 1, 1}, {true, 2*b + 2, 1}}
		for _, logits := range []bool{false, true} {
			runScenario(t, c, set, ref, seq, calls, logits)
		}
	}
}

func runScenario(t *testing.T, c tinyCase, set *Set, ref refModel, seq []int, calls []call, logits bool) {
	t.Helper()
	cfg, d := set.Config, newDims(set.Config, set.Options, 1)
	var weights []tensor
	for _, s := range weightSpecs(cfg) {
		weights = append(weights, tensor{shape: s.Shape, elem: d.wdt, data: ref.w[s.Name]})
	}
	r := rand.New(rand.NewPCG(2, 3))
	caches := make([]tensor, 2*d.L)
	for i := range caches {
		caches[i] = tensor{shape: []int{d.C, d.KVH, d.HD}, elem: "f32", data: make([]float64, d.C*d.KVH*d.HD)}
		for j := range caches[i].data {
			caches[i].data[j] = f32(1000 * r.NormFloat64())
		}
	}
	for _, cl := range calls {
		name := Prefill
		args := append([]tensor(nil), weights...)
		if cl.decode {
			name = DecodeStep
			args = append(args, scalar(seq[cl.start]), scalar(cl.start))
		} else {
			toks := tensor{shape: []int{c.opts.Bucket}, elem: "i32", data: make([]float64, c.opts.Bucket)}
			for i := range toks.data {
				toks.data[i] = 5 // padding
				if i < cl.n {
					toks.data[i] = float64(seq[cl.start+i])
				}
			}
			args = append(args, toks, scalar(cl.start), scalar(cl.n))
		}
		if logits {
			name += "_logits"
		}
		out, err := evalModule(set.Text[name], append(args, caches...))
		if err != nil {
			t.Fatalf("%s/%s: %v", c.dir, name, err)
		}
		caches = out[1:]
		want := ref.logits(seq[:cl.start+cl.n])
		if logits {
			checkLogits(t, c.dir, string(name), cl, out[0].data, want)
		} else if got := int(out[0].data[0]); got != argmaxOf(want) {
			t.Errorf("%s/%s at %d+%d: token %d, want %d", c.dir, name, cl.start, cl.n, got, argmaxOf(want))
		}
	}
}

func checkLogits(t *testing.T, dir, name string, cl call, got, want []float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s/%s: %d logits, want %d", dir, name, len(got), len(want))
	}
	for i := range got {
		if math.Abs(got[i]-want[i]) > 1e-3*(1+math.Abs(want[i])) {
			t.Errorf("%s/%s at %d+%d: logit[%d] = %g, want %g", dir, name, cl.start, cl.n, i, got[i], want[i])
			return
		}
	}
}

func scalar(v int) tensor { return tensor{elem: "i32", data: []float64{float64(v)}} }
