package ui

import (
	"flag"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"xlachat/engine"
)

// updating reports whether -update was given. The flag itself is
// registered by charmbracelet/x/exp/golden (imported by teatest), whose
// convention this package shares: go test ./ui/ -update rewrites goldens.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// harness runs a Model the way tea.Program does, without a terminal:
// commands run on goroutines and their messages come back through one
// channel, so tests can wait for a state and inspect the model.
type harness struct {
	t    *testing.T
	m    Model
	msgs chan tea.Msg
	quit bool
}

func testSettings(model string) Settings {
	return Settings{
		Engine: engine.Options{ModelDir: model, Backend: "ref", Device: "cpu", Capacity: 2048, Bucket: 256,
			// The template's date is in every prompt: pinned, the random
			// model's replies do not change at midnight.
			Now: func() time.Time { return time.Date(2026, time.November, 25, 12, 0, 0, 0, time.UTC) }},
		Gen:      engine.GenOptions{MaxNewTokens: 512},
		Markdown: true,
		Mouse:    true,
	}
}

// asciiRenderer draws without colour, as with NO_COLOR, so frames are
// plain text.
func asciiRenderer() *lipgloss.Renderer {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	return r
}

func newHarness(t *testing.T, o *fakeOpener, s Settings) *harness {
	t.Helper()
	return newHarnessWith(t, o, Options{Settings: s})
}

// newHarnessWith is newHarness with more options; Open comes from o, and
// the renderer and debounce are the tests'.
func newHarnessWith(t *testing.T, o *fakeOpener, opts Options) *harness {
	t.Helper()
	if o != nil {
		opts.Open = o.open
	}
	opts.Renderer, opts.GlamourStyle, opts.Debounce = asciiRenderer(), "ascii", time.Millisecond
	m := New(opts)
	h := &harness{t: t, m: m, msgs: make(chan tea.Msg, 1024)}
	t.Cleanup(func() { h.m.Close() })
	h.send(tea.WindowSizeMsg{Width: 80, Height: 24})
	h.run(m.Init())
	return h
}

func (h *harness) run(cmd tea.Cmd) {
	if cmd != nil {
		go func() { h.msgs <- cmd() }()
	}
}

// send delivers msg as the program would, expanding batches.
func (h *harness) send(msg tea.Msg) {
	switch msg := msg.(type) {
	case nil:
	case tea.BatchMsg:
		for _, c := range msg {
			h.run(c)
		}
	case tea.QuitMsg:
		h.quit = true
	default:
		next, cmd := h.m.Update(msg)
		h.m = next.(Model)
		h.run(cmd)
	}
}

// until delivers messages until cond holds, failing after a timeout.
func (h *harness) until(what string, cond func(m Model) bool) {
	h.t.Helper()
	timeout := time.After(5 * time.Second)
	for !cond(h.m) {
		select {
		case msg := <-h.msgs:
			h.send(msg)
		case <-timeout:
			h.t.Fatalf("timed out waiting for %s; screen:\n%s", what, h.m.View())
		}
	}
}

// settle delivers messages until none arrive for a while.
func (h *harness) settle() {
	for {
		select {
		case msg := <-h.msgs:
			h.send(msg)
		case <-time.After(50 * time.Millisecond):
			return
		}
	}
}

func (h *harness) typeText(s string) {
	h.send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)})
}

func (h *harness) key(t tea.KeyType) { h.send(tea.KeyMsg{Type: t}) }

func (h *harness) enter() { h.key(tea.KeyEnter) }

func (h *harness) ready() {
	h.t.Helper()
	h.until("the engine to load", func(m Model) bool { return m.eng != nil && m.load == nil })
}

func (h *harness) idle() {
	h.t.Helper()
	h.until("the reply to end", func(m Model) bool { return !m.generating() })
}

// transcript is the whole transcript text, not just the visible part.
func (h *harness) transcript() string {
	var b strings.Builder
	for _, e := range h.m.log {
		b.WriteString(e.text + "\n")
	}
	return b.String()
}

// golden compares the frame with testdata/name.golden (-update rewrites).
func golden(t *testing.T, name, got string) {
	t.Helper()
	got = stripTrailing(got)
	path := filepath.Join("testdata", name+".golden")
	if updating() {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./ui/ -update to create it)", err)
	}
	if string(want) != got {
		t.Errorf("frame differs from %s (go test ./ui/ -update, then review the diff)\n--- got:\n%s\n--- want:\n%s", path, got, want)
	}
}

// stripTrailing drops trailing spaces per line, which only padding makes.
func stripTrailing(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n") + "\n"
}

// drain delivers the messages already waiting, without waiting for more,
// as a busy program would between two key messages.
func (h *harness) drain() {
	for {
		select {
		case msg := <-h.msgs:
			h.send(msg)
		default:
			return
		}
	}
}

// allocated is how many bytes f allocates: a measure of work that does
// not depend on the machine's speed, unlike a time.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
