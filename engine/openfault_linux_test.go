package engine_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"xlachat/engine"
	"xlachat/engine/refbackend"
)

// goroutines returns the stacks of the running goroutines, by id.
func goroutines() map[string]string {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	byID := map[string]string{}
	for _, g := range bytes.Split(buf, []byte("\n\n")) {
		if m := goroutineHeader.FindSubmatch(g); m != nil {
			byID[string(m[1])] = string(g)
		}
	}
	return byID
}

var goroutineHeader = regexp.MustCompile(`^goroutine (\d+) `)

// startedSince waits, at most 5 s, for the goroutines started since
// before to end, and returns the stacks of those still running.
func startedSince(before map[string]string) []string {
	deadline := time.Now().Add(5 * time.Second)
	for {
		var left []string
		for id, stack := range goroutines() {
			if _, ok := before[id]; !ok {
				left = append(left, stack)
			}
		}
		if len(left) == 0 || time.Now().After(deadline) {
			return left
		}
		time.Sleep(10 * time.Millisecond)
	}
}

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
	before := goroutines()
	_, err := engine.Open(context.Background(), engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu",
		Capacity: 256, Bucket: 64, WeightDType: "f32", Now: testClock},
		[]engine.Backend{refbackend.New()}, truncateAt(t, dir, "compile"))
	if err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Fatalf("Open over a truncated checkpoint = %v, want an internal error", err)
	}
	if left := startedSince(before); len(left) > 0 {
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
