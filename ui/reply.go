package ui

import (
	"context"
	"errors"
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/chat"
	"xlachat/engine"
)

// replyState is the reply streaming now.
type replyState struct {
	id       int
	text     strings.Builder
	cancel   context.CancelFunc
	stream   *engine.Stream
	stopping bool // Esc or Ctrl+C asked it to stop
	quitHint bool // stopped by Ctrl+C: say how to quit once it ends
	kept     int  // bytes of text the recovery copy was last handed
	// end is how the final event ended the reply. The reply is over only
	// when the stream closes: the engine takes the next reply once its
	// goroutine is done, which it says by closing the stream, so a
	// message sent at the final event could find it still busy.
	end *replyEnd
}

type replyEnd struct {
	err     error
	stopped bool
}

type (
	replyStartedMsg struct {
		id     int
		stream *engine.Stream
	}
	// eventMsg is one engine event; closed means the channel ended.
	eventMsg struct {
		id     int
		ev     engine.Event
		closed bool
	}
)

// send handles Enter: a slash command, or a message for the model. The
// message goes exactly as typed; only an all-blank draft is not sent.
func (m *Model) send() tea.Cmd {
	value := m.input.Value()
	if strings.TrimSpace(value) == "" {
		return nil
	}
	armed := m.discardArmed // only the very next line confirms
	m.discardArmed = ""
	if line, ok := commandLine(value); ok {
		if !isCommand(line) {
			name, _, _ := strings.Cut(line, " ")
			m.errorf("unknown command %s: /help lists them; to send a message that starts with /, begin it with // (your text stays in the input)", name)
			return nil
		}
		m.takeInput(value)
		return m.command(line, armed)
	}
	if why := m.cannotSend(); why != "" {
		m.notice(why)
		return nil
	}
	text := unescapeSlash(value)
	m.takeInput(value)
	m.conv.AddUser(text)
	m.log = append(m.log, entry{kind: userEntry, text: text})
	return m.startReply()
}

// takeInput empties the input of a draft being sent or run, keeping the
// draft as typed in the history.
func (m *Model) takeInput(draft string) {
	m.history.add(draft)
	m.input.Reset()
	m.resetPlan()
}

// commandLine reports whether a draft is a slash command: it starts with
// one "/" (after blanks); "//" escapes a message that starts with "/".
func commandLine(draft string) (string, bool) {
	t := strings.TrimSpace(draft)
	if strings.HasPrefix(t, "/") && !strings.HasPrefix(t, "//") {
		return t, true
	}
	return "", false
}

// unescapeSlash turns a leading "//" into "/".
func unescapeSlash(draft string) string {
	lead := len(draft) - len(strings.TrimLeft(draft, " \t\n"))
	if strings.HasPrefix(draft[lead:], "//") {
		return draft[:lead] + draft[lead+1:]
	}
	return draft
}

// returnDraft moves the last user message out of the conversation and the
// transcript back into the input, unless the user has started typing
// something else, in which case it stays where it is. It reports whether
// it moved the message.
func (m *Model) returnDraft() bool {
	turns := m.conv.Turns
	if len(turns) == 0 || turns[len(turns)-1].Role != chat.RoleUser || m.input.Value() != "" {
		return false
	}
	last, _ := m.conv.PopLast()
	m.dropEntry(userEntry, last.Content)
	m.input.SetValue(escapeSlash(last.Content))
	return true
}

// escapeSlash is unescapeSlash's inverse, for a message going back into
// the input: sent again, it must be a message, not a command.
func escapeSlash(msg string) string {
	if _, ok := commandLine(msg); ok {
		lead := len(msg) - len(strings.TrimLeft(msg, " \t\n"))
		return msg[:lead] + "/" + msg[lead:]
	}
	return msg
}

// cannotSend says why a message cannot go to the model now; the draft
// stays in the input so nothing typed is lost.
func (m *Model) cannotSend() string {
	switch {
	case m.generating():
		return "a reply is still streaming: wait for it or press Esc to stop it (your message stays in the input)"
	case m.noModel():
		return "no model is configured yet: see above for how to get one (your message stays in the input)"
	case m.eng == nil && m.load != nil:
		return "the model is still loading: press Enter again when it is ready (your message stays in the input)"
	case m.eng == nil:
		return "no model is loaded: fix the error above (the config file is watched) or restart"
	}
	return ""
}

// startReply asks the engine for a reply, inside a tea.Cmd so that
// nothing the engine does can hold up the screen.
func (m *Model) startReply() tea.Cmd {
	m.replySeq++
	ctx, cancel := context.WithCancel(m.engines.ctx)
	m.reply = &replyState{id: m.replySeq, cancel: cancel}
	m.refresh()
	m.vp.GotoBottom()
	id, eng, msgs, gen := m.replySeq, m.eng, m.conv.Messages(), m.settings.Gen
	return tea.Batch(func() tea.Msg {
		return replyStartedMsg{id: id, stream: eng.Reply(ctx, msgs, gen)}
	}, m.recoveryTick(id))
}

func waitEvent(id int, s *engine.Stream) tea.Cmd {
	return func() tea.Msg {
		ev, ok := s.Next()
		return eventMsg{id: id, ev: ev, closed: !ok}
	}
}

func (m *Model) handleReplyStarted(msg replyStartedMsg) tea.Cmd {
	if m.reply == nil || msg.id != m.reply.id {
		return nil
	}
	m.reply.stream = msg.stream
	return waitEvent(msg.id, msg.stream)
}

// handleEvent applies one streamed event and, unless the stream closed,
// waits for the next.
func (m *Model) handleEvent(msg eventMsg) tea.Cmd {
	if m.reply == nil || msg.id != m.reply.id {
		return nil
	}
	ev, stopping := msg.ev, m.reply.stopping
	switch {
	case msg.closed && m.reply.end != nil:
		return m.finishReply(m.reply.end.err, m.reply.end.stopped)
	case msg.closed:
		// A cancelled reply's final event can be missing.
		return m.finishReply(nil, stopping)
	case ev.Kind == engine.EventToken && stopping:
		// Read before Esc took effect: the reply ends where the user
		// stopped it.
	case ev.Kind == engine.EventToken:
		m.reply.text.WriteString(ev.Text)
		m.setStats(ev.Stats)
		m.refreshReply()
	case ev.Kind == engine.EventHidden:
		m.hiddenTurns(ev.Hidden)
	case ev.Kind == engine.EventDone:
		// A cancelled decode ends with EventDone (the partial reply stays
		// in the engine's cache); Esc racing a natural end does not.
		m.setStats(ev.Stats)
		if ev.Stats.ContextFull {
			m.notice(fmt.Sprintf("the reply was cut off: the context is full (%d tokens); the next message leaves the oldest turns out, or raise generation.capacity", m.info.Capacity))
		}
		m.reply.end = &replyEnd{stopped: ev.Stats.Cancelled ||
			stopping && !ev.Stats.StoppedByEOS && !ev.Stats.StoppedByLimit && !ev.Stats.ContextFull}
	case ev.Kind == engine.EventError && stopping && errors.Is(ev.Err, context.Canceled):
		// Cancelled during prefill: an error carrying ctx.Err().
		m.reply.end = &replyEnd{stopped: true}
	case ev.Kind == engine.EventError:
		m.reply.end = &replyEnd{err: ev.Err}
	}
	return waitEvent(msg.id, m.reply.stream)
}

func (m *Model) setStats(s engine.Stats) {
	m.stats, m.haveStats = s, true
}

// hiddenTurns tells the user, once per change, that the oldest messages
// are left out of the context. The conversation keeps them: /save writes
// them, and a larger context shows them to the model again.
func (m *Model) hiddenTurns(n int) {
	if n == m.hidden {
		return
	}
	m.hidden = n
	if n > 0 {
		m.notice(fmt.Sprintf("the context is full (%d tokens): the model no longer sees the %d oldest messages (they stay in the conversation and in /save)",
			m.info.Capacity, n))
	}
}

// finishReply ends the reply: the text so far joins the conversation (a
// stopped reply is kept and marked), errors are shown, and anything that
// waited for the reply (an engine switch, the prompt indicator) runs.
func (m *Model) finishReply(err error, stopped bool) tea.Cmd {
	r := m.reply
	m.reply = nil
	r.cancel()
	text := r.text.String()
	switch {
	case text != "" || err == nil:
		// An empty reply (Esc before the first token, or the end of
		// text at once) joins the conversation too, so that user and
		// assistant turns keep alternating: Llama 2 chat's template,
		// among others, raises at two user messages in a row, and the
		// chat could not go on.
		m.conv.AddAssistant(text)
		m.log = append(m.log, entry{kind: assistantEntry, text: text, stopped: stopped || err != nil})
		if text == "" && stopped {
			m.notice("reply stopped before the first token")
		}
	case err != nil:
		// Nothing came back (the message may be too long for the
		// context): hand the message back to fix rather than leave an
		// unanswered turn in the conversation.
		back := m.returnDraft()
		m.errorf("reply failed: %v", err)
		if back {
			m.notice("your message is back in the input")
		}
		err = nil
	}
	if err != nil {
		m.errorf("reply failed: %v", err)
	}
	switch {
	case r.quitHint && m.unsaved():
		// The next Ctrl+C quits without the question it asks when idle,
		// so this notice is the only warning that the turns would go.
		m.notice("reply stopped")
		m.askKeep("press Ctrl+C again to quit")
	case r.quitHint:
		m.notice("reply stopped; press Ctrl+C again to quit")
	}
	var cmds []tea.Cmd
	if m.pending != nil {
		cmds = append(cmds, m.install(*m.pending))
	}
	m.refreshFollow()
	return tea.Batch(append(cmds, m.replan())...)
}

// stop asks the streaming reply to end; the engine answers with a final
// event, which finishReply handles like any other.
func (m *Model) stop() {
	if m.reply == nil || m.reply.stopping {
		return
	}
	m.reply.stopping = true
	m.reply.cancel()
}

// forModel is the conversation as the engine sees it, with draft, blank
// or not, as the next user message.
func forModel(c *chat.Conversation, draft string) []chat.Message {
	return append(c.Messages(), chat.Message{Role: chat.RoleUser, Content: draft})
}
