package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/chat"
)

// recovery keeps a copy of the conversation while it has turns no /save
// or /load has seen, in a file of this chat's own. A chat can end without
// the user's say: the terminal window closed, the machine shut down, the
// process killed. Ctrl+C asks before losing work, but none of those ask;
// the copy lets the next chat say how to load the conversation again. A
// chat the user quits removes its copy.
//
// Writes run as commands, off the screen's goroutine, so they may finish
// in any order; each carries a number, and one older than the last done
// is dropped.
//
// A reply takes seconds to minutes, and an end no signal announces (a
// kill, a power loss, a crash) would lose all of it: while it streams,
// the copy also takes it as far as it came, every 2 seconds at most.
//
// While the copy exists the chat holds a lock on a file beside it
// (lockOf), which the system releases however the process ends: the
// next chat tells a running chat's copy from an ended one's by it, as a
// process id alone cannot, being reused by other programs.
type recovery struct {
	dir  string
	path string // this chat's copy: dir/<pid>-<start>.json

	issued int // numbers handed out; only the screen's goroutine touches it

	// writing counts the updates handed out and not yet applied: a
	// streaming reply's next update waits for the last, rather than pile
	// up behind a disk that has stopped answering.
	writing atomic.Int32

	// syncDir makes a directory's entries durable; nil is chat.SyncDir,
	// which tests replace to see what is synced.
	syncDir func(dir string) error

	mu   sync.Mutex
	done int      // the newest number written or removed
	lock *os.File // held while the copy exists; nil where locks are not kept
	// dirSynced is set once dir is known to be made and synced into its
	// parent, by this chat: it may be new, or made by an earlier chat
	// that ended before syncing it.
	dirSynced bool
}

// lockOf is the lock file of the copy at path.
func lockOf(path string) string { return strings.TrimSuffix(path, ".json") + ".lock" }

// recoveryFailedMsg reports that the copy could not be written.
type recoveryFailedMsg struct{ err error }

// defaultRecoveryEvery is how often, at most, a streaming reply goes
// into the copy: often enough that a crash loses a few seconds of it,
// seldom enough that syncing the file costs nothing the user notices.
const defaultRecoveryEvery = 2 * time.Second

// recoveryTickMsg asks for reply id, if it still streams, to go into the
// copy.
type recoveryTickMsg struct{ id int }

// recoveryTick waits, then asks for reply id to go into the copy. Each
// tick arms the next only while the reply streams, so the chain ends
// with it.
func (m *Model) recoveryTick(id int) tea.Cmd {
	return tea.Tick(m.recoveryEvery, func(time.Time) tea.Msg { return recoveryTickMsg{id: id} })
}

func newRecovery(dir string) *recovery {
	name := fmt.Sprintf("%d-%d.json", os.Getpid(), time.Now().UnixNano())
	return &recovery{dir: dir, path: filepath.Join(dir, name)}
}

// write returns a command that makes the copy c, a snapshot nobody
// changes; adopt, when set, is an earlier chat's copy that c was loaded
// from, removed once c is safe in this chat's own.
func (r *recovery) write(c chat.Conversation, adopt string) tea.Cmd {
	return r.update(&c, adopt)
}

// remove returns a command that removes the copy.
func (r *recovery) remove() tea.Cmd { return r.update(nil, "") }

// update numbers the next update, c or (nil) the copy's removal, and
// returns the command that applies it.
func (r *recovery) update(c *chat.Conversation, adopt string) tea.Cmd {
	r.issued++
	n := r.issued
	r.writing.Add(1)
	return func() tea.Msg {
		err := r.apply(n, c)
		r.writing.Add(-1)
		if err != nil {
			return recoveryFailedMsg{err}
		}
		if adopt != "" && adopt != r.path {
			os.Remove(adopt)
			os.Remove(lockOf(adopt))
		}
		return nil
	}
}

// discard removes the copy at once, for a chat the user quits.
func (r *recovery) discard() {
	r.issued++
	r.apply(r.issued, nil)
}

// apply writes c as update n, or with c nil removes the copy, unless a
// newer update is done already.
func (r *recovery) apply(n int, c *chat.Conversation) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if n <= r.done {
		return nil
	}
	r.done = n
	if c == nil {
		if err := os.Remove(r.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		if r.lock != nil {
			os.Remove(r.lock.Name())
			r.lock.Close()
			r.lock = nil
		}
		return nil
	}
	syncDir := r.syncDir
	if syncDir == nil {
		syncDir = chat.SyncDir
	}
	// A directory made but not synced into its parent still holds the
	// copy through a kill or a crash, which need no sync: the copy is
	// written, and said to be at risk from a power loss.
	var notSynced *dirSyncError
	if err := makeDir(r.dir, !r.dirSynced, syncDir); err != nil && !errors.As(err, &notSynced) {
		return err
	}
	r.dirSynced = notSynced == nil
	if r.lock == nil {
		// Taken before the copy is written, so no copy of a running
		// chat is ever without it.
		lock, err := lockFile(lockOf(r.path))
		if err != nil {
			return err
		}
		r.lock = lock
	}
	if err := c.SaveFile(r.path); err != nil || notSynced == nil {
		return err
	}
	return &chat.NotDurableError{Path: r.path, Dir: notSynced.dir, Err: notSynced.err}
}

// dirSyncError is a directory makeDir made, or was sure of, whose entry
// could not be synced into its parent, dir.
type dirSyncError struct {
	dir string
	err error
}

func (e *dirSyncError) Error() string { return fmt.Sprintf("sync directory %s: %v", e.dir, e.err) }
func (e *dirSyncError) Unwrap() error { return e.err }

// makeDir makes dir, and the parents it lacks, syncing the parent of each
// directory it makes: a copy's own sync reaches neither its directory's
// entry nor those above it, so after a power loss the new directory,
// with the copy in it, could be gone. With sure set, dir's parent is
// synced even when dir was there already. A sync that fails does not
// stop it: it makes the rest, and returns the first such failure as a
// *dirSyncError.
func makeDir(dir string, sure bool, syncDir func(dir string) error) error {
	parent := filepath.Dir(dir)
	var notSynced error
	if fi, err := os.Stat(dir); err == nil {
		if !fi.IsDir() {
			return fmt.Errorf("%s is not a directory", dir)
		}
		if !sure {
			return nil
		}
	} else {
		if parent != dir {
			var se *dirSyncError
			if err := makeDir(parent, false, syncDir); errors.As(err, &se) {
				notSynced = err
			} else if err != nil {
				return err
			}
		}
		// Another chat may have made it meanwhile, and not synced it yet.
		if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
	}
	if err := syncDir(parent); err != nil && notSynced == nil {
		notSynced = &dirSyncError{dir: parent, err: err}
	}
	return notSynced
}

// owns reports whether abs, an absolute path, is a copy in the recovery
// directory, this chat's or an earlier one's.
func (r *recovery) owns(abs string) bool {
	return abs != "" && filepath.Dir(abs) == filepath.Clean(r.dir) && strings.HasSuffix(abs, ".json")
}

// ended reports whether the copy at path belongs to a chat that has
// ended: nobody holds its lock or, for a copy with no lock file (written
// where locks are not kept), its file name starts with the process id of
// a process that no longer runs.
func ended(path string) bool {
	pid, _, ok := strings.Cut(filepath.Base(path), "-")
	n, err := strconv.Atoi(pid)
	if !ok || err != nil || !strings.HasSuffix(path, ".json") {
		return false
	}
	if held, known := locked(lockOf(path)); known {
		return !held
	}
	return !processAlive(n)
}

// dropStaleLock removes the lock file at path when its copy is gone and
// no chat holds it: the user deleted an ended chat's copy, as the opening
// notice offers, and the lock would stay behind for ever.
func dropStaleLock(path string) {
	copyPath := strings.TrimSuffix(path, ".lock") + ".json"
	if _, err := os.Lstat(copyPath); !errors.Is(err, fs.ErrNotExist) {
		return
	}
	if held, known := locked(path); known && !held {
		os.Remove(path)
	}
}

// staleTempAge is how old a temporary file in the recovery directory
// must be to count as one a killed chat left mid-write: no write of a
// running chat lasts anything like it.
const staleTempAge = 24 * time.Hour

// dropStaleTemps removes the temporary files that chats killed while
// writing their copy left in the recovery directory, where nothing else
// would ever remove them. Only files named as SaveFile names them go
// (chat.IsTempFile), or as it named them before, "<copy>.tmp<n>": the
// directory may hold what the user put there.
func (r *recovery) dropStaleTemps(now time.Time) {
	entries, err := os.ReadDir(r.dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.Type().IsRegular() || !chat.IsTempFile(e.Name()) && !oldTempName(e.Name()) {
			continue
		}
		if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) > staleTempAge {
			os.Remove(filepath.Join(r.dir, e.Name()))
		}
	}
}

// oldTempName reports whether name is a temporary file's as SaveFile
// named them in the recovery directory before its names were short:
// "<pid>-<start>.json.tmp<n>".
func oldTempName(name string) bool {
	copyName, n, ok := strings.Cut(name, ".json.tmp")
	pid, start, named := strings.Cut(copyName, "-")
	return ok && named && allDigits(n) && allDigits(pid) && allDigits(start)
}

// allDigits reports whether s is a non-empty run of decimal digits.
func allDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// recovered is an earlier chat's copy.
type recovered struct {
	path  string
	turns int
	when  time.Time
}

// unloadable is an earlier chat's copy that cannot be loaded.
type unloadable struct {
	path string
	err  error
}

// leftovers lists the copies of chats that have ended, newest first,
// and apart those that cannot be loaded (damaged, or from a newer
// xlachat): passed over in silence, they would be lost for good, as no
// notice would name them. A copy whose chat still runs (another
// terminal) is its own business.
func (r *recovery) leftovers() (found []recovered, bad []unloadable) {
	entries, err := os.ReadDir(r.dir)
	if err != nil {
		return nil, nil
	}
	for _, e := range entries {
		path := filepath.Join(r.dir, e.Name())
		if strings.HasSuffix(path, ".lock") {
			dropStaleLock(path)
			continue
		}
		if !ended(path) {
			continue
		}
		var c chat.Conversation
		info, err := e.Info()
		if err == nil {
			err = c.LoadFile(path)
		}
		switch {
		case errors.Is(err, fs.ErrNotExist): // removed meanwhile
		case err != nil:
			bad = append(bad, unloadable{path: path, err: err})
		default:
			found = append(found, recovered{path: path, turns: c.Len(), when: info.ModTime()})
		}
	}
	slices.SortFunc(found, func(a, b recovered) int { return b.when.Compare(a.when) })
	return found, bad
}

// maxRecoveredShown bounds the copies the opening notice names one by one.
const maxRecoveredShown = 3

// recoveredNotice tells of earlier chats' copies, and how to load them,
// or why they cannot be.
func recoveredNotice(found []recovered, bad []unloadable, dir string) string {
	var b strings.Builder
	for i, u := range bad {
		if i == maxRecoveredShown {
			fmt.Fprintf(&b, "and %d more recovery copies that cannot be loaded in %s\n", len(bad)-i, dir)
			break
		}
		fmt.Fprintf(&b, "a recovery copy an earlier chat left cannot be loaded (%v); mend it, or delete %s to forget it\n", u.err, u.path)
	}
	if len(found) == 0 {
		return strings.TrimSuffix(b.String(), "\n")
	}
	newest := found[0]
	fmt.Fprintf(&b, "an earlier chat ended with %s it had not saved (%s); /recover loads that copy, "+
		"or delete %s to forget it", messages(newest.turns), newest.when.Format("2 Jan 15:04"), newest.path)
	if len(found) > 1 {
		b.WriteString("\nolder copies, for /load:")
	}
	for _, f := range found[1:min(len(found), maxRecoveredShown)] {
		fmt.Fprintf(&b, "\n  %s, %s: %s", f.when.Format("2 Jan 15:04"), messages(f.turns), f.path)
	}
	if more := len(found) - maxRecoveredShown; more > 0 {
		fmt.Fprintf(&b, "\n  and %d more in %s", more, dir)
	}
	return b.String()
}

// recoverLast loads the newest copy an ended chat left, as /load would.
func (m *Model) recoverLast(string) tea.Cmd {
	if m.recovery == nil {
		m.notice("recovery copies are off (ui.recovery in the config file)")
		return nil
	}
	found, bad := m.recovery.leftovers()
	switch {
	case len(found) == 0 && len(bad) > 0:
		m.notice(recoveredNotice(nil, bad, m.recovery.dir))
		return nil
	case len(found) == 0:
		m.notice("no chat that ended left a recovery copy")
		return nil
	}
	m.loadFrom(found[0].path, "/recover")
	return nil
}

// syncRecovery hands the copy the conversation's state when it has
// changed since the last time: the conversation while it has unsaved
// turns, else the copy's removal.
func (m *Model) syncRecovery() tea.Cmd {
	// After a quit, the reply it stopped still ends and joins the
	// conversation before the program is gone; its copy must not return.
	if m.recovery == nil || m.userQuit {
		return nil
	}
	keep := m.keepsRecoveryCopy()
	if keep == m.recoveryKept && (!keep || m.conv.Equal(m.recoverySnap) && m.recoveryAdopt == "") {
		return nil
	}
	m.recoveryKept = keep
	if !keep {
		m.recoverySnap = chat.Conversation{}
		return m.recovery.remove()
	}
	m.recoverySnap = m.conv.Clone()
	adopt := m.recoveryAdopt
	m.recoveryAdopt = ""
	return m.recovery.write(m.recoverySnap, adopt)
}

// keepsRecoveryCopy reports whether the conversation needs its copy:
// it has unsaved turns, or its last save may not survive a power loss.
func (m *Model) keepsRecoveryCopy() bool {
	return m.unsaved() || m.savedMayUndo && len(m.conv.Turns) > 0
}

// handleRecoveryTick puts the streaming reply, as far as it came, into
// the copy, as KeepRecoveryCopy keeps it, and arms the next tick while
// the reply streams.
func (m *Model) handleRecoveryTick(msg recoveryTickMsg) tea.Cmd {
	if m.reply == nil || msg.id != m.reply.id {
		return nil
	}
	return tea.Batch(m.recoveryTick(msg.id), m.keepReply())
}

// keepReply returns the command that puts the streaming reply into the
// copy, or nil when there is nothing new to put or the last update is
// still being written.
func (m *Model) keepReply() tea.Cmd {
	// After a quit the copy is gone, and must stay gone.
	if m.recovery == nil || m.userQuit || m.reply == nil ||
		m.reply.text.Len() == m.reply.kept || m.recovery.writing.Load() > 0 {
		return nil
	}
	// The conversation itself stays as it was, so syncRecovery leaves
	// this copy be until the reply ends and joins it.
	m.reply.kept = m.reply.text.Len()
	return m.recovery.write(m.withReply(), "")
}

// withReply is the conversation with the streaming reply, as far as it
// came, as its last message: a stopped reply is kept the same way.
func (m Model) withReply() chat.Conversation {
	c := m.conv.Clone()
	if m.reply != nil && m.reply.text.Len() > 0 {
		c.AddAssistant(m.reply.text.String())
	}
	return c
}

// setRecovery starts or stops keeping the copy, as ui.recovery in the
// config file now says. Stopping removes this chat's copy: the setting
// asks for none. Starting writes one at once if turns are unsaved (the
// next syncRecovery).
func (m *Model) setRecovery(on bool) tea.Cmd {
	switch {
	case on && m.recoveryDir == "":
		m.notice("recovery copies stay off: there is no user cache directory to keep them in")
	case on && m.recovery == nil:
		m.recovery = newRecovery(m.recoveryDir)
		m.recoveryKept, m.recoverySnap = false, chat.Conversation{}
		m.notice("recovery copies: on")
	case !on && m.recovery != nil:
		cmd := m.recovery.remove()
		m.recovery = nil
		m.notice("recovery copies: off; this chat's copy is removed")
		return cmd
	}
	return nil
}

// KeepRecoveryCopy writes the recovery copy at once, for a chat that is
// ending without the user's say: a signal from outside, or the terminal
// closing. Call it once the program has stopped, on the model it ended
// with. The copy then holds the reply that was streaming, as far as it
// came, as a stopped reply is kept: the copy updates only between
// messages, and without this the reply on screen would be lost. A chat
// the user quit keeps no copy.
func (m Model) KeepRecoveryCopy() error {
	if m.recovery == nil || m.userQuit {
		return nil
	}
	c := m.withReply()
	if len(c.Turns) == 0 || c.Equal(m.saved) {
		return nil
	}
	m.recovery.issued++
	if err := m.recovery.apply(m.recovery.issued, &c); err != nil {
		return fmt.Errorf("keeping a recovery copy of the conversation: %w", err)
	}
	return nil
}

// handleRecoveryFailed warns once of each kind of failure: a copy that
// may not survive a power loss, and one that could not be written. The
// milder warning must not hide the worse one, should it come later.
func (m *Model) handleRecoveryFailed(msg recoveryFailedMsg) {
	// The copy is there, only its directory could not be synced: "could
	// not keep" would send the user to save what is already kept.
	var notDurable *chat.NotDurableError
	if errors.As(msg.err, &notDurable) {
		if !m.recoveryWarned.notDurable {
			m.recoveryWarned.notDurable = true
			m.errorf("the recovery copy of the conversation may not survive a power loss: syncing directory %s failed (%v); /save FILE keeps it",
				notDurable.Dir, notDurable.Err)
		}
		return
	}
	if !m.recoveryWarned.failed {
		m.recoveryWarned.failed = true
		m.errorf("could not keep a recovery copy of the conversation (%v); /save FILE keeps it", msg.err)
	}
}
