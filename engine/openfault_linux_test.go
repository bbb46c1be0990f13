package engine_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"xlachat/engine"
	"xlachat/engine/goroutines"
	"xlachat/engine/refbackend"
)

// truncateAt returns a progress callback that truncates the model's
// weights file at the first report of stage: from then on, reading the
// mapped weights faults, as when a checkpoint is replaced or downloaded
// again while a chat loads it.
func truncateAt(t *testing.T, dir, stage string) func(engine.Progress) {
	done := false
	return func(p engine.Progress) {
		if done || p.Stage != stage {
			return
		}
		done = true
		if err := os.Truncate(filepath.Join(dir, "model.safetensors"), 0); err != nil {
			t.Error(err)
		}
	}
}

// TestOpenFaultClosesTheSession: a fault reading the weights while the
// backend opens its session (here converting bf16 weights to f32 after
// the file was truncated) ends Open with an error, and the half-opened
// session is closed: its worker goroutines, one per core, would
// otherwise run for as long as the chat, one set per failed switch.
func TestOpenFaultClosesTheSession(t *testing.T) {
	dir := genModel(t)
	before := goroutines.Stacks()
	_, err := engine.Open(context.Background(), engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu",
		Capacity: 256, Bucket: 64, WeightDType: "f32", Now: testClock},
		[]engine.Backend{refbackend.New()}, truncateAt(t, dir, "compile"))
	if err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Fatalf("Open over a truncated checkpoint = %v, want an internal error", err)
	}
	if left := goroutines.StartedSince(before, 5*time.Second); len(left) > 0 {
		t.Errorf("%d goroutines of the failed open still run:\n%s", len(left), strings.Join(left, "\n\n"))
	}
}

// TestOpenFaultUnmapsTheQuantizedWeights: a fault reading the checkpoint
// after the quantized copy was mapped (here an f32 norm weight, converted
// from the bf16 checkpoint after the file was truncated) ends Open with
// an error and unmaps the quantized copy, which no session holds.
func TestOpenFaultUnmapsTheQuantizedWeights(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	dir := genModel(t)
	_, err := engine.Open(context.Background(), engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu",
		Capacity: 256, Bucket: 64, WeightDType: "q4", Now: testClock},
		[]engine.Backend{refbackend.New()}, truncateAt(t, dir, "weights"))
	if err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Fatalf("Open over a truncated checkpoint = %v, want an internal error", err)
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(maps)) {
		if strings.Contains(line, cache) {
			t.Errorf("still mapped after the failed open: %s", strings.TrimSpace(line))
		}
	}
}
