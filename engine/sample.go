package engine

import (
	"math"
	"math/rand/v2"
	"sort"
)

// sampler draws tokens from logits with temperature, top-k and top-p, as
// Hugging Face's generate does (temperature first, then top-k, then top-p
// over the renormalised distribution). Its scratch buffers are reused
// across tokens.
type sampler struct {
	temperature float64
	topK        int
	topP        float64
	rng         *rand.Rand
	idx         []int
	prob        []float64
}

func newSampler(g GenOptions) *sampler {
	return &sampler{
		temperature: g.Temperature,
		topK:        g.TopK,
		topP:        g.TopP,
		rng:         rand.New(rand.NewPCG(g.Seed, g.Seed^0x9e3779b97f4a7c15)),
	}
}

// sample returns a token id drawn from logits.
func (s *sampler) sample(logits []float32) int32 {
	n := len(logits)
	s.idx = s.idx[:0]
	for i := 0; i < n; i++ {
		s.idx = append(s.idx, i)
	}
	// Stable sort keeps equal logits in index order, so ties are
	// deterministic for a given seed.
	sort.SliceStable(s.idx, func(a, b int) bool { return logits[s.idx[a]] > logits[s.idx[b]] })
	keep := n
	if s.topK > 0 && s.topK < keep {
		keep = s.topK
	}
	s.prob = s.prob[:0]
	maxLogit := float64(logits[s.idx[0]])
	var sum float64
	for _, i := range s.idx[:keep] {
		p := math.Exp((float64(logits[i]) - maxLogit) / s.temperature)
		s.prob = append(s.prob, p)
		sum += p
	}
	if s.topP > 0 && s.topP < 1 {
		var cum float64
		for k, p := range s.prob {
			cum += p / sum
			if cum >= s.topP {
				keep = k + 1
				break
			}
		}
		s.prob = s.prob[:keep]
		sum = 0
		for _, p := range s.prob {
			sum += p
		}
	}
	r := s.rng.Float64() * sum
	for k, p := range s.prob {
		r -= p
		if r < 0 {
			return int32(s.idx[k])
		}
	}
	return int32(s.idx[len(s.prob)-1])
}
