package engine

import (
	"context"
	"fmt"
	"time"
)

// detokenizer turns a stream of token ids into text, holding back
// incomplete UTF-8.
type detokenizer interface {
	Push(id int32) string
	Flush() string
}

// generation is one reply in progress: the session, the tokens already in
// its cache, and what to send the caller.
type generation struct {
	sess    Session
	info    Info
	eos     map[int32]bool
	gen     GenOptions
	detok   detokenizer
	emit    func(Event) bool // false when the receiver is gone
	cached  []int32          // tokens whose K/V are in the cache, in order
	stats   Stats
	began   time.Time
	decoded time.Time // when decoding started (after the first token)
}

// run prefills prompt (reusing the cached prefix) and decodes until EOS,
// the token limit, the capacity or cancellation. It returns the tokens
// now in the cache; on error the cache contents are unknown and the
// caller must forget them.
func (g *generation) run(ctx context.Context, prompt []int32) ([]int32, error) {
	g.began = time.Now()
	reuse := reusable(g.cached, prompt)
	g.cached = append(g.cached[:reuse], prompt[reuse:]...)
	g.stats.PromptTokens = len(prompt)
	g.stats.PrefillTokens = len(prompt) - reuse
	g.stats.Capacity = g.info.Capacity

	next, logits, err := g.prefill(ctx, prompt[reuse:], reuse)
	if err != nil {
		return nil, err
	}
	return g.decode(ctx, next, logits)
}

// prefill feeds tokens at position start, chunk by chunk, and returns the
// greedy next token (or the last logits when sampling).
func (g *generation) prefill(ctx context.Context, tokens []int32, start int) (int32, []float32, error) {
	steps := schedule(start, len(tokens), g.info.Bucket, g.info.Capacity)
	g.stats.Chunks = len(steps)
	var next int32
	var logits []float32
	for i, s := range steps {
		if err := ctx.Err(); err != nil {
			return 0, nil, err
		}
		chunk := tokens[s.start-start : s.start-start+s.count]
		last := i == len(steps)-1
		var err error
		switch {
		case s.decode && last && g.sampling():
			logits, err = g.sess.DecodeLogits(ctx, chunk[0], s.start)
		case last && g.sampling():
			logits, err = g.sess.PrefillLogits(ctx, chunk, s.start)
		default:
			next, err = s.feed(ctx, g.sess, chunk)
		}
		if err != nil {
			return 0, nil, fmt.Errorf("prefill at position %d: %w", s.start, err)
		}
	}
	g.stats.Prefill = time.Since(g.began)
	return next, logits, nil
}

// statsOrZero is the reply's stats so far, for a reply that failed
// before its generation began.
func (g *generation) statsOrZero() Stats {
	if g == nil {
		return Stats{}
	}
	return g.stats
}

func (g *generation) sampling() bool { return g.gen.Temperature > 0 }

// decode emits tokens starting from the prefill's prediction.
func (g *generation) decode(ctx context.Context, next int32, logits []float32) ([]int32, error) {
	var smp *sampler
	if g.sampling() {
		smp = newSampler(g.gen)
		next = smp.sample(logits)
	}
	limit := g.gen.MaxNewTokens
	for {
		if g.eos[next] {
			g.stats.StoppedByEOS = true
			return g.cached, nil
		}
		if !g.deliver(next) {
			g.stats.Cancelled = true
			return g.cached, nil
		}
		if g.stats.DecodeTokens >= limit {
			g.stats.StoppedByLimit = true
			return g.cached, nil
		}
		if len(g.cached) >= g.info.Capacity {
			g.stats.ContextFull = true
			return g.cached, nil
		}
		if ctx.Err() != nil {
			g.stats.Cancelled = true
			return g.cached, nil
		}
		pos, fed := len(g.cached), next
		var err error
		next, err = g.step(ctx, smp, fed, pos)
		if err != nil {
			if ctx.Err() != nil {
				// Cancelled inside the call: the token was not fed.
				g.stats.Cancelled = true
				return g.cached, nil
			}
			return nil, fmt.Errorf("decode at position %d: %w", pos, err)
		}
		g.cached = append(g.cached, fed)
	}
}

// step feeds one token and predicts the next, greedily on the device or
// by sampling the logits.
func (g *generation) step(ctx context.Context, smp *sampler, tok int32, pos int) (int32, error) {
	if smp == nil {
		return g.sess.Decode(ctx, tok, pos)
	}
	logits, err := g.sess.DecodeLogits(ctx, tok, pos)
	if err != nil {
		return 0, err
	}
	return smp.sample(logits), nil
}

// deliver sends one reply token with its text and live stats. The token
// is not yet in the cache: it is fed by the next decode step.
func (g *generation) deliver(tok int32) bool {
	now := time.Now()
	g.stats.DecodeTokens++
	if g.stats.DecodeTokens == 1 {
		g.stats.FirstToken = now.Sub(g.began)
		g.decoded = now
	} else if d := now.Sub(g.decoded).Seconds(); d > 0 {
		g.stats.TokensPerSec = float64(g.stats.DecodeTokens-1) / d
	}
	g.stats.Total = now.Sub(g.began)
	// The token takes a slot when the next step feeds it, unless the
	// cache is already full and the reply ends here.
	g.stats.ContextUsed = min(len(g.cached)+1, g.info.Capacity)
	return g.emit(Event{Kind: EventToken, Token: tok, Text: g.detok.Push(tok), Stats: g.stats})
}
