package ui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/chat"
	"xlachat/engine"
)

func refOpener(f *fakeEngine) *fakeOpener {
	return &fakeOpener{engines: map[string]*fakeEngine{"ref/cpu": f}}
}

func loaded(t *testing.T, f *fakeEngine) *harness {
	h := newHarness(t, refOpener(f), testSettings("/models/tiny-llama"))
	h.ready()
	return h
}

func TestNoModelScreen(t *testing.T) {
	h := newHarness(t, &fakeOpener{}, testSettings(""))
	view := h.m.View()
	for _, want := range []string{`"Getting a model"`, "Llama-3.2-1B-Instruct",
		"xlachat gen-model --out ~/xlachat-demo --preset tiny", "xlachat --model ~/xlachat-demo",
		"no model · ref/cpu"} {
		if !strings.Contains(view, want) {
			t.Errorf("no-model screen lacks %q", want)
		}
	}
	golden(t, "nomodel", view)

	h.typeText("hello")
	h.enter()
	if h.m.input.Value() != "hello" {
		t.Errorf("draft lost: %q", h.m.input.Value())
	}
	if !strings.Contains(h.transcript(), "no model is configured yet") {
		t.Errorf("no refusal note:\n%s", h.transcript())
	}
}

func TestLoadProgressWhileTyping(t *testing.T) {
	f := newFake("ref", "cpu")
	o := refOpener(f)
	o.gate = make(chan struct{})
	h := newHarness(t, o, testSettings("/models/tiny-llama"))
	h.until("progress", func(m Model) bool { return m.load != nil && m.load.progress.Done == 768<<20 })
	if got := h.m.infoLine(); !strings.Contains(got, "loading weights") || !strings.Contains(got, "805 MB/1.1 GB") {
		t.Errorf("progress line = %q", got)
	}
	golden(t, "loading", h.m.View())

	h.typeText("hi there")
	h.enter()
	if h.m.input.Value() != "hi there" || f.replyCount() != 0 {
		t.Fatalf("send while loading: draft %q, replies %d", h.m.input.Value(), f.replyCount())
	}
	if !strings.Contains(h.transcript(), "still loading") {
		t.Errorf("no loading note:\n%s", h.transcript())
	}
	close(o.gate)
	h.ready()
	if !strings.Contains(h.transcript(), "loaded tiny-llama on ref/cpu (context 2048, prefill bucket 256)") {
		t.Errorf("no loaded notice:\n%s", h.transcript())
	}
	h.enter()
	h.idle()
	if f.replyCount() != 1 {
		t.Errorf("draft kept during load was not sendable")
	}
}

func TestLoadFailureKeepsRunning(t *testing.T) {
	h := newHarness(t, &fakeOpener{}, testSettings("/models/tiny-llama"))
	h.until("load end", func(m Model) bool { return m.load == nil })
	if !strings.Contains(h.transcript(), "could not load /models/tiny-llama on ref/cpu: device cpu is not available") {
		t.Errorf("transcript:\n%s", h.transcript())
	}
	if h.quit || !strings.Contains(h.m.statusBar(), "not loaded · ref/cpu") {
		t.Errorf("status %q quit %v", h.m.statusBar(), h.quit)
	}
	h.typeText("/help")
	h.enter()
	if !strings.Contains(h.transcript(), "/load FILE") {
		t.Errorf("help not shown after a failed load")
	}
}

func TestStreamingReply(t *testing.T) {
	f := newFake("ref", "cpu")
	f.delay = 20 * time.Millisecond
	f.tokens = []string{"Hello", ", ", "**world**", "!\n\n", "- one\n", "- two"}
	h := loaded(t, f)
	if got := h.m.statusBar(); !strings.Contains(got, "ref · cpu · tiny-llama") || !strings.Contains(got, "– tok/s · ttft – · ctx 0/2048") {
		t.Errorf("status before reply = %q", got)
	}
	h.typeText("Say hello")
	h.enter()
	if h.m.input.Value() != "" || !h.m.generating() {
		t.Fatalf("after Enter: draft %q generating %v", h.m.input.Value(), h.m.generating())
	}
	h.until("a partial reply", func(m Model) bool { return m.reply != nil && strings.Contains(m.reply.text.String(), "- one") })
	if v := h.m.View(); !strings.Contains(v, "- one") || !strings.Contains(v, "12.5 tok/s") {
		t.Errorf("streaming text should show plain, with live speed:\n%s", v)
	}
	h.idle()
	h.settle()
	if v := h.m.vp.View(); strings.Contains(v, "- one") || !strings.Contains(v, "• one") {
		t.Errorf("finished reply should render as Markdown:\n%s", v)
	}
	want := []chat.Message{{Role: "user", Content: "Say hello"}, {Role: "assistant", Content: "Hello, **world**!\n\n- one\n- two"}}
	if got := h.m.conv.Turns; !slices.Equal(got, want) {
		t.Errorf("conversation = %v", got)
	}
	if got := h.m.statusBar(); !strings.Contains(got, "12.5 tok/s · ttft 420ms · ctx 46/2048") {
		t.Errorf("status after reply = %q", got)
	}
	golden(t, "reply", h.m.View())
}

func TestNewlineKeys(t *testing.T) {
	h := loaded(t, newFake("ref", "cpu"))
	h.typeText("one")
	h.send(tea.KeyMsg{Type: tea.KeyEnter, Alt: true})
	h.typeText("two")
	h.key(tea.KeyCtrlJ)
	h.typeText("three")
	if got := h.m.input.Value(); got != "one\ntwo\nthree" {
		t.Errorf("draft = %q", got)
	}
	h.enter()
	h.idle()
	if got := h.m.conv.Turns[0].Content; got != "one\ntwo\nthree" {
		t.Errorf("sent %q", got)
	}
}

func TestEscStopsReply(t *testing.T) {
	f := newFake("ref", "cpu")
	f.delay = 30 * time.Millisecond
	f.tokens = strings.Split("a b c d e f g h i j k l m n o p", " ")
	h := loaded(t, f)
	h.typeText("go")
	h.enter()
	h.until("first token", func(m Model) bool { return m.reply != nil && m.reply.text.Len() > 0 })
	h.key(tea.KeyEsc)
	h.idle()
	last := h.m.conv.Turns[len(h.m.conv.Turns)-1]
	if last.Role != "assistant" || last.Content == "" || len(last.Content) >= 16 {
		t.Errorf("partial reply not kept: %+v", last)
	}
	if e := h.m.log[len(h.m.log)-1]; e.kind != assistantEntry || !e.stopped {
		t.Errorf("last entry %+v, want a stopped reply", e)
	}
	if !strings.Contains(h.m.vp.View(), "[stopped]") || h.quit {
		t.Errorf("stopped mark missing or quit:\n%s", h.m.vp.View())
	}
	h.typeText("again")
	h.enter()
	h.idle()
	if f.replyCount() != 2 {
		t.Errorf("chat did not continue after a stop")
	}
}

// TestEscBeforeFirstToken: a reply stopped before its first token stays
// in the conversation as an empty one, so that the next message does not
// follow another user message: Llama 2 chat's template, among others,
// raises at that.
func TestEscBeforeFirstToken(t *testing.T) {
	f := newFake("ref", "cpu")
	f.delay = time.Second
	h := loaded(t, f)
	h.typeText("go")
	h.enter()
	h.key(tea.KeyEsc)
	h.idle()
	want := []chat.Message{{Role: chat.RoleUser, Content: "go"}, {Role: chat.RoleAssistant}}
	if !slices.Equal(h.m.conv.Turns, want) || !strings.Contains(h.transcript(), "reply stopped before the first token") ||
		strings.Contains(h.transcript(), "reply failed") {
		t.Errorf("conversation %v\n%s", h.m.conv.Turns, h.transcript())
	}
	f.delay = 0
	h.typeText("again")
	h.enter()
	h.idle()
	if f.replyCount() != 2 || !slices.Equal(f.replies[1][:2], want) || f.replies[1][2].Content != "again" {
		t.Errorf("the next reply was asked for %v", f.replies)
	}
}

// TestEmptyReplyJoinsTheConversation: a reply that ends before any text
// (the model's end of text at once) is an empty assistant turn, and the
// next message follows it, not another user message.
func TestEmptyReplyJoinsTheConversation(t *testing.T) {
	f := newFake("ref", "cpu")
	f.tokens = nil
	h := loaded(t, f)
	h.typeText("hello?")
	h.enter()
	h.idle()
	want := []chat.Message{{Role: chat.RoleUser, Content: "hello?"}, {Role: chat.RoleAssistant}}
	if !slices.Equal(h.m.conv.Turns, want) || strings.Contains(h.transcript(), "reply failed") {
		t.Fatalf("conversation %v\n%s", h.m.conv.Turns, h.transcript())
	}
	h.typeText("still there?")
	h.enter()
	h.idle()
	if f.replyCount() != 2 || !slices.Equal(f.replies[1][:2], want) {
		t.Errorf("the next reply was asked for %v", f.replies)
	}
}

// TestCtrlZSuspends: Ctrl+Z hands the terminal back to the shell, as in
// any terminal program, and leaves the draft and the chat as they were.
func TestCtrlZSuspends(t *testing.T) {
	h := loaded(t, newFake("ref", "cpu"))
	h.typeText("half a thought")
	_, cmd := h.m.Update(tea.KeyMsg{Type: tea.KeyCtrlZ})
	if cmd == nil {
		t.Fatal("Ctrl+Z did nothing")
	}
	if msg := cmd(); msg != (tea.SuspendMsg{}) {
		t.Errorf("Ctrl+Z gave %T, want tea.SuspendMsg", msg)
	}
	h.send(tea.ResumeMsg{})
	if h.m.input.Value() != "half a thought" || h.quit {
		t.Errorf("after resuming: draft %q, quit %v", h.m.input.Value(), h.quit)
	}
}

func TestCtrlC(t *testing.T) {
	f := newFake("ref", "cpu")
	f.delay = 50 * time.Millisecond
	f.tokens = strings.Split("a b c d e f g h i j", " ")
	h := loaded(t, f)
	h.typeText("go")
	h.enter()
	h.key(tea.KeyCtrlC)
	if h.quit || !h.m.reply.stopping {
		t.Fatalf("first Ctrl+C while generating should stop, not quit")
	}
	h.key(tea.KeyCtrlC)
	h.settle()
	if !h.quit {
		t.Fatalf("second Ctrl+C should quit")
	}

	h2 := loaded(t, newFake("ref", "cpu"))
	h2.key(tea.KeyCtrlC)
	h2.settle()
	if !h2.quit {
		t.Errorf("Ctrl+C while idle should quit")
	}
}

// TestCtrlCAfterStopQuits: a Ctrl+C that stops a reply arms the next to
// quit, and the notice that says so warns, as Ctrl+C does when idle,
// when quitting would lose turns nobody saved.
func TestCtrlCAfterStopQuits(t *testing.T) {
	tests := []struct {
		name  string
		saved bool // the conversation was saved before the message
		want  string
	}{
		{"unsaved", false, "the conversation is not saved: press Ctrl+C again to quit, or /save FILE to keep it"},
		{"stopped reply past the save", true, "the conversation has changed since it was saved: press Ctrl+C again to quit, or /save to keep it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake("ref", "cpu")
			h := loaded(t, f)
			if tt.saved {
				command(h, "earlier")
				h.idle()
				command(h, "/save "+filepath.Join(t.TempDir(), "chat.json"))
			}
			f.delay = 30 * time.Millisecond
			f.tokens = strings.Split("a b c d e f g h i j", " ")
			h.typeText("go")
			h.enter()
			h.until("the first token", func(m Model) bool { return m.reply != nil && m.reply.text.Len() > 0 })
			h.key(tea.KeyCtrlC)
			h.idle()
			if tr := h.transcript(); h.quit || !strings.Contains(tr, "reply stopped") || !strings.Contains(tr, tt.want) {
				t.Fatalf("stop via Ctrl+C: quit %v, want the notice %q\n%s", h.quit, tt.want, tr)
			}
			h.key(tea.KeyCtrlC)
			h.settle()
			if !h.quit {
				t.Errorf("Ctrl+C after the stopped reply should quit")
			}
		})
	}
}

// TestCtrlCAsksBeforeLosingWork: with a conversation newer than its last
// /save or /load, or an unsent message, Ctrl+C quits only when pressed
// twice in a row; with nothing to lose it quits at once.
func TestCtrlCAsksBeforeLosingWork(t *testing.T) {
	dir := t.TempDir()
	chatted := func(t *testing.T) *harness {
		h := loaded(t, newFake("ref", "cpu"))
		command(h, "question")
		h.idle()
		return h
	}
	tests := []struct {
		name  string
		setup func(t *testing.T) *harness
		ask   string // "" when the first Ctrl+C should quit
	}{
		{"unsaved reply", chatted, "the conversation is not saved: press Ctrl+C again to quit, or /save FILE to keep it"},
		{"saved", func(t *testing.T) *harness {
			h := chatted(t)
			command(h, "/save "+filepath.Join(dir, "saved.json"))
			return h
		}, ""},
		{"newer than the save", func(t *testing.T) *harness {
			h := chatted(t)
			command(h, "/save "+filepath.Join(dir, "older.json"))
			command(h, "more")
			h.idle()
			return h
		}, "the conversation has changed since it was saved: press Ctrl+C again to quit, or /save to keep it"},
		{"loaded", func(t *testing.T) *harness {
			path := filepath.Join(dir, "loaded.json")
			c := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "q"}, {Role: "assistant", Content: "a"}}}
			if err := c.SaveFile(path); err != nil {
				t.Fatal(err)
			}
			h := loaded(t, newFake("ref", "cpu"))
			command(h, "/load "+path)
			return h
		}, ""},
		{"cleared", func(t *testing.T) *harness {
			h := chatted(t)
			command(h, "/clear")
			command(h, "/clear")
			return h
		}, ""},
		{"draft only", func(t *testing.T) *harness {
			h := loaded(t, newFake("ref", "cpu"))
			h.typeText("half a thought")
			return h
		}, "press Ctrl+C again to quit without sending your message"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := tt.setup(t)
			h.key(tea.KeyCtrlC)
			h.settle()
			if tt.ask == "" {
				if !h.quit {
					t.Fatalf("Ctrl+C with nothing to lose did not quit:\n%s", h.transcript())
				}
				return
			}
			if h.quit || !strings.Contains(h.transcript(), tt.ask) {
				t.Fatalf("first Ctrl+C: quit %v, want a notice %q:\n%s", h.quit, tt.ask, h.transcript())
			}
			// Any other key in between asks again.
			h.key(tea.KeyLeft)
			h.key(tea.KeyCtrlC)
			h.settle()
			if h.quit {
				t.Fatalf("Ctrl+C after another key quit without asking again")
			}
			h.key(tea.KeyCtrlC)
			h.settle()
			if !h.quit {
				t.Errorf("a second Ctrl+C in a row did not quit")
			}
		})
	}
}

// TestQuitCommandAsksBeforeLosingWork: /quit and /exit leave unsaved turns
// behind only when sent twice in a row, as Ctrl+C asks to be pressed
// twice: quitting removes the recovery copy. With nothing unsaved they
// quit at once.
func TestQuitCommandAsksBeforeLosingWork(t *testing.T) {
	saved := filepath.Join(t.TempDir(), "saved.json")
	tests := []struct {
		name    string
		setup   []string // lines sent after one question and its reply
		quit    string
		ask     string // "" when the first line should quit
		confirm string // the line that then quits
	}{
		{"quit, unsaved", nil, "/quit",
			"the conversation is not saved: /quit again to quit anyway, or /save FILE to keep it", "/quit"},
		{"exit, unsaved", nil, "/exit",
			"the conversation is not saved: /exit again to quit anyway, or /save FILE to keep it", "/exit"},
		{"changed since saved", []string{"/save " + saved, "more"}, "/quit",
			"the conversation has changed since it was saved: /quit again to quit anyway, or /save to keep it", "/quit"},
		{"saved", []string{"/save " + saved}, "/quit", "", ""},
		{"cleared", []string{"/clear", "/clear"}, "/exit", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.Remove(saved)
			dir := t.TempDir()
			h := recoveringChat(t, dir)
			command(h, "question")
			h.idle()
			for _, line := range tt.setup {
				command(h, line)
				h.idle()
			}
			command(h, tt.quit)
			if tt.ask == "" {
				if cs := copies(t, dir); !h.quit || len(cs) != 0 {
					t.Fatalf("%s with nothing unsaved: quit %v, %d recovery copies; want a quit:\n%s", tt.quit, h.quit, len(cs), h.transcript())
				}
				return
			}
			if h.quit || !strings.Contains(h.transcript(), tt.ask) {
				t.Fatalf("first %s: quit %v, want a notice %q:\n%s", tt.quit, h.quit, tt.ask, h.transcript())
			}
			if _, c := onlyCopy(t, dir); !c.Equal(h.m.conv.Clone()) {
				t.Errorf("recovery copy holds %v after the question, want the conversation %v", c.Turns, h.m.conv.Turns)
			}
			command(h, tt.confirm)
			if cs := copies(t, dir); !h.quit || len(cs) != 0 {
				t.Errorf("%s again: quit %v, %d recovery copies; want a quit that removes the copy", tt.confirm, h.quit, len(cs))
			}
		})
	}
}

// draftPlan types a draft of n one-token characters and waits for the
// indicator to count it.
func draftPlan(h *harness, n int) string {
	h.send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strings.Repeat("x", n)), Paste: true})
	h.until("the plan", func(m Model) bool { return m.plan.ok && m.plan.plan.PrefillTokens == n })
	return h.m.infoLine()
}

func TestPromptIndicator(t *testing.T) {
	cases := []struct {
		n     int
		level chat.Level
		want  string
	}{
		{37, chat.OK, "37/256"},
		{255, chat.Near, "255/256 · 255 of 256 prefill tokens: close to chunking"},
		{256, chat.Near, "256/256 · 256 of 256 prefill tokens: close to chunking"},
		{257, chat.Chunked, "257/256 · will run in 2 chunks (slower first token)"},
		{513, chat.Chunked, "513/256 · will run in 3 chunks (slower first token)"},
	}
	for _, c := range cases {
		h := loaded(t, newFake("ref", "cpu"))
		if got := draftPlan(h, c.n); got != c.want {
			t.Errorf("%d tokens: indicator %q, want %q", c.n, got, c.want)
		}
		if w := budgetWarning(h.m.plan.plan, h.m.info); w.Level != c.level {
			t.Errorf("%d tokens: level %v, want %v", c.n, w.Level, c.level)
		}
		if c.n == 257 {
			golden(t, "indicator_257", h.m.View())
		}
	}
}

func TestIndicatorWarnsAboutCapacity(t *testing.T) {
	f := newFake("ref", "cpu")
	f.info.Capacity, f.info.Bucket = 300, 512
	h := loaded(t, f)
	h.m.conv.AddUser(strings.Repeat("u", 100))
	h.m.conv.AddAssistant(strings.Repeat("a", 100))
	if got := draftPlan(h, 80); got != "80/512 · context 280/300 tokens: the oldest turns will be left out soon" {
		t.Errorf("near capacity: %q", got)
	}
	h.m.input.Reset()
	if got := draftPlan(h, 120); got != "120/512 · the oldest 2 messages are left out of the 300-token context" {
		t.Errorf("over capacity: %q", got)
	}
	h.m.input.Reset()
	h.send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strings.Repeat("x", 301)), Paste: true})
	h.until("the plan", func(m Model) bool { return m.plan.ok && m.plan.err != nil })
	if got := h.m.infoLine(); !strings.Contains(got, "the message is too long") {
		t.Errorf("draft over capacity: %q", got)
	}
	// The engine may leave turns out that the token counts alone do not
	// show (it also keeps room for the reply); the indicator passes it on.
	w := budgetWarning(engine.Plan{PromptTokens: 20, CachedTokens: 10, PrefillTokens: 10, Chunks: 1, Hidden: 2}, f.info)
	if w.Level != chat.NearCapacity || w.Message != "10/512 · the oldest 2 messages are left out of the 300-token context" {
		t.Errorf("engine-planned window: %+v", w)
	}
	// "Soon" is near the engine's window, which keeps room for the reply,
	// not near the capacity.
	w = budgetWarning(engine.Plan{PromptTokens: 210, CachedTokens: 200, PrefillTokens: 10, Chunks: 1, Window: 225}, f.info)
	if w.Level != chat.NearCapacity || w.Message != "10/512 · context 210/300 tokens: the oldest turns will be left out soon" {
		t.Errorf("near the engine's window: %+v", w)
	}
}

// TestIndicatorShowsTheEngineSchedule: past the last whole bucket the
// engine feeds prompt tokens one at a time; the indicator says so rather
// than count chunks on its own.
func TestIndicatorShowsTheEngineSchedule(t *testing.T) {
	f := newFake("ref", "cpu")
	h := loaded(t, f)
	w := budgetWarning(engine.Plan{PromptTokens: 384, CachedTokens: 300, PrefillTokens: 84, DecodeSteps: 84}, engine.Info{Capacity: 512, Bucket: 256})
	if w.Level != chat.Chunked || !strings.Contains(w.Message, "84 tokens fed one at a time") {
		t.Errorf("84 single steps: %+v", w)
	}
	_ = h
}

func TestPlanIsDebounced(t *testing.T) {
	f := newFake("ref", "cpu")
	h := loaded(t, f)
	h.m.debounce = 30 * time.Millisecond
	h.settle()
	before := f.plans
	for _, r := range "hello world" {
		h.send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	h.until("the plan", func(m Model) bool { return m.plan.ok && m.plan.plan.PrefillTokens == 11 })
	h.settle()
	if n := f.plans - before; n != 1 {
		t.Errorf("%d Plan calls for 11 quick keystrokes, want 1", n)
	}
}

// TestPrefillWhileTyping: with the setting on, a planned draft is warmed
// into the engine, the indicator then counts only what is left, and
// nothing is warmed while a reply streams; with it off, nothing is.
func TestPrefillWhileTyping(t *testing.T) {
	for _, on := range []bool{true, false} {
		f := newFake("ref", "cpu")
		f.delay = 20 * time.Millisecond
		s := testSettings("/models/tiny-llama")
		s.PrefillWhileTyping = on
		h := newHarness(t, refOpener(f), s)
		h.ready()
		h.settle()
		// Loading warms the blank next turn, the template's header; the
		// replan after it finds nothing left, which ends the cycle.
		if got, want := f.warmCalls(), []string{"", ""}; on && !slices.Equal(got, want) {
			t.Errorf("Warm calls after loading %q, want %q", got, want)
		}
		h.typeText("hello world")
		want := 11
		if on {
			want = 1 // the fake's Warm leaves one byte
		}
		h.until("the plan", func(m Model) bool { return m.plan.ok && m.plan.plan.PrefillTokens == want })
		h.settle()
		all := f.warmCalls()
		if !on {
			if len(all) != 0 {
				t.Errorf("setting off: Warm called with %q", all)
			}
			continue
		}
		// As after loading, a replan follows each warm-up that prefilled.
		warms := all[2:]
		if len(warms) < 2 || len(warms) > 4 || slices.ContainsFunc(warms, func(d string) bool { return d != "hello world" }) {
			t.Errorf("Warm calls %q, want the draft two to four times", warms)
		}
		h.enter()
		h.until("the reply", func(m Model) bool { return m.generating() })
		h.typeText("next")
		h.idle()
		if n := len(f.warmCalls()); n != len(all) {
			t.Errorf("%d Warm calls while the reply streamed", n-len(all))
		}
		h.until("the plan after the reply", func(m Model) bool { return m.plan.ok && m.plan.plan.PrefillTokens == 1 })
		h.settle()
		if got := f.warmCalls()[len(all):]; len(got) < 2 || slices.ContainsFunc(got, func(d string) bool { return d != "next" }) {
			t.Errorf("Warm calls around the reply %q, want the new draft after it only", got)
		}
	}
}

// TestHiddenTurnsStayInTheConversation: when the oldest turns no longer
// fit the context the model stops seeing them, but the conversation, the
// screen and /save keep every message.
func TestHiddenTurnsStayInTheConversation(t *testing.T) {
	f := newFake("ref", "cpu")
	f.hidden = 2
	h := loaded(t, f)
	h.m.conv.AddUser("first")
	h.m.conv.AddAssistant("one")
	h.typeText("second")
	h.enter()
	h.idle()
	want := []chat.Message{{Role: "user", Content: "first"}, {Role: "assistant", Content: "one"},
		{Role: "user", Content: "second"}, {Role: "assistant", Content: "Hello, **world**!"}}
	if !slices.Equal(h.m.conv.Turns, want) {
		t.Errorf("conversation after the window moved = %v", h.m.conv.Turns)
	}
	if !strings.Contains(h.transcript(), "no longer sees the 2 oldest messages") {
		t.Errorf("no notice:\n%s", h.transcript())
	}
	path := filepath.Join(t.TempDir(), "chat.json")
	h.typeText("/save " + path)
	h.enter()
	var saved chat.Conversation
	if err := saved.LoadFile(path); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(saved.Turns, want) {
		t.Errorf("/save wrote %v, want every message", saved.Turns)
	}
	// The same window again is not news.
	h.typeText("third")
	h.enter()
	h.idle()
	if n := strings.Count(h.transcript(), "no longer sees"); n != 1 {
		t.Errorf("%d notices for an unchanged window, want 1", n)
	}
}

func TestReplyError(t *testing.T) {
	f := newFake("ref", "cpu")
	f.tokens = []string{"par", "tial"}
	f.fail = errors.New("device lost")
	h := loaded(t, f)
	h.typeText("hi")
	h.enter()
	h.idle()
	if !strings.Contains(h.transcript(), "reply failed: device lost") || h.quit {
		t.Errorf("transcript:\n%s", h.transcript())
	}
	if last := h.m.conv.Turns[len(h.m.conv.Turns)-1]; last.Content != "partial" {
		t.Errorf("partial text of a failed reply: %+v", last)
	}
}

func command(h *harness, line string) {
	h.typeText(line)
	h.enter()
	h.settle()
}

func TestSlashCommands(t *testing.T) {
	f := newFake("ref", "cpu")
	h := loaded(t, f)
	command(h, "/help")
	if !strings.Contains(h.transcript(), "/system TEXT") {
		t.Errorf("/help:\n%s", h.transcript())
	}
	golden(t, "help", h.m.View())

	command(h, "/bogus")
	if !strings.Contains(h.transcript(), "unknown command /bogus: /help lists them") || !strings.Contains(h.transcript(), "begin it with //") {
		t.Errorf("unknown command should say how to send it:\n%s", h.transcript())
	}
	if h.m.input.Value() != "/bogus" || f.replyCount() != 0 {
		t.Errorf("an unknown command must stay in the input, not be sent: input %q, %d replies", h.m.input.Value(), f.replyCount())
	}
	h.m.input.Reset()

	command(h, "/stats")
	if !strings.Contains(h.transcript(), "no reply yet") {
		t.Errorf("/stats before a reply")
	}
	command(h, "/system You are terse.")
	command(h, "hi")
	h.idle()
	if got := f.replies[0][0]; got != (chat.Message{Role: "system", Content: "You are terse."}) {
		t.Errorf("system prompt not sent: %+v", got)
	}
	command(h, "/stats")
	if !strings.Contains(h.transcript(), "4 tokens at 12.5 tok/s") {
		t.Errorf("/stats:\n%s", h.transcript())
	}

	command(h, "/clear")
	command(h, "/clear") // the first asks: the conversation is not saved
	if !strings.Contains(h.m.statusBar(), "ctx 0/2048") {
		t.Errorf("status after /clear: %q", h.m.statusBar())
	}
	if h.m.conv.Len() != 0 || f.resets != 1 || h.m.conv.System != "You are terse." {
		t.Errorf("/clear: %d messages, %d resets, system %q", h.m.conv.Len(), f.resets, h.m.conv.System)
	}
	command(h, "/quit")
	if !h.quit {
		t.Errorf("/quit did not quit")
	}
}

func TestSaveLoad(t *testing.T) {
	dir := t.TempDir()
	f := newFake("ref", "cpu")
	h := loaded(t, f)
	command(h, "question")
	h.idle()
	saved := append([]chat.Message(nil), h.m.conv.Turns...)
	path := filepath.Join(dir, "chat.json")
	command(h, "/save "+path)
	if !strings.Contains(h.transcript(), "saved 2 messages to "+path) {
		t.Fatalf("/save:\n%s", h.transcript())
	}
	command(h, "/clear")
	command(h, "/load "+path)
	if !slices.Equal(h.m.conv.Turns, saved) {
		t.Errorf("round trip: %v, want %v", h.m.conv.Turns, saved)
	}
	if !strings.Contains(h.m.vp.View(), "question") {
		t.Errorf("loaded conversation not shown:\n%s", h.m.vp.View())
	}

	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"messages":[{"role":"wizard","content":"x"}]}`), 0o644)
	for _, p := range []string{bad, filepath.Join(dir, "missing.json")} {
		command(h, "/load "+p)
		if !slices.Equal(h.m.conv.Turns, saved) {
			t.Errorf("bad file %s changed the conversation: %v", p, h.m.conv.Turns)
		}
	}
	tr := h.transcript()
	if !strings.Contains(tr, `role "wizard"`) || !strings.Contains(tr, "no such file") ||
		strings.Count(tr, "the conversation is unchanged") != 2 {
		t.Errorf("bad loads should say why:\n%s", tr)
	}
}

// TestClearAndLoadAskBeforeLosingWork: /clear and /load replace a
// conversation with unsaved turns only when sent twice in a row, as
// Ctrl+C quits; a saved one at once, and a bad file never asks.
func TestClearAndLoadAskBeforeLosingWork(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, "other.json")
	c := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "old q"}, {Role: "assistant", Content: "old a"}}}
	if err := c.SaveFile(other); err != nil {
		t.Fatal(err)
	}
	notSaved := "the conversation is not saved: "
	tests := []struct {
		name  string
		lines []string // after one question and its reply
		shows string   // in the transcript afterwards: the question asked, or what was done
		turns int      // turns afterwards
	}{
		{"clear asks", []string{"/clear"}, notSaved + "/clear again to start a new one anyway, or /save FILE to keep it", 2},
		{"clear twice", []string{"/clear", "/clear"}, "new conversation", 0},
		{"a message between asks again", []string{"/clear", "more", "/clear"}, notSaved, 4},
		{"another command between asks again", []string{"/clear", "/stats", "/clear"}, notSaved, 2},
		{"load asks", []string{"/load " + other}, notSaved + "/load " + other + " again to load " + other + " anyway", 2},
		{"load twice", []string{"/load " + other, "/load  " + other}, "old q", 2},
		{"a bad file does not ask", []string{"/load " + filepath.Join(dir, "missing.json")}, "no such file", 2},
		{"saved", []string{"/save " + filepath.Join(dir, "s.json"), "/clear"}, "new conversation", 0},
		{"changed since saved", []string{"/save " + filepath.Join(dir, "c.json"), "more", "/clear"},
			"the conversation has changed since it was saved: /clear again to start a new one anyway, or /save to keep it", 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := loaded(t, newFake("ref", "cpu"))
			command(h, "question")
			h.idle()
			for _, line := range tt.lines {
				command(h, line)
				h.idle()
			}
			if !strings.Contains(h.transcript(), tt.shows) || h.m.conv.Len() != tt.turns {
				t.Errorf("%q: %d turns, want %d; transcript:\n%s", tt.lines, h.m.conv.Len(), tt.turns, h.transcript())
			}
		})
	}
}

// TestSaveReplacesOnlyItsOwnFile: /save replaces the file this
// conversation was saved to or loaded from; any other existing file, a
// foreign one or another conversation, only with --force, and a refused
// save leaves it byte for byte.
func TestSaveReplacesOnlyItsOwnFile(t *testing.T) {
	dir := t.TempDir()
	h := loaded(t, newFake("ref", "cpu"))
	command(h, "question")
	h.idle()
	own := filepath.Join(dir, "chat.json")
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("my notes"), 0o644)

	steps := []struct {
		line, want string
		notes      string // notes.txt afterwards
	}{
		{"/save", "usage: /save FILE", "my notes"}, // no file of its own yet
		{"/save " + own, "saved 2 messages to " + own, "my notes"},
		{"/save " + own, "saved 2 messages to " + own, "my notes"}, // again: its own file
		{"/save", "saved 2 messages to " + own, "my notes"},
		{"/save " + notes, notes + " already exists; /save --force " + notes + " replaces it", "my notes"},
		{"/save --force", "usage: /save FILE", "my notes"},
		{"/save " + dir, dir + " is a directory; name a file to save to", "my notes"}, // not "--force replaces it"
		{"/clear", "new conversation", "my notes"},
		{"/save " + own, own + " already exists", "my notes"}, // a new conversation: not its file
		{"/load " + own, "loaded 2 messages from " + own, "my notes"},
		{"/save " + own, "saved 2 messages to " + own, "my notes"},
		{"/save --force " + notes, "saved 2 messages to " + notes, `"messages"`},
	}
	for _, s := range steps {
		before := len(h.transcript())
		command(h, s.line)
		got := h.transcript()
		if len(got) >= before { // else /clear emptied it
			got = got[before:]
		}
		if !strings.Contains(got, s.want) {
			t.Errorf("%s: printed %q, want %q", s.line, got, s.want)
		}
		if b, _ := os.ReadFile(notes); !strings.Contains(string(b), s.notes) {
			t.Errorf("after %s notes.txt holds %.30q, want %q in it", s.line, b, s.notes)
		}
	}
}

// TestStartWithConversation: a conversation given at start (--load) is
// shown and sent as /load would have it, and its file is its own for
// /save.
func TestStartWithConversation(t *testing.T) {
	path := filepath.Join(t.TempDir(), "yesterday.json")
	c := &chat.Conversation{System: "be brief", Turns: []chat.Message{{Role: "user", Content: "earlier question"}, {Role: "assistant", Content: "earlier answer"}}}
	if err := c.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	f := newFake("ref", "cpu")
	m := New(Options{Open: refOpener(f).open, Settings: testSettings("/models/tiny-llama"), Renderer: asciiRenderer(),
		GlamourStyle: "ascii", Debounce: time.Millisecond, Conversation: c, ConversationFile: path})
	h := &harness{t: t, m: m, msgs: make(chan tea.Msg, 1024)}
	t.Cleanup(func() { h.m.Close() })
	h.send(tea.WindowSizeMsg{Width: 80, Height: 24})
	h.run(m.Init())
	h.ready()
	if tr := h.transcript(); !strings.Contains(tr, "earlier answer") || !strings.Contains(tr, "loaded 2 messages from "+path) {
		t.Fatalf("transcript:\n%s", tr)
	}
	command(h, "next question")
	h.idle()
	if got := f.replies[0]; len(got) != 4 || got[0].Content != "be brief" || got[1].Content != "earlier question" {
		t.Errorf("the reply saw %v, want the loaded conversation before the new question", got)
	}
	command(h, "/save "+path)
	if !strings.Contains(h.transcript(), "saved 4 messages to "+path) {
		t.Errorf("/save to the loaded file:\n%s", h.transcript())
	}
}

func switchSettings(backend, device string) Settings {
	s := testSettings("/models/tiny-llama")
	s.Engine.Backend, s.Engine.Device = backend, device
	return s
}

func TestConfigSwitch(t *testing.T) {
	ref, xla := newFake("ref", "cpu"), newFake("xla", "local-task")
	o := &fakeOpener{engines: map[string]*fakeEngine{"ref/cpu": ref, "xla/local-task": xla}}
	h := newHarness(t, o, testSettings("/models/tiny-llama"))
	h.ready()
	command(h, "first")
	h.idle()

	h.send(ConfigMsg{Settings: switchSettings("xla", "local-task")})
	h.until("the switch", func(m Model) bool { return m.eng == Engine(xla) })
	h.settle()
	if !ref.isClosed() {
		t.Errorf("old engine not closed")
	}
	if !strings.Contains(h.transcript(), "switched to xla/local-task") {
		t.Errorf("no switch notice:\n%s", h.transcript())
	}
	if got := h.m.statusBar(); !strings.Contains(got, "xla · local-task · tiny-llama") {
		t.Errorf("status = %q", got)
	}
	command(h, "second")
	h.idle()
	if got := xla.replies[0]; len(got) != 3 || got[0].Content != "first" {
		t.Errorf("conversation did not carry over: %v", got)
	}

	h.send(ConfigMsg{Settings: switchSettings("ref", "cpu")})
	h.until("switch back", func(m Model) bool { return m.eng == Engine(ref) })
	if !strings.Contains(h.transcript(), "switched to ref/cpu") {
		t.Errorf("no switch-back notice:\n%s", h.transcript())
	}
}

func TestConfigSwitchFailure(t *testing.T) {
	ref := newFake("ref", "cpu")
	h := loaded(t, ref)
	h.send(ConfigMsg{Settings: switchSettings("xla", "cuda")})
	h.until("the attempt", func(m Model) bool { return m.load == nil })
	if h.m.eng != Engine(ref) || ref.isClosed() {
		t.Errorf("failed switch lost the running engine")
	}
	if !strings.Contains(h.transcript(), "switch to xla/cuda failed: device cuda is not available; still on ref/cpu") {
		t.Errorf("transcript:\n%s", h.transcript())
	}
	h.send(ConfigMsg{Err: errors.New(`device "tpu" is not one of cpu`)})
	if !strings.Contains(h.transcript(), `config change refused: device "tpu" is not one of cpu; still on ref/cpu`) {
		t.Errorf("transcript:\n%s", h.transcript())
	}
	if got := h.m.statusBar(); !strings.Contains(got, "ref · cpu") {
		t.Errorf("status = %q", got)
	}
}

func TestConfigGenerationOnly(t *testing.T) {
	f := newFake("ref", "cpu")
	o := refOpener(f)
	h := newHarness(t, o, testSettings("/models/tiny-llama"))
	h.ready()
	s := testSettings("/models/tiny-llama")
	s.Gen = engine.GenOptions{MaxNewTokens: 64, Temperature: 0.7, TopK: 40, TopP: 0.9, Seed: 7}
	s.PrefillWhileTyping = true
	h.send(ConfigMsg{Settings: s})
	h.settle()
	h.typeText("hi")
	h.settle() // the draft is planned, then warmed
	h.enter()
	h.idle()
	if len(f.warmCalls()) == 0 {
		t.Errorf("prefill_while_typing turned on, but the draft was not warmed")
	}
	if !strings.Contains(h.transcript(), "prefill while typing: on") {
		t.Errorf("no notice of prefill while typing:\n%s", h.transcript())
	}
	if len(o.opened) != 1 {
		t.Errorf("generation change reopened the engine: %v", o.opened)
	}
	if f.gens[0] != s.Gen {
		t.Errorf("reply used %+v", f.gens[0])
	}
	if !strings.Contains(h.transcript(), "temperature 0.7, top-k 40, top-p 0.9, seed 7, max 64 new tokens") {
		t.Errorf("transcript:\n%s", h.transcript())
	}
}

func TestSwitchDuringReplyWaits(t *testing.T) {
	ref, xla := newFake("ref", "cpu"), newFake("xla", "local-task")
	ref.delay = 40 * time.Millisecond
	o := &fakeOpener{engines: map[string]*fakeEngine{"ref/cpu": ref, "xla/local-task": xla}}
	h := newHarness(t, o, testSettings("/models/tiny-llama"))
	h.ready()
	h.typeText("hi")
	h.enter()
	h.send(ConfigMsg{Settings: switchSettings("xla", "local-task")})
	h.until("switch ready", func(m Model) bool { return m.pending != nil || m.eng == Engine(xla) })
	if h.m.eng != Engine(ref) || !h.m.generating() {
		t.Fatalf("engine swapped under a streaming reply")
	}
	h.idle()
	if h.m.eng != Engine(xla) || h.m.conv.Len() != 2 {
		t.Errorf("switch not applied after the reply: %v", h.m.eng)
	}
}

// TestConfigChangeBeforeASwitchLands: a config change made while a switch
// is loading, or waiting for a reply to end, is measured against where
// the chat is heading, not against what runs. Changing the file back
// cancels the switch (its engine closed, never installed); changing it to
// a third setting replaces the switch.
func TestConfigChangeBeforeASwitchLands(t *testing.T) {
	tests := []struct {
		name    string
		loading bool   // the second change comes while the first loads, not while it waits
		second  string // the target the second change names
		ends    string // the target running at the end
		closed  []string
		notice  string
	}{
		{"back while waiting", false, "ref/cpu", "ref/cpu", []string{"xla/local-task"},
			"switch to xla/local-task cancelled: the config file is back to the running settings; still on ref/cpu"},
		{"back while loading", true, "ref/cpu", "ref/cpu", nil,
			"switch to xla/local-task cancelled: the config file is back to the running settings; still on ref/cpu"},
		{"a third while waiting", false, "xla/cuda", "xla/cuda", []string{"xla/local-task", "ref/cpu"}, "switched to xla/cuda"},
		{"a third while loading", true, "xla/cuda", "xla/cuda", []string{"ref/cpu"}, "switched to xla/cuda"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fakes := map[string]*fakeEngine{"ref/cpu": newFake("ref", "cpu"),
				"xla/local-task": newFake("xla", "local-task"), "xla/cuda": newFake("xla", "cuda")}
			fakes["ref/cpu"].delay = 40 * time.Millisecond
			o := &fakeOpener{engines: fakes}
			h := newHarness(t, o, testSettings("/models/tiny-llama"))
			h.ready()
			h.typeText("hi")
			h.enter()
			if tt.loading {
				o.gate = make(chan struct{}) // the opens from here on wait for it
			}
			h.send(ConfigMsg{Settings: switchSettings("xla", "local-task")})
			if tt.loading {
				h.until("the switch to load", func(m Model) bool { return m.load != nil && m.load.progress.Total > 0 })
			} else {
				h.until("the switch to wait", func(m Model) bool { return m.pending != nil })
			}
			backend, device, _ := strings.Cut(tt.second, "/")
			h.send(ConfigMsg{Settings: switchSettings(backend, device)})
			if tt.loading {
				// The first switch's open returns on its cancellation, not
				// on the gate, which the second's open then passes.
				h.until("the first switch's open to return", func(Model) bool { return o.returnedOpens() == 2 })
				close(o.gate)
			}
			h.idle()
			h.until("the loads to end", func(m Model) bool { return m.load == nil })
			h.settle()
			if got := h.m.eng; got != Engine(fakes[tt.ends]) || h.m.settings.Target() != tt.ends || h.m.pending != nil {
				t.Errorf("running %v with settings for %s (pending %v), want %s", got.Info(), h.m.settings.Target(), h.m.pending != nil, tt.ends)
			}
			for target, f := range fakes {
				if want := slices.Contains(tt.closed, target); f.isClosed() != want {
					t.Errorf("%s closed %v, want %v", target, f.isClosed(), want)
				}
			}
			if !strings.Contains(h.transcript(), tt.notice) {
				t.Errorf("no notice %q:\n%s", tt.notice, h.transcript())
			}
		})
	}
}

// modelOpener opens a new fake engine for every load, whatever the
// settings, and records the model directory of each.
type modelOpener struct {
	mu     sync.Mutex
	models []string
}

func (o *modelOpener) open(_ context.Context, s Settings, _ func(engine.Progress)) (Engine, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.models = append(o.models, s.Engine.ModelDir)
	return newFake(s.Engine.Backend, s.Engine.Device), nil
}

func (o *modelOpener) opened() []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return slices.Clone(o.models)
}

// TestDemoModelSurvivesReload: with --demo the config file names no model;
// saving it must keep the demo model and apply the change (one of the
// generation in place, one of the engine by reopening the demo model),
// not report that the file no longer names a model. A model the file
// names later replaces it, and removing that brings the demo back.
func TestDemoModelSurvivesReload(t *testing.T) {
	const demo = "/cache/xlachat/demo-model"
	o := &modelOpener{}
	h := newHarnessWith(t, nil, Options{Open: o.open, Settings: testSettings(""), DemoModel: demo})
	h.ready()

	steps := []struct {
		name     string
		model    string // the model the config file names
		capacity int
		opened   []string // every model opened so far
	}{
		{"a generation change", "", 2048, []string{demo}},
		{"a capacity change", "", 1024, []string{demo, demo}},
		{"a model in the file", "/models/tiny-llama", 1024, []string{demo, demo, "/models/tiny-llama"}},
		{"the model removed from the file", "", 1024, []string{demo, demo, "/models/tiny-llama", demo}},
	}
	for i, st := range steps {
		next := testSettings(st.model)
		next.Gen.Temperature = 0.1 * float64(i+1)
		next.Engine.Capacity = st.capacity
		h.send(ConfigMsg{Settings: next})
		h.until(st.name+" to apply", func(m Model) bool { return m.load == nil })
		h.settle()
		want := st.model
		if want == "" {
			want = demo
		}
		if got := o.opened(); !slices.Equal(got, st.opened) {
			t.Errorf("after %s: opened %q, want %q", st.name, got, st.opened)
		}
		if e := h.m.settings.Engine; e.ModelDir != want || e.Capacity != st.capacity || h.m.settings.Gen != next.Gen {
			t.Errorf("after %s: model %q, capacity %d, generation %+v; want %q, %d, %+v",
				st.name, e.ModelDir, e.Capacity, h.m.settings.Gen, want, st.capacity, next.Gen)
		}
		if strings.Contains(h.transcript(), "no longer names a model") {
			t.Fatalf("after %s: the demo model read as a model the file no longer names:\n%s", st.name, h.transcript())
		}
	}
}

func TestNoModelThenConfigured(t *testing.T) {
	f := newFake("ref", "cpu")
	s := testSettings("")
	s.ConfigFile = "xlachat.yaml"
	h := newHarness(t, refOpener(f), s)
	if !strings.Contains(h.m.View(), `xlachat is watching xlachat.yaml: set "model:" there`) {
		t.Errorf("no-model screen should point at the watched file:\n%s", h.m.View())
	}
	h.send(ConfigMsg{Settings: testSettings("/models/tiny-llama")})
	h.ready()
	if strings.Contains(h.m.View(), "No model is configured") {
		t.Errorf("no-model text still shown after loading")
	}
}

func TestResize(t *testing.T) {
	h := loaded(t, newFake("ref", "cpu"))
	command(h, "a long question "+strings.Repeat("word ", 40))
	h.idle()
	for _, size := range [][2]int{{80, 24}, {120, 40}, {60, 15}} {
		h.send(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		lines := strings.Split(h.m.View(), "\n")
		if len(lines) != size[1] {
			t.Errorf("%dx%d: %d lines", size[0], size[1], len(lines))
		}
		for _, l := range lines {
			if w := len([]rune(l)); w > size[0] {
				t.Errorf("%dx%d: line of %d columns: %q", size[0], size[1], w, l)
				break
			}
		}
	}
}

// TestResizeWhileStreamingKeepsFollowing: a window resized while a reply
// streams keeps the view on the reply's end (it used to stop following).
func TestResizeWhileStreamingKeepsFollowing(t *testing.T) {
	f := newFake("ref", "cpu")
	f.tokens = strings.Fields(strings.Repeat("word ", 1500))
	for i := range f.tokens {
		f.tokens[i] += " "
	}
	f.delay = time.Millisecond
	h := loaded(t, f)
	h.typeText("a long question")
	h.enter()
	h.until("the reply to fill the screen", func(m Model) bool { return m.reply != nil && m.vp.TotalLineCount() > m.vp.Height+5 })
	for _, size := range [][2]int{{60, 15}, {120, 40}, {80, 24}} {
		h.send(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		if !h.m.vp.AtBottom() {
			t.Errorf("%dx%d: the view left the end of the streaming reply", size[0], size[1])
		}
	}
	h.idle()
	if !h.m.vp.AtBottom() {
		t.Error("after the reply, the view is not at its end")
	}
}

func TestScrolling(t *testing.T) {
	h := loaded(t, newFake("ref", "cpu"))
	for i := 0; i < 6; i++ {
		command(h, "question")
		h.idle()
	}
	h.settle()
	if !h.m.vp.AtBottom() {
		t.Fatalf("transcript should follow the newest reply")
	}
	h.key(tea.KeyPgUp)
	if h.m.vp.AtBottom() {
		t.Errorf("PgUp did not scroll")
	}
	h.key(tea.KeyPgDown)
	h.send(tea.MouseMsg{Button: tea.MouseButtonWheelUp, Action: tea.MouseActionPress})
	if h.m.vp.AtBottom() {
		t.Errorf("wheel did not scroll")
	}
	h.typeText("k")
	if h.m.input.Value() != "k" {
		t.Errorf("letters must reach the input, got %q", h.m.input.Value())
	}
}

func TestCloseClosesEngines(t *testing.T) {
	f := newFake("ref", "cpu")
	h := loaded(t, f)
	if err := h.m.Close(); err != nil || !f.isClosed() {
		t.Errorf("Close: %v, closed %v", err, f.isClosed())
	}
}

// TestConfigRefusalSeparatesProblems: a reload refused for several
// problems at once lists them one per line; folded into the transcript's
// one paragraph they must stay apart, or "... for the valid keys device
// \"gpu\" is not available" reads as one garbled sentence.
func TestConfigRefusalSeparatesProblems(t *testing.T) {
	h := loaded(t, newFake("ref", "cpu"))
	h.send(ConfigMsg{Err: errors.New("invalid configuration:\n  unknown key \"generation.capcity\" in config file xlachat.yaml; see config.example.yaml for the valid keys\n  device \"gpu\" is not available on backend ref; valid devices for ref: cpu (in config file xlachat.yaml)")})
	want := `config change refused: invalid configuration: unknown key "generation.capcity" in config file xlachat.yaml; ` +
		`see config.example.yaml for the valid keys; device "gpu" is not available on backend ref; valid devices for ref: cpu (in config file xlachat.yaml); still on ref/cpu`
	if !strings.Contains(h.transcript(), want) {
		t.Errorf("transcript:\n%s\nwant it to contain:\n%s", h.transcript(), want)
	}
}

func TestConfigSaveRetriesFailedLoad(t *testing.T) {
	o := &fakeOpener{engines: map[string]*fakeEngine{}}
	h := newHarness(t, o, testSettings("/models/tiny-llama"))
	h.until("the failed load", func(m Model) bool { return m.load == nil })
	h.send(ConfigMsg{Err: errors.New("invalid configuration:\n  device \"tpu\" is not available")})
	if !strings.Contains(h.transcript(), `config change refused: invalid configuration: device "tpu" is not available; keeping the previous settings`) {
		t.Errorf("transcript:\n%s", h.transcript())
	}
	f := newFake("ref", "cpu")
	o.engines["ref/cpu"] = f
	h.send(ConfigMsg{Settings: testSettings("/models/tiny-llama")})
	h.ready()
	if h.m.eng != Engine(f) {
		t.Errorf("saving the config did not retry the load")
	}
}

// TestReplyErrorBeforeAnyToken: when nothing comes back (say the message is
// too long for the context), the message returns to the input to be fixed
// instead of staying in the conversation unanswered.
func TestReplyErrorBeforeAnyToken(t *testing.T) {
	f := newFake("ref", "cpu")
	f.tokens = nil
	f.fail = errors.New("the message is too long")
	h := loaded(t, f)
	h.typeText("a very long message")
	h.enter()
	h.idle()
	if !strings.Contains(h.transcript(), "reply failed: the message is too long") || !strings.Contains(h.transcript(), "back in the input") {
		t.Errorf("transcript:\n%s", h.transcript())
	}
	if len(h.m.conv.Turns) != 0 {
		t.Errorf("conversation keeps the unanswered message: %+v", h.m.conv.Turns)
	}
	if got := h.m.input.Value(); got != "a very long message" {
		t.Errorf("input holds %q, want the message back", got)
	}
}

// TestProgressLabels checks what the progress bar says in each load stage:
// quantizing and verifying a quantized copy read as such, with byte counts.
func TestProgressLabels(t *testing.T) {
	f := newFake("ref", "cpu")
	o := refOpener(f)
	o.gate = make(chan struct{})
	h := newHarness(t, o, testSettings("/models/tiny-llama"))
	h.until("progress", func(m Model) bool { return m.load != nil })
	for _, tt := range []struct {
		p    engine.Progress
		want []string
	}{
		{engine.Progress{Stage: "quantizing", Done: 500 << 20, Total: 2 << 30}, []string{"quantizing weights", "524 MB/2.1 GB"}},
		{engine.Progress{Stage: "verifying", Done: 1 << 20, Total: 2 << 20}, []string{"verifying quantized weights", "1.0 MB/2.1 MB"}},
		{engine.Progress{Stage: "weights", Done: 1 << 20, Total: 2 << 20}, []string{"loading weights", "1.0 MB/2.1 MB"}},
		{engine.Progress{Stage: "compile", Done: 1, Total: 4}, []string{"loading compile", "1/4"}},
	} {
		m := h.m
		m.load.progress = tt.p
		got := m.progressLine()
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("stage %s: progress line %q lacks %q", tt.p.Stage, got, w)
			}
		}
	}
	close(o.gate)
	h.ready()
}

// TestUndo: /undo takes back the last reply and puts the message it
// answered back in the input, escaped as typed; it refuses during a
// reply, and with nothing to take back.
func TestUndo(t *testing.T) {
	f := newFake("ref", "cpu")
	h := loaded(t, f)
	command(h, "/undo")
	if !strings.Contains(h.transcript(), "nothing to undo") {
		t.Errorf("/undo on an empty chat:\n%s", h.transcript())
	}
	command(h, "first")
	h.idle()
	command(h, "//etc is a directory")
	h.idle()
	command(h, "/undo")
	tr := h.transcript()
	if got := h.m.input.Value(); got != "//etc is a directory" || h.m.conv.Len() != 2 {
		t.Fatalf("after /undo: input %q, %d turns; want the message back, 2 turns", got, h.m.conv.Len())
	}
	if strings.Count(tr, "Hello, **world**!") != 1 || strings.Contains(tr, "/etc is a directory") ||
		!strings.Contains(tr, "took back the last reply; your message is in the input") {
		t.Errorf("transcript after /undo:\n%s", tr)
	}
	h.enter() // send the message again, as it was
	h.idle()
	if h.m.conv.Len() != 4 || h.m.conv.Turns[2].Content != "/etc is a directory" {
		t.Errorf("sent again: %v", h.m.conv.Turns)
	}

	f.delay = time.Second
	command(h, "slow")
	command(h, "/undo")
	if !strings.Contains(h.transcript(), "a reply is streaming: press Esc first, then /undo") {
		t.Errorf("/undo during a reply:\n%s", h.transcript())
	}
	h.key(tea.KeyEsc)
	h.idle()
}

// TestSendRightAfterAReply: the engine takes the next reply only once the
// last one's stream has closed, which comes a moment after its final
// event. The reply is over only then, so a message sent right after it
// is answered rather than failing with engine.ErrBusy.
func TestSendRightAfterAReply(t *testing.T) {
	for _, fail := range []error{nil, errors.New("device lost")} {
		t.Run(fmt.Sprint(fail), func(t *testing.T) {
			f := newFake("ref", "cpu")
			f.fail = fail
			f.hold = make(chan struct{})
			held := true
			t.Cleanup(func() {
				if held {
					close(f.hold)
				}
			})
			h := loaded(t, f)
			command(h, "first") // its final event comes; its stream stays open
			command(h, "second")
			if strings.Contains(h.transcript(), engine.ErrBusy.Error()) {
				t.Fatalf("a message sent right after the final event failed:\n%s", h.transcript())
			}
			// The engine is still busy: the message waits in the input.
			if f.replyCount() != 1 || h.m.input.Value() != "second" {
				t.Fatalf("a message sent before the stream closed: %d replies asked, input %q", f.replyCount(), h.m.input.Value())
			}
			close(f.hold)
			held = false
			h.idle()
			h.enter() // at once, as a fast typist or a paste would
			h.idle()
			if strings.Contains(h.transcript(), engine.ErrBusy.Error()) || f.replyCount() != 2 || h.m.conv.Len() != 4 {
				t.Errorf("%d replies asked, %d messages; transcript:\n%s", f.replyCount(), h.m.conv.Len(), h.transcript())
			}
		})
	}
}

// TestSpeedAdvice checks that the backend's advice about the dtypes'
// speed is shown when a model loads and after a switch, and that a
// session without advice shows none.
func TestSpeedAdvice(t *testing.T) {
	ref, xla := newFake("ref", "cpu"), newFake("xla", "local-task")
	ref.info.Advice = "q4 weights in f32 compute decode slowly here; generation.compute_dtype: int8 avoids it"
	o := &fakeOpener{engines: map[string]*fakeEngine{"ref/cpu": ref, "xla/local-task": xla}}
	h := newHarness(t, o, testSettings("/models/tiny-llama"))
	h.ready()
	if tr := h.transcript(); !strings.Contains(tr, "speed: q4 weights in f32 compute decode slowly here") {
		t.Errorf("no advice after loading:\n%s", tr)
	}
	h.send(ConfigMsg{Settings: switchSettings("xla", "local-task")})
	h.until("the switch", func(m Model) bool { return m.eng == Engine(xla) })
	h.settle()
	if n := strings.Count(h.transcript(), "speed: "); n != 1 {
		t.Errorf("advice shown %d times after switching to a session without any, want 1:\n%s", n, h.transcript())
	}
	h.send(ConfigMsg{Settings: testSettings("/models/tiny-llama")})
	h.until("the switch back", func(m Model) bool { return m.eng == Engine(ref) })
	h.settle()
	if n := strings.Count(h.transcript(), "speed: "); n != 2 {
		t.Errorf("advice shown %d times after switching back, want 2:\n%s", n, h.transcript())
	}
}

// TestCloseWaitsForOpens checks that closing the app while a model loads
// cancels the load and waits for its open to return (an iree-compile it
// runs has been killed by then, rather than outliving the chat), but no
// longer than engines.wait for an open that ignores the cancellation, whose
// engine is closed when it comes.
func TestCloseWaitsForOpens(t *testing.T) {
	for _, honours := range []bool{true, false} {
		t.Run(fmt.Sprintf("honours=%v", honours), func(t *testing.T) {
			release := make(chan struct{})
			var started, returned atomic.Bool
			f := newFake("ref", "cpu")
			open := func(ctx context.Context, s Settings, progress func(engine.Progress)) (Engine, error) {
				started.Store(true)
				progress(engine.Progress{Stage: "weights", Done: 1, Total: 2}) // wakes the harness
				if honours {
					<-ctx.Done()
				} else {
					<-release
				}
				time.Sleep(50 * time.Millisecond) // the compiler being stopped
				returned.Store(true)
				return f, nil
			}
			h := newHarnessWith(t, nil, Options{Settings: testSettings("/models/tiny-llama"), Open: open})
			h.until("the load to start", func(Model) bool { return started.Load() })
			h.m.engines.wait = 300 * time.Millisecond
			t0 := time.Now()
			h.m.Close()
			took := time.Since(t0)
			switch {
			case honours && !returned.Load():
				t.Fatalf("Close returned after %v, before the cancelled open did", took)
			case !honours && returned.Load():
				t.Fatal("the open that ignores its cancellation returned before its release")
			case !honours && (took < 300*time.Millisecond || took > 3*time.Second):
				t.Fatalf("Close took %v with an open that ignores its cancellation, want about 300ms", took)
			}
			close(release)
			deadline := time.Now().Add(5 * time.Second)
			for !f.isClosed() && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			if !f.isClosed() {
				t.Error("the engine an open returned after Close was not closed")
			}
		})
	}
}

// TestSaveKeepsWhatAnotherChatSaved: two chats that loaded the same file
// (two terminals) each /save to it as their own; the second must not
// silently replace the turns the first saved there, nor any other change
// made to the file since this chat last read or wrote it.
func TestSaveKeepsWhatAnotherChatSaved(t *testing.T) {
	tests := []struct {
		name   string
		change func(t *testing.T, path string) // what happens to the file meanwhile
		line   string                          // this chat's save
		want   string                          // printed
		kept   bool                            // the file keeps the change
	}{
		{"another chat saved", saveOther, "/save", "changed since this chat loaded or saved it", true},
		{"another chat saved, --force", saveOther, "/save --force FILE", "saved 3 messages", false},
		{"removed", func(t *testing.T, path string) { os.Remove(path) }, "/save", "saved 3 messages", false},
		{"unchanged", func(*testing.T, string) {}, "/save", "saved 3 messages", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "chat.json")
			start := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "shared"}}}
			if err := start.SaveFile(path); err != nil {
				t.Fatal(err)
			}
			h := loaded(t, newFake("ref", "cpu"))
			command(h, "/load "+path)
			command(h, "mine")
			h.idle()
			tt.change(t, path)
			before := len(h.transcript())
			command(h, strings.ReplaceAll(tt.line, "FILE", path))
			if got := h.transcript()[before:]; !strings.Contains(got, tt.want) {
				t.Errorf("printed %q, want %q", got, tt.want)
			}
			var disk chat.Conversation
			if err := disk.LoadFile(path); err != nil {
				t.Fatal(err)
			}
			if other := disk.Len() > 0 && disk.Turns[disk.Len()-1].Content == "theirs"; other != tt.kept {
				t.Errorf("the file holds %v; the other chat's turn kept: %v, want %v", disk.Turns, other, tt.kept)
			}
		})
	}
}

// TestSaveNotDurable: a save whose file was replaced but whose directory
// could not be synced is reported as a save that a power loss may undo,
// not as a failure; the chat counts the file as holding its turns, so
// the next /save neither takes its own save for another chat's change
// nor asks for --force, and quitting does not ask about unsaved turns.
func TestSaveNotDurable(t *testing.T) {
	tests := []struct {
		name   string
		loaded bool   // the chat loaded the file first, else it is new
		line   string // the first save
	}{
		{"its own file", true, "/save"},
		{"a new file", false, "/save FILE"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "chat.json")
			h := loaded(t, newFake("ref", "cpu"))
			if tt.loaded {
				start := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "shared"}}}
				if err := start.SaveFile(path); err != nil {
					t.Fatal(err)
				}
				command(h, "/load "+path)
			}
			command(h, "mine")
			h.idle()
			n := h.m.conv.Len()
			h.m.saveFile = func(c *chat.Conversation, p string) error {
				if err := c.SaveFile(p); err != nil {
					return err
				}
				return &chat.NotDurableError{Path: p, Dir: filepath.Dir(p), Err: errors.New("disk gone")}
			}
			before := len(h.transcript())
			command(h, strings.ReplaceAll(tt.line, "FILE", path))
			want := fmt.Sprintf("saved %s to %s, but a power loss soon may undo it: syncing directory %s failed (disk gone)",
				messages(n), path, filepath.Dir(path))
			if got := h.transcript()[before:]; !strings.Contains(got, want) {
				t.Errorf("first save printed %q, want %q", got, want)
			}
			if h.m.unsaved() {
				t.Error("after a save that replaced the file, the chat counts its turns unsaved")
			}

			h.m.saveFile = nil
			before = len(h.transcript())
			command(h, "/save")
			if got, want := h.transcript()[before:], "saved "+messages(n)+" to "+path; !strings.Contains(got, want) {
				t.Errorf("the next /save printed %q, want %q", got, want)
			}
		})
	}
}

// saveOther saves to path as another chat would that loaded it too.
func saveOther(t *testing.T, path string) {
	t.Helper()
	var c chat.Conversation
	if err := c.LoadFile(path); err != nil {
		t.Fatal(err)
	}
	c.AddUser("theirs")
	if err := c.SaveFile(path); err != nil {
		t.Fatal(err)
	}
}

// TestSaveAgainAChatOverTheLoadBound: a chat too large for /load to read
// back (over chat.MaxFileSize) is still saved, as the README says, and
// saved again to its own file by a plain /save: that the file is too
// large to load does not make it another chat's change.
func TestSaveAgainAChatOverTheLoadBound(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.json")
	h := loaded(t, newFake("ref", "cpu"))
	// Set rather than typed: a paste this large would take the harness
	// minutes to draw.
	h.m.conv = &chat.Conversation{Turns: []chat.Message{{Role: "user", Content: strings.Repeat("a", chat.MaxFileSize)}}}
	command(h, "/save "+path)
	if !strings.Contains(h.transcript(), "saved 1 message to "+path) {
		t.Fatalf("the first save:\n%s", h.transcript())
	}
	h.m.conv.AddAssistant("b")
	before := len(h.transcript())
	command(h, "/save")
	if got, want := h.transcript()[before:], "saved 2 messages to "+path; !strings.Contains(got, want) {
		t.Errorf("the next /save printed %q, want %q", got, want)
	}
}
