package quant

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"xlachat/engine/dtype"
)

// BenchmarkQuantize times quantizing one 1B down-projection-sized bf16
// matrix of normal weights, in elements per second.
func BenchmarkQuantize(b *testing.B) {
	shape := []int{2048, 8192}
	src := make([]byte, 2*2048*8192)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < len(src); i += 2 {
		binary.LittleEndian.PutUint16(src[i:], dtype.RoundBF16(float32(r.NormFloat64()*0.02)))
	}
	for _, dt := range []dtype.DType{dtype.I8, dtype.I4} {
		f, _ := For(dt)
		qn, sn := f.Sizes(shape)
		q, s := make([]byte, qn), make([]byte, sn)
		b.Run(dt.String(), func(b *testing.B) {
			for b.Loop() {
				f.Quantize(src, dtype.BF16, shape, q, s)
			}
			b.ReportMetric(float64(2048*8192)*float64(b.N)/b.Elapsed().Seconds()/1e9, "Gelem/s")
		})
	}
}
