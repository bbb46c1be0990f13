package engine

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"slices"
	"sync"
	"time"

	"xlachat/chat"
	"xlachat/engine/dtype"
	"xlachat/engine/model"
	"xlachat/engine/tokenizer"
)

// Options choose the model, backend and device of an Engine.
type Options struct {
	ModelDir    string
	Backend     string // a Backend's Name, e.g. "ref" or "xla"
	Device      string // one of the backend's devices
	Capacity    int    // KV cache slots; 0 means DefaultCapacity(the model's config)
	Bucket      int    // prefill chunk; 0 means graph.DefaultBucket, or Capacity when less
	WeightDType string // "", "f32", "bf16", "f16", "int8", "q4"; "" keeps the checkpoint's dtype
	// ComputeDType is the operand dtype of the weight products: "" or
	// "f32"; "bf16" (bf16 operands, f32 sums); or "int8", with int8 or q4
	// weights only (activations rounded to int8 per group of 32, integer
	// products with the weights' integers; see engine/graph).
	ComputeDType string
	// KVDType is the element type of the KV cache: "" or "f32"; "bf16" or
	// "f16", which halve its memory and what attention reads per token,
	// keys and values rounded as they are stored (see engine/graph).
	KVDType string
	// Settings are the backends' own settings (Backend.Settings), by key.
	Settings map[string]string
	// Now is the clock behind the chat template's date (Llama 3's
	// "Today Date"); nil means time.Now. Tests pin it: the date is part of
	// every prompt, so with the real clock a reply changes at midnight.
	Now func() time.Time
}

// GenOptions control one reply. Temperature 0 means greedy decoding on the
// device; otherwise the logits graphs are used with top-k/top-p sampling.
type GenOptions struct {
	MaxNewTokens int // 0 means 512
	Temperature  float64
	TopK         int
	TopP         float64
	Seed         uint64 // sampling is reproducible for a given seed
}

// Plan tells what the next reply would do, before running it, so the UI
// can show the prompt's cost and warn about chunking and hidden turns. It
// comes from the same window policy and prefill schedule the reply runs.
type Plan struct {
	PromptTokens  int // tokens of the window the model will see
	CachedTokens  int // of those, already in the KV cache
	PrefillTokens int // tokens the next reply will prefill
	Chunks        int // prefill calls (up to Bucket tokens each)
	DecodeSteps   int // prompt tokens fed one at a time, past the last whole bucket
	Hidden        int // oldest messages outside the window
	// Window is the most prompt tokens the window holds: a turn that
	// would take it past them moves the window (see fit), leaving the
	// oldest turns out.
	Window int
}

// ErrBusy is returned by Reply while another reply is streaming.
var ErrBusy = errors.New("a reply is already in progress")

// Engine is a model loaded on one backend and device, with the KV cache of
// the conversation it last replied to.
type Engine struct {
	sess     Session
	info     Info
	tok      *tokenizer.Tokenizer
	segments *tokenizer.Cache // tokenized messages, shared by Plan and Reply
	tmpl     *chat.Template
	now      func() time.Time // the template's clock; nil means time.Now
	windows  windowStarts     // where the last conversation's windows began
	eos      map[int32]bool
	closeAll func() error

	cfg         model.Config
	weightDType dtype.DType
	kvDType     dtype.DType
	// model backs the session's weights; the benchmark streams them
	// through the same mapping, so they are resident once.
	model *model.Model

	changed func() error // reports model files changed on disk; may be nil

	busy sync.Mutex // held by the reply goroutine
	// session is held by whoever calls sess: the reply goroutine, or a
	// Warm, which gives way to a reply (see stopWarming).
	session sync.Mutex
	mu      sync.Mutex // guards cached, replying and warming
	// cached holds the tokens whose K/V are in the session's cache.
	cached   []int32
	replying bool      // a reply or Close is pending: Warm stays out
	warming  []*warmup // the Warms in progress, newest last
}

// Info describes the running session.
func (e *Engine) Info() Info { return e.info }

// Tokenizer is the model's tokenizer.
func (e *Engine) Tokenizer() *tokenizer.Tokenizer { return e.tok }

// Plan reports what replying to msgs would do, and readies the session for
// the prefill chunk whose length it has not met before (see Preparer), so
// that a chat, which plans each draft as it is typed, sends it without
// waiting for a compile. Cancelling ctx abandons it.
func (e *Engine) Plan(ctx context.Context, msgs []chat.Message) (Plan, error) {
	w, err := e.fit(ctx, msgs)
	if err != nil {
		return Plan{}, err
	}
	e.mu.Lock()
	reuse := reusable(e.cached, w.prompt)
	e.mu.Unlock()
	n := len(w.prompt) - reuse
	p := Plan{PromptTokens: len(w.prompt), CachedTokens: reuse, PrefillTokens: n, Hidden: w.hidden, Window: e.windowLimit()}
	last := 0 // the last chunk's length: every other is a whole bucket
	for _, s := range schedule(reuse, n, e.info.Bucket, e.info.Capacity) {
		if s.decode {
			p.DecodeSteps++
		} else {
			p.Chunks++
			last = s.count
		}
	}
	if prep, ok := e.sess.(Preparer); ok && last > 0 {
		// Best effort: a chunk that cannot be readied now fails the
		// reply with the same error, and the plan is still right.
		_ = prep.Prepare(ctx, last)
	}
	return p, nil
}

// Reply streams the assistant's reply to msgs from a goroutine owned by the
// Engine; cancelling ctx stops it within one decode step and the reply so far
// stays in the cache. One reply at a time: a second concurrent call gets
// ErrBusy. Reply returns at once; even fitting the conversation to the
// context happens on the reply's goroutine, so ctx stops that too.
func (e *Engine) Reply(ctx context.Context, msgs []chat.Message, gen GenOptions) *Stream {
	msgs = slices.Clone(msgs)
	return e.stream(ctx, gen, func() (window, error) { return e.fit(ctx, msgs) })
}

// Generate streams a reply to raw prompt tokens (no chat template), as the
// one-shot --raw mode needs.
func (e *Engine) Generate(ctx context.Context, prompt []int32, gen GenOptions) *Stream {
	return e.stream(ctx, gen, func() (window, error) {
		if len(prompt) == 0 || len(prompt) >= e.info.Capacity {
			return window{}, fmt.Errorf("prompt is %d tokens; it must be between 1 and %d (the KV capacity minus one)", len(prompt), e.info.Capacity-1)
		}
		return window{prompt: prompt}, nil
	})
}

func (e *Engine) stream(ctx context.Context, gen GenOptions, fit func() (window, error)) *Stream {
	ch := make(chan Event, 16)
	s := NewStream(ctx, ch)
	fail := func(err error) *Stream {
		ch <- Event{Kind: EventError, Err: err}
		close(ch)
		return s
	}
	if !e.busy.TryLock() {
		return fail(ErrBusy)
	}
	gen = defaultGen(gen)
	if gen.Temperature > 0 && !e.info.Logits {
		e.busy.Unlock()
		return fail(fmt.Errorf("sampling needs the logits graphs, which the %s backend did not load", e.info.Backend))
	}
	go func() {
		// The locks are released before the channel closes: a caller that
		// sees the end of this reply may start the next one at once.
		e.runReply(ctx, ch, fit, gen)
		e.replyDone()
		e.busy.Unlock()
		close(ch)
	}()
	return s
}

// runReply drives one generation and keeps the cache bookkeeping honest:
// on error the cache is forgotten, so the next reply re-prefills. A panic
// (a fault reading weights whose file changed, say) ends the reply with an
// error instead of taking the program, and its terminal, down.
func (e *Engine) runReply(ctx context.Context, ch chan Event, fit func() (window, error), gen GenOptions) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	var g *generation
	defer func() {
		if err := e.recovered(recover()); err != nil {
			final(ctx, ch, Event{Kind: EventError, Err: err, Stats: g.statsOrZero()})
		}
	}()
	send := func(e Event) bool {
		if ctx.Err() != nil { // cancelled: stop, even if the receiver is ready
			return false
		}
		select {
		case ch <- e:
			return true
		case <-ctx.Done():
			return false
		}
	}
	w, err := fit()
	e.stopWarming(w.prompt) // nil after an error: stop them all
	e.session.Lock()
	defer e.session.Unlock()
	if err != nil {
		final(ctx, ch, Event{Kind: EventError, Err: err})
		return
	}
	if w.hidden > 0 {
		send(Event{Kind: EventHidden, Hidden: w.hidden})
	}
	e.mu.Lock()
	cached := e.cached
	e.cached = nil // unknown until this reply settles
	e.mu.Unlock()
	// A reply shows and keeps no special token, as Hugging Face's
	// pipelines decode (skip_special_tokens): one written mid-reply
	// (<|start_header_id|>) would show as markup and, in the next turn's
	// prompt, read as the template's structure.
	g = &generation{sess: e.sess, info: e.info, eos: e.eos, gen: gen,
		detok: e.tok.NewDetokenizer(true), emit: send, cached: cached}
	kept, err := g.run(ctx, w.prompt)
	e.mu.Lock()
	e.cached = kept
	e.mu.Unlock()
	if err != nil {
		final(ctx, ch, Event{Kind: EventError, Err: e.explain(err), Stats: g.stats})
		return
	}
	if ctx.Err() != nil {
		g.stats.Cancelled = true
	}
	if !g.stats.Cancelled {
		if tail := g.detok.Flush(); tail != "" {
			send(Event{Kind: EventToken, Token: -1, Text: tail, Stats: g.stats})
		}
	}
	final(ctx, ch, Event{Kind: EventDone, Stats: g.stats})
}

// recovered turns what recover returned from a panic in the session's
// work into its error, nil when there was none. The cache is forgotten:
// the panic may have left it half written.
func (e *Engine) recovered(r any) error {
	if r == nil {
		return nil
	}
	e.forget()
	return e.explain(fmt.Errorf("internal error: %v", r))
}

// explain puts a failure in terms of its cause when the model's files
// changed on disk under the session, which is what breaks a mapped model.
func (e *Engine) explain(err error) error {
	if e.changed == nil {
		return err
	}
	if cerr := e.changed(); cerr != nil {
		return fmt.Errorf("%w (reload the model: save the config file or restart xlachat)", cerr)
	}
	return err
}

func (e *Engine) forget() {
	e.mu.Lock()
	e.cached = nil
	e.mu.Unlock()
}

// final delivers a reply's last event. After cancellation the receiver
// may have stopped reading, so then the event is only left in the buffer
// if there is room: the goroutine must exit, or Close would wait forever.
func final(ctx context.Context, ch chan<- Event, e Event) {
	select {
	case ch <- e:
	case <-ctx.Done():
		select {
		case ch <- e:
		default:
		}
	}
}

// Reset forgets the cached conversation (a new chat). The cache itself
// needs no clearing: slots past the current position are always masked.
func (e *Engine) Reset() { e.forget() }

// Close releases the session and the model. It waits for a reply in
// progress to finish; cancel its context first.
func (e *Engine) Close() error {
	e.busy.Lock()
	defer e.busy.Unlock()
	e.stopWarming(nil) // and never let warm-ups in again
	e.session.Lock()
	defer e.session.Unlock()
	return e.closeAll()
}

func defaultGen(g GenOptions) GenOptions {
	if g.MaxNewTokens <= 0 {
		g.MaxNewTokens = 512
	}
	return g
}

// PromptIDs returns the prompt tokens a reply to msgs would run on: the
// window the overflow policy leaves.
func (e *Engine) PromptIDs(ctx context.Context, msgs []chat.Message) ([]int32, error) {
	w, err := e.fit(ctx, msgs)
	return w.prompt, err
}
