package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/chat"
)

const helpText = `Commands:
  /help           this help
  /clear          start a new conversation (the system prompt stays)
  /system TEXT    set the system prompt (/system alone shows it)
  /system --clear remove the system prompt
  /save [FILE]    save as JSON (another existing file: /save --force FILE);
                  alone, to the file last saved to or loaded from
  /load FILE      load a conversation saved with /save
  /recover        load what a chat that ended without saving left
  /stats          statistics of the last reply
  /undo           take back the last reply; your message returns to the input
  /quit           quit
A message that starts with / is sent by beginning it with //.
Keys: Enter sends · Alt+Enter or Ctrl+J new line · Up/Down on the input's first/last line recall what you sent · PgUp/PgDn or wheel scroll · Esc stops a reply · Ctrl+Z suspends · Ctrl+C quits`

// commands maps each slash command to what it does; its keys are the
// commands the input recognises.
var commands = map[string]func(m *Model, arg string) tea.Cmd{
	"/help":    func(m *Model, _ string) tea.Cmd { m.notice(helpText); return nil },
	"/clear":   func(m *Model, _ string) tea.Cmd { m.clear(); return nil },
	"/system":  (*Model).system,
	"/save":    func(m *Model, arg string) tea.Cmd { m.save(arg); return nil },
	"/load":    func(m *Model, arg string) tea.Cmd { m.loadFile(arg); return nil },
	"/recover": (*Model).recoverLast,
	"/stats":   func(m *Model, _ string) tea.Cmd { m.notice(m.statsText()); return nil },
	"/undo":    (*Model).undo,
	"/quit":    func(m *Model, _ string) tea.Cmd { return m.quitCommand("/quit") },
	"/exit":    func(m *Model, _ string) tea.Cmd { return m.quitCommand("/exit") },
}

// isCommand reports whether line names a known command.
func isCommand(line string) bool {
	name, _, _ := strings.Cut(line, " ")
	_, ok := commands[name]
	return ok
}

// command runs a slash command typed in the input.
// armed is the line that asked to confirm a discard, if the line before
// this one did (see mayDiscard).
func (m *Model) command(line, armed string) tea.Cmd {
	name, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	m.discardConfirmed = armed != "" && strings.TrimSpace(name+" "+arg) == armed
	cmd := commands[name](m, arg)
	m.discardConfirmed = false
	m.refreshFollow()
	return tea.Batch(cmd, m.replan())
}

// quitCommand is /quit or /exit, named by line. Like Ctrl+C it asks
// before leaving unsaved turns behind: quitting removes the recovery copy,
// so a command typed in passing would cost the chat.
func (m *Model) quitCommand(line string) tea.Cmd {
	if !m.mayDiscard(line, "quit") {
		return nil
	}
	return m.quit()
}

// quit ends the program; Close (called by whoever ran it) closes engines.
// The user chose to leave, so the recovery copy goes, unless a power loss
// may yet undo the last save.
func (m *Model) quit() tea.Cmd {
	m.userQuit = true
	if m.recovery != nil && !m.savedMayUndo {
		m.recovery.discard()
	}
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
	if !m.mayDiscard("/clear", "start a new one") {
		return
	}
	m.conv.Clear()
	m.convFile = ""
	m.log = nil
	m.logGen++
	m.resetEngine()
	m.notice("new conversation")
}

// undo takes back the last exchange: the model's reply goes, and the
// message it answered returns to the input (which the command line has
// just left empty), to edit and send again. The cache keeps what the two
// share, so the next reply prefills only the difference.
func (m *Model) undo(string) tea.Cmd {
	switch {
	case m.generating():
		m.notice("a reply is streaming: press Esc first, then /undo")
		return nil
	case m.conv.Len() == 0:
		m.notice("nothing to undo")
		return nil
	}
	if last := m.conv.Turns[m.conv.Len()-1]; last.Role == chat.RoleAssistant {
		m.conv.PopLast()
		m.dropEntry(assistantEntry, last.Content)
	}
	m.returnDraft()
	m.notice("took back the last reply; your message is in the input")
	return m.schedulePlan()
}

// systemCheckedMsg carries the engine's verdict on a new system prompt.
type systemCheckedMsg struct {
	text string
	err  error
}

// system shows, sets or clears the system prompt. A new prompt is checked
// against the context off the UI goroutine (tokenizing it takes a
// moment) and applied when it fits.
func (m *Model) system(arg string) tea.Cmd {
	switch {
	case arg == "--clear" || arg == `""`:
		m.conv.System = ""
		m.notice("system prompt removed; it applies from the next reply")
		return nil
	case arg == "" && m.conv.System == "":
		m.notice("no system prompt is set; /system TEXT sets one")
		return nil
	case arg == "":
		m.notice("system prompt: " + m.conv.System + "\n(/system --clear removes it)")
		return nil
	case m.eng == nil:
		m.setSystem(arg)
		return nil
	}
	eng := m.eng
	return func() tea.Msg { return systemCheckedMsg{text: arg, err: eng.CheckSystemPrompt(arg)} }
}

func (m *Model) handleSystemChecked(msg systemCheckedMsg) tea.Cmd {
	if msg.err != nil {
		m.errorf("system prompt not set: %v", msg.err)
		return nil
	}
	m.setSystem(msg.text)
	return m.replan()
}

func (m *Model) setSystem(text string) {
	m.conv.System = text
	m.notice("system prompt set; it applies from the next reply")
}

// save writes the conversation to a file, by default its own. It
// replaces an existing file only when that is this conversation's own
// file (saved or loaded) and not read-only, or with --force, so a
// mistyped name cannot overwrite another conversation or an unrelated
// file, and a plain /save cannot replace a file its owner made
// read-only.
func (m *Model) save(arg string) {
	path, force := strings.CutPrefix(arg, "--force ")
	path = strings.TrimSpace(path)
	if path == "" && m.convFile != "" {
		path = m.convFile // the conversation's own file
	}
	if path == "" || path == "--force" {
		m.errorf("usage: /save FILE, or /save --force FILE to replace an existing file")
		return
	}
	full, err := ExpandHome(path)
	if err != nil {
		m.errorf("could not save: %v", err)
		return
	}
	abs, err := filepath.Abs(full)
	if err != nil {
		m.errorf("could not save: %v", err)
		return
	}
	if m.inRecoveryDir(abs) {
		m.errorf("could not save: %s is in the recovery directory, where copies come and go with their chats; save it elsewhere", path)
		return
	}
	// What is not a regular file SaveFile refuses, whatever --force says.
	if fi, err := os.Stat(abs); err == nil && fi.Mode().IsRegular() && !force {
		switch {
		// Its owner took away their own right to write it, most likely
		// to keep it as it is; the rename would replace it regardless,
		// as the directory is what it changes. --force replaces it, and
		// SaveFile keeps the mode, so the file stays read-only. Another
		// user's file SaveFile writes in place unless it can keep its
		// owner, and then its mode refuses even --force.
		case fi.Mode().Perm()&0o200 == 0:
			m.errorf("%s is read-only; /save --force %s replaces it, and it stays read-only", path, path)
			return
		case abs != m.convFile:
			m.errorf("%s already exists; /save --force %s replaces it", path, path)
			return
		}
	}
	if !force && abs == m.convFile && m.changedOnDisk(abs) {
		m.errorf("%s changed since this chat loaded or saved it (another chat saved to it?); "+
			"/save --force %s replaces it, or /save OTHER_FILE keeps both", path, path)
		return
	}
	saveFile := m.saveFile
	if saveFile == nil {
		saveFile = (*chat.Conversation).SaveFile
	}
	err = saveFile(m.conv, abs)
	var notDurable *chat.NotDurableError
	if err != nil && !errors.As(err, &notDurable) {
		m.errorf("could not save: %v", err)
		return
	}
	// The file holds this conversation even when the save may not be
	// durable: counted as failed, the next /save would take it for
	// another chat's change.
	m.convFile = abs
	m.markSaved(notDurable == nil)
	if notDurable != nil {
		kept := ""
		if m.recovery != nil {
			kept = "; the recovery copy stays until a save is durable"
		}
		m.errorf("saved %s to %s, but a power loss soon may undo it: syncing directory %s failed (%v)%s",
			messages(m.conv.Len()), path, notDurable.Dir, notDurable.Err, kept)
		return
	}
	m.notice(fmt.Sprintf("saved %s to %s", messages(m.conv.Len()), path))
}

// inRecoveryDir reports whether a save to abs would write a file in the
// recovery directory: abs itself, or the file a link at abs leads to.
// Its copies come and go with their chats: a save to this chat's own copy
// is removed at once, its turns now saved, and one to another chat's is
// overwritten or removed by that chat.
func (m *Model) inRecoveryDir(abs string) bool {
	if m.recoveryDir == "" {
		return false
	}
	rec, err := filepath.Abs(m.recoveryDir)
	if err != nil {
		return false
	}
	r, errR := filepath.EvalSymlinks(rec)
	for _, file := range []string{abs, chat.SaveTarget(abs)} {
		dir := filepath.Dir(file)
		if dir == rec {
			return true
		}
		// Reached through a link, such as one to the cache directory.
		if d, errD := filepath.EvalSymlinks(dir); errD == nil && errR == nil && d == r {
			return true
		}
	}
	return false
}

// changedOnDisk reports whether the conversation's own file, at abs, no
// longer holds what this chat last loaded from or saved to it: another
// chat that loaded the same file, in another terminal, may have saved its
// turns there since, and a plain /save would silently drop them. A file
// that is gone has nothing to lose.
func (m *Model) changedOnDisk(abs string) bool {
	var buf bytes.Buffer
	if m.saved.Save(&buf) != nil {
		return true
	}
	// The bytes this chat's last save wrote are there: the file is
	// unchanged, even one too large for LoadFile to read back, as a
	// save writes a chat of any size.
	if fi, err := os.Stat(abs); err == nil && fi.Mode().IsRegular() && fi.Size() == int64(buf.Len()) {
		if data, err := os.ReadFile(abs); err == nil && bytes.Equal(data, buf.Bytes()) {
			return false
		}
	}
	var disk chat.Conversation
	err := disk.LoadFile(abs)
	if errors.Is(err, fs.ErrNotExist) {
		return false
	}
	// Compared as written and read back: a save turns invalid UTF-8
	// into U+FFFD, which must not count as a change.
	var ours chat.Conversation
	if ours.Load(&buf) != nil {
		return true
	}
	return err != nil || !disk.Equal(ours)
}

// loadFile replaces the conversation only when the file is valid, so a
// typo or a foreign file never costs the chat in progress.
func (m *Model) loadFile(path string) {
	if path == "" {
		m.errorf("usage: /load FILE")
		return
	}
	m.loadFrom(path, "/load "+path)
}

// loadFrom is loadFile for the command line that asked for it, which,
// sent again, confirms replacing unsaved turns.
func (m *Model) loadFrom(path, line string) {
	if m.generating() {
		m.notice("a reply is streaming: press Esc first, then " + line)
		return
	}
	c := &chat.Conversation{}
	full, err := ExpandHome(path)
	if err == nil {
		err = c.LoadFile(full)
	}
	if err != nil {
		m.errorf("%v; the conversation is unchanged", err)
		return
	}
	if !m.mayDiscard(line, "load "+path) {
		return
	}
	m.useConversation(c, full)
	m.resetEngine()
}

// mayDiscard reports whether a command may replace the conversation:
// nothing in it is unsaved, or line repeats the command it asked about
// last. Otherwise it asks, as Ctrl+C does before quitting, so a command
// typed in passing cannot cost the chat.
func (m *Model) mayDiscard(line, does string) bool {
	if !m.unsaved() || m.discardConfirmed {
		return true
	}
	m.discardArmed = line
	m.askKeep(line + " again to " + does + " anyway")
	return false
}

// useConversation makes c, read from path, the conversation, with path as
// its own file for /save.
func (m *Model) useConversation(c *chat.Conversation, path string) {
	m.conv = c
	m.log = logFromConversation(c)
	m.logGen++
	abs, _ := filepath.Abs(path) // "" on error: /save then asks for --force
	if m.recovery != nil && m.recovery.owns(abs) {
		// A recovery copy is not a save: the turns stay unsaved, in this
		// chat's own copy, which replaces the one loaded if its chat has
		// ended (a chat still running keeps its own).
		m.convFile, m.saved = "", chat.Conversation{}
		if ended(abs) {
			m.recoveryAdopt = abs
		}
		m.notice(fmt.Sprintf("loaded %s from the recovery copy %s; /save FILE keeps them", messages(c.Len()), path))
		return
	}
	m.convFile = abs
	m.markSaved(true)
	m.notice(fmt.Sprintf("loaded %s from %s", messages(c.Len()), path))
}

// resetEngine empties the engine's cache for a new or replaced
// conversation; the status bar's context use follows.
func (m *Model) resetEngine() {
	if m.eng != nil {
		m.eng.Reset()
	}
	m.stats.ContextUsed = 0
	m.hidden = 0
}

// messages counts messages in words: "1 message", "3 messages".
func messages(n int) string {
	if n == 1 {
		return "1 message"
	}
	return fmt.Sprintf("%d messages", n)
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

// ExpandHome expands a leading "~" (the user's home directory) or
// "~name" (that user's), as a shell does, in a path typed or written in
// the config file. One it cannot expand is an error: left as it is, it
// would name a file "~" in the current directory, where nobody looks.
func ExpandHome(path string) (string, error) {
	rest, ok := strings.CutPrefix(path, "~")
	if !ok {
		return path, nil
	}
	name, rest := rest, ""
	if i := strings.IndexFunc(name, func(r rune) bool { return r == '/' || r == filepath.Separator }); i >= 0 {
		name, rest = name[:i], name[i+1:]
	}
	if name == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("%s: cannot expand ~: %w", path, err)
		}
		return filepath.Join(home, rest), nil
	}
	u, err := user.Lookup(name)
	if err != nil {
		return "", fmt.Errorf("%s: cannot expand ~%s: %w", path, name, err)
	}
	if u.HomeDir == "" {
		return "", fmt.Errorf("%s: cannot expand ~%s: the user has no home directory", path, name)
	}
	return filepath.Join(u.HomeDir, rest), nil
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
		end = "max_new_tokens reached"
	case s.ContextFull:
		end = "cut off: the context is full"
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
