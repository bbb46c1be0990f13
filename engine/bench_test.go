package engine_test

import (
	"context"
	"errors"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"

	"xlachat/engine"
	"xlachat/engine/refbackend"
)

// TestBenchReport runs the benchmark on a tiny generated model with a
// compare backend and checks that every figure it reports was measured:
// one run per backend and dtype pair, the compared pair related; int8
// compute only with int8 and q4 weights.
func TestBenchReport(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the bench test generates and measures two models")
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // the q4 run's quantized cache
	o := engine.BenchOptions{Dir: t.TempDir(), Preset: "tiny", DTypes: []string{"bf16", "q4"},
		ComputeDTypes: []string{"f32", "bf16", "int8"}, Backend: "ref", Compare: "ref",
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
	// Each weight dtype in f32 and bf16 compute, q4 in int8 compute too,
	// each beside its compare run.
	want := []struct{ weights, compute string }{{"bf16", "f32"}, {"bf16", "f32"}, {"bf16", "bf16"}, {"bf16", "bf16"},
		{"q4", "f32"}, {"q4", "f32"}, {"q4", "bf16"}, {"q4", "bf16"}, {"q4", "int8"}, {"q4", "int8"}}
	if len(rep.Runs) != len(want) {
		t.Fatalf("%d runs, want %d", len(rep.Runs), len(want))
	}
	for i, r := range rep.Runs {
		if r.WeightDType != want[i].weights || r.ComputeDType != want[i].compute || r.Backend != "ref" || r.Device != "cpu" {
			t.Errorf("run %d is %s/%s on %s/%s, want %s/%s on ref/cpu", i, r.WeightDType, r.ComputeDType, r.Backend, r.Device, want[i].weights, want[i].compute)
		}
		if r.LoadSeconds <= 0 || r.LoadWarmSeconds <= 0 || r.PrefillTokensPerSec <= 0 || r.DecodeTokensPerSec <= 0 ||
			r.DecodeDeep.Median <= 0 || r.TTFT.Median <= 0 || r.TTFTTyped.Median <= 0 || r.WeightStreamBoundTokS <= 0 {
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

// TestBenchComputeDTypes: Bench takes the compute dtypes Open takes and
// refuses others, and int8 compute alone without int8 or q4 weights, before it
// generates or measures anything.
func TestBenchComputeDTypes(t *testing.T) {
	for _, tc := range []struct {
		weights, computes []string
		want              string
	}{
		{[]string{"bf16"}, []string{"f16"}, `unsupported compute dtype "f16" (want f32, bf16 or int8)`},
		{[]string{"q4"}, []string{"i32"}, `unsupported compute dtype "i32"`},
		{[]string{"q4"}, []string{"f32", ""}, "empty compute dtype"},
		{[]string{"bf16", "f16"}, []string{"int8"}, "compute dtype int8 needs weight dtype int8 or q4"},
	} {
		o := engine.BenchOptions{Dir: t.TempDir(), Preset: "tiny", DTypes: tc.weights, ComputeDTypes: tc.computes,
			Backend: "ref", Capacity: 512, Rounds: 1, Steps: 1}
		_, err := engine.Bench(context.Background(), o, []engine.Backend{refbackend.New()})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v weights, %v compute: %v, want an error containing %q", tc.weights, tc.computes, err, tc.want)
		}
	}
}

// noDevices is a backend that lists no device, as the IREE build does when
// IREE cannot create an instance or links no driver.
type noDevices struct{}

func (noDevices) Name() string               { return "xla" }
func (noDevices) Devices() []string          { return nil }
func (noDevices) CheckDevice(string) error   { return errors.New("no device") }
func (noDevices) Settings() []engine.Setting { return nil }
func (noDevices) Open(context.Context, engine.SessionSpec) (engine.Session, error) {
	return nil, errors.New("not a real backend")
}

// TestBenchBackendWithoutDevices: a backend with no device to default to,
// measured or compared, is an error naming it before anything is
// generated or measured, not an index out of range.
func TestBenchBackendWithoutDevices(t *testing.T) {
	backends := []engine.Backend{refbackend.New(), noDevices{}}
	for _, tc := range []struct {
		backend, compare, want string
	}{
		{"xla", "", "bench: backend xla lists no usable device in this build, so there is none to default to; name one with --device, or choose another --backend"},
		{"ref", "xla", "bench: --compare: backend xla lists no usable device in this build, so there is none to default to"},
	} {
		dir := t.TempDir()
		o := engine.BenchOptions{Dir: dir, Preset: "tiny", DTypes: []string{"bf16"},
			Backend: tc.backend, Compare: tc.compare, Capacity: 512, Rounds: 1, Steps: 1}
		_, err := engine.Bench(context.Background(), o, backends)
		if err == nil || err.Error() != tc.want {
			t.Errorf("--backend %s --compare %q: error %v, want %q", tc.backend, tc.compare, err, tc.want)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Errorf("--backend %s --compare %q: generated %d models before failing", tc.backend, tc.compare, len(entries))
		}
	}
}

// TestBenchRefusesBadOptions: a misspelt weight dtype, backend, device,
// setting or preset, a capacity past the preset's positions, a busy
// neighbour count below one or past eight per CPU, a capacity without
// room for a prefill and the decode steps after it, and a depth whose sum
// with the decode steps overflows are errors before anything is
// generated or measured, not after a first run of minutes, or a run that
// measures something other than asked.
func TestBenchRefusesBadOptions(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(o *engine.BenchOptions)
		want string
	}{
		{"weight dtype after a good one", func(o *engine.BenchOptions) { o.DTypes = []string{"bf16", "fp32"} },
			`bench: --dtypes: unsupported weight dtype "fp32"`},
		{"no weight dtype", func(o *engine.BenchOptions) { o.DTypes = nil }, "bench: --dtypes names no weight dtype"},
		{"unknown backend", func(o *engine.BenchOptions) { o.Backend = "nope" }, `bench: unknown backend "nope"`},
		{"unknown compare backend", func(o *engine.BenchOptions) { o.Compare = "nope" }, `bench: --compare: unknown backend "nope"`},
		{"unknown device", func(o *engine.BenchOptions) { o.Device = "gpu9" }, `gpu9`},
		{"no busy neighbours", func(o *engine.BenchOptions) { o.Busy, o.BusyProcs = "low", 0 }, "bench: --busy-procs 0"},
		{"negative busy neighbours", func(o *engine.BenchOptions) { o.Busy, o.BusyProcs = "same", -2 }, "bench: --busy-procs -2"},
		{"too many busy neighbours", func(o *engine.BenchOptions) { o.Busy, o.BusyProcs = "same", 1<<20 }, "bench: --busy-procs 1048576"},
		{"depth overflows", func(o *engine.BenchOptions) { o.Depth = math.MaxInt - 1 }, "must fit the capacity 512"},
		// "depth -1 plus 2 decode steps must fit the capacity 512" named a
		// sum that does fit; the fault is the sign.
		{"negative depth", func(o *engine.BenchOptions) { o.Depth = -1 }, "bench: --depth -1 must not be negative"},
		{"decode past the capacity after a prefill", func(o *engine.BenchOptions) { o.Capacity, o.Steps = 300, 64 },
			"bench: a 256-token prefill plus 64 decode steps must fit the capacity 300"},
		{"capacity below a prefill", func(o *engine.BenchOptions) { o.Capacity = 100 },
			"bench: a 256-token prefill plus 2 decode steps must fit the capacity 100"},
		{"unknown setting", func(o *engine.BenchOptions) { o.Settings = map[string]string{"iree.cachedir": "x"} },
			`bench: --set iree.cachedir: no backend has that setting (valid: ref.threads, ref.amx)`},
		{"bad thread count", func(o *engine.BenchOptions) { o.Settings = map[string]string{"ref.threads": "-2"} },
			`bench: --set ref.threads: "-2" is not a number of threads`},
		{"unknown preset", func(o *engine.BenchOptions) { o.Preset = "huge" }, `bench: --preset: modelgen: unknown preset "huge"`},
		{"capacity past the model's positions", func(o *engine.BenchOptions) { o.Capacity = 200000 },
			"bench: --capacity 200000 is more than the tiny preset's max_position_embeddings 131072"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			o := engine.BenchOptions{Dir: dir, Preset: "tiny", DTypes: []string{"bf16"}, Backend: "ref",
				Capacity: 512, Rounds: 1, Steps: 2}
			tc.edit(&o)
			_, err := engine.Bench(context.Background(), o, []engine.Backend{refbackend.New()})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("generated %d models before failing", len(entries))
			}
		})
	}
}

// TestBenchAgreementRefusesBadOptions: --agreement checks every dtype and
// that the capacity holds a prefill bucket and the decoded tokens before
// the reference run, which would otherwise end in the error alone.
func TestBenchAgreementRefusesBadOptions(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(o *engine.BenchOptions)
		want string
	}{
		{"misspelt later dtype", func(o *engine.BenchOptions) { o.DTypes = []string{"bf16", "q5"} },
			`agreement: --dtypes: unsupported weight dtype "q5"`},
		{"more tokens than the capacity", func(o *engine.BenchOptions) { o.Steps = 600 },
			"agreement: a 32-token prompt and 600 decoded tokens need a capacity of 631, not 512"},
		{"capacity below a prefill", func(o *engine.BenchOptions) { o.Capacity = 100 },
			"agreement: the capacity 100 is smaller than a 256-token prefill bucket"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			o := engine.BenchOptions{Dir: dir, Preset: "tiny", DTypes: []string{"bf16", "int8"}, Backend: "ref", Capacity: 512, Steps: 2}
			tc.edit(&o)
			_, err := engine.BenchAgreement(context.Background(), o, []engine.Backend{refbackend.New()})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("generated %d models before failing", len(entries))
			}
		})
	}
}

// checkedBackend is the ref backend under another name, with one setting
// whose check refuses "bad".
type checkedBackend struct{ engine.Backend }

func (checkedBackend) Name() string { return "checked" }
func (checkedBackend) Settings() []engine.Setting {
	return []engine.Setting{{Key: "checked.flags", Check: func(v string) error {
		if v == "bad" {
			return errors.New(`"bad" is refused`)
		}
		return nil
	}}}
}

// TestBenchChecksSettingValues: a --set value the backend's own check
// refuses is an error before anything is generated, as in the config.
func TestBenchChecksSettingValues(t *testing.T) {
	dir := t.TempDir()
	o := engine.BenchOptions{Dir: dir, Preset: "tiny", DTypes: []string{"bf16"}, Backend: "ref",
		Capacity: 512, Rounds: 1, Steps: 2, Settings: map[string]string{"checked.flags": "bad"}}
	backends := []engine.Backend{refbackend.New(), checkedBackend{refbackend.New()}}
	_, err := engine.Bench(context.Background(), o, backends)
	if want := `bench: --set checked.flags: "bad" is refused`; err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("generated %d models before failing", len(entries))
	}
}
