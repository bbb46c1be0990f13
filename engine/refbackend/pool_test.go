package refbackend

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/kernel"
)

// TestSessionSharesOnePool checks that a session's programs (four graphs
// and the fitted prefill buckets) run on one worker pool, and that Close
// stops it: each program used to start GOMAXPROCS-1 workers of its own.
func TestSessionSharesOnePool(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	set, err := graph.Select(m.Config, graph.Options{Capacity: 512, Bucket: 256, WeightDType: dtype.F32})
	if err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	s, err := New().Open(context.Background(), engine.SessionSpec{Model: m, Graphs: set, Device: "cpu"})
	if err != nil {
		t.Fatal(err)
	}
	// Two short chunks compile two fitted programs.
	for _, n := range []int{5, 30} {
		if _, err := s.Prefill(context.Background(), make([]int32, n), 0); err != nil {
			t.Fatal(err)
		}
	}
	workers := runtime.GOMAXPROCS(0) - 1 // one pool's goroutines
	if got := runtime.NumGoroutine() - before; got > workers {
		t.Errorf("an open session runs %d goroutines, want at most %d (one pool)", got, workers)
	}
	s.Close()
	n := runtime.NumGoroutine()
	for deadline := time.Now().Add(2 * time.Second); n > before && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
		n = runtime.NumGoroutine()
	}
	if n > before {
		t.Errorf("after Close %d goroutines, before Open %d", n, before)
	}
}

// TestSessionThreads: ref.threads sets the session's workers; an unset
// one leaves one per CPU, and a bad one is refused by name.
func TestSessionThreads(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	set, err := graph.Select(m.Config, graph.Options{Capacity: 64, Bucket: 16, WeightDType: dtype.F32})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		value   string
		workers int
		wantErr string
	}{
		{"", runtime.GOMAXPROCS(0), ""},
		{"0", runtime.GOMAXPROCS(0), ""},
		{"1", 1, ""},
		{"3", 3, ""},
		{"many", 0, `ref.threads: "many" is not a number of threads`},
	} {
		s, err := New().Open(context.Background(), engine.SessionSpec{Model: m, Graphs: set, Device: "cpu",
			Settings: map[string]string{engine.ThreadsSetting: c.value}})
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("ref.threads %q: %v, want an error containing %q", c.value, err, c.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := s.(*session).pool.Workers(); got != c.workers {
			t.Errorf("ref.threads %q: %d workers, want %d", c.value, got, c.workers)
		}
		s.Close()
	}
}

// TestSessionAMX: ref.amx lets bf16 compute run on AMX tiles where this
// CPU has them, unless it is false; a value that is not a boolean is
// refused by name.
func TestSessionAMX(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	set, err := graph.Select(m.Config, graph.Options{Capacity: 64, Bucket: 16, WeightDType: dtype.F32})
	if err != nil {
		t.Fatal(err)
	}
	probe := kernel.NewPool(1)
	probe.SetBF16Tiles(true)
	here := probe.BF16Tiles() // whether this CPU and OS allow the tiles
	probe.Close()
	for _, c := range []struct {
		value   string
		tiles   bool
		wantErr string
	}{
		{"", here, ""},
		{"true", here, ""},
		{" false ", false, ""},
		{"0", false, ""},
		{"amx", false, `ref.amx: "amx" is not true or false`},
	} {
		s, err := New().Open(context.Background(), engine.SessionSpec{Model: m, Graphs: set, Device: "cpu",
			Settings: map[string]string{AMXSetting: c.value}})
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("ref.amx %q: %v, want an error containing %q", c.value, err, c.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := s.(*session).pool.BF16Tiles(); got != c.tiles {
			t.Errorf("ref.amx %q: tiles %v, want %v", c.value, got, c.tiles)
		}
		s.Close()
	}
}
