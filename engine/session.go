// Package engine turns a model directory plus a backend and device into chat
// replies, token by token.
//
// The layers, bottom up: a Session runs one model's compiled graphs on one
// device and owns the KV cache; the generation loop in this package drives a
// Session (chunked prefill, greedy or sampled decode, multi-turn cache reuse,
// context overflow policy) and streams Events to its caller.
package engine

import (
	"context"
	"time"

	"xlachat/engine/graph"
	"xlachat/engine/model"
)

// Info describes a running session: what the status bar shows and what the
// generation loop must respect.
type Info struct {
	Backend   string // "ref" or "xla"
	Device    string // "cpu" for ref; an IREE device such as "local-task"
	Model     string // display name of the model (directory base name)
	Capacity  int    // KV cache slots: prompt plus reply never exceed this
	Bucket    int    // prefill chunk length (tokens per prefill call)
	VocabSize int
	Logits    bool // the logits graphs are loaded, so sampling is possible
}

// Session runs one model's prefill and decode_step graphs on one device and
// keeps the KV cache between calls. Positions are absolute slots in the
// cache; the graphs mask every slot after the current position, so stale
// cache contents never need clearing.
//
// A Session is used by one goroutine at a time.
type Session interface {
	Info() Info
	// Prefill runs one chunk of at most Bucket tokens at positions
	// start..start+len(tokens)-1 and returns the greedy next token after the
	// last one. The caller guarantees start+Bucket <= Capacity.
	Prefill(ctx context.Context, tokens []int32, start int) (int32, error)
	// PrefillLogits is Prefill returning the last token's logits instead.
	PrefillLogits(ctx context.Context, tokens []int32, start int) ([]float32, error)
	// Decode feeds token at position pos (pos < Capacity) and returns the
	// greedy next token.
	Decode(ctx context.Context, token int32, pos int) (int32, error)
	// DecodeLogits is Decode returning logits instead.
	DecodeLogits(ctx context.Context, token int32, pos int) ([]float32, error)
	Close() error
}

// Progress reports model load and graph compile progress for a progress bar.
type Progress struct {
	Stage string // "weights", "compile", ...
	Done  int64
	Total int64
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

// SessionSpec is everything a backend needs to open a Session.
type SessionSpec struct {
	Model    *model.Model
	Graphs   *graph.Set
	Device   string
	Progress func(Progress) // may be nil
	IREE     IREEOptions
}

// IREEOptions configure the xla backend; the ref backend ignores them.
type IREEOptions struct {
	CompilerPath string // iree-compile; empty: $IREE_DIST/bin, then PATH
	CacheDir     string // vmfb cache; empty: user cache dir/xlachat/vmfb
	CUDATarget   string // e.g. "sm_80"
	HIPTarget    string // e.g. "gfx1100"
}

// Backend opens Sessions on one kind of executor.
type Backend interface {
	Name() string      // "ref" or "xla"
	Devices() []string // devices this build can open
	Open(ctx context.Context, spec SessionSpec) (Session, error)
}
