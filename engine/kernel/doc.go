// Package kernel holds the CPU numeric kernels behind the StableHLO
// interpreter: matrix products against bf16/f16/f32 and int8/q4 weights,
// attention-sized f32 products, dot products and float conversions, all
// run on a persistent worker Pool.
//
// # Layouts
//
// Weights are in the Hugging Face [out,in] row-major layout, so the central
// operation is MatMulT: dst[m×n] = x[m×k]·wᵀ with w n×k. Both operands are
// then contiguous along k, which makes every output a dot product of two
// contiguous rows; no weight transpose is ever needed.
//
// # Paths
//
// On amd64 the kernels are Go assembly: with AVX-512 (F, VL, BW) all of
// them; with only AVX2, FMA and F16C the decode kernels and conversions
// (larger m then reuses them row by row instead of the AVX-512 tile).
// Elsewhere, or when built with the purego tag, portable Go loops with the
// same structure are used. bf16 and f16 weights are read as 16-bit values
// and widened in registers, so decode (m = 1) streams each weight byte
// exactly once; with bf16 weights on AVX-512 it reads a chunk of rows as
// four long sequential streams (its four quarters) with software prefetch,
// because mapped checkpoint pages are 4 KiB and the hardware prefetchers
// stop at every page border. For m >= 8 on AVX-512 a panel of weight rows,
// sized for L2, is swept by a 6×4 register-blocked FMA kernel (six x rows
// against four weight rows), k in blocks of 8192 (one block for every
// Llama-3.2-1B product: its x rows stream from L2); bf16 weights are read
// in place and widened in registers, other dtypes are widened once into a
// per-worker f32 scratch buffer, and while a worker sweeps one panel it
// prefetches the weights of the one it will likely take next. Rows of
// the scratch and of x's copy are padded by a cache line, because rows a
// power of two apart would share L1 sets. A last partial block of rows
// moves back to overlap the one before, recomputing a few outputs to the
// same values.
//
// The batched f32 products sweep an operand whose batch matrices interleave
// row by row (the kv heads of a slot-major KV cache) in blocks of rows with
// every batch per block, so that decode attention reads the cache once in
// address order; see sweep.go.
//
// # Determinism
//
// Every output element of MatMulT is computed by the same arithmetic whatever
// m, n, the pool size or the scheduling, so the rows of a prefill product are
// bit-identical to the same rows computed one at a time during decode. The
// order is: 16 partial sums over the first k&^15 elements (k&^31 for bf16
// weights), folded with a fixed tree (partial sum l with l+8, then l+4, l+2,
// l+1), then the remaining elements added in order. For f32 and f16 weights
// partial sum l accumulates x[p]·w[p] for p ≡ l (mod 16) in increasing p.
// For bf16 weights it accumulates, for each block t of 32 elements, the
// product at 32t+2l and then the one at 32t+2l+1: that order lets raw bf16
// pairs be widened with a shift and a mask instead of a shuffle, which is
// what keeps decode at memory bandwidth.
//
// DotF32 and DotBF16 use the f32 order, so DotBF16 equals DotF32 of the
// widened values but not, in general, a bf16 MatMulT output.
//
// MatMulT, MatMulTBatched and DotF32 give bit-identical results on AVX2
// and AVX-512 (both fuse multiply-add in the same order); the portable path
// does not fuse, so it agrees with them only to rounding. The same holds
// for MatMul and MatMulBatched. DotBF16 has no AVX2 kernel and uses the
// portable loop there.
//
// MatMul (a·b with b k×n) accumulates each output element as one sequential
// chain over p, again independent of m, n and scheduling.
//
// # Quantized weights
//
// int8 weights (dtype.I8) hold one f32 scale per row; q4 weights
// (dtype.I4) hold two 4-bit values a byte, element 2j in the low nibble
// of byte j, and one f16 scale per group of 32 elements of a row (see
// package quant). Every weight is used as the graphs state it: the value
// w = f32(q)·s rounded to f32, then the product x·w enters the
// accumulation exactly as an f32 weight of that value would. No term is
// re-associated: an int8 output is bit for bit MatMulT's output for the
// f32 matrix of dequantized weights (the f32 order), and a q4 output sums
// in the q4 order, on every path and for every m: per block of 32, lane l
// takes element l/2 + 8·(l mod 2) of the first half of 16 and then the
// same element of the second half (x is stored in that order).
//
// On AVX-512 the values are widened in registers: int8 by VPMOVSXBD and
// VCVTDQ2PS, then one VMULPS by the row's scale; q4 by looking each nibble
// up in the group's table f32(int4(u))·s for u = 0..15, built with one
// VMULPS per group (each product of a 4-bit value and an f16 scale is
// exact in f32, and VMULPS rounds it as the graph's multiply would in any
// case), indexed by VPERMPS, which reads the low four bits of each dword.
// The indices come from eight bytes broadcast to every qword and shifted
// by a per-lane count (VPSRLVD), which is where the q4 order comes from:
// on Zen 5 the broadcast runs in the load unit and the shift beside the
// FMAs, where a VPMOVZXBD would take a third slot on the ports the
// lookups and FMAs share (the decode kernel gained 9% in L2). Decode
// reads four streams of rows prefetched 2048 bytes ahead, like bf16;
// prefill widens each panel row into the f32 scratch in the q4 order and
// runs the same 6×4 tiles. The portable loops compute the same terms
// without fused multiply-adds.
//
// # bf16 compute
//
// MatMulTBF16 and MatMulTsBF16 compute x·wᵀ with both operands rounded to
// bf16 (round to nearest even; bf16 operands are used as they are) and the
// products summed in f32: the arithmetic of AVX512_BF16's VDPBF16PS, which
// does two multiply-adds per instruction where f32 FMA does one. Rows are
// padded with zeros to a multiple of 32 elements. Every output element
// is computed in one order, whatever m, n, the pool size or the path:
// 16 lane sums from +0; for each block t of 32 elements in increasing t,
// lane l adds the product of elements 32t+2l+1, then that of elements
// 32t+2l, each addition rounded to f32 once (the product of two bf16
// values is exact); bf16 denormals are read as zero and an f32 denormal
// sum is flushed to zero, as the instruction always does (MXCSR plays no
// part); then the lanes fold with the tree above (l with l+8, l+4, l+2,
// l+1). That odd-before-even order inside each pair is the instruction's,
// measured here to hold on AMD Zen 5 as on Intel's definition.
//
// With AVX512_BF16 the kernels are assembly (bf16dp_amd64.s, written by
// mkbf16dp.go because Go's assembler lacks the instruction). For m >= 8,
// 6×4 tiles of VDPBF16PS (six x rows against four weight rows) sweep a
// panel of weight rows, prefetching the next and with a last partial
// block of rows overlapping the one before, as in f32 compute; a tile's
// 24 lane sets fold four at a time with the same additions as a single
// fold, and the rows and columns the tiles leave over go through the
// one-row kernels. Decode reads the weights as four
// sequential streams. bf16 weights whose rows are a multiple of 32 are
// read in place; f32 and f16 weights, and shorter rows, are rounded into
// scratch a panel or a group of rows at a time.
//
// Quantized weights in bf16 compute are the graphs' f32 values f32(q)·s
// rounded to bf16 by VCVTNE2PS2BF16 (round to nearest even, an f32
// denormal to zero), on every path: prefill rounds a panel into scratch,
// decode dequantizes and rounds each block of 32 in registers as it
// streams the rows (int8 rows a multiple of 64 long, q4 of 512; others
// go through scratch). q4 has an order of its own in bf16 compute: in
// each whole line of 128 elements (64 bytes, four groups), block j of 32
// holds at word w element 4w + j, nibble j of the line's word w; the
// blocks after a row's last whole line hold, per half of 16, element
// 4·(w mod 4) + w/4 at word w. Lane l adds the product of the element at
// word 2l+1 and then the one at word 2l. q4 rows, and the x rows they
// multiply, are packed in it because that is how the nibbles are looked
// up as bf16 values without a shuffle to gather them: a line is loaded
// once, each block's nibbles are its words shifted by 4j, and one VPERMI2W
// per block reads them across the four groups' tables, which two
// VCVTNE2PS2BF16 round to bf16 (one per pair of tables). Looking f32
// values up would take two VPERMPS per block before their conversion;
// the per-block form that the last blocks use needs two broadcasts, one
// merged under a mask, and a conversion per table. On Zen 4 the line form
// raised the decode kernel from 55 to 64 G weights/s in L2. See
// bf16quant.go.
// Elsewhere a portable loop emulates the instruction lane by lane and
// gives the same bits, slowly.
package kernel
