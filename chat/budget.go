package chat

import (
	"fmt"
	"math"
	"strings"
)

// Level is how much a prompt's length should worry the user, from OK up.
type Level int

const (
	// OK: the prompt fits one prefill call and the context has room.
	OK Level = iota
	// Near: the prompt fills at least 90% of the prefill bucket; a little
	// more text makes it chunked.
	Near
	// Chunked: the prompt needs several prefill calls (or tokens fed one
	// at a time), so the first reply token comes later.
	Chunked
	// NearCapacity: the prompt fills at least 90% of the window, or the
	// oldest turns are left out of it.
	NearCapacity
)

func (l Level) String() string {
	switch l {
	case OK:
		return "ok"
	case Near:
		return "near"
	case Chunked:
		return "chunked"
	case NearCapacity:
		return "near capacity"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// Budget is a session's token limits: Bucket tokens per prefill call,
// Capacity KV cache slots in all, and Window prompt tokens the engine's
// window holds before it leaves the oldest turns out (the rest of the
// capacity is kept for the reply; 0 means Capacity).
type Budget struct {
	Bucket, Capacity, Window int
}

// Prefill is what the engine plans to do with the next reply's prompt:
// the indicator rates the engine's own schedule rather than guess it.
type Prefill struct {
	Tokens      int // prompt tokens to prefill, after the cached prefix
	Chunks      int // prefill calls
	DecodeSteps int // prompt tokens fed one at a time past the last whole bucket
	Cached      int // prompt tokens already in the KV cache
	Hidden      int // oldest messages left out of the window to fit
}

// Warning is the prompt-length indicator's state for one prompt.
type Warning struct {
	Level   Level  // the most serious condition that applies
	Message string // for humans; empty when Level is OK
}

// Check rates a planned prefill. A non-positive Bucket or Capacity
// disables the checks that need it.
func (b Budget) Check(p Prefill) Warning {
	tokens, used := max(p.Tokens, 0), max(p.Cached, 0)
	total := used + tokens
	if total < used { // saturate rather than wrap on absurd inputs
		total = math.MaxInt
	}
	var w Warning
	var notes []string
	note := func(l Level, format string, args ...any) {
		w.Level = max(w.Level, l)
		notes = append(notes, fmt.Sprintf(format, args...))
	}

	switch {
	case p.Chunks > 1 && p.DecodeSteps > 0:
		note(Chunked, "will run in %d chunks plus %d single steps (slower first token)", p.Chunks, p.DecodeSteps)
	case p.Chunks > 1:
		note(Chunked, "will run in %d chunks (slower first token)", p.Chunks)
	case p.DecodeSteps > 1:
		note(Chunked, "%d tokens fed one at a time near the end of the context (slower first token)", p.DecodeSteps)
	case b.Bucket > 0 && atLeast90Percent(tokens, b.Bucket):
		note(Near, "%d of %d prefill tokens: close to chunking", tokens, b.Bucket)
	}

	window := b.Window
	if window <= 0 {
		window = b.Capacity
	}
	near := window > 0 && atLeast90Percent(total, window)
	switch {
	case p.Hidden > 0 && near:
		note(NearCapacity, "the oldest %d messages are left out of the %d-token context, and more will be soon", p.Hidden, b.Capacity)
	case p.Hidden > 0:
		note(NearCapacity, "the oldest %d messages are left out of the %d-token context", p.Hidden, b.Capacity)
	case near:
		note(NearCapacity, "context %d/%d tokens: the oldest turns will be left out soon", total, b.Capacity)
	}

	w.Message = strings.Join(notes, "; ")
	return w
}

// atLeast90Percent reports n >= 0.9*limit without floating point or
// overflow.
func atLeast90Percent(n, limit int) bool {
	return n >= limit-limit/10
}
