package kernel

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"xlachat/engine/dtype"
)

// halfLayout is how a test lays out the batch matrices of a 16-bit
// operand.
type halfLayout int

const (
	layoutSlot   halfLayout = iota // a KV cache [rows, batch, cols]: interleaved
	layoutHead                     // [batch, rows, cols]: one matrix after the other
	layoutShared                   // Batch 0: one matrix for every batch
)

func (l halfLayout) String() string {
	return [...]string{"slot", "head", "shared"}[l]
}

// randHalf returns a random batch of rows×cols matrices of dtype dt (bf16
// or f16) in layout l, rows pad elements apart beyond what they need, and
// the same values widened into a Mat with the same offset and strides.
func randHalf(r *rand.Rand, dt dtype.DType, l halfLayout, batch, rows, cols, pad int) (Half, Mat) {
	h := Half{DType: dt, Off: 3}
	switch l {
	case layoutSlot:
		h.Batch, h.Row = cols+pad, batch*(cols+pad)+pad
	case layoutHead:
		h.Row = cols + pad
		h.Batch = rows*h.Row + pad
	case layoutShared:
		h.Row = cols + pad
	}
	n := h.Off + (batch-1)*h.Batch + (rows-1)*h.Row + cols + pad
	h.Data = make([]uint16, n)
	f := Mat{Data: make([]float32, n), Off: h.Off, Batch: h.Batch, Row: h.Row}
	for i := range h.Data {
		v := float32(r.NormFloat64())
		if dt == dtype.BF16 {
			h.Data[i] = dtype.RoundBF16(v)
			f.Data[i] = dtype.BF16ToFloat32(h.Data[i])
		} else {
			h.Data[i] = dtype.RoundF16(v)
			f.Data[i] = dtype.F16ToFloat32(h.Data[i])
		}
	}
	return h, f
}

// sentinel fills the destination before a product: outputs past n must
// keep it.
const sentinel = 0x7fc0_1234

// outMat is a destination for batch m×n products whose rows are n+7 long,
// filled with sentinel.
func outMat(batch, m, n int) Mat {
	row := n + 7
	d := make([]float32, 2+batch*m*row)
	for i := range d {
		d[i] = math.Float32frombits(sentinel)
	}
	return Mat{Data: d, Off: 2, Batch: m * row, Row: row}
}

// sameBits reports the first element where got and want differ in bits.
func sameBits(got, want []float32) (int, bool) {
	for i := range want {
		if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
			return i, false
		}
	}
	return 0, true
}

// untouched reports whether the columns past n of every row of d still
// hold the sentinel.
func untouched(d Mat, batch, m, n int) bool {
	for b := range batch {
		for i := range m {
			o := d.Off + b*d.Batch + i*d.Row
			for _, v := range d.Data[o+n : o+d.Row] {
				if math.Float32bits(v) != sentinel {
					return false
				}
			}
		}
	}
	return true
}

// TestMatMulBatchedHalf holds both 16-bit batched products to the f32 ones
// on the widened operand, bit for bit, for bf16 and f16, at every level
// and pool size: decode shapes of a Llama-3.2-1B KV cache and others (the
// sweeps, which read the cache in place on AVX-512), prefill shapes
// (widened once), a batch of one, matrices one after the other and
// shared, odd k and n, partial blocks of 16 rows. Outputs past n in a
// longer destination row must stay untouched.
func TestMatMulBatchedHalf(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	type tcase struct {
		batch, m, k, n int
		l              halfLayout
		pad            int
	}
	var cases []tcase
	for _, n := range []int{1, 15, 16, 17, 100, 513} {
		cases = append(cases, tcase{8, 4, 64, n, layoutSlot, 0}) // decode
	}
	// Decode with every m the sweeps take, 16-row groups and tails of
	// scores (n), whole and masked column blocks of probabilities·V (n
	// again), k a multiple of 16 or not; k < 16 and k > shortRow leave
	// the scores to the scratch path on AVX-512.
	for m := 1; m < panelMinRows; m++ {
		for _, n := range []int{16, 33, 64} {
			cases = append(cases, tcase{8, m, 64, n, layoutSlot, 0})
		}
	}
	cases = append(cases,
		tcase{8, 4, 100, 64, layoutSlot, 0},
		tcase{8, 3, 48, 128, layoutSlot, 0},
		tcase{8, 6, 63, 130, layoutSlot, 1},
		tcase{8, 4, 17, 32, layoutSlot, 0},
		tcase{8, 4, 8, 40, layoutSlot, 0},
		tcase{8, 2, 300, 20, layoutSlot, 0},
		tcase{2, 7, 33, 16, layoutSlot, 3},
	)
	cases = append(cases,
		tcase{8, 8, 64, 100, layoutSlot, 0}, // prefill
		tcase{8, 13, 64, 33, layoutSlot, 0},
		tcase{8, 64, 64, 130, layoutSlot, 0},
		tcase{1, 4, 64, 100, layoutSlot, 0},
		tcase{1, 9, 64, 40, layoutSlot, 2},
		tcase{3, 4, 63, 47, layoutSlot, 1},
		tcase{3, 4, 65, 31, layoutSlot, 3},
		tcase{2, 5, 17, 9, layoutSlot, 5},
		tcase{3, 12, 65, 29, layoutSlot, 1},
		tcase{4, 4, 64, 50, layoutHead, 1},
		tcase{4, 10, 63, 21, layoutHead, 0},
		tcase{3, 4, 64, 37, layoutShared, 2},
		tcase{3, 8, 65, 18, layoutShared, 0},
	)
	var pools []*Pool
	for _, w := range poolSizes() {
		pools = append(pools, NewPool(w))
	}
	defer func() {
		for _, p := range pools {
			p.Close()
		}
	}()
	for ic, c := range cases {
		x := Mat{Data: randF32(r, c.batch*c.m*c.k), Batch: c.m * c.k, Row: c.k}
		for id, dt := range []dtype.DType{dtype.BF16, dtype.F16} {
			kh, kf := randHalf(r, dt, c.l, c.batch, c.n, c.k, c.pad)
			vh, vf := randHalf(r, dt, c.l, c.batch, c.k, c.n, c.pad)
			for _, lv := range paths() {
				name := fmt.Sprintf("%v_%s_b%d_m%d_k%d_n%d_%s", dt, c.l, c.batch, c.m, c.k, c.n, lv)
				wantS, wantO := outMat(c.batch, c.m, c.n), outMat(c.batch, c.m, c.n)
				pools[0].matMulTBatched(c.batch, c.m, c.k, c.n, wantS, x, kf, lv)
				pools[0].matMulBatched(c.batch, c.m, c.k, c.n, wantO, x, vf, lv)
				for ip, p := range pools {
					if thinned(2, ic, id, ip) {
						continue
					}
					s, o := outMat(c.batch, c.m, c.n), outMat(c.batch, c.m, c.n)
					p.matMulTBatchedHalf(c.batch, c.m, c.k, c.n, s, x, kh, lv)
					p.matMulBatchedHalf(c.batch, c.m, c.k, c.n, o, x, vh, lv)
					if i, ok := sameBits(s.Data, wantS.Data); !ok {
						t.Fatalf("%s workers=%d: scores[%d] = %v, want %v", name, p.Workers(), i, s.Data[i], wantS.Data[i])
					}
					if i, ok := sameBits(o.Data, wantO.Data); !ok {
						t.Fatalf("%s workers=%d: values[%d] = %v, want %v", name, p.Workers(), i, o.Data[i], wantO.Data[i])
					}
					if !untouched(s, c.batch, c.m, c.n) || !untouched(o, c.batch, c.m, c.n) {
						t.Fatalf("%s workers=%d: outputs past n written", name, p.Workers())
					}
				}
			}
		}
	}
}

// TestMatMulBatchedHalfChecks checks that bad operands panic with a
// message naming the problem, and that empty products do nothing.
func TestMatMulBatchedHalfChecks(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	x := Mat{Data: make([]float32, 2*4*8), Batch: 32, Row: 8}
	d := Mat{Data: make([]float32, 2*4*8), Batch: 32, Row: 8}
	ok := Half{DType: dtype.BF16, Data: make([]uint16, 8*16), Batch: 8, Row: 16}
	cases := []struct {
		name, want string
		run        func()
	}{
		{"dtype", "want bf16 or f16", func() {
			w := ok
			w.DType = dtype.F32
			p.MatMulTBatchedHalf(2, 4, 8, 8, d, x, w)
		}},
		{"short", "need", func() {
			w := ok
			w.Data = w.Data[:len(w.Data)-1]
			p.MatMulBatchedHalf(2, 4, 8, 8, d, x, w)
		}},
		{"stride", "negative", func() {
			w := ok
			w.Row = -1
			p.MatMulTBatchedHalf(2, 4, 8, 8, d, x, w)
		}},
		{"dst", "dst has", func() {
			p.MatMulTBatchedHalf(2, 4, 8, 9, d, x, ok)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				msg, _ := recover().(string)
				if !strings.Contains(msg, c.want) {
					t.Fatalf("panic %q, want one containing %q", msg, c.want)
				}
			}()
			c.run()
		})
	}
	p.MatMulTBatchedHalf(0, 4, 8, 8, d, x, Half{})
	p.MatMulBatchedHalf(2, 0, 8, 8, d, x, Half{})
}

// BenchmarkAttentionDecodeHalf times one decode layer's attention products
// at 1536 filled slots of a [2048, 8, 64] KV cache, 4 query heads per kv
// head, with the cache in f32, bf16 and f16. With layers=16 each iteration
// uses another of 16 cache pairs, more than the last-level cache holds, as
// successive layers do; with layers=1 the cache stays in it, which shows
// what widening costs beside the f32 arithmetic. GB/s counts the bytes of
// cache read.
func BenchmarkAttentionDecodeHalf(b *testing.B) {
	const kvh, g, hd, ctx, n = 8, 4, 64, 2048, 1536
	p := NewPool(0)
	defer p.Close()
	r := rand.New(rand.NewPCG(1, 2))
	q := randF32(r, kvh*g*hd)
	s := make([]float32, kvh*g*ctx)
	o := make([]float32, kvh*g*hd)
	for _, layers := range []int{16, 1} {
		for _, dt := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16} {
			kc, vc := make([]Half, layers), make([]Half, layers)
			kf, vf := make([]Mat, layers), make([]Mat, layers)
			dt16 := dt
			if dt == dtype.F32 {
				dt16 = dtype.BF16 // f32 values that bf16 holds exactly
			}
			for l := range layers {
				kc[l], kf[l] = randHalf(r, dt16, layoutSlot, kvh, ctx, hd, 0)
				vc[l], vf[l] = randHalf(r, dt16, layoutSlot, kvh, ctx, hd, 0)
				if dt == dtype.F32 {
					kc[l].Data, vc[l].Data = nil, nil
				} else {
					kf[l].Data, vf[l].Data = nil, nil
				}
			}
			for _, prod := range []string{"scores", "values"} {
				b.Run(fmt.Sprintf("layers=%d/%v/%s", layers, dt, prod), func(b *testing.B) {
					l := 0
					for b.Loop() {
						sm := Mat{Data: s, Batch: g * ctx, Row: ctx}
						om := Mat{Data: o, Batch: g * hd, Row: hd}
						switch {
						case prod == "scores" && dt == dtype.F32:
							p.MatMulTBatched(kvh, g, hd, n, sm, Mat{Data: q, Batch: g * hd, Row: hd}, kf[l])
						case prod == "scores":
							p.MatMulTBatchedHalf(kvh, g, hd, n, sm, Mat{Data: q, Batch: g * hd, Row: hd}, kc[l])
						case dt == dtype.F32:
							p.MatMulBatched(kvh, g, n, hd, om, sm, vf[l])
						default:
							p.MatMulBatchedHalf(kvh, g, n, hd, om, sm, vc[l])
						}
						l = (l + 1) % layers
					}
					sec := b.Elapsed().Seconds() / float64(b.N)
					b.ReportMetric(float64(dt.Size()*n*kvh*hd)/sec/1e9, "GB/s")
				})
			}
		}
	}
}

// BenchmarkAttentionPrefillHalf times one prefill layer's attention
// products for a chunk of 64 tokens (m = 256: 4 query heads per kv head)
// against 1536 slots of a [2048, 8, 64] KV cache in f32, bf16 and f16,
// where the 16-bit caches are widened once per product.
func BenchmarkAttentionPrefillHalf(b *testing.B) {
	const kvh, g, hd, ctx, n, m = 8, 4, 64, 2048, 1536, 4 * 64
	p := NewPool(0)
	defer p.Close()
	r := rand.New(rand.NewPCG(1, 2))
	q := randF32(r, kvh*m*hd)
	s := make([]float32, kvh*m*ctx)
	o := make([]float32, kvh*m*hd)
	sm := Mat{Data: s, Batch: m * ctx, Row: ctx}
	om := Mat{Data: o, Batch: m * hd, Row: hd}
	qm := Mat{Data: q, Batch: m * hd, Row: hd}
	for _, dt := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16} {
		dt16 := dt
		if dt == dtype.F32 {
			dt16 = dtype.BF16
		}
		kc, kf := randHalf(r, dt16, layoutSlot, kvh, ctx, hd, 0)
		vc, vf := randHalf(r, dt16, layoutSlot, kvh, ctx, hd, 0)
		b.Run(dt.String(), func(b *testing.B) {
			for b.Loop() {
				if dt == dtype.F32 {
					p.MatMulTBatched(kvh, m, hd, n, sm, qm, kf)
					p.MatMulBatched(kvh, m, n, hd, om, sm, vf)
				} else {
					p.MatMulTBatchedHalf(kvh, m, hd, n, sm, qm, kc)
					p.MatMulBatchedHalf(kvh, m, n, hd, om, sm, vc)
				}
			}
			sec := b.Elapsed().Seconds() / float64(b.N)
			b.ReportMetric(float64(2*2*kvh*m*n*hd)/sec/1e9, "GFLOP/s")
		})
	}
}
