package ui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// handleKey routes a key: the app's bindings first, everything else to the
// textarea. A changed draft schedules a new prompt-length estimate.
func (m *Model) handleKey(msg tea.KeyMsg) tea.Cmd {
	var cmd tea.Cmd
	switch {
	case key.Matches(msg, m.keys.Quit):
		return m.ctrlC()
	case key.Matches(msg, m.keys.Stop):
		if m.generating() {
			m.stop()
		}
		return nil
	case key.Matches(msg, m.keys.Send) && !msg.Paste:
		return m.send()
	case key.Matches(msg, m.keys.PageUp, m.keys.PageDown):
		m.vp, cmd = m.vp.Update(msg)
		return cmd
	}
	before := m.ta.Value()
	m.ta, cmd = m.ta.Update(msg)
	if m.ta.Value() != before {
		return tea.Batch(cmd, m.schedulePlan())
	}
	return cmd
}

// ctrlC stops a streaming reply, or quits when there is none (or when the
// reply is already stopping, so a second Ctrl+C always quits).
func (m *Model) ctrlC() tea.Cmd {
	if m.generating() && !m.reply.stopping {
		m.stop()
		m.reply.quitHint = true
		return nil
	}
	return m.quit()
}
