package refexec_test

import (
	"context"
	"runtime"
	"runtime/metrics"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/kernel"
	"xlachat/engine/model"
	"xlachat/engine/refexec"
)

// llama1B is Llama-3.2-1B's shape with the layer count cut down so the
// benchmark fits in modest memory; per-layer and LM-head costs are those
// of the real model.
func llama1B(layers int) model.Config {
	return model.Config{
		ModelType: "llama", HiddenSize: 2048, IntermediateSize: 8192,
		NumHiddenLayers: layers, NumAttentionHeads: 32, NumKeyValueHeads: 8, HeadDim: 64,
		RMSNormEps: 1e-5, RopeTheta: 500000, VocabSize: 128256, TieWordEmbeddings: true,
		MaxPositionEmbeddings: 131072,
		RopeScaling: &model.RopeScaling{Type: "llama3", Factor: 32, LowFreqFactor: 1,
			HighFreqFactor: 4, OriginalMaxPositionEmbeddings: 8192},
	}
}

func benchProgram(b *testing.B, fn graph.Function, layers int) (*refexec.Program, []*refexec.Tensor, int) {
	b.Helper()
	set, err := graph.Emit(llama1B(layers), graph.Options{Capacity: 2048, Bucket: 64, WeightDType: dtype.BF16})
	if err != nil {
		b.Fatal(err)
	}
	p, err := refexec.Compile(set.Text[fn])
	if err != nil {
		b.Fatal(err)
	}
	args := make([]*refexec.Tensor, p.NumArgs())
	seed := uint32(1)
	nCache := 2 * layers
	for i := range args {
		dt, shape := p.ArgType(i)
		t := refexec.NewTensor(dt, shape)
		if dt == dtype.BF16 {
			for j := range t.U16 {
				seed = seed*1664525 + 1013904223
				// Magnitudes 2^-7..2^-6, random signs.
				t.U16[j] = 0x3c00 | uint16(seed>>23) | uint16(seed>>16)&0x8000
			}
		}
		args[i] = t
	}
	return p, args, len(args) - nCache
}

// BenchmarkDecodeStep1B2L runs decode_step of a two-layer Llama-3.2-1B
// (real width, vocabulary and 2048-slot cache).
func BenchmarkDecodeStep1B2L(b *testing.B) { benchDecode(b, 2) }

// BenchmarkDecodeStep1B runs decode_step of the full 16-layer model shape
// (2.5 GB of bf16 weights).
func BenchmarkDecodeStep1B(b *testing.B) { benchDecode(b, 16) }

func benchDecode(b *testing.B, layers int) {
	p, args, first := benchProgram(b, graph.DecodeStep, layers)
	defer p.Close()
	ctx := context.Background()
	b.ResetTimer()
	for i := range b.N {
		args[first-2] = refexec.ScalarI32(int32(i % 1000))
		args[first-1] = refexec.ScalarI32(int32(i % 2000))
		out, err := p.Run(ctx, args)
		if err != nil {
			b.Fatal(err)
		}
		copy(args[first:], out[1:])
	}
}

// TestDecodeNoBufferChurn runs a mid-sized decode step repeatedly and
// checks that, after the first call, a step allocates only small
// bookkeeping: the activations (1 KB and up here) come from planned buffers
// and the KV caches are updated in place. It counts allocations by size
// class rather than bounding the total bytes, because the bookkeeping
// (closures, per-head matmul descriptors) varies with the machine's worker
// count and vector width while an allocated activation would show up as at
// least one object of activation size in every step.
func TestDecodeNoBufferChurn(t *testing.T) {
	cfg := model.Config{
		ModelType: "llama", HiddenSize: 256, IntermediateSize: 768, NumHiddenLayers: 2,
		NumAttentionHeads: 8, NumKeyValueHeads: 2, HeadDim: 32, RMSNormEps: 1e-5,
		RopeTheta: 10000, VocabSize: 3000, TieWordEmbeddings: true, MaxPositionEmbeddings: 512,
	}
	set, err := graph.Emit(cfg, graph.Options{Capacity: 256, Bucket: 16, WeightDType: dtype.BF16})
	if err != nil {
		t.Fatal(err)
	}
	// Two workers whatever the machine, so that the runtime's own
	// allocations (a thread record per worker's first wake) are few.
	pool := kernel.NewPool(2)
	defer pool.Close()
	p, err := refexec.CompileWith(set.Text[graph.DecodeStep], refexec.Options{Pool: pool})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	args := make([]*refexec.Tensor, p.NumArgs())
	for i := range args {
		dt, shape := p.ArgType(i)
		args[i] = refexec.NewTensor(dt, shape)
	}
	first := len(args) - 2*cfg.NumHiddenLayers
	ctx := context.Background()
	step := func(pos int) {
		args[first-2] = refexec.ScalarI32(int32(pos % 7))
		args[first-1] = refexec.ScalarI32(int32(pos))
		out, err := p.Run(ctx, args)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range out[1:] {
			if c != args[first+i] {
				t.Fatalf("cache %d not updated in place", i)
			}
		}
	}
	// A few steps first: the first plans the buffers, the next ones let the
	// runtime start the threads the pool's workers wake on.
	const warm = 4
	for pos := range warm {
		step(pos)
	}
	var before, after runtime.MemStats
	var large largeAllocs
	large.count(activationBytes) // the first read allocates the histogram
	// The histogram records a size class's allocations when an mcache hands
	// its span back, which ReadMemStats makes every mcache do: read it after
	// that flush at both ends, or the warm-up steps' planning allocations,
	// still in cached spans at the first read, land in the count.
	runtime.ReadMemStats(&before)
	largeBefore := large.count(activationBytes)
	// Unplanned activations would add dozens of objects to every step; the
	// runtime's own (thread records, the histogram read) add a handful in all.
	const runs = 50
	for pos := warm; pos < warm+runs; pos++ {
		step(pos)
	}
	runtime.ReadMemStats(&after)
	big := large.count(activationBytes) - largeBefore
	t.Logf("%d bytes, %d objects per decode step; %d objects of %d bytes or more in %d steps",
		(after.TotalAlloc-before.TotalAlloc)/runs, (after.Mallocs-before.Mallocs)/runs, big, activationBytes, runs)
	if big >= runs && !raceEnabled {
		t.Errorf("%d allocations of %d bytes or more in %d decode steps: activations are not coming from planned buffers",
			big, activationBytes, runs)
	}
}

// activationBytes is the smallest activation of TestDecodeNoBufferChurn's
// model: one hidden-state row of 256 f32 values.
const activationBytes = 256 * 4

// largeAllocs reads the runtime's histogram of allocated sizes, reusing
// one sample so that reading does not itself allocate after the first time.
type largeAllocs struct{ sample [1]metrics.Sample }

// count is how many heap objects the process has allocated so far whose
// size class holds size bytes or more (the histogram records size
// classes, not requested sizes).
func (l *largeAllocs) count(size float64) uint64 {
	l.sample[0].Name = "/gc/heap/allocs-by-size:bytes"
	metrics.Read(l.sample[:])
	h := l.sample[0].Value.Float64Histogram()
	var n uint64
	for i, c := range h.Counts {
		// Bucket i holds the size classes in [Buckets[i], Buckets[i+1]).
		if h.Buckets[i+1] > size {
			n += c
		}
	}
	return n
}

// BenchmarkPrefill1B2L runs one 64-token prefill chunk of a two-layer
// Llama-3.2-1B.
func BenchmarkPrefill1B2L(b *testing.B) {
	p, args, first := benchProgram(b, graph.Prefill, 2)
	defer p.Close()
	b.Logf("planned buffers: %d MB", p.BufferBytes()>>20)
	tokens := make([]int32, 64)
	for i := range tokens {
		tokens[i] = int32(i * 37)
	}
	ctx := context.Background()
	b.ResetTimer()
	for i := range b.N {
		args[first-3] = refexec.NewI32([]int{64}, tokens)
		args[first-2] = refexec.ScalarI32(int32(i * 64 % 1024))
		args[first-1] = refexec.ScalarI32(64)
		out, err := p.Run(ctx, args)
		if err != nil {
			b.Fatal(err)
		}
		copy(args[first:], out[1:])
	}
}
