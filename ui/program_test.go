package ui

import (
	"bytes"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
)

// TestProgram runs the model in a real tea.Program (via teatest): load,
// type, send, stream, quit (confirmed), and the engine is closed afterwards.
func TestProgram(t *testing.T) {
	f := newFake("ref", "cpu")
	f.delay = 20 * time.Millisecond // the reply spans several frames
	m := New(Options{Open: refOpener(f).open, Settings: testSettings("/models/tiny-llama"),
		Renderer: asciiRenderer(), GlamourStyle: "ascii", Debounce: time.Millisecond})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte("ref · cpu · tiny-llama")) },
		teatest.WithDuration(5*time.Second))
	tm.Type("Say hello")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	// The reply has ended when the key hints are back after it streamed
	// (until then Ctrl+C would only stop it).
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		i := bytes.Index(b, []byte("ttft 420ms"))
		return i >= 0 && bytes.Contains(b[i:], []byte("enter send"))
	}, teatest.WithDuration(5*time.Second))
	// The conversation is not saved, so quitting takes Ctrl+C twice.
	tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte("press Ctrl+C again to quit")) },
		teatest.WithDuration(5*time.Second))
	tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(Model)
	if final.conv.Len() != 2 || final.conv.Turns[1].Content != "Hello, **world**!" {
		t.Errorf("conversation = %+v", final.conv.Turns)
	}
	if err := final.Close(); err != nil || !f.isClosed() {
		t.Errorf("Close: %v, engine closed %v", err, f.isClosed())
	}
}
