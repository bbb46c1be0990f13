package refbackend

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/internal/emulated"
	"xlachat/engine/internal/llamaref"
	"xlachat/engine/model"
	"xlachat/engine/modelgen"
	"xlachat/engine/quant"
)

// dequantizedReference builds the reference forward pass on the weights
// a quantized session computes with: every matrix quantized and
// dequantized as package quant defines it, the norms as stored.
func dequantizedReference(t *testing.T, m *model.Model, dt dtype.DType, opts llamaref.Options) *llamaref.Model {
	t.Helper()
	f, _ := quant.For(dt)
	w := map[string][]float64{}
	for _, s := range model.WeightSpecs(m.Config) {
		tn, err := m.Tensor(s.Name)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Shape) == 1 {
			if w[s.Name], err = llamaref.Float64s(tn); err != nil {
				t.Fatal(err)
			}
			continue
		}
		qn, sn := f.Sizes(s.Shape)
		q, sc := make([]byte, qn), make([]byte, sn)
		if err := f.Quantize(tn.Data, tn.DType, s.Shape, q, sc); err != nil {
			t.Fatal(err)
		}
		for _, v := range f.Dequantize(q, sc, s.Shape) {
			w[s.Name] = append(w[s.Name], float64(v))
		}
	}
	ref, err := llamaref.New(m.Config, w, opts)
	if err != nil {
		t.Fatal(err)
	}
	return ref
}

// isolateCache points the quantized cache at a fresh directory.
func isolateCache(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", dir)
	return filepath.Join(dir, "xlachat", "quantized")
}

// TestQuantizedGreedyMatchesReference: with int8 and q4 weights quantized
// at load from a bf16 checkpoint, 64 greedy tokens after a 300-token
// prompt (two prefill chunks) equal the reference's on the dequantized
// weights, in f32 compute, and in bf16 and int8 compute up to near ties
// (as TestGreedyMatchesReference allows them), on every tiny preset; and they are those in testdata/greedy.golden,
// which is all the reruns on a CPU without AVX-512 check (see
// TestGreedyMatchesReference).
func TestQuantizedGreedyMatchesReference(t *testing.T) {
	isolateCache(t)
	defer writeGreedyGolden(t)
	for _, preset := range modelgen.Presets() {
		if !strings.HasPrefix(preset, "tiny") {
			continue
		}
		for _, c := range []struct{ weights, compute dtype.DType }{
			{dtype.I8, dtype.F32}, {dtype.I4, dtype.F32}, {dtype.I8, dtype.BF16}, {dtype.I4, dtype.BF16},
			{dtype.I8, dtype.I8}, {dtype.I4, dtype.I8},
		} {
			t.Run(preset+"/"+c.weights.WeightName()+"/compute-"+c.compute.String(), func(t *testing.T) {
				m := sharedModel(t, preset, dtype.BF16)
				s := openSession(t, m, graph.Options{Capacity: 512, Bucket: 256, WeightDType: c.weights, ComputeDType: c.compute})
				prompt := randomPrompt(300, 3, m.Config.VocabSize)
				got := greedyOnSession(t, s, prompt, 64)
				checkGreedyGolden(t, got)
				if emulated.Child() {
					return // see TestGreedyMatchesReference
				}
				ref := dequantizedReference(t, m, c.weights, llamaref.Options{ComputeDType: c.compute})
				if c.compute != dtype.F32 {
					checkGreedyUpToTies(t, ref, prompt, got, c.compute) // see TestGreedyMatchesReference
				} else if want := ref.Greedy(prompt, 64); !reflect.DeepEqual(got, want) {
					t.Fatalf("graph tokens differ from the reference\n got %v\nwant %v", got, want)
				}
				if distinct(got) < 8 {
					t.Errorf("only %d distinct tokens in 64: the weights make a degenerate test", distinct(got))
				}
			})
		}
	}
}

// stages opens a q4 session on m and returns the load stages it reported
// and its first tokens.
func stages(t *testing.T, m *model.Model) (map[string]bool, []int32) {
	t.Helper()
	set, err := graph.Select(m.Config, graph.Options{Capacity: 64, Bucket: 16, WeightDType: dtype.I4})
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	seen := map[string]bool{}
	s, err := New().Open(context.Background(), engine.SessionSpec{Model: m, Graphs: set, Device: "cpu",
		Progress: func(p engine.Progress) { mu.Lock(); seen[p.Stage] = true; mu.Unlock() }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	return seen, greedyOnSession(t, s, randomPrompt(20, 4, m.Config.VocabSize), 8)
}

// TestQuantizedCache: the first load quantizes and writes the cache, the
// next one only verifies it; a damaged, truncated or stale entry is
// rebuilt (never used), and the tokens never change.
func TestQuantizedCache(t *testing.T) {
	dir := isolateCache(t)
	m := tinyModel(t, "tiny", dtype.BF16)
	first, want := stages(t, m)
	if !first["quantizing"] || !first["verifying"] {
		t.Fatalf("first load stages %v: want quantizing and verifying", first)
	}
	entries, _ := filepath.Glob(filepath.Join(dir, "*.safetensors"))
	if len(entries) != 1 {
		t.Fatalf("cache holds %v, want one entry", entries)
	}
	entry := entries[0]
	if tmp, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(tmp) != 0 {
		t.Errorf("temporary files left behind: %v", tmp)
	}
	again, got := stages(t, m)
	if again["quantizing"] || !again["verifying"] || !reflect.DeepEqual(got, want) {
		t.Fatalf("cached load: stages %v, tokens %v (want %v, no quantizing)", again, got, want)
	}
	damage := []struct {
		name string
		do   func(t *testing.T)
	}{
		{"flipped byte", func(t *testing.T) {
			f, err := os.OpenFile(entry, os.O_RDWR, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			st, _ := f.Stat()
			b := make([]byte, 1)
			f.ReadAt(b, st.Size()-100)
			b[0] ^= 0x10
			f.WriteAt(b, st.Size()-100)
		}},
		{"truncated", func(t *testing.T) {
			st, _ := os.Stat(entry)
			os.Truncate(entry, st.Size()/2)
		}},
		{"garbage", func(t *testing.T) { os.WriteFile(entry, []byte("not a safetensors file"), 0o644) }},
		{"stale checkpoint", func(t *testing.T) {
			// A checkpoint rewritten in place has another identity.
			path := filepath.Join(m.Dir, model.WeightsFile)
			st, _ := os.Stat(path)
			os.Chtimes(path, st.ModTime(), st.ModTime().Add(1e9))
			m.Close()
			var err error
			if m, err = model.Open(m.Dir); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { m.Close() })
		}},
	}
	for _, d := range damage {
		d.do(t)
		got, tokens := stages(t, m)
		if !got["quantizing"] || !reflect.DeepEqual(tokens, want) {
			t.Errorf("%s: stages %v, tokens %v; want the entry rebuilt and tokens %v", d.name, got, tokens, want)
		}
		if entries, _ := filepath.Glob(filepath.Join(dir, "*")); len(entries) != 1 {
			t.Errorf("%s: cache holds %v, want one entry", d.name, entries)
		}
	}
}

// TestQuantizedWithoutCache: an unwritable cache directory costs the
// cache, not the load.
func TestQuantizedWithoutCache(t *testing.T) {
	dir := isolateCache(t)
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, nil, 0o644); err != nil { // a file where the directory goes
		t.Fatal(err)
	}
	m := tinyModel(t, "tiny", dtype.BF16)
	seen, _ := stages(t, m)
	if !seen["quantizing"] {
		t.Errorf("stages %v: want quantizing", seen)
	}
}
