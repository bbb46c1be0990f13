package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestChatOnIREE chats on the xla backend, IREE's local-task device, with
// a binary built with IREE, then switches to ref and back by editing the
// config file. make test-iree runs it with IREE_DIST set; without IREE_DIST
// it is skipped, saying it did not run. With IREE_DIST but no iree-compile
// in it, it fails, unless XLACHAT_SKIP_IREE_COMPILE=1.
func TestChatOnIREE(t *testing.T) {
	dist := os.Getenv("IREE_DIST")
	switch {
	case dist == "":
		t.Skip("IREE_DIST is not set: the chat on IREE did NOT run (make test-iree IREE_DIST=...)")
	case os.Getenv("XLACHAT_SKIP_IREE_COMPILE") == "1":
		t.Skip("XLACHAT_SKIP_IREE_COMPILE=1: the chat on IREE did not run")
	}
	compiler := filepath.Join(dist, "bin", "iree-compile")
	if _, err := os.Stat(compiler); err != nil {
		t.Fatalf("IREE_DIST=%s has no bin/iree-compile, which the chat on IREE needs; set XLACHAT_SKIP_IREE_COMPILE=1 to run without it", dist)
	}
	tm := newTmux(t)
	bin := buildWithIREE(t, dist)
	dir := t.TempDir()
	model := filepath.Join(dir, "demo")
	name := filepath.Base(model)
	generateModel(t, bin, model)
	cfgFile := filepath.Join(dir, "xlachat.yaml")
	cfg := chatConfig{Model: model, Backend: "xla", Device: "local-task", MaxNewTokens: 24, Capacity: 512,
		IREE: fmt.Sprintf("  compiler: %q\n  cache_dir: %q\n", compiler, filepath.Join(dir, "vmfb"))}
	writeConfig(t, cfgFile, cfg)
	tm.start(t, dir, bin, "--config", cfgFile)

	chatOn := func(t *testing.T, backend, device string) {
		t.Helper()
		status := backend + " · " + device + " · " + name
		tm.waitFor(t, "the "+backend+" session", func(s screen) bool {
			return strings.HasPrefix(s.status(), status) && !strings.Contains(s.status(), "→")
		})
		tm.typeText(t, "Hello there, who are you?")
		tm.press(t, "Enter")
		done := tm.waitFor(t, "a reply on "+backend, func(s screen) bool {
			st, ok := parseStatus(s.status())
			return replyDone(s) && (replyFailed(s) || ok && st.tokPerSec > 0 && lastReply(s, name) != "")
		})
		if replyFailed(done) || !strings.HasPrefix(done.status(), status) {
			t.Fatalf("the reply on %s/%s failed or ran elsewhere:\n%s", backend, device, done)
		}
	}
	step := func(title string, f func(t *testing.T)) {
		t.Helper()
		if !t.Run(title, f) {
			t.FailNow()
		}
	}
	step("xla", func(t *testing.T) { chatOn(t, "xla", "local-task") })
	step("to ref", func(t *testing.T) {
		cfg.Backend, cfg.Device = "ref", "cpu"
		writeConfig(t, cfgFile, cfg)
		chatOn(t, "ref", "cpu")
	})
	step("back to xla", func(t *testing.T) {
		cfg.Backend, cfg.Device = "xla", "local-task"
		writeConfig(t, cfgFile, cfg)
		chatOn(t, "xla", "local-task")
	})
	step("quit", func(t *testing.T) {
		// The conversation is not saved: the first Ctrl+C asks.
		tm.press(t, "C-c")
		tm.waitFor(t, "the request to confirm", func(s screen) bool {
			return strings.Contains(s.text(), "press Ctrl+C again to quit")
		})
		tm.press(t, "C-c")
		if status := tm.waitExit(t); status != 0 {
			t.Errorf("xlachat exited with status %d after Ctrl+C, want 0:\n%s", status, tm.capture(t))
		}
	})
}

// buildWithIREE builds the binary with the iree tag against dist, the way
// a user does (make build-iree).
func buildWithIREE(t *testing.T, dist string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "xlachat")
	cmd := exec.Command("make", "build-iree", "IREE_DIST="+dist, "BIN="+bin)
	cmd.Dir = filepath.Join("..", "..")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("make build-iree: %v\n%s", err, out)
	}
	return bin
}
