package ui

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/rivo/uniseg"
)

// editor is the message input: multi-line text with a cursor, drawn
// soft-wrapped in a box of fixed height that scrolls to keep the cursor in
// view.
//
// It keeps the text exactly as typed or pasted (tabs, leading and trailing
// blanks), and its costs stay linear in the text however it arrives. A
// terminal without bracketed paste delivers a paste as one key message
// per word and space, and Bubble Tea draws the screen after every message,
// so typed runes first collect in pending, which costs nothing to draw;
// the model merges them on a short timer (see Model.flushInput), and only
// then is the text laid out again.
type editor struct {
	text    []rune
	cursor  int    // index into text
	pending []rune // typed at the cursor, not yet merged into text

	width, height int
	top           int // first visual line shown
	goal          int // display column Up and Down aim for; -1: the cursor's

	placeholder string
	st          *editorStyles
	view        string // drawn by layout after every change
}

type editorStyles struct {
	prompt, text, placeholder, cursor lipgloss.Style
}

const (
	editorPrompt = "┃ "
	tabWidth     = 4 // columns a tab is drawn as, here and in the transcript
)

func newEditor(st *editorStyles, placeholder string, height int) editor {
	e := editor{height: height, goal: -1, placeholder: placeholder, st: st}
	e.layout()
	return e
}

// Value is the text, including what is still pending.
func (e *editor) Value() string {
	if len(e.pending) == 0 {
		return string(e.text)
	}
	return string(e.text[:e.cursor]) + string(e.pending) + string(e.text[e.cursor:])
}

// SetValue replaces the text and puts the cursor at its end.
func (e *editor) SetValue(s string) {
	e.text, e.pending = []rune(s), nil
	e.cursor, e.goal = len(e.text), -1
	e.layout()
}

// Reset empties the editor.
func (e *editor) Reset() { e.SetValue("") }

// SetWidth sets the width of the box, prompt included.
func (e *editor) SetWidth(w int) {
	e.width = w
	e.layout()
}

// Height is the number of lines the box takes.
func (e *editor) Height() int { return e.height }

// View draws the box.
func (e *editor) View() string { return e.view }

// typeRunes adds typed runes at the cursor without laying out; it reports
// whether a merge must be scheduled (the first rune since the last one).
func (e *editor) typeRunes(rs []rune) (schedule bool) {
	schedule = len(e.pending) == 0
	e.pending = append(e.pending, rs...)
	return schedule
}

// flush merges pending runes into the text; it reports whether any were.
func (e *editor) flush() bool {
	if len(e.pending) == 0 {
		return false
	}
	e.text = slices.Insert(e.text, e.cursor, e.pending...)
	e.cursor += len(e.pending)
	e.pending = e.pending[:0]
	e.goal = -1
	e.layout()
	return true
}

// insert puts rs at the cursor at once, as a paste does.
func (e *editor) insert(rs []rune) {
	e.flush()
	e.pending = append(e.pending, rs...)
	e.flush()
}

// edit applies an editing or movement key and reports whether the text
// changed. Keys it does not know are ignored.
func (e *editor) edit(k tea.KeyMsg) (changed bool) {
	e.flush()
	before := len(e.text)
	cursor := e.cursor
	keepGoal := false
	switch {
	case k.Type == tea.KeyRunes && k.Alt && string(k.Runes) == "b":
		e.cursor = e.wordLeft()
	case k.Type == tea.KeyRunes && k.Alt && string(k.Runes) == "f":
		e.cursor = e.wordRight()
	case k.Type == tea.KeyRunes && k.Alt:
		return false // other Alt combinations are not text
	case k.Type == tea.KeyRunes:
		e.insert(k.Runes)
		return true
	case k.Type == tea.KeySpace:
		e.insert([]rune{' '})
		return true
	case k.Type == tea.KeyTab:
		e.insert([]rune{'\t'})
		return true
	case k.Type == tea.KeyBackspace && k.Alt, k.Type == tea.KeyCtrlW:
		e.deleteTo(e.wordLeft())
	case k.Type == tea.KeyBackspace, k.Type == tea.KeyCtrlH:
		e.deleteTo(e.clusterBefore(e.cursor))
	case k.Type == tea.KeyDelete, k.Type == tea.KeyCtrlD:
		e.deleteTo(e.clusterAfter(e.cursor))
	case k.Type == tea.KeyCtrlK:
		e.deleteTo(e.lineEnd())
	case k.Type == tea.KeyCtrlU:
		e.deleteTo(e.lineStart())
	case k.Type == tea.KeyLeft && k.Alt, k.Type == tea.KeyCtrlLeft:
		e.cursor = e.wordLeft()
	case k.Type == tea.KeyRight && k.Alt, k.Type == tea.KeyCtrlRight:
		e.cursor = e.wordRight()
	case k.Type == tea.KeyLeft, k.Type == tea.KeyCtrlB:
		e.cursor = e.clusterBefore(e.cursor)
	case k.Type == tea.KeyRight, k.Type == tea.KeyCtrlF:
		e.cursor = e.clusterAfter(e.cursor)
	case k.Type == tea.KeyHome, k.Type == tea.KeyCtrlA:
		e.cursor = e.lineStart()
	case k.Type == tea.KeyEnd, k.Type == tea.KeyCtrlE:
		e.cursor = e.lineEnd()
	case k.Type == tea.KeyCtrlHome:
		e.cursor = 0
	case k.Type == tea.KeyCtrlEnd:
		e.cursor = len(e.text)
	case k.Type == tea.KeyUp, k.Type == tea.KeyCtrlP:
		e.moveLines(-1)
		keepGoal = true
	case k.Type == tea.KeyDown, k.Type == tea.KeyCtrlN:
		e.moveLines(1)
		keepGoal = true
	default:
		return false
	}
	if !keepGoal {
		e.goal = -1
	}
	if len(e.text) != before || e.cursor != cursor {
		e.layout()
	}
	return len(e.text) != before
}

// deleteTo deletes the text between the cursor and i.
func (e *editor) deleteTo(i int) {
	i = max(0, min(i, len(e.text)))
	lo, hi := min(i, e.cursor), max(i, e.cursor)
	e.text = slices.Delete(e.text, lo, hi)
	e.cursor = lo
}

func (e *editor) lineStart() int { return e.lineStartAt(e.cursor) }

func (e *editor) lineEnd() int { return e.lineEndAt(e.cursor) }

// lineStartAt and lineEndAt are the bounds of the logical line holding
// index i, its newline left out.
func (e *editor) lineStartAt(i int) int {
	for i > 0 && e.text[i-1] != '\n' {
		i--
	}
	return i
}

func (e *editor) lineEndAt(i int) int {
	for i < len(e.text) && e.text[i] != '\n' {
		i++
	}
	return i
}

func (e *editor) wordLeft() int {
	i := e.cursor
	for i > 0 && unicode.IsSpace(e.text[i-1]) {
		i--
	}
	for i > 0 && !unicode.IsSpace(e.text[i-1]) {
		i--
	}
	return i
}

func (e *editor) wordRight() int {
	i := e.cursor
	for i < len(e.text) && unicode.IsSpace(e.text[i]) {
		i++
	}
	for i < len(e.text) && !unicode.IsSpace(e.text[i]) {
		i++
	}
	return i
}

// cursorOnEdge reports whether the cursor is on the first and on the last
// visual line, where Up and Down leave the text for the history.
func (e *editor) cursorOnEdge() (first, last bool) {
	e.flush()
	lines := e.wrap()
	row := cursorRow(lines, e.cursor)
	return row == 0, row == len(lines)-1
}

// moveLines moves the cursor n visual lines, keeping its display column.
func (e *editor) moveLines(n int) {
	lines := e.wrap()
	row := cursorRow(lines, e.cursor)
	if e.goal < 0 {
		e.goal = e.columnOf(lines[row], e.cursor)
	}
	target := row + n
	switch {
	case target < 0:
		e.cursor = 0
	case target >= len(lines):
		e.cursor = len(e.text)
	default:
		e.cursor = e.indexAt(lines[target], e.goal)
	}
	e.cursor = e.clusterStart(e.cursor)
}

// clusterBefore is the start of the user-perceived character (grapheme
// cluster) that ends at i, and clusterAfter the end of the one that starts
// there: the cursor steps over an accented letter, an emoji with a skin
// tone or a family joined by zero-width joiners as one character, and
// Backspace deletes it whole.
func (e *editor) clusterBefore(i int) int {
	if i <= 0 {
		return 0
	}
	start, _ := e.clusterAt(i - 1)
	return start
}

func (e *editor) clusterAfter(i int) int {
	if i >= len(e.text) {
		return len(e.text)
	}
	_, end := e.clusterAt(i)
	return end
}

// clusterStart is the start of the cluster holding i.
func (e *editor) clusterStart(i int) int {
	if i >= len(e.text) {
		return i
	}
	start, _ := e.clusterAt(i)
	return start
}

// clusterAt is the cluster holding text[i], as text[start:end]. It
// segments from the nearest point before i where a cluster must begin,
// not from the start of the logical line: the cursor is drawn and moved
// after every key, and a pasted megabyte without a newline made each
// key segment the whole megabyte.
func (e *editor) clusterAt(i int) (start, end int) {
	s := i
	for s > 0 && !e.boundaryBefore(s) {
		s--
	}
	// The text past i is read in a growing window: a cluster that
	// reaches the window's end may go on past it.
	for window := 64; ; window *= 2 {
		hi := min(len(e.text), i+window)
		rest, state := string(e.text[s:hi]), -1
		start, end = s, s
		for rest != "" && end <= i {
			var cluster string
			cluster, rest, _, state = uniseg.FirstGraphemeClusterInString(rest, state)
			start, end = end, end+utf8.RuneCountInString(cluster)
		}
		if end < hi || hi == len(e.text) {
			return start, end
		}
	}
}

// boundaryBefore reports whether a cluster begins at text[p] (0 < p <
// len(text)) whatever precedes text[p-1]. Grapheme rules look at pairs of
// runes, but for two: an emoji after a zero-width joiner joins only an
// emoji sequence (GB11), and regional indicators pair by parity from
// the start of their run (GB12, GB13), which two alone never break.
func (e *editor) boundaryBefore(p int) bool {
	a, b := e.text[p-1], e.text[p]
	switch {
	case a == '\n':
		return true
	case a < utf8.RuneSelf && b < utf8.RuneSelf:
		return a != '\r' || b != '\n'
	case a == '\u200d':
		return false
	}
	var buf [2 * utf8.UTFMax]byte
	pair := utf8.AppendRune(utf8.AppendRune(buf[:0], a), b)
	first, _, _, _ := uniseg.FirstGraphemeCluster(pair, -1)
	return len(first) < len(pair)
}

// visualLine is one drawn line: text[start:end], ending a logical line
// when hard is set (the newline at end is not drawn).
type visualLine struct {
	start, end int
	hard       bool
}

// textWidth is the columns text may use beside the prompt.
func (e *editor) textWidth() int {
	return max(e.width-lipgloss.Width(editorPrompt), 4)
}

// wrap breaks the text into visual lines: at newlines, and softly after
// the last blank that fits (or anywhere, for a word wider than the box).
// There is always at least one line, and a cursor at the end of a full
// line gets a line of its own.
func (e *editor) wrap() []visualLine {
	w := e.textWidth()
	var lines []visualLine
	start, col, lastBlank := 0, 0, -1
	for i := 0; i <= len(e.text); i++ {
		if i == len(e.text) || e.text[i] == '\n' {
			if e.cursor == i && col >= w {
				// The cursor after a full line gets a line of its own,
				// not the column past the box.
				lines = append(lines, visualLine{start, i, false})
				start = i
			}
			lines = append(lines, visualLine{start, i, true})
			start, col, lastBlank = i+1, 0, -1
			continue
		}
		cw := e.cellColumns(i)
		if col+cw > w && i > start {
			brk := i // a word wider than the box breaks anywhere
			if lastBlank >= start && e.columns(lastBlank+1, i)+cw <= w {
				brk = lastBlank + 1
			}
			lines = append(lines, visualLine{start, brk, false})
			start, lastBlank = brk, -1
			col = e.columns(start, i)
		}
		col += cw
		if e.text[i] == ' ' || e.text[i] == '\t' {
			lastBlank = i
		}
	}
	return lines
}

// cursorRow is the visual line holding the cursor: the first that
// contains it, or ends at it when it ends a logical line.
func cursorRow(lines []visualLine, cursor int) int {
	for r, l := range lines {
		if cursor < l.end || cursor == l.end && (l.hard || r == len(lines)-1) {
			if cursor >= l.start {
				return r
			}
		}
	}
	return len(lines) - 1
}

func (e *editor) columns(from, to int) int {
	n := 0
	for i := from; i < to; i++ {
		n += e.cellColumns(i)
	}
	return n
}

// cellColumns is how many columns text[i] takes as drawn: the cursor
// takes one even on a rune that takes none.
func (e *editor) cellColumns(i int) int {
	w := runeColumns(e.text[i])
	if w == 0 && i == e.cursor {
		return 1
	}
	return w
}

func (e *editor) columnOf(l visualLine, cursor int) int { return e.columns(l.start, cursor) }

// indexAt is the text index on line l nearest display column col.
func (e *editor) indexAt(l visualLine, col int) int {
	c := 0
	for i := l.start; i < l.end; i++ {
		w := e.cellColumns(i)
		if c+w > col {
			return i
		}
		c += w
	}
	if !l.hard && l.end > l.start {
		return l.end - 1 // stay on this line, not the start of the next
	}
	return l.end
}

// layout redraws the box after a change and scrolls it to the cursor.
func (e *editor) layout() {
	if len(e.text) == 0 {
		e.top = 0
		e.view = e.placeholderView()
		return
	}
	lines := e.wrap()
	row := cursorRow(lines, e.cursor)
	e.top = min(max(e.top, row-e.height+1), row)
	out := make([]string, e.height)
	for i := range out {
		var body string
		if r := e.top + i; r < len(lines) {
			body = e.drawLine(lines[r], r == row)
		}
		out[i] = e.st.prompt.Render(editorPrompt) + body
	}
	e.view = strings.Join(out, "\n")
}

func (e *editor) drawLine(l visualLine, withCursor bool) string {
	var b strings.Builder
	text := func(rs []rune) {
		if len(rs) > 0 {
			b.WriteString(e.st.text.Render(displayText(string(rs))))
		}
	}
	if !withCursor {
		text(e.text[l.start:l.end])
		return b.String()
	}
	text(e.text[l.start:e.cursor])
	// The cursor covers the whole character under it (a cluster: a letter
	// with its accents, an emoji with its modifiers), one cell for a tab
	// or a control character.
	under, next := " ", e.cursor
	if e.cursor < l.end {
		next = min(e.clusterAfter(e.cursor), l.end)
		if d := displayText(string(e.text[e.cursor:next])); d != "" && e.text[e.cursor] != '\t' {
			under = d
		}
	}
	b.WriteString(e.st.cursor.Render(under))
	text(e.text[next:l.end])
	return b.String()
}

func (e *editor) placeholderView() string {
	out := make([]string, e.height)
	rs := []rune(ansi.Truncate(e.placeholder, e.textWidth(), "…"))
	first := e.st.cursor.Render(" ")
	if len(rs) > 0 {
		first = e.st.cursor.Render(string(rs[:1])) + e.st.placeholder.Render(string(rs[1:]))
	}
	for i := range out {
		out[i] = e.st.prompt.Render(editorPrompt)
		if i == 0 {
			out[i] += first
		}
	}
	return strings.Join(out, "\n")
}
