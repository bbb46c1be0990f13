package engine

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"xlachat/chat"
	"xlachat/engine/model"
	"xlachat/engine/tokenizer"
)

// Options choose the model, backend and device of a Chat.
type Options struct {
	ModelDir    string
	Backend     string // "ref" or "xla"
	Device      string // "cpu" for ref; local-task, local-sync, cuda, vulkan, hip, metal for xla
	Capacity    int    // KV cache slots; 0 means 2048
	Bucket      int    // prefill chunk; 0 means 256
	WeightDType string // "", "f32", "bf16", "f16"; "" keeps the checkpoint's dtype
	IREE        IREEOptions
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

// Plan tells what the next reply would prefill, before running it, so the
// UI can warn about chunking and dropped turns.
type Plan struct {
	PromptTokens  int // tokens of the whole rendered conversation
	CachedTokens  int // of those, already in the KV cache
	PrefillTokens int // tokens the next reply will prefill
	Chunks        int // prefill calls that needs
	DropMessages  int // oldest messages the overflow policy would drop
}

// ErrBusy is returned by Reply while another reply is streaming.
var ErrBusy = errors.New("a reply is already in progress")

// Chat is a model loaded on one backend and device, with the KV cache of
// the conversation it last replied to.
type Chat struct {
	sess     Session
	info     Info
	tok      *tokenizer.Tokenizer
	tmpl     *chat.Template
	eos      map[int32]bool
	closeAll func() error

	cfg         model.Config
	weightDType model.DType

	busy sync.Mutex // held by the reply goroutine
	mu   sync.Mutex // guards cached
	// cached holds the tokens whose K/V are in the session's cache.
	cached []int32
}

// Info describes the running session.
func (c *Chat) Info() Info { return c.info }

// Tokenizer is the model's tokenizer.
func (c *Chat) Tokenizer() *tokenizer.Tokenizer { return c.tok }

// Plan reports what replying to msgs would prefill.
func (c *Chat) Plan(msgs []chat.Message) (Plan, error) {
	f, err := c.fit(msgs)
	if err != nil {
		return Plan{}, err
	}
	c.mu.Lock()
	reuse := commonPrefix(c.cached, f.prompt)
	c.mu.Unlock()
	if reuse == len(f.prompt) && reuse > 0 {
		reuse--
	}
	n := len(f.prompt) - reuse
	return Plan{
		PromptTokens:  len(f.prompt),
		CachedTokens:  reuse,
		PrefillTokens: n,
		Chunks:        len(schedule(reuse, n, c.info.Bucket, c.info.Capacity)),
		DropMessages:  f.dropped,
	}, nil
}

// Reply streams the assistant's reply to msgs from a goroutine owned by the
// Chat; cancelling ctx stops it within one decode step and the reply so far
// stays in the cache. The channel is closed after EventDone or EventError;
// read it until then, or cancel ctx to walk away. One reply at a time: a
// second concurrent call gets ErrBusy.
func (c *Chat) Reply(ctx context.Context, msgs []chat.Message, gen GenOptions) <-chan Event {
	ch := make(chan Event, 16)
	gen = defaultGen(gen)
	f, err := c.fit(msgs)
	if err != nil {
		ch <- Event{Kind: EventError, Err: err}
		close(ch)
		return ch
	}
	return c.stream(ctx, ch, f, gen)
}

// Generate streams a reply to raw prompt tokens (no chat template), as the
// one-shot --raw mode needs.
func (c *Chat) Generate(ctx context.Context, prompt []int32, gen GenOptions) <-chan Event {
	ch := make(chan Event, 16)
	gen = defaultGen(gen)
	if len(prompt) == 0 || len(prompt) >= c.info.Capacity {
		ch <- Event{Kind: EventError, Err: fmt.Errorf("prompt is %d tokens; it must be between 1 and %d (the KV capacity minus one)", len(prompt), c.info.Capacity-1)}
		close(ch)
		return ch
	}
	return c.stream(ctx, ch, fitted{prompt: prompt}, gen)
}

func (c *Chat) stream(ctx context.Context, ch chan Event, f fitted, gen GenOptions) <-chan Event {
	if !c.busy.TryLock() {
		ch <- Event{Kind: EventError, Err: ErrBusy}
		close(ch)
		return ch
	}
	if gen.Temperature > 0 && !c.info.Logits {
		c.busy.Unlock()
		ch <- Event{Kind: EventError, Err: fmt.Errorf("sampling needs the logits graphs, which the %s backend did not load", c.info.Backend)}
		close(ch)
		return ch
	}
	go func() {
		defer c.busy.Unlock()
		defer close(ch)
		c.runReply(ctx, ch, f, gen)
	}()
	return ch
}

// runReply drives one generation and keeps the cache bookkeeping honest:
// on error the cache is forgotten, so the next reply re-prefills.
func (c *Chat) runReply(ctx context.Context, ch chan Event, f fitted, gen GenOptions) {
	send := func(e Event) bool {
		select {
		case ch <- e:
			return true
		case <-ctx.Done():
			return false
		}
	}
	if f.dropped > 0 {
		send(Event{Kind: EventDropped, Dropped: f.dropped})
	}
	c.mu.Lock()
	cached := c.cached
	c.cached = nil // unknown until this reply settles
	c.mu.Unlock()
	g := &generation{sess: c.sess, info: c.info, eos: c.eos, gen: gen,
		detok: c.tok.NewDetokenizer(), emit: send, cached: cached}
	kept, err := g.run(ctx, f.prompt)
	c.mu.Lock()
	c.cached = kept
	c.mu.Unlock()
	if err != nil {
		final(ctx, ch, Event{Kind: EventError, Err: err, Stats: g.stats})
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
func (c *Chat) Reset() {
	c.mu.Lock()
	c.cached = nil
	c.mu.Unlock()
}

// Close releases the session and the model. It waits for a reply in
// progress to finish; cancel its context first.
func (c *Chat) Close() error {
	c.busy.Lock()
	defer c.busy.Unlock()
	return c.closeAll()
}

func defaultGen(g GenOptions) GenOptions {
	if g.MaxNewTokens <= 0 {
		g.MaxNewTokens = 512
	}
	return g
}

// PromptIDs returns the prompt tokens a reply to msgs would run on, after
// the overflow policy.
func (c *Chat) PromptIDs(msgs []chat.Message) ([]int32, error) {
	f, err := c.fit(msgs)
	return f.prompt, err
}

// Session is the underlying session, for benchmarks. Do not use it while
// a reply is streaming.
func (c *Chat) Session() Session { return c.sess }

// ModelConfig is the loaded model's configuration.
func (c *Chat) ModelConfig() model.Config { return c.cfg }

// GraphWeightDType is the dtype the graphs take their weights in.
func (c *Chat) GraphWeightDType() model.DType { return c.weightDType }
