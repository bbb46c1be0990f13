package graph

import (
	"flag"
	"fmt"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"xlachat/assets"
	"xlachat/engine/dtype"
	"xlachat/engine/model"
)

var update = flag.Bool("update", false, "rewrite golden files and the bundled graphs")

// tinyCase is a small config whose emitted text is kept under testdata.
type tinyCase struct {
	dir  string
	cfg  model.Config
	opts Options
}

func tinyCases() []tinyCase {
	// GQA with head_dim*heads != hidden, tied embeddings and llama3 rope
	// scaling that hits all three bands.
	gqa := model.Config{
		ModelType: "llama", HiddenSize: 8, IntermediateSize: 16, NumHiddenLayers: 2,
		NumAttentionHeads: 4, NumKeyValueHeads: 2, HeadDim: 8, RMSNormEps: 1e-5,
		RopeTheta: 100, VocabSize: 32, TieWordEmbeddings: true, MaxPositionEmbeddings: 64,
		RopeScaling: &model.RopeScaling{Type: "llama3", Factor: 4, LowFreqFactor: 1,
			HighFreqFactor: 8, OriginalMaxPositionEmbeddings: 64},
	}
	return []tinyCase{
		{dir: "tiny", cfg: gqa, opts: Options{Capacity: 16, Bucket: 4, WeightDType: dtype.BF16}},
		{
			// A bf16 KV cache: keys and values rounded as they are
			// written, widened where attention reads them.
			dir:  "tiny_kv_bf16",
			cfg:  gqa,
			opts: Options{Capacity: 16, Bucket: 4, WeightDType: dtype.BF16, KVDType: dtype.BF16},
		},
		{
			// bf16 compute with f32 weights: both the activations and the
			// weights are converted for every weight product.
			dir:  "tiny_bf16c",
			cfg:  gqa,
			opts: Options{Capacity: 16, Bucket: 4, WeightDType: dtype.F32, ComputeDType: dtype.BF16},
		},
		{
			// f32 weights, separate lm_head, no scaling, one layer, no GQA.
			dir: "tiny_untied",
			cfg: model.Config{
				ModelType: "llama", HiddenSize: 8, IntermediateSize: 12, NumHiddenLayers: 1,
				NumAttentionHeads: 2, NumKeyValueHeads: 2, HeadDim: 4, RMSNormEps: 1e-6,
				RopeTheta: 500000, VocabSize: 24, TieWordEmbeddings: false, MaxPositionEmbeddings: 64,
			},
			opts: Options{Capacity: 12, Bucket: 4, WeightDType: dtype.F32},
		},
		{
			// tiny_untied with linear rope scaling (position
			// interpolation): every frequency divided by 2.5.
			dir: "tiny_linear",
			cfg: model.Config{
				ModelType: "llama", HiddenSize: 8, IntermediateSize: 12, NumHiddenLayers: 1,
				NumAttentionHeads: 2, NumKeyValueHeads: 2, HeadDim: 4, RMSNormEps: 1e-6,
				RopeTheta: 500000, VocabSize: 24, TieWordEmbeddings: false, MaxPositionEmbeddings: 64,
				RopeScaling: &model.RopeScaling{Type: "linear", Factor: 2.5},
			},
			opts: Options{Capacity: 12, Bucket: 4, WeightDType: dtype.F32},
		},
		{
			// int8 weights: tied, so the quantized table is both gathered
			// and the LM head; scales per row.
			dir: "tiny_int8",
			cfg: model.Config{
				ModelType: "llama", HiddenSize: 8, IntermediateSize: 16, NumHiddenLayers: 1,
				NumAttentionHeads: 2, NumKeyValueHeads: 1, HeadDim: 4, RMSNormEps: 1e-5,
				RopeTheta: 10000, VocabSize: 32, TieWordEmbeddings: true, MaxPositionEmbeddings: 64,
			},
			opts: Options{Capacity: 16, Bucket: 4, WeightDType: dtype.I8},
		},
		{
			// q4 weights: rows of whole groups of 32, untied head.
			dir: "tiny_q4",
			cfg: model.Config{
				ModelType: "llama", HiddenSize: 32, IntermediateSize: 64, NumHiddenLayers: 1,
				NumAttentionHeads: 2, NumKeyValueHeads: 1, HeadDim: 16, RMSNormEps: 1e-5,
				RopeTheta: 10000, VocabSize: 24, TieWordEmbeddings: false, MaxPositionEmbeddings: 64,
			},
			opts: Options{Capacity: 16, Bucket: 4, WeightDType: dtype.I4},
		},
		{
			// q4 weights in bf16 compute: each dequantized matrix is
			// rounded to bf16 for its products.
			dir: "tiny_q4_bf16c",
			cfg: model.Config{
				ModelType: "llama", HiddenSize: 32, IntermediateSize: 64, NumHiddenLayers: 1,
				NumAttentionHeads: 2, NumKeyValueHeads: 1, HeadDim: 16, RMSNormEps: 1e-5,
				RopeTheta: 10000, VocabSize: 24, TieWordEmbeddings: false, MaxPositionEmbeddings: 64,
			},
			opts: Options{Capacity: 16, Bucket: 4, WeightDType: dtype.I4, ComputeDType: dtype.BF16},
		},
		{
			// q4 weights in int8 compute: activations rounded to int8 per
			// group of 32, integer products; hidden 64 gives two groups.
			dir: "tiny_q4_int8c",
			cfg: model.Config{
				ModelType: "llama", HiddenSize: 64, IntermediateSize: 96, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 2, HeadDim: 16, RMSNormEps: 1e-5,
				RopeTheta: 10000, VocabSize: 24, TieWordEmbeddings: true, MaxPositionEmbeddings: 64,
			},
			opts: Options{Capacity: 16, Bucket: 4, WeightDType: dtype.I4, ComputeDType: dtype.I8},
		},
		{
			// int8 weights in int8 compute: the same chain, each row's
			// one scale broadcast to its groups; tied, so the head reads
			// the int8 table.
			dir: "tiny_int8_int8c",
			cfg: model.Config{
				ModelType: "llama", HiddenSize: 64, IntermediateSize: 96, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 2, HeadDim: 16, RMSNormEps: 1e-5,
				RopeTheta: 10000, VocabSize: 24, TieWordEmbeddings: true, MaxPositionEmbeddings: 64,
			},
			opts: Options{Capacity: 16, Bucket: 4, WeightDType: dtype.I8, ComputeDType: dtype.I8},
		},
	}
}

func emitTiny(t *testing.T, c tinyCase) *Set {
	t.Helper()
	set, err := Emit(c.cfg, c.opts)
	if err != nil {
		t.Fatalf("Emit(%s): %v", c.dir, err)
	}
	return set
}

// checkGolden compares got with the file at path, or rewrites it under -update.
func checkGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./engine/graph -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the emitted text (run go test ./engine/graph -update and review the diff)", path)
	}
}

// TestGoldenTiny keeps the tiny graphs, with the config.json they were
// emitted from, under testdata for review: an emitter change shows there
// as a diff.
func TestGoldenTiny(t *testing.T) {
	for _, c := range tinyCases() {
		set := emitTiny(t, c)
		cfgJSON, err := model.EncodeConfig(c.cfg, model.GenerationConfig{BOSTokenID: 1, EOSTokenIDs: []int{2}}, c.opts.WeightDType)
		if err != nil {
			t.Fatal(err)
		}
		checkGolden(t, filepath.Join("testdata", c.dir, "config.json"), string(cfgJSON)+"\n")
		for _, name := range Functions() {
			checkGolden(t, filepath.Join("testdata", c.dir, string(name)+".mlir"), set.Text[name])
		}
	}
}

// emitBundled emits the graphs for the bundled config.json.
func emitBundled(t *testing.T) *Set {
	t.Helper()
	cfgJSON, err := fs.ReadFile(assets.Llama32Graphs(), "config.json")
	if err != nil {
		t.Fatal(err)
	}
	cfg, _, err := model.DecodeConfig(cfgJSON)
	if err != nil {
		t.Fatal(err)
	}
	set, err := Emit(cfg, BundledOptions())
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func TestBundled(t *testing.T) {
	set := emitBundled(t)
	cfg := set.Config
	for _, name := range Functions() {
		text := set.Text[name]
		if len(text) > 200<<10 {
			t.Errorf("%s is %d bytes, over the 200 KB budget", name, len(text))
		}
		if *update {
			// make graphs: the files belong to the assets package, which
			// embeds them; otherwise they are read only through Bundled.
			checkGolden(t, filepath.Join("..", "..", "assets", "llama-3.2-1b", string(name)+".mlir"), text)
		}
	}
	if *update {
		return // the embedded copy is stale until the next build
	}
	got, ok := Bundled(cfg, BundledOptions())
	if !ok {
		t.Fatal("Bundled does not recognise its own config")
	}
	for _, name := range Functions() {
		if got.Text[name] != set.Text[name] {
			t.Errorf("embedded %s differs from Emit (run make graphs and review the diff)", name)
		}
	}
	// Zero Options default to the bundled capacity and bucket but f32.
	if _, ok := Bundled(cfg, Options{WeightDType: dtype.BF16}); !ok {
		t.Error("defaulted options with bf16 not recognised")
	}
	other := cfg
	other.NumHiddenLayers = 15
	for _, tc := range []struct {
		name string
		cfg  model.Config
		opts Options
	}{
		{"f32", cfg, Options{}},
		{"capacity", cfg, Options{Capacity: 4096, Bucket: 256, WeightDType: dtype.BF16}},
		{"compute dtype", cfg, Options{Capacity: 2048, Bucket: 256, WeightDType: dtype.BF16, ComputeDType: dtype.BF16}},
		{"layers", other, BundledOptions()},
	} {
		if _, ok := Bundled(tc.cfg, tc.opts); ok {
			t.Errorf("Bundled accepted a mismatched %s", tc.name)
		}
	}
}

// TestMLIROpt parses every emitted module, tiny and bundled, with mlir-opt,
// the reference MLIR parser, so syntax mistakes surface here rather than
// in IREE.
func TestMLIROpt(t *testing.T) {
	if os.Getenv("XLACHAT_SKIP_MLIR_OPT") == "1" {
		t.Skip("XLACHAT_SKIP_MLIR_OPT=1")
	}
	tool := findMLIROpt()
	if tool == "" {
		t.Fatal("mlir-opt-19 not found: install it (Debian/Ubuntu: apt-get install mlir-19-tools) or set XLACHAT_SKIP_MLIR_OPT=1")
	}
	sets := map[string]*Set{"llama-3.2-1b": emitBundled(t)}
	for _, c := range tinyCases() {
		sets[c.dir] = emitTiny(t, c)
	}
	for dir, set := range sets {
		for _, name := range Functions() {
			cmd := exec.Command(tool, "--allow-unregistered-dialect")
			cmd.Stdin = strings.NewReader(set.Text[name])
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s on %s/%s: %v\n%s", tool, dir, name, err, firstLines(string(out), 20))
			}
		}
	}
}

func findMLIROpt() string {
	if p, err := exec.LookPath("mlir-opt-19"); err == nil {
		return p
	}
	for _, p := range []string{"/usr/lib/llvm-19/bin/mlir-opt", "/usr/bin/mlir-opt-19"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

var sigRE = regexp.MustCompile(`func\.func public @main\((.*)\) -> \((.*)\) \{`)

// signature returns a module's argument and result types.
func signature(t *testing.T, text string) (args, results []string) {
	t.Helper()
	m := sigRE.FindStringSubmatch(text)
	if m == nil {
		t.Fatal("no func.func @main signature")
	}
	for i, a := range strings.Split(m[1], ", ") {
		name, typ, ok := strings.Cut(a, ": ")
		if !ok || name != fmt.Sprintf("%%arg%d", i) {
			t.Fatalf("argument %d is %q", i, a)
		}
		args = append(args, typ)
	}
	return args, strings.Split(m[2], ", ")
}

func TestSignature(t *testing.T) {
	for _, c := range tinyCases() {
		set := emitTiny(t, c)
		d := newDims(c.cfg, set.Options, 1)
		cacheT := tensorOf(elemName(c.opts.KVDType), d.C, d.KVH, d.HD).String()
		for _, name := range Functions() {
			args, results := signature(t, set.Text[name])
			var want []string
			for _, a := range set.WeightArgs() {
				want = append(want, tensorOf(elemName(a.DType), a.Shape...).String())
			}
			prefill := name == Prefill || name == PrefillLogits
			if prefill {
				want = append(want, tensorOf("i32", c.opts.Bucket).String(), "tensor<i32>", "tensor<i32>")
			} else {
				want = append(want, "tensor<i32>", "tensor<i32>")
			}
			first := "tensor<i32>"
			if name == PrefillLogits || name == DecodeStepLogits {
				first = tensorOf("f32", d.V).String()
			}
			wantResults := []string{first}
			for range 2 * d.L {
				want = append(want, cacheT)
				wantResults = append(wantResults, cacheT)
			}
			if !slices.Equal(args, want) {
				t.Errorf("%s/%s arguments:\n got %v\nwant %v", c.dir, name, args, want)
			}
			if !slices.Equal(results, wantResults) {
				t.Errorf("%s/%s results:\n got %v\nwant %v", c.dir, name, results, wantResults)
			}
		}
	}
}

var opRE = regexp.MustCompile(`"([a-z_]+\.[a-z_]+)"\(`)

// opsOf lists the distinct ops in text, sorted.
func opsOf(text string) []string {
	var ops []string
	for _, m := range opRE.FindAllStringSubmatch(text, -1) {
		if !slices.Contains(ops, m[1]) {
			ops = append(ops, m[1])
		}
	}
	slices.Sort(ops)
	return ops
}

// TestOpInventory pins the ops each function uses: the ref interpreter
// implements exactly the inventory in doc.go, so a new op must be a
// deliberate change here and there.
func TestOpInventory(t *testing.T) {
	common := []string{
		"func.return", "stablehlo.add", "stablehlo.broadcast_in_dim", "stablehlo.compare",
		"stablehlo.concatenate", "stablehlo.constant", "stablehlo.convert", "stablehlo.cosine",
		"stablehlo.divide", "stablehlo.dot_general", "stablehlo.dynamic_update_slice",
		"stablehlo.exponential", "stablehlo.gather", "stablehlo.iota", "stablehlo.logistic",
		"stablehlo.maximum", "stablehlo.multiply", "stablehlo.reduce", "stablehlo.reshape",
		"stablehlo.return", "stablehlo.rsqrt", "stablehlo.select", "stablehlo.sine",
		"stablehlo.slice", "stablehlo.subtract", "stablehlo.transpose",
	}
	withSlice := append(slices.Clone(common), "stablehlo.dynamic_slice")
	slices.Sort(withSlice)
	want := map[Function][]string{
		Prefill: withSlice, PrefillLogits: withSlice,
		DecodeStep: common, DecodeStepLogits: common,
	}
	// int8 compute's activation quantization adds three ops.
	int8Ops := []string{"stablehlo.abs", "stablehlo.clamp", "stablehlo.round_nearest_even"}
	for _, c := range tinyCases() {
		set := emitTiny(t, c)
		for _, name := range Functions() {
			w := want[name]
			if c.opts.ComputeDType == dtype.I8 {
				w = append(slices.Clone(w), int8Ops...)
				slices.Sort(w)
			}
			if got := opsOf(set.Text[name]); !slices.Equal(got, w) {
				t.Errorf("%s/%s ops:\n got %v\nwant %v", c.dir, name, got, w)
			}
		}
	}
}

var (
	defRE = regexp.MustCompile(`(%[0-9]+)(?::2)? = |(%[0-9]+): tensor`)
	useRE = regexp.MustCompile(`%[0-9]+`)
)

// TestSSA checks the naming rules doc.go promises: every %N is defined
// exactly once, and every use follows its definition in the text.
func TestSSA(t *testing.T) {
	for _, c := range tinyCases() {
		set := emitTiny(t, c)
		for _, name := range Functions() {
			defined := map[string]bool{}
			for i, line := range strings.Split(set.Text[name], "\n") {
				var defs []string
				for _, m := range defRE.FindAllStringSubmatch(line, -1) {
					defs = append(defs, m[1]+m[2])
				}
				for _, u := range useRE.FindAllString(line, -1) {
					if !defined[u] && !slices.Contains(defs, u) {
						t.Fatalf("%s/%s line %d uses %s before defining it", c.dir, name, i+1, u)
					}
				}
				for _, d := range defs {
					if defined[d] {
						t.Fatalf("%s/%s line %d redefines %s", c.dir, name, i+1, d)
					}
					defined[d] = true
				}
			}
		}
	}
}

func TestEmitErrors(t *testing.T) {
	good := tinyCases()[0].cfg
	mod := func(f func(*model.Config)) model.Config {
		c := good
		f(&c)
		return c
	}
	tests := []struct {
		name string
		cfg  model.Config
		opts Options
		want string
	}{
		{"capacity<bucket", good, Options{Capacity: 4, Bucket: 8}, "smaller than bucket"},
		{"negative capacity", good, Options{Capacity: -1, Bucket: 4}, "must be positive"},
		{"dtype", good, Options{Capacity: 8, Bucket: 4, WeightDType: dtype.DType(9)}, "unsupported weight dtype"},
		{"compute dtype", good, Options{Capacity: 8, Bucket: 4, ComputeDType: dtype.F16}, "unsupported compute dtype"},
		{"int8 compute, bf16 weights", good, Options{Capacity: 8, Bucket: 4, WeightDType: dtype.BF16, ComputeDType: dtype.I8}, "compute dtype int8 needs weight dtype int8 or q4, not bf16"},
		{"int8 compute, int8 weights, rows of 8", good, Options{Capacity: 8, Bucket: 4, WeightDType: dtype.I8, ComputeDType: dtype.I8}, "int8 compute needs rows in whole groups of 32, not 8"},
		{"zero vocab", mod(func(c *model.Config) { c.VocabSize = 0 }), Options{}, "vocab_size"},
		{"gqa", mod(func(c *model.Config) { c.NumKeyValueHeads = 3 }), Options{}, "not a multiple"},
		{"odd head_dim", mod(func(c *model.Config) { c.HeadDim = 3 }), Options{}, "even"},
		{"eps", mod(func(c *model.Config) { c.RMSNormEps = 0 }), Options{}, "rms_norm_eps"},
		{"rope type", mod(func(c *model.Config) { c.RopeScaling = &model.RopeScaling{Type: "yarn"} }), Options{}, "unsupported rope_scaling"},
		{"llama3 factors", mod(func(c *model.Config) {
			c.RopeScaling = &model.RopeScaling{Type: "llama3", Factor: 8, LowFreqFactor: 4, HighFreqFactor: 1, OriginalMaxPositionEmbeddings: 8}
		}), Options{}, "invalid llama3"},
	}
	for _, tc := range tests {
		_, err := Emit(tc.cfg, tc.opts)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want it to mention %q", tc.name, err, tc.want)
		}
	}
}

func TestDefaults(t *testing.T) {
	set, err := Emit(tinyCases()[0].cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := Options{Capacity: DefaultCapacity, Bucket: DefaultBucket, WeightDType: dtype.F32}
	if set.Options != want {
		t.Errorf("Options = %+v, want %+v", set.Options, want)
	}
	if !strings.Contains(set.Text[Prefill], "%arg0: tensor<32x8xf32>") {
		t.Error("default weight dtype is not f32")
	}
}

func TestFormatF32(t *testing.T) {
	tests := []struct {
		in   float32
		want string
	}{
		{0, "0.0e+00"},
		{1, "1.0e+00"},
		{-0.5, "-5.0e-01"},
		{1e-5, "1.0e-05"},
		{0.70710677, "7.0710677e-01"},
		{2048, "2.048e+03"},
		{-3.4028235e38, "-3.4028235e+38"},
		{float32(math.Inf(-1)), "0xFF800000"},
	}
	for _, tc := range tests {
		if got := formatF32(tc.in); got != tc.want {
			t.Errorf("formatF32(%g) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestDocExamples keeps the example lines of doc.go real: each must
// appear verbatim in testdata/tiny/prefill.mlir, or for bf16 and int8
// compute and a bf16 KV cache in testdata/tiny_bf16c/prefill.mlir,
// testdata/tiny_q4_int8c/prefill.mlir and testdata/tiny_kv_bf16/prefill.mlir.
func TestDocExamples(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := map[string]bool{}
	for _, dir := range []string{"tiny", "tiny_bf16c", "tiny_q4_int8c", "tiny_kv_bf16"} {
		golden, err := os.ReadFile(filepath.Join("testdata", dir, "prefill.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(golden), "\n") {
			lines[strings.TrimSpace(l)] = true
		}
	}
	example := regexp.MustCompile(`^//\t\s*((?:%\S+ = |"func\.return|"stablehlo\.return|\^bb0|\}\) ).*)$`)
	n := 0
	for _, l := range strings.Split(string(doc), "\n") {
		m := example.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		n++
		if !lines[strings.TrimSpace(m[1])] {
			t.Errorf("doc.go example not in the golden prefill: %s", m[1])
		}
	}
	if n < 30 {
		t.Errorf("found only %d example lines in doc.go", n)
	}
}

var convertArgRE = regexp.MustCompile(`^\s*(%[0-9]+) = "stablehlo.convert"\(%arg[0-9]+\) : \(tensor<[0-9]+x[0-9]+x?[a-z0-9]*>\)`)

// TestConvertFeedsDot checks the fusion contract with the ref executor:
// every converted weight matrix is consumed by the dot_general on the very
// next line, and by nothing else.
func TestConvertFeedsDot(t *testing.T) {
	for _, c := range tinyCases() {
		if c.opts.WeightDType.IsQuantized() {
			continue // TestDequantFeedsDot
		}
		set := emitTiny(t, c)
		for _, name := range Functions() {
			lines := strings.Split(set.Text[name], "\n")
			matrices := 0
			for i, l := range lines {
				m := convertArgRE.FindStringSubmatch(l)
				if m == nil {
					continue
				}
				matrices++
				next := lines[i+1]
				if !strings.Contains(next, `"stablehlo.dot_general"(`) || !strings.Contains(next, m[1]+")") {
					t.Errorf("%s/%s: %s is not fed straight into a dot_general:\n%s", c.dir, name, m[1], next)
				}
				use := regexp.MustCompile(`[( ]` + regexp.QuoteMeta(m[1]) + `[,)]`)
				if n := len(use.FindAllString(set.Text[name], -1)); n != 1 {
					t.Errorf("%s/%s: %s has %d uses, want 1", c.dir, name, m[1], n)
				}
			}
			if c.opts.WeightDType != dtype.F32 && matrices == 0 {
				t.Errorf("%s/%s: no weight matrix converts found", c.dir, name)
			}
		}
	}
}

var quantConvertRE = regexp.MustCompile(`^\s*(%[0-9]+) = "stablehlo.convert"\(%arg[0-9]+\) : \(tensor<[0-9]+x[0-9]+xi[48]>\)`)

// TestDequantFeedsDot checks the fusion contract for quantized weights:
// the dequantization of every weight matrix (convert, the scales'
// convert, broadcast, reshape, multiply) runs on consecutive lines that
// end in the dot_general reading the dequantized matrix.
func TestDequantFeedsDot(t *testing.T) {
	chain := regexp.MustCompile(`^\s*(%[0-9]+) = "stablehlo\.(convert|broadcast_in_dim|reshape|multiply)"`)
	for _, c := range tinyCases() {
		if !c.opts.WeightDType.IsQuantized() || c.opts.ComputeDType == dtype.I8 {
			continue // int8 compute: TestInt8ComputeChain
		}
		set := emitTiny(t, c)
		for _, name := range Functions() {
			lines := strings.Split(set.Text[name], "\n")
			matrices := 0
			for i, l := range lines {
				if quantConvertRE.FindStringSubmatch(l) == nil {
					continue
				}
				matrices++
				j := i + 1
				last := ""
				for ; j < len(lines); j++ {
					m := chain.FindStringSubmatch(lines[j])
					if m == nil {
						break
					}
					last = m[1]
				}
				if !strings.Contains(lines[j], `"stablehlo.dot_general"(`) || !strings.Contains(lines[j], last+")") {
					t.Errorf("%s/%s line %d: the dequantized matrix %s does not feed the dot_general that follows:\n%s", c.dir, name, i+1, last, lines[j])
				}
			}
			if matrices == 0 {
				t.Errorf("%s/%s: no quantized weight matrices found", c.dir, name)
			}
		}
	}
}

// int8Chain is the op sequence of one int8 compute weight product, as
// int8Linear emits it on consecutive lines, with each op's operands and
// result type in terms of T (rows), G (groups), N (outputs) and K = 32G;
// %a is the weight argument, %s its scales, %xq and %d the shared
// quantized activations and their scales, %0.. the chain's own results.
var int8Chain = []string{
	`%0 = "stablehlo.reshape"(%a) : (tensor<NxKxi4>) -> tensor<NxGx32xi4>`,
	`%1 = "stablehlo.convert"(%0) : (tensor<NxGx32xi4>) -> tensor<NxGx32xi8>`,
	`%2 = "stablehlo.dot_general"(%xq, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<TxGx32xi8>, tensor<NxGx32xi8>) -> tensor<GxTxNxi32>`,
	`%3 = "stablehlo.convert"(%2) : (tensor<GxTxNxi32>) -> tensor<GxTxNxf32>`,
	`%4 = "stablehlo.broadcast_in_dim"(%d) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<TxGxf32>) -> tensor<GxTxNxf32>`,
	`%5 = "stablehlo.multiply"(%3, %4) : (tensor<GxTxNxf32>, tensor<GxTxNxf32>) -> tensor<GxTxNxf32>`,
	`%6 = "stablehlo.transpose"(%5) {permutation = array<i64: 2, 1, 0>} : (tensor<GxTxNxf32>) -> tensor<NxTxGxf32>`,
	`%7 = "stablehlo.convert"(%s) : (tensor<NxGxf16>) -> tensor<NxGxf32>`,
	`%8 = "stablehlo.dot_general"(%6, %7) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<NxTxGxf32>, tensor<NxGxf32>) -> tensor<NxTxf32>`,
	`%9 = "stablehlo.transpose"(%8) {permutation = array<i64: 1, 0>} : (tensor<NxTxf32>) -> tensor<TxNxf32>`,
}

// int8ChainI8 is int8Chain for int8 weights: their values need no
// convert, and each row's one f32 scale is broadcast to its groups.
var int8ChainI8 = []string{
	`%1 = "stablehlo.reshape"(%a) : (tensor<NxKxi8>) -> tensor<NxGx32xi8>`,
	`%2 = "stablehlo.dot_general"(%xq, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<TxGx32xi8>, tensor<NxGx32xi8>) -> tensor<GxTxNxi32>`,
	int8Chain[3], int8Chain[4], int8Chain[5], int8Chain[6],
	`%7 = "stablehlo.broadcast_in_dim"(%s) {broadcast_dimensions = array<i64: 0>} : (tensor<Nxf32>) -> tensor<NxGxf32>`,
	int8Chain[8], int8Chain[9],
}

// int8Quantize is the op sequence of quantizeActivations, which every
// chain's %xq and %d come from (constants may sit between its lines:
// each is emitted at its first use).
var int8Quantize = []string{
	`%0 = "stablehlo.reshape"(%x) : (tensor<TxKxf32>) -> tensor<TxGx32xf32>`,
	`%1 = "stablehlo.abs"(%0) : (tensor<TxGx32xf32>) -> tensor<TxGx32xf32>`,
	`%2 = "stablehlo.reduce"(%1, %zero) ({`,
	`^bb0(%b0: tensor<f32>, %b1: tensor<f32>):`,
	`%3 = "stablehlo.maximum"(%b0, %b1) : (tensor<f32>, tensor<f32>) -> tensor<f32>`,
	`"stablehlo.return"(%3) : (tensor<f32>) -> ()`,
	`}) {dimensions = array<i64: 2>} : (tensor<TxGx32xf32>, tensor<f32>) -> tensor<TxGxf32>`,
	`%d = "stablehlo.divide"(%2, %c127) : (tensor<TxGxf32>, tensor<TxGxf32>) -> tensor<TxGxf32>`,
	`%5 = "stablehlo.compare"(%d, %c0) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<TxGxf32>, tensor<TxGxf32>) -> tensor<TxGxi1>`,
	`%6 = "stablehlo.select"(%5, %c1, %d) : (tensor<TxGxi1>, tensor<TxGxf32>, tensor<TxGxf32>) -> tensor<TxGxf32>`,
	`%7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<TxGxf32>) -> tensor<TxGx32xf32>`,
	`%8 = "stablehlo.divide"(%0, %7) : (tensor<TxGx32xf32>, tensor<TxGx32xf32>) -> tensor<TxGx32xf32>`,
	`%9 = "stablehlo.round_nearest_even"(%8) : (tensor<TxGx32xf32>) -> tensor<TxGx32xf32>`,
	`%10 = "stablehlo.clamp"(%lo, %9, %hi) : (tensor<f32>, tensor<TxGx32xf32>, tensor<f32>) -> tensor<TxGx32xf32>`,
	`%xq = "stablehlo.convert"(%10) : (tensor<TxGx32xf32>) -> tensor<TxGx32xi8>`,
}

// chainPattern turns a chain line into a regexp: %name placeholders
// capture SSA names (a repeated one must match the same name: checked by
// the caller), T, G, N, K capture sizes.
func chainPattern(line string) (*regexp.Regexp, []string) {
	var names []string
	q := regexp.QuoteMeta(line)
	q = regexp.MustCompile(`%[a-z0-9]+`).ReplaceAllStringFunc(q, func(n string) string {
		names = append(names, n)
		return `(%[a-z0-9]+(?:#[0-9]+)?)`
	})
	q = regexp.MustCompile(`tensor<[^>]*>`).ReplaceAllStringFunc(q, func(typ string) string {
		dims := strings.Split(strings.TrimSuffix(strings.TrimPrefix(typ, "tensor<"), ">"), "x")
		for i, d := range dims {
			if len(d) == 1 && strings.Contains("TGNK", d) {
				names = append(names, d)
				dims[i] = `([0-9]+)`
			}
		}
		return "tensor<" + strings.Join(dims, "x") + ">"
	})
	return regexp.MustCompile(`^\s*` + q + `$`), names
}

// matchChain matches pattern against lines from i on, skipping constants
// where skipConsts says, binding every placeholder consistently in b. It
// returns the line after the chain, or -1.
func matchChain(lines []string, i int, pattern []string, skipConsts bool, b map[string]string) int {
	for _, p := range pattern {
		for skipConsts && i < len(lines) && strings.Contains(lines[i], `"stablehlo.constant"`) {
			i++
		}
		if i >= len(lines) {
			return -1
		}
		re, names := chainPattern(p)
		m := re.FindStringSubmatch(lines[i])
		if m == nil {
			return -1
		}
		for j, n := range names {
			if old, ok := b[n]; ok && old != m[j+1] {
				return -1
			}
			b[n] = m[j+1]
		}
		i++
	}
	return i
}

// TestInt8ComputeChain checks int8 compute's contract with the ref
// executor, which fuses each weight product into one kernel: every q4
// weight matrix is consumed by exactly int8Chain on consecutive lines,
// reading activations quantized by exactly int8Quantize (K = 32G, the
// right constants), and there are as many products as weight matrices
// used (seven per layer and the head).
func TestInt8ComputeChain(t *testing.T) {
	consts := map[string]string{
		"%c127": "1.27e+02", "%c0": "0.0e+00", "%c1": "1.0e+00", "%lo": "-1.27e+02", "%hi": "1.27e+02", "%zero": "0.0e+00",
	}
	constRE := regexp.MustCompile(`^\s*(%[0-9]+) = "stablehlo.constant"\(\) \{value = dense<([^>]*)> : tensor<`)
	for _, c := range tinyCases() {
		if c.opts.ComputeDType != dtype.I8 {
			continue
		}
		set := emitTiny(t, c)
		for _, name := range Functions() {
			lines := strings.Split(set.Text[name], "\n")
			constVal := map[string]string{}
			for _, l := range lines {
				if m := constRE.FindStringSubmatch(l); m != nil {
					constVal[m[1]] = m[2]
				}
			}
			quantized := map[string]int{} // %xq -> line after its quantization
			for i := range lines {
				b := map[string]string{}
				end := matchChain(lines, i, int8Quantize, true, b)
				if end < 0 {
					continue
				}
				k, _ := strconv.Atoi(b["K"])
				g, _ := strconv.Atoi(b["G"])
				if k != 32*g {
					t.Errorf("%s/%s line %d: %d inputs in %d groups", c.dir, name, i+1, k, g)
				}
				for n, v := range consts {
					if constVal[b[n]] != v {
						t.Errorf("%s/%s line %d: %s is %s, want %s", c.dir, name, i+1, n, constVal[b[n]], v)
					}
				}
				quantized[b["%xq"]+" "+b["%d"]] = end
			}
			products := 0
			for i, l := range lines {
				chain := int8Chain
				if c.opts.WeightDType == dtype.I8 {
					chain = int8ChainI8
				}
				if !strings.Contains(l, `"stablehlo.reshape"(%arg`) || !strings.Contains(l, "xi4>) ->") && !strings.Contains(l, "xi8>) ->") {
					continue
				}
				b := map[string]string{}
				if matchChain(lines, i, chain, false, b) < 0 {
					t.Errorf("%s/%s line %d: the quantized matrix does not feed its int8 chain:\n%s", c.dir, name, i+1, strings.Join(lines[i:min(i+len(chain), len(lines))], "\n"))
					continue
				}
				if _, ok := quantized[b["%xq"]+" "+b["%d"]]; !ok {
					t.Errorf("%s/%s line %d: %s and %s do not come from one activation quantization", c.dir, name, i+1, b["%xq"], b["%d"])
				}
				if g, _ := strconv.Atoi(b["G"]); b["K"] != strconv.Itoa(32*g) {
					t.Errorf("%s/%s line %d: %s inputs in %d groups", c.dir, name, i+1, b["K"], g)
				}
				products++
			}
			if want := 7*c.cfg.NumHiddenLayers + 1; products != want {
				t.Errorf("%s/%s: %d int8 products, want %d", c.dir, name, products, want)
			}
			// q, k, v share one quantization and gate, up another: per
			// layer the inputs of q/k/v, o, gate/up and down, plus the
			// head's; a prefill's last layer quantizes its query row apart.
			want := 4*c.cfg.NumHiddenLayers + 1
			if name == Prefill || name == PrefillLogits {
				want++
			}
			if len(quantized) != want {
				t.Errorf("%s/%s: %d activation quantizations, want %d", c.dir, name, len(quantized), want)
			}
		}
	}
}
