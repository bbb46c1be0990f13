package refexec

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"

	"xlachat/engine/dtype"
	"xlachat/engine/kernel"
)

// Element-wise ops compute floats in float64 and round once to the result
// type, which for +, -, ×, ÷ and sqrt equals the correctly rounded f32 (or
// bf16/f16 via f32) result; integers compute in int64 and wrap to the
// result width.

type (
	floatFn2 func(a, b float64) float64
	intFn2   func(a, b int64) int64
	boolFn2  func(a, b bool) bool
	floatFn1 func(x float64) float64
	intFn1   func(x int64) int64
)

type binaryImpl struct {
	f floatFn2
	i intFn2
	b boolFn2
}

var binaryOps = map[string]binaryImpl{
	"stablehlo.add":       {f: func(a, b float64) float64 { return a + b }, i: func(a, b int64) int64 { return a + b }, b: func(a, b bool) bool { return a || b }},
	"stablehlo.subtract":  {f: func(a, b float64) float64 { return a - b }, i: func(a, b int64) int64 { return a - b }},
	"stablehlo.multiply":  {f: func(a, b float64) float64 { return a * b }, i: func(a, b int64) int64 { return a * b }, b: func(a, b bool) bool { return a && b }},
	"stablehlo.divide":    {f: func(a, b float64) float64 { return a / b }, i: intDiv},
	"stablehlo.remainder": {f: math.Mod, i: intRem},
	"stablehlo.maximum":   {f: fmax, i: func(a, b int64) int64 { return max(a, b) }, b: func(a, b bool) bool { return a || b }},
	"stablehlo.minimum":   {f: fmin, i: func(a, b int64) int64 { return min(a, b) }, b: func(a, b bool) bool { return a && b }},
	"stablehlo.power":     {f: math.Pow, i: intPow},
	"stablehlo.atan2":     {f: math.Atan2},
	"stablehlo.and":       {i: func(a, b int64) int64 { return a & b }, b: func(a, b bool) bool { return a && b }},
	"stablehlo.or":        {i: func(a, b int64) int64 { return a | b }, b: func(a, b bool) bool { return a || b }},
	"stablehlo.xor":       {i: func(a, b int64) int64 { return a ^ b }, b: func(a, b bool) bool { return a != b }},
}

type unaryImpl struct {
	f floatFn1
	i intFn1
	b func(bool) bool
}

var unaryOps = map[string]unaryImpl{
	"stablehlo.negate":                {f: func(x float64) float64 { return -x }, i: func(x int64) int64 { return -x }},
	"stablehlo.abs":                   {f: math.Abs, i: func(x int64) int64 { return max(x, -x) }},
	"stablehlo.exponential":           {f: math.Exp},
	"stablehlo.exponential_minus_one": {f: math.Expm1},
	"stablehlo.log":                   {f: math.Log},
	"stablehlo.log_plus_one":          {f: math.Log1p},
	"stablehlo.rsqrt":                 {f: func(x float64) float64 { return 1 / math.Sqrt(x) }},
	"stablehlo.sqrt":                  {f: math.Sqrt},
	"stablehlo.cbrt":                  {f: math.Cbrt},
	"stablehlo.logistic":              {f: func(x float64) float64 { return 1 / (1 + math.Exp(-x)) }},
	"stablehlo.tanh":                  {f: math.Tanh},
	"stablehlo.cosine":                {f: math.Cos},
	"stablehlo.sine":                  {f: math.Sin},
	"stablehlo.tan":                   {f: math.Tan},
	"stablehlo.floor":                 {f: math.Floor},
	"stablehlo.ceil":                  {f: math.Ceil},
	"stablehlo.round_nearest_even":    {f: math.RoundToEven},
	"stablehlo.round_nearest_afz":     {f: math.Round},
	"stablehlo.sign":                  {f: fsign, i: isign},
	"stablehlo.not":                   {i: func(x int64) int64 { return ^x }, b: func(x bool) bool { return !x }},
}

// f32Unary holds loops for f32 unary ops hot enough to skip the generic
// per-element call; each gives exactly the generic path's results (the
// kernels' exp is bit for bit math.Exp, eight lanes at a time).
var f32Unary = map[string]func(dst, src []float32){
	"stablehlo.exponential": kernel.ExpF32,
	"stablehlo.logistic":    kernel.LogisticF32,
}

// exp32 is exp rounded to f32, for single values. Softmax feeds it masked
// scores, mostly huge negatives whose exp rounds to exactly 0 in f32
// (anything below -104 is under half the smallest subnormal), so those
// skip math.Exp.
func exp32(x float32) float32 {
	if x < -104 {
		return 0
	}
	return float32(math.Exp(float64(x)))
}

func fmax(a, b float64) float64 {
	switch {
	case a != a || b != b:
		return math.NaN()
	case a == b && a == 0:
		if math.Signbit(a) {
			return b
		}
		return a
	case a > b:
		return a
	}
	return b
}

func fmin(a, b float64) float64 {
	switch {
	case a != a || b != b:
		return math.NaN()
	case a == b && a == 0:
		if math.Signbit(a) {
			return a
		}
		return b
	case a < b:
		return a
	}
	return b
}

func fsign(x float64) float64 {
	switch {
	case x != x || x == 0:
		return x
	case x > 0:
		return 1
	}
	return -1
}

func isign(x int64) int64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// intDiv truncates toward zero; x/0 is -1 (all bits set) as in XLA.
func intDiv(a, b int64) int64 {
	if b == 0 {
		return -1
	}
	if b == -1 {
		return -a // wraps for the minimum value once narrowed
	}
	return a / b
}

// intRem has the sign of the dividend; x%0 is x as in XLA.
func intRem(a, b int64) int64 {
	if b == 0 {
		return a
	}
	if b == -1 {
		return 0
	}
	return a % b
}

func intPow(a, b int64) int64 {
	if b < 0 {
		switch a {
		case 1:
			return 1
		case -1:
			if b%2 == 0 {
				return 1
			}
			return -1
		}
		return 0
	}
	r := int64(1)
	for b > 0 {
		if b&1 == 1 {
			r *= a
		}
		a *= a
		b >>= 1
	}
	return r
}

// roundTo rounds x to the precision of a float dtype.
func roundTo(dt dtype.DType, x float64) float64 {
	switch dt {
	case dtype.BF16:
		return float64(bf16ToF32(f32ToBF16(float32(x))))
	case dtype.F16:
		return float64(f16ToF32(f32ToF16(float32(x))))
	}
	return float64(float32(x))
}

// wrapTo narrows an integer to the width of dt (two's complement).
func wrapTo(dt dtype.DType, x int64) int64 {
	switch dt {
	case dtype.I32:
		return int64(int32(x))
	case dtype.I8:
		return int64(int8(x))
	case dtype.I4:
		return int64(int8(byte(x)<<4) >> 4)
	}
	return x
}

// intRange is the smallest and largest value of an integer dtype.
func intRange(dt dtype.DType) (lo, hi int64) {
	switch dt {
	case dtype.I32:
		return math.MinInt32, math.MaxInt32
	case dtype.I8:
		return math.MinInt8, math.MaxInt8
	case dtype.I4:
		return -8, 7
	}
	return math.MinInt64, math.MaxInt64
}

// getF reads float element i as float64; setF stores x (rounded).
func getF(t *Tensor, i int) float64 {
	switch t.DType {
	case dtype.F32:
		return float64(t.F32[i])
	case dtype.BF16:
		return float64(bf16ToF32(t.U16[i]))
	}
	return float64(f16ToF32(t.U16[i]))
}

func setF(t *Tensor, i int, x float64) {
	switch t.DType {
	case dtype.F32:
		t.F32[i] = float32(x)
	case dtype.BF16:
		t.U16[i] = f32ToBF16(float32(x))
	default:
		t.U16[i] = f32ToF16(float32(x))
	}
}

// getI reads integer element i; setI stores x, wrapped to the width of
// t's dtype.
func getI(t *Tensor, i int) int64 {
	switch t.DType {
	case dtype.I32:
		return int64(t.I32[i])
	case dtype.I64:
		return t.I64[i]
	}
	return t.intAt(i) // i8, i4
}

func setI(t *Tensor, i int, x int64) {
	switch t.DType {
	case dtype.I32:
		t.I32[i] = int32(x)
	case dtype.I64:
		t.I64[i] = x
	case dtype.I8:
		t.I8[i] = int8(x)
	case dtype.I4:
		setNibble(t.I4, i, int8(x))
	}
}

func sameTypes(vs ...*value) error {
	for _, v := range vs[1:] {
		if v.dt != vs[0].dt || !slices.Equal(v.shape, vs[0].shape) {
			return fmt.Errorf("operand and result types differ: %s vs %s", typeString(vs[0]), typeString(v))
		}
	}
	return nil
}

func buildBinary(s *step) error {
	impl := binaryOps[s.op.Name]
	if len(s.ins) != 2 || len(s.outs) != 1 {
		return errors.New("want 2 operands and 1 result")
	}
	a, b, out := s.ins[0], s.ins[1], s.outs[0]
	if err := sameTypes(a, b, out); err != nil {
		return err
	}
	// A splat constant operand holds one element: stride 0.
	ka, kb := stride(a), stride(b)
	switch {
	case out.dt == dtype.F32 && impl.f != nil:
		s.run = f32BinaryRun(s.mm, s.op.Name, impl.f, a.id, b.id, out.id, ka, kb)
	case out.dt.IsFloat() && impl.f != nil:
		f := impl.f
		s.run = func(v []*Tensor) error {
			x, y, o := v[a.id], v[b.id], v[out.id]
			for i := range out.n {
				setF(o, i, f(getF(x, i*ka), getF(y, i*kb)))
			}
			return nil
		}
	case out.dt.IsInt() && impl.i != nil:
		f, dt := impl.i, out.dt
		s.run = func(v []*Tensor) error {
			x, y, o := v[a.id], v[b.id], v[out.id]
			for i := range out.n {
				setI(o, i, wrapTo(dt, f(getI(x, i*ka), getI(y, i*kb))))
			}
			return nil
		}
	case out.dt == dtype.Bool && impl.b != nil:
		f := impl.b
		s.run = func(v []*Tensor) error {
			x, y, o := v[a.id].Bool, v[b.id].Bool, v[out.id].Bool
			for i := range o {
				o[i] = f(x[i*ka], y[i*kb])
			}
			return nil
		}
	default:
		return fmt.Errorf("unsupported element type %v", out.dt)
	}
	return nil
}

// stride is 0 for a splat constant (one stored element) and 1 otherwise.
func stride(v *value) int {
	if v.splat {
		return 0
	}
	return 1
}

// f32BinaryRun runs add, subtract, multiply and divide through the
// kernel package's vector loops, with the scalar hoisted when the right
// operand is a splat; other ops go through float64. The four are single
// IEEE operations, so the vector loops give the bits of f rounded once.
func f32BinaryRun(mm *matmuler, name string, f floatFn2, a, b, out, ka, kb int) runFunc {
	op, vector := f32BinaryKernels[name]
	return func(v []*Tensor) error {
		xs, ys, os := v[a].F32, v[b].F32, v[out].F32
		switch {
		case ka == 1 && kb == 1:
			mm.parallel(len(os), len(os), func(lo, hi int) {
				if vector {
					kernel.BinaryF32(op, os[lo:hi], xs[lo:hi], ys[lo:hi])
					return
				}
				for i := lo; i < hi; i++ {
					os[i] = float32(f(float64(xs[i]), float64(ys[i])))
				}
			})
		case ka == 1:
			y := ys[0]
			mm.parallel(len(os), len(os), func(lo, hi int) {
				if vector {
					kernel.BinaryScalarF32(op, os[lo:hi], xs[lo:hi], y)
					return
				}
				for i := lo; i < hi; i++ {
					os[i] = float32(f(float64(xs[i]), float64(y)))
				}
			})
		case kb == 1:
			y := ys
			for i := range os {
				os[i] = float32(f(float64(xs[0]), float64(y[i])))
			}
		default:
			r := float32(f(float64(xs[0]), float64(ys[0])))
			for i := range os {
				os[i] = r
			}
		}
		return nil
	}
}

// f32BinaryKernels are the ops f32BinaryRun hands to kernel.BinaryF32.
var f32BinaryKernels = map[string]kernel.BinaryOp{
	"stablehlo.add":      kernel.Add,
	"stablehlo.subtract": kernel.Sub,
	"stablehlo.multiply": kernel.Mul,
	"stablehlo.divide":   kernel.Div,
}

func buildUnary(s *step) error {
	impl := unaryOps[s.op.Name]
	if len(s.ins) != 1 || len(s.outs) != 1 {
		return errors.New("want 1 operand and 1 result")
	}
	a, out := s.ins[0], s.outs[0]
	if err := sameTypes(a, out); err != nil {
		return err
	}
	switch {
	case out.dt.IsFloat() && impl.f != nil:
		f, mm, fast := impl.f, s.mm, f32Unary[s.op.Name]
		s.run = func(v []*Tensor) error {
			x, o := v[a.id], v[out.id]
			if o.DType == dtype.F32 {
				xs, os := x.F32, o.F32
				// Transcendentals cost ~10ns each: split large tensors.
				mm.parallel(len(os), 16*len(os), func(lo, hi int) {
					if fast != nil {
						fast(os[lo:hi], xs[lo:hi])
						return
					}
					for i := lo; i < hi; i++ {
						os[i] = float32(f(float64(xs[i])))
					}
				})
				return nil
			}
			for i := range o.U16 {
				setF(o, i, f(getF(x, i)))
			}
			return nil
		}
	case out.dt.IsInt() && impl.i != nil:
		f, dt := impl.i, out.dt
		s.run = func(v []*Tensor) error {
			x, o := v[a.id], v[out.id]
			for i := range out.n {
				setI(o, i, wrapTo(dt, f(getI(x, i))))
			}
			return nil
		}
	case out.dt == dtype.Bool && impl.b != nil:
		f := impl.b
		s.run = func(v []*Tensor) error {
			x, o := v[a.id].Bool, v[out.id].Bool
			for i := range o {
				o[i] = f(x[i])
			}
			return nil
		}
	default:
		return fmt.Errorf("unsupported element type %v", out.dt)
	}
	return nil
}

// comparison returns the predicate for a direction over a three-way
// comparison result c (-1, 0, 1) or unordered (NaN) operands.
func comparison(dir string) (func(c int, unordered bool) bool, error) {
	switch dir {
	case "EQ":
		return func(c int, u bool) bool { return !u && c == 0 }, nil
	case "NE":
		return func(c int, u bool) bool { return u || c != 0 }, nil
	case "LT":
		return func(c int, u bool) bool { return !u && c < 0 }, nil
	case "LE":
		return func(c int, u bool) bool { return !u && c <= 0 }, nil
	case "GT":
		return func(c int, u bool) bool { return !u && c > 0 }, nil
	case "GE":
		return func(c int, u bool) bool { return !u && c >= 0 }, nil
	}
	return nil, fmt.Errorf("unknown comparison_direction %q", dir)
}

// totalKey maps a float to an integer whose order is the IEEE totalOrder.
func totalKey(x float64) int64 {
	b := int64(math.Float64bits(x))
	if b < 0 {
		b ^= math.MaxInt64
	}
	return b
}

func buildCompare(s *step) error {
	if len(s.ins) != 2 || len(s.outs) != 1 {
		return errors.New("want 2 operands and 1 result")
	}
	a, b, out := s.ins[0], s.ins[1], s.outs[0]
	if err := sameTypes(a, b); err != nil {
		return err
	}
	if out.dt != dtype.Bool || !slices.Equal(out.shape, a.shape) {
		return fmt.Errorf("result must be i1 of the operand shape, is %s", typeString(out))
	}
	dirAttr, err := enumAttr(s.op, "comparison_direction", "")
	if err != nil {
		return err
	}
	pred, err := comparison(dirAttr)
	if err != nil {
		return err
	}
	def := "SIGNED"
	switch {
	case a.dt.IsFloat():
		def = "FLOAT"
	case a.dt == dtype.Bool:
		def = "UNSIGNED"
	}
	kind, err := enumAttr(s.op, "compare_type", def)
	if err != nil {
		return err
	}
	three, err := threeWay(a.dt, kind)
	if err != nil {
		return err
	}
	ka, kb := stride(a), stride(b)
	s.run = func(v []*Tensor) error {
		x, y, o := v[a.id], v[b.id], v[out.id].Bool
		for i := range o {
			c, u := three(x, y, i*ka, i*kb)
			o[i] = pred(c, u)
		}
		return nil
	}
	return nil
}

// threeWay compares x[i] with y[j] under a compare_type.
func threeWay(dt dtype.DType, kind string) (func(x, y *Tensor, i, j int) (int, bool), error) {
	switch {
	case dt.IsFloat() && kind == "FLOAT":
		return func(x, y *Tensor, i, j int) (int, bool) {
			p, q := getF(x, i), getF(y, j)
			return cmp.Compare(p, q), p != p || q != q
		}, nil
	case dt.IsFloat() && kind == "TOTALORDER":
		return func(x, y *Tensor, i, j int) (int, bool) {
			return cmp.Compare(totalKey(getF(x, i)), totalKey(getF(y, j))), false
		}, nil
	case dt.IsInt() && kind == "SIGNED":
		return func(x, y *Tensor, i, j int) (int, bool) { return cmp.Compare(getI(x, i), getI(y, j)), false }, nil
	case dt.IsInt() && kind == "UNSIGNED":
		_, hi := intRange(dt)
		mask := uint64(hi)<<1 | 1 // the dtype's bits
		return func(x, y *Tensor, i, j int) (int, bool) {
			return cmp.Compare(uint64(getI(x, i))&mask, uint64(getI(y, j))&mask), false
		}, nil
	case dt == dtype.Bool && kind == "UNSIGNED":
		return func(x, y *Tensor, i, j int) (int, bool) { return cmp.Compare(x.intAt(i), y.intAt(j)), false }, nil
	}
	return nil, fmt.Errorf("compare_type %s does not apply to %v", kind, dt)
}

func buildSelect(s *step) error {
	if len(s.ins) != 3 || len(s.outs) != 1 {
		return errors.New("want 3 operands and 1 result")
	}
	p, a, b, out := s.ins[0], s.ins[1], s.ins[2], s.outs[0]
	if err := sameTypes(a, b, out); err != nil {
		return err
	}
	if p.dt != dtype.Bool || len(p.shape) != 0 && !slices.Equal(p.shape, out.shape) {
		return fmt.Errorf("predicate must be i1 scalar or of the result shape, is %s", typeString(p))
	}
	kp, ka, kb := stride(p), stride(a), stride(b)
	if len(p.shape) == 0 {
		kp = 0
	}
	if out.dt == dtype.F32 {
		s.run = func(v []*Tensor) error {
			pr, x, y, o := v[p.id].Bool, v[a.id].F32, v[b.id].F32, v[out.id].F32
			for i := range o {
				if pr[i*kp] {
					o[i] = x[i*ka]
				} else {
					o[i] = y[i*kb]
				}
			}
			return nil
		}
		return nil
	}
	s.run = func(v []*Tensor) error {
		pr, x, y, o := v[p.id].Bool, v[a.id], v[b.id], v[out.id]
		for i := range out.n {
			if pr[i*kp] {
				copyElem(o, i, x, i*ka)
			} else {
				copyElem(o, i, y, i*kb)
			}
		}
		return nil
	}
	return nil
}

// copyElem copies one element between tensors of the same dtype.
func copyElem(dst *Tensor, i int, src *Tensor, j int) {
	switch dst.DType {
	case dtype.F32:
		dst.F32[i] = src.F32[j]
	case dtype.BF16, dtype.F16:
		dst.U16[i] = src.U16[j]
	case dtype.I32:
		dst.I32[i] = src.I32[j]
	case dtype.I64:
		dst.I64[i] = src.I64[j]
	case dtype.I8:
		dst.I8[i] = src.I8[j]
	case dtype.I4:
		setNibble(dst.I4, i, dtype.Nibble(src.I4, j))
	default:
		dst.Bool[i] = src.Bool[j]
	}
}

func buildClamp(s *step) error {
	if len(s.ins) != 3 || len(s.outs) != 1 {
		return errors.New("want 3 operands and 1 result")
	}
	lo, x, hi, out := s.ins[0], s.ins[1], s.ins[2], s.outs[0]
	if err := sameTypes(x, out); err != nil {
		return err
	}
	for _, b := range []*value{lo, hi} {
		if b.dt != x.dt || len(b.shape) != 0 && !slices.Equal(b.shape, x.shape) {
			return fmt.Errorf("bound %s must be a scalar or match the operand", typeString(b))
		}
	}
	loScalar, hiScalar := len(lo.shape) == 0, len(hi.shape) == 0
	idx := func(scalar bool, i int) int {
		if scalar {
			return 0
		}
		return i
	}
	switch {
	case x.dt.IsFloat():
		s.run = func(v []*Tensor) error {
			l, t, h, o := v[lo.id], v[x.id], v[hi.id], v[out.id]
			for i := range out.n {
				setF(o, i, fmin(fmax(getF(t, i), getF(l, idx(loScalar, i))), getF(h, idx(hiScalar, i))))
			}
			return nil
		}
	case x.dt.IsInt():
		s.run = func(v []*Tensor) error {
			l, t, h, o := v[lo.id], v[x.id], v[hi.id], v[out.id]
			for i := range out.n {
				setI(o, i, min(max(getI(t, i), getI(l, idx(loScalar, i))), getI(h, idx(hiScalar, i))))
			}
			return nil
		}
	default:
		return fmt.Errorf("unsupported element type %v", x.dt)
	}
	return nil
}

func buildConvert(s *step) error {
	if len(s.ins) != 1 || len(s.outs) != 1 {
		return errors.New("want 1 operand and 1 result")
	}
	a, out := s.ins[0], s.outs[0]
	if !slices.Equal(a.shape, out.shape) {
		return fmt.Errorf("shape changes from %v to %v", a.shape, out.shape)
	}
	s.run = func(v []*Tensor) error {
		convertTensor(v[out.id], v[a.id])
		return nil
	}
	return nil
}

// convertTensor converts src into dst element by element: float to int
// truncates toward zero (NaN gives 0, out-of-range values saturate); to i1
// is x != 0; int to float rounds to nearest; f32 to bf16/f16 rounds to
// nearest even.
func convertTensor(dst, src *Tensor) {
	switch {
	case src.DType == dst.DType:
		copyData(dst, src)
	case src.DType == dtype.BF16 && dst.DType == dtype.F32:
		for i, h := range src.U16 {
			dst.F32[i] = bf16ToF32(h)
		}
	case src.DType == dtype.F16 && dst.DType == dtype.F32:
		for i, h := range src.U16 {
			dst.F32[i] = f16ToF32(h)
		}
	case src.DType == dtype.F32 && dst.DType == dtype.BF16:
		for i, x := range src.F32 {
			dst.U16[i] = f32ToBF16(x)
		}
	case src.DType == dtype.I32 && dst.DType == dtype.F32:
		for i, x := range src.I32 {
			dst.F32[i] = float32(x)
		}
	case src.DType == dtype.I8 && dst.DType == dtype.F32:
		for i, x := range src.I8 {
			dst.F32[i] = float32(x)
		}
	case src.DType == dtype.I4 && dst.DType == dtype.F32:
		for i := range dst.F32 {
			dst.F32[i] = float32(dtype.Nibble(src.I4, i))
		}
	case dst.DType == dtype.Bool:
		for i := range dst.Bool {
			if src.DType.IsFloat() {
				dst.Bool[i] = getF(src, i) != 0
			} else {
				dst.Bool[i] = src.intAt(i) != 0
			}
		}
	case dst.DType.IsFloat():
		for i := range dst.dataLen() {
			if src.DType.IsFloat() {
				setF(dst, i, getF(src, i))
			} else {
				setF(dst, i, float64(float32(src.intAt(i))))
			}
		}
	default: // integer destination
		for i := range dst.dataLen() {
			if src.DType.IsFloat() {
				setI(dst, i, floatToInt(dst.DType, getF(src, i)))
			} else {
				setI(dst, i, wrapTo(dst.DType, src.intAt(i)))
			}
		}
	}
}

// floatToInt truncates x toward zero into dt's range. The spec leaves NaN
// and out-of-range values to the implementation: NaN gives 0 and others
// saturate, so a quantizer's convert to i8 never wraps.
func floatToInt(dt dtype.DType, x float64) int64 {
	lo, hi := intRange(dt)
	switch {
	case x != x:
		return 0
	case x <= float64(lo):
		return lo
	case x >= float64(hi):
		return hi
	}
	return int64(x)
}

// copyData copies all elements between tensors of the same dtype.
func copyData(dst, src *Tensor) {
	switch dst.DType {
	case dtype.F32:
		copy(dst.F32, src.F32)
	case dtype.BF16, dtype.F16:
		copy(dst.U16, src.U16)
	case dtype.I32:
		copy(dst.I32, src.I32)
	case dtype.I64:
		copy(dst.I64, src.I64)
	case dtype.I8:
		copy(dst.I8, src.I8)
	case dtype.I4:
		copy(dst.I4, src.I4)
	default:
		copy(dst.Bool, src.Bool)
	}
}
