package ui

import (
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// inputFlushDelay is how long typed runes may wait before the input is
// laid out again: unnoticeable when typing, and long enough that a paste
// arriving as thousands of key messages is laid out a few times, not once
// per word.
const inputFlushDelay = 8 * time.Millisecond

// flushInputMsg merges the runes typed since the last one into the input.
type flushInputMsg struct{}

// handleKey routes a key: the app's bindings first, everything else to the
// input. A changed draft schedules a new prompt-length estimate.
func (m *Model) handleKey(msg tea.KeyMsg) tea.Cmd {
	// Every key but typing acts on the text as typed so far.
	changed := m.input.flush()
	var cmd tea.Cmd
	switch {
	case key.Matches(msg, m.keys.Quit):
		return m.ctrlC()
	case key.Matches(msg, m.keys.Suspend):
		return tea.Suspend
	case key.Matches(msg, m.keys.Stop):
		if m.generating() {
			m.stop()
		}
	case msg.Paste:
		m.input.insert(msg.Runes)
		changed = true
	case key.Matches(msg, m.keys.Send):
		return m.send()
	case key.Matches(msg, m.keys.Newline):
		m.input.insert([]rune{'\n'})
		changed = true
	case key.Matches(msg, m.keys.Older, m.keys.Newer) && m.recall(key.Matches(msg, m.keys.Older)):
		changed = true
	case key.Matches(msg, m.keys.PageUp, m.keys.PageDown):
		m.vp, cmd = m.vp.Update(msg)
	default:
		changed = m.input.edit(msg) || changed
	}
	if changed {
		return tea.Batch(cmd, m.schedulePlan())
	}
	return cmd
}

// recall puts the history's older or newer entry in the input when the
// cursor is on the input's first or last line; it reports whether it did,
// so that elsewhere the keys move the cursor between lines.
func (m *Model) recall(older bool) bool {
	first, last := m.input.cursorOnEdge()
	var s string
	var ok bool
	switch {
	case older && first:
		s, ok = m.history.prev(m.input.Value())
	case !older && last:
		s, ok = m.history.next(m.input.Value())
	}
	if ok {
		m.input.SetValue(s)
	}
	return ok
}

// typedRunes reports whether msg is plain typing (text or a space), which
// only collects in the input until the next flush.
func typedRunes(msg tea.KeyMsg) ([]rune, bool) {
	switch {
	case msg.Paste || msg.Alt:
		return nil, false
	case msg.Type == tea.KeyRunes:
		return msg.Runes, true
	case msg.Type == tea.KeySpace:
		return []rune{' '}, true
	}
	return nil, false
}

// typeRunes collects typing in the input and makes sure a flush follows.
func (m *Model) typeRunes(typed []rune) tea.Cmd {
	if m.input.typeRunes(typed) {
		return tea.Tick(inputFlushDelay, func(time.Time) tea.Msg { return flushInputMsg{} })
	}
	return nil
}

func (m *Model) handleFlushInput() tea.Cmd {
	if m.input.flush() {
		return m.schedulePlan()
	}
	return nil
}

// ctrlC stops a streaming reply, or quits when there is none. Quitting
// with a conversation that is not saved, or an unsent message, takes a
// second Ctrl+C in a row, as after a stop: a reflex press must not cost
// the chat.
func (m *Model) ctrlC() tea.Cmd {
	switch {
	case m.generating() && !m.reply.stopping:
		m.stop()
		m.reply.quitHint = true
	case m.quitArmed || m.generating() || !m.unsaved() && m.input.Value() == "":
		return m.quit()
	case m.unsaved():
		m.askKeep("press Ctrl+C again to quit")
	default:
		m.notice("press Ctrl+C again to quit without sending your message")
	}
	m.quitArmed = true
	return nil
}

// unsaved reports whether the conversation has turns that /save or /load
// has not seen.
func (m *Model) unsaved() bool {
	return len(m.conv.Turns) > 0 && !m.conv.Equal(m.saved)
}

// askKeep says that the conversation has unsaved turns, that goAhead
// loses them, and how /save keeps them: to its own file, or to a new one.
func (m *Model) askKeep(goAhead string) {
	if m.convFile != "" {
		m.notice("the conversation has changed since it was saved: " + goAhead + ", or /save to keep it")
		return
	}
	m.notice("the conversation is not saved: " + goAhead + ", or /save FILE to keep it")
}

// markSaved records the conversation as the one on disk. durable is
// false for a save that a power loss may still undo (its directory could
// not be synced): the recovery copy then stays, until a save is durable
// or the chat holds other turns, and quitting keeps it.
func (m *Model) markSaved(durable bool) {
	m.saved = m.conv.Clone()
	m.savedMayUndo = !durable
}
