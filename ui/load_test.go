package ui

import (
	"testing"
	"time"

	"xlachat/engine"
)

// TestEnginesCloseEachOnce: a close the chat started (a replaced or
// superseded session, closed by a command Bubble Tea does not wait for)
// may still be running, or not yet begun, when the app closes. Closing
// the app must close every session exactly once, and return only once
// each is closed: the chat has then ended, its sessions' memory with it.
func TestEnginesCloseEachOnce(t *testing.T) {
	t.Run("close after closeAll", func(t *testing.T) {
		r := newEngines()
		f := newFake("ref", "cpu")
		if err := r.add(f); err != nil {
			t.Fatal(err)
		}
		closeCmd := (&Model{engines: r}).closeCmd(f) // issued, not yet run
		if err := r.closeAll(); err != nil {
			t.Fatal(err)
		}
		if msg := closeCmd().(closedMsg); msg.err != nil {
			t.Errorf("the late close: %v", msg.err)
		}
		if n := f.closeCount(); n != 1 {
			t.Errorf("closed %d times, want once", n)
		}
	})
	t.Run("closeAll during a close", func(t *testing.T) {
		r := newEngines()
		f := newFake("ref", "cpu")
		f.closeGate = make(chan struct{})
		if err := r.add(f); err != nil {
			t.Fatal(err)
		}
		closing := make(chan error, 1)
		go func() { closing <- r.close(f) }()
		done := make(chan error, 1)
		go func() {
			// After the close has begun: closeAll must wait for it.
			for !gateWaited(f) {
				time.Sleep(time.Millisecond)
			}
			done <- r.closeAll()
		}()
		var err error
		select {
		case err = <-done:
			t.Error("closeAll returned while a session was still closing")
			close(f.closeGate)
		case <-time.After(100 * time.Millisecond):
			close(f.closeGate)
			err = <-done
		}
		if err != nil {
			t.Error(err)
		}
		if n := f.closeCount(); n != 1 {
			t.Errorf("closed %d times, want once", n)
		}
		if err := <-closing; err != nil {
			t.Error(err)
		}
	})
}

// TestSwitchTarget: a switch's notices name what changes beside the
// backend and device, as the config file names it; a switch of model or
// dtype read as one to the backend and device the chat already ran on.
func TestSwitchTarget(t *testing.T) {
	settings := func(f func(o *engine.Options)) Settings {
		s := Settings{Engine: engine.Options{ModelDir: "/m/a", Backend: "ref", Device: "cpu", Capacity: 2048,
			Settings: map[string]string{"iree.cache_dir": "/c"}}}
		f(&s.Engine)
		return s
	}
	same := func(*engine.Options) {}
	for _, tt := range []struct {
		name     string
		from, to func(o *engine.Options)
		want     string
	}{
		{"device only", same, func(o *engine.Options) { o.Backend, o.Device = "xla", "local-task" }, "xla/local-task"},
		{"model", same, func(o *engine.Options) { o.ModelDir = "/m/b" }, "ref/cpu (model /m/b)"},
		{"dtypes and capacity", same, func(o *engine.Options) { o.WeightDType, o.ComputeDType, o.Capacity = "q4", "int8", 4096 },
			"ref/cpu (generation.capacity 4096, generation.weight_dtype q4, generation.compute_dtype int8)"},
		{"back to the checkpoint's weights", func(o *engine.Options) { o.WeightDType = "int8" }, same,
			"ref/cpu (generation.weight_dtype checkpoint's)"},
		{"backend settings", same, func(o *engine.Options) { o.Settings["iree.cache_dir"], o.Settings["iree.compiler"] = "/d", "/bin/c" },
			`ref/cpu (iree.cache_dir "/d", iree.compiler "/bin/c")`},
		{"a backend setting set empty", same, func(o *engine.Options) { o.Settings["iree.compile_flags"] = "" },
			`ref/cpu (iree.compile_flags "")`},
		{"a backend setting removed", same, func(o *engine.Options) { delete(o.Settings, "iree.cache_dir") },
			"ref/cpu (iree.cache_dir unset)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := switchTarget(settings(tt.from), settings(tt.to)); got != tt.want {
				t.Errorf("switchTarget = %q, want %q", got, tt.want)
			}
		})
	}
}
