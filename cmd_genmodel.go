package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"xlachat/engine/model"
	"xlachat/engine/modelgen"
)

// runGenModel writes a complete model directory with deterministic random
// weights: the demo model for trying the app, and the tests' and
// benchmarks' models.
func runGenModel(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("gen-model")
	out := fs.String("out", "", "directory to write (created if missing)")
	preset := fs.String("preset", "tiny", "model shape: "+strings.Join(modelgen.Presets(), ", "))
	dtype := fs.String("dtype", "bf16", "weight dtype: bf16, f16 or f32")
	seed := fs.Uint64("seed", 1, "random seed (same seed, same weights)")
	shards := fs.Int("shards", 1, "number of safetensors shards (more than 1 writes model.safetensors.index.json)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		return errors.New("gen-model: --out DIR is required")
	}
	dt, err := model.ParseDType(*dtype)
	if err != nil {
		return fmt.Errorf("gen-model: %w", err)
	}
	if err := modelgen.Generate(*out, modelgen.Options{Preset: *preset, DType: dt, Seed: *seed, Shards: *shards}); err != nil {
		return fmt.Errorf("gen-model: %w", err)
	}
	fmt.Fprintf(stdout, "wrote %s model (%s weights, seed %d) to %s\n", *preset, dt, *seed, *out)
	return nil
}
