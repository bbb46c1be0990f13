package modelgen

import (
	"context"
	"encoding/binary"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
)

// chunkElems is how many elements one generation job produces: large
// enough to amortise scheduling, small enough that the in-flight chunks
// of a 2.5 GB model take a few tens of MB.
const chunkElems = 1 << 20

// Weight scales. Matrices get std matrixGain/sqrt(fan_in), which makes
// each projection's outputs of std about matrixGain for unit-RMS inputs
// at any width: large enough that attention is selective and every layer
// adds more to the residual stream than the embedding (std embedStd)
// put there. Otherwise, with tied embeddings, the last hidden state stays
// close to the current token's embedding and greedy decoding repeats it.
// Norm weights are near 1 so RMSNorm keeps activations unit-scale.
const (
	embedStd   = 0.2
	matrixGain = 1.6
	normStd    = 0.1
)

// gaussian is the distribution of one tensor's elements.
type gaussian struct{ mean, std float64 }

// embedName is the input embedding, which with tied weights is also the
// output projection.
const embedName = "model.embed_tokens.weight"

func initFor(s model.WeightSpec) gaussian {
	switch {
	case len(s.Shape) == 1:
		return gaussian{1, normStd}
	case s.Name == embedName:
		return gaussian{0, embedStd}
	}
	return gaussian{0, matrixGain / math.Sqrt(float64(s.Shape[1]))}
}

// chunkJob is one run of elements of one tensor; out receives its bytes.
type chunkJob struct {
	name  string
	dist  gaussian
	index uint64 // chunk number within the tensor
	n     int
	out   chan []byte
}

// generateChunks produces the bytes of specs in order, in chunks, and
// hands each to emit. Chunks are generated in parallel, but every chunk
// draws from its own PCG stream, so the bytes do not depend on the
// number of workers or on scheduling.
func generateChunks(ctx context.Context, specs []model.WeightSpec, opts Options, emit func([]byte) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	workers := runtime.GOMAXPROCS(0)
	jobs := make(chan chunkJob)
	// order carries each job's result channel in file order; its buffer
	// bounds how many chunks are in flight.
	order := make(chan chan []byte, 2*workers)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(order)
		defer close(jobs)
		produceJobs(ctx, specs, jobs, order)
	}()
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				j.out <- fillChunk(j, opts.Seed, opts.DType)
			}
		}()
	}
	err := consume(ctx, order, emit)
	cancel()
	wg.Wait()
	return err
}

// produceJobs queues every chunk of every tensor. A job is sent to the
// workers before its result channel is queued, so the consumer never
// waits on a chunk nobody will generate.
func produceJobs(ctx context.Context, specs []model.WeightSpec, jobs chan<- chunkJob, order chan<- chan []byte) {
	for _, s := range specs {
		total := 1
		for _, d := range s.Shape {
			total *= d
		}
		dist := initFor(s)
		for c := 0; c*chunkElems < total; c++ {
			j := chunkJob{name: s.Name, dist: dist, index: uint64(c), n: min(chunkElems, total-c*chunkElems), out: make(chan []byte, 1)}
			select {
			case jobs <- j:
			case <-ctx.Done():
				return
			}
			select {
			case order <- j.out:
			case <-ctx.Done():
				return
			}
		}
	}
}

func consume(ctx context.Context, order <-chan chan []byte, emit func([]byte) error) error {
	for out := range order {
		b := <-out
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := emit(b); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// fillChunk draws one chunk's elements and encodes them little-endian.
func fillChunk(j chunkJob, seed uint64, dt dtype.DType) []byte {
	rng := rand.New(rand.NewPCG(seed, streamKey(j.name, j.index)))
	size := dt.Size()
	buf := make([]byte, j.n*size)
	for i := range j.n {
		// The conversion keeps the compiler from fusing the multiply
		// and add (it does on arm64), which would round differently.
		v := float32(j.dist.mean + float64(j.dist.std*rng.NormFloat64()))
		switch dt {
		case dtype.BF16:
			binary.LittleEndian.PutUint16(buf[i*2:], dtype.RoundBF16(v))
		case dtype.F16:
			binary.LittleEndian.PutUint16(buf[i*2:], dtype.RoundF16(v))
		default:
			binary.LittleEndian.PutUint32(buf[i*4:], math.Float32bits(v))
		}
	}
	return buf
}

// streamKey selects the PCG stream of one chunk of one tensor.
func streamKey(name string, chunk uint64) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64() ^ (chunk * 0x9e3779b97f4a7c15)
}

// roundShift returns m >> s rounded to nearest, ties to even.
func roundShift(m uint32, s uint) uint32 {
	r := m >> s
	rem := m & (1<<s - 1)
	half := uint32(1) << (s - 1)
	if rem > half || (rem == half && r&1 == 1) {
		r++
	}
	return r
}
