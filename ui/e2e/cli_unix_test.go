//go:build unix

package e2e

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"xlachat/ui"
)

// TestRunStoppedBySignal: run stopped by SIGTERM (kill, timeout) or
// SIGHUP exits with 128 plus the signal's number, as a shell reports a
// process the signal killed, so that a script does not take the cut-off
// reply for a whole one; it exited with 0. What was streamed stays on
// stdout, and --json prints a valid object saying "cancelled" or nothing.
func TestRunStoppedBySignal(t *testing.T) {
	dir := modelDir(t)
	for _, tc := range []struct {
		name string
		sig  syscall.Signal
		json bool
	}{
		{"SIGTERM", syscall.SIGTERM, false},
		{"SIGHUP", syscall.SIGHUP, false},
		{"SIGTERM --json", syscall.SIGTERM, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// A reply long enough to be running when the signal comes.
			args := []string{"run", "--model", dir, "--prompt", "hi", "--max-tokens", "8000", "--capacity", "8192"}
			if tc.json {
				args = append(args, "--json")
			}
			home := t.TempDir()
			cmd := exec.Command(buildXlachat(t), args...)
			cmd.Dir = t.TempDir()
			cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config")}
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if tc.json {
				// The object comes at the end: give the reply time to start.
				time.Sleep(500 * time.Millisecond)
			} else if _, err := io.CopyN(&out, stdout, 1); err != nil {
				t.Fatalf("no reply streamed: %v (%s)", err, stderr.String())
			}
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			io.Copy(&out, stdout)
			err = cmd.Wait()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 128+int(tc.sig) {
				t.Errorf("exit: %v, want status %d (stderr %q)", err, 128+int(tc.sig), stderr.String())
			}
			if !strings.Contains(stderr.String(), "stopped by a signal") {
				t.Errorf("stderr %q does not say the run was stopped", stderr.String())
			}
			if tc.json && out.Len() > 0 {
				var res ui.OneShotResult
				if err := json.Unmarshal(out.Bytes(), &res); err != nil || res.Stats.StopReason != "cancelled" {
					t.Errorf("--json printed %q (%v), want an object whose stop_reason is cancelled", out.String(), err)
				}
			}
		})
	}
}

// TestChatStoppedBySignal: the chat ended by SIGTERM or SIGINT (kill,
// a shutdown) restores the terminal and exits with 128 plus the signal's
// number, as run does. Bubble Tea's own handler, which the chat no longer
// uses, hung the exit on SIGTERM in about one run in five, and turned
// SIGINT into an "interrupted" error and status 1.
func TestChatStoppedBySignal(t *testing.T) {
	for _, tc := range []struct {
		sig    string
		status int
	}{{"TERM", 143}, {"INT", 130}} {
		t.Run(tc.sig, func(t *testing.T) {
			tm := newTmux(t)
			bin := buildXlachat(t)
			dir, cfgFile := demoDir(t, bin, chatConfig{Backend: "ref", Device: "cpu", MaxNewTokens: 8, Capacity: 512})
			tm.start(t, dir, bin, "--config", cfgFile)
			tm.waitFor(t, "the model to load", func(s screen) bool { return strings.Contains(s.text(), "loaded demo on ref/cpu") })
			shell := strings.TrimSpace(tm.run(t, "display-message", "-p", "-t", session, "#{pane_pid}"))
			out, err := exec.Command("pgrep", "-P", shell).Output()
			if err != nil {
				t.Fatalf("the chat's process under the pane's shell %s: %v", shell, err)
			}
			pid := strings.TrimSpace(string(out))
			if err := exec.Command("kill", "-"+tc.sig, pid).Run(); err != nil {
				t.Fatalf("kill -%s %s: %v", tc.sig, pid, err)
			}
			if status := tm.waitExit(t); status != tc.status {
				t.Errorf("exit status %d after SIG%s, want %d", status, tc.sig, tc.status)
			}
		})
	}
}
