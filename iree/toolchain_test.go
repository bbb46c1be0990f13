package iree

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"text/template"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
)

// The runtime tests need modules, and IREE's releases ship different tools
// to make them: the 2024 release has iree-compile but no iree-as-module,
// a runtime-only HEAD build iree-as-module but no compiler. Each test
// module is therefore written twice, as VM assembly and as MLIR with the
// same functions and results, and every test that needs modules runs its
// one set of assertions once per tool, as a subtest named after it.
//
// A tool $IREE_DIST/bin lacks fails its subtests, naming what is missing,
// unless its opt-out variable is 1; then they are skipped, saying so.

// testModule is one test module in both of its forms.
type testModule struct {
	name  string // the VM module name, as in "basic.add"
	vmasm string // VM assembly, for iree-as-module
	mlir  string // MLIR, for iree-compile
}

// toolchain makes test modules with one IREE tool.
type toolchain struct {
	tool   string // iree-as-module or iree-compile
	optOut string // the variable that, set to 1, skips its tests
	dist   string // the IREE distribution whose bin/ holds it
}

func (tc toolchain) path() string { return filepath.Join(tc.dist, "bin", tc.tool) }

// toolchains are the ways to make modules with the tools of dist.
func toolchains(dist string) []toolchain {
	return []toolchain{
		{tool: "iree-as-module", optOut: "XLACHAT_SKIP_IREE_AS_MODULE", dist: dist},
		{tool: "iree-compile", optOut: "XLACHAT_SKIP_IREE_COMPILE", dist: dist},
	}
}

// forEachToolchain runs f as a subtest per tool of $IREE_DIST.
func forEachToolchain(t *testing.T, f func(t *testing.T, tc toolchain)) {
	t.Helper()
	for _, tc := range toolchains(os.Getenv("IREE_DIST")) {
		t.Run(tc.tool, func(t *testing.T) {
			tc.require(t)
			f(t, tc)
		})
	}
}

// require fails t if the tool is missing, or skips it if the user opted
// out of the tool's tests.
func (tc toolchain) require(t *testing.T) {
	t.Helper()
	skip, fail := tc.problem()
	if skip != "" {
		t.Skip(skip)
	}
	if fail != "" {
		t.Fatal(fail)
	}
}

// problem says why the tool's tests cannot run: skip if the user opted out
// of them, fail if the tool is missing; both are empty when it is there.
func (tc toolchain) problem() (skip, fail string) {
	if os.Getenv(tc.optOut) == "1" {
		return fmt.Sprintf("%s=1: not running the tests with modules made by %s", tc.optOut, tc.tool), ""
	}
	if tc.dist == "" {
		return "", fmt.Sprintf("IREE_DIST is not set: these tests need $IREE_DIST/bin/%s "+
			"(make test-iree IREE_DIST=...); set %s=1 to run without them", tc.tool, tc.optOut)
	}
	if _, err := os.Stat(tc.path()); err != nil {
		return "", fmt.Sprintf("IREE_DIST=%s has no bin/%s, which these tests need to make their modules; "+
			"set %s=1 to run without them", tc.dist, tc.tool, tc.optOut)
	}
	return "", ""
}

// build makes m's vmfb with the tool.
func (tc toolchain) build(t testing.TB, m testModule) []byte {
	t.Helper()
	if tc.tool == "iree-compile" {
		return tc.compile(t, m)
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, m.name+".vmasm"), filepath.Join(dir, m.name+".vmfb")
	if err := os.WriteFile(in, []byte(m.vmasm), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tc.path(), "--output="+out, in).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", tc.tool, m.name, err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// compile builds m through the package's own compile step, so the real
// iree-compile gets the flags xlachat chooses for its version.
func (tc toolchain) compile(t testing.TB, m testModule) []byte {
	t.Helper()
	c, err := newCompiler(context.Background(), "local-task",
		Options{CompilerPath: tc.path(), CacheDir: t.TempDir()}, "")
	if err != nil {
		t.Fatal(err)
	}
	data, err := c.Compile(context.Background(), m.name, m.mlir)
	if err != nil {
		t.Fatalf("%s %s: %v", tc.tool, m.name, err)
	}
	return data
}

// graphCompiler sets up what Backend.Open compiles graphs with: the real
// iree-compile and the stand-ins' MLIR, or, with iree-as-module, a stand-in
// compiler that copies modules assembled beforehand into dir.
func (tc toolchain) graphCompiler(t *testing.T, dir string, graphs map[graph.Function]testModule) (compiler string, text map[graph.Function]string) {
	t.Helper()
	text = map[graph.Function]string{}
	for fn, m := range graphs {
		text[fn] = m.mlir
	}
	if tc.tool == "iree-compile" {
		return tc.path(), text
	}
	for fn, m := range graphs {
		if err := os.WriteFile(filepath.Join(dir, string(fn)+".vmfb"), tc.build(t, m), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return copyCompilerIn(t, dir), text
}

// copyCompiler is an iree-compile stand-in that "compiles" <fn>.mlir by
// copying $STANDIN_DIR/<fn>.vmfb to -o.
const copyCompiler = `#!/bin/sh
if [ "$1" = "--version" ]; then echo "IREE compiler version 3.12.0 (stand-in)"; exit 0; fi
src=""; out=""
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out="$2"; shift ;;
    *.mlir) src="$1" ;;
  esac
  shift
done
cp "$STANDIN_DIR/$(basename "$src" .mlir).vmfb" "$out"
`

// copyCompilerIn writes copyCompiler into dir, serving dir's vmfbs.
func copyCompilerIn(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "iree-compile")
	if err := os.WriteFile(path, []byte(copyCompiler), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("STANDIN_DIR", dir)
	return path
}

// basicModule is testdata/basic.{vmasm,mlir}: add, swap, describe, fail.
func basicModule(t testing.TB) testModule {
	t.Helper()
	m := testModule{name: "basic"}
	for _, f := range []struct {
		ext string
		dst *string
	}{{"vmasm", &m.vmasm}, {"mlir", &m.mlir}} {
		src, err := os.ReadFile(filepath.Join("testdata", "basic."+f.ext))
		if err != nil {
			t.Fatal(err)
		}
		*f.dst = string(src)
	}
	return m
}

// testConfig is a tiny two-layer model whose vocabulary equals its hidden
// size, so the stand-in logits graphs can return model.norm.weight.
var testConfig = model.Config{
	ModelType: "llama", HiddenSize: 4, IntermediateSize: 8, NumHiddenLayers: 2,
	NumAttentionHeads: 2, NumKeyValueHeads: 1, HeadDim: 2, RMSNormEps: 1e-5,
	RopeTheta: 10000, VocabSize: 4, TieWordEmbeddings: true,
}

// testOptions are the graph options of the stand-in sessions.
var testOptions = graph.Options{Capacity: 8, Bucket: 4, WeightDType: dtype.F32}

// standIn is a stand-in graph: the argument types of a real graph and,
// for each result, the argument it returns, with the result's type.
type standIn struct {
	name    string
	args    []string // MLIR types
	results []routed
}

// routed is a result that is argument arg, reshaped to type ty when that
// differs from the argument's: a typed module must hand back a cache
// tensor of the cache's type, while VM assembly passes any buffer view.
type routed struct {
	arg int
	ty  string
}

// graphStandIn is the stand-in for fn of a model with cfg and opts: its
// weights, step inputs and KV cache have the real graphs' types, and it
// returns, for
//   - prefill: the chunk length as the next token, then each layer's K
//     and V swapped;
//   - decode_step: the position as the next token, then as the new cache
//     the weights decodeSources names, which have the cache's size;
//   - the logits graphs: model.norm.weight as the logits, the cache kept.
func graphStandIn(fn graph.Function, cfg model.Config, opts graph.Options) standIn {
	s := standIn{name: string(fn)}
	for _, w := range model.WeightSpecs(cfg) {
		s.args = append(s.args, tensorType(w.Shape, "f32"))
	}
	weights := len(s.args)
	if fn == graph.Prefill || fn == graph.PrefillLogits {
		s.args = append(s.args, tensorType([]int{opts.Bucket}, "i32"), "tensor<i32>", "tensor<i32>")
	} else {
		s.args = append(s.args, "tensor<i32>", "tensor<i32>")
	}
	cache := len(s.args)
	cacheType := tensorType(cacheShape(cfg, opts), "f32")
	for range 2 * cfg.NumHiddenLayers {
		s.args = append(s.args, cacheType)
	}
	switch fn {
	case graph.Prefill:
		s.results = prefillRoute(s.args, weights, cache, cfg.NumHiddenLayers)
	case graph.DecodeStep:
		s.results = append(s.results, s.routed(weights+1))
		for _, w := range decodeSources(cfg, opts) {
			s.results = append(s.results, routed{arg: w, ty: cacheType})
		}
	default:
		s.results = append(s.results, s.routed(weights-1))
		for i := range 2 * cfg.NumHiddenLayers {
			s.results = append(s.results, s.routed(cache+i))
		}
	}
	return s
}

// prefillRoute returns the chunk length (the step's third input) and then
// each layer's K and V swapped.
func prefillRoute(args []string, weights, cache, layers int) []routed {
	out := []routed{{weights + 2, args[weights+2]}}
	for l := range layers {
		out = append(out, routed{cache + 2*l + 1, args[cache+2*l+1]}, routed{cache + 2*l, args[cache+2*l]})
	}
	return out
}

func (s standIn) routed(arg int) routed { return routed{arg: arg, ty: s.args[arg]} }

// arityStandIn is a prefill stand-in with the given argument counts, every
// argument a tensor<i32>.
func arityStandIn(weights, inputs, layers int) standIn {
	s := standIn{name: string(graph.Prefill)}
	for range weights + inputs + 2*layers {
		s.args = append(s.args, "tensor<i32>")
	}
	s.results = prefillRoute(s.args, weights, weights+inputs, layers)
	return s
}

// cacheShape is the shape of one K or V cache tensor.
func cacheShape(cfg model.Config, opts graph.Options) []int {
	hd := cfg.HeadDim
	if hd == 0 {
		hd = cfg.HiddenSize / cfg.NumAttentionHeads
	}
	return []int{opts.Capacity, cfg.NumKeyValueHeads, hd}
}

// decodeSources are the first 2L weights with as many elements as a cache
// tensor: decode_step's stand-in returns them as the new cache.
func decodeSources(cfg model.Config, opts graph.Options) []int {
	want := model.Numel(cacheShape(cfg, opts))
	var out []int
	for i, w := range model.WeightSpecs(cfg) {
		if model.Numel(w.Shape) == want && len(out) < 2*cfg.NumHiddenLayers {
			out = append(out, i)
		}
	}
	return out
}

func tensorType(shape []int, elem string) string {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range shape {
		fmt.Fprintf(&b, "%dx", d)
	}
	return b.String() + elem + ">"
}

// module renders s in both forms from the testdata templates.
func (s standIn) module(t testing.TB) testModule {
	t.Helper()
	var vmArgs, vmResults, vmReturns, discards, args, body, results, returns []string
	used := map[int]bool{}
	for _, r := range s.results {
		used[r.arg] = true
	}
	for i, ty := range s.args {
		vmArgs = append(vmArgs, fmt.Sprintf("%%r%d: !hal.buffer_view", i))
		args = append(args, fmt.Sprintf("%%arg%d: %s", i, ty))
		if !used[i] {
			discards = append(discards, fmt.Sprintf("%%r%d", i))
		}
	}
	for k, r := range s.results {
		vmResults = append(vmResults, "!hal.buffer_view")
		vmReturns = append(vmReturns, fmt.Sprintf("%%R%d", r.arg))
		results = append(results, r.ty)
		if r.ty == s.args[r.arg] {
			returns = append(returns, fmt.Sprintf("%%arg%d", r.arg))
			continue
		}
		body = append(body, fmt.Sprintf(`%%res%d = "stablehlo.reshape"(%%arg%d) : (%s) -> %s`, k, r.arg, s.args[r.arg], r.ty))
		returns = append(returns, fmt.Sprintf("%%res%d", k))
	}
	join := func(parts []string) string { return strings.Join(parts, ", ") }
	return testModule{
		name: s.name,
		vmasm: render(t, "graph.vmasm.tmpl", map[string]any{"Module": s.name, "Args": join(vmArgs),
			"Results": join(vmResults), "Returns": join(vmReturns), "Discards": join(discards)}),
		mlir: render(t, "graph.mlir.tmpl", map[string]any{"Module": s.name, "Args": join(args),
			"Body": body, "Results": join(results), "Returns": join(returns)}),
	}
}

func render(t testing.TB, name string, data map[string]any) string {
	t.Helper()
	tmpl, err := template.ParseFiles(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := tmpl.Execute(&b, data); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestToolchainsNeedTheirTools checks the rule above: a missing tool
// fails its tests by name, and only its opt-out variable skips them.
func TestToolchainsNeedTheirTools(t *testing.T) {
	for _, dist := range []string{"", t.TempDir()} {
		for _, tc := range toolchains(dist) {
			t.Setenv(tc.optOut, "")
			skip, fail := tc.problem()
			if skip != "" {
				t.Errorf("IREE_DIST=%q without %s: skipped (%s), want a failure", dist, tc.tool, skip)
			}
			for _, want := range []string{"bin/" + tc.tool, tc.optOut + "=1"} {
				if !strings.Contains(fail, want) {
					t.Errorf("IREE_DIST=%q without %s: failure %q does not mention %q", dist, tc.tool, fail, want)
				}
			}
			t.Setenv(tc.optOut, "1")
			if skip, fail := tc.problem(); skip == "" || fail != "" {
				t.Errorf("%s=1: skip %q, fail %q; want a skip", tc.optOut, skip, fail)
			}
		}
	}
}
