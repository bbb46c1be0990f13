//go:build unix

package iree

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// stuckCompiler is an iree-compile stand-in that gets stuck at the step
// %[1]s (version, help or compile) in the way %[4]s says:
//   - wrapper: it runs a child and waits for it, stopping the child when
//     interrupted, as pip's iree-compile (a Python script running the
//     real compiler with subprocess.call) does;
//   - careless: it runs a child that outlives it and keeps its output
//     open, stopping nothing when interrupted;
//   - deaf: it ignores the interrupt.
//
// It writes its pid to %[2]s once stuck, and its child writes %[3]s if
// still alive a second later, then holds its output open for 15s.
const stuckCompiler = `#!/bin/sh
stuck() {
  case %[4]q in
    wrapper) { sleep 1; touch %[3]q; sleep 15; } & child=$!; trap 'kill $child; exit 130' INT ;;
    careless) { sleep 1; touch %[3]q; sleep 15; } & ;;
    deaf) trap '' INT; { sleep 1; touch %[3]q; sleep 15; } & ;;
  esac
  echo $$ > %[2]q
  wait
}
case "$1" in
  --version) [ %[1]q = version ] && stuck; echo "IREE compiler version (unknown)"; exit 0 ;;
  --help) [ %[1]q = help ] && stuck; echo "--iree-hal-target-device="; exit 0 ;;
esac
stuck
`

// TestCompilerCancel cancels the context while iree-compile is stuck:
// the call must return soon with the context's error, whatever the
// compiler does with the interrupt; a compiler that stops its own child
// when interrupted must have done so; and the compiler must run in the
// caller's process group, so that Ctrl-C in a terminal reaches it too.
func TestCompilerCancel(t *testing.T) {
	tests := []struct {
		step, kind   string
		childStopped bool // the child must be gone a second later
	}{
		{"version", "wrapper", true},
		{"help", "wrapper", true},
		{"compile", "wrapper", true},
		{"compile", "careless", false},
		{"compile", "deaf", false},
	}
	for _, tt := range tests {
		// Each script is written here, before the subtests run side by
		// side: a subtest's fork, for a moment, holds open any file
		// another is writing, and exec of that file then fails with
		// ETXTBSY ("text file busy"), as it did in make test.
		dir := t.TempDir()
		pidFile, survived := filepath.Join(dir, "pid"), filepath.Join(dir, "survived")
		bin := filepath.Join(dir, compilerName)
		script := fmt.Sprintf(stuckCompiler, tt.step, pidFile, survived, tt.kind)
		if err := os.WriteFile(bin, []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
		t.Run(tt.step+" "+tt.kind, func(t *testing.T) {
			t.Parallel()
			opts := Options{CompilerPath: bin, CacheDir: filepath.Join(dir, "cache")}

			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			pgid := make(chan error, 1)
			go func() {
				defer cancel()
				for range 1000 { // cancel once the compiler is stuck
					if data, err := os.ReadFile(pidFile); err == nil && len(data) > 0 {
						pid, _ := strconv.Atoi(strings.TrimSpace(string(data)))
						g, err := syscall.Getpgid(pid)
						if err == nil && g != syscall.Getpgrp() {
							err = fmt.Errorf("compiler runs in process group %d, not the caller's %d", g, syscall.Getpgrp())
						}
						pgid <- err
						return
					}
					time.Sleep(10 * time.Millisecond)
				}
				pgid <- errors.New("the compiler never got stuck")
			}()
			start := time.Now()
			c, err := newCompiler(ctx, "local-task", opts, "")
			if err == nil {
				_, err = c.Compile(ctx, "prefill", "m")
			}
			if took := time.Since(start); took > 10*time.Second {
				t.Errorf("returned after %v, want soon after the cancel, well before the 15s child ends", took)
			}
			if !errors.Is(err, context.Canceled) {
				t.Errorf("error %v, want context.Canceled", err)
			}
			if err := <-pgid; err != nil {
				t.Error(err)
			}
			if tt.childStopped {
				time.Sleep(2 * time.Second)
				if _, err := os.Stat(survived); err == nil {
					t.Error("the compiler's child still ran a second after the cancel")
				}
			}
		})
	}
}
