// Package refexec is a pure-Go interpreter for StableHLO modules in the
// generic MLIR text form, the CPU ("ref") backend of xlachat. It runs the
// same text the IREE backend compiles, so both backends share one graph
// definition.
//
// Compile parses a module (package xlachat/engine/mlir), type-checks every
// op against its declared types and makes a plan:
//
//   - dead ops are dropped; constants and iotas are materialised once,
//     except splat constants read only by element-wise ops, compare and
//     select, which stay a single element read as a scalar;
//   - reshape is a view of its operand's memory;
//   - a convert from a bf16/f16 value to f32 whose only readers are
//     dot_generals is never materialised: the product reads the 16-bit
//     values directly, so weights stay in their stored type across calls;
//   - likewise the dequantization of an int8 or q4 weight argument
//     (convert, broadcast scales, multiply; see dequant.go) whose result
//     only weight products read becomes a view of the quantized values and
//     their scales, and the kernels dequantize in registers, computing
//     x·(f32(q)·s) term by term as the graph states;
//   - the chain an int8 compute graph writes for each product with a q4
//     or int8 weight (the activations rounded to int8 per group of 32, the integer
//     products per group, their scaling and the dot over the groups) runs
//     as one kernel.MatMulTQ8 call, which never materialises the per-group
//     sums (see q8dot.go);
//   - a dot_general of two bf16 operands with an f32 result (a bf16
//     compute graph's weight product) in the x·wᵀ layout runs on the
//     kernel's bf16 products, and a convert to bf16 read only by such
//     products is never materialised: the kernel rounds the f32
//     activations, and f32 or f16 weights, itself (see bf16dot.go);
//   - a dynamic_update_slice whose operand is not read afterwards writes in
//     place; when the operand is an argument and the update flows to a
//     result (a KV cache), Run returns the argument's own *Tensor and
//     Donated lists it;
//   - intermediate buffers are assigned by liveness and kept across calls,
//     so repeated Runs (the decode loop) allocate only their small results;
//     they live in an Arena, which Programs that never run at the same time
//     (a session's graphs) share, so that a session holds the largest
//     Program's intermediates rather than the sum of all of them;
//   - attention reads only the filled KV slots: the chain the emitter writes
//     from the scores product through the masked softmax to the
//     probabilities·V product is recognised, the select-softmax part runs
//     as one step, and on each Run both products and the softmax are
//     bounded by the last slot the mask shows to any query row. Masked
//     slots have probability exactly 0, so the result is the same as over
//     the whole cache (see attention.go for the one signed-zero caveat);
//   - weight products that read the same input (q, k and v; gate and up)
//     run as one step, one parallel loop over all their rows.
//
// Products go to engine/kernel (bf16/f16 weights read directly; strided
// batched f32 products for attention read the KV cache in place), with
// portable loops for other layouts and for integer products (intdot.go).
// One-operand reduces whose body is a single add, multiply, maximum or
// minimum, and the emitter's two-operand argmax body, run as native
// loops; other bodies are interpreted per element. Large element-wise ops are split over the worker pool.
//
// Semantics follow the StableHLO specification: dynamic_slice,
// dynamic_update_slice and gather clamp start indices into range;
// float-to-integer convert truncates toward zero (NaN gives 0 and
// out-of-range values saturate, which the spec leaves to the
// implementation); f32-to-bf16/f16 rounds to nearest even; integer
// division by zero gives -1 as in XLA. Element-wise float ops compute in
// float64 and round once to the result type. A float dot_general
// accumulates in f32; an integer one (i8, i32 or i64 operands of one
// type, as the int8 compute graphs' products of i8 activations and
// weights, and an i32 or i64 result) sums exactly in the result type,
// wrapping on overflow (two's complement) as XLA does, and mixed float
// and integer operands are rejected. reduce folds elements in increasing
// index order starting from the init value.
package refexec
