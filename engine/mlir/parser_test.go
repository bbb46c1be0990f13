package mlir

import (
	"math"
	"os"
	"reflect"
	"strings"
	"testing"
)

func TestParseSample(t *testing.T) {
	src, err := os.ReadFile("testdata/sample.mlir")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse(string(src))
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "decode_step" || len(m.Funcs) != 1 {
		t.Fatalf("module %q with %d funcs", m.Name, len(m.Funcs))
	}
	f := m.Func("main")
	if f == nil || f.Visibility != "public" {
		t.Fatalf("main: %+v", f)
	}
	if got, want := f.Args[0].Type, (Type{Tensor: true, Shape: []int{4, 2}, Elem: "bf16"}); !reflect.DeepEqual(got, want) {
		t.Errorf("arg0 type %v, want %v", got, want)
	}
	if got := f.Args[1]; got.Type.Elem != "i32" || len(got.Type.Shape) != 0 || !got.Attrs["jax.buffer_donor"].Bool {
		t.Errorf("arg1 %+v", got)
	}
	if len(f.Results) != 2 || f.Results[1].String() != "tensor<4x2xf32>" {
		t.Errorf("results %v", f.Results)
	}
	ops := f.Body.Ops
	if len(ops) != 9 {
		t.Fatalf("%d ops", len(ops))
	}
	c0 := ops[0].Attrs["value"]
	if c0.Kind != AttrDense || !c0.Dense.Splat || c0.Dense.Elems[0].Float != 0 || c0.Dense.Type.Elem != "f32" {
		t.Errorf("constant %+v", c0)
	}
	if a := ops[1].Attrs["iota_dimension"]; a.Kind != AttrInt || a.Int != 0 || a.Type != "i64" {
		t.Errorf("iota_dimension %+v", a)
	}
	d := ops[2].Attrs["value"].Dense
	if len(d.Elems) != 4 || d.Elems[0].Float != 1.5 || d.Elems[1].Float != -2 || !d.Elems[2].IsHex || d.Elems[2].Bits != 0xFF800000 || d.Elems[3].Int != 3 {
		t.Errorf("dense list %+v", d.Elems)
	}
	cmp := ops[3].Attrs["comparison_direction"]
	if cmp.Kind != AttrEnum || cmp.Dialect != "stablehlo" || cmp.Str != "comparison_direction" || cmp.Value != "LT" {
		t.Errorf("compare %+v", cmp)
	}
	dot := ops[5].Attrs["dot_dimension_numbers"]
	if dot.Kind != AttrStruct || dot.Str != "dot" {
		t.Fatalf("dot %+v", dot)
	}
	if l, ok := dot.Fields["lhs_contracting_dimensions"].IntList(); !ok || !reflect.DeepEqual(l, []int64{1}) {
		t.Errorf("lhs_contracting %v", l)
	}
	if l, ok := dot.Fields["lhs_batching_dimensions"].IntList(); !ok || len(l) != 0 {
		t.Errorf("lhs_batching %v", l)
	}
	red := ops[6]
	if !reflect.DeepEqual(red.Results, []Result{{"5", 2}}) || len(red.Operands) != 4 || len(red.Regions) != 1 {
		t.Fatalf("reduce %+v", red)
	}
	body := red.Regions[0]
	if body.Label != "bb0" || len(body.Args) != 4 || body.Args[3].Name != "b1" || len(body.Ops) != 2 {
		t.Errorf("reduce body %+v", body)
	}
	if dims, _ := red.Attrs["dimensions"].IntList(); !reflect.DeepEqual(dims, []int64{0}) {
		t.Errorf("dimensions %v", dims)
	}
	g := ops[7].Attrs["dimension_numbers"]
	if v, _ := g.Fields["index_vector_dim"].IntList(); !reflect.DeepEqual(v, []int64{1}) {
		t.Errorf("index_vector_dim %v", v)
	}
	if s, _ := ops[7].Attrs["slice_sizes"].IntList(); !reflect.DeepEqual(s, []int64{1, 2}) {
		t.Errorf("slice_sizes %v", s)
	}
	ret := ops[8]
	if ret.Name != "func.return" || ret.Operands[0] != (Ref{Name: "5", Index: 1, Pos: ret.Operands[0].Pos}) || len(ret.ResultTypes) != 0 {
		t.Errorf("return %+v", ret)
	}
	if ret.Pos != (Pos{Line: 16, Col: 5}) {
		t.Errorf("return at %v", ret.Pos)
	}
}

func TestParseAttrs(t *testing.T) {
	tests := []struct {
		name string
		attr string
		want Attr
	}{
		{"int", "3 : i64", Attr{Kind: AttrInt, Int: 3, Float: 3, Type: "tensor<i64>"}},
		{"negint", "-7", Attr{Kind: AttrInt, Int: -7, Float: -7}},
		{"float", "2.5e-1 : f32", Attr{Kind: AttrFloat, Float: 0.25, Type: "tensor<f32>"}},
		{"hexfloat", "0x3F800000 : f32", Attr{Kind: AttrFloat, Float: 1, Bits: 0x3F800000, Int: 0x3F800000, HasBits: true, Type: "tensor<f32>"}},
		{"string", `"a\"b"`, Attr{Kind: AttrString, Str: `a"b`}},
		{"bool", "false", Attr{Kind: AttrBool}},
		{"unit", "unit", Attr{Kind: AttrUnit}},
		{"array", "array<i64: 1, -2>", Attr{Kind: AttrArray, Type: "i64", Ints: []int64{1, -2}}},
		{"emptyarray", "array<i64>", Attr{Kind: AttrArray, Type: "i64", Ints: []int64{}}},
		{"enum", "#stablehlo<comparison_type SIGNED>", Attr{Kind: AttrEnum, Dialect: "stablehlo", Str: "comparison_type", Value: "SIGNED"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := `func.func @f() { "x.y"() {a = ` + tc.attr + `} : () -> () }`
			m, err := Parse(src)
			if err != nil {
				t.Fatal(err)
			}
			got := m.Funcs[0].Body.Ops[0].Attrs["a"]
			got.Pos = Pos{}
			// A scalar type annotation prints as its tensor-free name.
			tc.want.Type = strings.TrimSuffix(strings.TrimPrefix(tc.want.Type, "tensor<"), ">")
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestParseDenseForms(t *testing.T) {
	src := `func.func @f() {
  %0 = "c"() {v = dense<"0x0000803F000000C0"> : tensor<2xf32>} : () -> tensor<2xf32>
  %1 = "c"() {v = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  %2 = "c"() {v = dense<0xFF80> : tensor<bf16>} : () -> tensor<bf16>
  %3 = "c"() <{v = dense<-3> : tensor<i32>}> : () -> tensor<i32>
}`
	m, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	ops := m.Funcs[0].Body.Ops
	if raw := ops[0].Attrs["v"].Dense.Raw; !reflect.DeepEqual(raw, []byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0}) {
		t.Errorf("raw %x", raw)
	}
	if e := ops[1].Attrs["v"].Dense.Elems; !e[0].IsBool || e[0].Int != 1 || e[1].Int != 0 {
		t.Errorf("bools %+v", e)
	}
	if e := ops[2].Attrs["v"].Dense.Elems[0]; !e.IsHex || e.Bits != 0xFF80 {
		t.Errorf("hex %+v", e)
	}
	if e := ops[3].Attrs["v"].Dense.Elems[0]; e.Int != -3 {
		t.Errorf("property %+v", e)
	}
	if got := bitsToFloat(0xFF80, "bf16"); !math.IsInf(got, -1) {
		t.Errorf("bf16 0xFF80 = %v", got)
	}
	if got := bitsToFloat(0x3C00, "f16"); got != 1 {
		t.Errorf("f16 0x3C00 = %v", got)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		src  string
		want string
	}{
		{"module @m {\n  func.func @f( {\n", "2:17: expected argument name"},
		{"module @m {\n  func.func @f() {\n    %0 = stablehlo.add(%1)\n", `3:10: expected quoted operation name`},
		{"func.func @f() {\n  %0 = \"a\"() : () -> tensor<2x>\n}", "2:29: bad element type"},
		{"func.func @f() {\n  %0 = \"a\"() : () -> tensor<axf32>\n}", "2:29: bad dimension"},
		{"func.func @f() {\n  %0 = \"a\"() {v = dense<[1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>\n}", "2:19: dense has 2 elements"},
		{"func.func @f() {\n  %0:2 = \"a\"() : () -> tensor<i32>\n}", "2:3: a defines 2 results but its type has 1"},
		{"func.func @f() {\n  \"a\"(%x) : () -> ()\n}", "2:3: a has 1 operands but its type has 0"},
		{"func.func @f() {\n  \"a\"() {s = \"abc} : () -> ()\n}", "2:14: unterminated string"},
		{"module {\n} trailing", "2:3: expected end of input after module"},
		{"func.func @f() { ^bb0: ^bb1: }", "1:24: regions with more than one block"},
		{"func.func @f() { \"a\"() {v = 99999999999999999999} : () -> () }", "1:29: integer out of range"},
		{"func.func @f() { \"a\"() : () -> () } $", "1:37: unexpected character"},
	}
	for _, tc := range tests {
		_, err := Parse(tc.src)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Parse(%q) error %v, want prefix %q", tc.src, err, tc.want)
		}
	}
}

func TestParseDeepNesting(t *testing.T) {
	src := `func.func @f() { "a"() {v = ` + strings.Repeat("[", 10000) + `} : () -> () }`
	if _, err := Parse(src); err == nil || !strings.Contains(err.Error(), "nesting deeper") {
		t.Errorf("error %v", err)
	}
}

func TestParseMiscForms(t *testing.T) {
	src := `// leading comment
module @m attributes {mhlo.num_partitions = 1 : i32, flag} {
  func.func private @helper() { "func.return"() : () -> () }
  func.func public @main(%arg0: tensor<2xf32> loc("x"), %arg1: tensor<i32> {tf.aliasing_output = 0 : i32}) -> (tensor<2xf32> {jax.result_info = "out"}) attributes {sym_visibility = "public"} {
    %0:2, %1 = "x.multi"(%arg0) {list = [1, [2, 3]], s = "a\tb\\c\n", p = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>], t = tensor<3xi1>} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<i32>) loc(#loc1)
    "func.return"(%0#1) : (tensor<2xf32>) -> () // trailing comment
  }
}`
	m, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "m" || m.Attrs["mhlo.num_partitions"].Int != 1 || m.Attrs["flag"].Kind != AttrUnit {
		t.Errorf("module attrs %+v", m.Attrs)
	}
	if len(m.Funcs) != 2 || m.Funcs[0].Visibility != "private" || m.Funcs[0].Body.Ops[0].Name != "func.return" {
		t.Fatalf("funcs %+v", m.Funcs)
	}
	f := m.Func("main")
	if f.Args[1].Attrs["tf.aliasing_output"].Int != 0 || f.ResultAttrs[0]["jax.result_info"].Str != "out" || f.Attrs["sym_visibility"].Str != "public" {
		t.Errorf("func attrs %+v %+v %+v", f.Args[1].Attrs, f.ResultAttrs, f.Attrs)
	}
	op := f.Body.Ops[0]
	if !reflect.DeepEqual(op.Results, []Result{{"0", 2}, {"1", 1}}) || op.NumResults() != 3 {
		t.Errorf("results %+v", op.Results)
	}
	refs := op.ResultRefs()
	if len(refs) != 3 || refs[1].Name != "0" || refs[1].Index != 1 || refs[2].Name != "1" || refs[2].Index != 0 {
		t.Errorf("result refs %+v", refs)
	}
	if l := op.Attrs["list"]; l.Kind != AttrList || len(l.List) != 2 || l.List[1].Kind != AttrList {
		t.Errorf("nested list %+v", l)
	}
	if _, ok := op.Attrs["list"].IntList(); ok {
		t.Error("nested list reported as an integer list")
	}
	if s := op.Attrs["s"].Str; s != "a\tb\\c\n" {
		t.Errorf("string %q", s)
	}
	if p := op.Attrs["p"]; len(p.List) != 2 || p.List[1].Value != "HIGHEST" {
		t.Errorf("enum list %+v", p)
	}
	if ty := op.Attrs["t"]; ty.Kind != AttrType || ty.TypeVal.String() != "tensor<3xi1>" {
		t.Errorf("type attr %+v", ty)
	}
	if ret := f.Body.Ops[1]; ret.Operands[0].String() != "%0#1" {
		t.Errorf("return operand %v", ret.Operands[0])
	}
}
