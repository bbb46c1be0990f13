package kernel

import "time"

// fmaPeakRounds is how many rounds of twelve FMAs one probe pass runs on
// each worker: a few milliseconds.
const fmaPeakRounds = 1 << 20

// fmaPeakFlops is the arithmetic of one fmaPeakAVX512(rounds) call: twelve
// 16-lane FMAs, two operations each, per round.
func fmaPeakFlops(rounds int) float64 { return float64(rounds) * 12 * 16 * 2 }

// MeasureFMAPeak measures the f32 fused multiply-add rate of all workers of
// p now, in FLOP/s: each worker runs independent 16-lane FMAs on registers
// only, and the best of five passes counts. It is the ceiling of an
// f32-compute prefill's weight products, and it differs twofold between
// machines that both report AVX-512: Zen 5 executes a 512-bit FMA whole,
// Zen 4 in two 256-bit halves. It is 0 where the kernels run without
// AVX-512.
func MeasureFMAPeak(p *Pool) float64 {
	if bestLevel != avx512 {
		return 0
	}
	best := 0.0
	for range 5 {
		start := time.Now()
		p.run(p.workers, func(int) { fmaPeakAVX512(fmaPeakRounds) })
		if d := time.Since(start).Seconds(); d > 0 {
			best = max(best, float64(p.workers)*fmaPeakFlops(fmaPeakRounds)/d)
		}
	}
	return best
}
