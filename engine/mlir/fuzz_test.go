package mlir

import (
	"os"
	"testing"
)

// FuzzParse checks that no input makes the parser panic and that every
// failure is reported as a positioned *Error.
func FuzzParse(f *testing.F) {
	if src, err := os.ReadFile("testdata/sample.mlir"); err == nil {
		f.Add(string(src))
	}
	f.Add(`func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> { "func.return"(%a) : (tensor<2xf32>) -> () }`)
	f.Add(`module @m attributes {a = 1 : i32, flag} { func.func @f(%x: tensor<2xf32> loc("x")) -> (tensor<2xf32> {r = "o"}) { %0:2 = "a.b"(%x) <{p = [#d<e V>, array<i64: 1>]}> ({ ^bb0(%y: tensor<f32>): "r"(%y) : (tensor<f32>) -> () }) {d = dense<[[0x7F800000, -1.5e-3]]> : tensor<1x2xf32>, s = dense<"0x0000"> : tensor<bf16>} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) loc(#l) "func.return"(%0#1) : (tensor<2xf32>) -> () } }`)
	f.Fuzz(func(t *testing.T, src string) {
		m, err := Parse(src)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error %T %v is not *Error", err, err)
			}
			return
		}
		if m == nil {
			t.Fatal("nil module without error")
		}
	})
}
