package kernel

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"xlachat/engine/dtype"
)

// fillBF16 fills u with small bf16 values cheaply (benchmarks only need
// finite, varied data).
func fillBF16(u []uint16) {
	s := uint32(1)
	for i := range u {
		s = s*1664525 + 1013904223
		u[i] = 0x3c00 | uint16(s>>16)&0x3ff // |v| in [2^-7, 2^-6)
	}
}

func benchMatMulT(b *testing.B, m, k, n int, asm level) {
	p := NewPool(0)
	defer p.Close()
	u := make([]uint16, n*k)
	fillBF16(u)
	w := Weights{DType: dtype.BF16, U16: u}
	x := make([]float32, m*k)
	for i := range x {
		x[i] = float32(i%7) - 3
	}
	dst := make([]float32, m*n)
	p.matMulT(dst, x, m, k, w, n, asm) // warm scratch buffers
	b.ResetTimer()
	for b.Loop() {
		p.matMulT(dst, x, m, k, w, n, asm)
	}
	sec := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(float64(2*n*k)/sec/1e9, "GB/s")
	b.ReportMetric(float64(2*m*n*k)/sec/1e9, "GFLOP/s")
}

// BenchmarkMatMulT covers the Llama-3.2-1B shapes with bf16 weights: decode
// (m=1) must run at memory bandwidth (GB/s counts weight bytes), prefill
// (m=256) is compute-bound (GFLOP/s).
func BenchmarkMatMulT(b *testing.B) {
	shapes := []struct {
		name    string
		m, k, n int
	}{
		{"decode/1x2048x8192", 1, 2048, 8192},
		{"decode/1x8192x2048", 1, 8192, 2048},
		{"decode/1x2048x128256", 1, 2048, 128256},
		{"prefill/256x2048x8192", 256, 2048, 8192},
		{"prefill/256x8192x2048", 256, 8192, 2048},
		{"prefill/64x2048x8192", 64, 2048, 8192},
		{"prefill/64x2048x2048", 64, 2048, 2048},
		{"prefill/50x2048x8192", 50, 2048, 8192}, // a 50-token turn: 8 tiles of six rows, one of two
		{"prefill/50x8192x2048", 50, 8192, 2048}, // its down projection
		{"small/8x2048x2048", 8, 2048, 2048},
		{"small/4x2048x2048", 4, 2048, 2048},
		{"small/16x2048x2048", 16, 2048, 2048},
		{"small/32x2048x2048", 32, 2048, 2048},
	}
	for _, s := range shapes {
		for _, asm := range paths() {
			if asm == portable && s.m*s.n*s.k > 1<<30 {
				continue // the portable path is too slow to be worth timing here
			}
			b.Run(fmt.Sprintf("%s/%s", s.name, asm.String()), func(b *testing.B) {
				benchMatMulT(b, s.m, s.k, s.n, asm)
			})
		}
	}
}

// BenchmarkFMAPeak measures the f32 FMA rate of all workers at once with
// no memory traffic: the ceiling for BenchmarkMatMulT's prefill GFLOP/s.
// (450-490 GFLOP/s on two Zen 5 cores, where the f32-compute tiles reach
// 345-465 and the bf16 ones, at twice the arithmetic per instruction,
// 700-880; 222 on two Zen 4 cores, where the 256-row tiles reach 200.)
func BenchmarkFMAPeak(b *testing.B) {
	if !haveAVX512 {
		b.Skip("needs AVX-512")
	}
	p := NewPool(0)
	defer p.Close()
	for b.Loop() {
		p.run(p.workers, func(int) { fmaPeakAVX512(fmaPeakRounds) })
	}
	sec := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(float64(p.workers)*fmaPeakFlops(fmaPeakRounds)/sec/1e9, "GFLOP/s")
}

// BenchmarkAttention times one layer's attention products for 32 heads of
// 64 with 2048 cached positions: scores q·Kᵀ and probabilities·V.
func BenchmarkAttention(b *testing.B) {
	const heads, hd, ctx = 32, 64, 2048
	for _, m := range []int{1, 256} {
		b.Run(fmt.Sprintf("m=%d", m), func(b *testing.B) {
			p := NewPool(0)
			defer p.Close()
			q := make([]float32, heads*m*hd)
			kc := make([]float32, heads*ctx*hd)
			s := make([]float32, heads*m*ctx)
			o := make([]float32, heads*m*hd)
			for i := range kc {
				kc[i] = float32(i%13) * 0.01
			}
			for b.Loop() {
				p.MatMulTBatched(heads, m, hd, ctx, Mat{Data: s, Batch: m * ctx, Row: ctx},
					Mat{Data: q, Batch: m * hd, Row: hd}, Mat{Data: kc, Batch: ctx * hd, Row: hd})
				p.MatMulBatched(heads, m, ctx, hd, Mat{Data: o, Batch: m * hd, Row: hd},
					Mat{Data: s, Batch: m * ctx, Row: ctx}, Mat{Data: kc, Batch: ctx * hd, Row: hd})
			}
			sec := b.Elapsed().Seconds() / float64(b.N)
			b.ReportMetric(float64(2*2*heads*m*ctx*hd)/sec/1e9, "GFLOP/s")
		})
	}
}

// BenchmarkAttentionKVCache times one decode layer's attention products
// as the graphs run them: 8 kv heads of 64 read in place from slot-major
// K and V caches [2048, 8, 64] (4 MiB each), 4 query heads per kv head.
// Each iteration uses another of 32 cache pairs, more than the last-level
// cache holds, as successive layers do.
func BenchmarkAttentionKVCache(b *testing.B) {
	const kvh, g, hd, ctx, layers = 8, 4, 64, 2048, 32
	p := NewPool(0)
	defer p.Close()
	kc := make([][]float32, layers)
	vc := make([][]float32, layers)
	for l := range kc {
		kc[l], vc[l] = make([]float32, ctx*kvh*hd), make([]float32, ctx*kvh*hd)
		for i := range kc[l] {
			kc[l][i] = float32(i%13) * 0.01
			vc[l][i] = float32(i%7) * 0.01
		}
	}
	q := make([]float32, kvh*g*hd)
	s := make([]float32, kvh*g*ctx)
	o := make([]float32, kvh*g*hd)
	for _, prod := range []string{"scores", "values"} {
		b.Run(prod, func(b *testing.B) {
			l := 0
			for b.Loop() {
				if prod == "scores" {
					p.MatMulTBatched(kvh, g, hd, ctx, Mat{Data: s, Batch: g * ctx, Row: ctx},
						Mat{Data: q, Batch: g * hd, Row: hd}, Mat{Data: kc[l], Batch: hd, Row: kvh * hd})
				} else {
					p.MatMulBatched(kvh, g, ctx, hd, Mat{Data: o, Batch: g * hd, Row: hd},
						Mat{Data: s, Batch: g * ctx, Row: ctx}, Mat{Data: vc[l], Batch: hd, Row: kvh * hd})
				}
				l = (l + 1) % layers
			}
			sec := b.Elapsed().Seconds() / float64(b.N)
			b.ReportMetric(float64(4*ctx*kvh*hd)/sec/1e9, "GB/s")
		})
	}
}

func BenchmarkConvert(b *testing.B) {
	const n = 1 << 20
	u := make([]uint16, n)
	fillBF16(u)
	f := make([]float32, n)
	for _, asm := range paths() {
		b.Run("BF16ToF32/"+asm.String(), func(b *testing.B) {
			for b.Loop() {
				bf16ToF32(f, u, asm)
			}
			b.ReportMetric(float64(6*n)/(b.Elapsed().Seconds()/float64(b.N))/1e9, "GB/s")
		})
	}
}

func BenchmarkMeasureReadBandwidth(b *testing.B) {
	p := NewPool(0)
	defer p.Close()
	for _, asm := range paths() {
		b.Run(asm.String(), func(b *testing.B) {
			var bw float64
			for b.Loop() {
				bw = measureReadBandwidth(p, 1<<30, asm)
			}
			b.ReportMetric(bw/1e9, "GB/s")
		})
	}
}

// BenchmarkDecodeVsBandwidth alternates the lm-head decode product with a
// read-bandwidth measurement over a buffer of the same size and reports the
// best of each, so that load from other processes affects both alike.
func BenchmarkDecodeVsBandwidth(b *testing.B) {
	for _, workers := range []int{1, 0} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			const m, k, n = 1, 2048, 128256
			p := NewPool(workers)
			defer p.Close()
			u := make([]uint16, n*k)
			fillBF16(u)
			w := Weights{DType: dtype.BF16, U16: u}
			x := make([]float32, m*k)
			dst := make([]float32, m*n)
			bestBW, bestMM := 0.0, 0.0
			for b.Loop() {
				bestBW = max(bestBW, MeasureReadBandwidth(p, 2*n*k))
				for range 3 {
					start := time.Now()
					p.MatMulT(dst, x, m, k, w, n)
					bestMM = max(bestMM, float64(2*n*k)/time.Since(start).Seconds())
				}
			}
			b.ReportMetric(bestBW/1e9, "readGB/s")
			b.ReportMetric(bestMM/1e9, "decodeGB/s")
			b.ReportMetric(bestMM/bestBW, "ratio")
		})
	}
}

// BenchmarkPoolShortLoops times back-to-back parallel loops of eight
// 25 µs chunks, the size of decode's smaller products: 200 µs a loop
// means the caller ran every chunk alone, 100 µs that a worker took half.
func BenchmarkPoolShortLoops(b *testing.B) {
	p := NewPool(0)
	defer p.Close()
	spin := func(d time.Duration) {
		for t := time.Now(); time.Since(t) < d; {
		}
	}
	for b.Loop() {
		p.run(8, func(int) { spin(25 * time.Microsecond) })
	}
}

// BenchmarkMatMulTQuant times prefill products with quantized weights in
// f32 compute, where each panel is widened to f32 before the tiles sweep
// it: the 50-row shapes are a first chat turn, whose products widen the
// weights once for few rows (int8's first block of tiles widens as it
// multiplies; see widensInTiles).
func BenchmarkMatMulTQuant(b *testing.B) {
	benchQuant(b, []benchShape{
		{"256x2048x8192", 256, 2048, 8192},
		{"50x2048x8192", 50, 2048, 8192},
		{"50x8192x2048", 50, 8192, 2048},
	}, func(p *Pool, dst, x []float32, s benchShape, w Weights) {
		p.MatMulT(dst, x, s.m, s.k, w, s.n)
	})
}

// BenchmarkMatMulTBF16Quant times bf16 compute with int8 and q4 weights,
// whose values are rounded to bf16 as they are read: decode (m=1) in GB/s
// of quantized weight bytes, prefill in GFLOP/s.
func BenchmarkMatMulTBF16Quant(b *testing.B) {
	benchQuant(b, []benchShape{
		{"decode/1x2048x8192", 1, 2048, 8192},
		{"decode/1x8192x2048", 1, 8192, 2048},
		{"prefill/256x2048x8192", 256, 2048, 8192},
	}, func(p *Pool, dst, x []float32, s benchShape, w Weights) {
		p.MatMulTBF16(dst, Weights{DType: dtype.F32, F32: x}, s.m, s.k, w, s.n)
	})
}

// benchShape is a product's shape: m x rows of k, n weight rows.
type benchShape struct {
	name    string
	m, k, n int
}

// benchQuant times mul on random int8 and q4 weights of each shape, in
// GFLOP/s and in GB/s of quantized weight bytes read.
func benchQuant(b *testing.B, shapes []benchShape, mul func(p *Pool, dst, x []float32, s benchShape, w Weights)) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, d := range []dtype.DType{dtype.I8, dtype.I4} {
		for _, s := range shapes {
			b.Run(d.String()+"/"+s.name, func(b *testing.B) {
				p := NewPool(0)
				defer p.Close()
				w, _ := randQuant(r, d, s.n, s.k)
				x := randF32(r, s.m*s.k)
				dst := make([]float32, s.m*s.n)
				mul(p, dst, x, s, w) // warm scratch buffers
				b.ResetTimer()
				for b.Loop() {
					mul(p, dst, x, s, w)
				}
				sec := b.Elapsed().Seconds() / float64(b.N)
				b.ReportMetric(float64(d.Bytes(int64(s.n*s.k)))/sec/1e9, "GB/s")
				b.ReportMetric(float64(2*s.m*s.n*s.k)/sec/1e9, "GFLOP/s")
			})
		}
	}
}
