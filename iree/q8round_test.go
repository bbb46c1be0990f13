package iree

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
	"xlachat/engine/refexec"
)

// testdata/q8round.mlir is int8 compute's activation rounding as the
// emitter writes it, for q8Rows rows of q8Cols: q8Groups groups of 32.
const (
	q8Rows   = 64
	q8Cols   = 2048
	q8Groups = q8Rows * q8Cols / 32
)

// TestQ8RoundOnRef runs testdata/q8round.mlir on the ref backend's
// interpreter, which must give the stated rounding bit for bit, as
// TestQ8RoundOnIREE requires of IREE: the two backends then round int8
// compute's activations alike, and any difference between their outputs
// comes from the order of their f32 sums.
func TestQ8RoundOnRef(t *testing.T) {
	p, err := refexec.Compile(q8RoundModule(t))
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	x := refexec.NewTensor(dtype.F32, []int{q8Rows, q8Cols})
	x.F32 = q8Inputs(rand.New(rand.NewPCG(1, 2)))
	outs, err := p.Run(context.Background(), []*refexec.Tensor{x})
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 2 {
		t.Fatalf("%d results, want 2", len(outs))
	}
	checkQ8Round(t, x.F32, outs[0].I8, outs[1].F32)
}

// q8RoundModule is the text of testdata/q8round.mlir.
func q8RoundModule(t testing.TB) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "q8round.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// checkQ8Round compares a backend's scales d and int8 values q for the
// groups of x with q8Rule's, reporting the first few differences.
func checkQ8Round(t *testing.T, x []float32, q []int8, d []float32) {
	t.Helper()
	if len(q) != len(x) || len(d) != q8Groups {
		t.Fatalf("%d values and %d scales, want %d and %d", len(q), len(d), len(x), q8Groups)
	}
	bad := 0
	report := func(format string, args ...any) {
		if bad++; bad <= 10 {
			t.Errorf(format, args...)
		}
	}
	for g := range q8Groups {
		wantD, wantQ := q8Rule(x[g*32 : g*32+32])
		if math.Float32bits(d[g]) != math.Float32bits(wantD) {
			report("group %d: d = %g, want %g", g, d[g], wantD)
		}
		for i, want := range wantQ {
			if got := q[g*32+i]; got != want {
				report("group %d element %d: x %g, q = %d, want %d", g, i, x[g*32+i], got, want)
			}
		}
	}
	if bad > 10 {
		t.Errorf("%d differences in all", bad)
	}
}

// q8Rule is the stated rounding of one group, written from its
// definition: d = f32(amax/127), the divisor 1 where d is 0, and
// q = clamp(roundEven(f32(x/div)), ±127).
func q8Rule(x []float32) (float32, [32]int8) {
	var amax float32
	for _, v := range x {
		amax = max(amax, float32(math.Abs(float64(v))))
	}
	d := amax / 127
	div := d
	if div == 0 {
		div = 1
	}
	var q [32]int8
	for i, v := range x {
		q[i] = int8(max(-127, min(127, math.RoundToEven(float64(v/div)))))
	}
	return d, q
}

// q8Inputs makes the groups, by group index mod 8: exact ties (d = 1,
// halves), quotients within two ulps of a tie for a random d, all zeros
// (divisor 1), and random values over a wide range of magnitudes.
// Rounding halves away from zero, or multiplying by a reciprocal of the
// divisor, changes many of them.
func q8Inputs(r *rand.Rand) []float32 {
	x := make([]float32, q8Groups*32)
	for g := range q8Groups {
		row := x[g*32 : g*32+32]
		switch g % 8 {
		case 0:
			for i := range row {
				row[i] = float32(r.IntN(254)-127) + 0.5
			}
			row[0] = 127
		case 1:
			d := float32(math.Exp(r.NormFloat64() * 3))
			for i := range row {
				v := (float32(r.IntN(252)-126) + 0.5) * d
				row[i] = math.Float32frombits(math.Float32bits(v) + uint32(r.IntN(5)) - 2)
			}
			row[0] = 127 * d
		case 2:
		default:
			s := math.Exp(r.NormFloat64() * 4)
			for i := range row {
				row[i] = float32(r.NormFloat64() * s)
			}
		}
	}
	return x
}

// TestQ8RoundModuleIsEmitted checks testdata/q8round.mlir against the
// emitter, so that the rounding the backends are held to is the graphs':
// its lines from the reshape to the convert must appear, in order and
// together, in an emitted int8 compute graph once value names and tensor
// types are taken out.
func TestQ8RoundModuleIsEmitted(t *testing.T) {
	cfg := model.Config{
		ModelType: "llama", HiddenSize: 32, IntermediateSize: 64, NumHiddenLayers: 1,
		NumAttentionHeads: 2, NumKeyValueHeads: 1, HeadDim: 16, RMSNormEps: 1e-5,
		RopeTheta: 10000, VocabSize: 24, TieWordEmbeddings: true,
	}
	set, err := graph.Emit(cfg, graph.Options{Capacity: 8, Bucket: 4, WeightDType: dtype.I4, ComputeDType: dtype.I8})
	if err != nil {
		t.Fatal(err)
	}
	module := shapeless(q8RoundModule(t))
	start := slices.IndexFunc(module, func(l string) bool { return strings.Contains(l, `"stablehlo.reshape"`) })
	end := slices.IndexFunc(module, func(l string) bool { return strings.Contains(l, `"stablehlo.convert"`) })
	if start < 0 || end < start {
		t.Fatal("testdata/q8round.mlir has no reshape ... convert chain")
	}
	chain := module[start : end+1]
	emitted := shapeless(set.Text[graph.DecodeStep])
	for i := range emitted {
		if slices.Equal(emitted[i:min(len(emitted), i+len(chain))], chain) {
			return
		}
	}
	t.Errorf("the emitted decode_step has no run of lines equal to q8round.mlir's chain:\n%s", strings.Join(chain, "\n"))
}

var (
	valueName   = regexp.MustCompile(`%[A-Za-z0-9_#]+`)
	tensorTypes = regexp.MustCompile(`tensor<[^>]*>`)
)

// shapeless is text's lines without value names, tensor types or
// indentation.
func shapeless(text string) []string {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		l = tensorTypes.ReplaceAllString(valueName.ReplaceAllString(l, "%"), "tensor")
		lines = append(lines, strings.TrimSpace(l))
	}
	return lines
}
