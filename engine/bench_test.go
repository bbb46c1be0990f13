package engine_test

import (
	"context"
	"runtime"
	"testing"

	"xlachat/engine"
	"xlachat/engine/refbackend"
)

// TestBenchReport runs the benchmark on a tiny generated model with a
// compare backend and checks that every figure it reports was measured:
// one run per backend and dtype pair, the compared pair related.
func TestBenchReport(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the bench test generates and measures two models")
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // the q4 run's quantized cache
	o := engine.BenchOptions{Dir: t.TempDir(), Preset: "tiny", DTypes: []string{"bf16", "q4"},
		ComputeDTypes: []string{"f32", "bf16"}, Backend: "ref", Compare: "ref",
		Capacity: 512, Rounds: 2, Steps: 4, Depth: 300}
	rep, err := engine.Bench(context.Background(), o, []engine.Backend{refbackend.New()})
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS == "linux" && runtime.GOARCH == "amd64" && rep.CPU == "" {
		t.Error("the report names no CPU")
	}
	if rep.FMAPeak < 0 {
		t.Errorf("f32_fma_peak_flop_s = %g", rep.FMAPeak)
	}
	// Each weight dtype in f32 and bf16 compute, each beside its compare run.
	want := []struct{ weights, compute string }{{"bf16", "f32"}, {"bf16", "f32"}, {"bf16", "bf16"}, {"bf16", "bf16"},
		{"q4", "f32"}, {"q4", "f32"}, {"q4", "bf16"}, {"q4", "bf16"}}
	if len(rep.Runs) != len(want) {
		t.Fatalf("%d runs, want %d", len(rep.Runs), len(want))
	}
	for i, r := range rep.Runs {
		if r.WeightDType != want[i].weights || r.ComputeDType != want[i].compute || r.Backend != "ref" || r.Device != "cpu" {
			t.Errorf("run %d is %s/%s on %s/%s, want %s/%s on ref/cpu", i, r.WeightDType, r.ComputeDType, r.Backend, r.Device, want[i].weights, want[i].compute)
		}
		if r.LoadSeconds <= 0 || r.LoadWarmSeconds <= 0 || r.PrefillTokensPerSec <= 0 || r.DecodeTokensPerSec <= 0 ||
			r.DecodeDeep.Median <= 0 || r.TTFT.Median <= 0 || r.WeightStreamBoundTokS <= 0 {
			t.Errorf("run %d has an unmeasured figure: %+v", i, r)
		}
		if len(r.Decode.Rounds) != 2 || len(r.Prefill.Rounds) != 3 {
			t.Errorf("run %d: %d decode and %d prefill rounds, want 2 and 3", i, len(r.Decode.Rounds), len(r.Prefill.Rounds))
		}
		if compared := i%2 == 0; (r.VsCompare != nil) != compared {
			t.Errorf("run %d: vs_compare %+v", i, r.VsCompare)
		} else if compared && (r.VsCompare.Decode <= 0 || r.VsCompare.Backend != "ref") {
			t.Errorf("run %d: vs_compare %+v", i, r.VsCompare)
		}
	}
}
