package kernel

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// Pool is a fixed set of persistent worker goroutines that run the chunks of
// a parallel loop, so that the decode loop does not spawn goroutines per
// product. The goroutine calling a Pool method takes part in the work, so a
// Pool of n workers runs n-1 goroutines.
//
// A Pool may be used from several goroutines at once, and a loop body may
// itself call the Pool: hand-offs never block, so when every worker is busy
// the caller simply does more of the chunks itself.
//
// A Pool never spins. Idle workers block on a channel and a loop's caller
// blocks on a WaitGroup, so a Pool between loops costs no CPU, and on a
// machine busy with other work a worker that is not scheduled holds up a
// loop only by the chunk it has claimed: the other chunks are claimed by
// whoever runs, the caller included. (Spinning workers, as llama.cpp's,
// keep their cores from the neighbours they then wait for: its decode fell
// from 16 to 0.7 tokens/s beside a build, where xlachat's held 3.2.)
//
// A panic in a loop body does not crash the program from a worker
// goroutine: the loop finishes its other chunks, then panics again in the
// goroutine that called it (with a *WorkerPanic when a worker caught it),
// so a recover there, such as refexec's Program.Run, sees it.
type Pool struct {
	workers int
	jobs    chan *job
	exited  sync.WaitGroup
	close   sync.Once
	closed  atomic.Bool // after Close, loops run on the caller alone

	// scratch holds *[]float32 buffers for panel widening; a buffer is
	// owned by one chunk at a time.
	scratch sync.Pool
}

// job is one parallel loop: chunks are claimed in order from next by every
// participant until none remain.
type job struct {
	chunks int
	next   atomic.Int64
	fn     func(chunk int)
	done   sync.WaitGroup      // one count per chunk
	failed atomic.Pointer[any] // the first panic of a chunk
}

// WorkerPanic is the value a parallel loop panics with in its caller when a
// loop body panicked on one of the pool's worker goroutines.
type WorkerPanic struct {
	Value any    // the value the loop body panicked with
	Stack []byte // the worker's stack at the panic
}

func (p *WorkerPanic) Error() string { return fmt.Sprintf("kernel: panic in pool worker: %v", p.Value) }

// Unwrap returns the panic value when it is an error.
func (p *WorkerPanic) Unwrap() error {
	err, _ := p.Value.(error)
	return err
}

// work claims and runs chunks until none remain; onWorker tells whether it
// runs on a pool worker or on the loop's caller.
func (j *job) work(onWorker bool) {
	for {
		c := int(j.next.Add(1) - 1)
		if c >= j.chunks {
			return
		}
		j.runChunk(c, onWorker)
	}
}

// runChunk runs one chunk, keeping the first panic for the caller to raise
// once every chunk is done: a worker must not die of it, and the caller must
// not return while other chunks still use its memory.
func (j *job) runChunk(c int, onWorker bool) {
	defer j.done.Done()
	defer func() {
		if r := recover(); r != nil {
			j.fail(r, onWorker)
		}
	}()
	j.fn(c)
}

// fail keeps r as the loop's panic unless an earlier chunk's came first.
func (j *job) fail(r any, onWorker bool) {
	if onWorker {
		r = &WorkerPanic{Value: r, Stack: debug.Stack()}
	}
	j.failed.CompareAndSwap(nil, &r)
}

// NewPool starts a pool of the given number of workers; workers <= 0 means
// runtime.GOMAXPROCS(0). Close stops it.
func NewPool(workers int) *Pool {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	p := &Pool{workers: workers, jobs: make(chan *job, 4*workers)}
	for range workers - 1 {
		p.exited.Add(1)
		go func() {
			defer p.exited.Done()
			for j := range p.jobs {
				j.work(true)
			}
		}()
	}
	return p
}

// Close stops the worker goroutines and waits for them to exit. It must not
// be called while a parallel loop is running; calling it twice is harmless,
// and a closed Pool still works, running everything on the caller.
func (p *Pool) Close() {
	p.close.Do(func() {
		p.closed.Store(true)
		close(p.jobs)
		p.exited.Wait()
	})
}

// Workers reports the number of workers, counting the calling goroutine.
func (p *Pool) Workers() int { return p.workers }

// run calls fn(c) for every c in [0,chunks), spread over the workers, and
// returns when all calls have returned. A worker that receives the job after
// all chunks have been claimed leaves without touching it, so the caller
// never waits for a worker that is busy elsewhere.
func (p *Pool) run(chunks int, fn func(chunk int)) {
	if chunks <= 0 {
		return
	}
	if chunks == 1 || p.workers == 1 || p.closed.Load() {
		for c := range chunks {
			fn(c)
		}
		return
	}
	j := &job{chunks: chunks, fn: fn}
	j.done.Add(chunks)
	for range min(p.workers-1, chunks-1) {
		select {
		case p.jobs <- j:
		default: // every worker is busy: the caller does the rest
		}
	}
	j.work(false)
	j.done.Wait()
	if r := j.failed.Load(); r != nil {
		panic(*r)
	}
}

// Parallel splits [0,n) into at most Workers() contiguous ranges of nearly
// equal length, calls fn(lo, hi) for each, possibly concurrently, and waits
// for all of them. Ranges are claimed dynamically, so which goroutine runs a
// range is unspecified; fn must not depend on it.
func (p *Pool) Parallel(n int, fn func(lo, hi int)) {
	if n <= 0 {
		return
	}
	chunks := min(n, p.workers)
	p.run(chunks, func(c int) {
		fn(c*n/chunks, (c+1)*n/chunks)
	})
}

// getScratch returns a buffer of at least n floats; return it with putScratch.
func (p *Pool) getScratch(n int) *[]float32 {
	b, _ := p.scratch.Get().(*[]float32)
	if b == nil {
		b = new([]float32)
	}
	if cap(*b) < n {
		*b = make([]float32, n)
	}
	*b = (*b)[:n]
	return b
}

func (p *Pool) putScratch(b *[]float32) { p.scratch.Put(b) }
