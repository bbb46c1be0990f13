package refbackend

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
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
)

// tinyModel generates a preset into a temp dir and opens it.
func tinyModel(t *testing.T, preset string, dt dtype.DType) *model.Model {
	t.Helper()
	dir := t.TempDir()
	if err := modelgen.Generate(dir, modelgen.Options{Preset: preset, DType: dt, Seed: 7}); err != nil {
		t.Fatal(err)
	}
	return openModel(t, dir)
}

func openModel(t *testing.T, dir string) *model.Model {
	t.Helper()
	m, err := model.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// shared holds the models sharedModel generated, by preset and dtype, in
// one directory that TestMain removes.
var shared struct {
	sync.Mutex
	root string
	dirs map[string]string
}

// wide names the model of wideConfig for sharedModel.
const wide = "wide"

// wideConfig is a one-layer model whose rows are 512 and 1024 long: the
// tiny presets' 64 and 128 are shorter than what the int8 compute
// kernels take (whole chunks of 512), so only this model runs those
// kernels, rather than their Go loops, inside a session.
func wideConfig() model.Config {
	c, err := modelgen.Preset("tiny-untied")
	if err != nil {
		panic(err)
	}
	c.HiddenSize, c.IntermediateSize, c.NumHiddenLayers = 512, 1024, 1
	c.NumAttentionHeads, c.NumKeyValueHeads, c.HeadDim = 8, 2, 64
	c.TieWordEmbeddings = true
	return c
}

// sharedModel opens the model tinyModel would generate (or, for wide,
// wideConfig's), generated once per test process: the greedy and golden
// tests open the same few models dozens of times (seven of the eight
// golden kinds a bf16 "tiny"). Its files are never changed: a test that
// changes them takes tinyModel's.
func sharedModel(t *testing.T, preset string, dt dtype.DType) *model.Model {
	t.Helper()
	shared.Lock()
	defer shared.Unlock()
	key := preset + "-" + dt.String()
	dir, ok := shared.dirs[key]
	if !ok {
		if shared.root == "" {
			root, err := os.MkdirTemp("", "refbackend-models-")
			if err != nil {
				t.Fatal(err)
			}
			shared.root, shared.dirs = root, map[string]string{}
		}
		dir = filepath.Join(shared.root, key)
		opts := modelgen.Options{Preset: preset, DType: dt, Seed: 7}
		if preset == wide {
			c := wideConfig()
			opts.Preset, opts.Config = "", &c
		}
		if err := modelgen.Generate(dir, opts); err != nil {
			t.Fatal(err)
		}
		shared.dirs[key] = dir
	}
	return openModel(t, dir)
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.root != "" {
		os.RemoveAll(shared.root)
	}
	os.Exit(code)
}

// openSession opens a session on m, closed when the test ends. It keeps
// the one order (ref.amx false), whose bits and tokens testdata pins on
// every machine; TestGreedyOnAMXTiles runs the tiles.
func openSession(t *testing.T, m *model.Model, opts graph.Options) engine.Session {
	t.Helper()
	return openSessionWith(t, m, opts, map[string]string{AMXSetting: "false"})
}

// openSessionWith is openSession with backend settings.
func openSessionWith(t *testing.T, m *model.Model, opts graph.Options, settings map[string]string) engine.Session {
	t.Helper()
	set, err := graph.Select(m.Config, opts)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New().Open(context.Background(), engine.SessionSpec{Model: m, Graphs: set, Device: "cpu", Settings: settings})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func randomPrompt(n int, seed uint64, vocab int) []int32 {
	r := rand.New(rand.NewPCG(seed, 1))
	p := make([]int32, n)
	for i := range p {
		p[i] = int32(r.IntN(vocab))
	}
	return p
}

// greedyOnSession prefills prompt in bucket-sized chunks, then decodes.
func greedyOnSession(t *testing.T, s engine.Session, prompt []int32, n int) []int32 {
	t.Helper()
	return greedyInChunks(t, s, prompt, []int{s.Info().Bucket}, n)
}

// greedyInChunks prefills prompt in chunks of the given sizes, taken in
// turn, then decodes.
func greedyInChunks(t *testing.T, s engine.Session, prompt []int32, sizes []int, n int) []int32 {
	t.Helper()
	ctx := context.Background()
	var next int32
	for i, start := 0, 0; start < len(prompt); i, start = i+1, start+sizes[i%len(sizes)] {
		end := min(start+sizes[i%len(sizes)], len(prompt))
		var err error
		if next, err = s.Prefill(ctx, prompt[start:end], start); err != nil {
			t.Fatal(err)
		}
	}
	out := []int32{next}
	for pos := len(prompt); len(out) < n; pos++ {
		var err error
		if next, err = s.Decode(ctx, next, pos); err != nil {
			t.Fatal(err)
		}
		out = append(out, next)
	}
	return out
}

// TestGreedyMatchesReference is the proof of the graphs and the
// interpreter together: 64 greedy tokens after a prompt longer than one
// prefill bucket equal those of the independent reference forward pass
// (internal/llamaref),
// on every tiny preset (tied and untied heads, GQA ratios 1 and 4, with
// and without llama3 rope scaling), for bf16 and f32 weights, in f32 and
// in bf16 compute (the reference then rounds the same products), and with
// bf16 and f16 KV caches (the reference rounds the keys and values it
// keeps).
//
// The tokens must also be those in testdata/greedy.golden (rewritten with
// -update, as logits.golden is): the kernels give the same bits on every
// CPU (TestLogitsGolden), so every level's graphs pick the same tokens.
// The reruns on a CPU without AVX-512 (TestGreedyWithoutAVX512, make
// test-avx2) check only that: the plain run, which make test runs beside
// them, holds those tokens to the reference, whose forward pass took 70%
// of the test and computes the same on any CPU.
func TestGreedyMatchesReference(t *testing.T) {
	var presets []string
	for _, p := range modelgen.Presets() {
		if strings.HasPrefix(p, "tiny") {
			presets = append(presets, p)
		}
	}
	if len(presets) < 3 {
		t.Fatalf("want at least 3 tiny presets, have %v", presets)
	}
	defer writeGreedyGolden(t)
	for _, preset := range presets {
		for _, c := range []struct{ weights, compute, kv dtype.DType }{
			{dtype.BF16, dtype.F32, dtype.F32}, {dtype.F32, dtype.F32, dtype.F32}, {dtype.BF16, dtype.BF16, dtype.F32},
			{dtype.F32, dtype.BF16, dtype.F32}, {dtype.BF16, dtype.F32, dtype.BF16}, {dtype.BF16, dtype.BF16, dtype.F16},
		} {
			t.Run(preset+"/"+c.weights.String()+"/compute-"+c.compute.String()+"/kv-"+c.kv.String(), func(t *testing.T) {
				m := sharedModel(t, preset, c.weights)
				s := openSession(t, m, graph.Options{Capacity: 512, Bucket: 256, WeightDType: c.weights, ComputeDType: c.compute, KVDType: c.kv})
				prompt := randomPrompt(300, 3, m.Config.VocabSize)
				got := greedyOnSession(t, s, prompt, 64)
				checkGreedyGolden(t, got)
				if emulated.Child() {
					return // see the test's comment
				}
				ref, err := llamaref.Load(m, llamaref.Options{ComputeDType: c.compute, KVDType: c.kv})
				if err != nil {
					t.Fatal(err)
				}
				// Rounding to 16 bits, graph and reference round values
				// that differ by f32 error: now and then to neighbours.
				if c.compute == dtype.F32 && c.kv == dtype.F32 {
					if want := ref.Greedy(prompt, 64); !reflect.DeepEqual(got, want) {
						t.Fatalf("graph tokens differ from the reference\n got %v\nwant %v", got, want)
					}
				} else {
					checkGreedyUpToTies(t, ref, prompt, got, c.compute)
				}
				if distinct(got) < 8 {
					t.Errorf("only %d distinct tokens in 64: the weights make a degenerate test", distinct(got))
				}
			})
		}
	}
}

// greedyGoldenPath holds the greedy tests' tokens, a line per subtest:
// its name, then its tokens.
var greedyGoldenPath = filepath.Join("testdata", "greedy.golden")

// greedyGolden is greedyGoldenPath's lines, read once, and with -update
// the tokens the subtests got.
var greedyGolden struct {
	sync.Mutex
	want, got map[string][]int32
}

// checkGreedyGolden holds a subtest's greedy tokens to its line of
// greedyGoldenPath, or with -update keeps them for writeGreedyGolden.
func checkGreedyGolden(t *testing.T, got []int32) {
	t.Helper()
	g := &greedyGolden
	g.Lock()
	defer g.Unlock()
	if *update {
		if g.got == nil {
			g.got = map[string][]int32{}
		}
		g.got[t.Name()] = got
		return
	}
	if g.want == nil {
		g.want = map[string][]int32{}
		for name, line := range readGoldenFile(t, greedyGoldenPath) {
			for _, f := range strings.Fields(line) {
				tok, err := strconv.ParseInt(f, 10, 32)
				if err != nil {
					t.Fatalf("%s: %s: %v", greedyGoldenPath, name, err)
				}
				g.want[name] = append(g.want[name], int32(tok))
			}
		}
	}
	if want := g.want[t.Name()]; !slices.Equal(got, want) {
		t.Errorf("tokens differ from %s's\n got %v\nwant %v", greedyGoldenPath, got, want)
	}
}

// writeGreedyGolden rewrites greedyGoldenPath with -update: the tokens
// the subtests got, and the other lines as they were.
func writeGreedyGolden(t *testing.T) {
	t.Helper()
	if !*update || t.Failed() {
		return
	}
	g := &greedyGolden
	g.Lock()
	defer g.Unlock()
	lines := readGoldenFile(t, greedyGoldenPath)
	for name, toks := range g.got {
		var b strings.Builder
		for i, tok := range toks {
			if i > 0 {
				b.WriteString(" ")
			}
			b.WriteString(strconv.Itoa(int(tok)))
		}
		lines[name] = b.String()
	}
	var b strings.Builder
	b.WriteString("# The greedy tests' tokens per subtest, which they hold to the reference forward pass.\n")
	for _, name := range slices.Sorted(maps.Keys(lines)) {
		fmt.Fprintf(&b, "%s %s\n", name, lines[name])
	}
	if err := os.WriteFile(greedyGoldenPath, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// bf16TieLogits bounds the reference's logit gap at which a bf16 compute
// graph may pick the other token. Two correct bf16 computations need not
// pick the same token at a near tie: graph and reference round
// activations that differ by f32 rounding error, now and then to
// neighbouring bf16 values, and each such difference of 2^-8 grows
// through the layers; on the tiny presets the graphs' logits stay within
// about 1e-2 of the bf16 reference (the f32 reference is 0.1 away).
const bf16TieLogits = 2e-2

// int8TieLogits is bf16TieLogits for int8 compute. Its roundings are
// coarser: an activation whose quotient x/d the graph and the reference
// see on either side of a half moves by a whole step d = max|x|/127 of
// its group, about 1% of the group's largest, where bf16's move by 2^-8
// of the value itself. On the tiny presets, with q4 and int8 weights,
// the greedy picks that differed were within 0.054 of the reference's.
const int8TieLogits = 6e-2

// tieLogits is the near-tie bound of a compute dtype (checkGreedyUpToTies).
func tieLogits(compute dtype.DType) float64 {
	if compute == dtype.I8 {
		return int8TieLogits
	}
	return bf16TieLogits
}

// checkGreedyUpToTies checks a bf16 or int8 compute graph's greedy
// tokens against the reference in that compute dtype fed the same
// tokens: each must be the reference's greedy pick, or within
// tieLogits of it, at most a few times.
func checkGreedyUpToTies(t *testing.T, ref *llamaref.Model, prompt, got []int32, compute dtype.DType) {
	t.Helper()
	seq := ref.NewSequence()
	logits := seq.Feed(prompt)
	ties := 0
	for i, tok := range got {
		best := llamaref.Argmax(logits)
		if int(tok) != best {
			gap := logits[best] - logits[tok]
			if gap > tieLogits(compute) {
				t.Fatalf("token %d: graph %d, reference %d, whose logit is %.4g higher\n got %v", i, tok, best, gap, got)
			}
			ties++
			t.Logf("token %d: graph %d, reference %d at a near tie (%.2g)", i, tok, best, gap)
		}
		logits = seq.Feed([]int32{tok})
	}
	if ties > 3 {
		t.Errorf("%d of %d tokens differ from the reference at near ties", ties, len(got))
	}
}

func distinct(ids []int32) int {
	seen := map[int32]bool{}
	for _, id := range ids {
		seen[id] = true
	}
	return len(seen)
}

// TestChunkingDoesNotChangeTokens: a 300-token prompt prefilled in chunks of
// 256+44, of 64s, of 20s, or of sizes that need more fitted buckets than a
// session keeps gives the same tokens.
func TestChunkingDoesNotChangeTokens(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	prompt := randomPrompt(300, 5, m.Config.VocabSize)
	big := greedyOnSession(t, openSession(t, m, graph.Options{Capacity: 512, Bucket: 256, WeightDType: dtype.F32}), prompt, 16)
	small := greedyOnSession(t, openSession(t, m, graph.Options{Capacity: 512, Bucket: 64, WeightDType: dtype.F32}), prompt, 16)
	if !reflect.DeepEqual(big, small) {
		t.Fatalf("bucket 256 gave %v, bucket 64 gave %v", big, small)
	}
	// Chunks of 20 run through the 24-token fitted bucket.
	short := greedyInChunks(t, openSession(t, m, graph.Options{Capacity: 512, Bucket: 256, WeightDType: dtype.F32}), prompt, []int{20}, 16)
	if !reflect.DeepEqual(big, short) {
		t.Fatalf("bucket 256 gave %v, chunks of 20 gave %v", big, short)
	}
	// Nine sizes in eight buckets (6 twice): more than maxFitted, so
	// programs are evicted, and 6's is compiled again.
	sizes := []int{3, 9, 17, 25, 33, 41, 49, 57, 5}
	s := openSession(t, m, graph.Options{Capacity: 512, Bucket: 256, WeightDType: dtype.F32})
	mixed := greedyInChunks(t, s, prompt, sizes, 16)
	if !reflect.DeepEqual(big, mixed) {
		t.Fatalf("bucket 256 gave %v, chunks of %v gave %v", big, sizes, mixed)
	}
	if n := len(s.(*session).fitted); n != maxFitted {
		t.Errorf("session keeps %d fitted programs, want %d", n, maxFitted)
	}
}

func TestFitBucket(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	set, err := graph.Select(m.Config, graph.Options{Capacity: 512, Bucket: 256, WeightDType: dtype.F32})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ n, want int }{
		{-3, 256}, {0, 256}, {1, 1}, {7, 7}, {50, 50}, {255, 255}, {256, 256}, {300, 256},
	} {
		if got := set.FitBucket(c.n); got != c.want {
			t.Errorf("FitBucket(%d) = %d, want %d", c.n, got, c.want)
		}
	}
	for _, size := range []int{0, -8, 256, 300} {
		if _, err := set.EmitBucket(size); err == nil {
			t.Errorf("EmitBucket(%d) accepted", size)
		}
	}
}

func TestBadDeviceAndRanges(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	set, err := graph.Emit(m.Config, graph.Options{Capacity: 64, Bucket: 16})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New().Open(context.Background(), engine.SessionSpec{Model: m, Graphs: set, Device: "gpu"}); err == nil || !strings.Contains(err.Error(), "cpu") {
		t.Errorf("device gpu: want an error listing cpu, got %v", err)
	}
	s := openSession(t, m, graph.Options{Capacity: 64, Bucket: 16})
	ctx := context.Background()
	if _, err := s.Prefill(ctx, make([]int32, 17), 0); err == nil {
		t.Error("prefill longer than the bucket accepted")
	}
	if _, err := s.Prefill(ctx, make([]int32, 6), 59); err == nil { // to 65
		t.Error("prefill chunk past the capacity accepted")
	}
	// A chunk runs at its own length, unpadded, so one token fits at the
	// last free slots.
	if _, err := s.Prefill(ctx, []int32{1}, 63); err != nil {
		t.Errorf("one-token chunk at 63 of 64: %v", err)
	}
	if _, err := s.Decode(ctx, 1, 64); err == nil {
		t.Error("decode at the capacity accepted")
	}
}

// TestPrepare: a prepared chunk length is compiled once, before its
// prefill, and the tokens are those of a session that compiled it on the
// way; lengths of a whole bucket need nothing, and a closed session or a
// cancelled context refuse.
func TestPrepare(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	opts := graph.Options{Capacity: 512, Bucket: 64, WeightDType: dtype.F32}
	prompt := randomPrompt(20, 9, m.Config.VocabSize)
	want := greedyOnSession(t, openSession(t, m, opts), prompt, 8)
	s := openSession(t, m, opts)
	ctx := context.Background()
	prep := s.(engine.Preparer)
	for _, n := range []int{64, 100, 20, 20} {
		if err := prep.Prepare(ctx, n); err != nil {
			t.Fatalf("Prepare(%d): %v", n, err)
		}
	}
	fitted := s.(*session).fitted
	if len(fitted) != 1 || fitted[0].bucket != 20 || fitted[0].fn != graph.Prefill {
		t.Fatalf("after preparing 64, 100 and 20 twice the session holds %+v, want the 20-token prefill", fitted)
	}
	prog := fitted[0].prog
	if got := greedyOnSession(t, s, prompt, 8); !reflect.DeepEqual(got, want) {
		t.Fatalf("prepared session gave %v, want %v", got, want)
	}
	if f := s.(*session).fitted; len(f) != 1 || f[0].prog != prog {
		t.Errorf("the prefill compiled again: %+v", f)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if err := prep.Prepare(cancelled, 30); err == nil {
		t.Error("Prepare with a cancelled context succeeded")
	}
	s.Close()
	if err := prep.Prepare(ctx, 40); err == nil {
		t.Error("Prepare on a closed session succeeded")
	}
}

// TestPrepareBesideRuns floods the session with Prepare calls for many
// lengths, more than it keeps, while chunks of fitted lengths run: the
// program a chunk is running must never be the one evicted, and the
// tokens must not change.
func TestPrepareBesideRuns(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	opts := graph.Options{Capacity: 512, Bucket: 256, WeightDType: dtype.F32}
	prompt := randomPrompt(300, 5, m.Config.VocabSize)
	sizes := []int{3, 9, 17, 25, 33, 41, 49, 57, 5}
	want := greedyInChunks(t, openSession(t, m, opts), prompt, sizes, 8)
	s := openSession(t, m, opts)
	stop, flooded := make(chan struct{}), make(chan error, 1)
	go func() {
		for i := 0; ; i++ {
			select {
			case <-stop:
				flooded <- nil
				return
			default:
			}
			if err := s.(engine.Preparer).Prepare(context.Background(), 1+i%60); err != nil {
				flooded <- err
				return
			}
		}
	}()
	got := greedyInChunks(t, s, prompt, sizes, 8)
	close(stop)
	if err := <-flooded; err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("beside Prepare calls: %v, alone %v", got, want)
	}
}

// TestEvictionSparesTheRunningProgram: a program marked running stays
// while Prepare calls fill the session past what it keeps, though by then
// it is the least recently used.
func TestEvictionSparesTheRunningProgram(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	s := openSession(t, m, graph.Options{Capacity: 512, Bucket: 256, WeightDType: dtype.F32}).(*session)
	ctx := context.Background()
	p, err := s.program(graph.Prefill, 20)
	if err != nil {
		t.Fatal(err)
	}
	for n := 30; n < 30+2*maxFitted; n++ {
		if err := s.Prepare(ctx, n); err != nil {
			t.Fatal(err)
		}
	}
	kept := slices.ContainsFunc(s.fitted, func(f fitted) bool { return f.prog == p })
	s.finished()
	if !kept {
		t.Fatal("the running program was evicted")
	}
	if len(s.fitted) != maxFitted {
		t.Errorf("session keeps %d programs, want %d", len(s.fitted), maxFitted)
	}
}

// TestPrepareFollowsSampling: after a short last chunk ran through
// PrefillLogits (a sampled reply), Prepare readies that graph, and after
// one through Prefill, Prefill's.
func TestPrepareFollowsSampling(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	s := openSession(t, m, graph.Options{Capacity: 512, Bucket: 64, WeightDType: dtype.F32}).(*session)
	ctx := context.Background()
	prompt := randomPrompt(40, 3, m.Config.VocabSize)
	has := func(fn graph.Function, bucket int) bool {
		return slices.ContainsFunc(s.fitted, func(f fitted) bool { return f.fn == fn && f.bucket == bucket })
	}
	if err := s.Prepare(ctx, 10); err != nil || !has(graph.Prefill, 10) {
		t.Fatalf("a fresh session prepared %+v (%v), want Prefill at 10", s.fitted, err)
	}
	if _, err := s.PrefillLogits(ctx, prompt[:20], 0); err != nil {
		t.Fatal(err)
	}
	if err := s.Prepare(ctx, 30); err != nil || !has(graph.PrefillLogits, 30) || has(graph.Prefill, 30) {
		t.Fatalf("after a sampled chunk prepared %+v (%v), want PrefillLogits at 30 only", s.fitted, err)
	}
	if _, err := s.Prefill(ctx, prompt[20:], 20); err != nil {
		t.Fatal(err)
	}
	if err := s.Prepare(ctx, 35); err != nil || !has(graph.Prefill, 35) || has(graph.PrefillLogits, 35) {
		t.Fatalf("after a greedy chunk prepared %+v (%v), want Prefill at 35 only", s.fitted, err)
	}
}
