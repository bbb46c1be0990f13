package kernel

import (
	"testing"
	"unsafe"

	"xlachat/engine/dtype"
	"xlachat/engine/internal/mapped"
)

// decodeLayerShapes are the [n, k] weight matrices of one Llama-3.2-1B
// layer: q, k, v, o, gate, up, down.
var decodeLayerShapes = [][2]int{{2048, 2048}, {512, 2048}, {512, 2048}, {2048, 2048}, {8192, 2048}, {8192, 2048}, {2048, 8192}}

// BenchmarkDecodeLayers runs the m=1 bf16 products of four 1B layers (470
// MB of weights, far more than any cache) in order, as a decode step does,
// and reports the weight bytes read per second ("matmul"); "stream" reads
// the same bytes with ReadStream, the bound.
func BenchmarkDecodeLayers(b *testing.B) {
	const layers = 4
	p := NewPool(0)
	defer p.Close()
	var elems int
	for _, s := range decodeLayerShapes {
		elems += layers * s[0] * s[1]
	}
	// The weights live in a mapped file, as a checkpoint's do: page-cache
	// pages, 4 KiB each, where heap memory may get huge pages.
	all := mappedBF16(b, elems)
	var ws []Weights
	var bufs [][]byte
	var bytes int
	for range layers {
		for _, s := range decodeLayerShapes {
			u := all[:s[0]*s[1]]
			all = all[len(u):]
			ws = append(ws, Weights{DType: dtype.BF16, U16: u})
			bufs = append(bufs, unsafeBytes(u))
			bytes += 2 * len(u)
		}
	}
	x := make([]float32, 8192)
	for i := range x {
		x[i] = float32(i%7) - 3
	}
	dst := make([]float32, 8192)
	run := func(b *testing.B) {
		for b.Loop() {
			for i, w := range ws {
				s := decodeLayerShapes[i%len(decodeLayerShapes)]
				p.MatMulT(dst[:s[0]], x[:s[1]], 1, s[1], w, s[0])
			}
		}
		b.ReportMetric(float64(bytes)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
	}
	p.ReadStream(bufs) // fault the pages in
	b.Run("stream", func(b *testing.B) {
		for b.Loop() {
			p.ReadStream(bufs)
		}
		b.ReportMetric(float64(bytes)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
	})
	b.Run("matmul", run)
}

// unsafeBytes views u's memory as bytes.
func unsafeBytes(u []uint16) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(&u[0])), 2*len(u))
}

// mappedBF16 writes n bf16 values to a temporary file and maps it
// read-only, for as long as the benchmark runs.
func mappedBF16(b *testing.B, n int) []uint16 {
	u := make([]uint16, n)
	fillBF16(u)
	m := mapped.Of(b, unsafeBytes(u))
	return unsafe.Slice((*uint16)(unsafe.Pointer(&m[0])), n)
}

// BenchmarkDecodeLayersQuant is BenchmarkDecodeLayers with int8 and q4
// weights, in f32 compute ("matmul"), bf16 compute ("matmul-bf16") and
// int8 compute ("matmul-int8"):
// the quantized values come from a mapped file, the scales from the heap;
// bytes count both.
func BenchmarkDecodeLayersQuant(b *testing.B) {
	const layers = 4
	p := NewPool(0)
	defer p.Close()
	var elems int
	for _, s := range decodeLayerShapes {
		elems += layers * s[0] * s[1]
	}
	for _, d := range []dtype.DType{dtype.I8, dtype.I4} {
		b.Run(d.String(), func(b *testing.B) {
			all := unsafe.Slice((*byte)(unsafe.Pointer(&mappedBF16(b, elems/2)[0])), elems)
			var ws []Weights
			var bufs [][]byte
			var bytes int
			for range layers {
				for _, s := range decodeLayerShapes {
					n, k := s[0], s[1]
					var w Weights
					if d == dtype.I8 {
						q := all[:n*k]
						all = all[n*k:]
						w = Weights{DType: d, I8: unsafe.Slice((*int8)(unsafe.Pointer(&q[0])), n*k), Scales: make([]float32, n)}
						bufs = append(bufs, q)
						bytes += n*k + 4*n
					} else {
						q := all[:n*k/2]
						all = all[n*k/2:]
						w = Weights{DType: d, I4: q, Scales16: make([]uint16, n*k/32)}
						bufs = append(bufs, q)
						bytes += n*k/2 + n*k/16
					}
					ws = append(ws, w)
				}
			}
			x := make([]float32, 8192)
			dst := make([]float32, 8192)
			p.ReadStream(bufs)
			b.Run("stream", func(b *testing.B) {
				for b.Loop() {
					p.ReadStream(bufs)
				}
				b.ReportMetric(float64(bytes)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
			})
			b.Run("matmul", func(b *testing.B) {
				for b.Loop() {
					for i, w := range ws {
						s := decodeLayerShapes[i%len(decodeLayerShapes)]
						p.MatMulT(dst[:s[0]], x[:s[1]], 1, s[1], w, s[0])
					}
				}
				b.ReportMetric(float64(bytes)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
			})
			b.Run("matmul-bf16", func(b *testing.B) {
				if !haveBF16DP {
					b.Skip("no AVX512_BF16")
				}
				for b.Loop() {
					for i, w := range ws {
						s := decodeLayerShapes[i%len(decodeLayerShapes)]
						p.MatMulTBF16(dst[:s[0]], Weights{DType: dtype.F32, F32: x[:s[1]]}, 1, s[1], w, s[0])
					}
				}
				b.ReportMetric(float64(bytes)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
			})
			b.Run("matmul-int8", func(b *testing.B) {
				for b.Loop() {
					for i, w := range ws {
						s := decodeLayerShapes[i%len(decodeLayerShapes)]
						p.MatMulTQ8(dst[:s[0]], x[:s[1]], 1, s[1], w, s[0])
					}
				}
				b.ReportMetric(float64(bytes)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
			})
		})
	}
}

// BenchmarkDecodeQ4InCache times the q4 decode kernels, in both compute
// dtypes, on rows that stay in each worker's L2 (256 KiB of nibbles per
// worker, computed 32 times per hand-off): their arithmetic ceiling, which
// BenchmarkDecodeLayersQuant's memory-bound figure is read against. Gw/s
// counts weights, all workers together.
func BenchmarkDecodeQ4InCache(b *testing.B) {
	if !haveAVX512 {
		b.Skip("the q4 decode kernels are AVX-512")
	}
	const n, k, reps = 256, 2048, 32 // per worker
	k32 := k / 32
	p := NewPool(0)
	defer p.Close()
	type block struct {
		q   []byte
		sc  []uint16
		x   []float32
		x16 []uint16
		d   []float32
		tmp []float32
		xq  *q8Rows
	}
	blocks := make([]block, p.Workers())
	for w := range blocks {
		bl := block{q: make([]byte, n*k/2), sc: make([]uint16, n*k32), x: make([]float32, k),
			x16: make([]uint16, k), d: make([]float32, n), tmp: make([]float32, 16*k32)}
		bl.xq = p.quantizeQ8(make([]float32, k), 1, k, bestLevel, false)
		for i := range bl.q {
			bl.q[i] = byte(i*37 + i>>9)
		}
		for i := range bl.sc {
			bl.sc[i] = 0x3c00 + uint16(i%64) // f16 1 + i%64 ulp
		}
		blocks[w] = bl
	}
	groups := n / 4
	kernels := map[string]func(bl *block){
		"f32": func(bl *block) {
			dotStreamsI4AVX512(&bl.x[0], &bl.q[0], k/2, &bl.sc[0], k32, k32, groups, groups*k/2, &bl.d[0], quantPrefetch, &bl.tmp[0])
		},
		"bf16": func(bl *block) {
			dotStreamsI4DPAVX512(&bl.x16[0], &bl.q[0], k/2, &bl.sc[0], k32, k/128, groups, groups*k/2, &bl.d[0], quantPrefetch, &bl.tmp[0], &i4Values[0])
		},
		"int8": func(bl *block) {
			x := bl.xq
			dotStreamsQ8I4AVX512(&x.q[0], &x.d[0], &x.c[0], &bl.q[0], k/2, &bl.sc[0], k32, k/q8Chunk, groups, groups*k/2, &bl.d[0], q8StreamsPrefetch)
		},
		"int8-avx2": func(bl *block) {
			x := bl.xq
			for j := range n {
				bl.d[j] = dot1x1Q8I4AVX2(&x.q[0], &x.d[0], &x.c[0], &bl.q[j*k/2], &bl.sc[j*k32], k/q8Chunk)
			}
		},
	}
	for _, name := range []string{"f32", "bf16", "int8", "int8-avx2"} {
		b.Run(name, func(b *testing.B) {
			if name == "bf16" && !haveBF16DP || name == "int8" && !haveQ8VNNI {
				b.Skip("no AVX512_BF16 or AVX512_VNNI")
			}
			kernel := kernels[name]
			for b.Loop() {
				p.Parallel(len(blocks), func(lo, hi int) {
					for w := lo; w < hi; w++ {
						for range reps {
							kernel(&blocks[w])
						}
					}
				})
			}
			b.ReportMetric(float64(len(blocks)*reps*n*k)*float64(b.N)/b.Elapsed().Seconds()/1e9, "Gw/s")
		})
	}
}
