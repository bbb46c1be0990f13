//go:build iree

package iree

import (
	"context"
	"encoding/binary"
	"fmt"

	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
)

// compiled is one graph's vmfb, for the configured prefill bucket or a
// small one (bucket 0: the decode step, whose bucket does not matter).
type compiled struct {
	fn     graph.Function
	bucket int
	module string // the MLIR module's name; its entry point is "<module>.main"
	vmfb   []byte
}

// callKey names a loaded graph.
type callKey struct {
	fn     graph.Function
	bucket int
}

// runtimeSpec is everything needed to run already-compiled graphs.
type runtimeSpec struct {
	device   string
	modules  []compiled
	set      *graph.Set // Capacity and Bucket already defaulted
	source   engine.TensorSource
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
	calls   map[callKey]*rtCall
	weights []*bufferView
	cache   []*bufferView // k_0, v_0, k_1, v_1, ...
	info    engine.Info
	set     *graph.Set
	cfg     model.Config
	opts    graph.Options
}

var _ engine.Session = (*session)(nil)

// openSession creates the device and session, loads the modules, uploads
// the weights and allocates a zeroed KV cache. On error everything acquired
// so far is released.
func openSession(ctx context.Context, spec runtimeSpec) (_ *session, err error) {
	s := &session{set: spec.set, cfg: spec.set.Config, opts: spec.set.Options, calls: map[callKey]*rtCall{}}
	// Closed on any way out but success: engine.Open recovers a fault in
	// the mapped weights (a checkpoint truncated under the upload) as an
	// error, and a panic passes by a check of err, which would leave the
	// device's worker threads and every uploaded buffer to the garbage
	// collector's cleanups, whenever they ran.
	opened := false
	defer func() {
		if !opened {
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
	_, logits := s.calls[callKey{graph.PrefillLogits, s.opts.Bucket}]
	_, decodeLogits := s.calls[callKey{graph.DecodeStepLogits, 0}]
	s.info = engine.Info{Backend: "xla", Device: spec.device, Model: spec.name,
		Capacity: s.opts.Capacity, Bucket: s.opts.Bucket, VocabSize: s.cfg.VocabSize,
		Logits: logits && decodeLogits}
	opened = true
	return s, nil
}

// load appends each module and prepares a reusable call of its "main",
// which is named after the MLIR module: "prefill.main", "prefill_32.main"
// and so on.
func (s *session) load(modules []compiled) error {
	for _, m := range modules {
		if err := s.rt.LoadModule(m.vmfb); err != nil {
			return fmt.Errorf("graph %s: %w", m.module, err)
		}
	}
	for _, m := range modules {
		c, err := s.rt.Call(m.module + ".main")
		if err != nil {
			return fmt.Errorf("graph %s: %w", m.module, err)
		}
		s.calls[callKey{m.fn, m.bucket}] = c
	}
	return nil
}

// upload copies every weight argument to the device once, in graph
// argument order, in its argument dtype (quantized values and scales
// included). The device holds copies, so the mapped files LoadWeights
// used are released right after.
func (s *session) upload(ctx context.Context, spec runtimeSpec) error {
	files, err := engine.LoadWeights(ctx, spec.source, s.set, spec.progress, func(a graph.WeightArg, data []byte) error {
		et, err := elementTypeOf(a.DType)
		if err != nil {
			return err
		}
		v, err := s.dev.Upload(data, a.Shape, et)
		if err != nil {
			return err
		}
		s.weights = append(s.weights, v)
		return nil
	})
	if err != nil {
		return err
	}
	return files.Close()
}

// elementTypeOf is the HAL element type of a weight or KV cache dtype.
func elementTypeOf(dt dtype.DType) (elementType, error) {
	switch dt {
	case dtype.F32:
		return typeF32, nil
	case dtype.BF16:
		return typeBF16, nil
	case dtype.F16:
		return typeF16, nil
	case dtype.I8:
		return typeI8, nil
	case dtype.I4:
		return typeI4, nil
	}
	return 0, fmt.Errorf("iree: unsupported dtype %v", dt)
}

// allocCache zero-fills the cache: masked slots are multiplied by zero
// attention weights, and garbage could hold NaNs that survive that.
func (s *session) allocCache() error {
	shape := engine.KVShape(s.set)
	et, err := elementTypeOf(s.set.Options.KVDType)
	if err != nil {
		return fmt.Errorf("KV cache: %w", err)
	}
	for range engine.KVTensors(s.set) {
		v, err := s.dev.Zeros(shape, et)
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
func (s *session) run(ctx context.Context, key callKey, inputs ...*bufferView) (*bufferView, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	fn := key.fn
	c, ok := s.calls[key]
	if !ok {
		return nil, fmt.Errorf("iree: graph %s (bucket %d) is not loaded", fn, key.bucket)
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

// prefillInputs uploads the chunk padded to the smallest loaded bucket
// that holds it, with its start and length, and says which graphs of fn
// to run.
func (s *session) prefillInputs(fn graph.Function, tokens []int32, start int) (callKey, []*bufferView, error) {
	bucket, _ := s.set.BucketFor(len(tokens))
	key := callKey{fn, bucket}
	if _, ok := s.calls[key]; !ok {
		key = callKey{fn, s.opts.Bucket} // a set without that small bucket
		bucket = s.opts.Bucket
	}
	padded, err := engine.PadPrefill(tokens, start, bucket, s.opts.Capacity)
	if err != nil {
		return key, nil, err
	}
	tok, err := s.dev.Upload(i32Bytes(padded), []int{len(padded)}, typeI32)
	if err != nil {
		return key, nil, err
	}
	rest, err := s.scalars(int32(start), int32(len(tokens)))
	if err != nil {
		tok.Release()
		return key, nil, err
	}
	return key, append([]*bufferView{tok}, rest...), nil
}

func (s *session) decodeInputs(token int32, pos int) ([]*bufferView, error) {
	if err := engine.CheckPosition(pos, s.opts.Capacity); err != nil {
		return nil, err
	}
	return s.scalars(token, int32(pos))
}

// step runs the graphs of key on freshly uploaded inputs and returns the
// first result.
func (s *session) step(ctx context.Context, key callKey, inputs []*bufferView, err error) (*bufferView, error) {
	if err != nil {
		return nil, err
	}
	defer releaseAll(inputs)
	return s.run(ctx, key, inputs...)
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
	key, in, err := s.prefillInputs(graph.Prefill, tokens, start)
	return s.token(s.step(ctx, key, in, err))
}

func (s *session) PrefillLogits(ctx context.Context, tokens []int32, start int) ([]float32, error) {
	key, in, err := s.prefillInputs(graph.PrefillLogits, tokens, start)
	return s.logits(s.step(ctx, key, in, err))
}

func (s *session) Decode(ctx context.Context, token int32, pos int) (int32, error) {
	in, err := s.decodeInputs(token, pos)
	return s.token(s.step(ctx, callKey{graph.DecodeStep, 0}, in, err))
}

func (s *session) DecodeLogits(ctx context.Context, token int32, pos int) ([]float32, error) {
	in, err := s.decodeInputs(token, pos)
	return s.logits(s.step(ctx, callKey{graph.DecodeStepLogits, 0}, in, err))
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
