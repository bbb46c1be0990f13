// Package graph emits the StableHLO graphs of a Llama-family model as MLIR
// text, the contract between the model and both executors: the ref backend
// (a pure-Go StableHLO interpreter) and the xla backend (IREE, compiled with
// --iree-input-type=stablehlo). Both run exactly the text emitted here.
//
// # Functions
//
// Emit returns four modules for one model.Config and Options; each is a
// module named after its Function holding one public func.func @main:
//
//	prefill             (weights, tokens, start, len, caches) -> (token, caches)
//	decode_step         (weights, token, position, caches)    -> (token, caches)
//	prefill_logits      (weights, tokens, start, len, caches) -> (logits, caches)
//	decode_step_logits  (weights, token, position, caches)    -> (logits, caches)
//
// Arguments, in order (%arg0, %arg1, ...):
//
//   - every weight, in model.WeightSpecs order, with Hugging Face names and
//     [out, in] layouts, element type Options.WeightDType (f32, bf16, f16);
//     with a quantized weight dtype (i8 for int8, i4 for q4; see package
//     quant) each matrix is two arguments instead, its quantized values
//     [out, in] then its scales (int8: f32 [out]; q4: f16 [out, in/32]),
//     and each norm weight is f32. Set.WeightArgs lists them;
//   - prefill: tokens tensor<BUCKETxi32> (padded to the bucket), start
//     tensor<i32> (row i sits at absolute position start+i), len tensor<i32>
//     (number of real tokens, 1..BUCKET); decode: token tensor<i32>,
//     position tensor<i32>;
//   - the KV cache: for each layer l, k_l then v_l, each
//     tensor<CAPACITYxKVHxHDxf32>, slot-major [capacity, kv_heads, head_dim].
//
// Results: first the greedy next token tensor<i32> (or, for the _logits
// variants, the logits tensor<VOCABxf32> of the last real token: row len-1
// for prefill), then the updated caches in argument order (k_0, v_0, k_1,
// ...). The caller passes the returned caches to the next call.
//
// The engine guarantees start+BUCKET <= CAPACITY and position < CAPACITY.
// Prefill writes all BUCKET rows of K/V (padding rows included) at slots
// start..start+BUCKET-1; decode writes one row at slot position. Query row
// at absolute position p sees key slot j iff j <= p, so padding rows and
// stale slots beyond the current position never change a real result: the
// next call overwrites a slot before any query can see it. Cache contents
// must be finite (zeros to start with): a masked slot gets probability
// exactly 0, and 0 * Inf would be NaN.
//
// # Math
//
// Everything is computed in f32 unless Options.ComputeDType is bf16 or
// int8 (see Compute dtype below); weights are converted with stablehlo.convert where
// used (f32 weights are used directly), and quantized matrices are
// dequantized where used, W = f32(q)·s: for
// int8, multiply(convert(q), broadcast_in_dim(s, [0])); for q4 the same
// over the matrix reshaped to [out, in/32, 32] with the scales converted
// from f16 and broadcast along [0, 1], reshaped back to [out, in]. With x
// the hidden state [T, H] (T = BUCKET for prefill, 1 for decode):
//
//	embed:     x = convert(gather(embed_tokens, tokens))  rows gathered in
//	           the weight dtype, only the gathered rows converted (and,
//	           quantized, dequantized with their gathered scales)
//	rmsnorm:   y = w * (x * rsqrt(sum(x*x)/H + eps))      over the last axis
//	q, k, v:   q = y · Wq^T, reshaped [T, NH, HD]; k, v likewise [T, KVH, HD]
//	rope:      angle[t,i] = f32(start+t) * inv_freq[i], i < HD/2;
//	           with halves x1 = x[..., :HD/2], x2 = x[..., HD/2:]:
//	           x' = concat(x1*cos - x2*sin, x2*cos + x1*sin)  (rotate_half)
//	inv_freq:  1 / theta^(f32(2i)/f32(HD)), computed in float32 steps as in
//	           Hugging Face; llama3 rope_scaling then maps each f with
//	           wavelen = 2π/f: wavelen < orig/high: f; wavelen > orig/low:
//	           f/factor; otherwise, s = (orig/wavelen - low)/(high - low),
//	           (1-s)*f/factor + s*f. It is a constant of HD/2 elements.
//	cache:     k_l = dynamic_update_slice(k_l, k', start, 0, 0); v likewise
//	scores:    query head h = kv*G + g (G = NH/KVH) reads kv head kv;
//	           s[kv,t,g,j] = (q'[t,h] · k_l[j,kv]) * HD^-0.5
//	mask:      s = select(j <= start+t, s, -3.4028235e+38)
//	softmax:   p = exp(s - max_j s) / sum_j exp(s - max_j s)
//	attn:      o[t,h] = sum_j p[kv,t,g,j] * v_l[j,kv], reshaped [T, NH*HD]
//	residual:  x = x + o · Wo^T
//	mlp:       x = x + (silu(y·Wgate^T) * (y·Wup^T)) · Wdown^T,
//	           silu(z) = z * logistic(z), y = rmsnorm(x, post_attention_layernorm)
//	last:      prefill only: in the last layer, after its k, v and cache
//	           writes, the queries, attention, residual and mlp take only
//	           row len-1 of y and x (dynamic_slice), with that row's rope
//	           angle and mask row (position start+len-1): the other rows
//	           feed nothing from there on, and every op is row-wise or
//	           reads the cache, so the row's values are the same
//	head:      logits = rmsnorm(x[last], model.norm) · E^T, E = lm_head.weight
//	           or embed_tokens when tie_word_embeddings
//	token:     argmax(logits), ties to the lowest index
//
// # Compute dtype
//
// Options.ComputeDType f32 (the default; the bundled graphs) computes every
// product in f32 as above. bf16 changes exactly the weight products, the
// seven per layer (q, k, v, o, gate, up, down) and the LM head: their
// activations are converted to bf16 once per product input (q, k and v
// share one convert, gate and up another), their weights are converted to
// bf16 where used unless they are bf16 already (a quantized matrix is
// dequantized to f32 as above first, then converted, testdata/tiny_q4_bf16c),
// and stablehlo.dot_general
// takes the two bf16 operands and returns f32, so products of bf16 values
// are summed in f32:
//
//	%56 = "stablehlo.convert"(%55) : (tensor<4x8xf32>) -> tensor<4x8xbf16>
//	%75 = "stablehlo.convert"(%arg2) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
//	%76 = "stablehlo.dot_general"(%56, %75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<32x8xbf16>) -> tensor<4x32xf32>
//
// (from testdata/tiny_bf16c, f32 weights). Everything else stays f32: the
// embedding lookup, the norms, RoPE, the residual stream, the KV cache and
// attention's own products (q·k and p·v) with their softmax. Those are
// not weight products, they are about 1% of a prefill's arithmetic, and
// their operands (rotated keys, probabilities) would lose the most to
// rounding; internal/llamaref's ComputeDType rounds the same products, so
// graphs and reference agree on what bf16 compute means. The order of
// the f32 sums is the executor's: the ref backend's is documented in
// engine/kernel (bf16 compute); IREE chooses its own.
//
// int8 (dtype.I8, "int8" in the configuration) is valid with q4 and int8
// weights only, and changes the same products: their activations x [T, K]
// are rounded to int8 in groups of 32 along K (the q4 groups), each group
// with one f32 scale d = max|x|/127, and each group's 32 products with
// the weights' integers are summed exactly in i32, as llama.cpp's Q4_K ×
// Q8_K and Q8_0 × Q8_0 do; the group sums are then scaled in f32 by d and
// summed over the
// groups against the weights' scales. The quantization is emitted once
// per product input (shared as bf16's convert is), here the input of
// layer 0's k, v and q:
//
//	%63 = "stablehlo.reshape"(%62) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
//	%64 = "stablehlo.abs"(%63) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
//	%65 = "stablehlo.reduce"(%64, %49) ({
//	^bb0(%66: tensor<f32>, %67: tensor<f32>):
//	  %68 = "stablehlo.maximum"(%66, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
//	  "stablehlo.return"(%68) : (tensor<f32>) -> ()
//	}) {dimensions = array<i64: 2>} : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2xf32>
//	%70 = "stablehlo.divide"(%65, %69) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
//	%72 = "stablehlo.compare"(%70, %71) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
//	%74 = "stablehlo.select"(%72, %73, %70) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
//	%75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
//	%76 = "stablehlo.divide"(%63, %75) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
//	%77 = "stablehlo.round_nearest_even"(%76) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
//	%80 = "stablehlo.clamp"(%78, %77, %79) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
//	%81 = "stablehlo.convert"(%80) : (tensor<4x2x32xf32>) -> tensor<4x2x32xi8>
//
// (%49 is the scalar 0, %69 a splat of 127, %71 of 0, %73 of 1, %78 and
// %79 the scalars -127 and 127: a group of zeros divides by 1.) Then each product, on
// consecutive lines, here k_proj [32, 64] with its f16 scales [32, 2]:
//
//	%82 = "stablehlo.reshape"(%arg5) : (tensor<32x64xi4>) -> tensor<32x2x32xi4>
//	%83 = "stablehlo.convert"(%82) : (tensor<32x2x32xi4>) -> tensor<32x2x32xi8>
//	%84 = "stablehlo.dot_general"(%81, %83) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x4x32xi32>
//	%85 = "stablehlo.convert"(%84) : (tensor<2x4x32xi32>) -> tensor<2x4x32xf32>
//	%86 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x32xf32>
//	%87 = "stablehlo.multiply"(%85, %86) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
//	%88 = "stablehlo.transpose"(%87) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x32xf32>) -> tensor<32x4x2xf32>
//	%89 = "stablehlo.convert"(%arg6) : (tensor<32x2xf16>) -> tensor<32x2xf32>
//	%90 = "stablehlo.dot_general"(%88, %89) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x4x2xf32>, tensor<32x2xf32>) -> tensor<32x4xf32>
//	%91 = "stablehlo.transpose"(%90) {permutation = array<i64: 1, 0>} : (tensor<32x4xf32>) -> tensor<4x32xf32>
//
// (from testdata/tiny_q4_int8c). The ref executor fuses each product's
// chain, the quantization included, into one kernel that computes the
// same bits, so the ops, their order and their shapes are a contract
// (TestInt8ComputeChain pins them): d is f32(amax/127), x/d is rounded to
// f32 and then to an integer, ties to even, and t = f32(isum)·d is
// rounded before the f32 dot over the groups. The values the clamp and
// the select guard against (a group of zeros; a subnormal d) are
// matters of definition, not accuracy. In a prefill's last layer the
// query row is quantized again from the normed row rather than sliced
// out of the quantized rows: the values are the same, the chain stays
// whole. Everything that is f32 in f32 compute stays f32, as in bf16
// compute, and internal/llamaref's ComputeDType I8 rounds the
// activations the same way, so graphs and reference agree on what int8
// compute means up to f32 rounding; an activation that f32 rounding puts
// on the other side of an int8 rounding boundary moves by 1/127 of its
// group's largest element, which the forward tests' tolerance allows.
//
// # KV cache dtype
//
// Options.KVDType f32 (the default) keeps the caches in f32. bf16 and f16
// change only the caches' element type: each layer computes its keys
// (after RoPE) and values in f32 as before and converts them to the cache
// type right before dynamic_update_slice writes them, and attention
// converts each whole cache back to f32 before its two products, so the
// scores, softmax and probabilities·V stay f32 (testdata/tiny_kv_bf16):
//
//	%72 = "stablehlo.convert"(%71) : (tensor<4x2x8xf32>) -> tensor<4x2x8xbf16>
//	%73 = "stablehlo.convert"(%62) : (tensor<4x2x8xf32>) -> tensor<4x2x8xbf16>
//	%74 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
//	%75 = "stablehlo.dynamic_update_slice"(%arg23, %72, %arg21, %74, %74) : (tensor<16x2x8xbf16>, tensor<4x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
//	%76 = "stablehlo.dynamic_update_slice"(%arg24, %73, %arg21, %74, %74) : (tensor<16x2x8xbf16>, tensor<4x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
//	%77 = "stablehlo.convert"(%75) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
//	%78 = "stablehlo.convert"(%76) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
//
// Widening is exact, so the one change in meaning is that every key and
// value is rounded once, to nearest even, as it is stored: what llama.cpp's
// default f16 cache and Hugging Face's bf16 inference do. The converts
// back cost nothing on the ref backend, whose products read the 16-bit
// cache in place (engine/kernel's Half products). internal/llamaref's
// KVDType rounds the keys and values it keeps in the same way.
//
// # Text format
//
// The module and func.func use MLIR's custom form; every op in a body uses
// the generic form, attributes in a {...} dictionary:
//
//	%5 = "stablehlo.add"(%3, %4) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
//
// SSA names are %argN for function arguments and %N for everything else.
// Every name is defined once per function, region block arguments included
// (they are numbered %N like op results, so a reader can keep one flat
// symbol table). A two-result op is named %N:2 and its results used as %N#0
// and %N#1. Integer arrays are dense arrays, array<i64: 1, 2> (array<i64>
// when empty); index lists inside #stablehlo.dot and #stablehlo.gather are
// [1, 2] (possibly []). Float literals always carry a '.' and an exponent
// (1.0e+00, 9.99999974e-06, -3.4028235e+38) and are the shortest decimal
// that round-trips through float32; infinities are hex bit patterns
// (0xFF800000 is -inf). Each distinct constant is emitted once per
// function, at its first use in the top-level block, and shared by every
// later use (all layers); region bodies contain no constants. Lines are
// indented but readers should not rely on indentation.
//
// # Op inventory
//
// These are all the ops and attribute forms the emitter produces;
// TestOpInventory keeps the per-function list exact (prefill and
// prefill_logits use everything below but abs, round_nearest_even and
// clamp, which only int8 compute adds; the decode functions everything but
// dynamic_slice), and a 16-bit KV cache adds optimization_barrier in int8
// compute. Element types: f32 unless noted; weight arguments may be
// bf16, f16, i8 or i4 (with f32 or f16 scales); i32 for tokens, positions
// and indices; i1 for predicates; in int8 compute i8 operands and i32
// sums inside the weight products.
// Example lines are taken from testdata/tiny/prefill.mlir.
//
// stablehlo.constant: a splat of any shape (f32 or i32), or a 1-D f32
// list (inv_freq only):
//
//	%42 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
//	%47 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<4xf32>} : () -> tensor<4xf32>
//	%72 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
//	%91 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
//	%93 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
//	%8 = "stablehlo.constant"() {value = dense<[1.0e+00, 1.5431021e-01, 2.5199197e-02, 7.905695e-03]> : tensor<4xf32>} : () -> tensor<4xf32>
//
// stablehlo.iota (i32 only):
//
//	%17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x16xi32>
//
// stablehlo.convert: bf16, f16 or f32 to f32 (weights; f32 weights are
// never converted), i8 or i4 to f32 (quantized weights), i32 to f32
// (positions); in bf16 compute also f32 to bf16 (activations and f32
// weights) and f16 to bf16 (weights); in int8 compute also f32 to i8
// (the rounded activations, already integers within ±127), i4 to i8 (q4
// weights) and i32 to f32 (group sums): see Compute dtype. A convert of a float weight matrix
// always feeds the dot_general on the next line; a quantized matrix's
// dequantization (its convert, its scales' convert and broadcast, the
// multiply and, for q4, the reshapes) runs on consecutive lines ending in
// that dot_general (testdata/tiny_int8, testdata/tiny_q4 show both):
//
//	%2 = "stablehlo.convert"(%1) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
//	%6 = "stablehlo.convert"(%5) : (tensor<4xi32>) -> tensor<4xf32>
//
// stablehlo.reshape (f32, i32, and i4 in int8 compute; row-major, so only
// the shape changes):
//
//	%0 = "stablehlo.reshape"(%arg20) : (tensor<4xi32>) -> tensor<4x1xi32>
//	%77 = "stablehlo.reshape"(%76) : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
//
// stablehlo.broadcast_in_dim (f32, i32, i1; operand dimension i becomes
// result dimension broadcast_dimensions[i]; array<i64> for scalars):
//
//	%4 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
//	%9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<4x4xf32>
//	%20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<4x16xi1>) -> tensor<2x4x2x16xi1>
//
// stablehlo.transpose (result dimension i is operand dimension permutation[i]):
//
//	%108 = "stablehlo.transpose"(%107) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x4x2x8xf32>) -> tensor<4x2x2x8xf32>
//
// stablehlo.slice (strides always 1):
//
//	%79 = "stablehlo.slice"(%77) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
//
// stablehlo.concatenate (two operands):
//
//	%86 = "stablehlo.concatenate"(%82, %85) {dimension = 2 : i64} : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x8xf32>
//
// stablehlo.gather, only this form (embedding rows, in the weight dtype;
// out-of-range token ids are clamped into range as StableHLO specifies),
// and for int8 embeddings the same with offset_dims = [] and slice_sizes
// = array<i64: 1> for the 1-D scales:
//
//	%1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<32x8xbf16>, tensor<4x1xi32>) -> tensor<4x8xbf16>
//
// stablehlo.dynamic_slice (prefill only: row len-1 of the last layer's
// normed input and hidden state; start indices are clamped so the slice
// fits):
//
//	%166 = "stablehlo.dynamic_slice"(%148, %22, %72) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
//
// stablehlo.dynamic_update_slice (the cache write; start indices clamped
// so the update fits):
//
//	%73 = "stablehlo.dynamic_update_slice"(%arg23, %71, %arg21, %72, %72) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
//
// stablehlo.optimization_barrier (one operand; only int8 compute with a
// 16-bit KV cache, on the keys and values before they are rounded for the
// cache: a workaround for IREE 2024-07, which otherwise fuses the round
// into the projection's dispatch and fails to compile it; no value of its
// own, the ref executor reads it as a view).
//
// stablehlo.dot_general (f32, or in bf16 compute bf16 operands with an f32
// result for the weight products, or in int8 compute i8 operands with an
// i32 result for their group sums; batching lists may be empty, one
// contracting dimension each; result dimensions are batch, then lhs free,
// then rhs free, each in operand order):
//
//	%76 = "stablehlo.dot_general"(%56, %75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<4x32xf32>
//	%88 = "stablehlo.dot_general"(%87, %73) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x16xf32>
//	%107 = "stablehlo.dot_general"(%106, %74) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x8xf32>
//
// Elementwise binary ops, operands and result of one type: stablehlo.add
// (f32 and i32), subtract (f32 and scalar i32), multiply, divide, maximum
// (f32; maximum only inside reduce bodies):
//
//	%5 = "stablehlo.add"(%3, %4) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
//	%22 = "stablehlo.subtract"(%arg22, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
//	%106 = "stablehlo.divide"(%100, %105) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
//
// Elementwise unary ops (f32): stablehlo.rsqrt, exponential, logistic
// (1/(1+exp(-x))), cosine, sine, and in int8 compute abs and
// round_nearest_even (ties to even):
//
//	%51 = "stablehlo.rsqrt"(%50) : (tensor<4xf32>) -> tensor<4xf32>
//	%130 = "stablehlo.logistic"(%127) : (tensor<4x16xf32>) -> tensor<4x16xf32>
//
// stablehlo.compare: LE SIGNED on i32 (the mask); GT and EQ FLOAT on f32
// and LT SIGNED on i32 (argmax body); EQ FLOAT on f32 (int8 compute's
// zero scales):
//
//	%19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
//	%252 = "stablehlo.compare"(%248, %250) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
//
// stablehlo.select (predicate the same shape as the operands, which are
// f32, i32 or i1):
//
//	%92 = "stablehlo.select"(%20, %90, %91) : (tensor<2x4x2x16xi1>, tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
//	%255 = "stablehlo.select"(%253, %254, %252) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
//
// stablehlo.clamp (int8 compute only): f32, bounds first and last as
// StableHLO orders them (min, operand, max), the bounds scalars:
//
//	%80 = "stablehlo.clamp"(%78, %77, %79) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
//
// stablehlo.reduce over exactly one dimension, either one operand with a
// body of stablehlo.add or stablehlo.maximum, or two operands (the argmax,
// f32 values and i32 indices) with a body of compare and select; each
// body ends in stablehlo.return:
//
//	%43 = "stablehlo.reduce"(%41, %42) ({
//	^bb0(%44: tensor<f32>, %45: tensor<f32>):
//	  %46 = "stablehlo.add"(%44, %45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
//	  "stablehlo.return"(%46) : (tensor<f32>) -> ()
//	}) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
//
//	%247:2 = "stablehlo.reduce"(%245, %246, %93, %72) ({
//	^bb0(%248: tensor<f32>, %249: tensor<i32>, %250: tensor<f32>, %251: tensor<i32>):
//	  %252 = "stablehlo.compare"(%248, %250) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
//	  %253 = "stablehlo.compare"(%248, %250) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
//	  %254 = "stablehlo.compare"(%249, %251) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
//	  %255 = "stablehlo.select"(%253, %254, %252) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
//	  %256 = "stablehlo.select"(%255, %248, %250) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
//	  %257 = "stablehlo.select"(%255, %249, %251) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
//	  "stablehlo.return"(%256, %257) : (tensor<f32>, tensor<i32>) -> ()
//	}) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<32xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
//
// func.return, last line of the body:
//
//	"func.return"(%247#1, %73, %74, %164, %165) : (tensor<i32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> ()
//
// The argmax body keeps the (value, index) pair that is larger by value,
// then smaller by index (take_a = select(a == b, ia < ib, a > b)); that
// order is total, so any reduction order gives the same token. Block
// arguments are (accumulators..., elements...) in StableHLO's order, but
// the body is symmetric, so it does not matter which side is which.
//
// # Bundled graphs
//
// The modules for Llama-3.2-1B-Instruct with Options{Capacity: 2048,
// Bucket: 256, WeightDType: BF16} (f32 compute) ship in the binary
// (package assets); bf16 and int8 compute graphs are emitted when a model
// loads.
// Bundled returns them when a config and options match, and TestBundled
// checks that Emit reproduces them byte for byte
// (go test ./engine/graph -run TestBundled -update regenerates them).
package graph
