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
// Each prefill chunk runs through the smallest of the graph set's buckets
// that holds it (see graph.Select): a short chat turn does not pay for a
// padded 256-token chunk.
package refbackend

import (
	"context"
	"fmt"

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

// Settings implements engine.Backend: the ref backend has none.
func (Backend) Settings() []engine.Setting { return nil }

// Open compiles the graphs and binds the weights.
func (b Backend) Open(ctx context.Context, spec engine.SessionSpec) (engine.Session, error) {
	if err := b.CheckDevice(spec.Device); err != nil {
		return nil, err
	}
	s := &session{set: spec.Graphs, opts: spec.Graphs.Options, model: spec.Model, pool: kernel.NewPool(0), arena: refexec.NewArena()}
	if err := s.compile(spec); err != nil {
		s.Close()
		return nil, err
	}
	files, err := engine.LoadWeights(ctx, spec.Model, spec.Graphs, spec.Progress, s.bindWeight)
	if err != nil {
		s.Close()
		return nil, err
	}
	s.files = files
	s.allocCache()
	s.info = engine.Info{Backend: "ref", Device: "cpu", Model: spec.Model.Name, Capacity: s.opts.Capacity,
		Bucket: s.opts.Bucket, VocabSize: spec.Graphs.Config.VocabSize, Logits: true}
	return s, nil
}

// programs are the compiled functions of one prefill bucket (and, for the
// configured bucket, the decode step too).
type programs map[graph.Function]*refexec.Program

type session struct {
	// pool runs every program of the session and arena holds their
	// intermediate values: they never run at the same time, so one set of
	// workers and one set of buffers, sized for the largest, serve them all.
	pool    *kernel.Pool
	arena   *refexec.Arena
	set     *graph.Set
	opts    graph.Options
	info    engine.Info
	byBkt   map[int]programs // by prefill bucket size
	weights []*refexec.Tensor
	kv      []*refexec.Tensor // k_0, v_0, k_1, v_1, ...
	args    []*refexec.Tensor // reused argument list
	// model's mapped files back the weights, and files the quantized
	// ones: every call checks that they are still what was opened.
	model *model.Model
	files *engine.WeightFiles
}

// compile compiles every graph of the set: the configured bucket's four
// functions, then each small bucket's two prefill functions.
func (s *session) compile(spec engine.SessionSpec) error {
	s.byBkt = map[int]programs{}
	type job struct {
		bucket int
		fn     graph.Function
		text   string
	}
	var jobs []job
	for _, fn := range graph.Functions() {
		jobs = append(jobs, job{s.opts.Bucket, fn, s.set.Text[fn]})
	}
	for _, b := range s.set.Small {
		for _, fn := range []graph.Function{graph.Prefill, graph.PrefillLogits} {
			jobs = append(jobs, job{b.Size, fn, b.Text[fn]})
		}
	}
	for i, j := range jobs {
		p, err := refexec.CompileWith(j.text, refexec.Options{Pool: s.pool, Arena: s.arena})
		if err != nil {
			return fmt.Errorf("graph %s (bucket %d): %w", j.fn, j.bucket, err)
		}
		if s.byBkt[j.bucket] == nil {
			s.byBkt[j.bucket] = programs{}
		}
		s.byBkt[j.bucket][j.fn] = p
		spec.Report(engine.Progress{Stage: "compile", Done: int64(i + 1), Total: int64(len(jobs))})
	}
	return nil
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
		s.kv = append(s.kv, refexec.NewF32(shape, make([]float32, model.Numel(shape))))
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

// prefill runs fn on one chunk, through the smallest bucket that holds it.
func (s *session) prefill(ctx context.Context, fn graph.Function, tokens []int32, start int) (*refexec.Tensor, error) {
	bucket, _ := s.set.BucketFor(len(tokens))
	padded, err := engine.PadPrefill(tokens, start, bucket, s.opts.Capacity)
	if err != nil {
		return nil, err
	}
	return s.run(ctx, fn, s.byBkt[bucket][fn], refexec.NewI32([]int{bucket}, padded),
		refexec.ScalarI32(int32(start)), refexec.ScalarI32(int32(len(tokens))))
}

func (s *session) decode(ctx context.Context, fn graph.Function, token int32, pos int) (*refexec.Tensor, error) {
	if err := engine.CheckPosition(pos, s.opts.Capacity); err != nil {
		return nil, err
	}
	return s.run(ctx, fn, s.byBkt[s.opts.Bucket][fn], refexec.ScalarI32(token), refexec.ScalarI32(int32(pos)))
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
	for _, progs := range s.byBkt {
		for _, p := range progs {
			p.Close()
		}
	}
	s.pool.Close()
	s.byBkt, s.weights, s.kv = nil, nil, nil
	err := s.files.Close()
	s.files = nil
	return err
}
