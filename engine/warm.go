package engine

import (
	"context"
	"errors"
	"runtime/debug"
	"slices"
	"strings"
	"sync/atomic"
	"unicode"

	"xlachat/chat"
)

// Warm prefills, while the user is still typing, the part of the next
// reply's prompt that more typing will not change, so that the reply to
// the finished draft has only the rest to prefill and its first token
// comes sooner. msgs is the conversation with the draft as its last
// message. What stays unsettled is the draft's last word (a longer word
// may tokenize differently) and what the template puts after the draft:
// Warm prefills the tokens the prompts of the draft and of the draft cut
// before its last word share. A blank draft warms the template's header
// and the earlier turns, which a chat does when it opens. A reply reuses
// whatever of that is still its own prefix, so a draft that is edited
// afterwards costs only the recomputation a reply would have done anyway.
//
// Warm returns how many tokens it prefilled. It does nothing while a
// reply streams. A Reply started meanwhile cancels it unless it is
// prefilling that reply's own beginning (see stopWarming); Close cancels
// it; so does ctx (between chunks and, on the ref backend, between ops).
// A newer Warm does not cancel it but waits for the chunk in progress,
// which holds the draft's beginning and is usually still of use:
// cancelling would let a user who types without long pauses never finish
// the first chunk (the template's header and the first words, a third of
// a second of f32 prefill). The cached values are those a reply would
// compute, because every token's K/V depend only on the tokens before
// it, not on how they were chunked.
func (e *Engine) Warm(ctx context.Context, msgs []chat.Message) (n int, err error) {
	if len(msgs) == 0 {
		return 0, nil
	}
	w, err := e.fit(ctx, msgs)
	if err != nil {
		return 0, err
	}
	settled, err := e.settledPrefix(msgs, w)
	if err != nil {
		return 0, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	wu := &warmup{target: settled, cancel: cancel}
	if !e.claimWarm(wu) {
		return 0, nil
	}
	e.session.Lock()
	defer e.session.Unlock()
	defer e.releaseWarm(wu)
	// Warm runs the prefill a reply runs, on its caller's goroutine (the
	// chat's, while the user types): a panic or a fault there must end
	// it with an error, as it ends a reply, not the program.
	defer func() {
		if rerr := e.recovered(recover()); rerr != nil {
			n, err = 0, rerr
		}
	}()
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	return e.warm(ctx, wu, settled)
}

// warmup is a Warm in progress, as the Engine knows it: the tokens it
// prefills, what stops it at once (cancel), and whether a newer one waits
// for it, which stops it between chunks.
type warmup struct {
	target     []int32
	cancel     context.CancelFunc
	superseded atomic.Bool
}

// settledPrefix is the part of w's prompt that does not depend on the
// draft's last word. A blank draft has no last word to leave out: its
// settled part is what the template puts before any draft, the header
// and the earlier turns, which the prompt of a one-letter draft shares
// with it and nothing after.
func (e *Engine) settledPrefix(msgs []chat.Message, w window) ([]int32, error) {
	system, rest := splitSystem(msgs)
	cut := append(system[:len(system):len(system)], rest[w.hidden:]...)
	last := &cut[len(cut)-1]
	if last.Content == "" {
		last.Content = "x"
	} else {
		last.Content = withoutLastWord(last.Content)
	}
	short, err := e.render(cut)
	if err != nil {
		return nil, err
	}
	return w.prompt[:commonPrefix(w.prompt, short)], nil
}

// withoutLastWord cuts s before its last word, and the space before it.
func withoutLastWord(s string) string {
	s = strings.TrimRightFunc(s, unicode.IsSpace)
	i := strings.LastIndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return ""
	}
	return strings.TrimRightFunc(s[:i], unicode.IsSpace)
}

// claimWarm registers wu as the newest warm-up, after which the earlier
// ones stop at their next chunk; it refuses while a reply is pending.
func (e *Engine) claimWarm(wu *warmup) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.replying {
		return false
	}
	for _, old := range e.warming {
		old.superseded.Store(true)
	}
	e.warming = append(e.warming, wu)
	return true
}

// releaseWarm forgets wu.
func (e *Engine) releaseWarm(wu *warmup) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.warming = slices.DeleteFunc(e.warming, func(w *warmup) bool { return w == wu })
}

// stopWarming marks a reply to prompt (or a Close, with prompt nil)
// pending, which refuses new warm-ups, and cancels those that prefill
// anything but a prefix of prompt; the caller then takes e.session,
// which a cancelled warm-up gives up within one op. One that prefills
// the reply's own beginning runs on (unless a newer one superseded it):
// cancelled, its chunk would only be prefilled again by the reply.
func (e *Engine) stopWarming(prompt []int32) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.replying = true
	for _, wu := range e.warming {
		if commonPrefix(wu.target, prompt) < len(wu.target) {
			wu.cancel()
		}
	}
}

// replyDone lets warm-ups run again.
func (e *Engine) replyDone() {
	e.mu.Lock()
	e.replying = false
	e.mu.Unlock()
}

// warmMinTokens is the fewest new tokens Warm prefills. Each call reads
// every weight once, so warming each word as it is typed would read them
// once a token, as decoding does: for a 50-token turn several times the
// energy of one prefill, spent while the user types. From eight rows on,
// a chunk reads them once for the lot at close to a prefill's speed per
// token; the cost is up to seven more tokens left for the reply.
const warmMinTokens = 8

// warm prefills prompt past what the cache already holds, chunk by chunk,
// adding each chunk to the cached tokens once it is in, unless fewer than
// warmMinTokens are new; it stops when wu is superseded. The caller holds
// e.session.
func (e *Engine) warm(ctx context.Context, wu *warmup, prompt []int32) (int, error) {
	if ctx.Err() != nil || wu.superseded.Load() {
		return 0, nil // before forgetting cached tokens that others may share
	}
	e.mu.Lock()
	reuse := commonPrefix(e.cached, prompt)
	if len(prompt)-reuse < warmMinTokens {
		e.mu.Unlock()
		return 0, nil
	}
	e.cached = e.cached[:reuse] // the slots after it are about to change
	e.mu.Unlock()
	done := 0
	for _, s := range schedule(reuse, len(prompt)-reuse, e.info.Bucket, e.info.Capacity) {
		if ctx.Err() != nil || wu.superseded.Load() {
			return done, nil
		}
		chunk := prompt[s.start : s.start+s.count]
		if _, err := s.feed(ctx, e.sess, chunk); err != nil {
			if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
				return done, nil // the chunk's slots past cached are masked
			}
			e.forget()
			return done, e.explain(err)
		}
		if !e.extendCache(s.start, chunk) {
			return done, nil
		}
		done += s.count
	}
	return done, nil
}

// extendCache records tokens as cached from slot start, which must be
// where the cached tokens end: a Reset meanwhile forgot those before it,
// and then the chunk cannot be recorded (nor is the conversation the same).
func (e *Engine) extendCache(start int, tokens []int32) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.cached) != start {
		return false
	}
	e.cached = append(e.cached, tokens...)
	return true
}
