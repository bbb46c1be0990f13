package kernel

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/internal/emulated"
)

var edgeSizes = []int{1, 7, 8, 9, 15, 16, 17, 63, 64, 65}

// poolSizes are the worker counts the sweeps run each product with, to
// hold the results to the same bits: one, two and five, but on the
// emulated AVX2-only CPU (see TestOnAVX2OnlyCPU) one and five, more than
// there are CPUs.
func poolSizes() []int {
	if emulated.Child() {
		return []int{1, 5}
	}
	return []int{1, 2, 5}
}

// sparseSweeps reports whether the heaviest sweeps take fewer sizes: on
// the emulated AVX2-only CPU (see TestOnAVX2OnlyCPU), where each AVX2
// instruction costs a hundred times as much, and under the race detector,
// which checks the pool's goroutines and slows the tests' Go reference
// loops tenfold. Both follow a plain run that swept every size.
func sparseSweeps() bool { return emulated.Child() || raceEnabled }

// thinned reports whether a sweep over three or more dimensions of at
// least n sizes each leaves out the combination at indices idx (one per
// dimension): never, but in sparse sweeps (sparseSweeps) all but one in
// n, keeping those whose indices sum to a multiple of n. Every size of
// one dimension then still meets every size of each other one: for any
// two, some size of a third makes the sum.
func thinned(n int, idx ...int) bool {
	if !sparseSweeps() {
		return false
	}
	s := 0
	for _, i := range idx {
		s += i
	}
	return s%n != 0
}

// aloneRows are the rows of an m-row product that the tests compute again
// alone, one row being the decode path, to hold them to the product bit
// for bit: every row, but in sparse sweeps (sparseSweeps) every fourth
// and the last, each being the same single-row product again.
func aloneRows(m int) []int {
	step := 1
	if sparseSweeps() {
		step = 4
	}
	var rows []int
	for i := 0; i < m; i += step {
		rows = append(rows, i)
	}
	if rows[len(rows)-1] != m-1 {
		rows = append(rows, m-1)
	}
	return rows
}

func randF32(r *rand.Rand, n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(r.NormFloat64())
	}
	return v
}

// splitRow stores x into dst in the split layout, spelled out: the
// reference the tests hold splitLayout to.
func splitRow(dst, x []float32) {
	k32 := len(x) >> 5
	for b := 0; b < k32*32; b += 32 {
		xs, ds := (*[32]float32)(x[b:b+32]), (*[32]float32)(dst[b:b+32])
		for l := range 16 {
			ds[l] = xs[2*l]
			ds[16+l] = xs[2*l+1]
		}
	}
	copy(dst[k32*32:len(x)], x[k32*32:])
}

// randWeights returns n random weights in dtype d and their exact f32 values.
func randWeights(r *rand.Rand, d dtype.DType, n int) (Weights, []float32) {
	f := randF32(r, n)
	switch d {
	case dtype.BF16:
		u := make([]uint16, n)
		F32ToBF16(u, f)
		bf16ToF32(f, u, portable)
		return Weights{DType: dtype.BF16, U16: u}, f
	case dtype.F16:
		u := make([]uint16, n)
		f32ToF16(u, f, portable)
		f16ToF32(f, u, portable)
		return Weights{DType: dtype.F16, U16: u}, f
	}
	return Weights{DType: dtype.F32, F32: f}, f
}

// checkClose compares got to a float64 reference with a tolerance for f32
// reassociation: relative 1e-6 per term of the sum of |products|. format
// and args name the output, formatted only when it fails: the sweeps
// check millions of outputs, and naming each one took a fifth of their
// time.
func checkClose(t *testing.T, got float32, want, absSum float64, k int, format string, args ...any) {
	t.Helper()
	tol := 1e-6*float64(k)*absSum + 1e-30
	if d := math.Abs(float64(got) - want); !(d <= tol) {
		t.Fatalf("%s: got %v, want %v (diff %g, tol %g)", fmt.Sprintf(format, args...), got, want, d, tol)
	}
}

func naiveT(x []float32, m, k int, w []float32, n int) (ref, abs []float64) {
	ref, abs = make([]float64, m*n), make([]float64, m*n)
	for i := range m {
		for j := range n {
			for p := range k {
				v := float64(x[i*k+p]) * float64(w[j*k+p])
				ref[i*n+j] += v
				abs[i*n+j] += math.Abs(v)
			}
		}
	}
	return
}

func TestMatMulT(t *testing.T) {
	p := NewPool(3)
	defer p.Close()
	r := rand.New(rand.NewPCG(3, 4))
	ms := []int{1, 2, 3, 4, 7, 8, 9, 17, 65}
	for _, d := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16} {
		for im, m := range ms {
			for ik, k := range edgeSizes {
				for in, n := range edgeSizes {
					if thinned(3, im, ik, in) {
						continue
					}
					x := randF32(r, m*k)
					w, wf := randWeights(r, d, n*k)
					ref, abs := naiveT(x, m, k, wf, n)
					for _, asm := range paths() {
						dst := make([]float32, m*n+1)
						dst[m*n] = 42
						p.matMulT(dst[:m*n], x, m, k, w, n, asm)
						if dst[m*n] != 42 {
							t.Fatalf("wrote past dst")
						}
						for i := range m * n {
							checkClose(t, dst[i], ref[i], abs[i], k, "%v %s m=%d k=%d n=%d [%d]", d, asm, m, k, n, i)
						}
					}
				}
			}
		}
	}
}

// TestMatMulTLargeK covers k blocking of the prefill tiles and k tails
// past the lane groups.
func TestMatMulTLargeK(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(13, 14))
	for _, d := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16} {
		for _, k := range []int{512, 513, 1000, 1056, 2048 + 31, 8192 + 512 + 31} {
			for _, m := range []int{1, 9} {
				n := 19
				x := randF32(r, m*k)
				w, wf := randWeights(r, d, n*k)
				ref, abs := naiveT(x, m, k, wf, n)
				for _, asm := range paths() {
					dst := make([]float32, m*n)
					p.matMulT(dst, x, m, k, w, n, asm)
					for i := range dst {
						checkClose(t, dst[i], ref[i], abs[i], k, "%v %s m=%d k=%d [%d]", d, asm, m, k, i)
					}
				}
			}
		}
	}
}

// TestMatMulTRowIndependence checks the documented determinism: a row of a
// many-row product equals the same row computed alone, bit for bit, for
// every pool size. On the emulated AVX2-only CPU (see TestOnAVX2OnlyCPU)
// the products have 17 rows, enough for k = 8192+32 to take x in blocks
// (xBlockRows) as 37 do.
func TestMatMulTRowIndependence(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	m, n := 37, 53
	if emulated.Child() {
		m = 17
	}
	for _, d := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16} {
		// 1056, 2048 and 8192+32: the in-place bf16 tiles, the last over
		// two k blocks (and on AVX2 the bf16 rows kernel's k blocks, for
		// two groups of x rows, against the same row alone).
		for _, k := range []int{64, 100, 1056, 2048, 2048 + 7, 8192 + 32} {
			x := randF32(r, m*k)
			w, _ := randWeights(r, d, n*k)
			for _, asm := range paths() {
				var first []float32
				for _, workers := range poolSizes() {
					p := NewPool(workers)
					all := make([]float32, m*n)
					p.matMulT(all, x, m, k, w, n, asm)
					for _, i := range aloneRows(m) {
						row := make([]float32, n)
						p.matMulT(row, x[i*k:(i+1)*k], 1, k, w, n, asm)
						for j := range n {
							if math.Float32bits(row[j]) != math.Float32bits(all[i*n+j]) {
								t.Fatalf("%v %s k=%d workers=%d: row %d col %d: alone %v, in batch %v",
									d, asm.String(), k, workers, i, j, row[j], all[i*n+j])
							}
						}
						// The single-dot helpers give the same value too.
						var got float32
						switch d {
						case dtype.F32:
							got = dotF32(x[i*k:(i+1)*k], w.F32[:k], asm)
						case dtype.BF16:
							xs := make([]float32, k)
							splitRow(xs, x[i*k:(i+1)*k])
							got = dotBF16Split(xs, w.U16, asm)
						default:
							got = dotW(x[i*k:(i+1)*k], w, 0, asm)
						}
						if got != all[i*n] {
							t.Fatalf("%v %s: single dot %v != %v", d, asm.String(), got, all[i*n])
						}
					}
					if first == nil {
						first = all
					} else {
						for i := range all {
							if math.Float32bits(first[i]) != math.Float32bits(all[i]) {
								t.Fatalf("%v %s k=%d: result depends on pool size", d, asm.String(), k)
							}
						}
					}
					p.Close()
				}
			}
		}
	}
}

func TestDot(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, k := range append([]int{0, 2, 31, 32, 33, 1000}, edgeSizes...) {
		a := randF32(r, k)
		w, wf := randWeights(r, dtype.BF16, k)
		var ref, abs, refB, absB float64
		for i := range k {
			ref += float64(a[i]) * float64(a[i])
			abs += float64(a[i]) * float64(a[i])
			refB += float64(a[i]) * float64(wf[i])
			absB += math.Abs(float64(a[i]) * float64(wf[i]))
		}
		checkClose(t, DotF32(a, a), ref, abs, k, "DotF32 k=%d", k)
		checkClose(t, DotBF16(a, w.U16), refB, absB, k, "DotBF16 k=%d", k)
		if DotBF16(a, w.U16) != DotF32(a, wf) {
			t.Fatalf("DotBF16 != DotF32 of widened values, k=%d", k)
		}
		for _, asm := range paths() {
			checkClose(t, dotF32(a, wf, asm), refB, absB, k, "dotF32 %s", asm)
		}
	}
}

func TestMatMul(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(9, 10))
	for im, m := range []int{1, 2, 5, 17} {
		for ik, k := range edgeSizes {
			for in, n := range append([]int{127, 128, 129, 200}, edgeSizes...) {
				if thinned(3, im, ik, in) {
					continue
				}
				a, b := randF32(r, m*k), randF32(r, k*n)
				for _, asm := range paths() {
					dst := make([]float32, m*n+1)
					dst[m*n] = 42
					p.matMul(dst[:m*n], a, b, m, k, n, asm)
					if dst[m*n] != 42 {
						t.Fatalf("wrote past dst")
					}
					for i := range m {
						for j := range n {
							var ref, abs float64
							for q := range k {
								v := float64(a[i*k+q]) * float64(b[q*n+j])
								ref += v
								abs += math.Abs(v)
							}
							checkClose(t, dst[i*n+j], ref, abs, k, "%s m=%d k=%d n=%d (%d,%d)", asm, m, k, n, i, j)
						}
					}
					// Row independence.
					row := make([]float32, n)
					p.matMul(row, a[(m-1)*k:], b, 1, k, n, asm)
					for j := range n {
						if row[j] != dst[(m-1)*n+j] {
							t.Fatalf("MatMul row depends on m")
						}
					}
				}
			}
		}
	}
}

func TestBatchedStrided(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(11, 12))
	const batch, m, k, n = 3, 5, 64, 37
	// Operands live inside larger buffers with padding between rows and
	// matrices, as heads of a KV cache do.
	x := Mat{Data: randF32(r, 2000), Off: 3, Batch: 5 * 70, Row: 70}
	w := Mat{Data: randF32(r, 30000), Off: 7, Batch: 9000, Row: 128}
	d := Mat{Data: make([]float32, 800), Off: 1, Batch: 5 * 40, Row: 40}
	v := Mat{Data: randF32(r, 30000), Off: 2, Batch: 7000, Row: 100} // k×n for MatMulBatched
	for _, asm := range paths() {
		p.matMulTBatched(batch, m, k, n, d, x, w, asm)
		for b := range batch {
			for i := range m {
				for j := range n {
					var ref, abs float64
					for q := range k {
						pr := float64(x.Data[x.Off+b*x.Batch+i*x.Row+q]) * float64(w.Data[w.Off+b*w.Batch+j*w.Row+q])
						ref += pr
						abs += math.Abs(pr)
					}
					checkClose(t, d.Data[d.Off+b*d.Batch+i*d.Row+j], ref, abs, k, "MatMulTBatched %s", asm)
				}
			}
		}
		a := x // m×k view
		p.matMulBatched(batch, m, k, n, d, a, v, asm)
		for b := range batch {
			for i := range m {
				for j := range n {
					var ref, abs float64
					for q := range k {
						pr := float64(a.Data[a.Off+b*a.Batch+i*a.Row+q]) * float64(v.Data[v.Off+b*v.Batch+q*v.Row+j])
						ref += pr
						abs += math.Abs(pr)
					}
					checkClose(t, d.Data[d.Off+b*d.Batch+i*d.Row+j], ref, abs, k, "MatMulBatched %s", asm)
				}
			}
		}
	}
}

func TestPool(t *testing.T) {
	for _, workers := range []int{0, 1, 2, 7} {
		p := NewPool(workers)
		if workers > 0 && p.Workers() != workers {
			t.Fatalf("Workers() = %d", p.Workers())
		}
		for _, n := range []int{0, 1, 2, 3, 10, 1000} {
			hits := make([]atomic.Int32, n)
			p.Parallel(n, func(lo, hi int) {
				if lo >= hi {
					t.Errorf("empty range [%d,%d)", lo, hi)
				}
				// Nested use must not deadlock.
				p.Parallel(3, func(int, int) {})
				for i := lo; i < hi; i++ {
					hits[i].Add(1)
				}
			})
			for i := range hits {
				if hits[i].Load() != 1 {
					t.Fatalf("workers=%d n=%d: index %d run %d times", workers, n, i, hits[i].Load())
				}
			}
		}
		// Concurrent callers.
		done := make(chan struct{})
		for range 4 {
			go func() {
				defer func() { done <- struct{}{} }()
				var sum atomic.Int64
				p.Parallel(100, func(lo, hi int) { sum.Add(int64(hi - lo)) })
				if sum.Load() != 100 {
					t.Errorf("concurrent Parallel covered %d", sum.Load())
				}
			}()
		}
		for range 4 {
			<-done
		}
		p.Close()
		p.Close()
		var sum atomic.Int64
		p.Parallel(10, func(lo, hi int) { sum.Add(int64(hi - lo)) })
		if sum.Load() != 10 {
			t.Fatalf("Parallel after Close covered %d", sum.Load())
		}
	}
}

func TestMeasureReadBandwidth(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	for _, asm := range paths() {
		if bw := measureReadBandwidth(p, 8<<20, asm); !(bw > 1e8) {
			t.Fatalf("%s: implausible bandwidth %g", asm.String(), bw)
		}
	}
}

// TestMeasureFMAPeak checks the probe's figure against what its workers
// could do at all: at least one 16-lane FMA each per 100 ns, at most 64
// FLOP each per cycle at 10 GHz. Without the AVX-512 kernels it is 0.
func TestMeasureFMAPeak(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	got := MeasureFMAPeak(p)
	if bestLevel != avx512 {
		if got != 0 {
			t.Fatalf("MeasureFMAPeak = %g without AVX-512, want 0", got)
		}
		return
	}
	w := float64(p.Workers())
	if lo, hi := w*32/100e-9, w*64*10e9; !(got >= lo && got <= hi) {
		t.Fatalf("MeasureFMAPeak = %g FLOP/s, want between %g and %g", got, lo, hi)
	}
}

// TestLevelsAgree checks that the AVX2 and AVX-512 kernels, which share the
// canonical order and both use FMA, give bit-identical products.
func TestLevelsAgree(t *testing.T) {
	if !haveAVX2 || !haveAVX512 {
		t.Skip("needs both AVX2 and AVX-512")
	}
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(15, 16))
	for _, d := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16} {
		for _, k := range []int{17, 64, 100, 2048 + 9} {
			for _, m := range []int{1, 3, 20} {
				n := 29
				x := randF32(r, m*k)
				w, _ := randWeights(r, d, n*k)
				a, b := make([]float32, m*n), make([]float32, m*n)
				p.matMulT(a, x, m, k, w, n, avx2)
				p.matMulT(b, x, m, k, w, n, avx512)
				for i := range a {
					if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
						t.Fatalf("%v m=%d k=%d [%d]: avx2 %v, avx512 %v", d, m, k, i, a[i], b[i])
					}
				}
				if d != dtype.F32 {
					continue
				}
				bm := randF32(r, k*(n+40))
				a, b = make([]float32, m*(n+40)), make([]float32, m*(n+40))
				p.matMul(a, x, bm, m, k, n+40, avx2)
				p.matMul(b, x, bm, m, k, n+40, avx512)
				for i := range a {
					if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
						t.Fatalf("MatMul m=%d k=%d [%d]: avx2 %v, avx512 %v", m, k, i, a[i], b[i])
					}
				}
			}
		}
	}
}

// TestMatMulTFusedOrder checks every assembly level's products against the
// canonical order computed here with one rounding per multiply-add: the
// f32 order for f32 and f16 weights, the pairs of each block of 32 for
// bf16 (see doc.go). So the levels agree with each other bit for bit, on
// any architecture: NEON gives what AVX2 and AVX-512 give. (NEON takes
// f16 weights through the portable loops, which round each product.)
func TestMatMulTFusedOrder(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(17, 18))
	for _, d := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16} {
		for _, k := range []int{17, 64, 100, 1024 + 9, 1024 + 32} {
			for _, m := range []int{1, 3, 9, 50} { // 50: AVX2's widened bf16 panels
				n := 29
				x := randF32(r, m*k)
				w, wf := randWeights(r, d, n*k)
				want := make([]float32, m*n)
				for i := range want {
					xr, wr := x[i/n*k:(i/n+1)*k], wf[i%n*k:(i%n+1)*k]
					if d == dtype.BF16 {
						want[i] = canonicalPairs(xr, wr)
					} else {
						want[i] = canonical(xr, wr, false)
					}
				}
				for _, lv := range paths() {
					if lv == portable || lv == neon && d == dtype.F16 {
						continue
					}
					dst := make([]float32, m*n)
					p.matMulT(dst, x, m, k, w, n, lv)
					for i := range dst {
						if math.Float32bits(dst[i]) != math.Float32bits(want[i]) {
							t.Fatalf("%v %v m=%d k=%d [%d]: %v, canonical order gives %v", d, lv, m, k, i, dst[i], want[i])
						}
					}
				}
			}
		}
	}
}

// TestMatMulFusedChain checks every assembly level's MatMul against its
// order computed here: one chain of fused multiply-adds over p from +0
// for each output.
func TestMatMulFusedChain(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(19, 20))
	for _, m := range []int{1, 3, 9} {
		for _, k := range []int{1, 17, 300} {
			for _, n := range []int{1, 5, 21, 40, 70} {
				a, b := randF32(r, m*k), randF32(r, k*n)
				want := make([]float32, m*n)
				for i := range want {
					for q := range k {
						want[i] = fma32(a[i/n*k+q], b[q*n+i%n], want[i])
					}
				}
				for _, lv := range paths()[1:] {
					dst := make([]float32, m*n)
					p.matMul(dst, a, b, m, k, n, lv)
					for i := range dst {
						if math.Float32bits(dst[i]) != math.Float32bits(want[i]) {
							t.Fatalf("%v m=%d k=%d n=%d [%d]: %v, the fused chain gives %v", lv, m, k, n, i, dst[i], want[i])
						}
					}
				}
			}
		}
	}
}

// canonicalPairs is the canonical order for bf16 weights, fused: for each
// block of 32, lane l adds the product of elements 2l and then 2l+1.
func canonicalPairs(x, w []float32) float32 {
	var acc [16]float32
	kv := len(x) &^ 31
	for b := 0; b < kv; b += 32 {
		for l := range 16 {
			acc[l] = fma32(x[b+2*l], w[b+2*l], acc[l])
			acc[l] = fma32(x[b+2*l+1], w[b+2*l+1], acc[l])
		}
	}
	s := reduce16(&acc)
	for p := kv; p < len(x); p++ {
		s += float32(x[p] * w[p])
	}
	return s
}

// TestReadStream checks that every byte is read, at aligned and unaligned
// starts: a single nonzero byte anywhere makes the checksum nonzero.
func TestReadStream(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	for _, asm := range paths() {
		for _, n := range []int{0, 1, 7, 255, 256, 257, 1100} {
			b := make([]byte, n+3)
			for _, off := range []int{0, 3} {
				buf := b[off : off+n]
				if got := p.readStream([][]byte{buf}, asm); got != 0 {
					t.Fatalf("%s: zeros sum to %d", asm, got)
				}
				for i := range buf {
					buf[i] = 1
					if p.readStream([][]byte{buf[:0], buf}, asm) == 0 {
						t.Fatalf("%s: byte %d of %d at offset %d not read", asm, i, n, off)
					}
					buf[i] = 0
				}
			}
		}
	}
}

// TestMatMulTs checks that products sharing x in one loop equal MatMulT of
// each, bit for bit, for every dtype and a mix of them.
func TestMatMulTs(t *testing.T) {
	p := NewPool(3)
	defer p.Close()
	r := rand.New(rand.NewPCG(21, 22))
	for _, m := range []int{1, 3, 9} {
		for _, k := range []int{5, 64, 100} {
			x := randF32(r, m*k)
			var prods []Product
			var want [][]float32
			for i, d := range []dtype.DType{dtype.BF16, dtype.F32, dtype.F16, dtype.BF16} {
				n := 7 + 13*i
				w, _ := randWeights(r, d, n*k)
				prods = append(prods, Product{Dst: make([]float32, m*n), W: w, N: n})
				ref := make([]float32, m*n)
				p.MatMulT(ref, x, m, k, w, n)
				want = append(want, ref)
			}
			p.MatMulTs(x, m, k, prods)
			for i, pr := range prods {
				for j := range pr.Dst {
					if math.Float32bits(pr.Dst[j]) != math.Float32bits(want[i][j]) {
						t.Fatalf("m=%d k=%d product %d [%d]: %v, MatMulT gives %v", m, k, i, j, pr.Dst[j], want[i][j])
					}
				}
			}
		}
	}
}

// TestMatMulTZeroK checks that an empty contraction (k = 0) gives zeros,
// not a panic, at decode and prefill heights, for every weight dtype and
// path: a malformed graph can ask for one.
func TestMatMulTZeroK(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	for _, d := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16, dtype.I8, dtype.I4} {
		for _, m := range []int{1, 12} {
			const n = 40
			w := Weights{DType: d, Scales: make([]float32, n)}
			for _, asm := range paths() {
				dst := make([]float32, m*n)
				for i := range dst {
					dst[i] = 1
				}
				p.matMulT(dst, nil, m, 0, w, n, asm)
				for i, v := range dst {
					if v != 0 {
						t.Fatalf("%v m=%d %s: dst[%d] = %v, want 0", d, m, asm.String(), i, v)
					}
				}
			}
			t.Run(fmt.Sprintf("bf16/%v/m=%d", d, m), func(t *testing.T) {
				dst := make([]float32, m*n)
				p.MatMulTBF16(dst, Weights{DType: dtype.F32}, m, 0, w, n)
			})
		}
	}
}

// TestTileHeights runs products whose last block of rows is every height
// from one to six (m = 12..17), with k in one tile block and in two, in
// f32 and in bf16 compute and for every weight dtype: each row must equal,
// bit for bit, the same row computed alone (the decode path), and be
// close to the exact sum.
func TestTileHeights(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(17, 18))
	const n = 9 // two groups of four columns for the tiles, one left over
	for ik, k := range []int{1024, 8192 + 64} {
		for id, d := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16, dtype.I8, dtype.I4} {
			var w Weights
			var wf []float32
			if d.IsQuantized() {
				w, wf = randQuant(r, d, n, k)
			} else {
				w, wf = randWeights(r, d, n*k)
			}
			for m := 12; m < 18; m++ {
				if thinned(2, ik, id, m-12) {
					continue
				}
				x := randF32(r, m*k)
				ref, abs := naiveT(x, m, k, wf, n)
				for _, lv := range paths() {
					name := fmt.Sprintf("f32 compute %v %s m=%d k=%d", d, lv, m, k)
					checkRows(t, name, x, m, k, n, ref, abs, func(dst, x []float32, m int) {
						p.matMulT(dst, x, m, k, w, n, lv)
					})
				}
				for _, asm := range dpPaths() {
					name := fmt.Sprintf("bf16 compute %v %s m=%d k=%d", d, dpName(asm), m, k)
					checkRows(t, name, x, m, k, n, nil, nil, func(dst, x []float32, m int) {
						p.matMulTsBF16(Weights{DType: dtype.F32, F32: x}, m, k, []Product{{Dst: dst, W: w, N: n}}, asm)
					})
				}
			}
		}
	}
}

// checkRows runs product on all m rows of x and on each row alone (on the
// emulated CPU a sample, see aloneRows), and fails unless the two agree
// bit for bit and, with ref given, every output is close to it.
func checkRows(t *testing.T, name string, x []float32, m, k, n int, ref, abs []float64, product func(dst, x []float32, m int)) {
	t.Helper()
	all := make([]float32, m*n)
	product(all, x, m)
	row := make([]float32, n)
	for _, i := range aloneRows(m) {
		product(row, x[i*k:(i+1)*k], 1)
		for j, v := range row {
			if math.Float32bits(v) != math.Float32bits(all[i*n+j]) {
				t.Fatalf("%s: row %d column %d: %v in the product, %v alone", name, i, j, all[i*n+j], v)
			}
		}
	}
	for i := range ref {
		checkClose(t, all[i], ref[i], abs[i], k, "%s [%d]", name, i)
	}
}
