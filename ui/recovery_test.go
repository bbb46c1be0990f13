package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/chat"
)

// recoverySettings are the tests' settings with ui.recovery on.
func recoverySettings() Settings {
	s := testSettings("/models/tiny-llama")
	s.Recovery = true
	return s
}

// recoveringChat is a loaded chat keeping recovery copies in dir.
func recoveringChat(t *testing.T, dir string) *harness {
	t.Helper()
	h := newHarnessWith(t, refOpener(newFake("ref", "cpu")), Options{Settings: recoverySettings(), RecoveryDir: dir})
	h.ready()
	return h
}

// copies reads the recovery copies in dir (not their lock files).
func copies(t *testing.T, dir string) map[string]chat.Conversation {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	out := map[string]chat.Conversation{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		var c chat.Conversation
		path := filepath.Join(dir, e.Name())
		if err := c.LoadFile(path); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out[path] = c
	}
	return out
}

// onlyCopy is the one copy in dir, failing unless there is exactly one.
func onlyCopy(t *testing.T, dir string) (string, chat.Conversation) {
	t.Helper()
	cs := copies(t, dir)
	if len(cs) != 1 {
		t.Fatalf("%d recovery copies, want 1: %v", len(cs), cs)
	}
	for p, c := range cs {
		return p, c
	}
	return "", chat.Conversation{}
}

// TestRecoveryCopyFollowsUnsavedTurns: the copy holds the conversation
// while it has unsaved turns, the user's message as soon as it is sent,
// and goes when they are saved, cleared, or the user quits.
func TestRecoveryCopyFollowsUnsavedTurns(t *testing.T) {
	dir := t.TempDir()
	h := recoveringChat(t, dir)
	h.settle()
	if cs := copies(t, dir); len(cs) != 0 {
		t.Fatalf("a new chat keeps %d copies, want none", len(cs))
	}
	command(h, "question")
	h.idle()
	h.settle()
	_, c := onlyCopy(t, dir)
	if !slices.Equal(c.Turns, h.m.conv.Turns) || len(c.Turns) != 2 {
		t.Errorf("copy holds %v, want the conversation %v", c.Turns, h.m.conv.Turns)
	}

	command(h, "/save "+filepath.Join(t.TempDir(), "kept.json"))
	if cs := copies(t, dir); len(cs) != 0 {
		t.Errorf("after /save: %d copies, want none", len(cs))
	}
	command(h, "more")
	h.idle()
	h.settle()
	if _, c := onlyCopy(t, dir); len(c.Turns) != 4 {
		t.Errorf("copy after a turn past the save holds %d messages, want 4", len(c.Turns))
	}
	command(h, "/clear")
	command(h, "/clear")
	if cs := copies(t, dir); len(cs) != 0 {
		t.Errorf("after /clear: %d copies, want none", len(cs))
	}

	command(h, "last words")
	h.idle()
	h.settle()
	onlyCopy(t, dir)
	h.key(tea.KeyCtrlC)
	h.key(tea.KeyCtrlC)
	h.settle()
	if cs := copies(t, dir); !h.quit || len(cs) != 0 {
		t.Errorf("quit %v with %d copies left, want a quit that removes the copy", h.quit, len(cs))
	}
}

// TestRecoveryCopyOutlivesASaveThatMayBeUndone: a save whose directory
// could not be synced may vanish in a power loss, so the copy stays, in
// the chat and after quitting, until a save is durable.
func TestRecoveryCopyOutlivesASaveThatMayBeUndone(t *testing.T) {
	for _, then := range []string{"save again", "quit"} {
		t.Run(then, func(t *testing.T) {
			dir := t.TempDir()
			h := recoveringChat(t, dir)
			command(h, "question")
			h.idle()
			h.settle()
			h.m.saveFile = func(c *chat.Conversation, p string) error {
				if err := c.SaveFile(p); err != nil {
					return err
				}
				return &chat.NotDurableError{Path: p, Dir: filepath.Dir(p), Err: errors.New("input/output error")}
			}
			before := len(h.transcript())
			command(h, "/save "+filepath.Join(t.TempDir(), "kept.json"))
			h.settle()
			if got := h.transcript()[before:]; !strings.Contains(got, "the recovery copy stays until a save is durable") {
				t.Errorf("the save printed %q, which does not say the copy stays", got)
			}
			if _, c := onlyCopy(t, dir); !slices.Equal(c.Turns, h.m.conv.Turns) {
				t.Errorf("after a save a power loss may undo, the copy holds %v, want %v", c.Turns, h.m.conv.Turns)
			}
			if then == "quit" {
				h.key(tea.KeyCtrlC)
				h.settle()
				if !h.quit {
					t.Fatal("Ctrl+C after a save did not quit")
				}
				onlyCopy(t, dir)
				return
			}
			h.m.saveFile = nil
			command(h, "/save")
			h.settle()
			if cs := copies(t, dir); len(cs) != 0 {
				t.Errorf("after a durable save: %d copies, want none", len(cs))
			}
		})
	}
}

// TestRecoveryCopyOfAnEndedChat: a copy an ended chat left is named when
// the next chat opens, and loading it keeps its turns unsaved, now in
// the new chat's own copy; a copy whose chat still runs is not named.
func TestRecoveryCopyOfAnEndedChat(t *testing.T) {
	dir := t.TempDir()
	left := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "old q"}, {Role: "assistant", Content: "old a"}}}
	ended := filepath.Join(dir, "999999999-1.json") // no such process
	live := filepath.Join(dir, fmt.Sprintf("%d-2.json", os.Getpid()))
	for _, p := range []string{ended, live} {
		if err := left.SaveFile(p); err != nil {
			t.Fatal(err)
		}
	}
	h := recoveringChat(t, dir)
	tr := h.transcript()
	if !strings.Contains(tr, "an earlier chat ended with 2 messages it had not saved") ||
		!strings.Contains(tr, "/recover loads that copy, or delete "+ended) || strings.Contains(tr, live) {
		t.Fatalf("opening notice:\n%s", tr)
	}

	command(h, "/recover")
	h.settle()
	if !strings.Contains(h.transcript(), "loaded 2 messages from the recovery copy "+ended+"; /save FILE keeps them") ||
		!h.m.unsaved() || h.m.convFile != "" {
		t.Fatalf("after loading the copy: unsaved %v, own file %q:\n%s", h.m.unsaved(), h.m.convFile, h.transcript())
	}
	cs := copies(t, dir)
	if _, ok := cs[ended]; ok || len(cs) != 2 {
		t.Fatalf("copies after the load: %v; want the live chat's and this chat's, not the loaded one", cs)
	}
	for p, c := range cs {
		if p != live && !slices.Equal(c.Turns, left.Turns) {
			t.Errorf("this chat's copy holds %v, want %v", c.Turns, left.Turns)
		}
	}
	// Unsaved, so Ctrl+C asks rather than losing them.
	h.key(tea.KeyCtrlC)
	h.settle()
	if h.quit {
		t.Error("Ctrl+C quit at once with the recovered turns unsaved")
	}
}

// TestRecoveredNotice: the notice names the newest copies, and counts the
// rest.
func TestRecoveredNotice(t *testing.T) {
	at := time.Date(2026, time.November, 26, 21, 40, 0, 0, time.Local)
	var found []recovered
	for i := range 5 {
		found = append(found, recovered{path: fmt.Sprintf("/r/%d.json", i), turns: i + 1, when: at})
	}
	got := recoveredNotice(found, nil, "/r")
	for _, want := range []string{"ended with 1 message it had not saved (26 Nov 21:40); /recover loads that copy, or delete /r/0.json",
		"older copies, for /load:\n  26 Nov 21:40, 2 messages: /r/1.json\n", "/r/2.json", "and 2 more in /r"} {
		if !strings.Contains(got, want) {
			t.Errorf("notice lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "/r/3.json") || recoveredNotice(nil, nil, "/r") != "" {
		t.Errorf("notice:\n%s", got)
	}
}

// TestRecoveryFailureIsShownOnce: a copy that cannot be written says so
// once, with what keeps the conversation instead.
func TestRecoveryFailureIsShownOnce(t *testing.T) {
	file := filepath.Join(t.TempDir(), "not-a-dir")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	h := recoveringChat(t, file)
	for _, q := range []string{"one", "two"} {
		command(h, q)
		h.idle()
		h.settle()
	}
	if n := strings.Count(h.transcript(), "could not keep a recovery copy of the conversation"); n != 1 {
		t.Errorf("failure shown %d times, want once:\n%s", n, h.transcript())
	}
}

// TestRecoveryCopyNotDurableIsNotAFailure: a copy written whose directory
// could not then be synced is kept, and the warning says so, not that the
// chat could not keep one; a later failure to write a copy is still told.
func TestRecoveryCopyNotDurableIsNotAFailure(t *testing.T) {
	h := recoveringChat(t, t.TempDir())
	notDurable := recoveryFailedMsg{&chat.NotDurableError{Path: "/r/1.json", Dir: "/r", Err: errors.New("input/output error")}}
	h.send(notDurable)
	got := h.transcript()
	if !strings.Contains(got, "may not survive a power loss: syncing directory /r failed (input/output error)") ||
		strings.Contains(got, "could not keep") {
		t.Errorf("the warning for a copy that may not be durable:\n%s", got)
	}
	// Each kind is told once, and the milder one does not hide the worse.
	h.send(notDurable)
	h.send(recoveryFailedMsg{errors.New("no space left on device")})
	h.send(recoveryFailedMsg{errors.New("no space left on device")})
	got = h.transcript()
	if n := strings.Count(got, "may not survive a power loss"); n != 1 {
		t.Errorf("the power-loss warning shown %d times, want once:\n%s", n, got)
	}
	if n := strings.Count(got, "could not keep a recovery copy of the conversation (no space left on device)"); n != 1 {
		t.Errorf("the failure shown %d times after the power-loss warning, want once:\n%s", n, got)
	}
}

// TestRecoveryCopyHasTheMessageWhileItIsAnswered: a chat that ends in the
// middle of a reply keeps the message it was answering.
func TestRecoveryCopyHasTheMessageWhileItIsAnswered(t *testing.T) {
	dir := t.TempDir()
	f := newFake("ref", "cpu")
	f.delay = time.Second // one token, after the copy is checked
	f.tokens = []string{"late"}
	h := newHarnessWith(t, refOpener(f), Options{Settings: recoverySettings(), RecoveryDir: dir})
	h.ready()
	command(h, "a long question")
	h.until("the copy of the question", func(m Model) bool { return len(copies(t, dir)) == 1 })
	if !h.m.generating() {
		t.Fatal("the reply ended before the copy could be checked")
	}
	if _, c := onlyCopy(t, dir); len(c.Turns) != 1 || c.Turns[0].Content != "a long question" {
		t.Errorf("copy while replying holds %v, want the question", c.Turns)
	}
	h.key(tea.KeyEsc)
	h.idle()
}

// TestLoadingItsOwnCopyKeepsIt: /load of the chat's own copy (its path is
// in the notice of the next chat only, but can be typed) must not remove
// it.
func TestLoadingItsOwnCopyKeepsIt(t *testing.T) {
	dir := t.TempDir()
	h := recoveringChat(t, dir)
	command(h, "question")
	h.idle()
	h.settle()
	own, _ := onlyCopy(t, dir)
	command(h, "/load "+own)
	command(h, "/load "+own) // the first asks: the turns are unsaved
	h.settle()
	if _, c := onlyCopy(t, dir); len(c.Turns) != 2 {
		t.Errorf("own copy holds %d messages after loading it, want 2", len(c.Turns))
	}
}

// TestLoadingALiveChatsCopyLeavesIt: the copy of a chat still running in
// another terminal is that chat's; loading it copies the turns and leaves
// the file.
func TestLoadingALiveChatsCopyLeavesIt(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, fmt.Sprintf("%d-7.json", os.Getppid())) // a process that runs
	c := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "q"}, {Role: "assistant", Content: "a"}}}
	if err := c.SaveFile(other); err != nil {
		t.Fatal(err)
	}
	h := recoveringChat(t, dir)
	command(h, "/load "+other)
	h.settle()
	if cs := copies(t, dir); len(cs) != 2 || !h.m.unsaved() {
		t.Errorf("after loading a live chat's copy: %d copies (want its and this chat's), unsaved %v", len(cs), h.m.unsaved())
	}
}

// TestRecoverAsksBeforeReplacingUnsavedTurns: /recover replaces a
// conversation with unsaved turns only when sent twice, as /load does,
// and says so when there is nothing to recover.
func TestRecoverAsksBeforeReplacingUnsavedTurns(t *testing.T) {
	dir := t.TempDir()
	h := recoveringChat(t, dir)
	command(h, "/recover")
	if !strings.Contains(h.transcript(), "no chat that ended left a recovery copy") {
		t.Fatalf("/recover with no copies:\n%s", h.transcript())
	}
	left := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "old q"}}}
	if err := left.SaveFile(filepath.Join(dir, "999999999-1.json")); err != nil {
		t.Fatal(err)
	}
	command(h, "new question")
	h.idle()
	command(h, "/recover")
	if !strings.Contains(h.transcript(), "the conversation is not saved: /recover again to load ") || h.m.conv.Len() != 2 {
		t.Fatalf("first /recover over unsaved turns (%d):\n%s", h.m.conv.Len(), h.transcript())
	}
	command(h, "/recover")
	if h.m.conv.Len() != 1 || h.m.conv.Turns[0].Content != "old q" {
		t.Errorf("second /recover: %v", h.m.conv.Turns)
	}
}

// TestRecoveryFollowsTheConfig: ui.recovery applies when the config file
// is saved: off removes this chat's copy and keeps none after; on keeps
// one at once of the turns not saved, as when the chat starts with it.
func TestRecoveryFollowsTheConfig(t *testing.T) {
	dir := t.TempDir()
	s := recoverySettings()
	s.Recovery = false
	h := newHarnessWith(t, refOpener(newFake("ref", "cpu")), Options{Settings: s, RecoveryDir: dir})
	h.ready()
	command(h, "question")
	h.idle()
	h.settle()
	if cs := copies(t, dir); len(cs) != 0 {
		t.Fatalf("with ui.recovery off: %d copies, want none", len(cs))
	}
	steps := []struct {
		on     bool
		notice string
		turns  int // in the copy afterwards; 0: no copy
	}{
		{true, "recovery copies: on", 2},
		{false, "recovery copies: off; this chat's copy is removed", 0},
		{true, "recovery copies: on", 4},
	}
	for i, st := range steps {
		if i == 2 {
			command(h, "more, while off")
			h.idle()
			h.settle()
			if cs := copies(t, dir); len(cs) != 0 {
				t.Fatalf("a turn with ui.recovery off made %d copies, want none", len(cs))
			}
		}
		s.Recovery = st.on
		h.send(ConfigMsg{Settings: s})
		h.settle()
		if !strings.HasSuffix(strings.TrimSpace(h.transcript()), st.notice) {
			t.Errorf("step %d: no notice %q:\n%s", i, st.notice, h.transcript())
		}
		cs := copies(t, dir)
		if st.turns == 0 {
			if len(cs) != 0 {
				t.Errorf("step %d: %d copies after ui.recovery went off, want none", i, len(cs))
			}
			continue
		}
		if _, c := onlyCopy(t, dir); len(c.Turns) != st.turns || !c.Equal(h.m.conv.Clone()) {
			t.Errorf("step %d: the copy holds %v, want the conversation %v", i, c.Turns, h.m.conv.Turns)
		}
	}
	command(h, "/save "+filepath.Join(t.TempDir(), "kept.json"))
	if cs := copies(t, dir); len(cs) != 0 {
		t.Errorf("after /save with ui.recovery back on: %d copies, want none", len(cs))
	}
}

// TestKeepRecoveryCopy: a chat that ends without the user's say (a
// signal, the terminal closing) keeps in its copy the reply streaming at
// that moment, as far as it came, next to the message it answers; a chat
// the user quit keeps nothing.
func TestKeepRecoveryCopy(t *testing.T) {
	tests := []struct {
		name  string
		quit  bool // the user quit (Ctrl+C twice) before the chat ended
		want  []chat.Message
		files int
	}{
		{name: "ended mid-reply", want: []chat.Message{
			{Role: chat.RoleUser, Content: "a long question"},
			{Role: chat.RoleAssistant, Content: "the first words"},
		}, files: 1},
		{name: "quit by the user", quit: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, dir := streamingReply(t)
			if tt.quit {
				h.key(tea.KeyCtrlC)
				h.key(tea.KeyCtrlC)
				h.settle()
				if !h.quit {
					t.Fatal("Ctrl+C twice did not quit")
				}
			}
			if err := h.m.KeepRecoveryCopy(); err != nil {
				t.Fatal(err)
			}
			cs := copies(t, dir)
			if len(cs) != tt.files {
				t.Fatalf("%d recovery copies, want %d: %v", len(cs), tt.files, cs)
			}
			for _, c := range cs {
				if !slices.Equal(c.Turns, tt.want) {
					t.Errorf("the copy holds %v, want %v", c.Turns, tt.want)
				}
			}
		})
	}
}

// TestRecoveryCopyFollowsAStreamingReply: while a reply streams, each
// tick puts it into the copy as far as it came, so a chat killed with no
// signal to catch keeps it; a quit removes the copy, and neither a tick
// after it nor a write handed out before it brings the copy back.
func TestRecoveryCopyFollowsAStreamingReply(t *testing.T) {
	partial := []chat.Message{
		{Role: chat.RoleUser, Content: "a long question"},
		{Role: chat.RoleAssistant, Content: "the first words"},
	}
	tests := []struct {
		name string
		// then acts after the reply's first words came: a tick, a quit,
		// or both in some order.
		then func(t *testing.T, h *harness)
		want []chat.Message // in the copy; nil: no copy
	}{
		{"a tick", func(t *testing.T, h *harness) {
			h.send(recoveryTickMsg{id: h.m.reply.id})
			h.settle()
		}, partial},
		{"a tick, the copy gone, and a tick with nothing new", func(t *testing.T, h *harness) {
			h.send(recoveryTickMsg{id: h.m.reply.id})
			h.settle()
			path, _ := onlyCopy(t, h.m.recovery.dir)
			if err := os.Remove(path); err != nil {
				t.Fatal(err)
			}
			h.send(recoveryTickMsg{id: h.m.reply.id})
			h.settle()
		}, nil},
		{"a quit, then a tick", func(t *testing.T, h *harness) {
			// The tick comes before the stopped reply's end does.
			h.key(tea.KeyCtrlC)
			h.key(tea.KeyCtrlC)
			h.send(recoveryTickMsg{id: h.m.reply.id})
			h.settle()
			if !h.quit {
				t.Fatal("Ctrl+C twice did not quit")
			}
		}, nil},
		{"a write handed out, a quit, then the write", func(t *testing.T, h *harness) {
			write := h.m.keepReply()
			if write == nil {
				t.Fatal("no write for the streaming reply")
			}
			quit(t, h)
			h.send(write())
			h.settle()
		}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, dir := streamingReply(t)
			tt.then(t, h)
			if !h.m.generating() && !h.quit {
				t.Fatal("the reply ended before the copy could be checked")
			}
			cs := copies(t, dir)
			if tt.want == nil {
				if len(cs) != 0 {
					t.Errorf("%d recovery copies, want none: %v", len(cs), cs)
				}
				return
			}
			if _, c := onlyCopy(t, dir); !slices.Equal(c.Turns, tt.want) {
				t.Errorf("the copy holds %v, want %v", c.Turns, tt.want)
			}
		})
	}
}

// TestStreamingReplyReachesTheCopyUnasked: the ticks that put a
// streaming reply into the copy start with the reply, and go on while it
// streams.
func TestStreamingReplyReachesTheCopyUnasked(t *testing.T) {
	dir := t.TempDir()
	f := newFake("ref", "cpu")
	f.delay = 200 * time.Millisecond
	f.tokens = []string{"one", " two", " three", " four", " five", " six", " seven", " eight"}
	h := newHarnessWith(t, refOpener(f), Options{Settings: recoverySettings(), RecoveryDir: dir,
		RecoveryEvery: 10 * time.Millisecond})
	h.ready()
	// Not command: the ticks never let the chat settle while it streams.
	h.typeText("a long question")
	h.enter()
	for _, want := range []string{"one", "one two three"} {
		h.until("the copy to hold "+want, func(m Model) bool {
			cs := copies(t, dir)
			for _, c := range cs {
				return len(c.Turns) == 2 && strings.HasPrefix(c.Turns[1].Content, want)
			}
			return false
		})
	}
	if !h.m.generating() {
		t.Error("the reply ended before the copy followed it")
	}
	h.key(tea.KeyEsc)
	h.idle()
}

// quit quits with Ctrl+C twice, as a user leaving a streaming reply does.
func quit(t *testing.T, h *harness) {
	t.Helper()
	h.key(tea.KeyCtrlC)
	h.key(tea.KeyCtrlC)
	h.settle()
	if !h.quit {
		t.Fatal("Ctrl+C twice did not quit")
	}
}

// TestStaleTempFilesAreDropped: a chat starting removes the temporary
// files that chats killed mid-write left in the recovery directory a day
// or more ago, and nothing else: not a write that may be in progress,
// not a copy, not files it did not name.
func TestStaleTempFilesAreDropped(t *testing.T) {
	old := time.Now().Add(-25 * time.Hour)
	tests := []struct {
		name  string
		when  time.Time
		dir   bool // a directory rather than a file
		keeps bool
	}{
		{name: ".xlachat-789.tmp", when: old},
		{name: ".xlachat-789.tmp", when: time.Now(), keeps: true},
		{name: ".xlachat-789.tmp", when: old, dir: true, keeps: true},
		{name: ".xlachat-notes.tmp", when: old, keeps: true},
		{name: "123-456.json.tmp789", when: old}, // as saves named them before
		{name: "123-456.json.tmp789", when: time.Now(), keeps: true},
		{name: "123-456.json", when: old, keeps: true},
		{name: "notes.json.tmp789", when: old, keeps: true},
		{name: "123-456.json.tmp789.bak", when: old, keeps: true},
		{name: "123-456.json.tmp789", when: old, dir: true, keeps: true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s, dir %v, %s ago", tt.name, tt.dir, time.Since(tt.when).Round(time.Hour)), func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, tt.name)
			var err error
			if tt.dir {
				err = os.Mkdir(path, 0o700)
			} else {
				err = os.WriteFile(path, []byte(`{"messages": []}`), 0o600)
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(path, tt.when, tt.when); err != nil {
				t.Fatal(err)
			}
			recoveringChat(t, dir)
			if _, err := os.Lstat(path); (err == nil) != tt.keeps {
				t.Errorf("after the chat started: %v, want it kept: %v", err, tt.keeps)
			}
		})
	}
}

// streamingReply is a chat with recovery copies in dir, in the middle of
// a slow reply to "a long question" whose first words have come.
func streamingReply(t *testing.T) (h *harness, dir string) {
	t.Helper()
	dir = t.TempDir()
	f := newFake("ref", "cpu")
	f.delay = 300 * time.Millisecond
	f.tokens = []string{"the first words", " and", " more", " to", " come"}
	h = newHarnessWith(t, refOpener(f), Options{Settings: recoverySettings(), RecoveryDir: dir})
	h.ready()
	command(h, "a long question")
	h.until("the first words of the reply", func(m Model) bool { return m.reply != nil && m.reply.text.Len() > 0 })
	return h, dir
}

// TestRecoveryDirIsSyncedIntoItsParent: the first copy a chat writes
// makes the recovery directory, and any parent it lacks, and syncs each
// one's entry into its parent, which the copy's own sync does not reach:
// otherwise a power loss could take the new directory, copy and all. A
// directory already there is synced into its parent once per chat (an
// earlier chat may have ended before it did); a failed sync is reported
// and tried again with the next write.
func TestRecoveryDirIsSyncedIntoItsParent(t *testing.T) {
	failed := fmt.Errorf("disk gone")
	tests := []struct {
		name     string
		dir      string   // the recovery directory, under base
		existing string   // made before the chat, under base
		fail     string   // the directory whose sync fails once, under base
		want     []string // synced, first write then second, under base
	}{
		{name: "new, with its parents", dir: "cache/xlachat/recovery", existing: "cache",
			want: []string{"cache", "cache/xlachat"}},
		{name: "new", dir: "xlachat/recovery", existing: "xlachat",
			want: []string{"xlachat"}},
		{name: "there already", dir: "xlachat/recovery", existing: "xlachat/recovery",
			want: []string{"xlachat"}},
		{name: "a failed sync is tried again", dir: "xlachat/recovery", existing: "xlachat", fail: "xlachat",
			want: []string{"xlachat", "xlachat"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := t.TempDir()
			if err := os.MkdirAll(filepath.Join(base, tt.existing), 0o700); err != nil {
				t.Fatal(err)
			}
			r := newRecovery(filepath.Join(base, tt.dir))
			var synced []string
			fail := tt.fail
			r.syncDir = func(d string) error {
				// The directory on the way to r.dir that d holds.
				below, _ := filepath.Rel(d, r.dir)
				child, _, _ := strings.Cut(below, string(filepath.Separator))
				if _, err := os.Stat(filepath.Join(d, child)); err != nil {
					t.Errorf("synced %s before making the directory in it: %v", d, err)
				}
				rel, _ := filepath.Rel(base, d)
				synced = append(synced, rel)
				if rel == fail {
					fail = ""
					return failed
				}
				return nil
			}
			c := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "q"}}}
			msg := r.write(c, "")()
			if fail, ok := msg.(recoveryFailedMsg); tt.fail != "" && (!ok || !strings.Contains(fail.err.Error(), "disk gone")) {
				t.Errorf("the first write with a failing sync returned %v, want its failure", msg)
			} else if tt.fail == "" && msg != nil {
				t.Errorf("the first write failed: %v", msg)
			}
			c.AddAssistant("a")
			if msg := r.write(c, "")(); msg != nil {
				t.Errorf("the second write failed: %v", msg)
			}
			if !slices.Equal(synced, tt.want) {
				t.Errorf("synced %q, want %q", synced, tt.want)
			}
			if fi, err := os.Stat(r.dir); err != nil || fi.Mode().Perm() != 0o700 {
				t.Errorf("the recovery directory: %v, %v; want one only its user can read", fi, err)
			}
			if _, got := onlyCopy(t, r.dir); got.Len() != 2 {
				t.Errorf("the copy holds %d messages, want 2", got.Len())
			}
		})
	}
}

// TestUnloadableRecoveryCopiesAreNamed: a copy an ended chat left that
// cannot be loaded (damaged, cut short, from a newer xlachat) is named
// when the next chat opens, with why, rather than passed over: nothing
// else would ever tell of it. /recover loads the newest copy that can
// be loaded, and says why when none can.
func TestUnloadableRecoveryCopiesAreNamed(t *testing.T) {
	tests := []struct {
		name, data string
		why        string // in the notice
	}{
		{"damaged", "{\"messages\": [{\"role\": \"user\", \"content\": \"caf\xe9\"}]}", "invalid UTF-8 at byte offset 46 (line 1)"},
		{"cut short", `{"messages": [{"role": "user", "content": "q`, "the file is cut short"},
		{"from a newer xlachat", `{"version": 2, "messages": []}`, "format version 2, from a newer xlachat"},
	}
	for _, tt := range tests {
		for _, alongside := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s, alongside a good copy %v", tt.name, alongside), func(t *testing.T) {
				dir := t.TempDir()
				bad := filepath.Join(dir, "999999999-2.json")
				if err := os.WriteFile(bad, []byte(tt.data), 0o600); err != nil {
					t.Fatal(err)
				}
				good := filepath.Join(dir, "999999999-1.json")
				left := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "old q"}}}
				if alongside {
					if err := left.SaveFile(good); err != nil {
						t.Fatal(err)
					}
					old := time.Now().Add(-time.Hour) // older than the bad one
					if err := os.Chtimes(good, old, old); err != nil {
						t.Fatal(err)
					}
				}
				h := recoveringChat(t, dir)
				want := "a recovery copy an earlier chat left cannot be loaded (chat: load conversation: "
				if tr := h.transcript(); !strings.Contains(tr, want) || !strings.Contains(tr, tt.why) ||
					!strings.Contains(tr, "mend it, or delete "+bad+" to forget it") {
					t.Fatalf("the opening notice does not name %s with %q:\n%s", bad, tt.why, tr)
				}
				command(h, "/recover")
				got := h.transcript() // a load starts it anew
				switch {
				case alongside && !slices.Equal(h.m.conv.Turns, left.Turns):
					t.Errorf("/recover loaded %v, want the good copy's %v:\n%s", h.m.conv.Turns, left.Turns, got)
				case !alongside && (strings.Count(got, tt.why) != 2 || h.m.conv.Len() != 0):
					t.Errorf("/recover with only a bad copy: %d messages, said:\n%s", h.m.conv.Len(), got)
				}
				if _, err := os.Stat(bad); err != nil {
					t.Errorf("the bad copy is gone: %v", err)
				}
			})
		}
	}
}

// TestSaveRefusesTheRecoveryDirectory: a /save into the recovery
// directory is refused, whether to this chat's own copy, which the save
// itself would remove (the turns being saved, the copy goes), or to any
// other name there, where copies come and go with their chats. The
// turns stay unsaved, and the copy keeps them.
func TestSaveRefusesTheRecoveryDirectory(t *testing.T) {
	tests := []struct {
		name string
		file func(t *testing.T, h *harness, dir string) string
	}{
		{"this chat's own copy", func(_ *testing.T, h *harness, _ string) string { return h.m.recovery.path }},
		{"another name there", func(_ *testing.T, _ *harness, dir string) string { return filepath.Join(dir, "mine.json") }},
		{"through a link to it", func(t *testing.T, h *harness, dir string) string {
			link := filepath.Join(t.TempDir(), "link")
			if err := os.Symlink(dir, link); err != nil {
				t.Skip("no symbolic links here:", err)
			}
			return filepath.Join(link, filepath.Base(h.m.recovery.path))
		}},
		{"a file that is a link to this chat's copy", func(t *testing.T, h *harness, _ string) string {
			link := filepath.Join(t.TempDir(), "chat.json")
			if err := os.Symlink(h.m.recovery.path, link); err != nil {
				t.Skip("no symbolic links here:", err)
			}
			return link
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			h := recoveringChat(t, dir)
			command(h, "question")
			h.idle()
			h.settle()
			path := tt.file(t, h, dir)
			command(h, "/save --force "+path)
			h.settle()
			want := "could not save: " + path + " is in the recovery directory, where copies come and go with their chats; save it elsewhere"
			if tr := h.transcript(); !strings.Contains(tr, want) {
				t.Errorf("transcript lacks %q:\n%s", want, tr)
			}
			if !h.m.unsaved() || h.m.convFile != "" {
				t.Errorf("after the refused save: unsaved %v, own file %q", h.m.unsaved(), h.m.convFile)
			}
			if _, c := onlyCopy(t, dir); !slices.Equal(c.Turns, h.m.conv.Turns) {
				t.Errorf("the recovery copy holds %v, want the conversation %v", c.Turns, h.m.conv.Turns)
			}
		})
	}
}

// TestRecoveryCopyIsWrittenWhenItsDirectoryCannotBeSynced: a sync of the
// recovery directory's parent that fails does not stop the copy: the
// copy still keeps the chat through what needs no sync (a kill, a closed
// terminal, a crash), and the failure is the one a copy that may not
// survive a power loss reports. The sync is tried again with the next
// write.
func TestRecoveryCopyIsWrittenWhenItsDirectoryCannotBeSynced(t *testing.T) {
	for _, tt := range []struct{ name, dir, fail string }{
		{"the directory's parent", "xlachat/recovery", "xlachat"},
		{"a parent made with it", "cache/xlachat/recovery", "cache"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			base := t.TempDir()
			r := newRecovery(filepath.Join(base, tt.dir))
			var synced []string
			r.syncDir = func(d string) error {
				synced = append(synced, d)
				if d == filepath.Join(base, tt.fail) {
					return errors.New("disk gone")
				}
				return nil
			}
			c := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "q"}}}
			msg := r.write(c, "")()
			var notDurable *chat.NotDurableError
			if fail, ok := msg.(recoveryFailedMsg); !ok || !errors.As(fail.err, &notDurable) ||
				notDurable.Dir != filepath.Join(base, tt.fail) {
				t.Errorf("the write whose directory could not be synced returned %v, want a NotDurableError for %s", msg, tt.fail)
			}
			if _, got := onlyCopy(t, r.dir); !got.Equal(c) {
				t.Errorf("the copy holds %v, want %v", got.Turns, c.Turns)
			}
			if r.dirSynced {
				t.Errorf("synced %q; the directory counts as synced after its sync failed", synced)
			}
		})
	}
}
