package engine

import "context"

// step is one session call that feeds prompt tokens into the cache.
type step struct {
	start, count int
	decode       bool // a single token through decode_step
}

// feed runs step s on chunk, its tokens, and returns the greedy next token.
func (s step) feed(ctx context.Context, sess Session, chunk []int32) (int32, error) {
	if s.decode {
		return sess.Decode(ctx, chunk[0], s.start)
	}
	return sess.Prefill(ctx, chunk, s.start)
}

// schedule splits the prefill of n tokens at position start into session
// calls. Prefill always writes a whole bucket of cache slots, so a chunk may
// start only where a whole bucket still fits; tokens past that point (the
// last bucket before the capacity) go through decode_step one at a time,
// which gives the same cache contents.
func schedule(start, n, bucket, capacity int) []step {
	var steps []step
	for n > 0 {
		if start+bucket <= capacity {
			c := min(n, bucket)
			steps = append(steps, step{start: start, count: c})
			start, n = start+c, n-c
			continue
		}
		steps = append(steps, step{start: start, count: 1, decode: true})
		start, n = start+1, n-1
	}
	return steps
}

// reusable is how many leading tokens of prompt can stay in a cache that
// holds cached: their common prefix, but never the whole prompt, because
// the last prompt token must be fed again to predict the next one.
func reusable(cached, prompt []int32) int {
	n := commonPrefix(cached, prompt)
	if n == len(prompt) && n > 0 {
		n--
	}
	return n
}

// commonPrefix is the length of the longest common prefix of a and b.
func commonPrefix[T comparable](a, b []T) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}
