package iree

import (
	"context"
	"slices"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/refexec"
)

// TestStandInsRouteTheirArguments runs the MLIR stand-in graphs on the
// ref backend's interpreter, which reads the real graphs' form: each
// result must be the argument the stand-in says it returns. It checks the
// MLIR twins without IREE, so the iree-compile tests assert what the
// iree-as-module ones do.
func TestStandInsRouteTheirArguments(t *testing.T) {
	opts := graph.Options{Capacity: 8, Bucket: 4}
	tests := []struct {
		name string
		s    standIn
	}{
		{"prefill", graphStandIn(graph.Prefill, testConfig, opts)},
		{"decode_step", graphStandIn(graph.DecodeStep, testConfig, opts)},
		{"prefill_logits", graphStandIn(graph.PrefillLogits, testConfig, opts)},
		{"decode_step_logits", graphStandIn(graph.DecodeStepLogits, testConfig, opts)},
		{"llama-3.2-1b arity", arityStandIn(146, 3, 16)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkRouting(t, tt.s) })
	}
}

func checkRouting(t *testing.T, s standIn) {
	p, err := refexec.Compile(s.module(t).mlir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if p.NumArgs() != len(s.args) {
		t.Fatalf("%d arguments, want %d", p.NumArgs(), len(s.args))
	}
	// Argument i holds values i*1000, i*1000+1, ..., so each result shows
	// which argument it came from.
	args := make([]*refexec.Tensor, p.NumArgs())
	for i := range args {
		dt, shape := p.ArgType(i)
		args[i] = refexec.NewTensor(dt, shape)
		for j := range args[i].Len() {
			switch dt {
			case dtype.F32:
				args[i].F32[j] = float32(i*1000 + j)
			case dtype.I32:
				args[i].I32[j] = int32(i*1000 + j)
			}
		}
	}
	outs, err := p.Run(context.Background(), args)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != len(s.results) {
		t.Fatalf("%d results, want %d", len(outs), len(s.results))
	}
	for k, r := range s.results {
		in, out := args[r.arg], outs[k]
		if !slices.Equal(out.F32, in.F32) || !slices.Equal(out.I32, in.I32) {
			t.Errorf("result %d is not argument %d's data", k, r.arg)
		}
		if got, want := tensorType(out.Shape, elemName(out.DType)), r.ty; got != want {
			t.Errorf("result %d has type %s, want %s", k, got, want)
		}
	}
}

func elemName(dt dtype.DType) string {
	if dt == dtype.I32 {
		return "i32"
	}
	return "f32"
}
