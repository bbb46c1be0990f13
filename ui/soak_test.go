package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"xlachat/chat"
	"xlachat/engine"
)

// chatWithHistory is a loaded chat that starts with turns messages of
// history and has a reply streaming whose tokens the test delivers itself.
func chatWithHistory(t *testing.T, turns int) *harness {
	t.Helper()
	c := &chat.Conversation{}
	for i := range turns / 2 {
		c.AddUser(fmt.Sprintf("question %d: %s", i, strings.Repeat("what about this? ", 4)))
		c.AddAssistant(fmt.Sprintf("answer %d: %s", i, strings.Repeat("it is like that. ", 8)))
	}
	f := newFake("ref", "cpu")
	f.delay = time.Hour // no token of its own: the test sends them
	h := newHarnessWith(t, refOpener(f), Options{Settings: testSettings("/models/tiny-llama"),
		Conversation: c, ConversationFile: "history.json"})
	h.ready()
	h.typeText("and now?")
	h.enter()
	h.until("the reply to start", func(m Model) bool { return m.reply != nil && m.reply.stream != nil })
	return h
}

// tokenCost is the bytes allocated per streamed token, once the reply
// already has some text.
func tokenCost(h *harness) uint64 {
	token := func() {
		next, _ := h.m.Update(eventMsg{id: h.m.reply.id, ev: engine.Event{Kind: engine.EventToken, Text: "word "}})
		h.m = next.(Model)
	}
	for range 20 {
		token()
	}
	const n = 50
	return allocated(func() {
		for range n {
			token()
		}
	}) / n
}

// TestTokenCostIndependentOfHistory: a streamed token costs the same
// after a day of chat as at its start. It used to redraw, join, split and
// measure the whole transcript, so each token cost in proportion to all
// that came before it.
func TestTokenCostIndependentOfHistory(t *testing.T) {
	short := tokenCost(chatWithHistory(t, 10))
	long := tokenCost(chatWithHistory(t, 1000))
	t.Logf("bytes allocated per token: %d with 10 messages before, %d with 1000", short, long)
	if long > 2*short {
		t.Errorf("a token allocates %d bytes after 1000 messages, %d after 10: its cost grows with the transcript", long, short)
	}
}
