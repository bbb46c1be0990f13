package refexec

import (
	"xlachat/engine/dtype"
	"xlachat/engine/kernel"
)

// This file is the seam to the matrix kernels: engine/kernel for the
// layouts it supports (contiguous weights, single-batch-dimension strided
// f32 products), plain Go loops split over all cores for the rest.

// matmuler runs products on a persistent worker pool, with scratch
// memory from the program's arena.
type matmuler struct {
	pool    *kernel.Pool
	workers int
	owned   bool // the pool was made for this program: close stops it
	arena   *Arena
}

// newMatmuler runs on pool, or on a pool of its own when pool is nil.
func newMatmuler(pool *kernel.Pool, arena *Arena) *matmuler {
	owned := pool == nil
	if owned {
		pool = kernel.NewPool(0)
	}
	return &matmuler{pool: pool, workers: pool.Workers(), owned: owned, arena: arena}
}

func (m *matmuler) close() {
	if m.owned {
		m.pool.Close()
	}
}

// kernelWeights views w's first n elements as kernel weights.
func kernelWeights(w weightRows, n int) kernel.Weights {
	switch w.dt {
	case dtype.F32:
		return kernel.Weights{DType: dtype.F32, F32: w.f32[:n]}
	case dtype.I8, dtype.I4:
		return quantWeights(w, n)
	}
	return kernel.Weights{DType: w.dt, U16: w.u16[:n]}
}

// parallelMinWork is the number of multiply-adds below which a product runs
// on the calling goroutine: smaller ones cost less than a hand-off.
const parallelMinWork = 1 << 15

// parallel splits [0,n) into contiguous ranges run on the pool when work
// (in multiply-adds or comparable units) is large enough.
func (m *matmuler) parallel(n, work int, fn func(lo, hi int)) {
	if work < parallelMinWork || m.workers <= 1 || n < 2 {
		fn(0, n)
		return
	}
	m.pool.Parallel(n, fn)
}

// weightRows is a read-only operand in f32 or as bf16/f16 bit patterns,
// starting at element off; or a fused dequantization's quantized values
// with their scales, always read whole from element 0.
type weightRows struct {
	dt    dtype.DType
	f32   []float32
	u16   []uint16
	i8    []int8
	i4    []byte
	quant *quantView
	k     int // row length of a quantized operand
}

func rowsOf(t *Tensor) weightRows {
	w := weightRows{dt: t.DType, f32: t.F32, u16: t.U16, i8: t.I8, i4: t.I4, quant: t.quant}
	if t.quant != nil {
		w.k = t.Shape[len(t.Shape)-1]
	}
	return w
}

// quantWeights views the first n elements (whole rows) of a quantized
// operand as kernel weights with their scales.
func quantWeights(w weightRows, n int) kernel.Weights {
	rows := n / w.k
	sc := w.quant.scales
	if w.dt == dtype.I8 {
		return kernel.Weights{DType: dtype.I8, I8: w.i8[:n], Scales: sc.F32[:rows]}
	}
	return kernel.Weights{DType: dtype.I4, I4: w.i4[:n/2], Scales16: sc.U16[:rows*(w.k/w.quant.group)]}
}

func (w weightRows) at(off int) weightRows {
	if w.dt == dtype.F32 {
		w.f32 = w.f32[off:]
	} else {
		w.u16 = w.u16[off:]
	}
	return w
}

// matmulT computes dst[i*n+j] = Σ_p x[i*ldx+p] · w[j*ldw+p] for i < m,
// j < n, p < k.
func (mm *matmuler) matmulT(dst, x []float32, ldx, m, k int, w weightRows, ldw, n int) {
	mm.parallel(n, m*n*k, func(lo, hi int) {
		for j := lo; j < hi; j++ {
			for i := range m {
				xi := x[i*ldx : i*ldx+k]
				var s float32
				switch w.dt {
				case dtype.F32:
					s = dotF32(xi, w.f32[j*ldw:j*ldw+k])
				case dtype.BF16:
					s = dotBF16(xi, w.u16[j*ldw:j*ldw+k])
				default:
					s = dotF16(xi, w.u16[j*ldw:j*ldw+k])
				}
				dst[i*n+j] = s
			}
		}
	})
}

// matmulN computes dst[i*n+j] = Σ_p x[i*ldx+p] · w[p*ldw+j]: the rhs rows
// run along n, so each output row accumulates scaled rhs rows.
func (mm *matmuler) matmulN(dst, x []float32, ldx, m, k int, w weightRows, ldw, n int) {
	mm.parallel(n, m*n*k, func(lo, hi int) {
		for i := range m {
			row := dst[i*n+lo : i*n+hi]
			clear(row)
			for p := range k {
				a := x[i*ldx+p]
				off := p*ldw + lo
				switch w.dt {
				case dtype.F32:
					ws := w.f32[off : off+len(row)]
					for j := range row {
						row[j] += float32(a * ws[j])
					}
				case dtype.BF16:
					ws := w.u16[off : off+len(row)]
					for j := range row {
						row[j] += float32(a * bf16ToF32(ws[j]))
					}
				default:
					ws := w.u16[off : off+len(row)]
					for j := range row {
						row[j] += float32(a * f16ToF32(ws[j]))
					}
				}
			}
		}
	})
}

// The explicit float32 conversions in these loops round each product
// before it is added: without them the compiler may fuse the multiply and
// add (it does on arm64, and on amd64 built for GOAMD64=v3), and the
// results would depend on the build.

func dotF32(x, w []float32) float32 {
	var s0, s1, s2, s3 float32
	w = w[:len(x)]
	i := 0
	for ; i+4 <= len(x); i += 4 {
		s0 += float32(x[i] * w[i])
		s1 += float32(x[i+1] * w[i+1])
		s2 += float32(x[i+2] * w[i+2])
		s3 += float32(x[i+3] * w[i+3])
	}
	for ; i < len(x); i++ {
		s0 += float32(x[i] * w[i])
	}
	return (s0 + s1) + (s2 + s3)
}

func dotBF16(x []float32, w []uint16) float32 {
	var s0, s1, s2, s3 float32
	w = w[:len(x)]
	i := 0
	for ; i+4 <= len(x); i += 4 {
		s0 += float32(x[i] * bf16ToF32(w[i]))
		s1 += float32(x[i+1] * bf16ToF32(w[i+1]))
		s2 += float32(x[i+2] * bf16ToF32(w[i+2]))
		s3 += float32(x[i+3] * bf16ToF32(w[i+3]))
	}
	for ; i < len(x); i++ {
		s0 += float32(x[i] * bf16ToF32(w[i]))
	}
	return (s0 + s1) + (s2 + s3)
}

func dotF16(x []float32, w []uint16) float32 {
	var s float32
	for i, a := range x {
		s += float32(a * f16ToF32(w[i]))
	}
	return s
}
