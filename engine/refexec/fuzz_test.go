package refexec

import (
	"context"
	"testing"
)

// FuzzCompile checks that Compile never panics on malformed or ill-typed
// modules, and that a module it accepts runs on zero arguments without
// panicking.
func FuzzCompile(f *testing.F) {
	// Small seeds only: the fuzzer minimises every new input, which is
	// slow for whole-model modules (those run in TestTinyGraphs).
	f.Add(argmaxModule)
	f.Add(module("gather", []string{"tensor<3x2xf32>", "tensor<2x1xi32>"}, "tensor<2x2xf32>",
		"dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>"))
	f.Add(module("dot_general", []string{"tensor<2x3xf32>", "tensor<4x3xf32>"}, "tensor<2x4xf32>",
		"dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>"))
	f.Add(module("dynamic_update_slice", []string{"tensor<4x2xf32>", "tensor<1x2xf32>", "tensor<i32>", "tensor<i32>"}, "tensor<4x2xf32>", ""))
	f.Fuzz(func(t *testing.T, src string) {
		p, err := Compile(src)
		if err != nil {
			return
		}
		defer p.Close()
		total := 0
		for _, v := range p.values {
			total += v.n
		}
		if total > 1<<20 {
			return // too big to run quickly
		}
		args := make([]*Tensor, p.NumArgs())
		for i := range args {
			dt, shape := p.ArgType(i)
			args[i] = NewTensor(dt, shape)
		}
		if _, err := p.Run(context.Background(), args); err != nil {
			t.Logf("run: %v", err)
		}
	})
}
