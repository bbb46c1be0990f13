package kernel

import (
	"errors"
	"sync"
	"testing"
)

// catch runs f and returns what it panicked with, or nil.
func catch(f func()) (r any) {
	defer func() { r = recover() }()
	f()
	return nil
}

// TestWorkerPanicReachesCaller checks that a panic in a loop body run by a
// worker goroutine is raised again in the loop's caller (where a recover
// such as refexec's can see it) instead of crashing the program.
func TestWorkerPanicReachesCaller(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	boom := errors.New("boom")
	// Both chunks wait until both have started, so they run on two
	// goroutines at once: one of them is the worker. Both then panic.
	var started sync.WaitGroup
	started.Add(2)
	r := catch(func() {
		p.Parallel(2, func(lo, hi int) {
			started.Done()
			started.Wait()
			panic(boom)
		})
	})
	if r == nil {
		t.Fatal("Parallel returned normally; want the body's panic")
	}
	if err, ok := r.(error); !ok || !errors.Is(err, boom) {
		t.Fatalf("recovered %v (%T), want the body's panic value", r, r)
	}
	// One chunk alone panics, on whichever goroutine ran it.
	started.Add(2)
	r = catch(func() {
		p.Parallel(2, func(lo, hi int) {
			started.Done()
			started.Wait()
			if lo == 0 {
				return
			}
			panic(boom)
		})
	})
	if r == nil || !errors.Is(r.(error), boom) {
		t.Fatalf("recovered %v, want the body's panic value", r)
	}
	// The pool still works afterwards: no worker died.
	for range 100 {
		var mu sync.Mutex
		n := 0
		p.Parallel(10, func(lo, hi int) { mu.Lock(); n += hi - lo; mu.Unlock() })
		if n != 10 {
			t.Fatalf("covered %d of 10 after a panic", n)
		}
	}
}
