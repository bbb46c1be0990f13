package graph

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// tensorType is a ranked tensor type; an empty shape is a scalar.
type tensorType struct {
	shape []int
	elem  string // "f32", "bf16", "f16", "i32", "i8", "i4", "i1"
}

func tensorOf(elem string, shape ...int) tensorType {
	return tensorType{shape: shape, elem: elem}
}

func (t tensorType) String() string {
	var sb strings.Builder
	sb.WriteString("tensor<")
	for _, d := range t.shape {
		sb.WriteString(strconv.Itoa(d))
		sb.WriteByte('x')
	}
	sb.WriteString(t.elem)
	sb.WriteByte('>')
	return sb.String()
}

// value is an SSA value: its name as printed (%7, %arg3, %5#1) and its type.
// A quantized weight argument also carries its scales argument, and an
// int8 compute operand (see quantizeActivations) its per-group scales.
type value struct {
	name  string
	typ   tensorType
	scale *value
}

// fn accumulates the body of one func.func. Every SSA name it hands out,
// block arguments included, is unique in the function, so a reader can keep
// one flat symbol table.
type fn struct {
	body   strings.Builder
	next   int
	indent string
	consts map[string]value // constants already emitted, by attribute text
}

const topIndent = "    "

func newFn() *fn { return &fn{indent: topIndent, consts: map[string]value{}} }

// constant emits a constant once per function and reuses it afterwards,
// which keeps the per-layer text small. Constants are only ever created in
// the function's top-level block, so every later use can see them.
func (f *fn) constant(attr string, t tensorType) value {
	if v, ok := f.consts[attr]; ok {
		return v
	}
	v := f.op("constant", nil, attr, t)
	if f.indent == topIndent {
		f.consts[attr] = v
	}
	return v
}

func (f *fn) fresh() string {
	n := "%" + strconv.Itoa(f.next)
	f.next++
	return n
}

func joinNames(vs []value) string {
	names := make([]string, len(vs))
	for i, v := range vs {
		names[i] = v.name
	}
	return strings.Join(names, ", ")
}

func joinTypes(vs []value) string {
	types := make([]string, len(vs))
	for i, v := range vs {
		types[i] = v.typ.String()
	}
	return strings.Join(types, ", ")
}

// op prints one single-result generic op and returns its result.
func (f *fn) op(name string, operands []value, attrs string, result tensorType) value {
	v := value{name: f.fresh(), typ: result}
	fmt.Fprintf(&f.body, "%s%s = \"stablehlo.%s\"(%s) ", f.indent, v.name, name, joinNames(operands))
	if attrs != "" {
		fmt.Fprintf(&f.body, "{%s} ", attrs)
	}
	fmt.Fprintf(&f.body, ": (%s) -> %s\n", joinTypes(operands), result)
	return v
}

// ints prints a dense i64 array attribute value.
func ints(xs ...int) string {
	if len(xs) == 0 {
		return "array<i64>"
	}
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return "array<i64: " + strings.Join(s, ", ") + ">"
}

// list prints xs as an MLIR list such as [0, 2].
func list(xs ...int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// formatF32 prints x as an MLIR float literal that parses back to the same
// float32: the shortest round-trip decimal, with the '.' MLIR requires, or
// the hex bit pattern for infinities and NaN, which have no decimal form.
func formatF32(x float32) string {
	if math.IsInf(float64(x), 0) || math.IsNaN(float64(x)) {
		return fmt.Sprintf("0x%08X", math.Float32bits(x))
	}
	s := strconv.FormatFloat(float64(x), 'e', -1, 32)
	mant, exp, _ := strings.Cut(s, "e")
	if !strings.Contains(mant, ".") {
		mant += ".0"
	}
	return mant + "e" + exp
}

// constF is a splat f32 constant of the given shape.
func (f *fn) constF(x float32, shape ...int) value {
	t := tensorOf("f32", shape...)
	return f.constant(fmt.Sprintf("value = dense<%s> : %s", formatF32(x), t), t)
}

// constI is a splat i32 constant of the given shape.
func (f *fn) constI(x int32, shape ...int) value {
	t := tensorOf("i32", shape...)
	return f.constant(fmt.Sprintf("value = dense<%d> : %s", x, t), t)
}

// constVec is a 1-D f32 constant listing xs.
func (f *fn) constVec(xs []float32) value {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = formatF32(x)
	}
	t := tensorOf("f32", len(xs))
	return f.constant(fmt.Sprintf("value = dense<[%s]> : %s", strings.Join(s, ", "), t), t)
}

func (f *fn) iota(dim int, t tensorType) value {
	return f.op("iota", nil, fmt.Sprintf("iota_dimension = %d : i64", dim), t)
}

func (f *fn) binary(name string, x, y value) value {
	return f.op(name, []value{x, y}, "", x.typ)
}

func (f *fn) add(x, y value) value { return f.binary("add", x, y) }
func (f *fn) sub(x, y value) value { return f.binary("subtract", x, y) }
func (f *fn) mul(x, y value) value { return f.binary("multiply", x, y) }
func (f *fn) div(x, y value) value { return f.binary("divide", x, y) }

func (f *fn) unary(name string, x value) value { return f.op(name, []value{x}, "", x.typ) }

func (f *fn) convert(x value, elem string) value {
	return f.op("convert", []value{x}, "", tensorOf(elem, x.typ.shape...))
}

// barrier is x unchanged, through stablehlo.optimization_barrier, which
// keeps a compiler from fusing the ops that produce x with those that
// consume it.
func (f *fn) barrier(x value) value {
	return f.op("optimization_barrier", []value{x}, "", x.typ)
}

func (f *fn) reshape(x value, shape ...int) value {
	return f.op("reshape", []value{x}, "", tensorOf(x.typ.elem, shape...))
}

// broadcast maps operand dimension i to result dimension dims[i].
func (f *fn) broadcast(x value, dims []int, shape ...int) value {
	return f.op("broadcast_in_dim", []value{x}, "broadcast_dimensions = "+ints(dims...), tensorOf(x.typ.elem, shape...))
}

func (f *fn) transpose(x value, perm ...int) value {
	shape := make([]int, len(perm))
	for i, p := range perm {
		shape[i] = x.typ.shape[p]
	}
	return f.op("transpose", []value{x}, "permutation = "+ints(perm...), tensorOf(x.typ.elem, shape...))
}

// sliceLast takes [lo, hi) of the last dimension of x.
func (f *fn) sliceLast(x value, lo, hi int) value {
	r := len(x.typ.shape)
	start := make([]int, r)
	limit := append([]int(nil), x.typ.shape...)
	strides := make([]int, r)
	for i := range strides {
		strides[i] = 1
	}
	start[r-1], limit[r-1] = lo, hi
	shape := append([]int(nil), x.typ.shape...)
	shape[r-1] = hi - lo
	attrs := fmt.Sprintf("start_indices = %s, limit_indices = %s, strides = %s", ints(start...), ints(limit...), ints(strides...))
	return f.op("slice", []value{x}, attrs, tensorOf(x.typ.elem, shape...))
}

// concat joins xs along dim.
func (f *fn) concat(dim int, xs ...value) value {
	shape := append([]int(nil), xs[0].typ.shape...)
	shape[dim] = 0
	for _, x := range xs {
		shape[dim] += x.typ.shape[dim]
	}
	return f.op("concatenate", xs, fmt.Sprintf("dimension = %d : i64", dim), tensorOf(xs[0].typ.elem, shape...))
}

func (f *fn) compare(dir, kind string, x, y value) value {
	attrs := fmt.Sprintf("comparison_direction = #stablehlo<comparison_direction %s>, compare_type = #stablehlo<comparison_type %s>", dir, kind)
	return f.op("compare", []value{x, y}, attrs, tensorOf("i1", x.typ.shape...))
}

func (f *fn) sel(pred, onTrue, onFalse value) value {
	return f.op("select", []value{pred, onTrue, onFalse}, "", onTrue.typ)
}

// clamp is min(max(x, lo), hi) elementwise; lo and hi are scalars or of
// x's shape. StableHLO's operand order is (min, operand, max).
func (f *fn) clamp(lo, x, hi value) value {
	return f.op("clamp", []value{lo, x, hi}, "", x.typ)
}

// dot contracts lhs and rhs into an f32 result; the result dimensions are
// the batch dimensions, then lhs's free dimensions, then rhs's, as
// StableHLO defines.
func (f *fn) dot(lhs, rhs value, lb, rb, lc, rc []int) value {
	return f.dotAs("f32", lhs, rhs, lb, rb, lc, rc)
}

// dotAs is dot with a result of element type elem: i32 for the integer
// products of int8 compute, whose i8 operands' products and sums are
// exact in i32.
func (f *fn) dotAs(elem string, lhs, rhs value, lb, rb, lc, rc []int) value {
	var shape []int
	for _, d := range lb {
		shape = append(shape, lhs.typ.shape[d])
	}
	shape = append(shape, freeDims(lhs.typ.shape, lb, lc)...)
	shape = append(shape, freeDims(rhs.typ.shape, rb, rc)...)
	attrs := fmt.Sprintf("dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = %s, rhs_batching_dimensions = %s, lhs_contracting_dimensions = %s, rhs_contracting_dimensions = %s>",
		list(lb...), list(rb...), list(lc...), list(rc...))
	return f.op("dot_general", []value{lhs, rhs}, attrs, tensorOf(elem, shape...))
}

func freeDims(shape, batch, contract []int) []int {
	var free []int
	for i, d := range shape {
		if !contains(batch, i) && !contains(contract, i) {
			free = append(free, d)
		}
	}
	return free
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// dynamicSlice takes a block of sizes at the runtime offsets starts.
func (f *fn) dynamicSlice(x value, starts []value, sizes ...int) value {
	return f.op("dynamic_slice", append([]value{x}, starts...), "slice_sizes = "+ints(sizes...), tensorOf(x.typ.elem, sizes...))
}

// dynamicUpdateSlice writes update into x at the runtime offsets starts.
func (f *fn) dynamicUpdateSlice(x, update value, starts []value) value {
	return f.op("dynamic_update_slice", append([]value{x, update}, starts...), "", x.typ)
}

// gatherRows takes rows idx (shape [n]) of the 2-D table, giving [n, cols]
// in the table's element type.
func (f *fn) gatherRows(table, idx value) value {
	n, cols := idx.typ.shape[0], table.typ.shape[1]
	idx2 := f.reshape(idx, n, 1)
	attrs := "dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = " + ints(1, cols)
	return f.op("gather", []value{table, idx2}, attrs, tensorOf(table.typ.elem, n, cols))
}

// gatherScalars takes elements idx (shape [n]) of the 1-D table, giving [n].
func (f *fn) gatherScalars(table, idx value) value {
	n := idx.typ.shape[0]
	idx2 := f.reshape(idx, n, 1)
	attrs := "dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = " + ints(1)
	return f.op("gather", []value{table, idx2}, attrs, tensorOf(table.typ.elem, n))
}

// reduce1 reduces x over dim with a single binary body op (add, maximum).
func (f *fn) reduce1(x value, init value, dim int, bodyOp string) value {
	shape := dropDim(x.typ.shape, dim)
	out := value{name: f.fresh(), typ: tensorOf(x.typ.elem, shape...)}
	s := tensorOf(x.typ.elem)
	a, b := f.fresh(), f.fresh()
	fmt.Fprintf(&f.body, "%s%s = \"stablehlo.reduce\"(%s, %s) ({\n", f.indent, out.name, x.name, init.name)
	fmt.Fprintf(&f.body, "%s^bb0(%s: %s, %s: %s):\n", f.indent, a, s, b, s)
	inner := f.withIndent(func() value { return f.binary(bodyOp, value{name: a, typ: s}, value{name: b, typ: s}) })
	fmt.Fprintf(&f.body, "%s  \"stablehlo.return\"(%s) : (%s) -> ()\n", f.indent, inner.name, s)
	fmt.Fprintf(&f.body, "%s}) {dimensions = %s} : (%s, %s) -> %s\n", f.indent, ints(dim), x.typ, init.typ, out.typ)
	return out
}

// argmax returns the index of the largest element of the 1-D f32 x, the
// lowest index among equal maxima, with a two-operand reduce whose body
// keeps the (value, index) pair that is larger by value, then smaller by
// index; that order is total, so any reduction order gives the same answer.
func (f *fn) argmax(x value) value {
	n := x.typ.shape[0]
	idx := f.iota(0, tensorOf("i32", n))
	initV := f.constF(float32(math.Inf(-1)))
	initI := f.constI(0)
	res := f.fresh()
	sf, si := tensorOf("f32"), tensorOf("i32")
	a0, a1 := value{name: f.fresh(), typ: sf}, value{name: f.fresh(), typ: si}
	b0, b1 := value{name: f.fresh(), typ: sf}, value{name: f.fresh(), typ: si}
	fmt.Fprintf(&f.body, "%s%s:2 = \"stablehlo.reduce\"(%s, %s, %s, %s) ({\n", f.indent, res, x.name, idx.name, initV.name, initI.name)
	fmt.Fprintf(&f.body, "%s^bb0(%s: %s, %s: %s, %s: %s, %s: %s):\n", f.indent, a0.name, sf, a1.name, si, b0.name, sf, b1.name, si)
	f.withIndent(func() value {
		gt := f.compare("GT", "FLOAT", a0, b0)
		eq := f.compare("EQ", "FLOAT", a0, b0)
		lt := f.compare("LT", "SIGNED", a1, b1)
		takeA := f.sel(eq, lt, gt)
		v := f.sel(takeA, a0, b0)
		i := f.sel(takeA, a1, b1)
		fmt.Fprintf(&f.body, "%s\"stablehlo.return\"(%s, %s) : (%s, %s) -> ()\n", f.indent, v.name, i.name, sf, si)
		return i
	})
	fmt.Fprintf(&f.body, "%s}) {dimensions = %s} : (%s, %s, %s, %s) -> (%s, %s)\n", f.indent, ints(0), x.typ, idx.typ, initV.typ, initI.typ, sf, si)
	return value{name: res + "#1", typ: si}
}

// withIndent runs emit with the body indented one region level deeper.
func (f *fn) withIndent(emit func() value) value {
	saved := f.indent
	f.indent += "  "
	v := emit()
	f.indent = saved
	return v
}

func dropDim(shape []int, dim int) []int {
	out := make([]int, 0, len(shape)-1)
	for i, d := range shape {
		if i != dim {
			out = append(out, d)
		}
	}
	return out
}

// module wraps a finished body into the module text.
func moduleText(name string, args []value, results []value, body string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "module @%s {\n  func.func public @main(", name)
	for i, a := range args {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "%s: %s", a.name, a.typ)
	}
	fmt.Fprintf(&sb, ") -> (%s) {\n", joinTypes(results))
	sb.WriteString(body)
	fmt.Fprintf(&sb, "    \"func.return\"(%s) : (%s) -> ()\n  }\n}\n", joinNames(results), joinTypes(results))
	return sb.String()
}
