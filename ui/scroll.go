package ui

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// scroller is the transcript's window, in place of bubbles' viewport:
// that one takes its content as one string, which it splits and measures
// line by line on every change, so each streamed token cost time and
// memory in proportion to the whole transcript, hours of it by evening.
// Here the lines are in two parts: head, the finished entries, set again
// only when they change, and tail, the streaming reply, which alone a
// token replaces.
type scroller struct {
	Width, Height int

	head, tail []string
	yOffset    int

	pageUp, pageDown key.Binding
	wheelDelta       int
}

func newScroller() scroller {
	k := defaultKeyMap()
	return scroller{pageUp: k.PageUp, pageDown: k.PageDown, wheelDelta: 3}
}

// setLines replaces all the lines.
func (s *scroller) setLines(head, tail []string) {
	s.head = head
	s.setTail(tail)
}

// setTail replaces the lines after head.
func (s *scroller) setTail(tail []string) {
	s.tail = tail
	// As bubbles' viewport does: content that shrank below the view
	// brings the view to its end.
	if s.yOffset > s.TotalLineCount()-1 {
		s.GotoBottom()
	}
}

func (s scroller) TotalLineCount() int { return len(s.head) + len(s.tail) }

func (s scroller) maxYOffset() int { return max(0, s.TotalLineCount()-s.Height) }

// AtBottom reports whether the view shows the last line.
func (s scroller) AtBottom() bool { return s.yOffset >= s.maxYOffset() }

func (s *scroller) GotoBottom() { s.yOffset = s.maxYOffset() }

func (s *scroller) scroll(n int) {
	s.yOffset = min(max(s.yOffset+n, 0), s.maxYOffset())
}

// Update scrolls by a page for the paging keys and by wheelDelta lines
// for the mouse wheel.
func (s scroller) Update(msg tea.Msg) (scroller, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, s.pageDown):
			s.scroll(s.Height)
		case key.Matches(msg, s.pageUp):
			s.scroll(-s.Height)
		}
	case tea.MouseMsg:
		if msg.Action != tea.MouseActionPress || msg.Shift {
			break
		}
		switch msg.Button { //nolint:exhaustive
		case tea.MouseButtonWheelUp:
			s.scroll(-s.wheelDelta)
		case tea.MouseButtonWheelDown:
			s.scroll(s.wheelDelta)
		}
	}
	return s, nil
}

// line is line i of head and tail together.
func (s scroller) line(i int) string {
	if i < len(s.head) {
		return s.head[i]
	}
	return s.tail[i-len(s.head)]
}

// View draws the lines in view, padded and cut to the window as bubbles'
// viewport draws them, so the screen looks the same.
func (s scroller) View() string {
	top := max(0, s.yOffset)
	bottom := min(top+s.Height, s.TotalLineCount())
	visible := make([]string, 0, max(bottom-top, 0))
	for i := top; i < bottom; i++ {
		visible = append(visible, s.line(i))
	}
	return lipgloss.NewStyle().Width(s.Width).Height(s.Height).MaxHeight(s.Height).MaxWidth(s.Width).
		Render(strings.Join(visible, "\n"))
}

// appendBlock adds block's lines to lines after a blank line, as joining
// the transcript's blocks with "\n\n" and splitting it into lines would.
func appendBlock(lines []string, block string, first bool) []string {
	if !first {
		lines = append(lines, "")
	}
	return append(lines, strings.Split(strings.ReplaceAll(block, "\r\n", "\n"), "\n")...)
}
