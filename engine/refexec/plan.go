package refexec

import (
	"fmt"
	"slices"

	"xlachat/engine/dtype"
	"xlachat/engine/mlir"
)

// builder turns a parsed function into a Program.
type builder struct {
	names  map[string]*value
	values []*value
	mm     *matmuler
	fuse   bool // recognise attention chains (see attention.go)
}

func refKey(r mlir.Ref) string { return fmt.Sprintf("%s#%d", r.Name, r.Index) }

func (b *builder) newValue(name string, t mlir.Type, pos mlir.Pos) (*value, error) {
	if !t.Tensor {
		return nil, fmt.Errorf("%v: unsupported type %s", pos, t)
	}
	dt, ok := dtypeOf(t.Elem)
	if !ok {
		return nil, fmt.Errorf("%v: unsupported element type %s", pos, t.Elem)
	}
	v := &value{id: len(b.values), name: name, dt: dt, shape: slices.Clone(t.Shape), n: t.NumElements(), arg: -1, def: -1}
	b.values = append(b.values, v)
	return v, nil
}

func (b *builder) function(f *mlir.Func) (*Program, error) {
	p := &Program{fuse: b.fuse}
	for i, a := range f.Args {
		v, err := b.newValue(a.Name, a.Type, a.Pos)
		if err != nil {
			return nil, err
		}
		v.arg = i
		b.names[a.Name+"#0"] = v
		p.args = append(p.args, v)
	}
	steps, results, err := b.block(f.Body)
	if err != nil {
		return nil, err
	}
	if results == nil {
		return nil, fmt.Errorf("%v: function %s has no func.return", f.Pos, f.Name)
	}
	if len(results) != len(f.Results) {
		return nil, fmt.Errorf("%v: func.return has %d values, function declares %d", f.Pos, len(results), len(f.Results))
	}
	for i, r := range results {
		if !typeMatches(r, f.Results[i]) {
			return nil, fmt.Errorf("%v: result %d is %s, function declares %s", f.Pos, i, typeString(r), f.Results[i])
		}
	}
	p.values, p.steps, p.results = b.values, steps, results
	if err := p.plan(); err != nil {
		return nil, err
	}
	return p, nil
}

// block builds the ops of a function body; it returns the steps and the
// values named by the terminator.
func (b *builder) block(blk *mlir.Block) ([]*step, []*value, error) {
	var steps []*step
	for _, op := range blk.Ops {
		ins, err := b.operands(op)
		if err != nil {
			return nil, nil, err
		}
		if op.Name == "func.return" || op.Name == "stablehlo.return" || op.Name == "return" {
			return steps, ins, nil
		}
		s, err := b.op(op, ins)
		if err != nil {
			return nil, nil, err
		}
		if s != nil {
			for _, o := range s.outs {
				o.def = len(steps)
			}
			steps = append(steps, s)
		}
	}
	return nil, nil, fmt.Errorf("%v: block has no terminator", blk.Pos)
}

func (b *builder) operands(op *mlir.Op) ([]*value, error) {
	ins := make([]*value, len(op.Operands))
	for i, r := range op.Operands {
		v := b.names[refKey(r)]
		if v == nil {
			return nil, fmt.Errorf("%v: %s: undefined value %s", r.Pos, op.Name, r)
		}
		if !typeMatches(v, op.OperandTypes[i]) {
			return nil, fmt.Errorf("%v: %s: operand %d is %s but the op's type says %s", r.Pos, op.Name, i, typeString(v), op.OperandTypes[i])
		}
		ins[i] = v
	}
	return ins, nil
}

func typeMatches(v *value, t mlir.Type) bool {
	dt, ok := dtypeOf(t.Elem)
	return ok && t.Tensor && dt == v.dt && slices.Equal(v.shape, t.Shape)
}

func typeString(v *value) string {
	return mlir.Type{Tensor: true, Shape: v.shape, Elem: v.dt.String()}.String()
}

// op builds one step, or returns nil for ops that need none (constants).
func (b *builder) op(op *mlir.Op, ins []*value) (*step, error) {
	build, ok := lookupOp(op.Name)
	if !ok {
		return nil, fmt.Errorf("%v: unsupported op %s", op.Pos, op.Name)
	}
	refs := op.ResultRefs()
	outs := make([]*value, len(refs))
	for i, r := range refs {
		v, err := b.newValue(r.Name, op.ResultTypes[i], op.Pos)
		if err != nil {
			return nil, err
		}
		key := refKey(r)
		if _, dup := b.names[key]; dup {
			return nil, fmt.Errorf("%v: %s redefines %s", op.Pos, op.Name, r)
		}
		b.names[key] = v
		outs[i] = v
	}
	s := &step{op: op, ins: ins, outs: outs, mm: b.mm}
	if build == nil {
		build = b.buildReduce
	}
	if err := build(s); err != nil {
		return nil, fmt.Errorf("%v: %s: %w", op.Pos, op.Name, err)
	}
	if s.run == nil && !s.view {
		return nil, nil
	}
	return s, nil
}

// plan removes dead ops, decides which converts stay lazy and which
// dynamic_update_slices run in place, and assigns persistent buffers.
func (p *Program) plan() error {
	if p.fuse {
		p.steps = p.fuseSiblings(p.fuseAttention(p.fuseDequant(p.fuseQ8(p.steps))))
	}
	p.steps = liveSteps(p.steps, p.results)
	for i, s := range p.steps {
		for _, o := range s.outs {
			o.def = i
			o.users = nil
		}
	}
	for i, s := range p.steps {
		for _, in := range s.ins {
			if len(in.users) == 0 || in.users[len(in.users)-1] != i {
				in.users = append(in.users, i)
			}
		}
	}
	if err := p.placeSplats(); err != nil {
		return err
	}
	p.markLazyConverts()
	p.reserveDotScratch()
	p.assignStorage()
	p.assignBuffers()
	return nil
}

// reserveDotScratch reserves the arena scratch of every product, for
// operands in the type they arrive in: a lazy convert hands over its
// source.
func (p *Program) reserveDotScratch() {
	arrives := func(v *value) dtype.DType {
		if v.lazy {
			return p.steps[v.def].ins[0].dt
		}
		return v.dt
	}
	for _, s := range p.steps {
		if s.dot != nil && s.op.Name == "stablehlo.dot_general" {
			l, r := s.ins[0], s.ins[1]
			s.dot.reserveScratch(s.mm.arena, arrives(l), arrives(r), l.n, r.n, s.outs[0])
		}
	}
}

// splatReaders are the ops whose builders read splat operands as scalars.
var splatReaders = map[string]bool{
	"stablehlo.compare": true, "stablehlo.select": true, fusedSoftmaxOp: true,
}

func readsSplats(name string) bool {
	_, binary := binaryOps[name]
	return binary || splatReaders[name]
}

// placeSplats keeps a splat constant as one element when every reader
// handles splats, and materialises it otherwise (or when returned).
func (p *Program) placeSplats() error {
	returned := map[*value]bool{}
	for _, r := range p.results {
		returned[r] = true
	}
	for _, v := range p.values {
		if !v.splat {
			continue
		}
		full := returned[v]
		for _, u := range v.users {
			full = full || !readsSplats(p.steps[u].op.Name)
		}
		if !full {
			v.konst = v.splatOne
			continue
		}
		if err := materialise(v); err != nil {
			return err
		}
	}
	return nil
}

// liveSteps drops steps none of whose results are used.
func liveSteps(steps []*step, results []*value) []*step {
	live := map[*value]bool{}
	for _, r := range results {
		live[r] = true
	}
	keep := make([]bool, len(steps))
	for i := len(steps) - 1; i >= 0; i-- {
		for _, o := range steps[i].outs {
			if live[o] {
				keep[i] = true
			}
		}
		if keep[i] {
			for _, in := range steps[i].ins {
				live[in] = true
			}
		}
	}
	var out []*step
	for i, s := range steps {
		if keep[i] {
			out = append(out, s)
		}
	}
	return out
}

// markLazyConverts keeps a float-to-f32 convert unmaterialised when every
// reader is a dot_general, which reads bf16/f16 operands directly: a weight
// is then streamed in its stored type rather than copied each call. A
// float-to-bf16 convert stays unmaterialised when every reader is a bf16
// product that rounds its operands itself (see bf16dot.go).
func (p *Program) markLazyConverts() {
	returned := map[*value]bool{}
	for _, r := range p.results {
		returned[r] = true
	}
	for _, s := range p.steps {
		if s.op.Name != "stablehlo.convert" {
			continue
		}
		in, out := s.ins[0], s.outs[0]
		if !in.dt.IsFloat() || returned[out] || len(out.users) == 0 {
			continue
		}
		ok := out.dt == dtype.F32 || out.dt == dtype.BF16
		for _, u := range out.users {
			us := p.steps[u]
			if out.dt == dtype.F32 && us.op.Name != "stablehlo.dot_general" ||
				out.dt == dtype.BF16 && !lazyBF16Reader(us, out) {
				ok = false
			}
		}
		if ok {
			out.lazy = true
			s.view = true
		}
	}
}

// assignStorage gives every value its storage, aliasing views and in-place
// updates with their sources, and computes storage lifetimes.
func (p *Program) assignStorage() {
	end := len(p.steps)
	returned := map[*value]bool{}
	for _, r := range p.results {
		returned[r] = true
	}
	lastUse := func(v *value) int {
		if returned[v] {
			return end
		}
		if len(v.users) == 0 {
			return v.def
		}
		return v.users[len(v.users)-1]
	}
	for _, a := range p.args {
		a.storage = &storage{kind: stArg, arg: a.arg, root: a, lastUse: lastUse(a)}
	}
	for _, v := range p.values {
		if v.konst != nil {
			v.storage = &storage{kind: stConst, root: v, lastUse: end}
		}
	}
	reaches := p.reachesReturn()
	for i, s := range p.steps {
		switch {
		case s.view:
			src := s.ins[0].storage
			s.outs[0].storage = src
			src.lastUse = max(src.lastUse, lastUse(s.outs[0]))
			continue
		case s.op.Name == "stablehlo.dynamic_update_slice":
			src := s.ins[0].storage
			okKind := src.kind == stTemp || src.kind == stArg && reaches[s.outs[0]]
			if okKind && src.lastUse == i && !slices.Contains(s.ins[1:], s.ins[0]) && !sharesStorage(s.ins[1:], src) {
				s.inplace = true
				src.inPlaced = true
				s.outs[0].storage = src
				src.lastUse = max(src.lastUse, lastUse(s.outs[0]))
				continue
			}
		}
		for _, o := range s.outs {
			o.storage = &storage{kind: stTemp, root: o, lastUse: lastUse(o)}
		}
	}
	for _, r := range p.results {
		r.storage.lastUse = end
		if r.storage.kind == stTemp {
			r.storage.escapes = true
		}
	}
	for _, a := range p.args {
		if a.storage.inPlaced {
			p.donated = append(p.donated, a.arg)
		}
	}
}

func sharesStorage(vs []*value, st *storage) bool {
	for _, v := range vs {
		if v.storage == st {
			return true
		}
	}
	return false
}

// reachesReturn reports, for each value, whether it or a view or in-place
// update derived from it is returned; only then may an argument's memory be
// updated in place, since the caller sees the update through the result.
func (p *Program) reachesReturn() map[*value]bool {
	r := map[*value]bool{}
	for _, v := range p.results {
		r[v] = true
	}
	for i := len(p.steps) - 1; i >= 0; i-- {
		s := p.steps[i]
		if (s.view || s.op.Name == "stablehlo.dynamic_update_slice") && r[s.outs[0]] {
			r[s.ins[0]] = true
		}
	}
	return r
}

// assignBuffers maps each non-escaping temporary storage to a persistent
// buffer, reusing buffers whose storage is dead (interval colouring in
// program order, best fit by size within an element type).
//
// An element-wise op may write over an operand that dies at it (element i
// is read before it is written), so its operands are released before its
// result is placed; other ops release theirs afterwards.
func (p *Program) assignBuffers() {
	free := map[dtype.DType][]int{}
	dying := make([][]*storage, len(p.steps)+1)
	for i, s := range p.steps {
		released := 0
		if elementwise(s) {
			for _, st := range dying[i] {
				free[st.root.dt] = append(free[st.root.dt], st.buf)
			}
			released = len(dying[i])
		}
		for _, o := range s.outs {
			st := o.storage
			if st.kind != stTemp || st.root != o || st.escapes {
				continue
			}
			st.buf = p.takeBuffer(free, o.dt, o.n)
			dying[st.lastUse] = append(dying[st.lastUse], st)
		}
		for _, st := range dying[i][released:] {
			free[st.root.dt] = append(free[st.root.dt], st.buf)
		}
	}
}

// elementwise reports steps whose result element i depends only on operand
// elements i, read before element i is stored. A scalar operand (a clamp
// bound, a select predicate) would be overwritten after element 0, so
// such steps do not qualify unless the scalar is a constant.
func elementwise(s *step) bool {
	name := s.op.Name
	_, binary := binaryOps[name]
	_, unary := unaryOps[name]
	switch name {
	case "stablehlo.select", "stablehlo.clamp", "stablehlo.compare", "stablehlo.convert":
	default:
		if !binary && !unary {
			return false
		}
	}
	for _, in := range s.ins {
		if in.konst == nil && in.n != s.outs[0].n {
			return false
		}
	}
	return true
}

func (p *Program) takeBuffer(free map[dtype.DType][]int, dt dtype.DType, n int) int {
	list := free[dt]
	best := -1
	for j, b := range list {
		switch {
		case best < 0:
			best = j
		case p.bufSize[b] >= n && (p.bufSize[list[best]] < n || p.bufSize[b] < p.bufSize[list[best]]):
			best = j
		case p.bufSize[list[best]] < n && p.bufSize[b] > p.bufSize[list[best]]:
			best = j
		}
	}
	if best < 0 {
		p.bufSize = append(p.bufSize, n)
		p.bufType = append(p.bufType, dt)
		return len(p.bufSize) - 1
	}
	b := list[best]
	free[dt] = append(list[:best], list[best+1:]...)
	p.bufSize[b] = max(p.bufSize[b], n)
	return b
}
