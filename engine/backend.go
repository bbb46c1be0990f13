package engine

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
	"xlachat/engine/quant"
)

// Backend opens Sessions on one kind of executor. A backend says what it
// is (its name, the devices this build can open, its own settings) and
// the engine knows nothing else about it: adding one is a new package and
// a line in main.
type Backend interface {
	Name() string
	// Devices lists the devices this build can open, the default first.
	Devices() []string
	// CheckDevice reports why device cannot be opened by this build, or
	// nil. It may accept more spellings than Devices lists, such as a
	// URI that picks one device of a driver ("cuda://1").
	CheckDevice(device string) error
	// Settings are the backend's own configuration keys.
	Settings() []Setting
	Open(ctx context.Context, spec SessionSpec) (Session, error)
}

// Setting is one configuration key a backend reads, as the config file,
// environment and documentation show it.
type Setting struct {
	Key     string // "section.name", e.g. "iree.cache_dir"
	Default string
	Help    string
	Path    bool // a file or directory: "~/" expands, relative to the config file
	// Check, if set, reports why a value cannot be used. The config runs
	// it whenever the file is read, so that a mistake shows at start and
	// on reload, not when a session of that backend next opens.
	Check func(value string) error
}

// ThreadsSetting is the ref backend's setting of how many threads its
// kernels run on: a user's say in how much of the machine the chat
// takes, as llama.cpp's -t. The bench's sweeps of the weights run on as
// many, beside the sessions they measure.
const ThreadsSetting = "ref.threads"

// maxThreads bounds ThreadsSetting: more threads than any machine has
// cores would only contend.
const maxThreads = 4096

// ParseThreads reads a ThreadsSetting value: a count, or 0 or empty for
// one thread per CPU the process may use (GOMAXPROCS).
func ParseThreads(v string) (int, error) {
	t := strings.TrimSpace(v)
	if t == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(t)
	if err != nil || n < 0 || n > maxThreads {
		return 0, fmt.Errorf("%q is not a number of threads from 1 to %d, or 0 for one per CPU", v, maxThreads)
	}
	return n, nil
}

// SessionSpec is everything a backend needs to open a Session.
type SessionSpec struct {
	Model *model.Model
	// Graphs are every graph the session may run, small prefill buckets
	// included: graph.Select chose them, for every backend alike.
	Graphs   *graph.Set
	Device   string
	Settings map[string]string // values of the backends' Settings, by key
	Progress func(Progress)    // may be nil
}

// Report calls spec.Progress, if set.
func (spec SessionSpec) Report(p Progress) {
	if spec.Progress != nil {
		spec.Progress(p)
	}
}

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
	// Advice is the backend's word on this session's speed: when its
	// weight and compute dtypes run far slower on this machine than
	// another compute dtype would, which to choose; "" when they do not.
	Advice string
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

// A Preparer is a Session that can ready itself for a prefill chunk ahead
// of time: the ref backend compiles a graph for each chunk length the
// first time it comes, some 20 ms for Llama-3.2-1B, which a chat can spend
// while the user types. Prepare may run beside the session's other calls,
// and a session that is closed meanwhile only makes it fail.
type Preparer interface {
	Prepare(ctx context.Context, n int) error
}

// Progress reports model load and graph compile progress for a progress bar.
type Progress struct {
	Stage string // "weights", "compile", ...
	Done  int64
	Total int64
}

// What follows is the plumbing every backend needs, in one place.

// PadPrefill checks one prefill chunk against graphs of the given bucket
// (1 to bucket tokens, whose bucket of cache slots from start lies within
// capacity: the graph writes them all) and pads it with zeros to bucket
// tokens.
func PadPrefill(tokens []int32, start, bucket, capacity int) ([]int32, error) {
	if len(tokens) == 0 || len(tokens) > bucket {
		return nil, fmt.Errorf("prefill of %d tokens: want 1 to %d", len(tokens), bucket)
	}
	if start < 0 || start+bucket > capacity {
		return nil, fmt.Errorf("prefill at %d: a %d-token chunk must end within the capacity %d", start, bucket, capacity)
	}
	padded := make([]int32, bucket)
	copy(padded, tokens)
	return padded, nil
}

// CheckPosition checks a decode position against the capacity.
func CheckPosition(pos, capacity int) error {
	if pos < 0 || pos >= capacity {
		return fmt.Errorf("decode at position %d: outside the KV capacity %d", pos, capacity)
	}
	return nil
}

// TensorSource yields checkpoint weights by name; *model.Model is one.
type TensorSource interface {
	Tensor(name string) (model.Tensor, error)
}

// LoadWeights hands each weight argument the graphs of set take to use,
// in argument order (graph.Set.WeightArgs), as little-endian bytes of the
// argument's dtype, after checking it against the shape the graphs
// expect: a view of the mapped checkpoint when it already has that dtype,
// a converted copy otherwise. With a quantized weight dtype the matrices
// come quantized, from the quantized cache (mapped) or quantized now (see
// quantize.go), and the norm weights as f32. It reports progress through
// report (may be nil) and stops when ctx is cancelled.
//
// The returned WeightFiles back the bytes handed out: the caller keeps
// them open while it reads those bytes, checks them with Changed where it
// checks the model, and closes them with the session.
func LoadWeights(ctx context.Context, src TensorSource, set *graph.Set, report func(Progress), use func(a graph.WeightArg, data []byte) error) (*WeightFiles, error) {
	args := set.WeightArgs()
	var q *quantized
	if f, ok := quant.For(set.Options.WeightDType); ok {
		var err error
		if q, err = loadQuantized(ctx, src, set.Config, f, report); err != nil {
			return nil, err
		}
	}
	// Reading a checkpoint weight can fault as well as fail (the file
	// truncated under the load), and the caller recovers the panic: the
	// quantized files go on any way out but success.
	loaded := false
	defer func() {
		if !loaded {
			q.close()
		}
	}()
	var total, done int64
	for _, a := range args {
		total += a.DType.Bytes(int64(model.Numel(a.Shape)))
	}
	for _, a := range args {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		data, err := argBytes(src, q, a)
		if err != nil {
			return nil, err
		}
		if err := use(a, data); err != nil {
			return nil, fmt.Errorf("weight %s: %w", a.Name, err)
		}
		done += int64(len(data))
		if report != nil {
			report(Progress{Stage: "weights", Done: done, Total: total})
		}
	}
	loaded = true
	if q == nil {
		return nil, nil
	}
	return q.files, nil
}

// close releases q's files, if any; a nil q is fine.
func (q *quantized) close() {
	if q != nil {
		q.files.Close()
	}
}

// argBytes returns the bytes of one weight argument: a quantized matrix's
// values or scales from q, else the checkpoint's weight in a.DType.
func argBytes(src TensorSource, q *quantized, a graph.WeightArg) ([]byte, error) {
	if q == nil || len(a.Shape) == 1 && !a.Scales {
		return weightBytes(src, model.WeightSpec{Name: a.Name, Shape: a.Shape}, a.DType)
	}
	m := q.values
	if a.Scales {
		m = q.scales
	}
	data, ok := m[a.Name]
	if !ok {
		return nil, fmt.Errorf("weight %s: no quantized data", a.Name)
	}
	if want := a.DType.Bytes(int64(model.Numel(a.Shape))); int64(len(data)) != want {
		return nil, fmt.Errorf("weight %s: %d quantized bytes, the graphs expect %d", a.Name, len(data), want)
	}
	return data, nil
}

// weightBytes reads weight w from src as bytes of dtype dt.
func weightBytes(src TensorSource, w model.WeightSpec, dt dtype.DType) ([]byte, error) {
	t, err := src.Tensor(w.Name)
	if err != nil {
		return nil, err
	}
	if !slices.Equal(t.Shape, w.Shape) {
		return nil, fmt.Errorf("weight %s: shape %v, the graphs expect %v", w.Name, t.Shape, w.Shape)
	}
	if len(t.Data) != model.Numel(t.Shape)*t.DType.Size() {
		return nil, fmt.Errorf("weight %s: %d bytes for shape %v of %v", w.Name, len(t.Data), t.Shape, t.DType)
	}
	data, err := t.Bytes(dt)
	if err != nil {
		return nil, fmt.Errorf("weight %s: unsupported graph weight dtype %v: %w", w.Name, dt, err)
	}
	return data, nil
}

// KVShape is the shape of each of the 2×layers KV cache tensors (k_0, v_0,
// k_1, ...) the graphs take: [capacity, kv_heads, head_dim], of
// set.Options.KVDType.
func KVShape(set *graph.Set) []int {
	c := set.Config
	return []int{set.Options.Capacity, c.NumKeyValueHeads, c.HeadDim}
}

// KVTensors is the number of KV cache tensors the graphs take.
func KVTensors(set *graph.Set) int { return 2 * set.Config.NumHiddenLayers }
