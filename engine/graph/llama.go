package graph

import (
	"math"

	"xlachat/engine/model"
)

// dims are the sizes one emitted function is built from.
type dims struct {
	H, I, L, NH, KVH, HD, V int
	C                       int    // cache capacity
	T                       int    // tokens per call: Bucket for prefill, 1 for decode
	wdt                     string // weight element type
	cdt                     string // element type of the weight products' activation operands (i8: int8 compute)
	kvdt                    string // element type of the KV cache
	eps                     float32
	invFreq                 []float32
	tied                    bool
}

func newDims(cfg model.Config, opts Options, t int) dims {
	return dims{
		H: cfg.HiddenSize, I: cfg.IntermediateSize, L: cfg.NumHiddenLayers,
		NH: cfg.NumAttentionHeads, KVH: cfg.NumKeyValueHeads, HD: headDim(cfg),
		V: cfg.VocabSize, C: opts.Capacity, T: t,
		wdt:     elemName(opts.WeightDType),
		cdt:     elemName(opts.ComputeDType),
		kvdt:    elemName(opts.KVDType),
		eps:     float32(cfg.RMSNormEps),
		invFreq: invFreq(cfg),
		tied:    cfg.TieWordEmbeddings,
	}
}

// layerWeights are one decoder layer's weight arguments.
type layerWeights struct {
	inNorm, q, k, v, o, postNorm, gate, up, down value
}

// weights are the weight arguments of a function, in WeightSpecs order.
type weights struct {
	embed  value
	layers []layerWeights
	norm   value
	head   value // embed when tied
}

// inputs are a function's arguments after the weights.
type inputs struct {
	tokens value // i32 [T]
	start  value // i32 scalar: position of row 0
	length value // i32 scalar: real rows (prefill only)
	cache  []value
}

// emitFunction builds one of the four modules.
func emitFunction(name Function, module string, cfg model.Config, opts Options, specs []model.WeightSpec) string {
	prefill := name == Prefill || name == PrefillLogits
	t := 1
	if prefill {
		t = opts.Bucket
	}
	d := newDims(cfg, opts, t)
	var args []value
	arg := func(typ tensorType) value {
		v := value{name: "%arg" + itoa(len(args)), typ: typ}
		args = append(args, v)
		return v
	}
	w := bindWeights(d, weightArgs(specs, opts.WeightDType), arg)
	f := newFn()
	in := declareInputs(f, d, prefill, arg)

	x := embedRows(f, w.embed, in.tokens) // [T,H] f32
	rot, pos := rope(f, d, in.start)
	mask := causalMask(f, d, pos)
	// Only the last real row's logits are wanted, and every op after the
	// last layer's K/V projections is row-wise or reads the cache, so from
	// there on a prefill computes that row alone (see lastRow).
	last := lastRow(f, d, in, prefill)
	newCache := make([]value, 0, 2*d.L)
	for l, lw := range w.layers {
		rows := lastRowQuery{} // every row
		if l == d.L-1 {
			rows = last
		}
		var kc, vc value
		x, kc, vc = layer(f, d, lw, x, rot, mask, in.start, in.cache[2*l], in.cache[2*l+1], rows)
		newCache = append(newCache, kc, vc)
	}
	if d.L == 0 {
		x = last.of(f, x)
	}
	out := f.reshape(linear(f, d, operand(f, d, rmsNorm(f, d, x, w.norm)), w.head), d.V)
	if name == Prefill || name == DecodeStep {
		out = f.argmax(out)
	}
	results := append([]value{out}, newCache...)
	return moduleText(module, args, results, f.body.String())
}

// declareInputs declares the step inputs and the caches; decode's scalar
// token becomes a one-row tokens vector so both paths share the body.
func declareInputs(f *fn, d dims, prefill bool, arg func(tensorType) value) inputs {
	var in inputs
	if prefill {
		in.tokens = arg(tensorOf("i32", d.T))
		in.start = arg(tensorOf("i32"))
		in.length = arg(tensorOf("i32"))
	} else {
		tok := arg(tensorOf("i32"))
		in.start = arg(tensorOf("i32"))
		in.tokens = f.reshape(tok, 1)
	}
	in.cache = make([]value, 2*d.L)
	for i := range in.cache {
		in.cache[i] = arg(tensorOf(d.kvdt, d.C, d.KVH, d.HD))
	}
	return in
}

// bindWeights declares the weight arguments (see WeightArgs) and returns
// one value per weight in WeightSpecs order, a quantized matrix's scales
// attached to its values.
func bindWeights(d dims, args []WeightArg, arg func(tensorType) value) weights {
	var vals []value
	for _, a := range args {
		v := arg(tensorOf(elemName(a.DType), a.Shape...))
		if a.Scales {
			vals[len(vals)-1].scale = &v
			continue
		}
		vals = append(vals, v)
	}
	w := weights{embed: vals[0]}
	for l := 0; l < d.L; l++ {
		p := vals[1+9*l:]
		w.layers = append(w.layers, layerWeights{
			inNorm: p[0], q: p[1], k: p[2], v: p[3], o: p[4],
			postNorm: p[5], gate: p[6], up: p[7], down: p[8],
		})
	}
	w.norm = vals[1+9*d.L]
	w.head = w.embed
	if !d.tied {
		w.head = vals[2+9*d.L]
	}
	return w
}

// weightF32 converts a norm weight to f32 where it is used (the norms
// compute in f32 in either compute dtype), and dequantizes a quantized
// matrix there (see dequantize); f32 weights are used as they are.
func weightF32(f *fn, w value) value {
	switch {
	case w.scale != nil:
		return dequantize(f, w, *w.scale)
	case w.typ.elem == "f32":
		return w
	}
	return f.convert(w, "f32")
}

// operand converts activations x to the weight products' operand type:
// nothing to do in f32 compute; in bf16 compute one convert, in int8
// compute the quantization of quantizeActivations. Every product reading
// x shares it (q, k and v; gate and up).
func operand(f *fn, d dims, x value) value {
	switch d.cdt {
	case "f32":
		return x
	case "i8":
		return quantizeActivations(f, x)
	}
	return f.convert(x, d.cdt)
}

// weightOperand converts a weight argument to the products' operand type
// right where it is used, so the convert feeds the consuming dot_general
// directly (the ref executor then reads the stored weight in place); a
// weight already of that type is used as it is.
func weightOperand(f *fn, d dims, w value) value {
	switch {
	case w.scale != nil && d.cdt == "f32":
		return dequantize(f, w, *w.scale)
	case w.scale != nil: // dequantized in f32 as always, then rounded
		return f.convert(dequantize(f, w, *w.scale), d.cdt)
	case w.typ.elem == d.cdt:
		return w
	}
	return f.convert(w, d.cdt)
}

// linear is x [T,in] times W^T for a Hugging Face [out,in] weight, x
// already an operand (see operand); the result is f32 [T,out] in every
// compute dtype.
func linear(f *fn, d dims, x, w value) value {
	if d.cdt == "i8" {
		return int8Linear(f, x, w)
	}
	return f.dot(x, weightOperand(f, d, w), nil, nil, []int{1}, []int{1})
}

// rmsNorm is (x * rsqrt(mean(x^2) + eps)) * w over the last axis of [T,H].
func rmsNorm(f *fn, d dims, x, w value) value {
	t := x.typ.shape[0]
	sq := f.mul(x, x)
	sum := f.reduce1(sq, f.constF(0), 1, "add")
	mean := f.div(sum, f.constF(float32(d.H), t))
	r := f.unary("rsqrt", f.add(mean, f.constF(d.eps, t)))
	normed := f.mul(x, f.broadcast(r, []int{0}, t, d.H))
	return f.mul(f.broadcast(weightF32(f, w), []int{1}, t, d.H), normed)
}

// rotation holds cos and sin of position*inv_freq broadcast once per
// function to the query and key head shapes [T, heads, HD/2].
type rotation struct {
	cosQ, sinQ, cosK, sinK value
}

// rope builds the rotation tables and returns them with the absolute
// positions start+i as i32 [T].
func rope(f *fn, d dims, start value) (rotation, value) {
	pos := f.add(f.iota(0, tensorOf("i32", d.T)), f.broadcast(start, []int{}, d.T))
	half := d.HD / 2
	p := f.broadcast(f.convert(pos, "f32"), []int{0}, d.T, half)
	freq := f.broadcast(f.constVec(d.invFreq), []int{1}, d.T, half)
	angle := f.mul(p, freq)
	cos, sin := f.unary("cosine", angle), f.unary("sine", angle)
	to := func(x value, heads int) value { return f.broadcast(x, []int{0, 2}, d.T, heads, half) }
	return rotation{to(cos, d.NH), to(sin, d.NH), to(cos, d.KVH), to(sin, d.KVH)}, pos
}

// applyRope rotates x [T,heads,HD] by rotate_half: with halves x1, x2 the
// result is [x1*cos - x2*sin, x2*cos + x1*sin], which is bit for bit
// x*cos + rotate_half(x)*sin since negation is exact.
func applyRope(f *fn, d dims, x, cos, sin value) value {
	half := d.HD / 2
	x1, x2 := f.sliceLast(x, 0, half), f.sliceLast(x, half, d.HD)
	lo := f.sub(f.mul(x1, cos), f.mul(x2, sin))
	hi := f.add(f.mul(x2, cos), f.mul(x1, sin))
	return f.concat(2, lo, hi)
}

// causalMask is i1 [KVH, T, G, C], the shape of the attention scores: key
// slot j is visible to row t iff j <= start+t. It is built once per
// function and shared by every layer.
func causalMask(f *fn, d dims, pos value) value {
	slots := f.iota(1, tensorOf("i32", d.T, d.C))
	p := f.broadcast(pos, []int{0}, d.T, d.C)
	visible := f.compare("LE", "SIGNED", slots, p)
	return f.broadcast(visible, []int{1, 3}, d.KVH, d.T, d.NH/d.KVH, d.C)
}

// layer is one decoder layer; it returns the new hidden state and caches.
// Every row's K/V go into the caches; the rest is computed for every row,
// or for the last real row alone when last is on (see lastRow).
func layer(f *fn, d dims, w layerWeights, x value, rot rotation, mask, start, kc, vc value, last lastRowQuery) (value, value, value) {
	normed := rmsNorm(f, d, x, w.inNorm)
	h := operand(f, d, normed)
	kc, vc = writeKV(f, d, w, h, rot, start, kc, vc)
	if last.on {
		d, rot, mask = last.d, last.rot, last.mask
	}
	attn := attend(f, d, w, last.operandOf(f, d, h, normed), rot, mask, kc, vc)
	return residualMLP(f, d, w, last.of(f, x), attn), kc, vc
}

// residualMLP adds the attention output attn [T, NH*HD] to x through the
// output projection, then the MLP of the post-attention norm.
func residualMLP(f *fn, d dims, w layerWeights, x, attn value) value {
	x = f.add(x, linear(f, d, operand(f, d, attn), w.o))
	return f.add(x, mlp(f, d, w, rmsNorm(f, d, x, w.postNorm)))
}

// lastRowQuery is what the last layer of a prefill needs to attend from
// its last real row only: that row's index, and the rotation and causal
// mask of its position, built as rope and causalMask build them for T = 1.
type lastRowQuery struct {
	on   bool // a prefill: else the last layer is a layer like the others
	d    dims // d with T = 1
	row  value
	rot  rotation
	mask value
}

// lastRow prepares lastRowQuery for a prefill. The rows before the last
// real one feed the logits only through the K/V they write; in the last
// layer nothing reads their queries, attention outputs or MLP, so computing
// them is 1/L of the prefill spent on nothing. Every op involved computes
// a row from that row alone, so the last row's values do not change.
func lastRow(f *fn, d dims, in inputs, prefill bool) lastRowQuery {
	if !prefill {
		return lastRowQuery{}
	}
	q := lastRowQuery{on: true, d: d, row: f.sub(in.length, f.constI(1))}
	q.d.T = 1
	var pos value
	q.rot, pos = rope(f, q.d, f.add(in.start, q.row))
	q.mask = causalMask(f, q.d, pos)
	return q
}

// of slices the last real row out of x [T, cols] when q is on.
func (q lastRowQuery) of(f *fn, x value) value {
	if !q.on {
		return x
	}
	return f.dynamicSlice(x, []value{q.row, f.constI(0)}, 1, x.typ.shape[1])
}

// operandOf is the queries' operand: h, the operand of every row of the
// normed input normed, or its last row when q is on. An int8 compute
// operand (values [T, groups, 32] and their scales) is not sliced but
// quantized afresh from normed's last row: quantization is row by row, so
// the values are the same, and every weight product keeps reading an
// operand built by the one chain quantizeActivations emits, which the
// ref executor matches whole.
func (q lastRowQuery) operandOf(f *fn, d dims, h, normed value) value {
	if q.on && d.cdt == "i8" {
		return operand(f, d, q.of(f, normed))
	}
	return q.of(f, h)
}

// writeKV projects h (already an operand) to this call's keys and values
// and writes them into the caches at start.
func writeKV(f *fn, d dims, w layerWeights, h value, rot rotation, start, kc, vc value) (value, value) {
	k := f.reshape(linear(f, d, h, w.k), d.T, d.KVH, d.HD)
	v := f.reshape(linear(f, d, h, w.v), d.T, d.KVH, d.HD)
	k = applyRope(f, d, k, rot.cosK, rot.sinK)
	if d.kvdt != "f32" { // rounded once, as stored; see Options.KVDType
		if d.cdt == "i8" {
			// IREE 2024-07 fuses the convert into the dispatch of the
			// projection's group sums and then fails to compile it
			// ("'vector.mask' op expects a 'vector<16x1xi1>' mask").
			k, v = f.barrier(k), f.barrier(v)
		}
		k, v = f.convert(k, d.kvdt), f.convert(v, d.kvdt)
	}
	zero := f.constI(0)
	return f.dynamicUpdateSlice(kc, k, []value{start, zero, zero}),
		f.dynamicUpdateSlice(vc, v, []value{start, zero, zero})
}

// attend projects h (already an operand) to queries and attends over every
// visible slot of the caches. It returns [T, NH*HD].
func attend(f *fn, d dims, w layerWeights, h value, rot rotation, mask, kc, vc value) value {
	g := d.NH / d.KVH
	if d.kvdt != "f32" { // widened exactly; the ref executor reads the cache in place
		kc, vc = f.convert(kc, "f32"), f.convert(vc, "f32")
	}
	q := f.reshape(linear(f, d, h, w.q), d.T, d.NH, d.HD)
	q = applyRope(f, d, q, rot.cosQ, rot.sinQ)
	// Query head kv*G+g reads kv head kv: split NH into [KVH, G].
	q4 := f.reshape(q, d.T, d.KVH, g, d.HD)
	scores := f.dot(q4, kc, []int{1}, []int{1}, []int{3}, []int{2}) // [KVH,T,G,C]
	shape := []int{d.KVH, d.T, g, d.C}
	scores = f.mul(scores, f.constF(float32(math.Pow(float64(d.HD), -0.5)), shape...))
	scores = f.sel(mask, scores, f.constF(-math.MaxFloat32, shape...))
	probs := softmax(f, scores)
	out := f.dot(probs, vc, []int{0}, []int{1}, []int{3}, []int{0}) // [KVH,T,G,HD]
	out = f.transpose(out, 1, 0, 2, 3)
	return f.reshape(out, d.T, d.NH*d.HD)
}

// softmax normalises over the last axis of a rank-4 tensor:
// exp(x - max) / sum(exp(x - max)).
func softmax(f *fn, x value) value {
	shape := x.typ.shape
	m := f.reduce1(x, f.constF(float32(math.Inf(-1))), 3, "maximum")
	e := f.unary("exponential", f.sub(x, f.broadcast(m, []int{0, 1, 2}, shape...)))
	s := f.reduce1(e, f.constF(0), 3, "add")
	return f.div(e, f.broadcast(s, []int{0, 1, 2}, shape...))
}

// mlp is down(silu(gate(h)) * up(h)) with silu(x) = x * logistic(x).
func mlp(f *fn, d dims, w layerWeights, h value) value {
	h = operand(f, d, h)
	gate := linear(f, d, h, w.gate)
	up := linear(f, d, h, w.up)
	act := f.mul(gate, f.unary("logistic", gate))
	return linear(f, d, operand(f, d, f.mul(act, up)), w.down)
}
