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
	// Chunked: the prompt needs several prefill calls, so the first reply
	// token comes later.
	Chunked
	// NearCapacity: the context would be at least 90% full, so the oldest
	// turns will be dropped to make room.
	NearCapacity
	// OverCapacity: the prompt alone is longer than the context; dropping
	// turns cannot help.
	OverCapacity
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
	case OverCapacity:
		return "over capacity"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// Budget is a session's token limits: Bucket tokens per prefill call and
// Capacity KV cache slots in all.
type Budget struct {
	Bucket, Capacity int
}

// Warning is the prompt-length indicator's state for one prompt.
type Warning struct {
	Level   Level  // the most serious condition that applies
	Chunks  int    // prefill calls the prompt needs
	Message string // for humans; empty when Level is OK
}

// Check rates a prompt of prefillTokens new tokens on top of contextUsed
// cache slots already holding the conversation. A non-positive Bucket or
// Capacity disables the checks that need it.
func (b Budget) Check(prefillTokens, contextUsed int) Warning {
	p, used := max(prefillTokens, 0), max(contextUsed, 0)
	total := used + p
	if total < used { // saturate rather than wrap on absurd inputs
		total = math.MaxInt
	}
	w := Warning{Chunks: b.chunks(p)}
	var notes []string
	note := func(l Level, format string, args ...any) {
		w.Level = max(w.Level, l)
		notes = append(notes, fmt.Sprintf(format, args...))
	}

	switch {
	case b.Bucket <= 0:
	case p > b.Bucket:
		note(Chunked, "will run in %d chunks (slower first token)", w.Chunks)
	case atLeast90Percent(p, b.Bucket):
		note(Near, "%d of %d prefill tokens: close to chunking", p, b.Bucket)
	}

	switch {
	case b.Capacity <= 0:
	case p > b.Capacity:
		note(OverCapacity, "message alone is %d tokens, over the %d-token context: shorten it", p, b.Capacity)
	case total > b.Capacity:
		note(NearCapacity, "context %d/%d tokens: oldest turns will be dropped", total, b.Capacity)
	case atLeast90Percent(total, b.Capacity):
		note(NearCapacity, "context %d/%d tokens: oldest turns will be dropped soon", total, b.Capacity)
	}

	w.Message = strings.Join(notes, "; ")
	return w
}

// chunks is the number of prefill calls for p tokens.
func (b Budget) chunks(p int) int {
	if b.Bucket <= 0 {
		return min(p, 1)
	}
	n := p / b.Bucket
	if p%b.Bucket != 0 {
		n++
	}
	return n
}

// atLeast90Percent reports n >= 0.9*limit without floating point or
// overflow.
func atLeast90Percent(n, limit int) bool {
	return n >= limit-limit/10
}
