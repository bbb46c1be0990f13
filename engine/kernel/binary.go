package kernel

// BinaryOp is an element-wise f32 arithmetic operation. Each is one IEEE
// single-precision operation per element, correctly rounded, so the vector
// paths give the bits of the Go loops.
type BinaryOp uint8

// The operations, numbered as binary_amd64.s dispatches on them.
const (
	Add BinaryOp = iota
	Sub
	Mul
	Div
)

// BinaryF32 sets dst[i] = x[i] op y[i] for i < len(dst); x and y must be at
// least as long. dst may be x or y.
//
// The interpreter's element-wise ops run on activations between the matrix
// products (norms, rotary embedding, SiLU, residuals): a Go loop does one
// element per instruction, which made them a few percent of a 50-token
// prefill and of a decode step.
func BinaryF32(op BinaryOp, dst, x, y []float32) { binaryF32(op, dst, x, y, bestLevel) }

// BinaryScalarF32 sets dst[i] = x[i] op y for i < len(dst); x must be at
// least as long. dst may be x.
func BinaryScalarF32(op BinaryOp, dst, x []float32, y float32) {
	binaryScalarF32(op, dst, x, y, bestLevel)
}

func binaryF32(op BinaryOp, dst, x, y []float32, lv level) {
	n := len(dst)
	x, y = x[:n], y[:n]
	if op > Div {
		panic("kernel: unknown BinaryOp")
	}
	if lv == avx512 && n > 0 {
		binaryF32AVX512(&dst[0], &x[0], &y[0], n, op, false)
		return
	}
	switch op {
	case Add:
		for i := range dst {
			dst[i] = x[i] + y[i]
		}
	case Sub:
		for i := range dst {
			dst[i] = x[i] - y[i]
		}
	case Mul:
		for i := range dst {
			dst[i] = x[i] * y[i]
		}
	case Div:
		for i := range dst {
			dst[i] = x[i] / y[i]
		}
	}
}

func binaryScalarF32(op BinaryOp, dst, x []float32, y float32, lv level) {
	n := len(dst)
	x = x[:n]
	if op > Div {
		panic("kernel: unknown BinaryOp")
	}
	if lv == avx512 && n > 0 {
		binaryF32AVX512(&dst[0], &x[0], &y, n, op, true)
		return
	}
	switch op {
	case Add:
		for i := range dst {
			dst[i] = x[i] + y
		}
	case Sub:
		for i := range dst {
			dst[i] = x[i] - y
		}
	case Mul:
		for i := range dst {
			dst[i] = x[i] * y
		}
	case Div:
		for i := range dst {
			dst[i] = x[i] / y
		}
	}
}
