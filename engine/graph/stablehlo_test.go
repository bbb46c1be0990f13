package graph

import (
	"context"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/modelgen"
	"xlachat/engine/refexec"
)

// StableHLO's own tools (stablehlo-opt with every op verifier,
// stablehlo-translate with the reference interpreter) are not a Debian
// package: they come with the development environment, beside the
// repository in ../shared/tools/stablehlo (or where XLACHAT_STABLEHLO_TOOLS
// says). A clone without them skips these tests, saying they did not run.

// stablehloTools returns the tools' directory, or skips the test.
func stablehloTools(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("XLACHAT_STABLEHLO_TOOLS")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "tools", "stablehlo")
	}
	if _, err := os.Stat(filepath.Join(dir, "stablehlo-opt")); err != nil {
		t.Skipf("StableHLO's verifier and interpreter did NOT run: no stablehlo-opt in %s (set XLACHAT_STABLEHLO_TOOLS)", dir)
	}
	if out, err := exec.Command(filepath.Join(dir, "stablehlo-opt"), "--version").CombinedOutput(); err != nil {
		t.Fatalf("%s/stablehlo-opt does not run (%v); it needs Debian's libmlir-19: apt-get install -y libmlir-19\n%s", dir, err, out)
	}
	return dir
}

// everyGraph is every graph the emitter can produce, by file name: the
// bundled Llama-3.2-1B set with its small prefill buckets, the tiny
// configurations of these tests, and every generated preset in each
// weight and compute dtype pairing (int8 compute with q4 and int8
// weights included), with a bucket fitted to a short chunk as ref fits one.
func everyGraph(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	add := func(prefix string, set *Set) {
		for fn, text := range set.Text {
			out[prefix+"-"+string(fn)+".mlir"] = text
		}
		for _, b := range set.Small {
			for fn, text := range b.Text {
				out[prefix+"-"+b.Module(fn)+".mlir"] = text
			}
		}
	}
	bundled := emitBundled(t)
	full, err := Select(bundled.Config, bundled.Options)
	if err != nil {
		t.Fatal(err)
	}
	add("llama-3.2-1b", full)
	for _, c := range tinyCases() {
		add(c.dir, emitTiny(t, c))
	}
	for _, preset := range modelgen.Presets() {
		cfg, err := modelgen.Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range []Options{{WeightDType: dtype.F32}, {WeightDType: dtype.BF16}, {WeightDType: dtype.F16},
			{WeightDType: dtype.I8}, {WeightDType: dtype.I4}, {WeightDType: dtype.BF16, ComputeDType: dtype.BF16},
			{WeightDType: dtype.I8, ComputeDType: dtype.BF16}, {WeightDType: dtype.I4, ComputeDType: dtype.BF16},
			{WeightDType: dtype.I4, ComputeDType: dtype.I8}, {WeightDType: dtype.I8, ComputeDType: dtype.I8}, {WeightDType: dtype.BF16, ComputeDType: dtype.BF16, KVDType: dtype.BF16},
			{WeightDType: dtype.I4, ComputeDType: dtype.I8, KVDType: dtype.F16}} {
			o.Capacity, o.Bucket = 512, 64
			set, err := Select(cfg, o)
			if err != nil {
				t.Fatal(err)
			}
			// The bucket ref fits a 50-token turn to, which is on no
			// ladder: ref emits such sizes as chunks come.
			fitted, err := set.EmitBucket(set.FitBucket(50))
			if err != nil {
				t.Fatal(err)
			}
			set.Small = append(set.Small, fitted)
			add(fmt.Sprintf("%s-%v-%v-kv%v", preset, o.WeightDType, o.ComputeDType, o.KVDType), set)
		}
	}
	return out
}

// TestStableHLOVerifier runs StableHLO's own checks on every graph the
// emitter can produce: each op's verifier and type inference, legalizing
// to VHLO, and serializing to a portable artifact and back (what
// iree-compile would reject first).
func TestStableHLOVerifier(t *testing.T) {
	tools := stablehloTools(t)
	graphs := everyGraph(t)
	// One stablehlo-check per CPU, each on its share of the files.
	dirs := make([]string, runtime.NumCPU())
	for i := range dirs {
		dirs[i] = t.TempDir()
	}
	i := 0
	for name, text := range graphs {
		if err := os.WriteFile(filepath.Join(dirs[i%len(dirs)], name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		i++
	}
	errs := make(chan error, len(dirs))
	for _, dir := range dirs {
		go func() {
			out, err := exec.Command(filepath.Join(tools, "stablehlo-check"), dir).CombinedOutput()
			if err != nil {
				err = fmt.Errorf("%v\n%s", err, failures(string(out)))
			}
			errs <- err
		}()
	}
	for range dirs {
		if err := <-errs; err != nil {
			t.Errorf("stablehlo-check: %v", err)
		}
	}
	t.Logf("stablehlo-check ran on %d graphs", len(graphs))
}

// failures keeps the failing files' sections of stablehlo-check's output.
func failures(out string) string {
	var keep []string
	for _, sec := range strings.Split(out, "\n== ") {
		if strings.Contains(sec, "FAIL") {
			keep = append(keep, firstLines(sec, 30))
		}
	}
	return strings.Join(keep, "\n")
}

// TestStableHLOInterpreterAgrees runs a tiny configuration's graphs on
// fixed inputs in StableHLO's reference interpreter and in refexec: the
// same token, and logits within 1e-4.
func TestStableHLOInterpreterAgrees(t *testing.T) {
	tools := stablehloTools(t)
	for _, c := range tinyCases() {
		set := emitTiny(t, c)
		r := rand.New(rand.NewPCG(5, 6))
		weights, _ := randomWeights(t, set.Config, set.Options, r)
		cache := randomCaches(set, func() float64 { return 0.5 * r.NormFloat64() })
		prefill := []*refexec.Tensor{refexec.NewI32([]int{set.Options.Bucket}, padTokens([]int32{3, 1, 4}, set.Options.Bucket)),
			refexec.ScalarI32(2), refexec.ScalarI32(3)}
		decode := []*refexec.Tensor{refexec.ScalarI32(5), refexec.ScalarI32(6)}
		for _, fn := range Functions() {
			inputs := decode
			if fn == Prefill || fn == PrefillLogits {
				inputs = prefill
			}
			args := append(append(append([]*refexec.Tensor{}, weights...), inputs...), cache...)
			want := runRefexec(t, set.Text[fn], args)
			got := runInterpreter(t, tools, set.Text[fn], args)
			if err := agree(got, want); err != nil {
				t.Errorf("%s/%s: StableHLO's interpreter and refexec differ: %v", c.dir, fn, err)
			}
		}
	}
}

func f32Bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func padTokens(tokens []int32, n int) []int32 {
	return append(tokens, make([]int32, n-len(tokens))...)
}

// runRefexec returns the first result of running text on args, as float64s.
func runRefexec(t *testing.T, text string, args []*refexec.Tensor) []float64 {
	t.Helper()
	p, err := refexec.Compile(text)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	// Copies of the caches: Run updates donated arguments in place, and
	// the interpreter must see the same inputs.
	in := make([]*refexec.Tensor, len(args))
	for i, a := range args {
		c, err := refexec.FromBytes(a.DType, a.Shape, append([]byte(nil), tensorBytes(a)...))
		if err != nil {
			t.Fatal(err)
		}
		in[i] = c
	}
	out, err := p.Run(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if out[0].DType == dtype.I32 {
		return []float64{float64(out[0].I32[0])}
	}
	v := make([]float64, len(out[0].F32))
	for i, x := range out[0].F32 {
		v[i] = float64(x)
	}
	return v
}

var mainRE = regexp.MustCompile(`func\.func public @main\((.*)\) -> \((.*)\) \{`)

// runInterpreter wraps the graph in a module whose @main calls it on args
// held as constants, runs StableHLO's interpreter and returns the first
// result it prints.
func runInterpreter(t *testing.T, tools, text string, args []*refexec.Tensor) []float64 {
	t.Helper()
	m := mainRE.FindStringSubmatch(text)
	if m == nil {
		t.Fatal("no @main in the graph")
	}
	results := m[2]
	var b strings.Builder
	b.WriteString("  func.func @main() -> (" + results + ") {\n")
	var names, types []string
	for i, a := range args {
		typ := tensorTypeOf(a)
		fmt.Fprintf(&b, "    %%c%d = \"stablehlo.constant\"() {value = dense<\"0x%s\"> : %s} : () -> %s\n",
			i, strings.ToUpper(hex.EncodeToString(mlirBytes(a))), typ, typ)
		names, types = append(names, fmt.Sprintf("%%c%d", i)), append(types, typ)
	}
	n := len(strings.Split(results, ", "))
	fmt.Fprintf(&b, "    %%r:%d = \"func.call\"(%s) {callee = @graph} : (%s) -> (%s)\n",
		n, strings.Join(names, ", "), strings.Join(types, ", "), results)
	var outs []string
	for i := range n {
		outs = append(outs, fmt.Sprintf("%%r#%d", i))
	}
	fmt.Fprintf(&b, "    \"func.return\"(%s) : (%s) -> ()\n  }\n", strings.Join(outs, ", "), results)
	wrapped := strings.Replace(widenMixedProducts(text), "func.func public @main(", "func.func private @graph(", 1)
	end := strings.LastIndex(wrapped, "}")
	wrapped = wrapped[:end] + b.String() + "}\n"
	path := filepath.Join(t.TempDir(), "wrapped.mlir")
	if err := os.WriteFile(path, []byte(wrapped), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(filepath.Join(tools, "stablehlo-translate"), "--interpret", path).CombinedOutput()
	if err != nil {
		t.Fatalf("stablehlo-translate --interpret: %v\n%s", err, firstLines(string(out), 30))
	}
	return firstResult(t, string(out))
}

var mixedDotRE = regexp.MustCompile(`(?m)^(\s*)%(\w+) = "stablehlo.dot_general"\((%\w+), (%\w+)\) (\{.*\}) : \((tensor<[0-9x]*)(bf16|i8)>, (tensor<[0-9x]*)(bf16|i8)>\) -> (tensor<[0-9x]*)(f32|i32)>$`)

// widenMixedProducts rewrites each dot_general whose result type is wider
// than its operands' (a bf16 compute graph's weight products, bf16 × bf16
// → f32, and an int8 compute graph's, i8 × i8 → i32), which StableHLO's
// interpreter aborts on ("Element types don't match"), into the same
// product of the operands converted to the result type. The two state
// the same arithmetic: bf16 to f32 and i8 to i32 are exact, and so are
// the f32 product of two bf16 values and the i32 product of two i8
// values; both sum in the result type.
func widenMixedProducts(text string) string {
	return mixedDotRE.ReplaceAllStringFunc(text, func(line string) string {
		m := mixedDotRE.FindStringSubmatch(line)
		indent, name, lhs, rhs, attrs := m[1], m[2], m[3], m[4], m[5]
		lt, le, rt, re, res, elem := m[6], m[7], m[8], m[9], m[10], m[11]
		return fmt.Sprintf("%s%%lhs%s = \"stablehlo.convert\"(%s) : (%s%s>) -> %s%s>\n", indent, name, lhs, lt, le, lt, elem) +
			fmt.Sprintf("%s%%rhs%s = \"stablehlo.convert\"(%s) : (%s%s>) -> %s%s>\n", indent, name, rhs, rt, re, rt, elem) +
			fmt.Sprintf("%s%%%s = \"stablehlo.dot_general\"(%%lhs%s, %%rhs%s) %s : (%s%s>, %s%s>) -> %s%s>", indent, name, name, name, attrs, lt, elem, rt, elem, res, elem)
	})
}

// tensorTypeOf is a's MLIR tensor type.
func tensorTypeOf(a *refexec.Tensor) string {
	dims := ""
	for _, d := range a.Shape {
		dims += strconv.Itoa(d) + "x"
	}
	return "tensor<" + dims + a.DType.String() + ">"
}

var numberRE = regexp.MustCompile(`-?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|inf|nan)`)

// firstResult parses the values of the first tensor the interpreter
// printed ("tensor<4xf32> {\n  [1.0e+00, ...]\n}" or "tensor<i32> {7}").
func firstResult(t *testing.T, out string) []float64 {
	t.Helper()
	open := strings.Index(out, "{")
	end := strings.Index(out, "}")
	if open < 0 || end < open {
		t.Fatalf("no result in the interpreter's output:\n%s", firstLines(out, 10))
	}
	var v []float64
	for _, s := range numberRE.FindAllString(out[open+1:end], -1) {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("result value %q: %v", s, err)
		}
		v = append(v, x)
	}
	return v
}

// agree compares results: tokens exactly, logits within 1e-4.
func agree(got, want []float64) error {
	if len(got) != len(want) {
		return fmt.Errorf("%d values, want %d", len(got), len(want))
	}
	for i := range got {
		if d := math.Abs(got[i] - want[i]); d > 1e-4 || math.IsNaN(got[i]) != math.IsNaN(want[i]) {
			return fmt.Errorf("value %d: interpreter %g, refexec %g", i, got[i], want[i])
		}
	}
	return nil
}

// tensorBytes is a's data as little-endian bytes.
// mlirBytes is a's data as an MLIR dense hex literal holds it: like
// tensorBytes, except that MLIR stores each i4 element in a byte of its
// own (the low nibble) where refexec packs two.
func mlirBytes(a *refexec.Tensor) []byte {
	if a.DType != dtype.I4 {
		return tensorBytes(a)
	}
	b := make([]byte, a.Len())
	for i := range b {
		b[i] = a.I4[i/2] >> (4 * (i % 2)) & 0xF
	}
	return b
}

// tensorBytes is a's data in refexec's little-endian storage layout.
func tensorBytes(a *refexec.Tensor) []byte {
	switch a.DType {
	case dtype.F32:
		return f32Bytes(a.F32)
	case dtype.I32:
		b := make([]byte, 4*len(a.I32))
		for i, x := range a.I32 {
			binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
		}
		return b
	case dtype.I8:
		b := make([]byte, len(a.I8))
		for i, x := range a.I8 {
			b[i] = byte(x)
		}
		return b
	case dtype.I4:
		return append([]byte(nil), a.I4...)
	}
	b := make([]byte, 2*len(a.U16))
	for i, x := range a.U16 {
		binary.LittleEndian.PutUint16(b[2*i:], x)
	}
	return b
}
