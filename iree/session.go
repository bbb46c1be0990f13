//go:build iree

package iree

import (
	"context"
	"encoding/binary"
	"fmt"
	"maps"
	"slices"

	"xlachat/engine"
	"xlachat/engine/graph"
	"xlachat/engine/model"
)

// tensorSource yields checkpoint weights by name; *model.Model is one.
type tensorSource interface {
	Tensor(name string) (model.Tensor, error)
}

// runtimeSpec is everything needed to run already-compiled graphs.
type runtimeSpec struct {
	device   string
	modules  map[graph.Function][]byte // vmfb of each function to load
	cfg      model.Config
	opts     graph.Options // Capacity and Bucket already defaulted
	weights  []model.WeightSpec
	source   tensorSource
	name     string // model display name
	progress func(engine.Progress)
}

// session implements engine.Session on one IREE device. Weights and the KV
// cache stay on the device; each call borrows them and hands back the new
// cache tensors.
type session struct {
	inst    *instance
	dev     *halDevice
	rt      *rtSession
	calls   map[graph.Function]*rtCall
	weights []*bufferView
	cache   []*bufferView // k_0, v_0, k_1, v_1, ...
	info    engine.Info
	cfg     model.Config
	opts    graph.Options
}

var _ engine.Session = (*session)(nil)

// openSession creates the device and session, loads the modules, uploads
// the weights and allocates a zeroed KV cache. On error everything acquired
// so far is released.
func openSession(ctx context.Context, spec runtimeSpec) (_ *session, err error) {
	s := &session{cfg: spec.cfg, opts: spec.opts, calls: map[graph.Function]*rtCall{}}
	defer func() {
		if err != nil {
			s.Close()
		}
	}()
	if s.inst, err = newInstance(); err != nil {
		return nil, err
	}
	if s.dev, err = s.inst.OpenDevice(spec.device); err != nil {
		return nil, err
	}
	if s.rt, err = s.inst.NewSession(s.dev); err != nil {
		return nil, err
	}
	if err = s.load(spec.modules); err != nil {
		return nil, err
	}
	if err = s.upload(ctx, spec); err != nil {
		return nil, err
	}
	if err = s.allocCache(); err != nil {
		return nil, err
	}
	_, logits := spec.modules[graph.PrefillLogits]
	_, decodeLogits := spec.modules[graph.DecodeStepLogits]
	s.info = engine.Info{Backend: "xla", Device: spec.device, Model: spec.name,
		Capacity: s.opts.Capacity, Bucket: s.opts.Bucket, VocabSize: s.cfg.VocabSize,
		Logits: logits && decodeLogits}
	return s, nil
}

// load appends each module and prepares a reusable call of its "main",
// which is named after the MLIR module: "prefill.main" and so on.
func (s *session) load(modules map[graph.Function][]byte) error {
	fns := slices.Sorted(maps.Keys(modules))
	for _, fn := range fns {
		if err := s.rt.LoadModule(modules[fn]); err != nil {
			return fmt.Errorf("graph %s: %w", fn, err)
		}
	}
	for _, fn := range fns {
		c, err := s.rt.Call(string(fn) + ".main")
		if err != nil {
			return fmt.Errorf("graph %s: %w", fn, err)
		}
		s.calls[fn] = c
	}
	return nil
}

// upload copies every weight to the device once, in graph argument order,
// converted to the graphs' weight dtype.
func (s *session) upload(ctx context.Context, spec runtimeSpec) error {
	et, err := weightType(s.opts.WeightDType)
	if err != nil {
		return err
	}
	var total, done int64
	for _, w := range spec.weights {
		total += int64(numel(w.Shape) * s.opts.WeightDType.Size())
	}
	for _, w := range spec.weights {
		if err := ctx.Err(); err != nil {
			return err
		}
		t, err := spec.source.Tensor(w.Name)
		if err != nil {
			return err
		}
		if !slices.Equal(t.Shape, w.Shape) {
			return fmt.Errorf("weight %s: shape %v, the graphs expect %v", w.Name, t.Shape, w.Shape)
		}
		data, err := weightBytes(t, s.opts.WeightDType)
		if err != nil {
			return err
		}
		v, err := s.dev.Upload(data, t.Shape, et)
		if err != nil {
			return fmt.Errorf("weight %s: %w", w.Name, err)
		}
		s.weights = append(s.weights, v)
		done += int64(len(data))
		if spec.progress != nil {
			spec.progress(engine.Progress{Stage: "weights", Done: done, Total: total})
		}
	}
	return nil
}

func weightType(dt model.DType) (elementType, error) {
	switch dt {
	case model.F32:
		return typeF32, nil
	case model.BF16:
		return typeBF16, nil
	case model.F16:
		return typeF16, nil
	}
	return 0, fmt.Errorf("iree: unsupported weight dtype %v", dt)
}

// allocCache zero-fills the cache: masked slots are multiplied by zero
// attention weights, and garbage could hold NaNs that survive that.
func (s *session) allocCache() error {
	hd := s.cfg.HeadDim
	if hd == 0 {
		hd = s.cfg.HiddenSize / s.cfg.NumAttentionHeads
	}
	shape := []int{s.opts.Capacity, s.cfg.NumKeyValueHeads, hd}
	for range 2 * s.cfg.NumHiddenLayers {
		v, err := s.dev.Zeros(shape, typeF32)
		if err != nil {
			return fmt.Errorf("KV cache: %w", err)
		}
		s.cache = append(s.cache, v)
	}
	return nil
}

func (s *session) Info() engine.Info { return s.info }

// run calls fn with the weights, inputs and cache, replaces the cache with
// the returned tensors and returns the first result, which the caller must
// Release. The inputs stay owned by the caller.
func (s *session) run(ctx context.Context, fn graph.Function, inputs ...*bufferView) (*bufferView, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c, ok := s.calls[fn]
	if !ok {
		return nil, fmt.Errorf("iree: graph %s is not loaded", fn)
	}
	defer c.Reset() // drop the call's references to inputs and outputs
	for _, group := range [][]*bufferView{s.weights, inputs, s.cache} {
		for _, v := range group {
			if err := c.PushBufferView(v); err != nil {
				return nil, err
			}
		}
	}
	if err := c.Invoke(); err != nil {
		return nil, err
	}
	n, err := c.NumOutputs()
	if err != nil {
		return nil, err
	}
	if n != 1+len(s.cache) {
		return nil, fmt.Errorf("iree: %s returned %d results, want %d", fn, n, 1+len(s.cache))
	}
	outs := make([]*bufferView, 0, n)
	for i := range n {
		v, err := c.OutputBufferView(i)
		if err != nil {
			releaseAll(outs)
			return nil, err
		}
		outs = append(outs, v)
	}
	releaseAll(s.cache)
	copy(s.cache, outs[1:])
	return outs[0], nil
}

func releaseAll(views []*bufferView) {
	for _, v := range views {
		v.Release()
	}
}

// scalars uploads i32 scalars (rank 0), releasing them all on error.
func (s *session) scalars(vals ...int32) ([]*bufferView, error) {
	var out []*bufferView
	for _, x := range vals {
		v, err := s.dev.Upload(i32Bytes([]int32{x}), nil, typeI32)
		if err != nil {
			releaseAll(out)
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// prefillInputs uploads the padded token chunk, start and length.
func (s *session) prefillInputs(tokens []int32, start int) ([]*bufferView, error) {
	padded, err := padChunk(tokens, start, s.opts)
	if err != nil {
		return nil, err
	}
	tok, err := s.dev.Upload(i32Bytes(padded), []int{len(padded)}, typeI32)
	if err != nil {
		return nil, err
	}
	rest, err := s.scalars(int32(start), int32(len(tokens)))
	if err != nil {
		tok.Release()
		return nil, err
	}
	return append([]*bufferView{tok}, rest...), nil
}

func (s *session) decodeInputs(token int32, pos int) ([]*bufferView, error) {
	if pos < 0 || pos >= s.opts.Capacity {
		return nil, fmt.Errorf("decode at position %d: outside the KV capacity %d", pos, s.opts.Capacity)
	}
	return s.scalars(token, int32(pos))
}

// step runs fn on freshly uploaded inputs and returns its first result.
func (s *session) step(ctx context.Context, fn graph.Function, inputs []*bufferView, err error) (*bufferView, error) {
	if err != nil {
		return nil, err
	}
	defer releaseAll(inputs)
	return s.run(ctx, fn, inputs...)
}

// token reads a tensor<i32> result and releases it.
func (s *session) token(v *bufferView, err error) (int32, error) {
	if err != nil {
		return 0, err
	}
	defer v.Release()
	info, err := v.Describe()
	if err != nil {
		return 0, err
	}
	if info.et != typeI32 || info.bytes != 4 {
		return 0, fmt.Errorf("iree: next token result is %v %v, want tensor<i32>", info.et, info.shape)
	}
	b, err := s.dev.ReadAll(v)
	if err != nil {
		return 0, err
	}
	return int32(binary.LittleEndian.Uint32(b)), nil
}

// logits reads a tensor<VOCABxf32> result and releases it.
func (s *session) logits(v *bufferView, err error) ([]float32, error) {
	if err != nil {
		return nil, err
	}
	defer v.Release()
	info, err := v.Describe()
	if err != nil {
		return nil, err
	}
	if info.et != typeF32 || info.bytes != 4*s.cfg.VocabSize {
		return nil, fmt.Errorf("iree: logits result is %v %v, want tensor<%dxf32>",
			info.et, info.shape, s.cfg.VocabSize)
	}
	b, err := s.dev.ReadAll(v)
	if err != nil {
		return nil, err
	}
	return f32s(b), nil
}

func (s *session) Prefill(ctx context.Context, tokens []int32, start int) (int32, error) {
	in, err := s.prefillInputs(tokens, start)
	return s.token(s.step(ctx, graph.Prefill, in, err))
}

func (s *session) PrefillLogits(ctx context.Context, tokens []int32, start int) ([]float32, error) {
	in, err := s.prefillInputs(tokens, start)
	return s.logits(s.step(ctx, graph.PrefillLogits, in, err))
}

func (s *session) Decode(ctx context.Context, token int32, pos int) (int32, error) {
	in, err := s.decodeInputs(token, pos)
	return s.token(s.step(ctx, graph.DecodeStep, in, err))
}

func (s *session) DecodeLogits(ctx context.Context, token int32, pos int) ([]float32, error) {
	in, err := s.decodeInputs(token, pos)
	return s.logits(s.step(ctx, graph.DecodeStepLogits, in, err))
}

// Close releases everything, most dependent first. It is safe to call
// more than once and on a partly opened session.
func (s *session) Close() error {
	for fn, c := range s.calls {
		c.Close()
		delete(s.calls, fn)
	}
	releaseAll(s.cache)
	releaseAll(s.weights)
	s.cache, s.weights = nil, nil
	if s.rt != nil {
		s.rt.Close()
	}
	if s.dev != nil {
		s.dev.Close()
	}
	if s.inst != nil {
		s.inst.Close()
	}
	// The closed handles stay, so a call after Close gets their errClosed
	// rather than a nil dereference.
	return nil
}
