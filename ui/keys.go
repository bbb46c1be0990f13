package ui

import "github.com/charmbracelet/bubbles/key"

// keyMap holds the app's own bindings; everything else goes to the
// textarea so typing behaves as in any editor.
type keyMap struct {
	Send     key.Binding
	Newline  key.Binding
	Stop     key.Binding
	Quit     key.Binding
	Suspend  key.Binding // back to the shell, as in any terminal program; fg resumes
	PageUp   key.Binding
	PageDown key.Binding
	Older    key.Binding // on the input's first line: the previous message sent
	Newer    key.Binding // on its last line: the next one, then the draft
}

func defaultKeyMap() keyMap {
	return keyMap{
		Send:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "send")),
		Newline:  key.NewBinding(key.WithKeys("alt+enter", "ctrl+j"), key.WithHelp("alt+enter/ctrl+j", "newline")),
		Stop:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "stop reply")),
		Quit:     key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		Suspend:  key.NewBinding(key.WithKeys("ctrl+z"), key.WithHelp("ctrl+z", "suspend")),
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "scroll up")),
		PageDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "scroll down")),
		Older:    key.NewBinding(key.WithKeys("up", "ctrl+p"), key.WithHelp("↑", "previous message")),
		Newer:    key.NewBinding(key.WithKeys("down", "ctrl+n"), key.WithHelp("↓", "next message")),
	}
}

// hints is the one-line key help shown when there is nothing to warn about.
func (k keyMap) hints(generating bool) []key.Binding {
	if generating {
		return []key.Binding{k.Stop, k.PageUp, k.PageDown, k.Quit}
	}
	return []key.Binding{k.Send, k.Newline, k.PageUp, k.Quit}
}
