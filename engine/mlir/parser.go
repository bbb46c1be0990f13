package mlir

import (
	"encoding/hex"
	"fmt"
	"math"
	"strconv"
	"strings"

	"xlachat/engine/dtype"
)

var sprintf = fmt.Sprintf

// maxDepth bounds the nesting of regions, lists and attributes so that
// hostile input cannot exhaust the stack.
const maxDepth = 200

// Parse parses a module. Top-level func.func definitions without an
// enclosing module are accepted as an unnamed module.
func Parse(src string) (*Module, error) {
	p := &parser{lex: newLexer(src)}
	if err := p.advance(); err != nil {
		return nil, err
	}
	m, err := p.module()
	if err != nil {
		return nil, err
	}
	return m, nil
}

type parser struct {
	lex   *lexer
	tok   token
	depth int
}

func (p *parser) advance() error {
	t, err := p.lex.next()
	if err != nil {
		return err
	}
	p.tok = t
	return nil
}

func (p *parser) errf(pos Pos, format string, args ...any) error {
	return &Error{pos, fmt.Sprintf(format, args...)}
}

func (p *parser) unexpected(want string) error {
	return p.errf(p.tok.pos, "expected %s, found %s", want, p.tok.describe())
}

func (p *parser) isPunct(s string) bool { return p.tok.kind == tPunct && p.tok.text == s }
func (p *parser) isIdent(s string) bool { return p.tok.kind == tIdent && p.tok.text == s }

// accept consumes the punctuation s if it is next.
func (p *parser) accept(s string) (bool, error) {
	if !p.isPunct(s) {
		return false, nil
	}
	return true, p.advance()
}

func (p *parser) expect(s string) error {
	if !p.isPunct(s) {
		return p.unexpected(strconv.Quote(s))
	}
	return p.advance()
}

func (p *parser) enter() error {
	p.depth++
	if p.depth > maxDepth {
		return p.errf(p.tok.pos, "nesting deeper than %d", maxDepth)
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

func (p *parser) module() (*Module, error) {
	m := &Module{Pos: p.tok.pos}
	if !p.isIdent("module") && !p.isIdent("builtin.module") {
		if err := p.funcs(m, false); err != nil {
			return nil, err
		}
		return m, nil
	}
	if err := p.advance(); err != nil {
		return nil, err
	}
	if p.tok.kind == tSymbol {
		m.Name = strings.TrimPrefix(p.tok.text, "@")
		if err := p.advance(); err != nil {
			return nil, err
		}
	}
	if p.isIdent("attributes") {
		if err := p.advance(); err != nil {
			return nil, err
		}
		attrs, err := p.attrDict()
		if err != nil {
			return nil, err
		}
		m.Attrs = attrs
	}
	if err := p.expect("{"); err != nil {
		return nil, err
	}
	if err := p.funcs(m, true); err != nil {
		return nil, err
	}
	if err := p.expect("}"); err != nil {
		return nil, err
	}
	if p.tok.kind != tEOF {
		return nil, p.unexpected("end of input after module")
	}
	return m, nil
}

// funcs parses func.func definitions until "}" (inModule) or end of input.
func (p *parser) funcs(m *Module, inModule bool) error {
	for {
		if inModule && p.isPunct("}") || !inModule && p.tok.kind == tEOF {
			return nil
		}
		if !p.isIdent("func.func") {
			return p.unexpected("func.func")
		}
		f, err := p.function()
		if err != nil {
			return err
		}
		m.Funcs = append(m.Funcs, f)
	}
}

func (p *parser) function() (*Func, error) {
	f := &Func{Pos: p.tok.pos}
	if err := p.advance(); err != nil {
		return nil, err
	}
	if p.isIdent("public") || p.isIdent("private") || p.isIdent("nested") {
		f.Visibility = p.tok.text
		if err := p.advance(); err != nil {
			return nil, err
		}
	}
	if p.tok.kind != tSymbol {
		return nil, p.unexpected("function name")
	}
	f.Name = strings.TrimPrefix(p.tok.text, "@")
	if err := p.advance(); err != nil {
		return nil, err
	}
	args, err := p.valueList("(", ")", true)
	if err != nil {
		return nil, err
	}
	f.Args = args
	if ok, err := p.accept("->"); err != nil {
		return nil, err
	} else if ok {
		if err := p.funcResults(f); err != nil {
			return nil, err
		}
	}
	if p.isIdent("attributes") {
		if err := p.advance(); err != nil {
			return nil, err
		}
		if f.Attrs, err = p.attrDict(); err != nil {
			return nil, err
		}
	}
	body, err := p.region()
	if err != nil {
		return nil, err
	}
	f.Body = body
	return f, nil
}

func (p *parser) funcResults(f *Func) error {
	if !p.isPunct("(") {
		t, err := p.typ()
		if err != nil {
			return err
		}
		f.Results = []Type{t}
		f.ResultAttrs = []map[string]Attr{nil}
		return nil
	}
	if err := p.advance(); err != nil {
		return err
	}
	for !p.isPunct(")") {
		if len(f.Results) > 0 {
			if err := p.expect(","); err != nil {
				return err
			}
		}
		t, err := p.typ()
		if err != nil {
			return err
		}
		var attrs map[string]Attr
		if p.isPunct("{") {
			if attrs, err = p.attrDict(); err != nil {
				return err
			}
		}
		if err := p.skipLoc(); err != nil {
			return err
		}
		f.Results = append(f.Results, t)
		f.ResultAttrs = append(f.ResultAttrs, attrs)
	}
	return p.advance()
}

// valueList parses "(%a: type {attrs}, ...)" as used by function and block
// arguments.
func (p *parser) valueList(open, close string, withAttrs bool) ([]Value, error) {
	if err := p.expect(open); err != nil {
		return nil, err
	}
	var vals []Value
	for !p.isPunct(close) {
		if len(vals) > 0 {
			if err := p.expect(","); err != nil {
				return nil, err
			}
		}
		if p.tok.kind != tValue || strings.Contains(p.tok.text, "#") {
			return nil, p.unexpected("argument name")
		}
		v := Value{Name: p.tok.text[1:], Pos: p.tok.pos}
		if err := p.advance(); err != nil {
			return nil, err
		}
		if err := p.expect(":"); err != nil {
			return nil, err
		}
		t, err := p.typ()
		if err != nil {
			return nil, err
		}
		v.Type = t
		if withAttrs && p.isPunct("{") {
			if v.Attrs, err = p.attrDict(); err != nil {
				return nil, err
			}
		}
		if err := p.skipLoc(); err != nil {
			return nil, err
		}
		vals = append(vals, v)
	}
	return vals, p.advance()
}

// skipLoc skips a trailing loc(...) location annotation.
func (p *parser) skipLoc() error {
	if !p.isIdent("loc") {
		return nil
	}
	if err := p.advance(); err != nil {
		return err
	}
	if !p.isPunct("(") {
		return p.unexpected(`"(" after loc`)
	}
	depth := 0
	for {
		switch {
		case p.tok.kind == tEOF:
			return p.unexpected(`")" closing loc`)
		case p.isPunct("("):
			depth++
		case p.isPunct(")"):
			depth--
		}
		if err := p.advance(); err != nil {
			return err
		}
		if depth == 0 {
			return nil
		}
	}
}

// region parses "{ [^label(args):] ops }" holding a single block.
func (p *parser) region() (*Block, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	b := &Block{Pos: p.tok.pos}
	if err := p.expect("{"); err != nil {
		return nil, err
	}
	if p.tok.kind == tCaret {
		b.Label = p.tok.text[1:]
		b.Pos = p.tok.pos
		if err := p.advance(); err != nil {
			return nil, err
		}
		if p.isPunct("(") {
			args, err := p.valueList("(", ")", false)
			if err != nil {
				return nil, err
			}
			b.Args = args
		}
		if err := p.expect(":"); err != nil {
			return nil, err
		}
	}
	for !p.isPunct("}") {
		if p.tok.kind == tCaret {
			return nil, p.errf(p.tok.pos, "regions with more than one block are not supported")
		}
		op, err := p.op()
		if err != nil {
			return nil, err
		}
		b.Ops = append(b.Ops, op)
	}
	return b, p.advance()
}

func (p *parser) op() (*Op, error) {
	op := &Op{Pos: p.tok.pos}
	if p.tok.kind == tValue {
		if err := p.opResults(op); err != nil {
			return nil, err
		}
	}
	if p.tok.kind != tString {
		return nil, p.unexpected(`quoted operation name such as "stablehlo.add"`)
	}
	op.Name = p.tok.text
	if err := p.advance(); err != nil {
		return nil, err
	}
	if err := p.operands(op); err != nil {
		return nil, err
	}
	if err := p.opTail(op); err != nil {
		return nil, err
	}
	return op, nil
}

// opTail parses properties, regions, attributes, the function type and an
// optional location after the operands.
func (p *parser) opTail(op *Op) error {
	op.Attrs = map[string]Attr{}
	if p.isPunct("<") {
		if err := p.advance(); err != nil {
			return err
		}
		if err := p.attrDictInto(op.Attrs); err != nil {
			return err
		}
		if err := p.expect(">"); err != nil {
			return err
		}
	}
	if p.isPunct("(") {
		if err := p.advance(); err != nil {
			return err
		}
		for !p.isPunct(")") {
			if len(op.Regions) > 0 {
				if err := p.expect(","); err != nil {
					return err
				}
			}
			r, err := p.region()
			if err != nil {
				return err
			}
			op.Regions = append(op.Regions, r)
		}
		if err := p.advance(); err != nil {
			return err
		}
	}
	if p.isPunct("{") {
		if err := p.attrDictInto(op.Attrs); err != nil {
			return err
		}
	}
	if err := p.expect(":"); err != nil {
		return err
	}
	if err := p.funcType(op); err != nil {
		return err
	}
	if n := op.NumResults(); n != len(op.ResultTypes) {
		return p.errf(op.Pos, "%s defines %d results but its type has %d", op.Name, n, len(op.ResultTypes))
	}
	if len(op.Operands) != len(op.OperandTypes) {
		return p.errf(op.Pos, "%s has %d operands but its type has %d", op.Name, len(op.Operands), len(op.OperandTypes))
	}
	return p.skipLoc()
}

func (p *parser) opResults(op *Op) error {
	for {
		if p.tok.kind != tValue || strings.Contains(p.tok.text, "#") {
			return p.unexpected("result name")
		}
		r := Result{Name: p.tok.text[1:], Count: 1}
		if err := p.advance(); err != nil {
			return err
		}
		if p.isPunct(":") {
			if err := p.advance(); err != nil {
				return err
			}
			if p.tok.kind != tInt {
				return p.unexpected("result count")
			}
			n, err := strconv.Atoi(p.tok.text)
			if err != nil || n < 1 || n > 1<<16 {
				return p.errf(p.tok.pos, "bad result count %s", p.tok.text)
			}
			r.Count = n
			if err := p.advance(); err != nil {
				return err
			}
		}
		op.Results = append(op.Results, r)
		if ok, err := p.accept(","); err != nil {
			return err
		} else if !ok {
			break
		}
	}
	return p.expect("=")
}

func (p *parser) operands(op *Op) error {
	if err := p.expect("("); err != nil {
		return err
	}
	for !p.isPunct(")") {
		if len(op.Operands) > 0 {
			if err := p.expect(","); err != nil {
				return err
			}
		}
		if p.tok.kind != tValue {
			return p.unexpected("operand")
		}
		ref, err := parseRef(p.tok)
		if err != nil {
			return err
		}
		op.Operands = append(op.Operands, ref)
		if err := p.advance(); err != nil {
			return err
		}
	}
	return p.advance()
}

func parseRef(t token) (Ref, error) {
	name, idx, found := strings.Cut(t.text[1:], "#")
	r := Ref{Name: name, Pos: t.pos}
	if found {
		n, err := strconv.Atoi(idx)
		if err != nil || n > 1<<16 {
			return r, &Error{t.pos, "bad result number in " + t.text}
		}
		r.Index = n
	}
	return r, nil
}

// funcType parses "(types) -> type" or "(types) -> (types)".
func (p *parser) funcType(op *Op) error {
	ins, err := p.typeList()
	if err != nil {
		return err
	}
	op.OperandTypes = ins
	if err := p.expect("->"); err != nil {
		return err
	}
	if p.isPunct("(") {
		op.ResultTypes, err = p.typeList()
		return err
	}
	t, err := p.typ()
	if err != nil {
		return err
	}
	op.ResultTypes = []Type{t}
	return nil
}

func (p *parser) typeList() ([]Type, error) {
	if err := p.expect("("); err != nil {
		return nil, err
	}
	ts := []Type{}
	for !p.isPunct(")") {
		if len(ts) > 0 {
			if err := p.expect(","); err != nil {
				return nil, err
			}
		}
		t, err := p.typ()
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
	}
	return ts, p.advance()
}

// typ parses tensor<dims x elem> or a bare scalar type name.
func (p *parser) typ() (Type, error) {
	if p.tok.kind != tIdent {
		return Type{}, p.unexpected("type")
	}
	if p.tok.text != "tensor" {
		t := Type{Elem: p.tok.text}
		return t, p.advance()
	}
	// The dims run "2x3xf32" does not split into ordinary tokens, so read
	// the raw text up to the closing ">".
	l := p.lex
	if l.off >= len(l.src) || l.src[l.off] != '<' {
		return Type{}, p.errf(l.pos(), `expected "<" after tensor`)
	}
	l.advance(1)
	start, startPos := l.off, l.pos()
	end := strings.IndexByte(l.src[start:], '>')
	if end < 0 {
		return Type{}, p.errf(startPos, "unterminated tensor type")
	}
	t, err := parseTensorBody(l.src[start:start+end], startPos)
	if err != nil {
		return Type{}, err
	}
	l.advance(end + 1)
	return t, p.advance()
}

func parseTensorBody(s string, pos Pos) (Type, error) {
	t := Type{Tensor: true, Shape: []int{}}
	parts := strings.Split(strings.TrimSpace(s), "x")
	// The element type may itself contain an x only in exotic types; the
	// last part is the element type.
	for i, part := range parts[:len(parts)-1] {
		d, err := strconv.Atoi(part)
		if err != nil || d < 0 || d > 1<<40 {
			return Type{}, &Error{pos, fmt.Sprintf("bad dimension %q in tensor type (dimension %d)", part, i)}
		}
		t.Shape = append(t.Shape, d)
	}
	t.Elem = parts[len(parts)-1]
	if t.Elem == "" || !isLetter(t.Elem[0]) {
		return Type{}, &Error{pos, fmt.Sprintf("bad element type %q in tensor type", t.Elem)}
	}
	for i := 0; i < len(t.Elem); i++ {
		if !isIdentChar(t.Elem[i]) {
			return Type{}, &Error{pos, fmt.Sprintf("bad element type %q in tensor type", t.Elem)}
		}
	}
	n := 1
	for _, d := range t.Shape {
		if d != 0 && n > (1<<40)/d {
			return Type{}, &Error{pos, "tensor type too large"}
		}
		n *= d
	}
	return t, nil
}

func (p *parser) attrDict() (map[string]Attr, error) {
	m := map[string]Attr{}
	return m, p.attrDictInto(m)
}

// attrDictInto parses "{name = value, name, ...}" into m.
func (p *parser) attrDictInto(m map[string]Attr) error {
	if err := p.expect("{"); err != nil {
		return err
	}
	first := true
	for !p.isPunct("}") {
		if !first {
			if err := p.expect(","); err != nil {
				return err
			}
		}
		first = false
		if p.tok.kind != tIdent && p.tok.kind != tString {
			return p.unexpected("attribute name")
		}
		name, pos := p.tok.text, p.tok.pos
		if err := p.advance(); err != nil {
			return err
		}
		if ok, err := p.accept("="); err != nil {
			return err
		} else if !ok {
			m[name] = Attr{Kind: AttrUnit, Pos: pos}
			continue
		}
		a, err := p.attr()
		if err != nil {
			return err
		}
		m[name] = a
	}
	return p.advance()
}

func (p *parser) attr() (Attr, error) {
	if err := p.enter(); err != nil {
		return Attr{}, err
	}
	defer p.leave()
	pos := p.tok.pos
	switch p.tok.kind {
	case tInt, tFloat, tHex:
		return p.numberAttr()
	case tString:
		a := Attr{Kind: AttrString, Str: p.tok.text, Pos: pos}
		if err := p.advance(); err != nil {
			return a, err
		}
		return a, p.optionalColonType(&a)
	case tHash:
		return p.hashAttr()
	case tPunct:
		if p.isPunct("[") {
			return p.listAttr()
		}
	case tIdent:
		switch p.tok.text {
		case "true", "false":
			a := Attr{Kind: AttrBool, Bool: p.tok.text == "true", Pos: pos}
			return a, p.advance()
		case "unit":
			return Attr{Kind: AttrUnit, Pos: pos}, p.advance()
		case "dense":
			return p.denseAttr()
		case "array":
			return p.arrayAttr()
		default:
			t, err := p.typ()
			return Attr{Kind: AttrType, TypeVal: t, Pos: pos}, err
		}
	}
	return Attr{}, p.unexpected("attribute value")
}

func (p *parser) optionalColonType(a *Attr) error {
	if !p.isPunct(":") {
		return nil
	}
	if err := p.advance(); err != nil {
		return err
	}
	t, err := p.typ()
	if err != nil {
		return err
	}
	a.Type = t.String()
	return nil
}

func (p *parser) numberAttr() (Attr, error) {
	lit, err := parseLiteral(p.tok)
	if err != nil {
		return Attr{}, err
	}
	a := Attr{Pos: p.tok.pos, Int: lit.Int, Float: lit.Float, Bits: lit.Bits, HasBits: lit.IsHex}
	a.Kind = AttrInt
	if lit.IsFloat {
		a.Kind = AttrFloat
	}
	if err := p.advance(); err != nil {
		return a, err
	}
	if err := p.optionalColonType(&a); err != nil {
		return a, err
	}
	if a.HasBits && isFloatType(a.Type) {
		a.Kind = AttrFloat
		a.Float = bitsToFloat(a.Bits, a.Type)
	}
	return a, nil
}

func isFloatType(t string) bool {
	switch t {
	case "f16", "bf16", "f32", "f64":
		return true
	}
	return false
}

// bitsToFloat interprets a hex literal as the bit pattern of elem.
func bitsToFloat(bits uint64, elem string) float64 {
	switch elem {
	case "f64":
		return math.Float64frombits(bits)
	case "f32":
		return float64(math.Float32frombits(uint32(bits)))
	case "bf16":
		return float64(dtype.BF16ToFloat32(uint16(bits)))
	case "f16":
		return float64(dtype.F16ToFloat32(uint16(bits)))
	}
	return float64(bits)
}

func parseLiteral(t token) (Literal, error) {
	switch t.kind {
	case tInt:
		if v, err := strconv.ParseInt(t.text, 10, 64); err == nil {
			return Literal{Int: v, Float: float64(v)}, nil
		}
		if v, err := strconv.ParseUint(strings.TrimPrefix(t.text, "+"), 10, 64); err == nil {
			return Literal{Int: int64(v), Float: float64(v)}, nil
		}
		return Literal{}, &Error{t.pos, "integer out of range: " + t.text}
	case tFloat:
		v, err := strconv.ParseFloat(t.text, 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			return Literal{}, &Error{t.pos, "bad float: " + t.text}
		}
		return Literal{IsFloat: true, Float: v}, nil
	case tHex:
		neg := strings.HasPrefix(t.text, "-")
		digits := strings.TrimLeft(t.text, "+-")[2:]
		v, err := strconv.ParseUint(digits, 16, 64)
		if err != nil {
			return Literal{}, &Error{t.pos, "hex literal out of range: " + t.text}
		}
		if neg {
			v = -v
		}
		return Literal{IsHex: true, Bits: v, Int: int64(v), Float: float64(int64(v))}, nil
	case tIdent:
		switch t.text {
		case "true", "false":
			b := t.text == "true"
			l := Literal{IsBool: true}
			if b {
				l.Int, l.Float = 1, 1
			}
			return l, nil
		case "inf":
			return Literal{IsFloat: true, Float: math.Inf(1)}, nil
		case "nan":
			return Literal{IsFloat: true, Float: math.NaN()}, nil
		}
	}
	return Literal{}, &Error{t.pos, "expected a number, found " + t.describe()}
}

func (p *parser) listAttr() (Attr, error) {
	a := Attr{Kind: AttrList, Pos: p.tok.pos, List: []Attr{}}
	if err := p.advance(); err != nil {
		return a, err
	}
	for !p.isPunct("]") {
		if len(a.List) > 0 {
			if err := p.expect(","); err != nil {
				return a, err
			}
		}
		e, err := p.attr()
		if err != nil {
			return a, err
		}
		a.List = append(a.List, e)
	}
	return a, p.advance()
}

// arrayAttr parses array<i64: 1, 2, 3> (or array<i64> when empty).
func (p *parser) arrayAttr() (Attr, error) {
	a := Attr{Kind: AttrArray, Pos: p.tok.pos, Ints: []int64{}}
	if err := p.advance(); err != nil {
		return a, err
	}
	if err := p.expect("<"); err != nil {
		return a, err
	}
	if p.tok.kind != tIdent {
		return a, p.unexpected("array element type")
	}
	a.Type = p.tok.text
	if err := p.advance(); err != nil {
		return a, err
	}
	if ok, err := p.accept(":"); err != nil {
		return a, err
	} else if ok {
		for {
			lit, err := parseLiteral(p.tok)
			if err != nil {
				return a, err
			}
			a.Ints = append(a.Ints, lit.Int)
			if err := p.advance(); err != nil {
				return a, err
			}
			if ok, err := p.accept(","); err != nil {
				return a, err
			} else if !ok {
				break
			}
		}
	}
	return a, p.expect(">")
}

// denseAttr parses dense<splat | [nested list] | "0xHEX"> : type.
func (p *parser) denseAttr() (Attr, error) {
	a := Attr{Kind: AttrDense, Pos: p.tok.pos}
	if err := p.advance(); err != nil {
		return a, err
	}
	if err := p.expect("<"); err != nil {
		return a, err
	}
	d := &Dense{}
	switch {
	case p.tok.kind == tString:
		raw, err := decodeHexString(p.tok)
		if err != nil {
			return a, err
		}
		d.Raw = raw
		if err := p.advance(); err != nil {
			return a, err
		}
	case p.isPunct("["):
		if err := p.denseList(d); err != nil {
			return a, err
		}
	default:
		lit, err := parseLiteral(p.tok)
		if err != nil {
			return a, err
		}
		d.Splat = true
		d.Elems = []Literal{lit}
		if err := p.advance(); err != nil {
			return a, err
		}
	}
	if err := p.expect(">"); err != nil {
		return a, err
	}
	if err := p.expect(":"); err != nil {
		return a, err
	}
	t, err := p.typ()
	if err != nil {
		return a, err
	}
	d.Type = t
	if !d.Splat && d.Raw == nil && len(d.Elems) != t.NumElements() {
		return a, p.errf(a.Pos, "dense has %d elements but %s has %d", len(d.Elems), t, t.NumElements())
	}
	a.Dense = d
	return a, nil
}

func decodeHexString(t token) ([]byte, error) {
	s := t.text
	if !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return nil, &Error{t.pos, "dense string must be hex (0x...)"}
	}
	b, err := hex.DecodeString(s[2:])
	if err != nil {
		return nil, &Error{t.pos, "bad hex in dense string"}
	}
	return b, nil
}

// denseList parses a possibly nested list of literals, flattened.
func (p *parser) denseList(d *Dense) error {
	if err := p.enter(); err != nil {
		return err
	}
	defer p.leave()
	if err := p.expect("["); err != nil {
		return err
	}
	first := true
	for !p.isPunct("]") {
		if !first {
			if err := p.expect(","); err != nil {
				return err
			}
		}
		first = false
		if p.isPunct("[") {
			if err := p.denseList(d); err != nil {
				return err
			}
			continue
		}
		lit, err := parseLiteral(p.tok)
		if err != nil {
			return err
		}
		d.Elems = append(d.Elems, lit)
		if err := p.advance(); err != nil {
			return err
		}
	}
	return p.advance()
}

// hashAttr parses #dialect<enum VALUE> and #dialect.name<key = value, ...>.
func (p *parser) hashAttr() (Attr, error) {
	pos, name := p.tok.pos, p.tok.text[1:]
	if err := p.advance(); err != nil {
		return Attr{}, err
	}
	dialect, sub, structured := strings.Cut(name, ".")
	if !p.isPunct("<") {
		return Attr{Kind: AttrEnum, Dialect: name, Pos: pos}, nil
	}
	if err := p.advance(); err != nil {
		return Attr{}, err
	}
	if !structured {
		return p.enumBody(Attr{Kind: AttrEnum, Dialect: dialect, Pos: pos})
	}
	a := Attr{Kind: AttrStruct, Dialect: dialect, Str: sub, Fields: map[string]Attr{}, Pos: pos}
	for !p.isPunct(">") {
		if len(a.Fields) > 0 {
			if err := p.expect(","); err != nil {
				return a, err
			}
		}
		if p.tok.kind != tIdent {
			return a, p.unexpected("field name")
		}
		key, kpos := p.tok.text, p.tok.pos
		if err := p.advance(); err != nil {
			return a, err
		}
		if ok, err := p.accept("="); err != nil {
			return a, err
		} else if !ok {
			a.Fields[key] = Attr{Kind: AttrUnit, Pos: kpos}
			continue
		}
		v, err := p.attr()
		if err != nil {
			return a, err
		}
		a.Fields[key] = v
	}
	return a, p.advance()
}

// enumBody parses "name VALUE>" after "#dialect<".
func (p *parser) enumBody(a Attr) (Attr, error) {
	if p.tok.kind != tIdent {
		return a, p.unexpected("enum name")
	}
	a.Str = p.tok.text
	if err := p.advance(); err != nil {
		return a, err
	}
	if p.tok.kind == tIdent {
		a.Value = p.tok.text
		if err := p.advance(); err != nil {
			return a, err
		}
	}
	return a, p.expect(">")
}
