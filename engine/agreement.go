package engine

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"

	"xlachat/engine/graph"
)

// This file measures what quantization costs in outputs: the greedy
// tokens and logits of int8 and q4 weights against the weights they were
// quantized from, teacher-forced on the reference's own greedy tokens.

// AgreementRun compares one weight dtype with the reference.
type AgreementRun struct {
	WeightDType string `json:"weight_dtype"`
	// Agreement is the fraction of the positions at which this dtype's
	// greedy token equals the reference's, fed the reference's tokens.
	Agreement float64 `json:"greedy_agreement"`
	// FirstDivergence is the first position (0 is the token after the
	// prompt) at which the greedy tokens differ, Tokens if none: free
	// running, the two generations are identical up to it.
	FirstDivergence int `json:"first_divergence"`
	// Logit errors |logit - reference logit| over every position and
	// vocabulary entry, and the largest reference logit for scale.
	MaxAbsLogitError  float64 `json:"max_abs_logit_error"`
	MeanAbsLogitError float64 `json:"mean_abs_logit_error"`
	MaxAbsLogit       float64 `json:"max_abs_reference_logit"`
}

// AgreementReport is what BenchAgreement measured.
type AgreementReport struct {
	Model        string         `json:"model"`
	Reference    string         `json:"reference_dtype"`
	PromptTokens int            `json:"prompt_tokens"`
	Tokens       int            `json:"tokens"`
	Runs         []AgreementRun `json:"runs"`
}

// agreementPrompt is the length of the random prompt before the
// compared tokens.
const agreementPrompt = 32

// BenchAgreement generates (or reuses) the benchmark model of o.Preset in
// the first of o.DTypes, greedily decodes o.Steps tokens after a random
// prompt with it, and compares every other dtype of o.DTypes (int8, q4:
// quantized from it) on the same tokens.
func BenchAgreement(ctx context.Context, o BenchOptions, backends []Backend) (AgreementReport, error) {
	if len(o.DTypes) < 2 || o.Steps < 1 {
		return AgreementReport{}, errors.New("agreement: want a reference dtype, at least one more, and a positive number of tokens")
	}
	// Every dtype is parsed before the reference run, which a misspelt
	// later one would otherwise follow by an error alone.
	dts, err := benchWeights(o.DTypes)
	if err != nil {
		return AgreementReport{}, fmt.Errorf("agreement: %w", err)
	}
	ref := dts[0]
	if ref.IsQuantized() {
		return AgreementReport{}, fmt.Errorf("agreement: the reference dtype must be a float type: %q", o.DTypes[0])
	}
	// Open refuses a capacity below the (default) bucket, and the last
	// decode outside it fails: both only after the model is generated.
	if o.Capacity < graph.DefaultBucket {
		return AgreementReport{}, fmt.Errorf("agreement: the capacity %d is smaller than a %d-token prefill bucket", o.Capacity, graph.DefaultBucket)
	}
	if o.Steps > o.Capacity-agreementPrompt+1 {
		return AgreementReport{}, fmt.Errorf("agreement: a %d-token prompt and %d decoded tokens need a capacity of %d, not %d",
			agreementPrompt, o.Steps, agreementPrompt+o.Steps-1, o.Capacity)
	}
	opts := Options{Backend: o.Backend, Device: o.Device, Capacity: o.Capacity,
		ModelDir: filepath.Join(o.Dir, o.Preset+"-"+ref.String())}
	if opts.Device == "" {
		opts.Device = "cpu"
	}
	if err := ensureModel(opts.ModelDir, o.Preset, ref, o.Log); err != nil {
		return AgreementReport{}, err
	}
	rep := AgreementReport{Model: o.Preset, Reference: ref.String(), PromptTokens: agreementPrompt, Tokens: o.Steps}
	opts.WeightDType = ref.String()
	prompt, tokens, want, err := referenceRun(ctx, opts, backends, o.Steps)
	if err != nil {
		return rep, err
	}
	for _, dt := range dts[1:] {
		opts.WeightDType = dt.WeightName()
		run, err := compareRun(ctx, opts, backends, prompt, tokens, want)
		if err != nil {
			return rep, fmt.Errorf("agreement %s: %w", dt.WeightName(), err)
		}
		rep.Runs = append(rep.Runs, run)
	}
	return rep, nil
}

// referenceRun decodes n greedy tokens after a random prompt and returns
// the prompt, the tokens and the logits that chose each.
func referenceRun(ctx context.Context, opts Options, backends []Backend, n int) ([]int32, []int32, [][]float32, error) {
	e, err := Open(ctx, opts, backends, nil)
	if err != nil {
		return nil, nil, nil, err
	}
	defer e.Close()
	prompt := randomTokens(rand.New(rand.NewPCG(5, 6)), agreementPrompt, e.info.VocabSize)
	var tokens []int32
	var logits [][]float32
	err = forced(ctx, e.sess, prompt, n, func(l []float32) int32 {
		logits = append(logits, l)
		tokens = append(tokens, int32(greedyIndex(l)))
		return tokens[len(tokens)-1]
	})
	return prompt, tokens, logits, err
}

// compareRun feeds the reference's tokens to opts' weights and compares
// each step's logits with the reference's.
func compareRun(ctx context.Context, opts Options, backends []Backend, prompt, tokens []int32, want [][]float32) (AgreementRun, error) {
	run := AgreementRun{WeightDType: opts.WeightDType, FirstDivergence: len(tokens)}
	e, err := Open(ctx, opts, backends, nil)
	if err != nil {
		return run, err
	}
	defer e.Close()
	agree, i := 0, 0
	var sum float64
	var count int
	err = forced(ctx, e.sess, prompt, len(tokens), func(l []float32) int32 {
		if greedyIndex(l) == int(tokens[i]) {
			agree++
		} else {
			run.FirstDivergence = min(run.FirstDivergence, i)
		}
		for j, v := range l {
			d := math.Abs(float64(v) - float64(want[i][j]))
			run.MaxAbsLogitError = max(run.MaxAbsLogitError, d)
			run.MaxAbsLogit = max(run.MaxAbsLogit, math.Abs(float64(want[i][j])))
			sum += d
			count++
		}
		i++
		return tokens[i-1]
	})
	run.Agreement = float64(agree) / float64(len(tokens))
	run.MeanAbsLogitError = sum / float64(count)
	return run, err
}

// forced prefills prompt and then decodes n-1 more steps, handing each
// step's logits to next, which returns the token to feed.
func forced(ctx context.Context, s Session, prompt []int32, n int, next func([]float32) int32) error {
	var l []float32
	var err error
	pos := 0
	for pos < len(prompt) {
		end := min(pos+s.Info().Bucket, len(prompt))
		if l, err = s.PrefillLogits(ctx, prompt[pos:end], pos); err != nil {
			return err
		}
		pos = end
	}
	for i := range n {
		tok := next(l)
		if i == n-1 {
			break
		}
		if l, err = s.DecodeLogits(ctx, tok, pos); err != nil {
			return err
		}
		pos++
	}
	return nil
}

// greedyIndex is the index of the largest value, the lowest among equals, as
// the graphs' argmax.
func greedyIndex(xs []float32) int {
	best := 0
	for i, v := range xs {
		if v > xs[best] {
			best = i
		}
	}
	return best
}
