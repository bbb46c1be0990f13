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

// ReadStream reads every byte of bufs once and returns a checksum of them,
// which keeps the reads observable. Each buffer is split over the workers
// in contiguous pieces, as a weight product splits its rows, and each piece
// is read the way decode's bf16 product reads its rows (four streams side
// by side, prefetching into L2 ahead), with the widest loads the CPU has
// and no other arithmetic: the time it takes over a model's mapped
// weights is how fast a decode step could stream them at all. (On the
// development VMs a single sequential stream per thread read mapped 4 KiB
// pages at 22-25 GB/s, slower than the product itself; four streams read
// 36-37.)
func (p *Pool) ReadStream(bufs [][]byte) uint64 {
	return p.readStream(bufs, bestLevel)
}

func (p *Pool) readStream(bufs [][]byte, lv level) uint64 {
	const block = 256
	var sum atomic.Uint64
	for _, b := range bufs {
		blocks := len(b) / block
		chunks := min(blocks, chunksPerWorker*p.workers)
		p.run(chunks, func(c int) {
			lo, hi := c*blocks/chunks*block, (c+1)*blocks/chunks*block
			sum.Add(readBytes4(b[lo:hi], lv))
		})
		sum.Add(readBytes(b[blocks*block:], lv))
	}
	return sum.Load()
}

// readBytes4 is readBytes reading b as four streams, its quarters side by
// side, with decode's prefetch distance (see streamRows): the pattern that
// reads mapped 4 KiB pages fastest.
func readBytes4(b []byte, lv level) uint64 {
	q := len(b) / 4 / 64 * 64
	if lv != avx512 || q == 0 {
		return readBytes(b, lv)
	}
	return readSum4AVX512(&b[0], q/64, q, streamPrefetch) + readBytes(b[4*q:], lv)
}

// readBytes sums b in 64-bit lanes (256-byte blocks with AVX-512, groups
// of four aligned words in Go, the bytes around those singly); only its
// reads matter.
func readBytes(b []byte, lv level) uint64 {
	if lv == avx512 && len(b) >= 256 {
		return readSumAVX512(&b[0], len(b)/256) + readBytes(b[len(b)/256*256:], portable)
	}
	var s uint64
	for len(b) > 0 && uintptr(unsafe.Pointer(&b[0]))%8 != 0 {
		s += uint64(b[0])
		b = b[1:]
	}
	if n := len(b) / 32 * 4; n > 0 { // readSumGo takes words four at a time
		s += readSumGo(unsafe.Slice((*uint64)(unsafe.Pointer(&b[0])), n))
		b = b[n*8:]
	}
	for _, x := range b {
		s += uint64(x)
	}
	return s
}
