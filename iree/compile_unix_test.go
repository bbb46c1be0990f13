//go:build unix

package iree

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// stuckCompiler is an iree-compile stand-in that, at the step %[1]s
// (version, help or compile), starts a child and waits for it: what pip's
// iree-compile, a Python script running the real compiler as its child,
// looks like while the compiler works. The child writes %[2]s once it
// runs, and %[3]s if it is still alive a second later, then keeps the
// script's output open for 30s.
const stuckCompiler = `#!/bin/sh
stuck() { { touch %[2]q; sleep 1; touch %[3]q; sleep 30; } & wait; }
case "$1" in
  --version) [ %[1]q = version ] && stuck; echo "IREE compiler version (unknown)"; exit 0 ;;
  --help) [ %[1]q = help ] && stuck; echo "--iree-hal-target-device="; exit 0 ;;
esac
stuck
`

// TestCompilerCancel cancels the context while iree-compile is stuck in
// each of its runs: the call must return soon with the context's error,
// and the compiler's child must be killed too, not left running with the
// compiler's output open.
func TestCompilerCancel(t *testing.T) {
	for _, step := range []string{"version", "help", "compile"} {
		t.Run(step, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			running, survived := filepath.Join(dir, "running"), filepath.Join(dir, "survived")
			bin := filepath.Join(dir, compilerName)
			script := fmt.Sprintf(stuckCompiler, step, running, survived)
			if err := os.WriteFile(bin, []byte(script), 0o755); err != nil {
				t.Fatal(err)
			}
			opts := Options{CompilerPath: bin, CacheDir: filepath.Join(dir, "cache")}

			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			go func() {
				for range 1000 { // cancel once the child runs
					if _, err := os.Stat(running); err == nil {
						break
					}
					time.Sleep(10 * time.Millisecond)
				}
				cancel()
			}()
			start := time.Now()
			c, err := newCompiler(ctx, "local-task", opts, "")
			if err == nil {
				_, err = c.Compile(ctx, "prefill", "m")
			}
			if took := time.Since(start); took > 10*time.Second {
				t.Errorf("returned after %v, want soon after the cancel, well before the 30s child ends", took)
			}
			if !errors.Is(err, context.Canceled) {
				t.Errorf("error %v, want context.Canceled", err)
			}
			time.Sleep(2 * time.Second)
			if _, err := os.Stat(survived); err == nil {
				t.Error("the compiler's child still ran a second after the cancel")
			}
		})
	}
}
