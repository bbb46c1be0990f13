package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDemoModelClearsAnInterruptedRun: Ctrl+C while the first --demo run
// generates the model kills xlachat (the chat is not up yet to catch it)
// and leaves a partial weights file behind. The next run, generating the
// model again, must not leave it there: one such file per interrupted run
// would pile up in the cache directory.
func TestDemoModelClearsAnInterruptedRun(t *testing.T) {
	tm := newTmux(t)
	demo := filepath.Join(tm.cacheDir(), "xlachat", "demo-model")
	partial := filepath.Join(demo, ".model.safetensors.tmp123")
	if err := os.MkdirAll(demo, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(partial, make([]byte, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	tm.start(t, t.TempDir(), buildXlachat(t), "--demo")
	tm.waitFor(t, "the demo model to load", func(s screen) bool {
		return strings.Contains(s.text(), "loaded demo-model on ref/cpu")
	})
	if _, err := os.Stat(partial); err == nil {
		t.Errorf("the interrupted run's %s is still there", filepath.Base(partial))
	}
	tm.press(t, "C-c")
	tm.waitExit(t)
}
