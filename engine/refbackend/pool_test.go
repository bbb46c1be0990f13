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

// TestSessionSettings: ref.threads sets the session's workers (unset, one
// per CPU); ref.amx lets bf16 compute run on AMX tiles where this CPU
// has them, unless it is false; a bad value of either is refused by name.
func TestSessionSettings(t *testing.T) {
	m := tinyModel(t, "tiny", dtype.F32)
	set, err := graph.Select(m.Config, graph.Options{Capacity: 64, Bucket: 16, WeightDType: dtype.F32})
	if err != nil {
		t.Fatal(err)
	}
	probe := kernel.NewPool(1)
	probe.SetBF16Tiles(true)
	tiles := probe.BF16Tiles() // whether this CPU and OS allow the tiles
	probe.Close()
	cpus := runtime.GOMAXPROCS(0)
	for _, c := range []struct {
		key, value string
		workers    int  // the pool's workers
		tiles      bool // whether bf16 compute takes the AMX tiles
		wantErr    string
	}{
		{engine.ThreadsSetting, "", cpus, tiles, ""},
		{engine.ThreadsSetting, "0", cpus, tiles, ""},
		{engine.ThreadsSetting, "1", 1, tiles, ""},
		{engine.ThreadsSetting, "3", 3, tiles, ""},
		{engine.ThreadsSetting, "many", 0, false, `ref.threads: "many" is not a number of threads`},
		{AMXSetting, "true", cpus, tiles, ""},
		{AMXSetting, " false ", cpus, false, ""},
		{AMXSetting, "0", cpus, false, ""},
		{AMXSetting, "amx", 0, false, `ref.amx: "amx" is not true or false`},
	} {
		s, err := New().Open(context.Background(), engine.SessionSpec{Model: m, Graphs: set, Device: "cpu",
			Settings: map[string]string{c.key: c.value}})
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("%s %q: %v, want an error containing %q", c.key, c.value, err, c.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		pool := s.(*session).pool
		if pool.Workers() != c.workers || pool.BF16Tiles() != c.tiles {
			t.Errorf("%s %q: %d workers and tiles %v, want %d and %v", c.key, c.value, pool.Workers(), pool.BF16Tiles(), c.workers, c.tiles)
		}
		s.Close()
	}
}
