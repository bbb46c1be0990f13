package kernel

import (
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Pool is a fixed set of persistent worker goroutines that run the chunks of
// a parallel loop, so that the decode loop does not spawn goroutines per
// product. The goroutine calling a Pool method takes part in the work, so a
// Pool of n workers runs n-1 goroutines.
//
// A Pool may be used from several goroutines at once, and a loop body may
// itself call the Pool: hand-offs never block, so when every worker is busy
// the caller simply does more of the chunks itself. A panic in a loop body
// run by a worker is re-raised in the caller once the loop ends, so the
// caller's recover sees it; workers also turn memory faults (a mapped
// weight file truncated under them) into such panics.
//
// A Pool spins only briefly (spinFor): an idle worker polls for the next
// loop, and a loop's caller for its last chunks, for at most that long and
// then blocks, on a channel and a WaitGroup, so a Pool between replies
// costs no CPU. On a machine busy with other work a worker that is not
// scheduled holds up a loop only by the chunk it has claimed: the other
// chunks are claimed by whoever runs, the caller included. (Workers that
// spin without bound, as llama.cpp's, keep their cores from the
// neighbours they then wait for: its decode fell from 16 to 0.7 tokens/s
// beside a build, where xlachat's held 3.2.)
type Pool struct {
	workers int
	jobs    chan *job
	exited  sync.WaitGroup
	close   sync.Once
	closed  atomic.Bool // after Close, loops run on the caller alone

	// scratch holds buffers for panel widening, and scratch16 rows
	// rounded to bf16; a buffer is owned by one chunk at a time.
	scratch   freeList[float32]
	scratch16 freeList[uint16]

	// blocks is the prefill tiles' k blocks for this processor; tests
	// set the other choice to check that blocks leave every sum as it is.
	blocks tileBlocks

	// bf16Tiles lets bf16 compute's prefill run on AMX tiles
	// (SetBF16Tiles).
	bf16Tiles bool
}

// job is one parallel loop: chunks are claimed in order from next by every
// participant until none remain.
type job struct {
	chunks int
	next   atomic.Int64
	fn     func(chunk int)
	done   sync.WaitGroup // one count per chunk
	left   atomic.Int64   // chunks not yet done, for the caller's brief spin

	panicked atomic.Pointer[workerPanic] // the first panic of a chunk
}

// workerPanic carries a loop body's panic value to the loop's caller.
type workerPanic struct{ value any }

func (j *job) work() {
	for {
		c := int(j.next.Add(1) - 1)
		if c >= j.chunks {
			return
		}
		j.runChunk(c)
	}
}

// runChunk runs one chunk; a panic is recorded for the caller and the
// chunk still counts as done, so the caller's wait ends.
func (j *job) runChunk(c int) {
	defer j.done.Done()
	defer j.left.Add(-1)
	defer func() {
		if r := recover(); r != nil {
			j.panicked.CompareAndSwap(nil, &workerPanic{r})
		}
	}()
	j.fn(c)
}

// NewPool starts a pool of the given number of workers; workers <= 0 means
// runtime.GOMAXPROCS(0). Close stops it.
func NewPool(workers int) *Pool {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	p := &Pool{workers: workers, jobs: make(chan *job, 4*workers), blocks: tileBlocksFor(halvedFMA512)}
	for range workers - 1 {
		p.exited.Add(1)
		go func() {
			defer p.exited.Done()
			debug.SetPanicOnFault(true)
			for {
				j, ok := p.nextJob()
				if !ok {
					return
				}
				j.work()
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

// spinFor bounds how long a worker polls for the next loop before it
// blocks, and how long a loop's caller polls for its last chunks before it
// blocks. Waking a blocked thread costs the time of a chunk: on the
// development VM a worker handed a loop while blocked joined only after
// about 150 µs, so decode's loops of 50–300 µs ran on the caller alone.
// Decode hands out its next loop within microseconds, so a worker that
// polls briefly stays in step; a pause longer than this (between tokens,
// or a machine too busy to schedule it) still ends in a block, costing no
// CPU.
const spinFor = 200 * time.Microsecond

// spinUntil polls done, yielding between polls, for at most spinFor.
func spinUntil(done func() bool) {
	deadline := time.Now().Add(spinFor)
	for !done() && time.Now().Before(deadline) {
		runtime.Gosched()
	}
}

// nextJob returns the next loop for a worker: polled for spinFor, then
// waited for; ok is false once the pool is closed.
func (p *Pool) nextJob() (j *job, ok bool) {
	var got bool
	spinUntil(func() bool {
		select {
		case j, ok = <-p.jobs:
			got = true
		default:
		}
		return got
	})
	if got {
		return j, ok
	}
	j, ok = <-p.jobs
	return j, ok
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
	j.left.Store(int64(chunks))
	for range min(p.workers-1, chunks-1) {
		select {
		case p.jobs <- j:
		default: // every worker is busy: the caller does the rest
		}
	}
	j.work()
	spinUntil(func() bool { return j.left.Load() == 0 })
	j.done.Wait()
	if wp := j.panicked.Load(); wp != nil {
		panic(wp.value)
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

// freeList keeps scratch buffers for reuse. Unlike sync.Pool it keeps
// them across garbage collections and whichever thread asks, so a steady
// decode allocates no scratch at all; it holds at most one buffer per
// participant that ever ran at once.
type freeList[T any] struct {
	mu   sync.Mutex
	bufs []*[]T
}

// get returns a buffer of n elements, preferring one that is already large
// enough; return it with put.
func (l *freeList[T]) get(n int) *[]T {
	l.mu.Lock()
	var b *[]T
	if last := len(l.bufs) - 1; last >= 0 {
		i := slices.IndexFunc(l.bufs, func(b *[]T) bool { return cap(*b) >= n })
		if i < 0 {
			i = last
		}
		b = l.bufs[i]
		l.bufs[i] = l.bufs[last]
		l.bufs = l.bufs[:last]
	}
	l.mu.Unlock()
	if b == nil {
		b = new([]T)
	}
	if cap(*b) < n {
		*b = make([]T, n)
	}
	*b = (*b)[:n]
	return b
}

func (l *freeList[T]) put(b *[]T) {
	l.mu.Lock()
	l.bufs = append(l.bufs, b)
	l.mu.Unlock()
}

// getScratch returns a buffer of n floats; return it with putScratch.
func (p *Pool) getScratch(n int) *[]float32 { return p.scratch.get(n) }

func (p *Pool) putScratch(b *[]float32) { p.scratch.put(b) }

// getScratch16 returns a buffer of n uint16s; return it with putScratch16.
func (p *Pool) getScratch16(n int) *[]uint16 { return p.scratch16.get(n) }

func (p *Pool) putScratch16(b *[]uint16) { p.scratch16.put(b) }
