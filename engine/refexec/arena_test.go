package refexec

import (
	"fmt"
	"sync"
	"testing"
)

// chainModule computes ((a+b)*b - a)*b over n elements: three
// intermediates of n floats, two of them live at once.
func chainModule(n int) string {
	t := fmt.Sprintf("tensor<%dxf32>", n)
	return fmt.Sprintf(`func.func @main(%%a: %[1]s, %%b: %[1]s) -> %[1]s {
  %%0 = "stablehlo.add"(%%a, %%b) : (%[1]s, %[1]s) -> %[1]s
  %%1 = "stablehlo.multiply"(%%0, %%b) : (%[1]s, %[1]s) -> %[1]s
  %%2 = "stablehlo.subtract"(%%1, %%a) : (%[1]s, %[1]s) -> %[1]s
  %%3 = "stablehlo.multiply"(%%2, %%b) : (%[1]s, %[1]s) -> %[1]s
  "func.return"(%%3) : (%[1]s) -> ()
}`, t)
}

func ramp(n int, scale float32) *Tensor {
	t := NewTensor(0, []int{n})
	for i := range t.F32 {
		t.F32[i] = scale * float32(i%13-6)
	}
	return t
}

// TestSharedArena checks that Programs sharing an Arena hold one set of
// buffers sized for the largest, give the results they give alone, and
// may be run from several goroutines (they take turns).
func TestSharedArena(t *testing.T) {
	sizes := []int{64, 1024, 256}
	arena := NewArena()
	var shared, alone []*Program
	var sum int64
	for _, n := range sizes {
		p, err := CompileWith(chainModule(n), Options{Arena: arena})
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		q, err := Compile(chainModule(n))
		if err != nil {
			t.Fatal(err)
		}
		defer q.Close()
		shared, alone = append(shared, p), append(alone, q)
		sum += q.BufferBytes()
	}
	if got, want := arena.Bytes(), alone[1].BufferBytes(); got != want || got >= sum {
		t.Errorf("arena holds %d bytes, want the largest program's %d (the sum is %d)", got, want, sum)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range 20 {
				i := (g + r) % len(sizes)
				n := sizes[i]
				a, b := ramp(n, 0.5), ramp(n, float32(g+1))
				got, err := shared[i].Run(t.Context(), []*Tensor{a, b})
				if err != nil {
					t.Error(err)
					return
				}
				want, err := alone[i].Run(t.Context(), []*Tensor{a, b})
				if err != nil {
					t.Error(err)
					return
				}
				for j := range want[0].F32 {
					if got[0].F32[j] != want[0].F32[j] {
						t.Errorf("program %d element %d: %v shared, %v alone", i, j, got[0].F32[j], want[0].F32[j])
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}

// TestArenaGrows checks that a Program compiled after others have run,
// with larger buffers, makes them use the reallocated memory.
func TestArenaGrows(t *testing.T) {
	arena := NewArena()
	small, err := CompileWith(chainModule(8), Options{Arena: arena})
	if err != nil {
		t.Fatal(err)
	}
	defer small.Close()
	args := []*Tensor{ramp(8, 1), ramp(8, 2)}
	first, err := small.Run(t.Context(), args)
	if err != nil {
		t.Fatal(err)
	}
	big, err := CompileWith(chainModule(4096), Options{Arena: arena})
	if err != nil {
		t.Fatal(err)
	}
	defer big.Close()
	if _, err := big.Run(t.Context(), []*Tensor{ramp(4096, 1), ramp(4096, 3)}); err != nil {
		t.Fatal(err)
	}
	again, err := small.Run(t.Context(), args)
	if err != nil {
		t.Fatal(err)
	}
	for j := range first[0].F32 {
		if first[0].F32[j] != again[0].F32[j] {
			t.Fatalf("element %d: %v before the arena grew, %v after", j, first[0].F32[j], again[0].F32[j])
		}
	}
}
