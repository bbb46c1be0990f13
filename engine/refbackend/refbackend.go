// Package refbackend is the ref backend: the model's StableHLO graphs run
// on the built-in pure-Go interpreter (engine/refexec) on the CPU. It needs
// nothing installed, so the app chats anywhere and CI proves the graphs.
//
// Weights are handed to the interpreter as zero-copy views of the mapped
// safetensors when the checkpoint's dtype is the graph's weight dtype, and
// converted once at load otherwise. The KV cache tensors are donated to
// each call and come back updated in place.
//
// On a CPU a prefill costs in proportion to its padded bucket, and a chat
// turn usually adds a few dozen tokens: so besides the configured bucket
// the session compiles prefill graphs for smaller buckets and runs each
// chunk through the smallest that holds it. The results are the same; the
// first token comes several times sooner.
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

// Open compiles the graphs and binds the weights.
func (Backend) Open(ctx context.Context, spec engine.SessionSpec) (engine.Session, error) {
	if spec.Device != "cpu" {
		return nil, fmt.Errorf("unknown device %q; the ref backend runs on: cpu", spec.Device)
	}
	s := &session{cfg: spec.Graphs.Config, opts: spec.Graphs.Options, progs: map[graph.Function]*refexec.Program{},
		pool: kernel.NewPool(0)}
	if err := s.compile(spec); err != nil {
		s.Close()
		return nil, err
	}
	if err := s.bindWeights(ctx, spec.Model, spec.Progress); err != nil {
		s.Close()
		return nil, err
	}
	s.allocCache()
	s.info = engine.Info{Backend: "ref", Device: "cpu", Model: spec.Model.Name, Capacity: s.opts.Capacity,
		Bucket: s.opts.Bucket, VocabSize: s.cfg.VocabSize, Logits: true}
	return s, nil
}

// smallBuckets are the extra prefill buckets for short chunks, smallest
// first: a follow-up chat turn fits 32, a first turn with its system
// header 64.
var smallBuckets = [...]int{32, 64, 128}

// prefillGraphs are one bucket's compiled prefill functions.
type prefillGraphs struct {
	bucket int
	progs  map[graph.Function]*refexec.Program
}

type session struct {
	// pool runs every program of the session: they never run at the same
	// time, so one set of workers serves them all.
	pool    *kernel.Pool
	cfg     model.Config
	opts    graph.Options
	info    engine.Info
	progs   map[graph.Function]*refexec.Program
	small   []prefillGraphs // smaller buckets, ascending
	weights []*refexec.Tensor
	kv      []*refexec.Tensor // k_0, v_0, k_1, v_1, ...
	args    []*refexec.Tensor // reused argument list
}

func (s *session) compile(spec engine.SessionSpec) error {
	fns := []graph.Function{graph.Prefill, graph.DecodeStep, graph.PrefillLogits, graph.DecodeStepLogits}
	for i, fn := range fns {
		p, err := refexec.CompileWith(spec.Graphs.Text[fn], refexec.Options{Pool: s.pool})
		if err != nil {
			return fmt.Errorf("graph %s: %w", fn, err)
		}
		s.progs[fn] = p
		report(spec.Progress, engine.Progress{Stage: "compile", Done: int64(i + 1), Total: int64(len(fns))})
	}
	return s.compileSmall()
}

// compileSmall emits and compiles the prefill graphs of every small
// bucket below the configured one.
func (s *session) compileSmall() error {
	for _, b := range smallBuckets {
		if b >= s.opts.Bucket {
			break
		}
		opts := s.opts
		opts.Bucket = b
		set, err := graph.Emit(s.cfg, opts)
		if err != nil {
			return fmt.Errorf("prefill bucket %d: %w", b, err)
		}
		g := prefillGraphs{bucket: b, progs: map[graph.Function]*refexec.Program{}}
		s.small = append(s.small, g)
		for _, fn := range []graph.Function{graph.Prefill, graph.PrefillLogits} {
			p, err := refexec.CompileWith(set.Text[fn], refexec.Options{Pool: s.pool})
			if err != nil {
				return fmt.Errorf("graph %s (bucket %d): %w", fn, b, err)
			}
			g.progs[fn] = p
		}
	}
	return nil
}

func report(p func(engine.Progress), e engine.Progress) {
	if p != nil {
		p(e)
	}
}

// bindWeights views every weight in graph argument order, converting only
// when the checkpoint's dtype differs from the graph's.
func (s *session) bindWeights(ctx context.Context, m *model.Model, progress func(engine.Progress)) error {
	specs := model.WeightSpecs(s.cfg)
	var total, done int64
	for _, w := range specs {
		total += int64(numel(w.Shape) * s.opts.WeightDType.Size())
	}
	for _, w := range specs {
		if err := ctx.Err(); err != nil {
			return err
		}
		t, err := m.Tensor(w.Name)
		if err != nil {
			return err
		}
		rt, err := weightTensor(t, s.opts.WeightDType)
		if err != nil {
			return fmt.Errorf("weight %s: %w", w.Name, err)
		}
		s.weights = append(s.weights, rt)
		done += int64(numel(w.Shape) * s.opts.WeightDType.Size())
		report(progress, engine.Progress{Stage: "weights", Done: done, Total: total})
	}
	return nil
}

func numel(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

func (s *session) allocCache() {
	c := s.cfg
	shape := []int{s.opts.Capacity, c.NumKeyValueHeads, c.HeadDim}
	for i := 0; i < 2*c.NumHiddenLayers; i++ {
		s.kv = append(s.kv, refexec.NewF32(shape, make([]float32, numel(shape))))
	}
}

func (s *session) Info() engine.Info { return s.info }

// run calls fn with the weights, the step inputs and the cache, and keeps
// the returned cache tensors (the same memory, updated in place).
func (s *session) run(ctx context.Context, fn graph.Function, inputs ...*refexec.Tensor) (*refexec.Tensor, error) {
	return s.runProgram(ctx, fn, s.progs[fn], inputs)
}

func (s *session) runProgram(ctx context.Context, fn graph.Function, prog *refexec.Program, inputs []*refexec.Tensor) (*refexec.Tensor, error) {
	s.args = append(append(append(s.args[:0], s.weights...), inputs...), s.kv...)
	out, err := prog.Run(ctx, s.args)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fn, err)
	}
	if len(out) != 1+len(s.kv) {
		return nil, fmt.Errorf("%s returned %d results, want %d", fn, len(out), 1+len(s.kv))
	}
	copy(s.kv, out[1:])
	return out[0], nil
}

// prefill runs fn on one chunk, through the small-bucket graph when the
// chunk fits it.
func (s *session) prefill(ctx context.Context, fn graph.Function, tokens []int32, start int) (*refexec.Tensor, error) {
	if len(tokens) == 0 || len(tokens) > s.opts.Bucket {
		return nil, fmt.Errorf("prefill of %d tokens: want 1 to %d", len(tokens), s.opts.Bucket)
	}
	prog, bucket := s.progs[fn], s.opts.Bucket
	for _, g := range s.small {
		if len(tokens) <= g.bucket {
			prog, bucket = g.progs[fn], g.bucket
			break
		}
	}
	// The graph writes a whole bucket of cache slots from start.
	if start < 0 || start+bucket > s.opts.Capacity {
		return nil, fmt.Errorf("prefill at %d: a %d-token chunk must end within the capacity %d", start, bucket, s.opts.Capacity)
	}
	padded := make([]int32, bucket)
	copy(padded, tokens)
	in := []*refexec.Tensor{refexec.NewI32([]int{bucket}, padded),
		refexec.ScalarI32(int32(start)), refexec.ScalarI32(int32(len(tokens)))}
	return s.runProgram(ctx, fn, prog, in)
}

func (s *session) checkPos(pos int) error {
	if pos < 0 || pos >= s.opts.Capacity {
		return fmt.Errorf("decode at position %d: outside the KV capacity %d", pos, s.opts.Capacity)
	}
	return nil
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
	if err := s.checkPos(pos); err != nil {
		return 0, err
	}
	out, err := s.run(ctx, graph.DecodeStep, refexec.ScalarI32(token), refexec.ScalarI32(int32(pos)))
	if err != nil {
		return 0, err
	}
	return out.I32[0], nil
}

func (s *session) DecodeLogits(ctx context.Context, token int32, pos int) ([]float32, error) {
	if err := s.checkPos(pos); err != nil {
		return nil, err
	}
	out, err := s.run(ctx, graph.DecodeStepLogits, refexec.ScalarI32(token), refexec.ScalarI32(int32(pos)))
	if err != nil {
		return nil, err
	}
	return append([]float32(nil), out.F32...), nil
}

func (s *session) Close() error {
	for _, p := range s.progs {
		p.Close()
	}
	for _, g := range s.small {
		for _, p := range g.progs {
			p.Close()
		}
	}
	s.pool.Close()
	s.progs, s.small, s.weights, s.kv = nil, nil, nil, nil
	return nil
}
