//go:build iree

package iree

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
)

// fakeWeights serves bf16 checkpoint tensors whose element j of weight k
// is k + j/4, exact in bf16 and f32.
type fakeWeights struct {
	specs []model.WeightSpec
}

func (f fakeWeights) Tensor(name string) (model.Tensor, error) {
	for k, s := range f.specs {
		if s.Name == name {
			return model.Tensor{Name: name, DType: dtype.BF16, Shape: s.Shape,
				Data: encode(dtype.BF16, weightValues(k, model.Numel(s.Shape)))}, nil
		}
	}
	return model.Tensor{}, fmt.Errorf("no weight %q", name)
}

func weightValues(k, n int) []float32 {
	v := make([]float32, n)
	for j := range v {
		v[j] = float32(k) + float32(j)/4
	}
	return v
}

// standIns are the stand-in graphs of fns for testConfig.
func standIns(t *testing.T, fns []graph.Function) map[graph.Function]testModule {
	t.Helper()
	out := map[graph.Function]testModule{}
	for _, fn := range fns {
		out[fn] = graphStandIn(fn, testConfig, testOptions).module(t)
	}
	return out
}

// openTestSession opens a session of the stand-in graphs of fns made with
// tc, through the backend's compile step and then openSession.
func openTestSession(t *testing.T, tc toolchain, device string, fns []graph.Function) (*session, []engine.Progress) {
	t.Helper()
	var progress []engine.Progress
	spec := testRuntimeSpec(t, tc, device, fns, func(p engine.Progress) { progress = append(progress, p) })
	s, err := openSession(context.Background(), spec)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, progress
}

// testRuntimeSpec compiles stand-ins of fns and returns what openSession
// takes to run them on device. The model is a stand-in too, so the
// weights come from fakeWeights; everything else is what Backend.Open
// does.
func testRuntimeSpec(t *testing.T, tc toolchain, device string, fns []graph.Function, progress func(engine.Progress)) runtimeSpec {
	t.Helper()
	dir := t.TempDir()
	compiler, text := tc.graphCompiler(t, dir, standIns(t, fns))
	set := &graph.Set{Config: testConfig, Options: testOptions, Text: text}
	m := &model.Model{Name: "stand-in", Config: testConfig}
	spec := engine.SessionSpec{Model: m, Graphs: set, Device: device, Progress: progress,
		Settings: map[string]string{"iree.compiler": compiler, "iree.cache_dir": filepath.Join(dir, "cache")}}
	b := Backend().(*backend)
	modules, _, err := b.compile(context.Background(), spec)
	if err != nil {
		t.Fatal(err)
	}
	return runtimeSpec{device: device, modules: modules, set: set,
		source: fakeWeights{model.WeightSpecs(testConfig)}, name: m.Name, progress: progress}
}

func readCache(t *testing.T, s *session) [][]byte {
	t.Helper()
	var out [][]byte
	for _, v := range s.cache {
		b, err := s.dev.ReadAll(v)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

func TestSession(t *testing.T) { forEachToolchain(t, checkSession) }

func checkSession(t *testing.T, tc toolchain) {
	ctx := context.Background()
	s, progress := openTestSession(t, tc, "local-task", graph.Functions())
	want := engine.Info{Backend: "xla", Device: "local-task", Model: "stand-in",
		Capacity: 8, Bucket: 4, VocabSize: 4, Logits: true}
	if s.Info() != want {
		t.Errorf("Info = %+v, want %+v", s.Info(), want)
	}
	stages := map[string]int{}
	for _, p := range progress {
		stages[p.Stage]++
	}
	if stages["compile"] != 4 || stages["weights"] != len(model.WeightSpecs(testConfig)) {
		t.Errorf("progress stages = %v", stages)
	}
	if last := progress[len(progress)-1]; last.Done != last.Total || last.Total == 0 {
		t.Errorf("last progress %+v is not complete", last)
	}

	zeros := make([]byte, 8*1*2*4)
	for i, c := range readCache(t, s) {
		if !bytes.Equal(c, zeros) {
			t.Fatalf("cache %d is not zeroed at open", i)
		}
	}

	// decode_step's stand-in returns the position and makes weights of
	// the cache's size the cache, so the new cache must be those weights,
	// as f32.
	if got, err := s.Decode(ctx, 11, 5); err != nil || got != 5 {
		t.Fatalf("Decode = %d, %v; want 5", got, err)
	}
	specs := model.WeightSpecs(testConfig)
	cache := readCache(t, s)
	for i, c := range cache {
		w := decodeSources(testConfig, testOptions)[i]
		if wantW := encode(dtype.F32, weightValues(w, model.Numel(specs[w].Shape))); !bytes.Equal(c, wantW) {
			t.Errorf("after Decode, cache %d = %x, want weight %d %x", i, c, w, wantW)
		}
	}

	// prefill's stand-in returns len(tokens) and swaps each k/v pair.
	if got, err := s.Prefill(ctx, []int32{1, 2, 3}, 4); err != nil || got != 3 {
		t.Fatalf("Prefill = %d, %v; want 3", got, err)
	}
	after := readCache(t, s)
	for l := range testConfig.NumHiddenLayers {
		if !bytes.Equal(after[2*l], cache[2*l+1]) || !bytes.Equal(after[2*l+1], cache[2*l]) {
			t.Errorf("Prefill did not hand back layer %d's swapped cache", l)
		}
	}

	// The logits stand-ins return model.norm.weight, uploaded from bf16 as
	// f32: the full weight path from checkpoint to device and back.
	norm := weightValues(len(specs)-1, testConfig.HiddenSize)
	for name, run := range map[string]func() ([]float32, error){
		"PrefillLogits": func() ([]float32, error) { return s.PrefillLogits(ctx, []int32{9}, 0) },
		"DecodeLogits":  func() ([]float32, error) { return s.DecodeLogits(ctx, 9, 7) },
	} {
		if got, err := run(); err != nil || !slices.Equal(got, norm) {
			t.Errorf("%s = %v, %v; want %v", name, got, err, norm)
		}
	}
}

func TestSessionErrors(t *testing.T) { forEachToolchain(t, checkSessionErrors) }

func checkSessionErrors(t *testing.T, tc toolchain) {
	ctx := context.Background()
	s, _ := openTestSession(t, tc, "local-sync", []graph.Function{graph.Prefill, graph.DecodeStep})
	if s.Info().Logits {
		t.Error("Info.Logits is true without the logits graphs")
	}
	tests := []struct {
		name    string
		run     func() error
		wantErr string
	}{
		{"prefill too long", func() error { _, err := s.Prefill(ctx, make([]int32, 5), 0); return err }, "want 1 to 4"},
		{"prefill past capacity", func() error { _, err := s.Prefill(ctx, []int32{1}, 5); return err }, "capacity 8"},
		{"decode past capacity", func() error { _, err := s.Decode(ctx, 1, 8); return err }, "capacity 8"},
		{"logits not loaded", func() error { _, err := s.DecodeLogits(ctx, 1, 0); return err }, "not loaded"},
		{"cancelled", func() error {
			c, cancel := context.WithCancel(ctx)
			cancel()
			_, err := s.Decode(c, 1, 0)
			return err
		}, "canceled"},
	}
	for _, tt := range tests {
		if err := tt.run(); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.wantErr)
		}
	}
	// The session still works after rejected calls.
	if got, err := s.Decode(ctx, 1, 2); err != nil || got != 2 {
		t.Errorf("Decode after errors = %d, %v", got, err)
	}
}

func TestOpenErrors(t *testing.T) { forEachToolchain(t, checkOpenErrors) }

func checkOpenErrors(t *testing.T, tc toolchain) {
	ctx := context.Background()
	ins := standIns(t, []graph.Function{graph.Prefill, graph.DecodeStep})
	prefill := compiled{fn: graph.Prefill, bucket: testOptions.Bucket, module: "prefill", vmfb: tc.build(t, ins[graph.Prefill])}
	decode := compiled{fn: graph.DecodeStep, module: "decode_step", vmfb: tc.build(t, ins[graph.DecodeStep])}
	specs := model.WeightSpecs(testConfig)
	base := runtimeSpec{device: "local-task", modules: []compiled{prefill, decode},
		set: &graph.Set{Config: testConfig, Options: testOptions}, source: fakeWeights{specs}}
	tests := []struct {
		name    string
		edit    func(*runtimeSpec)
		wantErr string
	}{
		{"unknown driver", func(r *runtimeSpec) { r.device = "cuda" }, "local-sync, local-task"},
		{"invalid vmfb", func(r *runtimeSpec) {
			r.modules = []compiled{{fn: graph.Prefill, module: "prefill", vmfb: []byte("garbage vmfb bytes here")}}
		}, "graph prefill"},
		{"wrong module name", func(r *runtimeSpec) {
			r.modules = []compiled{{fn: graph.DecodeStepLogits, module: "decode_step_logits", vmfb: prefill.vmfb}}
		}, "decode_step_logits.main"},
		{"missing weight", func(r *runtimeSpec) {
			r.source = fakeWeights{specs[1:]}
		}, `no weight "model.embed_tokens.weight"`},
		{"weight shape", func(r *runtimeSpec) {
			wrong := slices.Clone(specs)
			wrong[0].Shape = []int{1, 2}
			r.source = fakeWeights{wrong}
		}, "the graphs expect"},
	}
	for _, tt := range tests {
		spec := base
		tt.edit(&spec)
		s, err := openSession(ctx, spec)
		if err == nil {
			s.Close()
			t.Errorf("%s: openSession succeeded", tt.name)
			continue
		}
		if !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: error %q, want %q", tt.name, err, tt.wantErr)
		}
	}
}

func TestBackendOpenErrors(t *testing.T) {
	env := newFakeEnv(t)
	set := &graph.Set{Config: testConfig, Text: map[graph.Function]string{graph.Prefill: "p", graph.DecodeStep: "d"}}
	m := &model.Model{Name: "x", Config: testConfig}
	iree := map[string]string{"iree.compiler": env.compilerPath(), "iree.cache_dir": env.cache}
	tests := []struct {
		name    string
		spec    engine.SessionSpec
		env     map[string]string
		wantErr string
	}{
		{"no model", engine.SessionSpec{Graphs: set, Device: "local-task"}, nil, "needs a model"},
		{"unknown device", engine.SessionSpec{Model: m, Graphs: set, Device: "tpu", Settings: iree}, nil, "no compile target"},
		{"compile error", engine.SessionSpec{Model: m, Graphs: set, Device: "local-task", Settings: iree},
			map[string]string{"FAKE_FAIL": "bad graph"}, "error: bad graph"},
		{"missing graph", engine.SessionSpec{Model: m, Device: "local-task", Settings: iree,
			Graphs: &graph.Set{Config: testConfig, Text: map[graph.Function]string{graph.Prefill: "p"}}}, nil, "no decode_step"},
		{"driver not linked", engine.SessionSpec{Model: m, Graphs: set, Device: "vulkan", Settings: iree}, nil, "available: local-sync, local-task"},
	}
	for _, tt := range tests {
		for k, v := range tt.env {
			t.Setenv(k, v)
		}
		s, err := Backend().Open(context.Background(), tt.spec)
		if err == nil {
			s.Close()
			t.Errorf("%s: Open succeeded", tt.name)
		} else if !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: error %q, want %q", tt.name, err, tt.wantErr)
		}
		for k := range tt.env {
			t.Setenv(k, "")
		}
	}
}

// TestSessionOpenClose repeats a full open, call and close; with
// TestRepeatedCreateClose it is what the leak check runs.
func TestSessionOpenClose(t *testing.T) { forEachToolchain(t, checkSessionOpenClose) }

func checkSessionOpenClose(t *testing.T, tc toolchain) {
	for range 5 {
		s, _ := openTestSession(t, tc, "local-task", []graph.Function{graph.Prefill, graph.DecodeStep})
		if _, err := s.Decode(context.Background(), 1, 0); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil { // twice is harmless
			t.Fatal(err)
		}
	}
	s, _ := openTestSession(t, tc, "local-sync", []graph.Function{graph.Prefill, graph.DecodeStep})
	s.Close()
	ctx := context.Background()
	for name, run := range map[string]func() error{
		"Prefill": func() error { _, err := s.Prefill(ctx, []int32{1}, 0); return err },
		"Decode":  func() error { _, err := s.Decode(ctx, 1, 0); return err },
	} {
		if err := run(); !errors.Is(err, errClosed) {
			t.Errorf("%s after Close: error %v, want errClosed", name, err)
		}
	}
}

// TestLlama1BArity calls a stand-in with Llama-3.2-1B's argument counts
// (146 weights, 3 prefill inputs, 16 layers of K and V: 181 arguments, 33
// results), to show the binding and VM take a real graph's signature.
func TestLlama1BArity(t *testing.T) { forEachToolchain(t, checkLlama1BArity) }

func checkLlama1BArity(t *testing.T, tc toolchain) {
	const weights, inputs, layers = 146, 3, 16
	rt := newRuntime(t, "local-task")
	must(t, rt.sess.LoadModule(tc.build(t, arityStandIn(weights, inputs, layers).module(t))))
	c := call(t, rt.sess, "prefill.main")
	for i := range weights + inputs + 2*layers {
		must(t, c.PushBufferView(upload(t, rt.dev, i32Bytes([]int32{int32(i)}), nil, typeI32)))
	}
	must(t, c.Invoke())
	if n, err := c.NumOutputs(); err != nil || n != 1+2*layers {
		t.Fatalf("%d results, %v; want %d", n, err, 1+2*layers)
	}
	want := []int32{weights + 2} // len, then each k/v pair swapped
	for l := range layers {
		want = append(want, int32(weights+inputs+2*l+1), int32(weights+inputs+2*l))
	}
	for i, w := range want {
		v, err := c.OutputBufferView(i)
		must(t, err)
		b, err := rt.dev.ReadAll(v)
		v.Release()
		must(t, err)
		if got := int32(binary.LittleEndian.Uint32(b)); got != w {
			t.Errorf("result %d = argument %d, want %d", i, got, w)
		}
	}
}

// encode writes vals as little-endian elements of dt (F32 or BF16); the
// test values are exact in both.
func encode(dt dtype.DType, vals []float32) []byte {
	out := make([]byte, 0, len(vals)*dt.Size())
	for _, v := range vals {
		bits := math.Float32bits(v)
		if dt == dtype.BF16 {
			out = binary.LittleEndian.AppendUint16(out, uint16(bits>>16))
		} else {
			out = binary.LittleEndian.AppendUint32(out, bits)
		}
	}
	return out
}

// faultingWeights is fakeWeights whose reads fault after the first few
// tensors, as a mapped checkpoint truncated during the upload does.
type faultingWeights struct {
	fakeWeights
	left *int
}

func (f faultingWeights) Tensor(name string) (model.Tensor, error) {
	if *f.left == 0 {
		panic("unexpected fault address (a stand-in for SIGBUS in mapped weights)")
	}
	*f.left--
	return f.fakeWeights.Tensor(name)
}

// ireeWorkers counts this process's threads named as IREE's task
// executor names its workers.
func ireeWorkers(t *testing.T) int {
	t.Helper()
	comms, err := filepath.Glob("/proc/self/task/*/comm")
	if err != nil || len(comms) == 0 {
		t.Skip("no /proc/self/task to count threads in")
	}
	n := 0
	for _, c := range comms {
		if b, err := os.ReadFile(c); err == nil && bytes.HasPrefix(b, []byte("iree-worker")) {
			n++
		}
	}
	return n
}

// TestOpenFaultClosesTheSession: a fault while the weights upload (which
// engine.Open recovers as an error) closes what openSession had opened,
// at once: the local-task device's worker thread ends, where before it
// waited for the garbage collector's cleanups.
func TestOpenFaultClosesTheSession(t *testing.T) { forEachToolchain(t, checkOpenFault) }

func checkOpenFault(t *testing.T, tc toolchain) {
	spec := testRuntimeSpec(t, tc, "local-task", []graph.Function{graph.Prefill, graph.DecodeStep}, nil)
	before := ireeWorkers(t)
	left := 2
	spec.source = faultingWeights{spec.source.(fakeWeights), &left}
	func() {
		defer func() {
			if recover() == nil {
				t.Fatal("the faulting upload did not fault")
			}
		}()
		openSession(context.Background(), spec)
	}()
	// Close joins the workers: no waiting, which would let a garbage
	// collection's cleanups do what Close must.
	if n := ireeWorkers(t); n > before {
		t.Errorf("%d IREE worker threads after the faulting open, %d before", n, before)
	}
}
