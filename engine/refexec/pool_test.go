package refexec

import (
	"runtime"
	"sync"
	"testing"
	"time"

	"xlachat/engine/kernel"
)

// settledGoroutines reports the goroutine count once it stops falling
// above want (goroutines that have been told to exit take a moment to go).
func settledGoroutines(want int) int {
	n := runtime.NumGoroutine()
	for deadline := time.Now().Add(2 * time.Second); n > want && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

const badModule = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n" +
	"  %0 = \"stablehlo.cholesky\"(%a) : (tensor<2xf32>) -> tensor<2xf32>\n" +
	"  \"func.return\"(%0) : (tensor<2xf32>) -> ()\n}"

// TestFailedCompileStopsItsPool checks that a Compile that fails stops the
// worker pool it started (each leaked GOMAXPROCS-1 goroutines).
func TestFailedCompileStopsItsPool(t *testing.T) {
	before := runtime.NumGoroutine()
	for range 20 {
		if _, err := Compile(badModule); err == nil {
			t.Fatal("Compile of an unsupported op succeeded")
		}
	}
	if after := settledGoroutines(before); after > before {
		t.Fatalf("20 failed compiles: %d goroutines before, %d after", before, after)
	}
}

// TestSharedPool checks that programs compiled on a caller's pool start no
// workers of their own, leave the pool running when closed, and give the
// same results as a program with its own pool.
func TestSharedPool(t *testing.T) {
	pool := kernel.NewPool(0)
	defer pool.Close()
	src := module("add", []string{"tensor<3xf32>", "tensor<3xf32>"}, "tensor<3xf32>", "")
	before := runtime.NumGoroutine()
	var progs []*Program
	for range 10 {
		p, err := CompileWith(src, Options{Pool: pool})
		if err != nil {
			t.Fatal(err)
		}
		progs = append(progs, p)
	}
	if _, err := CompileWith(badModule, Options{Pool: pool}); err == nil {
		t.Fatal("Compile of an unsupported op succeeded")
	}
	if now := runtime.NumGoroutine(); now > before {
		t.Fatalf("10 programs on a shared pool: %d goroutines before, %d after", before, now)
	}
	for _, p := range progs {
		out, err := p.Run(t.Context(), []*Tensor{f32s([]int{3}, 1, 2, 3), f32s([]int{3}, 4, 5, 6)})
		if err != nil {
			t.Fatal(err)
		}
		wantF32(t, out[0], []int{3}, 5, 7, 9)
		p.Close()
	}
	if !workersRunning(pool) {
		t.Fatal("closing the programs stopped the shared pool's workers")
	}
}

// workersRunning reports whether a worker of pool, not only its caller,
// runs chunks: the two halves of a loop wait for each other, which only two
// goroutines at once can satisfy. (Counting goroutines instead would count
// every other test's goroutines too.)
func workersRunning(pool *kernel.Pool) bool {
	var arrived sync.WaitGroup
	arrived.Add(2)
	met := make(chan bool, 2)
	pool.Parallel(2, func(lo, hi int) {
		arrived.Done()
		together := make(chan struct{})
		go func() { arrived.Wait(); close(together) }()
		select {
		case <-together:
			met <- true
		case <-time.After(5 * time.Second):
			met <- false
		}
	})
	return <-met && <-met
}
