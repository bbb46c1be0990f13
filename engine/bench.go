package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/kernel"
	"xlachat/engine/model"
	"xlachat/engine/modelgen"
	"xlachat/engine/quant"
)

// This file is xlachat's benchmark: load, prefill and decode figures for
// a generated model, with decode related to how fast its own weights can
// be read. It lives in the engine because it times the Session directly.

// stat is a figure measured in several rounds: the median (the figure to
// quote on a VM whose speed varies run to run), the best and every round.
type stat struct {
	Median float64   `json:"median"`
	Best   float64   `json:"best"`
	Rounds []float64 `json:"rounds"`
}

func (s *stat) add(x float64) {
	s.Rounds = append(s.Rounds, x)
	s.Best = slices.Max(s.Rounds)
	s.Median = median(s.Rounds)
}

// median of xs (the mean of the middle two for an even count).
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(xs))
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// BenchRun is one weight and compute dtype's figures.
type BenchRun struct {
	Backend      string `json:"backend"`
	Device       string `json:"device"`
	WeightDType  string `json:"weight_dtype"`
	ComputeDType string `json:"compute_dtype"`
	KVDType      string `json:"kv_dtype"`
	// Advice is the backend's word on these dtypes' speed here (Info).
	Advice string `json:"advice,omitempty"`
	// LoadSeconds is the first open of the model, which for a compiling
	// backend with an empty cache includes compiling the graphs;
	// LoadWarmSeconds is a second open right after, from the caches the
	// first one filled (compiled graphs, page cache).
	LoadSeconds          float64 `json:"load_s"`
	LoadWarmSeconds      float64 `json:"load_warm_s"`
	PrefillTokensPerSec  float64 `json:"prefill_tok_s"` // median of Prefill
	PrefillColdTokPerSec float64 `json:"prefill_cold_tok_s"`
	// Warm prefills of one full chunk from position 0: one before the
	// rounds and one in each.
	Prefill stat `json:"prefill_tok_s_stats"`
	// Decode from just after the 256-token prefill, median of the rounds.
	DecodeTokensPerSec float64 `json:"decode_tok_s"`
	DecodeTokens       int     `json:"decode_tokens"`
	Decode             stat    `json:"decode_tok_s_stats"`
	// Decode at a deep position (attention over that many filled slots).
	DecodeDepth         int     `json:"decode_depth"`
	DecodeDeep          stat    `json:"decode_depth_tok_s_stats"`
	DeepVsShallow       float64 `json:"decode_depth_vs_shallow"`
	WeightBytesPerToken int64   `json:"weight_bytes_per_token"`
	// The old figure: decode against the machine's read-bandwidth probe.
	BandwidthBoundTokS float64 `json:"bandwidth_bound_tok_s"`
	DecodeVsBound      float64 `json:"decode_vs_bandwidth_bound"`
	// The bound on the data itself: the model's mapped weight bytes read
	// once with no arithmetic, on as many threads as decode uses, in
	// rounds interleaved with the decode rounds.
	WeightStream          stat    `json:"weight_stream_bytes_per_s"`
	WeightStreamBoundTokS float64 `json:"weight_stream_bound_tok_s"`
	DecodeVsWeightStream  float64 `json:"decode_vs_weight_stream"`
	// Effective weight bytes per second of decode (median).
	DecodeWeightBytesPerSec float64 `json:"decode_weight_bytes_per_s"`
	// Quantized runs: how long quantizing the bf16 model took when the
	// cache did not hold it yet (0 when it did).
	QuantizeSeconds float64 `json:"quantize_s,omitempty"`
	// Time to first token of a warm 50-token chat turn from position 0.
	TTFT stat `json:"ttft_50_s"`
	// TTFTTyped is the same turn's when the chat prefilled its settled
	// words while it was typed (Engine.Warm), leaving at most typedTail
	// tokens; it times that most.
	TTFTTyped       stat    `json:"ttft_50_typed_s"`
	PrefillVsDecode float64 `json:"prefill_vs_decode"`
	// Memory: the run's peak resident set (0 where the OS does not say;
	// less the bench's own second mapping of the weights, which only the
	// weight-stream figure reads), beside what it must hold: every weight
	// byte the graphs read and the KV cache. Over is what the peak holds
	// beyond those two.
	PeakRSSBytes   int64 `json:"peak_rss_bytes"`
	WeightBytes    int64 `json:"weight_bytes"`
	KVBytes        int64 `json:"kv_bytes"`
	PeakOverNeeded int64 `json:"peak_rss_over_weights_and_kv_bytes"`
	// VsCompare relates this run to the same dtypes' run on the compare
	// backend (BenchOptions.Compare), measured right after it.
	VsCompare *BenchRatio `json:"vs_compare,omitempty"`
}

// BenchRatio is one run's speed over another's.
type BenchRatio struct {
	Backend string  `json:"backend"`
	Device  string  `json:"device"`
	Prefill float64 `json:"prefill"`
	Decode  float64 `json:"decode"`
	TTFT    float64 `json:"ttft"` // the other's time over this one's: above 1 is faster
}

// ratio relates run r to other, the same dtypes measured on another backend.
func ratio(r, other BenchRun) *BenchRatio {
	return &BenchRatio{Backend: other.Backend, Device: other.Device,
		Prefill: r.PrefillTokensPerSec / other.PrefillTokensPerSec,
		Decode:  r.DecodeTokensPerSec / other.DecodeTokensPerSec,
		TTFT:    other.TTFT.Median / r.TTFT.Median}
}

// BenchReport is what Bench measured, as make bench prints it.
type BenchReport struct {
	Model    string   `json:"model"`
	Backend  string   `json:"backend"`
	Device   string   `json:"device"`
	Cores    int      `json:"cores"`
	Capacity int      `json:"capacity"`
	Rounds   int      `json:"rounds"`
	Busy     BusyInfo `json:"busy"`
	CPU      string   `json:"cpu,omitempty"` // model name, family and model
	// Settings are the backend settings of every run (--set), such as
	// ref.amx=false.
	Settings map[string]string `json:"settings,omitempty"`
	// Kernels names the ref backend's CPU kernels here: "avx512+bf16+vnni",
	// "avx512+bf16+vnni+amx", "avx2", "neon+sdot", or "go" for the
	// portable loops.
	Kernels string `json:"kernels"`
	// FMAPeak is the f32 FMA rate of all cores on registers alone, the
	// ceiling of an f32-compute prefill (0 without AVX-512 kernels).
	FMAPeak            float64    `json:"f32_fma_peak_flop_s"`
	ReadBandwidthBytes float64    `json:"read_bandwidth_bytes_per_s"` // the best probe
	BandwidthProbes    []float64  `json:"read_bandwidth_probes"`      // before and after the runs
	Runs               []BenchRun `json:"runs"`
}

// BusyInfo describes the CPU-bound neighbour processes run beside the
// benchmark, if any.
type BusyInfo struct {
	Mode      string `json:"mode"` // "none", "low" (niceness 19) or "same"
	Processes int    `json:"processes"`
}

// BenchOptions choose what Bench measures.
type BenchOptions struct {
	Dir    string   // where generated benchmark models are kept
	Preset string   // model shape, a modelgen preset
	DTypes []string // weight dtypes to measure
	// ComputeDTypes are the compute dtypes to measure each weight dtype
	// in, one run each; empty means f32. int8 pairs only with int8 and q4
	// weights: the other weight dtypes skip it (Log says so).
	ComputeDTypes []string
	KVDType       string // the KV cache dtype of every run; "" is f32
	Backend       string
	Device        string // "" is the backend's default
	// Compare, if set, names a backend (on its default device) measured
	// beside Backend on every dtype, each pair of runs back to back.
	Compare string
	// Settings are passed to the backends (engine.Options.Settings).
	Settings  map[string]string
	Capacity  int
	Rounds    int    // rounds of decode and weight streaming (the median is reported)
	Steps     int    // decode steps to time per round
	Depth     int    // position of the deep decode rounds (0 skips them)
	Busy      string // CPU-bound neighbour processes meanwhile: "none", "low" (niceness 19) or "same"
	BusyProcs int
	Log       io.Writer // where progress notes go (model generation)
}

// typedTail is the most Engine.Warm leaves of a typed turn for the reply
// to prefill, as the bench models it: a last word of two tokens, the end
// of turn and the four of the assistant's header (Llama 3's template),
// and settled tokens too few for a warm-up of their own.
const typedTail = 7 + warmMinTokens - 1

// benchPlan is what benchOne measures.
type benchPlan struct {
	rounds, steps, depth, ttftTokens int
}

// Bench measures load, prefill and decode on a generated model (random
// weights: speed does not depend on them) for each weight dtype, and
// relates decode speed to how fast its weights can be read.
func Bench(ctx context.Context, o BenchOptions, backends []Backend) (BenchReport, error) {
	plan := benchPlan{rounds: o.Rounds, steps: o.Steps, depth: o.Depth, ttftTokens: 50}
	if plan.rounds < 1 || plan.steps < 1 {
		return BenchReport{}, errors.New("bench: rounds and decode steps must be positive")
	}
	// A negative depth has its own message: the one below would ask a
	// sum that fits the capacity to fit it.
	if plan.depth < 0 {
		return BenchReport{}, fmt.Errorf("bench: --depth %d must not be negative (0 skips the deep rounds)", plan.depth)
	}
	// Not depth+steps > capacity: for a depth near the largest int the
	// sum wraps negative, and the deep rounds then decoded nothing.
	if plan.steps > o.Capacity || plan.depth > o.Capacity-plan.steps {
		return BenchReport{}, fmt.Errorf("bench: depth %d plus %d decode steps must fit the capacity %d", plan.depth, plan.steps, o.Capacity)
	}
	// The shallow rounds decode right after a prefill of one whole
	// bucket (Bench leaves the bucket at its default); past the capacity
	// the first round failed, after the model was generated and loaded.
	if graph.DefaultBucket > o.Capacity-plan.steps {
		return BenchReport{}, fmt.Errorf("bench: a %d-token prefill plus %d decode steps must fit the capacity %d",
			graph.DefaultBucket, plan.steps, o.Capacity)
	}
	// The preset's positions bound the capacity: Open would refuse more,
	// but only after the model is generated, minutes for the 1B shape.
	cfg, err := modelgen.Preset(o.Preset)
	if err != nil {
		return BenchReport{}, fmt.Errorf("bench: --preset: %w", err)
	}
	if o.Capacity > cfg.MaxPositionEmbeddings {
		return BenchReport{}, fmt.Errorf("bench: --capacity %d is more than the %s preset's max_position_embeddings %d",
			o.Capacity, o.Preset, cfg.MaxPositionEmbeddings)
	}
	weights, err := benchWeights(o.DTypes)
	if err != nil {
		return BenchReport{}, fmt.Errorf("bench: %w", err)
	}
	computes, err := benchComputes(o.ComputeDTypes, o.DTypes)
	if err != nil {
		return BenchReport{}, err
	}
	if err := checkBusy(o.Busy, o.BusyProcs); err != nil {
		return BenchReport{}, err
	}
	if err := checkSettings(o.Settings, backends); err != nil {
		return BenchReport{}, err
	}
	if _, err := parseKVDType(o.KVDType); err != nil {
		return BenchReport{}, fmt.Errorf("bench: %w", err)
	}
	opts := Options{Backend: o.Backend, Device: o.Device, Capacity: o.Capacity, KVDType: o.KVDType, Settings: o.Settings}
	if opts.Device == "" {
		if opts.Device, err = defaultDevice(backends, opts.Backend); err != nil {
			return BenchReport{}, fmt.Errorf("bench: %w; name one with --device, or choose another --backend", err)
		}
	}
	// Open would say the same, but only once a model is generated and,
	// for --compare, a whole run measured.
	if _, err := pickBackend(opts, backends); err != nil {
		return BenchReport{}, fmt.Errorf("bench: %w", err)
	}
	compare := opts
	compare.Backend, compare.Device = o.Compare, ""
	if o.Compare != "" {
		if compare.Device, err = defaultDevice(backends, o.Compare); err != nil {
			return BenchReport{}, fmt.Errorf("bench: --compare: %w", err)
		}
		if _, err := pickBackend(compare, backends); err != nil {
			return BenchReport{}, fmt.Errorf("bench: --compare: %w", err)
		}
	}
	rep := BenchReport{Model: o.Preset, Backend: opts.Backend, Device: opts.Device, Cores: runtime.NumCPU(),
		Capacity: opts.Capacity, Rounds: plan.rounds, Busy: BusyInfo{Mode: o.Busy}, Settings: o.Settings}
	if o.Busy != "" && o.Busy != "none" {
		stop, err := startBusy(o.Busy, o.BusyProcs)
		if err != nil {
			return rep, err
		}
		defer stop()
		rep.Busy.Processes = o.BusyProcs
	}
	rep.CPU, rep.Kernels, rep.FMAPeak = cpuModel(), kernel.Kernels(), measureFMAPeak()
	bw := rep.measureBandwidth()
	for _, dt := range weights {
		// Quantized runs quantize the bf16 model, as a user would a
		// published bf16 checkpoint.
		stored := dt
		if dt.IsQuantized() {
			stored = dtype.BF16
		}
		opts.ModelDir = filepath.Join(o.Dir, o.Preset+"-"+stored.String())
		if err := ensureModel(opts.ModelDir, o.Preset, stored, o.Log); err != nil {
			return rep, err
		}
		opts.WeightDType = dt.WeightName()
		quantizeSeconds, err := ensureQuantized(ctx, opts.ModelDir, dt, o.Log)
		if err != nil {
			return rep, err
		}
		for _, c := range computes {
			opts.ComputeDType = c.name
			if dtype.CheckPair(dt, c.dt) != nil {
				if o.Log != nil {
					fmt.Fprintf(o.Log, "bench: skipping %s weights in int8 compute, which needs int8 or q4 weights\n", dt.WeightName())
				}
				continue
			}
			run, err := benchOne(ctx, opts, backends, plan)
			run.QuantizeSeconds = quantizeSeconds
			if err != nil {
				return rep, fmt.Errorf("bench %s weights, %s compute: %w", dt, opts.ComputeDType, err)
			}
			run.relate(bw)
			rep.Runs = append(rep.Runs, run)
			if o.Compare == "" {
				continue
			}
			compare.ModelDir, compare.WeightDType, compare.ComputeDType = opts.ModelDir, opts.WeightDType, opts.ComputeDType
			other, err := benchOne(ctx, compare, backends, plan)
			if err != nil {
				return rep, fmt.Errorf("bench %s weights, %s compute on %s: %w", dt, opts.ComputeDType, o.Compare, err)
			}
			other.relate(bw)
			rep.Runs[len(rep.Runs)-1].VsCompare = ratio(run, other)
			rep.Runs = append(rep.Runs, other)
		}
	}
	// On a shared machine one probe can read low, which would flatter the
	// ratios: probe again after the runs and judge by the best reading.
	if again := rep.measureBandwidth(); again > bw {
		for i := range rep.Runs {
			rep.Runs[i].relate(again)
		}
	}
	return rep, nil
}

// benchWeights parses the weight dtypes, all of them before the first is
// measured: a misspelt second one would otherwise fail only after the
// first one's run, and its figures were lost with the error.
func benchWeights(names []string) ([]dtype.DType, error) {
	if len(names) == 0 {
		return nil, fmt.Errorf("--dtypes names no weight dtype (want some of %s)", strings.Join(dtype.WeightNames(), ", "))
	}
	out := make([]dtype.DType, len(names))
	for i, n := range names {
		dt, err := dtype.ParseWeight(strings.TrimSpace(n))
		if err != nil {
			return nil, fmt.Errorf("--dtypes: %w", err)
		}
		out[i] = dt
	}
	return out, nil
}

// benchCompute is one compute dtype Bench measures, by name and dtype.
type benchCompute struct {
	name string
	dt   dtype.DType
}

// benchComputes parses the compute dtypes (empty means f32) before
// anything is generated or measured, by the names Open takes. int8
// compute is skipped for weight dtypes other than int8 and q4, so that
// the default list serves every --dtypes; it is refused only when it is
// all that was asked for and no weight dtype pairs with it, which would
// measure nothing.
func benchComputes(names, weights []string) ([]benchCompute, error) {
	if len(names) == 0 {
		names = []string{"f32"}
	}
	integer := false
	for _, w := range weights {
		dt, err := dtype.ParseWeight(strings.TrimSpace(w))
		integer = integer || err == nil && dtype.CheckPair(dt, dtype.I8) == nil
	}
	var out []benchCompute
	onlyInt8 := true
	for _, n := range names {
		n = strings.TrimSpace(n)
		dt, err := parseComputeDType(n)
		if n == "" {
			err = fmt.Errorf("an empty compute dtype (want %s)", dtype.OrList(dtype.ComputeNames()))
		}
		if err != nil {
			return nil, fmt.Errorf("bench: %w", err)
		}
		onlyInt8 = onlyInt8 && dt == dtype.I8
		out = append(out, benchCompute{n, dt})
	}
	if onlyInt8 && !integer {
		return nil, errors.New("bench: compute dtype int8 needs weight dtype int8 or q4, which --dtypes does not list")
	}
	return out, nil
}

// defaultDevice is the named backend's first device, "" if it is unknown
// (pickBackend then says so). A backend may list none (the IREE build, when IREE
// cannot create an instance or links no driver), which is an error.
func defaultDevice(backends []Backend, name string) (string, error) {
	for _, b := range backends {
		if b.Name() != name {
			continue
		}
		devices := b.Devices()
		if len(devices) == 0 {
			return "", fmt.Errorf("backend %s lists no usable device in this build, so there is none to default to", name)
		}
		return devices[0], nil
	}
	return "", nil
}

func ensureModel(dir, preset string, dt dtype.DType, log io.Writer) error {
	if _, err := os.Stat(filepath.Join(dir, model.ConfigFile)); err == nil {
		return nil
	}
	if log != nil {
		fmt.Fprintf(log, "bench: generating %s (%s) in %s\n", preset, dt, dir)
	}
	// Replace: the bench's own directory, which without config.json holds
	// at most what an interrupted run left.
	return modelgen.Generate(dir, modelgen.Options{Preset: preset, DType: dt, Seed: 1, Replace: true})
}

// ensureQuantized makes sure the quantized cache holds the model in dir
// for a quantized dt, so that the measured load is the everyday one (a
// verified, mapped cache entry); it returns how long quantizing took, 0
// when the cache already held it.
func ensureQuantized(ctx context.Context, dir string, dt dtype.DType, log io.Writer) (float64, error) {
	f, ok := quant.For(dt)
	if !ok {
		return 0, nil
	}
	m, err := model.Open(dir)
	if err != nil {
		return 0, err
	}
	defer m.Close()
	quantized := false
	t0 := time.Now()
	q, err := loadQuantized(ctx, m, m.Config, f, func(p Progress) { quantized = quantized || p.Stage == "quantizing" })
	if err != nil {
		return 0, err
	}
	q.close()
	if !quantized {
		return 0, nil
	}
	if log != nil {
		fmt.Fprintf(log, "bench: quantized %s to %v in %.1fs\n", dir, f, time.Since(t0).Seconds())
	}
	return time.Since(t0).Seconds(), nil
}

func benchOne(ctx context.Context, opts Options, backends []Backend, plan benchPlan) (BenchRun, error) {
	// The bandwidth probe's gigabyte and the last run's buffers are
	// garbage now: hand them back, so the peak is this run's own.
	debug.FreeOSMemory()
	threads, err := ParseThreads(opts.Settings[ThreadsSetting])
	if err != nil {
		return BenchRun{}, err
	}
	pool := kernel.NewPool(threads) // as many threads as the session's pool
	defer pool.Close()
	// The bench maps the weights a second time, to time reading them
	// with no arithmetic. Touch every page of that mapping now, so the
	// timed sweeps read memory rather than fault pages in, and so that
	// what it adds to the resident set, measured here, stays the same for
	// the whole run and can be taken off the run's peak.
	dt, err := dtype.ParseWeight(opts.WeightDType)
	if err != nil {
		return BenchRun{}, err
	}
	rss0 := currentRSS()
	weights, closeWeights, err := decodeWeightBytes(ctx, opts.ModelDir, dt)
	if err != nil {
		return BenchRun{}, err
	}
	defer closeWeights()
	pool.ReadStream(weights)
	streamRSS := currentRSS() - rss0
	t0 := time.Now()
	e, err := Open(ctx, opts, backends, nil)
	if err != nil {
		return BenchRun{}, err
	}
	run := BenchRun{Backend: opts.Backend, Device: opts.Device, WeightDType: opts.WeightDType,
		ComputeDType: opts.ComputeDType, KVDType: e.kvDType.String(), Advice: e.Info().Advice,
		LoadSeconds: time.Since(t0).Seconds(), DecodeTokens: plan.steps}
	if err := e.Close(); err != nil {
		return run, err
	}
	debug.FreeOSMemory()
	resetPeakRSS()
	t0 = time.Now()
	if e, err = Open(ctx, opts, backends, nil); err != nil {
		return run, err
	}
	defer e.Close()
	run.LoadWarmSeconds = time.Since(t0).Seconds()
	run.WeightBytesPerToken = weightBytesPerToken(e.cfg, weightArgs(e.cfg, e.weightDType))
	s := e.sess
	info := s.Info()
	r := rand.New(rand.NewPCG(1, 2))
	prompt := randomTokens(r, info.Bucket, info.VocabSize)
	// The first prefill also pages the mapped weights in; the second is
	// the steady-state figure.
	cold, _, err := timePrefill(ctx, s, prompt, 0)
	if err != nil {
		return run, err
	}
	warm, next, err := timePrefill(ctx, s, prompt, 0)
	if err != nil {
		return run, err
	}
	run.PrefillColdTokPerSec = float64(len(prompt)) / cold.Seconds()
	run.Prefill.add(float64(len(prompt)) / warm.Seconds())

	if plan.depth > 0 {
		run.DecodeDepth = plan.depth
	}
	turn := randomTokens(r, plan.ttftTokens, info.VocabSize)
	// TTFT is a warm figure: a backend that compiles a graph for a
	// chunk's size the first time it comes (ref) does that here.
	if _, _, err := timePrefill(ctx, s, turn, 0); err != nil {
		return run, err
	}
	if _, err := timeTyped(ctx, s, turn); err != nil {
		return run, err
	}
	rounds := benchRounds{s: s, pool: pool, weights: weights, prompt: prompt, turn: turn, next: next, plan: plan}
	for range plan.rounds {
		if err := rounds.one(ctx, &run); err != nil {
			return run, err
		}
	}
	run.summarize()
	run.measureMemory(e, streamRSS)
	return run, nil
}

// benchRounds is what each round of a bench run measures with.
type benchRounds struct {
	s       Session
	pool    *kernel.Pool
	weights [][]byte // the mapped weight files, for the read-only sweep
	prompt  []int32  // a whole prefill bucket
	turn    []int32  // a chat turn, for TTFT
	next    int32    // the token after prompt, where decoding starts
	plan    benchPlan
}

// one runs a round, interleaving what it times so that a drift in the
// machine's memory bandwidth reaches each figure alike: the weight
// stream, decode (and deep decode), TTFT plain and typed, and prefill.
func (b benchRounds) one(ctx context.Context, run *BenchRun) error {
	run.WeightStream.add(streamRate(b.pool, b.weights))
	rate, err := decodeRate(ctx, b.s, b.next, len(b.prompt), b.plan.steps)
	if err != nil {
		return err
	}
	run.Decode.add(rate)
	if b.plan.depth > 0 {
		if rate, err = decodeRate(ctx, b.s, b.next, b.plan.depth, b.plan.steps); err != nil {
			return err
		}
		run.DecodeDeep.add(rate)
	}
	d, _, err := timePrefill(ctx, b.s, b.turn, 0)
	if err != nil {
		return err
	}
	run.TTFT.add(d.Seconds())
	if d, err = timeTyped(ctx, b.s, b.turn); err != nil {
		return err
	}
	run.TTFTTyped.add(d.Seconds())
	if d, _, err = timePrefill(ctx, b.s, b.prompt, 0); err != nil {
		return err
	}
	run.Prefill.add(float64(len(b.prompt)) / d.Seconds())
	return nil
}

// summarize derives a run's headline figures from its rounds.
func (run *BenchRun) summarize() {
	run.PrefillTokensPerSec = run.Prefill.Median
	run.TTFT.Best = slices.Min(run.TTFT.Rounds) // for a time, best is least
	run.TTFTTyped.Best = slices.Min(run.TTFTTyped.Rounds)
	run.DecodeTokensPerSec = run.Decode.Median
	run.PrefillVsDecode = run.PrefillTokensPerSec / run.DecodeTokensPerSec
	run.DecodeWeightBytesPerSec = run.DecodeTokensPerSec * float64(run.WeightBytesPerToken)
	run.WeightStreamBoundTokS = run.WeightStream.Median / float64(run.WeightBytesPerToken)
	run.DecodeVsWeightStream = run.DecodeTokensPerSec / run.WeightStreamBoundTokS
	if run.DecodeDepth > 0 {
		run.DeepVsShallow = run.DecodeDeep.Median / run.Decode.Median
	}
}

// measureMemory fills in the memory figures of a finished run; streamRSS
// is what the bench's own second mapping of the weights holds resident,
// which is not the session's.
func (r *BenchRun) measureMemory(e *Engine, streamRSS int64) {
	for _, a := range weightArgs(e.cfg, e.weightDType) {
		r.WeightBytes += a.DType.Bytes(int64(model.Numel(a.Shape)))
	}
	r.KVBytes = kvBytes(e.kvDType, e.info.Capacity, e.cfg)
	r.PeakRSSBytes = peakRSS()
	if r.PeakRSSBytes > 0 {
		r.PeakRSSBytes -= streamRSS
		r.PeakOverNeeded = r.PeakRSSBytes - r.WeightBytes - r.KVBytes
	}
}

// weightArgs are the graphs' weight arguments for cfg and a weight dtype.
func weightArgs(cfg model.Config, dt dtype.DType) []graph.WeightArg {
	set := graph.Set{Config: cfg, Options: graph.Options{WeightDType: dt}}
	return set.WeightArgs()
}

func randomTokens(r *rand.Rand, n, vocab int) []int32 {
	t := make([]int32, n)
	for i := range t {
		t[i] = int32(r.IntN(vocab))
	}
	return t
}

// decodeRate decodes steps tokens from position pos, feeding back each
// token, and returns tokens per second.
func decodeRate(ctx context.Context, s Session, next int32, pos, steps int) (float64, error) {
	t := time.Now()
	for p := pos; p < pos+steps; p++ {
		var err error
		if next, err = s.Decode(ctx, next, p); err != nil {
			return 0, err
		}
	}
	return float64(steps) / time.Since(t).Seconds(), nil
}

// streamPasses is how many times a round of streamRate reads the
// weights: one pass takes about as long as two decode steps, short enough
// for a busy neighbour's time slice to decide it.
const streamPasses = 4

// streamRate reads every buffer streamPasses times on pool and returns
// bytes per second.
func streamRate(pool *kernel.Pool, bufs [][]byte) float64 {
	var n int
	for _, b := range bufs {
		n += len(b)
	}
	t := time.Now()
	for range streamPasses {
		pool.ReadStream(bufs)
	}
	return float64(streamPasses*n) / time.Since(t).Seconds()
}

// relate sets the figures that compare decode with the bandwidth probe.
func (r *BenchRun) relate(bw float64) {
	r.BandwidthBoundTokS = bw / float64(r.WeightBytesPerToken)
	r.DecodeVsBound = r.DecodeTokensPerSec / r.BandwidthBoundTokS
}

// measureBandwidth probes the read bandwidth (1 GiB, all cores) and keeps
// the best reading so far.
func (rep *BenchReport) measureBandwidth() float64 {
	pool := kernel.NewPool(0)
	bw := kernel.MeasureReadBandwidth(pool, 1<<30)
	pool.Close()
	rep.BandwidthProbes = append(rep.BandwidthProbes, bw)
	rep.ReadBandwidthBytes = max(rep.ReadBandwidthBytes, bw)
	return rep.ReadBandwidthBytes
}

// timeTyped prefills turn from position 0 as a chat that prefilled it
// while it was typed does: all but typedTail tokens untimed, then the
// rest, timed.
func timeTyped(ctx context.Context, s Session, turn []int32) (time.Duration, error) {
	settled := len(turn) - typedTail
	if _, err := s.Prefill(ctx, turn[:settled], 0); err != nil {
		return 0, err
	}
	d, _, err := timePrefill(ctx, s, turn[settled:], settled)
	return d, err
}

func timePrefill(ctx context.Context, s Session, prompt []int32, start int) (time.Duration, int32, error) {
	t := time.Now()
	next, err := s.Prefill(ctx, prompt, start)
	return time.Since(t), next, err
}

// decodeBytes is how many bytes of weight argument a one decode step
// reads: all of it, except that of an untied embedding table (values and
// scales alike) it reads one row.
func decodeBytes(cfg model.Config, a graph.WeightArg) int64 {
	n := a.DType.Bytes(int64(model.Numel(a.Shape)))
	if a.Name == "model.embed_tokens.weight" && !cfg.TieWordEmbeddings {
		n /= int64(a.Shape[0])
	}
	return n
}

// weightBytesPerToken counts the weight bytes one decode step reads.
func weightBytesPerToken(cfg model.Config, args []graph.WeightArg) int64 {
	var n int64
	for _, a := range args {
		n += decodeBytes(cfg, a)
	}
	return n
}

// decodeWeightBytes maps the weights of the model in dir as the graphs
// read them, in place (the checkpoint's bytes when it is stored in the
// graphs' dtype, the quantized cache's for int8 and q4), and returns the
// bytes one decode step reads; close unmaps them. Norm weights of a
// quantized model, small f32 copies, are left out.
func decodeWeightBytes(ctx context.Context, dir string, dt dtype.DType) ([][]byte, func(), error) {
	m, err := model.Open(dir)
	if err != nil {
		return nil, nil, err
	}
	cfg := m.Config
	args := weightArgs(cfg, dt)
	var q *quantized
	if f, ok := quant.For(args[0].DType); ok {
		if q, err = loadQuantized(ctx, m, cfg, f, nil); err != nil {
			m.Close()
			return nil, nil, err
		}
	}
	closeAll := func() { q.close(); m.Close() }
	var bufs [][]byte
	for _, a := range args {
		var data []byte
		switch {
		case q != nil && a.Scales:
			data = q.scales[a.Name]
		case q != nil && len(a.Shape) == 2:
			data = q.values[a.Name]
		case q != nil:
			continue
		default:
			t, err := m.Tensor(a.Name)
			if err != nil {
				closeAll()
				return nil, nil, err
			}
			if t.DType != a.DType {
				closeAll()
				return nil, nil, fmt.Errorf("weight %s is %v, the graphs read %v: no mapped bytes to stream", a.Name, t.DType, a.DType)
			}
			data = t.Data
		}
		bufs = append(bufs, data[:decodeBytes(cfg, a)])
	}
	return bufs, closeAll, nil
}

// checkSettings refuses a --set key that no backend reads, or a value its
// backend's check refuses. Backends look up the keys they know and ignore
// the rest, so a misspelt one (the compile cache's, say) would otherwise
// measure something else than asked, silently.
func checkSettings(settings map[string]string, backends []Backend) error {
	known := map[string]Setting{}
	var valid []string
	for _, b := range backends {
		for _, s := range b.Settings() {
			known[s.Key] = s
			valid = append(valid, s.Key)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(settings)) {
		s, ok := known[k]
		if !ok {
			list := strings.Join(valid, ", ")
			if list == "" {
				list = "none"
			}
			return fmt.Errorf("bench: --set %s: no backend has that setting (valid: %s)", k, list)
		}
		if s.Check != nil {
			if err := s.Check(settings[k]); err != nil {
				return fmt.Errorf("bench: --set %s: %w", k, err)
			}
		}
	}
	return nil
}

// maxBusyPerCPU bounds the busy neighbours per CPU: a few per CPU already
// take all of its time from the benchmark, and a count typed one digit
// too long should not fill the process table.
const maxBusyPerCPU = 8

// checkBusy checks the --busy mode and, when it runs neighbours, their
// count: with none the report would name a mode that never ran.
func checkBusy(mode string, n int) error {
	switch mode {
	case "", "none":
		return nil
	case "low", "same":
	default:
		return fmt.Errorf("bench: --busy %q: want none, low or same", mode)
	}
	if most := maxBusyPerCPU * runtime.NumCPU(); n < 1 || n > most {
		return fmt.Errorf("bench: --busy-procs %d: want 1 to %d (%d per CPU) with --busy %s", n, most, maxBusyPerCPU, mode)
	}
	return nil
}

// startBusy starts n CPU-bound processes (shell busy loops) beside the
// benchmark: mode "low" runs them at niceness 19, as the background builds
// on a shared machine run, "same" at this process's priority. stop kills
// them and waits for them to exit.
func startBusy(mode string, n int) (stop func(), err error) {
	if err := checkBusy(mode, n); err != nil {
		return nil, err
	}
	var cmds []*exec.Cmd
	stop = func() {
		for _, c := range cmds {
			c.Process.Kill()
			c.Wait()
		}
	}
	for range n {
		c := exec.Command("sh", "-c", "while :; do :; done")
		if err := c.Start(); err != nil {
			stop()
			return nil, fmt.Errorf("bench: busy neighbour: %w", err)
		}
		cmds = append(cmds, c)
		if mode == "low" {
			if err := lowerPriority(c.Process.Pid); err != nil {
				stop()
				return nil, fmt.Errorf("bench: busy neighbour niceness: %w", err)
			}
		}
	}
	return stop, nil
}
