package refexec

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// randomArgs makes arguments for p: weights uniform in [-0.5, 0.5), the
// given i32 scalars/vectors for integer arguments, zero caches.
func randomArgs(t *testing.T, p *Program, rng *rand.Rand, ints map[int]*Tensor) []*Tensor {
	t.Helper()
	args := make([]*Tensor, p.NumArgs())
	for i := range args {
		dt, shape := p.ArgType(i)
		if x, ok := ints[i]; ok {
			args[i] = x
			continue
		}
		a := NewTensor(dt, shape)
		if len(shape) < 3 { // weights; caches (rank 3) start at zero
			for j := range a.dataLen() {
				setF(a, j, rng.Float64()-0.5)
			}
		}
		args[i] = a
	}
	return args
}

func loadTiny(t *testing.T, dir, name string) *Program {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("../graph/testdata", dir, name+".mlir"))
	if err != nil {
		t.Skipf("golden graph missing: %v", err)
	}
	p, err := Compile(string(src))
	if err != nil {
		t.Fatalf("%s/%s: %v", dir, name, err)
	}
	return p
}

// TestTinyGraphs compiles every golden module and runs it with random
// weights, checking result types, in-place cache updates and that the
// token agrees with the logits.
func TestTinyGraphs(t *testing.T) {
	for _, dir := range []string{"tiny", "tiny_untied"} {
		for _, name := range []string{"decode_step", "decode_step_logits", "prefill", "prefill_logits"} {
			t.Run(dir+"/"+name, func(t *testing.T) {
				p := loadTiny(t, dir, name)
				defer p.Close()
				n := p.NumArgs()
				rng := rand.New(rand.NewPCG(1, 2))
				ints := map[int]*Tensor{}
				prefill := name == "prefill" || name == "prefill_logits"
				nCache := 0
				for i := range n {
					if _, shape := p.ArgType(i); len(shape) == 3 {
						nCache++
					}
				}
				first := n - nCache
				if prefill {
					ints[first-3] = NewI32([]int{4}, []int32{1, 5, 7, 3})
					ints[first-2] = ScalarI32(2)
					ints[first-1] = ScalarI32(3)
				} else {
					ints[first-2] = ScalarI32(5)
					ints[first-1] = ScalarI32(6)
				}
				args := randomArgs(t, p, rng, ints)
				out, err := p.Run(context.Background(), args)
				if err != nil {
					t.Fatal(err)
				}
				if len(out) != 1+nCache {
					t.Fatalf("%d results", len(out))
				}
				want := make([]int, nCache)
				for i := range want {
					want[i] = first + i
				}
				if got := p.Donated(); !slices.Equal(got, want) {
					t.Errorf("Donated() = %v, want %v", got, want)
				}
				for i := range nCache {
					if out[1+i] != args[first+i] {
						t.Errorf("cache %d not updated in place", i)
					}
				}
				// The write position holds something non-zero now.
				c := out[1].F32
				_, shape := p.ArgType(first)
				row := shape[1] * shape[2]
				pos := 6
				if prefill {
					pos = 2
				}
				if slices.Equal(c[pos*row:(pos+1)*row], make([]float32, row)) {
					t.Errorf("cache row %d still zero", pos)
				}
				if slices.ContainsFunc(c[:pos*row], func(x float32) bool { return x != 0 }) {
					t.Errorf("cache rows before %d were written", pos)
				}
				if name == "decode_step" || name == "prefill" {
					if out[0].DType != I32 || len(out[0].Shape) != 0 {
						t.Fatalf("token %v", out[0])
					}
				} else if out[0].DType != F32 || len(out[0].Shape) != 1 {
					t.Fatalf("logits %v", out[0])
				}
			})
		}
	}
}

// TestTinyPrefillMatchesDecode checks the graphs against each other: the
// logits of prefilling four tokens equal those of decoding them one at a
// time, and the greedy token is the argmax of the logits.
func TestTinyPrefillMatchesDecode(t *testing.T) {
	for _, dir := range []string{"tiny", "tiny_untied"} {
		t.Run(dir, func(t *testing.T) {
			pl := loadTiny(t, dir, "prefill_logits")
			dl := loadTiny(t, dir, "decode_step_logits")
			ds := loadTiny(t, dir, "decode_step")
			rng := rand.New(rand.NewPCG(3, 4))
			nCache := 0
			for i := range pl.NumArgs() {
				if _, shape := pl.ArgType(i); len(shape) == 3 {
					nCache++
				}
			}
			nW := pl.NumArgs() - nCache - 3
			tokens := []int32{1, 5, 7, 3}
			args := randomArgs(t, pl, rng, map[int]*Tensor{
				nW: NewI32([]int{4}, tokens), nW + 1: ScalarI32(0), nW + 2: ScalarI32(4),
			})
			out, err := pl.Run(context.Background(), args)
			if err != nil {
				t.Fatal(err)
			}
			prefillLogits := out[0].F32

			weights := args[:nW]
			caches := make([]*Tensor, nCache)
			for i := range caches {
				dt, shape := dl.ArgType(nW + 2 + i)
				caches[i] = NewTensor(dt, shape)
			}
			var logits []float32
			var token int32
			for pos, tok := range tokens {
				a := append(append(slices.Clone(weights), ScalarI32(tok), ScalarI32(int32(pos))), caches...)
				if pos == len(tokens)-1 {
					// Same inputs through the token graph, on copies of the caches.
					b := slices.Clone(a)
					for i := range caches {
						b[nW+2+i] = cloneTensor(caches[i])
					}
					r, err := ds.Run(context.Background(), b)
					if err != nil {
						t.Fatal(err)
					}
					token = r[0].I32[0]
				}
				r, err := dl.Run(context.Background(), a)
				if err != nil {
					t.Fatal(err)
				}
				logits = r[0].F32
				copy(caches, r[1:])
			}
			if len(logits) != len(prefillLogits) {
				t.Fatalf("%d vs %d logits", len(logits), len(prefillLogits))
			}
			best := 0
			for i := range logits {
				if d := logits[i] - prefillLogits[i]; d > 1e-4 || d < -1e-4 {
					t.Errorf("logit %d: decode %v, prefill %v", i, logits[i], prefillLogits[i])
				}
				if logits[i] > logits[best] {
					best = i
				}
			}
			if int(token) != best {
				t.Errorf("decode_step token %d, argmax of logits %d", token, best)
			}
		})
	}
}
