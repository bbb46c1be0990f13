package kernel

import (
	"sync/atomic"
	"time"
	"unsafe"
)

// MeasureReadBandwidth measures this machine's memory read bandwidth now, in
// bytes per second: all workers of p stream disjoint parts of a fresh buffer
// of the given size (use one much larger than the last-level cache), and the
// best of five passes is reported. It allocates the buffer for the duration
// of the call. bytes below 1 MiB are raised to 1 MiB.
func MeasureReadBandwidth(p *Pool, bytes int) float64 {
	return measureReadBandwidth(p, bytes, bestLevel)
}

func measureReadBandwidth(p *Pool, bytes int, lv level) float64 {
	const block = 256
	bytes = max(bytes, 1<<20) / block * block
	buf := make([]uint64, bytes/8)
	// Write every page so the passes measure reads, not page faults.
	for i := 0; i < len(buf); i += 512 {
		buf[i] = uint64(i)
	}
	blocks := bytes / block
	var sink atomic.Uint64
	best := 0.0
	for range 5 {
		start := time.Now()
		p.Parallel(blocks, func(lo, hi int) {
			var s uint64
			if lv == avx512 {
				s = readSumAVX512((*byte)(unsafe.Pointer(&buf[lo*block/8])), hi-lo)
			} else {
				s = readSumGo(buf[lo*block/8 : hi*block/8])
			}
			sink.Add(s) // keeps the reads observable
		})
		if d := time.Since(start).Seconds(); d > 0 {
			best = max(best, float64(bytes)/d)
		}
	}
	return best
}

func readSumGo(b []uint64) uint64 {
	var s0, s1, s2, s3 uint64
	for i := 0; i+4 <= len(b); i += 4 {
		s0 += b[i]
		s1 += b[i+1]
		s2 += b[i+2]
		s3 += b[i+3]
	}
	return s0 + s1 + s2 + s3
}
