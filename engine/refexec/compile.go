package refexec

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"slices"
	"sync"

	"xlachat/engine/dtype"
	"xlachat/engine/kernel"
	"xlachat/engine/mlir"
)

// value is one SSA value of the main function as the planner sees it.
type value struct {
	id    int
	name  string
	dt    dtype.DType
	shape []int
	n     int
	arg   int     // function argument index, or -1
	konst *Tensor // constant data, or nil
	// splat marks a constant whose elements are all equal; splatOne holds
	// the element. Readers built with splat support index element 0;
	// the planner materialises it in full only for other readers.
	splat    bool
	splatOne *Tensor
	lazy     bool  // a convert left unmaterialised: holds its operand's tensor
	def      int   // index of the defining step, -1 for arguments
	users    []int // indices of the steps that read it
	storage  *storage
}

// storage is one piece of memory that several values may share: a view
// (reshape, lazy convert) or an in-place update shares its source's.
type storage struct {
	kind     storageKind
	arg      int // for stArg
	root     *value
	lastUse  int  // last step that reads any value in it
	escapes  bool // returned to the caller (memory handed over each Run)
	buf      int  // index into Program.bufs for non-escaping temporaries
	inPlaced bool // some dynamic_update_slice writes it in place
}

type storageKind int

const (
	stArg storageKind = iota
	stConst
	stTemp
)

// runFunc executes one op over the frame of value tensors.
type runFunc func(v []*Tensor) error

// step is one op of the plan.
type step struct {
	op   *mlir.Op
	ins  []*value
	outs []*value
	run  runFunc
	// view marks ops whose results share their first operand's memory
	// (reshape, lazy convert); the executor aliases them before run.
	view bool
	// alias, set on a fused dequantization's view, gives the tensor the
	// result is read as (see dequant.go).
	alias func(v []*Tensor) *Tensor
	// inplace marks a dynamic_update_slice whose operand memory may be
	// reused; set by the planner.
	inplace bool
	mm      *matmuler
	// dot is the plan of a dot_general, which attention windows adjust.
	dot *dotPlan
	// rowReduce names the body op (stablehlo.add or stablehlo.maximum)
	// of a one-operand reduce over the last axis run as a row loop.
	rowReduce string
	// bf16 marks sibling products in bf16 compute.
	bf16 bool
}

// Program is a compiled StableHLO module, ready to Run. A Program is used
// by one goroutine at a time; Run serialises concurrent callers.
type Program struct {
	mu      sync.Mutex
	args    []*value
	values  []*value
	steps   []*step
	results []*value
	donated []int
	bufSize []int         // element count of each persistent buffer
	bufType []dtype.DType // element type of each persistent buffer
	bufs    []*Tensor
	frame   []*Tensor // persistent headers of temporaries
	mm      *matmuler
	windows []*maskWindow // attention windows, recomputed on every Run
	fuse    bool
	closed  bool
	// arena holds the buffers; slots maps each buffer index to its slot.
	// frame's headers point into the arena as it was at generation gen.
	arena *Arena
	slots []slotKey
	gen   int
}

// Options configure CompileWith.
type Options struct {
	// Pool runs the products and the large element-wise ops. Programs
	// that are never run at the same time (a session's prefill and decode
	// graphs) should share one, so that a session holds one set of worker
	// goroutines; the caller closes it after closing those Programs. Nil
	// gives the Program a pool of its own, which Close stops.
	Pool *kernel.Pool
	// Arena holds the intermediate values. Programs that never run at the
	// same time should share one, so that their intermediates share
	// memory; Programs sharing it run one at a time. Nil gives the
	// Program an arena of its own.
	Arena *Arena
}

// Compile parses an MLIR module, checks that every op is supported and
// well-typed, and plans buffers. The module's public @main (or its only
// function) is the entry point. The Program has a worker pool of its own.
func Compile(text string) (*Program, error) { return CompileWith(text, Options{}) }

// CompileWith is Compile with options.
func CompileWith(text string, opts Options) (*Program, error) { return compile(text, opts, true) }

// compile is CompileWith; fuse false keeps every op as written (tests
// compare the fused attention with it).
func compile(text string, opts Options, fuse bool) (*Program, error) {
	m, err := mlir.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("refexec: parse: %w", err)
	}
	f := m.Func("main")
	if f == nil && len(m.Funcs) == 1 {
		f = m.Funcs[0]
	}
	if f == nil {
		return nil, errors.New("refexec: module has no @main function")
	}
	arena := opts.Arena
	if arena == nil {
		arena = NewArena()
	}
	mm := newMatmuler(opts.Pool, arena)
	b := &builder{names: map[string]*value{}, mm: mm, fuse: fuse}
	p, err := b.function(f)
	if err != nil {
		mm.close()
		return nil, fmt.Errorf("refexec: %w", err)
	}
	p.mm, p.arena = mm, arena
	p.slots = arena.reservePlanned(p.bufType, p.bufSize)
	return p, nil
}

// Donated lists the argument indices whose tensors Run updates in place and
// returns as results (the KV caches): after Run the caller must treat the
// passed tensor as consumed; the result is the same *Tensor.
func (p *Program) Donated() []int { return slices.Clone(p.donated) }

// NumArgs is the number of arguments Run expects.
func (p *Program) NumArgs() int { return len(p.args) }

// ArgType reports the element type and shape of argument i.
func (p *Program) ArgType(i int) (dtype.DType, []int) {
	return p.args[i].dt, slices.Clone(p.args[i].shape)
}

// BufferBytes is the memory of the planned intermediate buffers, which the
// Program's Arena holds from the first Run on (constants not included).
func (p *Program) BufferBytes() int64 {
	var n int64
	for i, size := range p.bufSize {
		n += int64(size) * int64(p.bufType[i].Size())
	}
	return n
}

// Close drops the Program's views of its buffers and stops the worker
// pool unless it was passed in Options; the memory belongs to the Arena.
// Run fails after Close; calling Close twice is harmless.
func (p *Program) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	p.bufs, p.frame = nil, nil
	p.mm.close()
}

// Run executes the program. Argument tensors are read in place (weights are
// never copied); donated arguments are updated in place and returned.
// Returned tensors other than donated ones are freshly allocated and stay
// valid across later Runs. Run checks ctx between ops; when it returns an
// error, donated arguments may have been partly updated.
func (p *Program) Run(ctx context.Context, args []*Tensor) (_ []*Tensor, err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.arena.mu.Lock()
	defer p.arena.mu.Unlock()
	// Weights are often mapped files: a file truncated under the mapping
	// faults on read, which must become an error, not a crash.
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	// Compile has checked every shape, so a panic here is a bug in this
	// package (or the fault above); report it as an error rather than take
	// the app down.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("refexec: internal error: %v", r)
		}
	}()
	if p.closed {
		return nil, errors.New("refexec: Run on a closed Program")
	}
	if err := p.checkArgs(args); err != nil {
		return nil, err
	}
	v := p.prepareFrame(args)
	for _, w := range p.windows {
		w.valid = false
	}
	for _, s := range p.steps {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if s.view {
			if s.alias != nil {
				v[s.outs[0].id] = s.alias(v)
			} else if s.outs[0].lazy {
				v[s.outs[0].id] = v[s.ins[0].id]
			} else {
				shareData(v[s.outs[0].id], v[s.ins[0].id])
			}
			continue
		}
		if err := s.run(v); err != nil {
			return nil, fmt.Errorf("refexec: %s at %v: %w", s.op.Name, s.op.Pos, err)
		}
	}
	out := make([]*Tensor, len(p.results))
	for i, r := range p.results {
		out[i] = p.resultTensor(r, v, args)
	}
	return out, nil
}

func (p *Program) checkArgs(args []*Tensor) error {
	if len(args) != len(p.args) {
		return fmt.Errorf("refexec: %d arguments, want %d", len(args), len(p.args))
	}
	for i, a := range p.args {
		t := args[i]
		if t == nil {
			return fmt.Errorf("refexec: argument %d is nil", i)
		}
		if t.DType != a.dt || !slices.Equal(t.Shape, a.shape) {
			return fmt.Errorf("refexec: argument %d is %v%v, want %v%v", i, t.DType, t.Shape, a.dt, a.shape)
		}
		if t.dataLen() < a.n {
			return fmt.Errorf("refexec: argument %d holds %d elements, want %d", i, t.dataLen(), a.n)
		}
	}
	return nil
}

// prepareFrame fills the value table for one Run: arguments, constants,
// persistent temporaries (views of the arena, made again only when the
// arena has reallocated) and fresh tensors for everything handed back to
// the caller.
func (p *Program) prepareFrame(args []*Tensor) []*Tensor {
	if p.frame == nil || p.gen != p.arena.gen {
		p.gen = p.arena.gen
		p.bufs = make([]*Tensor, len(p.bufSize))
		for i, k := range p.slots {
			p.bufs[i] = p.arena.buffer(k)
		}
		p.frame = make([]*Tensor, len(p.values))
		for _, val := range p.values {
			p.frame[val.id] = p.persistentHeader(val)
		}
	}
	v := p.frame
	for i, a := range p.args {
		v[a.id] = args[i]
	}
	// The root of each escaping temporary gets fresh memory, and each
	// result the caller keeps gets a header of its own, so that results
	// survive the next Run. Everything else is reused.
	for _, val := range p.values {
		if st := val.storage; st != nil && st.kind == stTemp && st.escapes && st.root == val {
			v[val.id] = NewTensor(val.dt, val.shape)
		}
	}
	for _, r := range p.results {
		st := r.storage
		if r.konst != nil || st.kind == stTemp && st.root == r || p.returnsArg(r) {
			continue
		}
		v[r.id] = &Tensor{DType: r.dt, Shape: r.shape}
	}
	return v
}

// returnsArg reports whether result r is handed back as the argument
// tensor whose memory it occupies.
func (p *Program) returnsArg(r *value) bool {
	st := r.storage
	if st == nil || st.kind != stArg {
		return false
	}
	a := p.args[st.arg]
	return a.dt == r.dt && slices.Equal(a.shape, r.shape)
}

func (p *Program) persistentHeader(val *value) *Tensor {
	switch {
	case val.konst != nil:
		return val.konst
	case val.arg >= 0 || val.lazy:
		return nil
	}
	h := &Tensor{DType: val.dt, Shape: val.shape}
	st := val.storage
	if st != nil && st.kind == stTemp && st.root == val && !st.escapes {
		shareData(h, p.bufs[st.buf])
		truncate(h, val.n)
	}
	return h
}

// resultTensor returns the caller's view of a result: the argument itself
// when the result is an argument updated in place with the same type.
func (p *Program) resultTensor(r *value, v []*Tensor, args []*Tensor) *Tensor {
	switch {
	case p.returnsArg(r):
		return args[r.storage.arg]
	case r.konst != nil:
		return cloneTensor(r.konst)
	}
	return v[r.id]
}

// shareData makes dst use src's memory.
func shareData(dst, src *Tensor) {
	dst.F32, dst.U16, dst.I32, dst.I64, dst.Bool = src.F32, src.U16, src.I32, src.I64, src.Bool
	dst.I8, dst.I4, dst.quant = src.I8, src.I4, src.quant
}

// truncate limits every data slice of t to n elements.
func truncate(t *Tensor, n int) {
	switch t.DType {
	case dtype.F32:
		t.F32 = t.F32[:n]
	case dtype.BF16, dtype.F16:
		t.U16 = t.U16[:n]
	case dtype.I32:
		t.I32 = t.I32[:n]
	case dtype.I64:
		t.I64 = t.I64[:n]
	case dtype.I8:
		t.I8 = t.I8[:n]
	case dtype.I4:
		t.I4 = t.I4[:(n+1)/2]
	default:
		t.Bool = t.Bool[:n]
	}
}

func cloneTensor(t *Tensor) *Tensor {
	c := &Tensor{DType: t.DType, Shape: slices.Clone(t.Shape)}
	c.F32, c.U16, c.I32 = slices.Clone(t.F32), slices.Clone(t.U16), slices.Clone(t.I32)
	c.I64, c.Bool = slices.Clone(t.I64), slices.Clone(t.Bool)
	c.I8, c.I4 = slices.Clone(t.I8), slices.Clone(t.I4)
	return c
}
