package ui

import (
	"github.com/charmbracelet/lipgloss"
)

// styles gathers every style of the screen so the look is decided in one
// place. All come from one renderer. Without colour (NO_COLOR) they keep
// bold, italic, faint and reverse: NO_COLOR forbids colour, not emphasis,
// and without reverse video the input cursor and status bar would vanish.
type styles struct {
	User        lipgloss.Style // "you" label
	Assistant   lipgloss.Style // assistant label
	Notice      lipgloss.Style // app notices in the transcript
	Error       lipgloss.Style // errors in the transcript
	Stopped     lipgloss.Style // the "[stopped]" mark
	Status      lipgloss.Style // status bar
	Info        lipgloss.Style // the line above the input: hints, counts
	Warn        lipgloss.Style // prompt near the bucket or capacity
	Alert       lipgloss.Style // prompt past the bucket: chunked prefill
	Help        lipgloss.Style // the no-model screen
	Prompt      lipgloss.Style // the input box's left bar
	InputText   lipgloss.Style // text typed in the input
	Placeholder lipgloss.Style // the empty input's hint
	Cursor      lipgloss.Style // the input cursor (drawn reversed)
}

// Colours adapt to light and dark terminals.
var (
	blue   = lipgloss.AdaptiveColor{Light: "#1F6FEB", Dark: "#58A6FF"}
	purple = lipgloss.AdaptiveColor{Light: "#8250DF", Dark: "#D2A8FF"}
	grey   = lipgloss.AdaptiveColor{Light: "#57606A", Dark: "#8B949E"}
	amber  = lipgloss.AdaptiveColor{Light: "#9A6700", Dark: "#D29922"}
	red    = lipgloss.AdaptiveColor{Light: "#CF222E", Dark: "#FF7B72"}
)

func newStyles(r *lipgloss.Renderer, color bool) *styles {
	fg := func(s lipgloss.Style, c lipgloss.AdaptiveColor) lipgloss.Style {
		if color {
			return s.Foreground(c)
		}
		return s
	}
	base := r.NewStyle()
	return &styles{
		User:        fg(base.Bold(true), blue),
		Assistant:   fg(base.Bold(true), purple),
		Notice:      fg(base.Italic(true), grey),
		Error:       fg(base.Bold(true), red),
		Stopped:     fg(base.Italic(true), amber),
		Status:      base.Reverse(true),
		Info:        fg(base, grey),
		Warn:        fg(base.Bold(true), amber),
		Alert:       fg(base.Bold(true).Underline(true), red),
		Help:        base.Padding(0, 1),
		Prompt:      fg(base, purple),
		InputText:   base,
		Placeholder: fg(base.Faint(true), grey),
		Cursor:      base.Reverse(true),
	}
}
