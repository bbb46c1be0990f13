package engine

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"strings"

	"xlachat/chat"
	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
	"xlachat/engine/tokenizer"
)

// Open loads the model directory and opens a Session on the backend named
// by opts.Backend, chosen among backends. progress may be nil.
//
// Loading reads every weight, and a chat loads a new session while its
// conversation is on screen (a config change): a panic, or a fault on
// weights whose file changed meanwhile, ends the load with an error.
func Open(ctx context.Context, opts Options, backends []Backend, progress func(Progress)) (e *Engine, err error) {
	b, err := pickBackend(opts, backends)
	if err != nil {
		return nil, err
	}
	m, err := model.Open(opts.ModelDir)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			e, err = nil, fmt.Errorf("loading %s: internal error: %v", m.Dir, r)
		}
		if err != nil {
			if cerr := m.Changed(); cerr != nil {
				err = fmt.Errorf("%w (%v)", err, cerr)
			}
			m.Close()
		}
	}()
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	return openWithModel(ctx, opts, b, m, progress)
}

func openWithModel(ctx context.Context, opts Options, b Backend, m *model.Model, progress func(Progress)) (*Engine, error) {
	tok, err := tokenizer.Load(filepath.Join(m.Dir, tokenizer.FileName))
	if err != nil {
		return nil, err
	}
	// The graphs' gather clamps an id past the embedding to its last row,
	// so a tokenizer from another model would chat in noise, not fail.
	if n := tok.VocabSize(); n > m.Config.VocabSize {
		return nil, fmt.Errorf("model %s: %s has token ids up to %d, past %s's vocab_size %d: the tokenizer belongs to another model",
			m.Dir, tokenizer.FileName, n-1, model.ConfigFile, m.Config.VocabSize)
	}
	tmpl, err := chat.LoadModelTemplate(m.Dir)
	if err != nil {
		return nil, err
	}
	// Rendered by another tokenizer, Llama 3's template would tokenize
	// its header tokens as plain text: a prompt the model never saw.
	if _, ok := tok.TokenID(llama3Header); tmpl.Builtin() && !ok {
		return nil, fmt.Errorf("model %s ships no chat template (%s has no chat_template, and there is no chat_template.jinja), and the built-in one, Llama 3's, needs %s, which its %s lacks: add the chat template of the model's instruct or chat version",
			m.Dir, chat.TokenizerConfigFile, llama3Header, tokenizer.FileName)
	}
	gopts, err := graphOptions(opts, m)
	if err != nil {
		return nil, err
	}
	set, err := graph.Select(m.Config, gopts)
	if err != nil {
		return nil, fmt.Errorf("graphs for %s: %w", m.Dir, err)
	}
	sess, err := b.Open(ctx, SessionSpec{Model: m, Graphs: set, Device: opts.Device, Settings: opts.Settings, Progress: progress})
	if err != nil {
		return nil, fmt.Errorf("%s backend, device %s: %w", b.Name(), opts.Device, err)
	}
	info := sess.Info()
	info.Model = m.Name
	eos := make(map[int32]bool)
	for _, id := range m.Generation.EOSTokenIDs {
		eos[int32(id)] = true
	}
	return &Engine{sess: sess, info: info, tok: tok, segments: tokenizer.NewCache(segmentCacheBytes), tmpl: tmpl, now: opts.Now, eos: eos,
		cfg: m.Config, weightDType: gopts.WeightDType, kvDType: gopts.KVDType, model: m, changed: m.Changed,
		closeAll: func() error { return errors.Join(sess.Close(), m.Close()) }}, nil
}

// llama3Header is a special token of Llama 3's chat template, which
// tokenizers of other families lack.
const llama3Header = "<|start_header_id|>"

// segmentCacheBytes bounds the text of tokenized messages an Engine keeps:
// far more than any context window holds, so planning while typing only
// tokenizes the draft.
const segmentCacheBytes = 8 << 20

// DefaultCapacity is the KV capacity a model gets when none is asked
// for: graph.DefaultCapacity, or the most the model allows
// (model.Config.MaxCapacity) when that is less, since a default the model
// refuses would be an error the user never chose.
func DefaultCapacity(cfg model.Config) int {
	if n := cfg.MaxCapacity(); n > 0 && n < graph.DefaultCapacity {
		return n
	}
	return graph.DefaultCapacity
}

// graphOptions resolves capacity, bucket, weight and compute dtype
// defaults and checks them against the model.
func graphOptions(opts Options, m *model.Model) (graph.Options, error) {
	g := graph.Options{Capacity: opts.Capacity, Bucket: opts.Bucket, WeightDType: m.WeightDType()}
	if g.Capacity == 0 {
		g.Capacity = DefaultCapacity(m.Config)
	}
	if g.Bucket == 0 {
		g.Bucket = min(graph.DefaultBucket, g.Capacity)
	}
	if opts.WeightDType != "" {
		dt, err := dtype.ParseWeight(opts.WeightDType)
		if err != nil {
			return g, err
		}
		g.WeightDType = dt
	}
	cdt, err := parseComputeDType(opts.ComputeDType)
	if err != nil {
		return g, err
	}
	g.ComputeDType = cdt
	if g.KVDType, err = parseKVDType(opts.KVDType); err != nil {
		return g, err
	}
	// graph.Emit refuses the pairing too, but only after the weights have
	// loaded (and perhaps been quantized): say so before.
	if err := dtype.CheckPair(g.WeightDType, cdt); err != nil {
		return g, err
	}
	if g.Bucket > g.Capacity {
		return g, fmt.Errorf("prefill bucket %d is larger than the KV capacity %d", g.Bucket, g.Capacity)
	}
	if err := CheckCapacity(g, m.Config, m.WeightBytes()); err != nil {
		return g, err
	}
	return g, nil
}

// parseComputeDType is the compute dtype Options.ComputeDType names, ""
// meaning f32. It is the one parser of the names, for Open and Bench
// alike.
func parseComputeDType(s string) (dtype.DType, error) {
	if s == "" {
		return dtype.F32, nil
	}
	return dtype.ParseCompute(s)
}

// parseKVDType is the KV cache dtype Options.KVDType names, "" meaning
// f32.
func parseKVDType(s string) (dtype.DType, error) {
	if s == "" {
		return dtype.F32, nil
	}
	return dtype.ParseKV(s)
}

// CheckCapacity refuses a KV capacity the model cannot use: more positions
// than the graphs compute it exactly for (model.Config.CheckCapacity), or
// more than this machine's memory holds (the KV cache and a prefill's
// attention scores grow with it). The error names the largest value that
// works, or what else to change when none does.
func CheckCapacity(o graph.Options, cfg model.Config, weightBytes int64) error {
	return checkCapacityIn(o, cfg, weightBytes, totalMemory())
}

// checkCapacityIn is CheckCapacity on a machine of mem bytes (0: unknown).
func checkCapacityIn(o graph.Options, cfg model.Config, weightBytes int64, mem uint64) error {
	if err := cfg.CheckCapacity(o.Capacity); err != nil {
		return fmt.Errorf("generation.capacity %w", err)
	}
	if mem == 0 {
		return nil // unknown here: let the allocation decide
	}
	perSlot := bytesPerSlot(o, cfg)
	free := max(int64(mem)-weightBytes-memoryHeadroom, 0)
	if int64(o.Capacity)*perSlot <= free {
		return nil
	}
	need := fmt.Sprintf("generation.capacity %d needs about %d MB for the KV cache and attention, more than this machine's %d MB of memory holds beside the weights",
		o.Capacity, int64(o.Capacity)*perSlot>>20, mem>>20)
	most := free / perSlot / int64(o.Bucket) * int64(o.Bucket)
	switch {
	case free == 0:
		return fmt.Errorf("%s: the weights alone (%d MB) leave no room; a smaller generation.weight_dtype (int8, q4) needs less",
			need, weightBytes>>20)
	case most == 0:
		return fmt.Errorf("%s; not even one prefill bucket of %d tokens fits: lower generation.prefill_bucket (the default is %d)",
			need, o.Bucket, graph.DefaultBucket)
	}
	return fmt.Errorf("%s; the largest that works is about %d", need, most)
}

// memoryHeadroom is memory left for everything but the weights, the KV
// cache and attention: the program, the OS, other applications.
const memoryHeadroom = 1 << 30

// bytesPerSlot is the memory one KV slot costs: its K and V in every
// layer, plus its column of a prefill's attention scores and weights
// (f32, bucket rows per head).
func bytesPerSlot(o graph.Options, cfg model.Config) int64 {
	scores := int64(2 * o.Bucket * cfg.NumAttentionHeads * 4)
	return kvBytes(o.KVDType, 1, cfg) + scores
}

// kvBytes is the size of a KV cache of the given dtype and slots: a K and
// a V tensor per layer.
func kvBytes(dt dtype.DType, slots int, cfg model.Config) int64 {
	return dt.Bytes(int64(2 * cfg.NumHiddenLayers * slots * cfg.NumKeyValueHeads * cfg.HeadDim))
}

// pickBackend finds the named backend and checks the device against it.
func pickBackend(opts Options, backends []Backend) (Backend, error) {
	var names []string
	for _, b := range backends {
		if b.Name() == opts.Backend {
			if err := b.CheckDevice(opts.Device); err != nil {
				return nil, err
			}
			return b, nil
		}
		names = append(names, b.Name())
	}
	return nil, fmt.Errorf("unknown backend %q; valid backends: %s", opts.Backend, strings.Join(names, ", "))
}
