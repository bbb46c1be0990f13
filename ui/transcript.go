package ui

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

type entryKind int

const (
	userEntry entryKind = iota
	assistantEntry
	noticeEntry
	errorEntry
)

// entry is one block of the transcript, with its drawing cached for the
// width it was made for. A finished reply is drawn as plain text until its
// Markdown rendering, made off the UI goroutine, arrives.
type entry struct {
	kind    entryKind
	text    string
	stopped bool

	rendered string
	width    int

	md      string // the reply's Markdown rendering, for mdWidth
	mdWidth int
	mdState markdownState
}

type markdownState int

const (
	mdNone   markdownState = iota // not rendered (or for another width)
	mdQueued                      // a render is running for mdWidth
	mdDone                        // md holds the rendering for mdWidth
	mdPlain                       // refused or over budget: stays plain
)

func (m *Model) notice(text string) {
	m.log = append(m.log, entry{kind: noticeEntry, text: text})
	m.refreshFollow()
}

func (m *Model) errorf(format string, args ...any) {
	m.log = append(m.log, entry{kind: errorEntry, text: fmt.Sprintf(format, args...)})
	m.refreshFollow()
}

// dropEntry removes the newest transcript entry of kind with text. Later
// entries move up, so Markdown renderings in flight, which name entries
// by index, are dropped and redone.
func (m *Model) dropEntry(kind entryKind, text string) {
	for i := len(m.log) - 1; i >= 0; i-- {
		if m.log[i].kind == kind && m.log[i].text == text {
			m.log = slices.Delete(m.log, i, i+1)
			m.logGen++
			m.mdWanted = true
			return
		}
	}
}

// refreshFollow redraws the transcript and keeps following the end of it
// if the user was reading the end (not scrolled back).
func (m *Model) refreshFollow() {
	follow := m.vp.AtBottom()
	m.refresh()
	if follow {
		m.vp.GotoBottom()
	}
}

// refresh rebuilds the transcript's lines. Only entries whose cached
// rendering is missing or for another width are rendered again.
func (m *Model) refresh() {
	w := m.width
	var head []string
	if m.noModel() {
		head = appendBlock(head, fitBlock(m.st.Help.Width(w).Render(noModelText(m.settings.ConfigFile)), w), true)
	}
	for i := range m.log {
		head = appendBlock(head, m.renderEntry(&m.log[i], w), len(head) == 0)
	}
	m.vp.setLines(head, m.replyLines(len(head) == 0))
}

// refreshReply redraws only the streaming reply, following it if the user
// was reading the end: a token changes nothing else, and redrawing the
// rest would cost every token the length of the whole transcript.
func (m *Model) refreshReply() {
	follow := m.vp.AtBottom()
	m.vp.setTail(m.replyLines(len(m.vp.head) == 0))
	if follow {
		m.vp.GotoBottom()
	}
}

// replyLines are the lines after the finished entries: the streaming
// reply, if any; alone is whether nothing comes before it.
func (m *Model) replyLines(alone bool) []string {
	switch {
	case m.reply != nil:
		return appendBlock(nil, m.streamingBlock(m.width), alone)
	case alone:
		return []string{""} // as an empty transcript split into lines
	}
	return nil
}

func (m *Model) renderEntry(e *entry, w int) string {
	if e.kind == assistantEntry && m.settings.Markdown && e.mdState != mdPlain && (e.mdState == mdNone || e.mdWidth != w) {
		m.mdWanted = true
	}
	if e.width == w && e.rendered != "" {
		return e.rendered
	}
	var out string
	switch e.kind {
	case userEntry:
		out = m.st.User.Render("you") + "\n" + strings.Join(wrapText(displayText(e.text), w), "\n")
	case assistantEntry:
		out = m.assistantLabel() + "\n" + m.body(e, w)
		if e.stopped {
			out += "\n" + m.st.Stopped.Render("[stopped]")
		}
	case noticeEntry:
		out = hang("· ", m.st.Notice, e.text, w)
	case errorEntry:
		out = hang("error: ", m.st.Error, e.text, w)
	}
	e.rendered, e.width = out, w
	return out
}

// hang renders text after a marker, wrapped with a hanging indent so
// multi-line notices read as one block. Each line is styled on its own:
// a block would be padded to its widest line as lipgloss measures it.
func hang(marker string, st lipgloss.Style, text string, w int) string {
	indent := strings.Repeat(" ", columns(marker))
	lines := wrapText(displayText(text), max(w-len(indent), 1))
	for i, l := range lines {
		if i == 0 {
			lines[i] = st.Render(marker + l)
		} else {
			lines[i] = st.Render(indent + l)
		}
	}
	return strings.Join(lines, "\n")
}

// body draws a finished reply: its Markdown rendering when enabled and
// ready, else plain text.
func (m *Model) body(e *entry, w int) string {
	if m.settings.Markdown && e.mdState == mdDone && e.mdWidth == w {
		return fitBlock(e.md, w)
	}
	return plainBody(e.text, w)
}

// streamingBlock is the reply as it streams: plain wrapped text, because
// half a Markdown document renders wrongly (open code fences, lists).
func (m *Model) streamingBlock(w int) string {
	text := m.reply.text.String()
	if text == "" {
		text = "…"
	}
	return m.assistantLabel() + "\n" + plainBody(text, w)
}

// plainBody draws reply text without Markdown. It keeps a rendered reply's
// margins (indent 2, wrap at w-4), so the text does not jump when Markdown
// takes over. It wraps by terminal columns (see width.go), not with
// lipgloss, which would also pad every line to the widest as it counts.
func plainBody(text string, w int) string {
	lines := wrapText(displayText(text), max(w-4, 10))
	for i, l := range lines {
		lines[i] = "  " + l
	}
	return strings.Join(lines, "\n")
}

// displayText makes text safe to draw: tabs become spaces, and other
// control characters (a lone carriage return, an escape sequence's ESC)
// are dropped. Layout counts them as zero columns while the terminal acts
// on them: a tab jumps to the next tab stop, so a line could overflow and
// wrap, shifting every row below it. The conversation keeps the text as
// the model wrote it; only the screen is cleaned.
func displayText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\t", strings.Repeat(" ", tabWidth))
	return strings.Map(func(r rune) rune {
		if r != '\n' && unicode.IsControl(r) {
			return -1
		}
		return r
	}, s)
}

func (m *Model) assistantLabel() string {
	name := m.info.Model
	if name == "" {
		name = "assistant"
	}
	return m.st.Assistant.Render(name)
}

// invalidate drops every cached rendering (Markdown switched on or off).
func (m *Model) invalidate() {
	for i := range m.log {
		m.log[i].rendered = ""
	}
}

// noModelText is the whole screen when no model is configured. When a
// config file is in use it is being watched, so editing it is enough.
func noModelText(configFile string) string {
	if configFile == "" {
		return noModelHelp + "\n\n/help lists commands, Ctrl+C quits."
	}
	return noModelHelp + "\n\nxlachat is watching " + configFile +
		": set \"model:\" there and the model loads without a restart.\n/help lists commands, Ctrl+C quits."
}

const noModelHelp = `No model is configured.

To chat with Llama-3.2-1B-Instruct, follow "Getting a model" in the README:
download Llama-3.2-1B-Instruct in Hugging Face format (config.json,
tokenizer.json, *.safetensors), then set "model:" in the config file
(./xlachat.yaml or ~/.config/xlachat/config.yaml) or pass --model DIR.

To try xlachat right away with a small generated demo model:

    xlachat gen-model --out ~/xlachat-demo --preset tiny
    xlachat --model ~/xlachat-demo`

// getModelHelp follows a load error caused by a missing file.
const getModelHelp = `the model directory needs config.json, tokenizer files and *.safetensors; see "Getting a model" in the README, or try a demo model: xlachat gen-model --out ~/xlachat-demo --preset tiny`

// markdownMsg is a finished (or abandoned) Markdown rendering of the
// reply at log[idx], for the log generation gen.
type markdownMsg struct {
	gen, idx, width int
	out             string
	err             error
}

// nextMarkdown starts rendering the newest reply that needs it, if none is
// being rendered: one at a time, so a slow one cannot pile up goroutines.
func (m *Model) nextMarkdown() tea.Cmd {
	if !m.mdWanted || m.mdBusy || !m.settings.Markdown {
		return nil
	}
	w := m.width
	for i := len(m.log) - 1; i >= 0; i-- {
		e := &m.log[i]
		if e.kind != assistantEntry || e.mdState == mdPlain || e.mdState == mdDone && e.mdWidth == w {
			continue
		}
		e.mdState, e.mdWidth = mdQueued, w
		m.mdBusy = true
		md, gen, text := m.md, m.logGen, displayText(e.text)
		return func() tea.Msg {
			out, err := md.render(text, w, markdownBudget)
			return markdownMsg{gen: gen, idx: i, width: w, out: out, err: err}
		}
	}
	m.mdWanted = false
	return nil
}

func (m *Model) handleMarkdown(msg markdownMsg) {
	m.mdBusy = false
	if msg.gen != m.logGen || msg.idx >= len(m.log) {
		return
	}
	e := &m.log[msg.idx]
	if e.mdState != mdQueued || e.mdWidth != msg.width {
		return
	}
	if msg.err != nil {
		e.mdState = mdPlain
	} else {
		e.md, e.mdState = msg.out, mdDone
	}
	e.rendered = ""
	m.refreshFollow()
}
