//go:build amd64 && !purego

package kernel

// binaryF32AVX512 sets dst[i] = x[i] op y[i] for i < n (n >= 1), or
// x[i] op *y when scalar is set; op must be a BinaryOp.
//
//go:noescape
func binaryF32AVX512(dst, x, y *float32, n int, op BinaryOp, scalar bool)
