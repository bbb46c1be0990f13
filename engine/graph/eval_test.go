package graph

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// This file is a deliberately naive evaluator for the emitted text, just
// enough of the op inventory to run the tiny graphs in tests and compare
// them with a direct forward pass (forward_test.go). It is not the ref
// backend: it exists so this package can check its own math.

// tensor is a dense row-major tensor; every element type is held as
// float64 (i32 and i1 exactly, f32 and bf16 values rounded to float32).
type tensor struct {
	shape []int
	elem  string
	data  []float64
}

func (t tensor) size() int { return product(t.shape) }

func product(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

func strides(shape []int) []int {
	s := make([]int, len(shape))
	acc := 1
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = acc
		acc *= shape[i]
	}
	return s
}

// unravel converts a flat index into a multi-index.
func unravel(i int, shape []int) []int {
	idx := make([]int, len(shape))
	for d := len(shape) - 1; d >= 0; d-- {
		idx[d] = i % shape[d]
		i /= shape[d]
	}
	return idx
}

func ravel(idx, shape []int) int {
	i := 0
	for d := range shape {
		i = i*shape[d] + idx[d]
	}
	return i
}

var (
	typeRE   = regexp.MustCompile(`tensor<([0-9x]*)([a-z0-9]+)>`)
	lineRE   = regexp.MustCompile(`^(%[0-9]+)(:2)? = "stablehlo\.([a-z_]+)"\(([^)]*)\)(.*)$`)
	resultRE = regexp.MustCompile(`-> \(?(tensor<[^>]*>)`)
	bbRE     = regexp.MustCompile(`(%[0-9]+): (tensor<[^>]*>)`)
	returnRE = regexp.MustCompile(`^"(?:func|stablehlo)\.return"\(([^)]*)\)`)
)

func parseType(s string) (tensorType, error) {
	m := typeRE.FindStringSubmatch(s)
	if m == nil {
		return tensorType{}, fmt.Errorf("bad type %q", s)
	}
	var shape []int
	for _, d := range strings.Split(strings.TrimSuffix(m[1], "x"), "x") {
		if d == "" {
			continue
		}
		n, err := strconv.Atoi(d)
		if err != nil {
			return tensorType{}, err
		}
		shape = append(shape, n)
	}
	return tensorType{shape: shape, elem: m[2]}, nil
}

func attrInts(attrs, name string) []int {
	re := regexp.MustCompile(name + ` = (?:array<i64(?:: ([^>]*))?>|\[([^\]]*)\]|([0-9]+) : i64)`)
	m := re.FindStringSubmatch(attrs)
	if m == nil {
		return nil
	}
	var out []int
	for _, f := range strings.Split(m[1]+m[2]+m[3], ",") {
		if f = strings.TrimSpace(f); f != "" {
			n, _ := strconv.Atoi(f)
			out = append(out, n)
		}
	}
	return out
}

func splitNames(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// evalModule runs @main of text on args and returns its results.
func evalModule(text string, args []tensor) ([]tensor, error) {
	lines := strings.Split(text, "\n")
	env := map[string]tensor{}
	for i, a := range args {
		env["%arg"+strconv.Itoa(i)] = a
	}
	body := lines[2:]
	res, _, err := evalBlock(body, env)
	return res, err
}

// evalBlock runs lines until a return and gives its operands and the
// number of lines consumed.
func evalBlock(lines []string, env map[string]tensor) ([]tensor, int, error) {
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if m := returnRE.FindStringSubmatch(line); m != nil {
			var out []tensor
			for _, n := range splitNames(m[1]) {
				out = append(out, env[n])
			}
			return out, i + 1, nil
		}
		m := lineRE.FindStringSubmatch(line)
		if m == nil {
			return nil, 0, fmt.Errorf("cannot parse %q", line)
		}
		name, op, rest := m[1], m[3], m[5]
		var operands []tensor
		for _, n := range splitNames(m[4]) {
			t, ok := env[n]
			if !ok {
				return nil, 0, fmt.Errorf("undefined %s in %q", n, line)
			}
			operands = append(operands, t)
		}
		if op == "reduce" {
			n, err := evalReduce(lines[i:], operands, env, name)
			if err != nil {
				return nil, 0, err
			}
			i += n - 1
			continue
		}
		rm := resultRE.FindStringSubmatch(rest)
		if rm == nil {
			return nil, 0, fmt.Errorf("no result type in %q", line)
		}
		rt, err := parseType(rm[1])
		if err != nil {
			return nil, 0, err
		}
		out, err := evalOp(op, rest, operands, rt)
		if err != nil {
			return nil, 0, fmt.Errorf("%s: %w", line, err)
		}
		env[name] = out
	}
	return nil, 0, fmt.Errorf("block without return")
}

// evalReduce folds each operand group over the reduced dimension with the
// region as the combiner, starting from the init values.
func evalReduce(lines []string, operands []tensor, env map[string]tensor, name string) (int, error) {
	k := len(operands) / 2
	bb := bbRE.FindAllStringSubmatch(lines[1], -1)
	end := 2
	for !strings.HasPrefix(strings.TrimSpace(lines[end]), "})") {
		end++
	}
	dim := attrInts(lines[end], "dimensions")[0]
	in := operands[0]
	outShape := dropDim(in.shape, dim)
	outs := make([]tensor, k)
	for j := range outs {
		outs[j] = tensor{shape: outShape, elem: operands[j].elem, data: make([]float64, product(outShape))}
	}
	st := strides(in.shape)
	for o := range product(outShape) {
		oi := unravel(o, outShape)
		idx := append(append(append([]int{}, oi[:dim]...), 0), oi[dim:]...)
		acc := make([]float64, k)
		for j := range acc {
			acc[j] = operands[k+j].data[0]
		}
		for r := 0; r < in.shape[dim]; r++ {
			idx[dim] = r
			flat := 0
			for d := range idx {
				flat += idx[d] * st[d]
			}
			for j := range k {
				env[bb[j][1]] = tensor{elem: operands[j].elem, data: []float64{acc[j]}}
				env[bb[k+j][1]] = tensor{elem: operands[j].elem, data: []float64{operands[j].data[flat]}}
			}
			res, _, err := evalBlock(lines[2:end], env)
			if err != nil {
				return 0, err
			}
			for j := range acc {
				acc[j] = res[j].data[0]
			}
		}
		for j := range outs {
			outs[j].data[o] = acc[j]
		}
	}
	if k == 1 {
		env[name] = outs[0]
	}
	for j := range outs {
		env[name+"#"+strconv.Itoa(j)] = outs[j]
	}
	return end + 1, nil
}

func f32(x float64) float64 { return float64(float32(x)) }

func (t tensor) with(rt tensorType, f func(i int) float64) tensor {
	out := tensor{shape: rt.shape, elem: rt.elem, data: make([]float64, product(rt.shape))}
	for i := range out.data {
		v := f(i)
		if rt.elem == "f32" {
			v = f32(v)
		}
		out.data[i] = v
	}
	return out
}

func evalOp(op, attrs string, in []tensor, rt tensorType) (tensor, error) {
	var t tensor
	if len(in) > 0 {
		t = in[0]
	}
	switch op {
	case "constant":
		return evalConstant(attrs, rt)
	case "iota":
		d := attrInts(attrs, "iota_dimension")[0]
		return t.with(rt, func(i int) float64 { return float64(unravel(i, rt.shape)[d]) }), nil
	case "convert", "reshape":
		return t.with(rt, func(i int) float64 { return t.data[i] }), nil
	case "add", "subtract", "multiply", "divide", "maximum":
		return t.with(rt, func(i int) float64 { return binop(op, t.data[i], in[1].data[i]) }), nil
	case "rsqrt", "exponential", "logistic", "cosine", "sine":
		return t.with(rt, func(i int) float64 { return unop(op, t.data[i]) }), nil
	case "compare":
		dir := regexp.MustCompile(`comparison_direction (\w+)`).FindStringSubmatch(attrs)[1]
		return t.with(rt, func(i int) float64 { return compare(dir, t.data[i], in[1].data[i]) }), nil
	case "select":
		return t.with(rt, func(i int) float64 {
			if in[0].data[i] != 0 {
				return in[1].data[i]
			}
			return in[2].data[i]
		}), nil
	case "broadcast_in_dim":
		dims := attrInts(attrs, "broadcast_dimensions")
		return t.with(rt, func(i int) float64 {
			ri := unravel(i, rt.shape)
			src := make([]int, len(dims))
			for k, d := range dims {
				if t.shape[k] != 1 {
					src[k] = ri[d]
				}
			}
			return t.data[ravel(src, t.shape)]
		}), nil
	case "transpose":
		perm := attrInts(attrs, "permutation")
		return t.with(rt, func(i int) float64 {
			ri := unravel(i, rt.shape)
			src := make([]int, len(perm))
			for k, p := range perm {
				src[p] = ri[k]
			}
			return t.data[ravel(src, t.shape)]
		}), nil
	case "slice":
		start := attrInts(attrs, "start_indices")
		return t.with(rt, func(i int) float64 {
			ri := unravel(i, rt.shape)
			for k := range ri {
				ri[k] += start[k]
			}
			return t.data[ravel(ri, t.shape)]
		}), nil
	case "concatenate":
		return evalConcat(attrInts(attrs, "dimension")[0], in, rt), nil
	case "gather":
		rows := t.shape[0]
		cols := t.shape[1]
		return t.with(rt, func(i int) float64 {
			r := clamp(int(in[1].data[i/cols]), 0, rows-1)
			return t.data[r*cols+i%cols]
		}), nil
	case "dynamic_slice":
		starts := clampStarts(t.shape, rt.shape, in[1:])
		return t.with(rt, func(i int) float64 {
			ri := unravel(i, rt.shape)
			for k := range ri {
				ri[k] += starts[k]
			}
			return t.data[ravel(ri, t.shape)]
		}), nil
	case "dynamic_update_slice":
		u := in[1]
		starts := clampStarts(t.shape, u.shape, in[2:])
		out := t.with(rt, func(i int) float64 { return t.data[i] })
		for i := range u.size() {
			ui := unravel(i, u.shape)
			for k := range ui {
				ui[k] += starts[k]
			}
			out.data[ravel(ui, t.shape)] = u.data[i]
		}
		return out, nil
	case "dot_general":
		return evalDot(attrs, in[0], in[1], rt), nil
	}
	return tensor{}, fmt.Errorf("unsupported op %s", op)
}

func clamp(x, lo, hi int) int { return max(lo, min(x, hi)) }

func clampStarts(operand, size []int, idx []tensor) []int {
	s := make([]int, len(idx))
	for k, t := range idx {
		s[k] = clamp(int(t.data[0]), 0, operand[k]-size[k])
	}
	return s
}

func evalConstant(attrs string, rt tensorType) (tensor, error) {
	body := regexp.MustCompile(`dense<(.*)> : tensor`).FindStringSubmatch(attrs)[1]
	var vals []float64
	for _, f := range strings.Split(strings.Trim(body, "[]"), ",") {
		f = strings.TrimSpace(f)
		if strings.HasPrefix(f, "0x") {
			bits, err := strconv.ParseUint(f[2:], 16, 32)
			if err != nil {
				return tensor{}, err
			}
			vals = append(vals, float64(math.Float32frombits(uint32(bits))))
			continue
		}
		v, err := strconv.ParseFloat(f, 32)
		if err != nil {
			return tensor{}, err
		}
		vals = append(vals, v)
	}
	return tensor{}.with(rt, func(i int) float64 { return vals[i%len(vals)] }), nil
}

func binop(op string, a, b float64) float64 {
	switch op {
	case "add":
		return a + b
	case "subtract":
		return a - b
	case "multiply":
		return a * b
	case "divide":
		return a / b
	}
	return math.Max(a, b)
}

func unop(op string, x float64) float64 {
	switch op {
	case "rsqrt":
		return 1 / math.Sqrt(x)
	case "exponential":
		return math.Exp(x)
	case "logistic":
		return 1 / (1 + math.Exp(-x))
	case "cosine":
		return math.Cos(x)
	}
	return math.Sin(x)
}

func compare(dir string, a, b float64) float64 {
	var r bool
	switch dir {
	case "LT":
		r = a < b
	case "LE":
		r = a <= b
	case "GT":
		r = a > b
	case "GE":
		r = a >= b
	case "EQ":
		r = a == b
	case "NE":
		r = a != b
	}
	if r {
		return 1
	}
	return 0
}

func evalConcat(dim int, in []tensor, rt tensorType) tensor {
	return tensor{}.with(rt, func(i int) float64 {
		ri := unravel(i, rt.shape)
		for _, t := range in {
			if ri[dim] < t.shape[dim] {
				return t.data[ravel(ri, t.shape)]
			}
			ri[dim] -= t.shape[dim]
		}
		return math.NaN()
	})
}

// evalDot computes dot_general by brute force, accumulating in float64.
func evalDot(attrs string, l, r tensor, rt tensorType) tensor {
	lb, rb := attrInts(attrs, "lhs_batching_dimensions"), attrInts(attrs, "rhs_batching_dimensions")
	lc, rc := attrInts(attrs, "lhs_contracting_dimensions"), attrInts(attrs, "rhs_contracting_dimensions")
	lfree, rfree := freeAxes(len(l.shape), lb, lc), freeAxes(len(r.shape), rb, rc)
	csize := make([]int, len(lc))
	for k, d := range lc {
		csize[k] = l.shape[d]
	}
	return tensor{}.with(rt, func(i int) float64 {
		ri := unravel(i, rt.shape)
		li, rj := make([]int, len(l.shape)), make([]int, len(r.shape))
		p := 0
		for k := range lb {
			li[lb[k]], rj[rb[k]] = ri[p], ri[p]
			p++
		}
		for _, d := range lfree {
			li[d] = ri[p]
			p++
		}
		for _, d := range rfree {
			rj[d] = ri[p]
			p++
		}
		sum := 0.0
		for c := range product(csize) {
			ci := unravel(c, csize)
			for k := range lc {
				li[lc[k]], rj[rc[k]] = ci[k], ci[k]
			}
			sum += l.data[ravel(li, l.shape)] * r.data[ravel(rj, r.shape)]
		}
		return sum
	})
}

func freeAxes(rank int, batch, contract []int) []int {
	var free []int
	for d := range rank {
		if !contains(batch, d) && !contains(contract, d) {
			free = append(free, d)
		}
	}
	return free
}
