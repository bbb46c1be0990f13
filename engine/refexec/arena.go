package refexec

import (
	"cmp"
	"slices"
	"sync"

	"xlachat/engine/dtype"
)

// Arena is the memory for intermediate values of Programs that never run
// at the same time, such as a session's prefill graphs of every bucket and
// its decode graphs. Each Program's planned buffers map onto the Arena's
// slots of their element type, largest first, and each slot is sized for
// the largest buffer any Program puts there: a session then holds one set
// of intermediates, the largest Program's, instead of one per Program.
// Products' scratch copies (operands read in another layout) share a few
// more slots the same way, since only one step runs at a time.
//
// Programs sharing an Arena run one at a time: Run holds the Arena's lock.
// Buffers are allocated on the first Run that needs them and kept until
// the Arena is garbage.
type Arena struct {
	mu   sync.Mutex
	bufs map[slotKey]*Tensor
	need map[slotKey]int // elements each slot must hold
	gen  int             // counts reallocations, so Programs rebuild their views
}

// slotKey names one slot: scratch slots are apart from planned buffers.
type slotKey struct {
	dt      dtype.DType
	scratch bool
	index   int
}

// NewArena returns an empty Arena.
func NewArena() *Arena {
	return &Arena{bufs: map[slotKey]*Tensor{}, need: map[slotKey]int{}}
}

// Bytes is the memory of every slot reserved so far, allocated or not.
func (a *Arena) Bytes() int64 {
	a.mu.Lock()
	defer a.mu.Unlock()
	var n int64
	for k, size := range a.need {
		n += int64(size) * int64(k.dt.Size())
	}
	return n
}

// reservePlanned maps a Program's buffers (element types and sizes, by
// buffer index) onto slots, largest first within each type, reserves the
// slots' sizes and returns each buffer's slot key.
func (a *Arena) reservePlanned(types []dtype.DType, sizes []int) []slotKey {
	order := make([]int, len(sizes))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return cmp.Compare(sizes[j], sizes[i]) })
	keys := make([]slotKey, len(sizes))
	rank := map[dtype.DType]int{}
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, b := range order {
		k := slotKey{dt: types[b], index: rank[types[b]]}
		rank[types[b]]++
		a.reserveLocked(k, sizes[b])
		keys[b] = k
	}
	return keys
}

// reserveScratch reserves scratch slot i of type dt for n elements.
func (a *Arena) reserveScratch(dt dtype.DType, i, n int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.reserveLocked(slotKey{dt: dt, scratch: true, index: i}, n)
}

// reserveLocked grows slot k's need to n elements; a buffer already
// allocated smaller is dropped, to be allocated again at the new size.
func (a *Arena) reserveLocked(k slotKey, n int) {
	if n <= a.need[k] {
		return
	}
	a.need[k] = n
	if b := a.bufs[k]; b != nil {
		delete(a.bufs, k)
		a.gen++
	}
}

// buffer returns slot k's memory, allocating it at its reserved size on
// first use. The caller holds a.mu (Run does).
func (a *Arena) buffer(k slotKey) *Tensor {
	b := a.bufs[k]
	if b == nil {
		b = NewTensor(k.dt, []int{a.need[k]})
		a.bufs[k] = b
	}
	return b
}

// scratchInto points t at scratch slot i of type dt, n elements long. The
// caller holds a.mu (Run does) and reserved the slot when it was built.
func (a *Arena) scratchInto(t *Tensor, dt dtype.DType, i, n int) {
	t.DType = dt
	if len(t.Shape) != 1 || t.Shape[0] != n {
		t.Shape = []int{n}
	}
	shareData(t, a.buffer(slotKey{dt: dt, scratch: true, index: i}))
	truncate(t, n)
}
