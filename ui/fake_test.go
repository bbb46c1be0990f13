package ui

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"xlachat/chat"
	"xlachat/engine"
)

// fakeEngine streams scripted tokens with a delay, honours ctx like the
// real engine (cancelled before the first token: an EventError carrying
// ctx.Err(); later: EventDone with Stats.Cancelled), and plans by counting
// one token per byte of content so tests can hit exact prompt lengths.
// Like the real engine it takes one reply at a time, until the stream
// closes; another gets engine.ErrBusy.
type fakeEngine struct {
	info   engine.Info
	opts   engine.Options // what it was opened with, when an opener says
	tokens []string
	delay  time.Duration
	hidden int   // EventHidden count sent before the first token
	fail   error // sent as EventError after the tokens
	tps    float64
	// hold, when set, keeps a reply busy after its final event until it
	// is closed, as the engine's bookkeeping after that event does.
	hold chan struct{}
	// prefill, when set, holds every reply before its first token (its
	// prefill) until it is closed or the reply is cancelled.
	prefill chan struct{}
	// midway, when set, holds every reply after its first token until it
	// is closed or the reply is cancelled.
	midway chan struct{}
	// closeGate, when set, keeps Close from returning until it is closed,
	// as a real engine's Close waits for its warm-ups and workers.
	closeGate chan struct{}
	busy      sync.Mutex

	mu      sync.Mutex
	replies [][]chat.Message
	gens    []engine.GenOptions
	resets  int
	closed  bool
	closes  int  // calls of Close: a session must be closed exactly once
	closing bool // a Close waits for closeGate
	plans   int
	warms   []string // the drafts Warm was called with
	warmed  int      // the length of the last draft Warm took in
	header  bool     // a blank draft's Warm took in the template's header

	systemLimit int // CheckSystemPrompt refuses longer prompts; 0: no limit
}

func newFake(backend, device string) *fakeEngine {
	return &fakeEngine{
		info:   engine.Info{Backend: backend, Device: device, Model: "tiny-llama", Capacity: 2048, Bucket: 256},
		tokens: []string{"Hello", ", ", "**world**", "!"},
		tps:    12.5,
	}
}

func (f *fakeEngine) Info() engine.Info { return f.info }

func (f *fakeEngine) Plan(ctx context.Context, msgs []chat.Message) (engine.Plan, error) {
	f.mu.Lock()
	f.plans++
	warmed := f.warmed
	f.mu.Unlock()
	total := 0
	for _, m := range msgs {
		total += len(m.Content)
	}
	last := len(msgs[len(msgs)-1].Content)
	if last > f.info.Capacity {
		return engine.Plan{}, errors.New("the message is too long")
	}
	last -= min(warmed, last)
	p := engine.Plan{PromptTokens: total, CachedTokens: total - last, PrefillTokens: last, Chunks: (last + f.info.Bucket - 1) / f.info.Bucket}
	if total > f.info.Capacity && len(msgs) > 2 {
		// Like the engine's window, leave the first two messages out of
		// the prompt.
		p.Hidden = 2
		for _, m := range msgs[:2] {
			p.PromptTokens -= len(m.Content)
			p.CachedTokens -= len(m.Content)
		}
	}
	return p, nil
}

// Warm takes in all but the last byte of the draft, once per draft, so
// that Plan then counts one token left to prefill. For a blank draft it
// takes in a header of headerTokens the first time.
func (f *fakeEngine) Warm(ctx context.Context, msgs []chat.Message) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	draft := msgs[len(msgs)-1].Content
	f.warms = append(f.warms, draft)
	if draft == "" {
		if f.header {
			return 0, nil
		}
		f.header = true
		return headerTokens, nil
	}
	settled := max(len(draft)-1, 0)
	n := max(settled-f.warmed, 0)
	f.warmed = settled
	return n, nil
}

// headerTokens is the length of the fake's template header.
const headerTokens = 5

func (f *fakeEngine) warmCalls() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.warms)
}

func (f *fakeEngine) CheckSystemPrompt(text string) error {
	if f.systemLimit > 0 && len(text) > f.systemLimit {
		return errors.New("the system prompt is too long")
	}
	return nil
}

func (f *fakeEngine) Reply(ctx context.Context, msgs []chat.Message, gen engine.GenOptions) *engine.Stream {
	if !f.busy.TryLock() {
		ch := make(chan engine.Event, 1)
		ch <- engine.Event{Kind: engine.EventError, Err: engine.ErrBusy}
		close(ch)
		return engine.NewStream(ctx, ch)
	}
	f.mu.Lock()
	f.replies = append(f.replies, msgs)
	f.gens = append(f.gens, gen)
	f.warmed = 0 // the next draft starts afresh
	f.mu.Unlock()
	// Buffered as the engine's is, so that a reply nobody reads any more
	// (the chat has ended) can still leave its final event and exit.
	ch := make(chan engine.Event, 16)
	go f.stream(ctx, ch)
	return engine.NewStream(ctx, ch)
}

// stream sends the scripted reply. Like the engine's reply goroutine it
// never blocks on a reader that has gone: once ctx is cancelled a send
// gives up, and the final event is left in the buffer if there is room.
func (f *fakeEngine) stream(ctx context.Context, ch chan<- engine.Event) {
	// As in the engine, the reply stops being busy just before its
	// stream closes.
	defer close(ch)
	defer f.busy.Unlock()
	if f.hold != nil {
		defer func() { <-f.hold }()
	}
	send := func(e engine.Event) bool {
		select {
		case ch <- e:
			return true
		case <-ctx.Done():
			return false
		}
	}
	final := func(e engine.Event) {
		if !send(e) {
			select {
			case ch <- e:
			default:
			}
		}
	}
	st := engine.Stats{PromptTokens: 40, PrefillTokens: 40, Chunks: 1, Capacity: f.info.Capacity,
		FirstToken: 420 * time.Millisecond, TokensPerSec: f.tps}
	if f.hidden > 0 {
		send(engine.Event{Kind: engine.EventHidden, Hidden: f.hidden})
	}
	if f.prefill != nil {
		select {
		case <-f.prefill:
		case <-ctx.Done():
			final(engine.Event{Kind: engine.EventError, Err: ctx.Err(), Stats: st})
			return
		}
	}
	for i, tok := range f.tokens {
		select {
		case <-ctx.Done():
			if i == 0 { // "prefill" was cut short
				final(engine.Event{Kind: engine.EventError, Err: ctx.Err(), Stats: st})
				return
			}
			st.Cancelled = true
			final(engine.Event{Kind: engine.EventDone, Stats: st})
			return
		case <-time.After(f.delay):
		}
		st.DecodeTokens, st.ContextUsed = i+1, 40+i+1
		send(engine.Event{Kind: engine.EventToken, Token: int32(i), Text: tok, Stats: st})
		if i == 0 && f.midway != nil {
			select {
			case <-f.midway:
			case <-ctx.Done():
			}
		}
	}
	if f.fail != nil {
		final(engine.Event{Kind: engine.EventError, Err: f.fail, Stats: st})
		return
	}
	st.StoppedByEOS = true
	final(engine.Event{Kind: engine.EventDone, Stats: st})
}

func (f *fakeEngine) Reset() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.resets++
}

func (f *fakeEngine) Close() error {
	if f.closeGate != nil {
		f.mu.Lock()
		f.closing = true
		f.mu.Unlock()
		<-f.closeGate
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closes++
	if f.closed {
		return errors.New("closed twice")
	}
	f.closed = true
	return nil
}

// gateWaited reports whether a Close is waiting for closeGate.
func gateWaited(f *fakeEngine) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.closing
}

// closeCount is how many times Close was called.
func (f *fakeEngine) closeCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.closes
}

func (f *fakeEngine) isClosed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.closed
}

func (f *fakeEngine) replyCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.replies)
}

// fakeOpener opens engines by target ("ref/cpu") from a table, reporting
// progress first; a target missing from the table fails to open. If gate
// is not nil the open waits for it (or for ctx), to test a slow load.
type fakeOpener struct {
	engines  map[string]*fakeEngine
	gate     chan struct{}
	mu       sync.Mutex
	opened   []string
	returned int // opens that have returned
}

func (o *fakeOpener) open(ctx context.Context, s Settings, progress func(engine.Progress)) (Engine, error) {
	o.mu.Lock()
	o.opened = append(o.opened, s.Target())
	o.mu.Unlock()
	defer func() {
		o.mu.Lock()
		o.returned++
		o.mu.Unlock()
	}()
	progress(engine.Progress{Stage: "weights", Done: 256 << 20, Total: 1024 << 20})
	if o.gate != nil {
		time.Sleep(20 * time.Millisecond) // let the UI show the first report
		progress(engine.Progress{Stage: "weights", Done: 768 << 20, Total: 1024 << 20})
		select {
		case <-o.gate:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	progress(engine.Progress{Stage: "compile", Done: 4, Total: 4})
	e, ok := o.engines[s.Target()]
	if !ok {
		return nil, errors.New("device " + s.Engine.Device + " is not available")
	}
	return e, nil
}

func (o *fakeOpener) returnedOpens() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.returned
}
