package e2e

// End-to-end tests: the real xlachat binary, built fresh, chatting with a
// generated tiny model inside a detached tmux session, driven by keys the
// way a person would press them and judged by what the 80x24 screen shows.
//
// They need tmux. Set XLACHAT_SKIP_E2E=1 to skip them on a machine
// without it; run with -update-e2e to refresh testdata/e2e/screen.txt,
// the screen capture the README shows.

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

var updateE2E = flag.Bool("update-e2e", false, "rewrite testdata/screen.txt from TestChatEndToEnd's screen")

const (
	screenWidth  = 80
	screenHeight = 24
	// waitLimit bounds every wait for the screen. It is generous because
	// CI machines are shared; a passing run waits far less.
	waitLimit = 60 * time.Second
	// screenFile is the capture the README shows.
	screenFile = "testdata/screen.txt"
)

// TestChatEndToEnd chats with a tiny random-weight model: load, send, send
// a message in Devanagari, stop a reply, let one run to the context limit,
// clear, switch settings through the watched config file (one switch
// refused, one applied), and quit with Ctrl+C.
func TestChatEndToEnd(t *testing.T) {
	tm := newTmux(t)
	bin := buildXlachat(t)
	dir := t.TempDir()
	model := filepath.Join(dir, "demo")
	name := filepath.Base(model) // the status bar names the model by its directory
	generateModel(t, bin, model)

	cfgFile := filepath.Join(dir, "xlachat.yaml")
	cfg := chatConfig{Model: model, Backend: "ref", Device: "cpu", MaxNewTokens: 40, Capacity: 512}
	writeConfig(t, cfgFile, cfg)
	tm.start(t, dir, bin, "--config", cfgFile)

	step := func(title string, f func(t *testing.T)) {
		t.Helper()
		// Later steps build on earlier ones: after a failure they would
		// only time out, one minute each, and hide the real cause.
		if !t.Run(title, f) {
			t.FailNow()
		}
	}

	step("load", func(t *testing.T) {
		tm.waitFor(t, "the model to load", func(s screen) bool {
			return strings.HasPrefix(s.status(), "ref · cpu · "+name) &&
				strings.Contains(s.text(), "loaded "+name+" on ref/cpu (context 512, prefill bucket 256)")
		})
	})

	step("reply", func(t *testing.T) {
		before := tm.typeDraft(t, "Hello there, who are you?")
		n := promptLength(before)

		tm.press(t, "Enter")
		after := tm.waitFor(t, "the reply to finish", func(s screen) bool {
			st, ok := parseStatus(s.status())
			return replyDone(s) && (replyFailed(s) || ok && st.tokPerSec > 0 && st.ctxUsed > 0)
		})
		if replyFailed(after) {
			t.Fatalf("the reply failed:\n%s", after)
		}
		st, _ := parseStatus(after.status())
		if st.ctxCap != 512 {
			t.Errorf("status bar context capacity = %d, want 512:\n%s", st.ctxCap, after)
		}
		if st.ctxUsed <= n {
			t.Errorf("context use %d after the reply, want more than the %d prompt tokens:\n%s", st.ctxUsed, n, after)
		}
		if st.ttft == "–" {
			t.Errorf("status bar shows no time to first token:\n%s", after)
		}
		if !strings.Contains(after.text(), "you Hello there, who are you? "+name) {
			t.Errorf("the transcript does not show the message followed by the model's label:\n%s", after)
		}
		if !strings.HasPrefix(after.text(), before.text()) || len(after.text()) <= len(before.text()) {
			t.Errorf("the transcript did not grow by the exchange; before:\n%s\nafter:\n%s", before, after)
		}
		if reply := lastReply(after, name); reply == "" {
			t.Errorf("the reply is empty:\n%s", after)
		}
		if strings.TrimSpace(after.input()) != "Send a message (/help lists commands)" {
			t.Errorf("the input was not cleared after sending:\n%s", after)
		}
		saveScreen(t, after)
	})

	step("devanagari", func(t *testing.T) {
		// A Devanagari vowel sign takes a column of its own in tmux, as in
		// most terminals, where lipgloss counts a whole cluster as one:
		// laid out by lipgloss's count, this message overflowed its lines
		// and pushed the input and status bar off their rows. Typed at
		// once, its 300 bytes also cross Bubble Tea's 256-byte reads,
		// which used to drop the character they cut.
		msg := strings.Repeat("हिन्दी भारत की राजभाषा है और देवनागरी में लिखी जाती है। ", 2)
		folded := strings.Join(strings.Fields(msg), " ")
		tm.typeText(t, msg)
		tm.waitFor(t, "the message in the input", func(s screen) bool {
			return strings.Join(strings.Fields(s.input()), " ") == folded
		})
		if flag := strings.TrimSpace(tm.run(t, "display-message", "-p", "-t", session, "#{wrap_flag}")); flag != "0" {
			t.Errorf("autowrap is on (wrap_flag %s) in the chat's screen", flag)
		}
		tm.press(t, "Enter")
		done := tm.waitFor(t, "the reply to the message", func(s screen) bool {
			return replyDone(s) && strings.Contains(s.text(), "you "+folded+" "+name)
		})
		if replyFailed(done) {
			t.Errorf("the reply failed:\n%s", done)
		}
	})

	step("stop", func(t *testing.T) {
		// The tiny model streams about a thousand tokens a second, so in
		// a 512-token context a reply can end before a busy machine's
		// next look at the screen (it did in make test, and a 2048-token
		// one did on a machine running three test suites at once): this
		// turn may run to a 4096-token context, three seconds or more of
		// streaming to press Esc in. A generation setting applies
		// without reload; the context takes a session switch (the
		// switch steps below test that).
		cfg.MaxNewTokens = 4000
		writeConfig(t, cfgFile, cfg)
		tm.waitFor(t, "the new generation settings", func(s screen) bool {
			return strings.Contains(s.text(), "generation settings: greedy, max 4000 new tokens")
		})
		cfg.Capacity = 4096
		writeConfig(t, cfgFile, cfg)
		tm.waitFor(t, "the switch to capacity 4096", func(s screen) bool {
			st, ok := parseStatus(s.status())
			return strings.Contains(s.text(), "switched to ref/cpu (context 4096") && ok && st.ctxCap == 4096
		})

		tm.typeText(t, "Tell me a very long story about a dragon who learns to fly.")
		tm.press(t, "Enter")
		streaming := tm.waitFor(t, "the reply to start streaming", func(s screen) bool {
			return strings.Contains(s.info(), "esc stop reply") && replyStreaming(s, name)
		})
		tm.press(t, "Escape")
		stopped := tm.waitFor(t, "the reply to end", replyDone)

		text := stopped.text()
		if !strings.Contains(text, "[stopped]") {
			t.Fatalf("the reply is not marked [stopped] (did it finish before Esc arrived? it streamed at %s):\n%s",
				streaming.status(), stopped)
		}
		if replyFailed(stopped) {
			t.Errorf("stopping the reply reported an error:\n%s", stopped)
		}
		st, ok := parseStatus(stopped.status())
		if !ok || !strings.HasPrefix(stopped.status(), "ref · cpu · "+name) {
			t.Errorf("status bar after the stop is not the running ref/cpu session:\n%s", stopped)
		}
		if st.ctxUsed >= st.ctxCap {
			t.Errorf("context use %d/%d: the reply ran to the limit instead of stopping:\n%s", st.ctxUsed, st.ctxCap, stopped)
		}
	})

	step("long reply", func(t *testing.T) {
		// Random weights write every script, tabs and stray control
		// characters, and a reply left to run fills the context: the
		// hardest text to draw. waitFor fails as soon as a row shifts.
		before, _ := parseStatus(tm.capture(t).status())
		tm.typeText(t, "Go on, and do not stop this time.")
		tm.press(t, "Enter")
		done := tm.waitFor(t, "the long reply to end", func(s screen) bool {
			st, ok := parseStatus(s.status())
			return replyDone(s) && (replyFailed(s) || ok && st.ctxUsed > before.ctxUsed)
		})
		if replyFailed(done) {
			t.Errorf("the long reply failed:\n%s", done)
		}
	})

	step("clear", func(t *testing.T) {
		// Nothing is saved, so the first /clear asks and the second clears.
		tm.typeText(t, "/clear")
		tm.press(t, "Enter")
		tm.waitFor(t, "/clear to ask first", func(s screen) bool {
			return strings.Contains(s.text(), "the conversation is not saved: /clear again")
		})
		tm.typeText(t, "/clear")
		tm.press(t, "Enter")
		cleared := tm.waitFor(t, "the conversation to clear", func(s screen) bool {
			return s.text() == "· new conversation"
		})
		if st, ok := parseStatus(cleared.status()); !ok || st.ctxUsed != 0 {
			t.Errorf("status bar after /clear does not show ctx 0:\n%s", cleared)
		}
	})

	step("switch refused", func(t *testing.T) {
		// This binary is built without IREE, so the xla backend cannot
		// open: the running session must stay in place and say so.
		cfg.MaxNewTokens, cfg.Backend, cfg.Device = 40, "xla", "local-task"
		writeConfig(t, cfgFile, cfg)
		failed := tm.waitFor(t, "the switch to xla to fail", func(s screen) bool {
			return strings.Contains(s.text(), "switch to xla/local-task failed")
		})
		text := failed.text()
		for _, want := range []string{"switching to xla/local-task", "built without IREE", "still on ref/cpu"} {
			if !strings.Contains(text, want) {
				t.Errorf("screen does not say %q:\n%s", want, failed)
			}
		}
		// The failure can be drawn a frame before the status bar drops
		// the pending target, so wait for the bar rather than assert it.
		tm.waitFor(t, "the status bar to show ref/cpu alone", func(s screen) bool {
			return strings.HasPrefix(s.status(), "ref · cpu · "+name) && !strings.Contains(s.status(), "→")
		})
	})

	step("switch", func(t *testing.T) {
		cfg.Backend, cfg.Device, cfg.Capacity = "ref", "cpu", 1024
		writeConfig(t, cfgFile, cfg)
		tm.waitFor(t, "the switch to capacity 1024", func(s screen) bool {
			st, ok := parseStatus(s.status())
			return strings.Contains(s.text(), "switched to ref/cpu (context 1024") &&
				ok && st.backend == "ref" && st.device == "cpu" && st.ctxCap == 1024
		})

		// The new session serves the next reply.
		tm.typeDraft(t, "Hi again.")
		tm.press(t, "Enter")
		again := tm.waitFor(t, "a reply from the new session", func(s screen) bool {
			st, ok := parseStatus(s.status())
			return replyDone(s) && (replyFailed(s) || lastReply(s, name) != "" && ok && st.ctxUsed > 0 && st.ctxCap == 1024)
		})
		if replyFailed(again) {
			t.Errorf("the new session's reply failed:\n%s", again)
		}
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

// TestChatWithoutModel runs xlachat with nothing configured: no flags, no
// config file in the working directory or the user config directory. The
// screen must explain how to get a model instead of failing.
func TestChatWithoutModel(t *testing.T) {
	tm := newTmux(t)
	bin := buildXlachat(t)
	tm.start(t, t.TempDir(), bin)

	s := tm.waitFor(t, "the how-to-get-a-model screen", func(s screen) bool {
		return strings.Contains(s.text(), "No model is configured.")
	})
	text := s.text()
	for _, want := range []string{"Getting a model", "xlachat gen-model --out ~/xlachat-demo --preset tiny", "--model"} {
		if !strings.Contains(text, want) {
			t.Errorf("screen does not mention %q:\n%s", want, s)
		}
	}
	if !strings.HasPrefix(s.status(), "no model · ref/cpu") {
		t.Errorf("status bar = %q, want it to start with \"no model · ref/cpu\"", s.status())
	}

	tm.press(t, "C-c")
	if status := tm.waitExit(t); status != 0 {
		t.Errorf("xlachat exited with status %d after Ctrl+C, want 0:\n%s", status, tm.capture(t))
	}
}

// TestChatRecoversAfterTheTerminalCloses: a chat whose terminal closes
// under it, with a reply nobody saved, leaves a copy that the next chat
// names and loads; quitting that one removes the copy.
func TestChatRecoversAfterTheTerminalCloses(t *testing.T) {
	tm := newTmux(t)
	bin := buildXlachat(t)
	dir, cfgFile := demoDir(t, bin, chatConfig{Backend: "ref", Device: "cpu", MaxNewTokens: 8, Capacity: 512})
	recoveryDir := tm.recoveryDir()

	tm.start(t, dir, bin, "--config", cfgFile)
	tm.waitFor(t, "the model to load", func(s screen) bool { return strings.Contains(s.text(), "loaded demo on ref/cpu") })
	tm.typeText(t, "Remember the word pelican.")
	tm.press(t, "Enter")
	tm.waitFor(t, "the reply", func(s screen) bool { return replyDone(s) && strings.Contains(s.text(), "pelican") })
	// The window closes: tmux hangs up on the chat, which asks nothing.
	tm.run(t, "kill-session", "-t", session)

	entries, err := recoveryCopies(recoveryDir)
	if err != nil || len(entries) != 1 {
		t.Fatalf("recovery copies after the terminal closed: %v, %v; want one", entries, err)
	}
	// The copy is named for its chat's process: wait for that to end, as
	// a chat still running elsewhere keeps its copy to itself.
	pid, _, _ := strings.Cut(entries[0], "-")
	waitGone(t, pid)

	tm.start(t, dir, bin, "--config", cfgFile)
	tm.waitFor(t, "the notice of the copy", func(s screen) bool {
		return strings.Contains(s.text(), "an earlier chat ended with 2 messages it had not saved")
	})
	tm.typeText(t, "/recover")
	tm.press(t, "Enter")
	tm.waitFor(t, "the recovered conversation", func(s screen) bool {
		return strings.Contains(s.text(), "loaded 2 messages from the recovery copy") &&
			strings.Contains(s.text(), "you Remember the word pelican.")
	})
	tm.press(t, "C-c")
	tm.waitFor(t, "Ctrl+C to ask first", func(s screen) bool {
		return strings.Contains(s.text(), "the conversation is not saved: press Ctrl+C again")
	})
	tm.press(t, "C-c")
	if status := tm.waitExit(t); status != 0 {
		t.Errorf("exit status %d, want 0", status)
	}
	if entries, _ := os.ReadDir(recoveryDir); len(entries) != 0 {
		t.Errorf("copies left after quitting: %v, want none", entries)
	}
}

// TestChatKeepsTheReplyStreamingWhenTheTerminalCloses: a terminal that
// closes in the middle of a reply leaves a copy with the reply as far as
// it came, not only the question it answered.
func TestChatKeepsTheReplyStreamingWhenTheTerminalCloses(t *testing.T) {
	tm := newTmux(t)
	bin := buildXlachat(t)
	// A reply of thousands of tokens streams for seconds: the terminal
	// closes well before its end.
	dir, cfgFile := demoDir(t, bin, chatConfig{Backend: "ref", Device: "cpu", MaxNewTokens: 3000, Capacity: 4096})
	recoveryDir := tm.recoveryDir()

	tm.start(t, dir, bin, "--config", cfgFile)
	tm.waitFor(t, "the model to load", func(s screen) bool { return strings.Contains(s.text(), "loaded demo on ref/cpu") })
	tm.typeText(t, "Tell a long story.")
	tm.press(t, "Enter")
	tm.waitFor(t, "the reply to start", func(s screen) bool {
		return strings.HasPrefix(s.info(), "esc") && replyStreaming(s, "demo")
	})
	tm.run(t, "kill-session", "-t", session)

	entries, err := recoveryCopies(recoveryDir)
	if err == nil && len(entries) == 1 {
		pid, _, _ := strings.Cut(entries[0], "-")
		waitGone(t, pid)
	}
	entries, err = recoveryCopies(recoveryDir)
	if err != nil || len(entries) != 1 {
		t.Fatalf("recovery copies after the terminal closed: %v, %v; want one", entries, err)
	}
	data, err := os.ReadFile(filepath.Join(recoveryDir, entries[0]))
	if err != nil {
		t.Fatal(err)
	}
	var c struct {
		Messages []struct{ Role, Content string }
	}
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatalf("the copy: %v\n%s", err, data)
	}
	if len(c.Messages) != 2 || c.Messages[1].Role != "assistant" || c.Messages[1].Content == "" {
		t.Errorf("the copy holds %+v, want the question and the reply begun", c.Messages)
	}
}

// recoveryCopies names the recovery copies in dir, not their lock files.
func recoveryCopies(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".json") {
			names = append(names, e.Name())
		}
	}
	return names, err
}

// binary is the xlachat binary under test, built once for the package.
var binary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "xlachat-e2e")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "xlachat")
	// An empty -tags overrides any in GOFLAGS: the tests expect the
	// default build, whose xla backend reports that IREE is missing.
	if out, err := exec.Command("go", "build", "-tags=", "-o", bin, "xlachat").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

func TestMain(m *testing.M) {
	code := m.Run()
	if bin, err := binary(); err == nil {
		os.RemoveAll(filepath.Dir(bin))
	}
	if dir, err := demoModel(); err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

// buildXlachat returns the binary under test.
func buildXlachat(t *testing.T) string {
	t.Helper()
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

func generateModel(t *testing.T, bin, dir string) {
	t.Helper()
	out, err := exec.Command(bin, "gen-model", "--out", dir, "--preset", "tiny").CombinedOutput()
	if err != nil {
		t.Fatalf("xlachat gen-model: %v\n%s", err, out)
	}
}

// chatConfig is the part of the config file the test changes.
type chatConfig struct {
	Model        string
	Backend      string
	Device       string
	MaxNewTokens int
	Capacity     int
	IREE         string // the iree: section's lines, if any
}

// writeConfig replaces the config file atomically, as editors do, so the
// running app's watcher never reads a half-written file.
func writeConfig(t *testing.T, path string, c chatConfig) {
	t.Helper()
	text := fmt.Sprintf("model: %q\nbackend: %s\ndevice: %s\ngeneration:\n  max_new_tokens: %d\n  capacity: %d\n",
		c.Model, c.Backend, c.Device, c.MaxNewTokens, c.Capacity)
	if c.IREE != "" {
		text += "iree:\n" + c.IREE
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// tmux drives one detached tmux server of the test's own.
type tmux struct {
	socket     string   // the server's socket, private to the test
	conf       string   // the server's config file
	env        []string // the server's environment, inherited by the app
	statusFile string   // where the app's exit status lands
}

const session = "xlachat"

// newTmux prepares a private tmux server (its socket in a temporary
// directory) and kills it when the test ends. The environment is built
// from scratch so the user's config file and XLACHAT_* variables cannot
// leak into the app.
func newTmux(t *testing.T) *tmux {
	t.Helper()
	if os.Getenv("XLACHAT_SKIP_E2E") == "1" {
		t.Skip("XLACHAT_SKIP_E2E=1: skipping the end-to-end test")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Fatal("the end-to-end tests need tmux: install it (apt-get install tmux, brew install tmux) " +
			"or set XLACHAT_SKIP_E2E=1 to skip them")
	}
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	for _, d := range []string{home, filepath.Join(dir, "config"), filepath.Join(dir, "cache")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	conf := filepath.Join(dir, "tmux.conf")
	// status off: the app gets all 24 rows. remain-on-exit: the last
	// screen stays readable after the app exits. default-terminal sets
	// TERM in the pane (tmux overrides a TERM given with -e).
	err := os.WriteFile(conf, []byte("set -g status off\nset -g remain-on-exit on\nset -g default-terminal xterm-256color\n"), 0o644)
	if err != nil {
		t.Fatal(err)
	}
	tm := &tmux{
		socket: filepath.Join(dir, "sock"),
		conf:   conf,
		env: []string{
			"PATH=" + os.Getenv("PATH"),
			"HOME=" + home,
			"XDG_CONFIG_HOME=" + filepath.Join(dir, "config"),
			"XDG_CACHE_HOME=" + filepath.Join(dir, "cache"),
		},
	}
	t.Cleanup(func() {
		// Ends the app too, should a test fail before Ctrl+C.
		exec.Command("tmux", "-S", tm.socket, "kill-server").Run()
	})
	return tm
}

// recoveryDir is where the app keeps recovery copies.
func (tm *tmux) recoveryDir() string {
	return filepath.Join(tm.cacheDir(), "xlachat", "recovery")
}

// demoDir makes a directory with a generated demo model and a config
// file naming it (cfg with Model set), and returns both paths.
func demoDir(t *testing.T, bin string, cfg chatConfig) (dir, cfgFile string) {
	t.Helper()
	dir = t.TempDir()
	cfg.Model = filepath.Join(dir, "demo")
	generateModel(t, bin, cfg.Model)
	cfgFile = filepath.Join(dir, "xlachat.yaml")
	writeConfig(t, cfgFile, cfg)
	return dir, cfgFile
}

// cacheDir is the app's XDG_CACHE_HOME.
func (tm *tmux) cacheDir() string {
	for _, kv := range tm.env {
		if v, ok := strings.CutPrefix(kv, "XDG_CACHE_HOME="); ok {
			return v
		}
	}
	return ""
}

// run runs one tmux command against the test's server.
func (tm *tmux) run(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command("tmux", append([]string{"-S", tm.socket, "-f", tm.conf}, args...)...)
	cmd.Env = tm.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// start runs the app in an 80x24 session, in dir, with NO_COLOR so the
// screen text is plain. A shell around it records its exit status in a
// file: tmux's own #{pane_dead_status} is sometimes never filled in
// (tmux 3.3a, when the app exits right after its terminal closes).
func (tm *tmux) start(t *testing.T, dir string, argv ...string) {
	t.Helper()
	tm.startEnv(t, dir, []string{"NO_COLOR=1"}, argv...)
}

// startEnv is start with env's arguments (NAME=VALUE, -u NAME) in place
// of NO_COLOR. They go through env(1) because tmux sets TERM in the pane
// over any TERM given to new-session.
func (tm *tmux) startEnv(t *testing.T, dir string, env []string, argv ...string) {
	t.Helper()
	tm.statusFile = filepath.Join(t.TempDir(), "exit-status")
	args := []string{"new-session", "-d", "-s", session, "-x", strconv.Itoa(screenWidth), "-y", strconv.Itoa(screenHeight),
		"-c", dir, "--",
		"sh", "-c", `status=$1; shift; "$@"; echo $? >"$status"`, "sh", tm.statusFile, "env"}
	args = append(args, env...)
	tm.run(t, append(args, argv...)...)
}

// typeText types text literally, as if pasted key by key.
func (tm *tmux) typeText(t *testing.T, text string) {
	t.Helper()
	tm.run(t, "send-keys", "-t", session, "-l", text)
}

// typeDraft types a message and waits for the screen to show it in the
// input with a prompt length beside it. Both must be on one capture: tmux
// can be caught in the middle of a frame, with the indicator above the
// input already redrawn and the input not yet.
func (tm *tmux) typeDraft(t *testing.T, text string) screen {
	t.Helper()
	tm.typeText(t, text)
	return tm.waitFor(t, "the typed message and its prompt length", func(s screen) bool {
		return strings.Contains(strings.Join(strings.Fields(s.input()), " "), text) && promptLength(s) > 0
	})
}

// press presses named keys (Enter, Escape, C-c).
func (tm *tmux) press(t *testing.T, keys ...string) {
	t.Helper()
	tm.run(t, append([]string{"send-keys", "-t", session}, keys...)...)
}

func (tm *tmux) capture(t *testing.T) screen {
	t.Helper()
	return newScreen(tm.run(t, "capture-pane", "-p", "-t", session))
}

// exited reports whether the app has exited and, if so, its exit status.
func (tm *tmux) exited(t *testing.T) (done bool, status int) {
	t.Helper()
	data, err := os.ReadFile(tm.statusFile)
	if err != nil || len(strings.TrimSpace(string(data))) == 0 {
		return false, 0 // not yet, or the shell is still writing
	}
	n, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatalf("exit status file: %q", data)
	}
	return true, n
}

// waitFor polls the screen until ok accepts it, and fails the test with
// the last screen if that takes longer than waitLimit or the app exits.
func (tm *tmux) waitFor(t *testing.T, what string, ok func(screen) bool) screen {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for {
		s := tm.capture(t)
		if ok(s) {
			return s
		}
		if done, status := tm.exited(t); done {
			t.Fatalf("xlachat exited with status %d while waiting for %s:\n%s", status, what, s)
		}
		if s.broken() {
			t.Fatalf("the screen lost its layout (a line overflowed and wrapped?) while waiting for %s:\n%s", what, s)
		}
		if time.Now().After(deadline) {
			t.Fatalf("gave up after %v waiting for %s; the screen:\n%s", waitLimit, what, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// waitExit waits for the app to exit and returns its exit status.
func (tm *tmux) waitExit(t *testing.T) int {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for {
		if done, status := tm.exited(t); done {
			return status
		}
		if time.Now().After(deadline) {
			t.Fatalf("xlachat still runs %v after Ctrl+C:\n%s", waitLimit, tm.capture(t))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// screen is one capture of the 80x24 pane. The layout, from the bottom:
// the status bar, the input (its lines start with ┃), one info line (hints,
// prompt length or load progress), and the transcript above it.
type screen struct{ lines []string }

func newScreen(capture string) screen {
	lines := strings.Split(strings.TrimSuffix(capture, "\n"), "\n")
	for len(lines) < screenHeight {
		lines = append(lines, "")
	}
	return screen{lines: lines}
}

func (s screen) String() string { return strings.Join(s.lines, "\n") }

// broken reports a screen whose rows have shifted, as when a line wider
// than the terminal wraps: the status bar must be the last row, and the
// only one, with the three-line input right above it. A screen with
// nothing on its last row is not judged (not drawn yet, or left).
func (s screen) broken() bool {
	last := len(s.lines) - 1
	if strings.TrimSpace(s.lines[last]) == "" {
		return false
	}
	bars := 0
	for _, l := range s.lines {
		if statusRE.MatchString(strings.TrimSpace(l)) {
			bars++
		}
	}
	return bars > 1 || s.inputStart() != last-3
}

// inputStart is the index of the input's first line.
func (s screen) inputStart() int {
	i := len(s.lines) - 1 // the status bar
	for i > 0 && strings.HasPrefix(s.lines[i-1], "┃") {
		i--
	}
	return i
}

func (s screen) status() string { return strings.TrimSpace(s.lines[len(s.lines)-1]) }

func (s screen) input() string {
	var parts []string
	for _, l := range s.lines[s.inputStart() : len(s.lines)-1] {
		parts = append(parts, strings.TrimSpace(strings.TrimPrefix(l, "┃")))
	}
	return strings.TrimSpace(strings.Join(parts, "\n"))
}

func (s screen) info() string {
	if i := s.inputStart(); i > 0 {
		return strings.TrimSpace(s.lines[i-1])
	}
	return ""
}

// transcriptLines are the lines above the info line.
func (s screen) transcriptLines() []string {
	i := s.inputStart() - 1
	if i < 0 {
		return nil
	}
	return s.lines[:i]
}

// text is the transcript with runs of spaces and line breaks folded into
// one space, so phrases match however the screen wrapped them.
func (s screen) text() string {
	return strings.Join(strings.Fields(strings.Join(s.transcriptLines(), "\n")), " ")
}

// replyDone reports whether no reply streams: the info line is back to
// the idle hints, whose first is "enter send".
func replyDone(s screen) bool { return strings.HasPrefix(s.info(), "enter send") }

// replyFailed reports whether the transcript shows a failed reply, so a
// wait for a reply ends at once instead of at its limit.
func replyFailed(s screen) bool { return strings.Contains(s.text(), "error: reply failed") }

// replyStreaming reports whether the reply that is streaming shows text
// past its "…" placeholder: its visible text, or, once that text has
// scrolled its label out of view (a fraction of a second at the demo
// model's speed, which a loaded machine's polls missed whole), the label's
// absence.
func replyStreaming(s screen, name string) bool {
	for _, l := range s.transcriptLines() {
		if strings.TrimSpace(l) == name {
			r := lastReply(s, name)
			return r != "" && r != "…"
		}
	}
	return true
}

// lastReply is the text under the last label of the model, the transcript
// block of its latest reply ("…" while waiting for the first token).
func lastReply(s screen, name string) string {
	lines := s.transcriptLines()
	start := -1
	for i, l := range lines {
		if strings.TrimSpace(l) == name {
			start = i + 1
		}
	}
	if start < 0 {
		return ""
	}
	var body []string
	for _, l := range lines[start:] {
		if strings.TrimSpace(l) == "" && len(body) > 0 {
			break
		}
		if strings.TrimSpace(l) != "" {
			body = append(body, strings.TrimSpace(l))
		}
	}
	return strings.Join(body, " ")
}

var promptLengthRE = regexp.MustCompile(`^(\d+)/256\b`)

// promptLength is the prompt-length indicator's token count (the info
// line reads "N/256", N tokens against the prefill bucket), or 0.
func promptLength(s screen) int {
	m := promptLengthRE.FindStringSubmatch(s.info())
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// statusFields is what the status bar says, e.g.
// "ref · cpu · demo   301.8 tok/s · ttft 63ms · ctx 82/512".
type statusFields struct {
	backend, device, model string
	tokPerSec              float64 // 0 when "–"
	ttft                   string
	ctxUsed, ctxCap        int
}

var statusRE = regexp.MustCompile(`^(\S+) · (\S+) · (\S+)\s+(–|[\d.]+) tok/s · ttft (\S+) · ctx (\d+)/(\d+)$`)

func parseStatus(line string) (statusFields, bool) {
	m := statusRE.FindStringSubmatch(line)
	if m == nil {
		return statusFields{}, false
	}
	st := statusFields{backend: m[1], device: m[2], model: m[3], ttft: m[5]}
	st.tokPerSec, _ = strconv.ParseFloat(m[4], 64)
	st.ctxUsed, _ = strconv.Atoi(m[6])
	st.ctxCap, _ = strconv.Atoi(m[7])
	return st, true
}

// saveScreen writes the capture the README shows when -update-e2e is set.
// Otherwise it checks the stored one still has the shape of today's
// screen; its text is not compared, since speeds and timings vary.
func saveScreen(t *testing.T, s screen) {
	t.Helper()
	if *updateE2E {
		if err := os.MkdirAll(filepath.Dir(screenFile), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(screenFile, []byte(s.String()+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", screenFile)
		return
	}
	data, err := os.ReadFile(screenFile)
	if err != nil {
		t.Fatalf("%v; create it with: go test -run TestChatEndToEnd -update-e2e .", err)
	}
	stored := newScreen(string(data))
	if len(stored.lines) != screenHeight {
		t.Errorf("%s has %d lines, want %d; regenerate it with -update-e2e", screenFile, len(stored.lines), screenHeight)
	}
	if _, ok := parseStatus(stored.status()); !ok {
		t.Errorf("%s: its status bar %q no longer looks like today's %q; regenerate it with -update-e2e",
			screenFile, stored.status(), s.status())
	}
}
