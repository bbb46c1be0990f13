package ui

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"xlachat/chat"
	"xlachat/engine"
)

// Engine is what the UI needs from a loaded model. *engine.Engine satisfies
// it; tests use a scripted fake. It is declared here, on the consumer side,
// so the UI can be built and tested without a model on disk.
type Engine interface {
	Info() engine.Info
	// Plan must be cheap enough to run on every debounced keystroke; the
	// UI calls it off its goroutine and cancels it when the draft changes.
	// The engine also readies itself for the draft there (the ref backend
	// compiles a graph for a chunk length it has not met, tens of ms).
	Plan(ctx context.Context, msgs []chat.Message) (engine.Plan, error)
	// Warm prefills the settled part of the draft's prompt before Enter,
	// so the reply starts sooner; the UI calls it off its goroutine after
	// each plan, and with a blank draft when the input is empty, which
	// prefills the next turn's header (a newer call takes over from an
	// older one, and Reply stops them). It returns the tokens it
	// prefilled, after which a new plan shows fewer left to prefill.
	Warm(ctx context.Context, msgs []chat.Message) (int, error)
	Reply(ctx context.Context, msgs []chat.Message, gen engine.GenOptions) *engine.Stream
	// CheckSystemPrompt refuses a system prompt too long for the context.
	CheckSystemPrompt(text string) error
	Reset()
	Close() error
}

// Opener loads a model as described by s. It runs inside a tea.Cmd, so it
// may block; progress may be called from any goroutine until it returns.
type Opener func(ctx context.Context, s Settings, progress func(engine.Progress)) (Engine, error)

// Settings is everything the configuration decides for the UI: what to
// open, how to generate, and how to draw.
type Settings struct {
	Engine       engine.Options
	Gen          engine.GenOptions
	SystemPrompt string
	// PrefillWhileTyping warms the engine with each planned draft, and
	// with the next turn's header while the input is empty (see
	// Engine.Warm).
	PrefillWhileTyping bool
	Markdown           bool
	Mouse              bool
	// Recovery keeps a copy of unsaved turns in Options.RecoveryDir.
	Recovery bool
	// ConfigFile is the file the settings came from ("" if none); shown in
	// notices so the user knows which file to edit.
	ConfigFile string
}

// Target names the backend and device, as in "ref/cpu".
func (s Settings) Target() string {
	return s.Engine.Backend + "/" + s.Engine.Device
}

// switchTarget names where a switch from a leads to: b's backend and
// device, and what else of b's engine differs from a's, as the config
// file names it, so that a switch of model or dtype does not read as one
// to the backend and device it already runs on.
func switchTarget(a, b Settings) string {
	x, y := a.Engine, b.Engine
	var changed []string
	add := func(differs bool, key string, value any) {
		if differs {
			changed = append(changed, fmt.Sprintf("%s %v", key, value))
		}
	}
	add(x.ModelDir != y.ModelDir, "model", y.ModelDir)
	add(x.Capacity != y.Capacity, "generation.capacity", y.Capacity)
	add(x.Bucket != y.Bucket, "generation.prefill_bucket", y.Bucket)
	add(x.WeightDType != y.WeightDType, "generation.weight_dtype", orDefault(y.WeightDType, "checkpoint's"))
	add(x.ComputeDType != y.ComputeDType, "generation.compute_dtype", orDefault(y.ComputeDType, "default"))
	add(x.KVDType != y.KVDType, "generation.kv_dtype", orDefault(y.KVDType, "default"))
	for _, k := range slices.Sorted(maps.Keys(y.Settings)) {
		xv, had := x.Settings[k]
		add(!had || xv != y.Settings[k], k, strconv.Quote(y.Settings[k]))
	}
	for _, k := range slices.Sorted(maps.Keys(x.Settings)) {
		_, kept := y.Settings[k]
		add(!kept, k, "unset")
	}
	if len(changed) == 0 {
		return b.Target()
	}
	return b.Target() + " (" + strings.Join(changed, ", ") + ")"
}

// needsReopen reports whether going from a to b needs a new engine; other
// changes (generation, system prompt, drawing) apply in place.
func needsReopen(a, b Settings) bool {
	x, y := a.Engine, b.Engine
	return x.ModelDir != y.ModelDir || x.Backend != y.Backend || x.Device != y.Device ||
		x.Capacity != y.Capacity || x.Bucket != y.Bucket || x.WeightDType != y.WeightDType ||
		x.ComputeDType != y.ComputeDType || x.KVDType != y.KVDType ||
		!maps.Equal(x.Settings, y.Settings)
}

// ConfigMsg delivers settings re-read from the config file while the app
// runs (sent with tea.Program.Send by the file watcher). Err set means the
// new file was refused; the running session is kept.
type ConfigMsg struct {
	Settings Settings
	Err      error
	// Note, when set, is news about the file itself for the transcript
	// ("removed", "back"); with Removed the settings are not to be applied.
	Note    string
	Removed bool
}

// describeGen summarises generation settings for a notice.
func describeGen(g engine.GenOptions) string {
	if g.Temperature == 0 {
		return fmt.Sprintf("greedy, max %d new tokens", g.MaxNewTokens)
	}
	return fmt.Sprintf("temperature %g, top-k %d, top-p %g, seed %d, max %d new tokens",
		g.Temperature, g.TopK, g.TopP, g.Seed, g.MaxNewTokens)
}
