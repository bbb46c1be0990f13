package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/chat"
)

const helpText = `Commands:
  /help          this help
  /clear         start a new conversation
  /system TEXT   set the system prompt (/system alone shows it)
  /save FILE     save the conversation as JSON
  /load FILE     load a conversation saved with /save
  /stats         statistics of the last reply
  /quit          quit
Keys: Enter sends · Alt+Enter or Ctrl+J new line · PgUp/PgDn or wheel scroll · Esc stops a reply · Ctrl+C quits`

// command runs a slash command typed in the input.
func (m *Model) command(line string) tea.Cmd {
	name, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch name {
	case "/help":
		m.notice(helpText)
	case "/clear":
		m.clear()
	case "/system":
		m.system(arg)
	case "/save":
		m.save(arg)
	case "/load":
		m.loadFile(arg)
	case "/stats":
		m.notice(m.statsText())
	case "/quit", "/exit":
		return m.quit()
	default:
		m.errorf("unknown command %s", name)
		m.notice(helpText)
	}
	m.refreshFollow()
	return m.replan()
}

// quit ends the program; Close (called by whoever ran it) closes engines.
func (m *Model) quit() tea.Cmd {
	m.stop()
	if m.load != nil {
		m.load.cancel()
	}
	return tea.Quit
}

func (m *Model) clear() {
	if m.generating() {
		m.notice("a reply is streaming: press Esc first, then /clear")
		return
	}
	m.conv.Clear()
	m.log = nil
	m.resetEngine()
	m.notice("new conversation")
}

func (m *Model) system(text string) {
	if text == "" {
		if m.conv.System == "" {
			m.notice("no system prompt is set; /system TEXT sets one")
		} else {
			m.notice("system prompt: " + m.conv.System)
		}
		return
	}
	m.conv.System = text
	m.notice("system prompt set; it applies from the next reply")
}

func (m *Model) save(path string) {
	if path == "" {
		m.errorf("usage: /save FILE")
		return
	}
	path = expandHome(path)
	if err := m.conv.SaveFile(path); err != nil {
		m.errorf("could not save: %v", err)
		return
	}
	m.notice(fmt.Sprintf("saved %d messages to %s", m.conv.Len(), path))
}

// loadFile replaces the conversation only when the file is valid, so a
// typo or a foreign file never costs the chat in progress.
func (m *Model) loadFile(path string) {
	switch {
	case path == "":
		m.errorf("usage: /load FILE")
		return
	case m.generating():
		m.notice("a reply is streaming: press Esc first, then /load")
		return
	}
	path = expandHome(path)
	c := &chat.Conversation{}
	if err := c.LoadFile(path); err != nil {
		m.errorf("%v; the conversation is unchanged", err)
		return
	}
	m.conv = c
	m.log = logFromConversation(c)
	m.resetEngine()
	m.notice(fmt.Sprintf("loaded %d messages from %s", c.Len(), path))
}

// resetEngine empties the engine's cache for a new or replaced
// conversation; the status bar's context use follows.
func (m *Model) resetEngine() {
	if m.eng != nil {
		m.eng.Reset()
	}
	m.stats.ContextUsed = 0
}

func logFromConversation(c *chat.Conversation) []entry {
	var log []entry
	for _, msg := range c.Turns {
		kind := userEntry
		if msg.Role == "assistant" {
			kind = assistantEntry
		}
		log = append(log, entry{kind: kind, text: msg.Content})
	}
	return log
}

func expandHome(path string) string {
	if rest, ok := strings.CutPrefix(path, "~/"); ok {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, rest)
		}
	}
	return path
}

// statsText is /stats: the last reply in full.
func (m *Model) statsText() string {
	if !m.haveStats {
		return "no reply yet"
	}
	s := m.stats
	end := "failed"
	switch {
	case s.StoppedByEOS:
		end = "end of turn"
	case s.StoppedByLimit:
		end = "length limit reached"
	case s.Cancelled:
		end = "stopped"
	}
	return fmt.Sprintf(`last reply on %s/%s:
  prompt %d tokens, prefilled %d in %s (%s)
  first token after %s
  %d tokens at %.1f tok/s, %s in all (%s)
  context %d/%d`,
		m.info.Backend, m.info.Device,
		s.PromptTokens, s.PrefillTokens, plural(s.Chunks, "chunk"), fmtDur(s.Prefill),
		fmtDur(s.FirstToken),
		s.DecodeTokens, s.TokensPerSec, fmtDur(s.Total), end,
		s.ContextUsed, s.Capacity)
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
