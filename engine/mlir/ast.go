// Package mlir parses the generic-form MLIR text that xlachat's graph emitter
// writes (a module of func.func functions whose bodies are StableHLO ops in
// the quoted generic syntax) into a small AST.
//
// The parser covers the subset of MLIR that StableHLO modules use: ranked
// tensor types, SSA values with multiple results (%5:2, %5#1), regions with
// block arguments, and the attribute forms found in StableHLO (typed
// integers and floats, strings, booleans, unit attributes, dense elements,
// array<i64: ...>, lists, #dialect<enum VALUE> enums and structured
// #dialect.name<key = value, ...> attributes). It never panics on malformed
// input; every error carries the line:column where parsing stopped.
package mlir

import (
	"fmt"
	"strings"
)

// Pos is a 1-based line and column in the source text.
type Pos struct {
	Line, Col int
}

func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Error is a parse error at a position.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Type is a ranked tensor type such as tensor<2x3xf32>, or a non-tensor
// type (then Tensor is false and Elem holds the whole type text).
type Type struct {
	Tensor bool
	Shape  []int  // dimension sizes; empty for scalars (tensor<f32>)
	Elem   string // element type: "f32", "bf16", "f16", "i1", "i32", "i64", ...
}

// NumElements is the product of the dimensions (1 for a scalar).
func (t Type) NumElements() int {
	n := 1
	for _, d := range t.Shape {
		n *= d
	}
	return n
}

func (t Type) String() string {
	if !t.Tensor {
		return t.Elem
	}
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range t.Shape {
		fmt.Fprintf(&b, "%dx", d)
	}
	b.WriteString(t.Elem)
	b.WriteString(">")
	return b.String()
}

// Module is a parsed builtin.module.
type Module struct {
	Name  string // without the leading @; empty when the module is unnamed
	Attrs map[string]Attr
	Funcs []*Func
	Pos   Pos
}

// Func returns the function with the given name, or nil.
func (m *Module) Func(name string) *Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Value is a named, typed SSA value definition: a function or block argument.
type Value struct {
	Name  string // without the leading %
	Type  Type
	Attrs map[string]Attr // argument attributes, nil when absent
	Pos   Pos
}

// Func is a func.func.
type Func struct {
	Name        string // without the leading @
	Visibility  string // "public", "private" or ""
	Args        []Value
	Results     []Type
	ResultAttrs []map[string]Attr // per result; nil entries when absent
	Attrs       map[string]Attr
	Body        *Block
	Pos         Pos
}

// Block is a basic block: optional label and arguments, then operations.
type Block struct {
	Label string // without the leading ^; empty for an unlabelled entry block
	Args  []Value
	Ops   []*Op
	Pos   Pos
}

// Result names the values an op defines: %name for Count == 1, %name:Count
// for several (used as %name#0 ... %name#Count-1).
type Result struct {
	Name  string
	Count int
}

// Ref is a use of an SSA value: %name is Index 0, %name#i is Index i.
type Ref struct {
	Name  string
	Index int
	Pos   Pos
}

func (r Ref) String() string {
	if r.Index == 0 {
		return "%" + r.Name
	}
	return fmt.Sprintf("%%%s#%d", r.Name, r.Index)
}

// Op is one generic-form operation.
type Op struct {
	Results      []Result
	Name         string // e.g. "stablehlo.add"
	Operands     []Ref
	Attrs        map[string]Attr // attributes and <{properties}>, merged
	Regions      []*Block        // each region's single block
	OperandTypes []Type
	ResultTypes  []Type
	Pos          Pos
}

// NumResults is the total number of values the op defines.
func (o *Op) NumResults() int {
	n := 0
	for _, r := range o.Results {
		n += r.Count
	}
	return n
}

// ResultRefs lists the references naming each result in order.
func (o *Op) ResultRefs() []Ref {
	var refs []Ref
	for _, r := range o.Results {
		for i := 0; i < r.Count; i++ {
			idx := i
			if r.Count == 1 {
				idx = 0
			}
			refs = append(refs, Ref{Name: r.Name, Index: idx, Pos: o.Pos})
		}
	}
	return refs
}

// AttrKind tells which fields of an Attr are meaningful.
type AttrKind int

// Attribute kinds.
const (
	AttrUnit   AttrKind = iota // a bare name in an attribute dictionary
	AttrInt                    // Int, Type (e.g. "i64"; empty if untyped)
	AttrFloat                  // Float, Type; Bits too when written in hex
	AttrString                 // Str
	AttrBool                   // Bool
	AttrDense                  // Dense
	AttrArray                  // Ints and Type: array<i64: 1, 2>
	AttrList                   // List: [a, b, ...]
	AttrEnum                   // Dialect, Str (enum name), Value: #stablehlo<comparison_direction LT>
	AttrStruct                 // Dialect, Str (e.g. "dot"), Fields: #stablehlo.dot<k = v, ...>
	AttrType                   // TypeVal: a type used as an attribute
)

// Attr is an attribute value.
type Attr struct {
	Kind    AttrKind
	Int     int64
	Float   float64
	Bits    uint64 // raw bits of a hex float literal; HasBits tells
	HasBits bool
	Str     string
	Bool    bool
	Type    string // element type annotation (": i64", array<i64: ...>)
	Dense   *Dense
	Ints    []int64
	List    []Attr
	Dialect string
	Value   string
	Fields  map[string]Attr
	TypeVal Type
	Pos     Pos
}

// IntList returns the attribute as a list of integers: an array<...>, a list
// of integers, or a single integer (as a one-element list).
func (a Attr) IntList() ([]int64, bool) {
	switch a.Kind {
	case AttrArray:
		return a.Ints, true
	case AttrInt:
		return []int64{a.Int}, true
	case AttrList:
		out := make([]int64, 0, len(a.List))
		for _, e := range a.List {
			if e.Kind != AttrInt {
				return nil, false
			}
			out = append(out, e.Int)
		}
		return out, true
	}
	return nil, false
}

// Literal is one element of a dense attribute.
type Literal struct {
	IsFloat bool    // written with a decimal point or exponent, or inf/nan
	IsHex   bool    // written as 0x...; Bits holds the raw bit pattern
	IsBool  bool    // true/false
	Int     int64   // integer value (also set for booleans: 0/1)
	Float   float64 // float value (also set for integers)
	Bits    uint64
}

// Dense is a dense<...> elements attribute. Either Splat (a single element
// for every position), Elems in row-major order, or Raw little-endian bytes
// from the dense<"0x..."> form.
type Dense struct {
	Splat bool
	Elems []Literal
	Raw   []byte
	Type  Type
}
