package ui

import (
	"context"
	"io"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/goroutines"
	"xlachat/engine/modelgen"
	"xlachat/engine/refbackend"
)

// countedEngine is an engine.Engine that counts its Closes.
type countedEngine struct {
	*engine.Engine
	closes atomic.Int32
}

func (c *countedEngine) Close() error {
	c.closes.Add(1)
	return c.Engine.Close()
}

// probe runs the chat's Model in a tea.Program and keeps what a test
// waits for, read on the program's goroutine after every message.
type probe struct {
	m    Model
	mu   *sync.Mutex
	seen *probed
}

type probed struct {
	ready, generating bool
	replies           int // replies asked for so far
	transcript        string
}

func (p probe) Init() tea.Cmd { return p.m.Init() }

func (p probe) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	next, cmd := p.m.Update(msg)
	p.m = next.(Model)
	var b strings.Builder
	for _, e := range p.m.log {
		b.WriteString(e.text + "\n")
	}
	p.mu.Lock()
	*p.seen = probed{ready: p.m.eng != nil && p.m.load == nil && p.m.pending == nil,
		generating: p.m.generating(), replies: p.m.replySeq, transcript: b.String()}
	p.mu.Unlock()
	return p, cmd
}

func (p probe) View() string { return p.m.View() }

// TestChatLeavesNothingRunning runs a whole chat as main runs it, in a
// tea.Program, on the real engine and ref backend with a generated
// model: it loads, replies, switches session during a reply, fails to
// switch to a missing model and to an unknown device, switches again
// while the next reply streams (still opening when the user quits), and
// quits. Once the program has ended and the Model is closed, every
// session opened has been closed exactly once and every goroutine the
// chat started (replies, warm-ups, plans, opens, the backend's workers,
// progress, timers) has ended.
func TestChatLeavesNothingRunning(t *testing.T) {
	dir := t.TempDir()
	if err := modelgen.Generate(dir, modelgen.Options{Preset: "tiny", DType: dtype.BF16, Seed: 11}); err != nil {
		t.Fatal(err)
	}
	before := goroutines.Stacks()

	var mu sync.Mutex
	var opened []*countedEngine
	open := func(ctx context.Context, s Settings, progress func(engine.Progress)) (Engine, error) {
		e, err := engine.Open(ctx, s.Engine, []engine.Backend{refbackend.New()}, progress)
		if err != nil {
			return nil, err
		}
		c := &countedEngine{Engine: e}
		mu.Lock()
		opened = append(opened, c)
		mu.Unlock()
		return c, nil
	}
	settings := func(capacity int, kv string) Settings {
		s := testSettings(dir)
		s.Engine.Capacity, s.Engine.Bucket, s.Engine.KVDType = capacity, 64, kv
		s.Gen.MaxNewTokens = 64
		s.PrefillWhileTyping, s.Recovery = true, true
		return s
	}
	m := New(Options{Open: open, Settings: settings(512, ""), Renderer: asciiRenderer(), GlamourStyle: "ascii",
		Debounce: time.Millisecond, RecoveryDir: t.TempDir(), RecoveryEvery: 5 * time.Millisecond})
	seen := &probed{}
	p := tea.NewProgram(probe{m: m, mu: &mu, seen: seen}, tea.WithInput(nil), tea.WithOutput(io.Discard),
		tea.WithoutSignalHandler())
	ran := make(chan error, 1)
	var final tea.Model
	go func() {
		var err error
		final, err = p.Run()
		ran <- err
	}()
	waitFor := func(what string, cond func(probed) bool) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for {
			mu.Lock()
			s := *seen
			mu.Unlock()
			if cond(s) {
				return
			}
			if time.Now().After(deadline) {
				p.Kill()
				t.Fatalf("timed out waiting for %s; transcript:\n%s", what, s.transcript)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	say := func(text string) {
		p.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(text)})
		time.Sleep(20 * time.Millisecond) // typing pauses: the draft is planned and warmed
		p.Send(tea.KeyMsg{Type: tea.KeyEnter})
	}
	p.Send(tea.WindowSizeMsg{Width: 80, Height: 24})
	waitFor("the model to load", func(s probed) bool { return s.ready })

	say("Hello there")
	p.Send(ConfigMsg{Settings: settings(1024, "")}) // during the reply
	waitFor("the first switch", func(s probed) bool { return strings.Contains(s.transcript, "switched to") && !s.generating })
	// Sessions that cannot open leave the running one serving.
	missing, tpu := settings(1024, ""), settings(1024, "")
	missing.Engine.ModelDir = filepath.Join(dir, "gone")
	tpu.Engine.Device = "tpu"
	p.Send(ConfigMsg{Settings: missing})
	waitFor("a missing model to fail", func(s probed) bool { return strings.Count(s.transcript, "failed") == 1 && s.ready })
	p.Send(ConfigMsg{Settings: tpu})
	waitFor("an unknown device to fail", func(s probed) bool { return strings.Count(s.transcript, "failed") == 2 && s.ready })
	say("And again")
	waitFor("the second reply", func(s probed) bool { return s.replies == 2 })
	p.Send(ConfigMsg{Settings: settings(1024, "f16")}) // still opening at the end
	p.Send(tea.KeyMsg{Type: tea.KeyCtrlC})             // stops the reply
	p.Send(tea.KeyMsg{Type: tea.KeyCtrlC})             // quits
	select {
	case err := <-ran:
		if err != nil {
			t.Fatalf("program: %v", err)
		}
	case <-time.After(30 * time.Second):
		p.Kill()
		t.Fatal("the program did not end")
	}
	if err := final.(probe).m.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}

	mu.Lock()
	transcript := seen.transcript
	for i, e := range opened {
		if n := e.closes.Load(); n != 1 {
			t.Errorf("session %d closed %d times, want once", i, n)
		}
	}
	if len(opened) < 2 {
		t.Errorf("%d sessions opened, want at least 2:\n%s", len(opened), transcript)
	}
	mu.Unlock()
	if left := goroutines.StartedSince(before, 10*time.Second); len(left) > 0 {
		t.Errorf("%d goroutines still running after the chat ended:\n%s", len(left), strings.Join(left, "\n\n"))
	}
	for _, want := range []string{"no such file or directory; still on ref/cpu", `device "tpu" is not available on backend ref`} {
		if !strings.Contains(transcript, want) {
			t.Errorf("no %q in the transcript:\n%s", want, transcript)
		}
	}
	if n := strings.Count(transcript, "failed"); n != 2 {
		t.Errorf("%d failures, want the two switches':\n%s", n, transcript)
	}
}
