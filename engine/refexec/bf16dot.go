package refexec

import (
	"xlachat/engine/dtype"
	"xlachat/engine/kernel"
)

// This file runs the products of bf16 compute graphs: a dot_general of two
// bf16 operands with an f32 result. In the plain weight-product layout
// (no batch dimensions, rows contiguous along the contraction) it goes to
// the kernel's bf16 products, which round their operands themselves: the
// converts to bf16 that feed it (activations, f32 or f16 weights, and
// fused dequantizations, see dequant.go) are left lazy, so a weight is
// read in its stored type and no bf16 copy of anything is made. Other
// layouts read materialised bf16 operands through the f32 paths, whose f32
// sums of the exact products are the same arithmetic in another order.

// bf16Product reports whether d is a bf16 compute product: both operands
// bf16, the result f32.
func bf16Product(lhs, rhs, out *value) bool {
	return lhs.dt == dtype.BF16 && rhs.dt == dtype.BF16 && out.dt == dtype.F32
}

// plainT reports whether d is x·wᵀ with x's rows and w's rows contiguous
// along the contraction: the layout of every weight product.
func (d *dotPlan) plainT() bool {
	return len(d.batchShape) == 0 && d.k > 0 && !d.lhs.canon && !d.rhs.canon && d.rhs.kStr == 1 &&
		(d.lhs.fStr == d.k || d.m == 1) && (d.rhs.fStr == d.k || d.n == 1)
}

// bf16Plain reports whether the product runs on the kernel's bf16
// products, reading its operands in whatever float type they arrive.
func (d *dotPlan) bf16Plain() bool { return d.bf16 && d.plainT() }

// operandWeights views the first n elements of a float tensor, or of a
// fused dequantization's view, as a kernel operand.
func operandWeights(t *Tensor, n int) kernel.Weights {
	return kernelWeights(rowsOf(t), n)
}

// lazyBF16Reader reports whether step s reads v, a convert to bf16, only
// as an operand of a bf16 product that rounds it itself.
func lazyBF16Reader(s *step, v *value) bool {
	switch {
	case s.op.Name == "stablehlo.dot_general":
		return s.dot != nil && s.dot.bf16Plain()
	case s.op.Name == siblingsOp:
		return s.bf16 && s.ins[0] == v
	}
	return false
}
