package engine

import (
	"context"
	"time"
)

// EventKind tells what an Event carries.
type EventKind int

const (
	// EventToken carries one generated token and the text it completes.
	EventToken EventKind = iota
	// EventHidden says the oldest messages are outside the window the
	// model sees, to fit the capacity. The conversation still has them.
	EventHidden
	// EventDone ends a reply; Stats are final.
	EventDone
	// EventError ends a reply with Err; the conversation is intact.
	EventError
)

// Event is one step of a streaming reply.
type Event struct {
	Kind   EventKind
	Token  int32
	Text   string // detokenized text this token completes (may be "")
	Hidden int    // EventHidden: messages outside the window
	Stats  Stats
	Err    error
}

// Stream delivers one reply's events in order, ending with EventDone or
// EventError. Stopping is exact: once the reply's context is cancelled,
// Next returns no further token, only the final event, however the
// cancellation raced with the reply's goroutine.
type Stream struct {
	ctx    context.Context
	events <-chan Event
}

// NewStream wraps the events of a reply whose context is ctx; the sender
// closes events after the final event. Chat makes its Streams this way,
// and so can a stand-in engine in tests.
func NewStream(ctx context.Context, events <-chan Event) *Stream {
	return &Stream{ctx: ctx, events: events}
}

// Next returns the next event; ok is false once the stream has ended. A
// cancelled reply's final event can be missing when nobody was reading:
// the end of the stream then says as much.
func (s *Stream) Next() (e Event, ok bool) {
	for e := range s.events {
		if e.Kind == EventToken && s.ctx.Err() != nil {
			continue
		}
		return e, true
	}
	return Event{}, false
}

// Stats describes one reply, updated live while it streams.
type Stats struct {
	PromptTokens   int           // tokens of the whole rendered conversation
	PrefillTokens  int           // tokens actually prefilled (after cache reuse)
	Chunks         int           // prefill calls made
	Prefill        time.Duration // time spent prefilling
	FirstToken     time.Duration // from the request to the first reply token
	DecodeTokens   int           // reply tokens produced so far
	TokensPerSec   float64       // decode rate, updated every token
	Total          time.Duration // wall time of the reply so far
	ContextUsed    int           // cache slots in use after this token
	Capacity       int
	StoppedByEOS   bool // the model emitted an end-of-sequence token
	StoppedByLimit bool // max_new_tokens was reached
	ContextFull    bool // the KV cache filled up: the reply was cut off
	Cancelled      bool // the caller's context stopped the reply
}
