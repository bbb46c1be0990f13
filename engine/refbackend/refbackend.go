// Package refbackend is the ref backend: the model's StableHLO graphs run
// on the built-in pure-Go interpreter (engine/refexec) on the CPU. It needs
// nothing installed, so the app chats anywhere and CI proves the graphs.
//
// Weights are handed to the interpreter as zero-copy views of the mapped
// safetensors when the checkpoint's dtype is the graph's weight dtype, and
// converted once at load otherwise; quantized weights are views of the
// mapped quantized cache (see engine.LoadWeights). The KV cache tensors are donated to
// each call and come back updated in place.
//
// Each prefill chunk shorter than the configured bucket runs through a
// graph of its own size (graph.Set.FitBucket: the kernels' tiles come in
// every height, so padding would only add work), emitted and compiled the first
// time that size comes, in tens of milliseconds: a short chat turn pays
// for neither a padded 256-token chunk nor the small ladder's 64. A chat
// plans each draft while the user types, and the plan calls Prepare, so
// the turn's graph is usually compiled before Enter is pressed.
package refbackend

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"xlachat/engine"
	"xlachat/engine/graph"
	"xlachat/engine/kernel"
	"xlachat/engine/model"
	"xlachat/engine/refexec"
)

// Backend is the ref backend; its only device is "cpu".
type Backend struct{}

// New returns the ref backend.
func New() Backend { return Backend{} }

// Name implements engine.Backend.
func (Backend) Name() string { return "ref" }

// Devices implements engine.Backend.
func (Backend) Devices() []string { return []string{"cpu"} }

// CheckDevice implements engine.Backend.
func (Backend) CheckDevice(device string) error {
	if device != "cpu" {
		return fmt.Errorf("device %q is not available on backend ref; valid devices for ref: cpu", device)
	}
	return nil
}

// AMXSetting is whether bf16 compute's prefill products run on AMX-BF16
// tiles where the CPU has them: about four times the arithmetic of its
// other kernels there, with sums rounded in the tiles' own order rather
// than the one order every other path keeps (kernel.Pool.SetBF16Tiles).
const AMXSetting = "ref.amx"

// parseAMX reads an AMXSetting value; empty is true.
func parseAMX(v string) (bool, error) {
	t := strings.TrimSpace(v)
	if t == "" {
		return true, nil
	}
	on, err := strconv.ParseBool(t)
	if err != nil {
		return false, fmt.Errorf("%q is not true or false", v)
	}
	return on, nil
}

// Settings implements engine.Backend: the number of threads
// (engine.ThreadsSetting) and the AMX tiles (AMXSetting).
func (Backend) Settings() []engine.Setting {
	return []engine.Setting{{Key: engine.ThreadsSetting,
		Help:  "threads the ref backend's kernels run on; empty or 0: one per CPU",
		Check: func(v string) error { _, err := engine.ParseThreads(v); return err }},
		{Key: AMXSetting,
			Help:  "bf16 compute's prefill on AMX-BF16 tiles where the CPU has them (default true; their sums round in an order of their own, false keeps the one order of every other machine)",
			Check: func(v string) error { _, err := parseAMX(v); return err }}}
}

// Open compiles the graphs and binds the weights.
func (b Backend) Open(ctx context.Context, spec engine.SessionSpec) (engine.Session, error) {
	if err := b.CheckDevice(spec.Device); err != nil {
		return nil, err
	}
	threads, err := engine.ParseThreads(spec.Settings[engine.ThreadsSetting])
	if err != nil {
		return nil, fmt.Errorf("%s: %w", engine.ThreadsSetting, err)
	}
	amx, err := parseAMX(spec.Settings[AMXSetting])
	if err != nil {
		return nil, fmt.Errorf("%s: %w", AMXSetting, err)
	}
	s := &session{set: spec.Graphs, opts: spec.Graphs.Options, model: spec.Model, pool: kernel.NewPool(threads), arena: refexec.NewArena(),
		lastFitted: graph.Prefill}
	s.pool.SetBF16Tiles(amx)
	// Reading the weights can panic as well as fail: a fault on a
	// checkpoint truncated under the load, which engine.Open recovers.
	// Either way the session goes, workers and all.
	opened := false
	defer func() {
		if !opened {
			s.Close()
		}
	}()
	if err := s.compile(spec); err != nil {
		return nil, err
	}
	files, err := engine.LoadWeights(ctx, spec.Model, spec.Graphs, spec.Progress, s.bindWeight)
	if err != nil {
		return nil, err
	}
	s.files = files
	s.allocCache()
	s.info = engine.Info{Backend: "ref", Device: "cpu", Model: spec.Model.Name, Capacity: s.opts.Capacity,
		Bucket: s.opts.Bucket, VocabSize: spec.Graphs.Config.VocabSize, Logits: true,
		Advice: speedAdvice(spec.Graphs.Config, s.opts)}
	opened = true
	return s, nil
}

// speedAdvice is the kernels' word on this CPU's speed with these dtypes
// or, failing that, on this model's rows in them.
func speedAdvice(cfg model.Config, o graph.Options) string {
	return cmp.Or(kernel.Advice(o.WeightDType, o.ComputeDType),
		kernel.RowsAdvice(o.ComputeDType, cfg.HiddenSize, cfg.IntermediateSize, cfg.NumAttentionHeads*cfg.HeadDim))
}

// programs are the compiled functions of the configured bucket.
type programs map[graph.Function]*refexec.Program

// fitted is one compiled prefill function of a smaller bucket.
type fitted struct {
	bucket int
	fn     graph.Function
	prog   *refexec.Program
}

// maxFitted bounds the smaller buckets' programs a session keeps. Each
// holds a few MB (its constant masks and its plan), and a long chat meets
// many sizes; the ones in use stay, and one evicted costs a recompile.
const maxFitted = 6

type session struct {
	// pool runs every program of the session and arena holds their
	// intermediate values: they never run at the same time, so one set of
	// workers and one set of buffers, sized for the largest, serve them all.
	pool       *kernel.Pool
	arena      *refexec.Arena
	set        *graph.Set
	opts       graph.Options
	info       engine.Info
	configured programs // the configured bucket's graphs
	weights    []*refexec.Tensor
	kv         []*refexec.Tensor // k_0, v_0, k_1, v_1, ...
	args       []*refexec.Tensor // reused argument list
	// model's mapped files back the weights, and files the quantized
	// ones: every call checks that they are still what was opened.
	model *model.Model
	files *engine.WeightFiles

	// mu guards the fields below: Prepare compiles beside the calls that
	// run programs, which come one at a time.
	mu      sync.Mutex
	fitted  []fitted         // smaller buckets' prefill programs, least recently used first
	running *refexec.Program // the fitted program a prefill is running; never evicted
	closed  bool
	// lastFitted is the function the last chunk shorter than the bucket
	// ran, Prefill or PrefillLogits (a sampled reply's last chunk), which
	// Prepare readies: a user who samples goes on sampling.
	lastFitted graph.Function
}

// compile compiles the configured bucket's functions; smaller buckets are
// compiled as chunks need them (see program).
func (s *session) compile(spec engine.SessionSpec) error {
	s.configured = programs{}
	fns := graph.Functions()
	for i, fn := range fns {
		p, err := refexec.CompileWith(s.set.Text[fn], refexec.Options{Pool: s.pool, Arena: s.arena})
		if err != nil {
			return fmt.Errorf("graph %s (bucket %d): %w", fn, s.opts.Bucket, err)
		}
		s.configured[fn] = p
		spec.Report(engine.Progress{Stage: "compile", Done: int64(i + 1), Total: int64(len(fns))})
	}
	return nil
}

// program returns fn's program for a prefill bucket, compiling it the
// first time. A fitted program is marked running until the caller calls
// finished, so that a Prepare beside it does not evict it.
func (s *session) program(fn graph.Function, bucket int) (*refexec.Program, error) {
	if bucket == s.opts.Bucket {
		return s.configured[fn], nil
	}
	return s.fittedProgram(fn, bucket, true)
}

// finished ends what program marked running.
func (s *session) finished() {
	s.mu.Lock()
	s.running = nil
	s.mu.Unlock()
}

// Prepare compiles the graph for a last prefill chunk of n tokens, if the
// session has not got it, so that the chunk runs at once when it comes. It
// may run beside the session's other calls. The graph is Prefill's, or
// PrefillLogits' if the last short chunk ran that one (a sampled reply).
func (s *session) Prepare(ctx context.Context, n int) error {
	bucket := s.set.FitBucket(n)
	if bucket == s.opts.Bucket {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	fn := s.lastFitted
	s.mu.Unlock()
	_, err := s.fittedProgram(fn, bucket, false)
	return err
}

// fittedProgram returns fn's program for a bucket smaller than the
// configured one, compiling it the first time (outside the lock, so a
// Prepare does not hold up a prefill that has its program), and with run
// set marks it running.
func (s *session) fittedProgram(fn graph.Function, bucket int, run bool) (*refexec.Program, error) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil, errClosed
	}
	p := s.lookup(fn, bucket)
	if run {
		s.running, s.lastFitted = p, fn
	}
	s.mu.Unlock()
	if p != nil {
		return p, nil
	}
	p, err := s.compileBucket(fn, bucket)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, err = s.keep(fn, bucket, p); err != nil {
		return nil, err
	}
	if run {
		s.running = p
	}
	return p, nil
}

var errClosed = errors.New("ref session is closed")

// compileBucket emits and compiles fn for a prefill bucket.
func (s *session) compileBucket(fn graph.Function, bucket int) (*refexec.Program, error) {
	b, err := s.set.EmitBucket(bucket)
	if err != nil {
		return nil, err
	}
	p, err := refexec.CompileWith(b.Text[fn], refexec.Options{Pool: s.pool, Arena: s.arena})
	if err != nil {
		return nil, fmt.Errorf("graph %s (bucket %d): %w", fn, bucket, err)
	}
	return p, nil
}

// lookup returns fn's fitted program for bucket, now the most recently
// used, or nil. The caller holds s.mu.
func (s *session) lookup(fn graph.Function, bucket int) *refexec.Program {
	for i, f := range s.fitted {
		if f.bucket == bucket && f.fn == fn {
			s.fitted = append(slices.Delete(s.fitted, i, i+1), f)
			return f.prog
		}
	}
	return nil
}

// keep adds p, just compiled, as fn's program for bucket and returns the
// program to use: one compiled meanwhile by another call wins and p is
// closed. When full it evicts the least recently used program that is not
// running. The caller holds s.mu.
func (s *session) keep(fn graph.Function, bucket int, p *refexec.Program) (*refexec.Program, error) {
	if s.closed {
		p.Close()
		return nil, errClosed
	}
	if q := s.lookup(fn, bucket); q != nil {
		p.Close()
		return q, nil
	}
	if len(s.fitted) == maxFitted {
		i := 0
		if s.fitted[0].prog == s.running {
			i = 1
		}
		s.fitted[i].prog.Close()
		s.fitted = slices.Delete(s.fitted, i, i+1) // and drop it for the GC
	}
	s.fitted = append(s.fitted, fitted{bucket: bucket, fn: fn, prog: p})
	return p, nil
}

// bindWeight takes one weight argument as an interpreter tensor: a view
// of the mapped bytes (checkpoint or quantized cache) when the dtypes
// agree, else the copy LoadWeights made.
func (s *session) bindWeight(a graph.WeightArg, data []byte) error {
	t, err := refexec.FromBytes(a.DType, a.Shape, data)
	if err != nil {
		return err
	}
	s.weights = append(s.weights, t)
	return nil
}

func (s *session) allocCache() {
	shape := engine.KVShape(s.set)
	for range engine.KVTensors(s.set) {
		s.kv = append(s.kv, refexec.NewTensor(s.set.Options.KVDType, shape))
	}
}

func (s *session) Info() engine.Info { return s.info }

// changed reports a weight file that changed on disk since it was mapped.
func (s *session) changed() error {
	if err := s.model.Changed(); err != nil {
		return err
	}
	return s.files.Changed()
}

// run calls prog with the weights, the step inputs and the cache, and
// keeps the returned cache tensors (the same memory, updated in place).
func (s *session) run(ctx context.Context, fn graph.Function, prog *refexec.Program, inputs ...*refexec.Tensor) (*refexec.Tensor, error) {
	if err := s.changed(); err != nil {
		return nil, err
	}
	s.args = append(append(append(s.args[:0], s.weights...), inputs...), s.kv...)
	out, err := prog.Run(ctx, s.args)
	if err != nil {
		if cerr := s.changed(); cerr != nil {
			return nil, cerr // the fault was the file shrinking under the mapping
		}
		return nil, fmt.Errorf("%s: %w", fn, err)
	}
	if len(out) != 1+len(s.kv) {
		return nil, fmt.Errorf("%s returned %d results, want %d", fn, len(out), 1+len(s.kv))
	}
	copy(s.kv, out[1:])
	return out[0], nil
}

// prefill runs fn on one chunk, through the bucket FitBucket picks for it.
func (s *session) prefill(ctx context.Context, fn graph.Function, tokens []int32, start int) (*refexec.Tensor, error) {
	bucket := s.set.FitBucket(len(tokens))
	padded, err := engine.PadPrefill(tokens, start, bucket, s.opts.Capacity)
	if err != nil {
		return nil, err
	}
	prog, err := s.program(fn, bucket)
	defer s.finished()
	if err != nil {
		return nil, err
	}
	return s.run(ctx, fn, prog, refexec.NewI32([]int{bucket}, padded),
		refexec.ScalarI32(int32(start)), refexec.ScalarI32(int32(len(tokens))))
}

func (s *session) decode(ctx context.Context, fn graph.Function, token int32, pos int) (*refexec.Tensor, error) {
	if err := engine.CheckPosition(pos, s.opts.Capacity); err != nil {
		return nil, err
	}
	return s.run(ctx, fn, s.configured[fn], refexec.ScalarI32(token), refexec.ScalarI32(int32(pos)))
}

func (s *session) Prefill(ctx context.Context, tokens []int32, start int) (int32, error) {
	out, err := s.prefill(ctx, graph.Prefill, tokens, start)
	if err != nil {
		return 0, err
	}
	return out.I32[0], nil
}

func (s *session) PrefillLogits(ctx context.Context, tokens []int32, start int) ([]float32, error) {
	out, err := s.prefill(ctx, graph.PrefillLogits, tokens, start)
	if err != nil {
		return nil, err
	}
	return append([]float32(nil), out.F32...), nil
}

func (s *session) Decode(ctx context.Context, token int32, pos int) (int32, error) {
	out, err := s.decode(ctx, graph.DecodeStep, token, pos)
	if err != nil {
		return 0, err
	}
	return out.I32[0], nil
}

func (s *session) DecodeLogits(ctx context.Context, token int32, pos int) ([]float32, error) {
	out, err := s.decode(ctx, graph.DecodeStepLogits, token, pos)
	if err != nil {
		return nil, err
	}
	return append([]float32(nil), out.F32...), nil
}

func (s *session) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	for _, f := range s.fitted {
		f.prog.Close()
	}
	s.fitted, s.closed = nil, true
	s.mu.Unlock()
	for _, p := range s.configured {
		p.Close()
	}
	s.pool.Close()
	s.configured, s.weights, s.kv = nil, nil, nil
	err := s.files.Close()
	s.files = nil
	return err
}
