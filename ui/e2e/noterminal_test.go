//go:build unix

package e2e

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestChatWithoutTerminal: the chat started where there is no terminal at
// all (stdin a pipe, no controlling terminal, as under cron or in CI)
// says so and points to run, at once, without generating the demo model
// or waiting for input.
func TestChatWithoutTerminal(t *testing.T) {
	home := t.TempDir()
	cmd := exec.Command(buildXlachat(t), "--demo")
	cmd.Dir, cmd.Stdin = t.TempDir(), strings.NewReader("hello\n")
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + home, "XDG_CONFIG_HOME=" + home, "XDG_CACHE_HOME=" + home}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true} // no controlling terminal: /dev/tty cannot open
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(out.String(), "the chat needs a terminal") ||
			!strings.Contains(out.String(), "xlachat run --prompt TEXT") {
			t.Errorf("exit %v, printed:\n%s", err, out.String())
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("still running after 30 s without a terminal; printed:\n%s", out.String())
	}
	if entries, _ := os.ReadDir(home); len(entries) != 0 {
		t.Errorf("it wrote %d entries in the cache and config dirs before refusing", len(entries))
	}
}
