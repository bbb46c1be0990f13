package ui

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/chat"
	"xlachat/engine"
)

// freshOpener opens a new fake engine for every load, as engine.Open
// opens a new session each time, and keeps every engine it opened, so a
// test can check that each was closed exactly once. A load whose target
// ("xla/cuda") or model directory is in fail fails with that error. With
// gate set, every open waits for it; one that honours its cancellation
// returns early, one that does not (ignoreCancel) returns an engine all
// the same, as an open past its last check of ctx does.
type freshOpener struct {
	gate         chan struct{}
	ignoreCancel bool
	setup        func(*fakeEngine) // adjusts each engine before it is returned

	mu       sync.Mutex
	fail     map[string]error // set with failOn
	opened   []*fakeEngine
	started  int
	returned int
}

func (o *freshOpener) open(ctx context.Context, s Settings, progress func(engine.Progress)) (Engine, error) {
	o.mu.Lock()
	o.started++
	o.mu.Unlock()
	defer func() {
		o.mu.Lock()
		o.returned++
		o.mu.Unlock()
	}()
	progress(engine.Progress{Stage: "weights", Done: 1, Total: 2})
	if o.gate != nil {
		select {
		case <-o.gate:
		case <-ctx.Done():
			if !o.ignoreCancel {
				return nil, ctx.Err()
			}
			<-o.gate
		}
	}
	o.mu.Lock()
	fail := o.fail
	o.mu.Unlock()
	for _, key := range []string{s.Target(), s.Engine.ModelDir} {
		if err := fail[key]; err != nil {
			return nil, err
		}
	}
	f := newFake(s.Engine.Backend, s.Engine.Device)
	f.info.Model = filepath.Base(s.Engine.ModelDir)
	f.opts = s.Engine
	if o.setup != nil {
		o.setup(f)
	}
	o.mu.Lock()
	o.opened = append(o.opened, f)
	o.mu.Unlock()
	return f, nil
}

// failOn makes the opens from now on of target or model directory key
// fail with err.
func (o *freshOpener) failOn(key string, err error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.fail = map[string]error{key: err}
}

// engines is every engine opened so far, oldest first.
func (o *freshOpener) engines() []*fakeEngine {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append([]*fakeEngine(nil), o.opened...)
}

func (o *freshOpener) counts() (started, returned int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.started, o.returned
}

// closedOnce checks that every engine but keep was closed exactly once,
// and keep not at all.
func closedOnce(t *testing.T, o *freshOpener, keep Engine) {
	t.Helper()
	for i, f := range o.engines() {
		want := 1
		if Engine(f) == keep {
			want = 0
		}
		if got := f.closeCount(); got != want {
			t.Errorf("engine %d (%s/%s) closed %d times, want %d", i, f.info.Backend, f.info.Device, got, want)
		}
	}
}

// waitClosed waits for the closes the chat runs off its goroutine.
func waitClosed(t *testing.T, o *freshOpener, keep Engine) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		done := true
		for _, f := range o.engines() {
			if Engine(f) != keep && f.closeCount() == 0 {
				done = false
			}
		}
		if done {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	closedOnce(t, o, keep)
}

// changed returns the test settings with one engine setting changed.
func changed(change string) Settings {
	s := testSettings("/models/tiny-llama")
	switch change {
	case "device":
		s.Engine.Device = "other-cpu"
	case "backend":
		s.Engine.Backend, s.Engine.Device = "xla", "local-task"
	case "dtypes":
		s.Engine.WeightDType, s.Engine.ComputeDType, s.Engine.KVDType = "q4", "int8", "f16"
	case "model":
		s.Engine.ModelDir = "/models/other-llama"
	case "capacity":
		s.Engine.Capacity = 1024
	case "same":
	default:
		panic("no change " + change)
	}
	return s
}

// TestSwitchDuringAReply: a config change that needs a new session, made
// while a reply prefills or streams, opens the new session beside the
// old one, which finishes the reply; the new one takes over when the
// reply ends, with the whole conversation, and the old one is closed
// exactly once.
func TestSwitchDuringAReply(t *testing.T) {
	for _, phase := range []string{"prefilling", "streaming"} {
		for _, change := range []string{"device", "backend", "dtypes", "model", "capacity"} {
			t.Run(phase+"/"+change, func(t *testing.T) {
				o := &freshOpener{}
				h := newHarnessWith(t, nil, Options{Open: o.open, Settings: testSettings("/models/tiny-llama")})
				h.ready()
				old := o.engines()[0]
				hold := make(chan struct{}) // the phase the reply is held in
				if phase == "prefilling" {
					old.prefill = hold
				} else {
					old.midway = hold
				}
				h.typeText("hi")
				h.enter()
				if phase == "streaming" {
					h.until("the first token", func(m Model) bool { return m.reply != nil && m.reply.text.Len() > 0 })
				}
				next := changed(change)
				h.send(ConfigMsg{Settings: next})
				h.until("the new session to open", func(m Model) bool { return m.pending != nil })
				if h.m.eng != Engine(old) || !h.m.generating() || old.closeCount() != 0 {
					t.Fatalf("the running session was replaced or closed under its reply")
				}
				close(hold)
				h.idle()
				h.settle()
				fresh := o.engines()[1]
				if h.m.eng != Engine(fresh) || h.m.settings.Engine.ModelDir != next.Engine.ModelDir ||
					!needsReopenEqual(h.m.settings, next) {
					t.Fatalf("after the reply: running %v with %+v, want the new session with %+v", h.m.eng.Info(), h.m.settings.Engine, next.Engine)
				}
				want := []chat.Message{{Role: "user", Content: "hi"}, {Role: "assistant", Content: "Hello, **world**!"}}
				if !equalTurns(h.m.conv.Turns, want) {
					t.Errorf("conversation after the switch: %v, want %v", h.m.conv.Turns, want)
				}
				command(h, "more")
				h.idle()
				if got := fresh.replies; len(got) != 1 || len(got[0]) != 3 || got[0][0].Content != "hi" {
					t.Errorf("the new session was asked %v, want the whole conversation", got)
				}
				if old.replyCount() != 1 {
					t.Errorf("the old session was asked %d replies, want 1", old.replyCount())
				}
				closedOnce(t, o, fresh)
				if strings.Contains(h.transcript(), "failed") || strings.Contains(h.transcript(), "closing the previous engine") {
					t.Errorf("transcript:\n%s", h.transcript())
				}
			})
		}
	}
}

// needsReopenEqual reports whether a and b open the same session.
func needsReopenEqual(a, b Settings) bool { return !needsReopen(a, b) }

func equalTurns(a, b []chat.Message) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestConfigSavesInQuickSuccession: saves that follow each other faster
// than a session opens, some while a reply streams, one of them invalid.
// Each open supersedes the one before; whichever way the superseded opens
// end (cancelled, or returning a session regardless), the chat ends up on
// the last valid settings, every other session opened is closed exactly
// once, and the conversation is whole.
func TestConfigSavesInQuickSuccession(t *testing.T) {
	saves := []struct {
		change string
		err    error // a refused file
	}{
		{change: "device"},
		{change: "backend"},
		{err: errors.New(`invalid configuration:` + "\n" + `  device "tpu" is not available`)},
		{change: "dtypes"},
		{change: "model"},
		{change: "capacity"},
	}
	for _, ignore := range []bool{false, true} {
		for _, streaming := range []bool{false, true} {
			t.Run(fmt.Sprintf("ignoreCancel=%v/streaming=%v", ignore, streaming), func(t *testing.T) {
				o := &freshOpener{ignoreCancel: ignore}
				h := newHarnessWith(t, nil, Options{Open: o.open, Settings: testSettings("/models/tiny-llama")})
				h.ready()
				old := o.engines()[0]
				old.prefill = make(chan struct{})
				o.gate = make(chan struct{})
				if streaming {
					h.typeText("hi")
					h.enter()
				}
				opens := 1
				for _, s := range saves {
					if s.err != nil {
						h.send(ConfigMsg{Err: s.err})
						continue
					}
					h.send(ConfigMsg{Settings: changed(s.change)})
					opens++
					h.until(fmt.Sprintf("open %d to start", opens), func(m Model) bool { started, _ := o.counts(); return started == opens })
				}
				// Every open but the last was superseded; those that honour
				// their cancellation have returned by now.
				if !ignore {
					h.until("the superseded opens to return", func(Model) bool {
						started, returned := o.counts()
						return returned == started-1
					})
				}
				close(o.gate)
				close(old.prefill)
				h.idle()
				h.until("the last open", func(m Model) bool { return m.load == nil && m.pending == nil })
				h.settle()
				want := changed("capacity")
				var last *fakeEngine // the session opened for the last save
				for _, f := range o.engines() {
					if !needsReopen(Settings{Engine: f.opts}, want) {
						last = f
					}
				}
				if h.m.eng != Engine(last) || !needsReopenEqual(h.m.settings, want) {
					t.Fatalf("running %+v, want the last save's %+v", h.m.settings.Engine, want.Engine)
				}
				waitClosed(t, o, last)
				if streaming && h.m.conv.Len() != 2 {
					t.Errorf("conversation: %v", h.m.conv.Turns)
				}
				if n := strings.Count(h.transcript(), "config change refused"); n != 1 {
					t.Errorf("%d refusals, want 1:\n%s", n, h.transcript())
				}
				if strings.Contains(h.transcript(), "failed") || strings.Contains(h.transcript(), "closing the previous engine") {
					t.Errorf("transcript:\n%s", h.transcript())
				}
			})
		}
	}
}

// TestSwitchFailureKeepsTheChat: a new session that cannot open (no such
// model directory, a device this build lacks, a model that fails to load)
// leaves the running one serving the whole conversation, during a reply
// or not, and says why; saving the file again tries again.
func TestSwitchFailureKeepsTheChat(t *testing.T) {
	missing := fmt.Errorf("open /models/gone/config.json: %w", fs.ErrNotExist)
	tests := []struct {
		name string
		to   Settings
		key  string // what fails to open
		err  error
	}{
		{"no such model", testSettings("/models/gone"), "/models/gone", missing},
		{"unknown device", switchSettings("xla", "cuda"), "xla/cuda", errors.New(`device "cuda" is not available in this build`)},
		{"bad checkpoint", changed("dtypes"), "ref/cpu", errors.New("weight dtype q4: quantizing: internal error")},
	}
	for _, tt := range tests {
		for _, streaming := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/streaming=%v", tt.name, streaming), func(t *testing.T) {
				o := &freshOpener{}
				h := newHarnessWith(t, nil, Options{Open: o.open, Settings: testSettings("/models/tiny-llama")})
				h.ready()
				o.failOn(tt.key, tt.err)
				old := o.engines()[0]
				command(h, "first")
				h.idle()
				if streaming {
					old.midway = make(chan struct{}) // until the attempt has failed
					h.typeText("second")
					h.enter()
					h.until("the first token", func(m Model) bool { return m.reply != nil && m.reply.text.Len() > 0 })
				}
				h.send(ConfigMsg{Settings: tt.to})
				h.until("the attempt", func(m Model) bool { return m.load == nil })
				if streaming {
					if !h.m.generating() {
						t.Fatal("the reply ended before the attempt")
					}
					close(old.midway)
				}
				h.idle()
				h.settle()
				if h.m.eng != Engine(old) || old.closeCount() != 0 || h.m.settings.Target() != "ref/cpu" ||
					h.m.settings.Engine.ModelDir != "/models/tiny-llama" {
					t.Fatalf("a failed switch lost the running session: %v, %+v", h.m.eng.Info(), h.m.settings.Engine)
				}
				if want := "failed: " + tt.err.Error() + "; still on ref/cpu"; !strings.Contains(h.transcript(), want) {
					t.Errorf("want %q in the transcript:\n%s", want, h.transcript())
				}
				turns := h.m.conv.Len()
				if want := 2 + 2*btoi(streaming); turns != want {
					t.Errorf("%d turns after the failed switch, want %d: %v", turns, want, h.m.conv.Turns)
				}
				command(h, "after")
				h.idle()
				if got := old.replies[len(old.replies)-1]; len(got) != turns+1 {
					t.Errorf("the next reply saw %d messages, want %d", len(got), turns+1)
				}
				_, before := o.counts()
				h.send(ConfigMsg{Settings: tt.to})
				h.until("the retry", func(m Model) bool { _, n := o.counts(); return n == before+1 && m.load == nil })
				if strings.Count(h.transcript(), tt.err.Error()) != 2 {
					t.Errorf("saving the file again did not try again:\n%s", h.transcript())
				}
				closedOnce(t, o, old)
			})
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestCommandsDuringASwitch: what the user does while a switch opens, or
// waits for the reply to end, acts on the chat as at any other time, and
// the switch still lands with the conversation as the commands left it.
func TestCommandsDuringASwitch(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "saved.json")
	c := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "saved q"}, {Role: "assistant", Content: "saved a"}}}
	if err := c.SaveFile(saved); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		waiting bool     // the switch has opened and waits for a reply; else it is opening
		do      []string // lines sent, or "esc", "ctrl+c"
		turns   []string // the conversation's contents afterwards; "Hello…": a stopped reply
		notice  string
	}{
		{"clear while opening", false, []string{"/clear", "/clear"}, nil, "new conversation"},
		{"load while opening", false, []string{"/load " + saved, "/load " + saved}, []string{"saved q", "saved a"}, "loaded 2 messages"},
		{"undo while opening", false, []string{"/undo"}, nil, "took back the last reply"},
		{"clear while waiting", true, []string{"/clear"}, []string{"first", "Hello, **world**!", "second", "Hello, **world**!"}, "press Esc first, then /clear"},
		{"load while waiting", true, []string{"/load " + saved}, []string{"first", "Hello, **world**!", "second", "Hello, **world**!"}, "press Esc first, then /load"},
		{"undo while waiting", true, []string{"/undo"}, []string{"first", "Hello, **world**!", "second", "Hello, **world**!"}, "press Esc first, then /undo"},
		{"esc while waiting", true, []string{"esc"}, []string{"first", "Hello, **world**!", "second", "Hello…"}, "switched to xla/local-task"},
		{"ctrl+c while waiting", true, []string{"ctrl+c"}, []string{"first", "Hello, **world**!", "second", "Hello…"}, "press Ctrl+C again to quit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := &freshOpener{}
			h := newHarnessWith(t, nil, Options{Open: o.open, Settings: testSettings("/models/tiny-llama")})
			h.ready()
			old := o.engines()[0]
			command(h, "first")
			h.idle()
			if tt.waiting {
				old.midway = make(chan struct{})
				h.typeText("second")
				h.enter()
				h.until("the first token", func(m Model) bool { return m.reply != nil && m.reply.text.Len() > 0 })
			} else {
				o.gate = make(chan struct{})
			}
			h.send(ConfigMsg{Settings: switchSettings("xla", "local-task")})
			if tt.waiting {
				h.until("the switch to wait", func(m Model) bool { return m.pending != nil })
			} else {
				h.until("the switch to open", func(m Model) bool { return m.load != nil && m.load.progress.Total > 0 })
			}
			for _, line := range tt.do {
				switch line {
				case "esc":
					h.key(tea.KeyEsc)
				case "ctrl+c":
					h.key(tea.KeyCtrlC)
				default:
					h.typeText(line)
					h.enter()
				}
				h.drain()
			}
			if o.gate != nil {
				close(o.gate)
			}
			if old.midway != nil {
				close(old.midway) // the reply goes on, unless it was stopped
			}
			h.idle()
			h.until("the switch", func(m Model) bool { return m.load == nil && m.pending == nil })
			h.settle()
			fresh := o.engines()[1]
			if h.m.eng != Engine(fresh) || h.quit {
				t.Fatalf("the switch did not land (quit %v):\n%s", h.quit, h.transcript())
			}
			var got []string
			for i, m := range h.m.conv.Turns {
				c := m.Content
				if i < len(tt.turns) && tt.turns[i] == "Hello…" && c == "Hello" {
					c = "Hello…" // stopped after its first token
				}
				got = append(got, c)
			}
			if strings.Join(got, "|") != strings.Join(tt.turns, "|") {
				t.Errorf("conversation %q, want %q", got, tt.turns)
			}
			if !strings.Contains(h.transcript(), tt.notice) {
				t.Errorf("no %q in the transcript:\n%s", tt.notice, h.transcript())
			}
			waitClosed(t, o, fresh)
			h.m.input.Reset()
			command(h, "next")
			h.idle()
			if got := fresh.replies; len(got) != 1 || len(got[0]) != len(tt.turns)+1 {
				t.Errorf("the new session was asked %v, want the conversation and the new message", got)
			}
		})
	}
}

// TestQuitDuringASwitch: quitting while a switch opens, or waits for the
// reply to end, stops the reply and the open; closing the chat then
// closes every session exactly once, the running one, the one waiting to
// take over and one whose open returns after the chat has closed, and
// no reply goroutine is left sending.
func TestQuitDuringASwitch(t *testing.T) {
	for _, waiting := range []bool{false, true} {
		t.Run(fmt.Sprintf("waiting=%v", waiting), func(t *testing.T) {
			o := &freshOpener{ignoreCancel: true}
			h := newHarnessWith(t, nil, Options{Open: o.open, Settings: testSettings("/models/tiny-llama")})
			h.ready()
			old := o.engines()[0]
			old.midway = make(chan struct{}) // the reply streams until it is stopped
			h.typeText("hi")
			h.enter()
			if !waiting {
				o.gate = make(chan struct{})
			}
			h.send(ConfigMsg{Settings: switchSettings("xla", "local-task")})
			if waiting {
				h.until("the switch to wait", func(m Model) bool { return m.pending != nil })
			} else {
				h.until("the switch to open", func(m Model) bool { return m.load != nil && m.load.progress.Total > 0 })
			}
			h.key(tea.KeyCtrlC) // stops the reply
			h.key(tea.KeyCtrlC) // quits
			h.until("quit", func(Model) bool { return h.quit })
			// The program handles nothing after it quits: from here on the
			// commands in flight run, but nothing reaches the model.
			h.m.engines.wait = 100 * time.Millisecond
			if err := h.m.Close(); err != nil {
				t.Errorf("Close: %v", err)
			}
			if o.gate != nil {
				close(o.gate) // the open that ignored its cancellation returns now
			}
			deadline := time.Now().Add(5 * time.Second)
			for len(o.engines()) < 2 && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			waitClosed(t, o, nil)
		})
	}
}
