package chat

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dustin/go-humanize"
)

// Message roles a Conversation holds.
const (
	RoleSystem    = "system"
	RoleUser      = "user"
	RoleAssistant = "assistant"
)

// Conversation is a chat: an optional system prompt plus the user and
// assistant messages in order. The zero value is an empty chat.
//
// The turns live in Turns rather than a field named Messages because
// Messages is the method that yields what a template renders. What a
// saved chat holds is savedChat.
type Conversation struct {
	System string
	Turns  []Message
}

// AddUser appends a user message.
func (c *Conversation) AddUser(content string) {
	c.Turns = append(c.Turns, Message{Role: RoleUser, Content: content})
}

// AddAssistant appends an assistant message.
func (c *Conversation) AddAssistant(content string) {
	c.Turns = append(c.Turns, Message{Role: RoleAssistant, Content: content})
}

// Len is the number of user and assistant messages.
func (c *Conversation) Len() int { return len(c.Turns) }

// PopLast removes and returns the newest message, e.g. a user message
// whose reply was cancelled; ok is false when there is none.
func (c *Conversation) PopLast() (m Message, ok bool) {
	if len(c.Turns) == 0 {
		return Message{}, false
	}
	m = c.Turns[len(c.Turns)-1]
	c.Turns = c.Turns[:len(c.Turns)-1]
	return m, true
}

// Clone returns a copy of c that later changes to c leave as it was: a
// snapshot, such as a chat keeps of what it last saved.
func (c *Conversation) Clone() Conversation {
	return Conversation{System: c.System, Turns: slices.Clone(c.Turns)}
}

// Equal reports whether c and o hold the same system prompt and messages.
func (c *Conversation) Equal(o Conversation) bool {
	return c.System == o.System && slices.Equal(c.Turns, o.Turns)
}

// Clear starts a new chat: the messages go, the system prompt stays, as
// it is a setting rather than part of the exchange.
func (c *Conversation) Clear() {
	c.Turns = nil
}

// Messages is the conversation as a template renders it: the system
// message first when the system prompt is set, then the turns. The slice
// is the caller's to keep or change.
func (c *Conversation) Messages() []Message {
	out := make([]Message, 0, len(c.Turns)+1)
	if c.System != "" {
		out = append(out, Message{Role: RoleSystem, Content: c.System})
	}
	return append(out, c.Turns...)
}

// FormatVersion is the version of the saved-chat format Save writes. A
// file without one is of version 1, written before files carried it. A
// change an older xlachat would misread raises it, so that the older one
// refuses such a file in words instead of losing what it cannot read.
const FormatVersion = 1

// savedChat is a conversation as a saved chat holds it.
type savedChat struct {
	// Version is a pointer so that a file without one, of version 1,
	// is told from one that says 0, which no xlachat writes.
	Version *int      `json:"version,omitempty"`
	System  string    `json:"system,omitempty"`
	Turns   []Message `json:"messages"`
}

// MaxFileSize bounds a saved chat that Load reads, in bytes. A long day's
// chat is a few MiB of JSON; a file many times that is not a saved chat
// (a model's weights, named by mistake) and reading it whole could exhaust
// memory.
const MaxFileSize = 64 << 20

// Save writes the conversation as JSON. It writes a conversation of any
// size, even one over MaxFileSize that Load would then refuse: refusing
// the save would also stop the chat's recovery copies, so that a crash
// lost the chat, where a file too large to load keeps every word of it.
func (c *Conversation) Save(w io.Writer) error {
	version := FormatVersion
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(savedChat{Version: &version, System: c.System, Turns: c.Turns}); err != nil {
		return fmt.Errorf("chat: save conversation: %w", err)
	}
	return nil
}

// Load replaces the conversation with one read from r. On any error the
// conversation is left as it was. It reads at most MaxFileSize bytes and
// one more, to tell a file over the bound, which it refuses.
func (c *Conversation) Load(r io.Reader) error { return c.load(r, MaxFileSize) }

// load is Load with its bound given.
func (c *Conversation) load(r io.Reader, limit int) error {
	data, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return fmt.Errorf("chat: load conversation: %w", err)
	}
	if len(data) > limit {
		return fmt.Errorf("chat: load conversation: the file is over the %s limit of a saved chat", humanize.IBytes(uint64(limit)))
	}
	next, err := decode(data)
	if err != nil {
		return fmt.Errorf("chat: load conversation: %w", err)
	}
	*c = next
	return nil
}

// byteOrderMark is U+FEFF as UTF-8, which some Windows editors put at
// the start of a file they save as UTF-8.
const byteOrderMark = "\ufeff"

// decode reads a saved chat from file, the whole file.
func decode(file []byte) (Conversation, error) {
	// A chat edited by hand and saved by such an editor is still UTF-8
	// JSON; the decoder would take the mark for a stray character. The
	// mark is not text: a save does not write it back.
	data := bytes.TrimPrefix(file, []byte(byteOrderMark))
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var saved savedChat
	err := dec.Decode(&saved)
	if err != nil {
		// A newer format may have fields or types this one does not
		// know, which the decoder names; the version says why.
		if err := checkVersion(peekVersion(data)); err != nil {
			return Conversation{}, err
		}
	}
	// The decoder's own words for an empty or a cut-short file, "EOF" and
	// "unexpected EOF", and for one that is not an object, which name a
	// Go type, do not say what is wrong with it.
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return Conversation{}, errors.New("the file is empty")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return Conversation{}, errors.New("the file is cut short (truncated JSON)")
	case errors.As(err, &typeErr) && typeErr.Field == "":
		return Conversation{}, fmt.Errorf("the file holds a JSON %s, not the object a saved chat is", typeErr.Value)
	case err != nil:
		return Conversation{}, err
	}
	if err := checkVersion(saved.Version); err != nil {
		return Conversation{}, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Conversation{}, errors.New("data after the JSON object")
	}
	// null decodes into a struct as nothing, without an error.
	if bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		return Conversation{}, errors.New("the file holds a JSON null, not the object a saved chat is")
	}
	// The decoder would turn bytes that are not UTF-8 into U+FFFD
	// without a word. Save writes only UTF-8, so they are damage: a
	// chat loaded, then saved, would spread it silently over the text.
	if off := invalidUTF8(file); off >= 0 {
		return Conversation{}, fmt.Errorf("invalid UTF-8 at byte offset %d (line %d): xlachat saves chats as UTF-8, so the file is damaged or was not saved by it",
			off, 1+bytes.Count(file[:off], []byte("\n")))
	}
	// So would a \ud800 escape without its pair, which no character
	// is: Python's json.dumps writes one for a lone surrogate in a str.
	if off := loneSurrogate(file); off >= 0 {
		return Conversation{}, fmt.Errorf("a lone UTF-16 surrogate escape, %s, at byte offset %d (line %d): it stands for no character and would load as U+FFFD; xlachat never saves one, so the file is damaged or was not saved by it",
			file[off:off+6], off, 1+bytes.Count(file[:off], []byte("\n")))
	}
	c := Conversation{System: saved.System, Turns: saved.Turns}
	if err := c.validate(); err != nil {
		return Conversation{}, err
	}
	return c, nil
}

// invalidUTF8 is the offset of the first byte of data that does not
// belong to a UTF-8 character, or -1 when there is none.
func invalidUTF8(data []byte) int {
	if utf8.Valid(data) {
		return -1
	}
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}

// loneSurrogate is the offset of the first \u escape in data's strings
// that is half of a UTF-16 surrogate pair without the other half, or -1
// when there is none. data is valid JSON.
func loneSurrogate(data []byte) int {
	inString := false
	for i := 0; i < len(data); i++ {
		switch c := data[i]; {
		case !inString:
			inString = c == '"'
		case c == '"':
			inString = false
		case c != '\\':
		case data[i+1] != 'u':
			i++ // a one-character escape, such as \" or \\
		default:
			switch r := hexEscape(data[i+2 : i+6]); {
			case r >= 0xD800 && r < 0xDC00:
				if !bytes.HasPrefix(data[i+6:], []byte(`\u`)) {
					return i
				}
				if lo := hexEscape(data[i+8 : i+12]); lo < 0xDC00 || lo >= 0xE000 {
					return i
				}
				i += 11
			case r >= 0xDC00 && r < 0xE000:
				return i
			default:
				i += 5
			}
		}
	}
	return -1
}

// hexEscape is the value of the four hex digits of a JSON \u escape.
func hexEscape(h []byte) rune {
	r, _ := strconv.ParseUint(string(h), 16, 32) // valid JSON: four hex digits
	return rune(r)
}

// peekVersion is the version data says it has, read leniently, or nil.
func peekVersion(data []byte) *int {
	var file struct {
		Version *int `json:"version"`
	}
	// What else is wrong with the file is the strict decoding's to say.
	// A decoder reads the first value, as the strict decoding does;
	// Unmarshal would refuse the whole file for data after it, and
	// never see the version.
	_ = json.NewDecoder(bytes.NewReader(data)).Decode(&file)
	return file.Version
}

// checkVersion refuses a format version this xlachat cannot read.
func checkVersion(v *int) error {
	switch {
	case v == nil:
		return nil // written before files carried a version: version 1
	case *v > FormatVersion:
		return fmt.Errorf("the file is in saved-chat format version %d, from a newer xlachat; this one reads versions 1 to %d",
			*v, FormatVersion)
	case *v < 1:
		return fmt.Errorf("saved-chat format version %d does not exist; versions start at 1", *v)
	}
	return nil
}

// validate rejects what Save never writes, so a hand-edited or foreign
// file cannot smuggle in roles the app does not model.
func (c *Conversation) validate() error {
	for i, m := range c.Turns {
		if m.Role != RoleUser && m.Role != RoleAssistant {
			return fmt.Errorf("message %d: role %q, want %q or %q", i+1, m.Role, RoleUser, RoleAssistant)
		}
	}
	return nil
}

// SaveFile writes the conversation to path. It writes and syncs a
// temporary file beside it first, so neither a failed save nor a crash
// right after one leaves an earlier save truncated. An error other than
// a *NotDurableError means path was left as it was, unless it says
// where the complete chat is: a write in place (below) failed midway.
//
// A new file is readable only by its owner (0600): a chat is private. A
// file that exists keeps its permission bits, which its owner chose (say,
// 0644 to share it), and its owner and group: a file another user owns
// (a shared chat, or the user's own under sudo) must stay theirs, or a
// 0600 chat would lock them out of it. When the temporary file cannot be
// given them, the file is written in place instead, which also keeps its
// hard links and ACLs; the temporary file, renamed "<file>.complete-N",
// holds the whole chat until then, and an error that stops the write
// midway names it.
//
// Through a symbolic link it writes the file the link points to: renaming
// over the link would replace it with a copy, and leave that file stale.
func (c *Conversation) SaveFile(path string) error { return c.saveFile(path, osSaveSteps) }

// saveSteps are the steps of a save that tests replace: that the
// directory is synced after the rename no timing can show, and a chown
// or a write that fails no file made by a test run as root can give.
type saveSteps struct {
	syncDir func(dir string) error
	chown   func(f *os.File, uid, gid int) error
	rewrite func(dst *os.File, src string) error
}

var osSaveSteps = saveSteps{syncDir: SyncDir, chown: (*os.File).Chown, rewrite: rewrite}

// saveFile is SaveFile with its steps given.
func (c *Conversation) saveFile(path string, steps saveSteps) error {
	file := SaveTarget(path)
	// The rename would replace a FIFO or a device, and fail on a
	// directory naming the temporary file: what is there is not a save.
	fi, statErr := os.Stat(file)
	switch {
	case statErr == nil && fi.IsDir():
		return fmt.Errorf("chat: save conversation: %s is a directory; name a file to save to", path)
	case statErr == nil && !fi.Mode().IsRegular():
		return fmt.Errorf("chat: save conversation: %s is not a regular file", path)
	}
	dir := filepath.Dir(file)
	// Named apart from the file, which may be as long as a name can be:
	// the file's name with more on it would then be too long to make.
	f, err := os.CreateTemp(dir, tempPrefix+"*"+tempSuffix)
	if err != nil {
		// The temporary file's name means nothing to the user, and is
		// short enough for any directory: the directory is what is
		// missing or not writable.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = fmt.Errorf("%s: %w", dir, pe.Err)
		}
		return fmt.Errorf("chat: save conversation to %s: %w", path, err)
	}
	tmp := f.Name()
	var existing fs.FileInfo
	if statErr == nil {
		existing = fi
	}
	inPlace, err := c.writeTemp(f, existing, steps.chown)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && inPlace {
		return writeInPlace(path, file, tmp, steps)
	}
	if err == nil {
		err = os.Rename(tmp, file)
		// The file's own name is what is wrong (too long, say), and
		// the message already names it; the temporary one means
		// nothing to the user.
		var le *os.LinkError
		if errors.As(err, &le) {
			err = le.Err
		}
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("chat: save conversation to %s: %w", path, err)
	}
	// The rename lives in the directory, which the file's sync does not
	// reach: until the directory is synced too, a power loss can undo
	// a save already reported, or lose a new file outright.
	if err := steps.syncDir(dir); err != nil {
		return &NotDurableError{Path: path, Dir: dir, Err: err}
	}
	return nil
}

// writeTemp writes the chat to the temporary file f, with the owner,
// group and mode of existing, the file it is to replace (nil for none),
// and syncs it. It reports whether existing must be written in place
// instead: f could not be given its owner and group.
func (c *Conversation) writeTemp(f *os.File, existing fs.FileInfo, chown func(*os.File, int, int) error) (inPlace bool, err error) {
	if err := c.Save(f); err != nil {
		return false, err
	}
	if existing != nil {
		if inPlace, err = keepOwner(f, existing, chown); err != nil {
			return false, err
		}
	}
	// f is made 0600, right for a new file; the rename would give an
	// existing one that mode too. Set before the sync, to be as durable
	// as the data, and after the writes, which a read-only mode might
	// refuse on some systems. A file written in place keeps its own
	// mode, and f, the saving user's, stays private to them.
	if existing != nil && !inPlace {
		if err := f.Chmod(existing.Mode().Perm()); err != nil {
			return false, err
		}
	}
	return inPlace, f.Sync()
}

// keepOwner gives the temporary file f the owner and group of fi, the
// file it is to replace, when a new file gets others. It reports whether
// that failed, so that the file must be written in place instead: a
// rename would take it from its owner. Only root may give a file away,
// and some file systems have no owners to give; in place is safe for
// any reason chown fails.
func keepOwner(f *os.File, fi fs.FileInfo, chown func(*os.File, int, int) error) (inPlace bool, err error) {
	uid, gid, ok := owner(fi)
	if !ok {
		return false, nil
	}
	// The temporary file's own owner, not the process's ids: in a
	// setgid directory a new file takes the directory's group.
	tfi, err := f.Stat()
	if err != nil {
		return false, err
	}
	if tuid, tgid, _ := owner(tfi); tuid == uid && tgid == gid {
		return false, nil
	}
	return chown(f, uid, gid) != nil, nil
}

// writeInPlace writes the chat saved in tmp over file through file's own
// inode, which keeps what a rename cannot give the new file. Until file
// holds the chat, tmp is the only whole copy: it is renamed to say so,
// and its name made durable, before file is cut short, so a crash or a
// failure midway leaves it there, named in the error.
func writeInPlace(path, file, tmp string, steps saveSteps) error {
	dst, err := os.OpenFile(file, os.O_WRONLY, 0)
	if err != nil {
		os.Remove(tmp)
		// A rename would succeed, and take the file from its owner.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("chat: save conversation to %s: %w (it must be written in place: a new file could not keep its owner and group)", path, err)
	}
	complete, err := setAside(tmp, file, steps.syncDir)
	if err != nil {
		dst.Close()
		os.Remove(complete)
		return fmt.Errorf("chat: save conversation to %s: %w", path, err)
	}
	err = steps.rewrite(dst, complete)
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("chat: save conversation to %s: %w; the complete chat is in %s", path, err, complete)
	}
	// Not synced away: a power loss that brings it back leaves only a
	// copy of what file holds.
	os.Remove(complete)
	return nil
}

// setAside renames tmp to "<file>.complete-N" beside file, or keeps its
// name when that one is too long to make, and syncs the directory: a
// hidden ".xlachat-N.tmp" beside a damaged chat would pass for litter,
// and a name not yet on disk could be gone after a power loss, with the
// file already cut short. It returns the name tmp then has.
func setAside(tmp, file string, syncDir func(dir string) error) (string, error) {
	dir := filepath.Dir(file)
	if named, err := os.CreateTemp(dir, filepath.Base(file)+".complete-*"); err == nil {
		named.Close()
		if err := os.Rename(tmp, named.Name()); err != nil {
			os.Remove(named.Name())
		} else {
			tmp = named.Name()
		}
	}
	if err := syncDir(dir); err != nil {
		return tmp, fmt.Errorf("sync directory %s: %w", dir, err)
	}
	return tmp, nil
}

// rewrite makes dst, open for writing at its start, hold what the file
// src holds, durably.
func rewrite(dst *os.File, src string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	// Cut short first, so a crash midway leaves at worst a short file,
	// never the new chat's start run into the old one's end, and the
	// old chat's blocks are free for the new one.
	if err := dst.Truncate(0); err != nil {
		return err
	}
	if _, err := io.Copy(dst, in); err != nil {
		return err
	}
	return dst.Sync()
}

// NotDurableError is a save that replaced the file, which now holds the
// conversation, but whose directory could not then be synced: a power
// loss soon after may undo it. A caller that keeps track of what the
// file holds must count the save as done, or it would take its own save
// for someone else's change.
type NotDurableError struct {
	Path string // the file, as the caller named it
	Dir  string // the directory that could not be synced
	Err  error  // why not
}

func (e *NotDurableError) Error() string {
	return fmt.Sprintf("chat: saved conversation to %s, but a power loss may undo it: sync directory %s: %v", e.Path, e.Dir, e.Err)
}

func (e *NotDurableError) Unwrap() error { return e.Err }

// tempPrefix and tempSuffix frame the name of the temporary file a save
// writes, around a number CreateTemp picks: at most 23 bytes in all.
const (
	tempPrefix = ".xlachat-"
	tempSuffix = ".tmp"
)

// IsTempFile reports whether name, a file's base name, is one SaveFile
// gives its temporary files. A save cut short by a kill or a crash
// leaves one behind, which a caller that owns the directory may remove.
func IsTempFile(name string) bool {
	n, ok := strings.CutPrefix(name, tempPrefix)
	n, ok2 := strings.CutSuffix(n, tempSuffix)
	return ok && ok2 && n != "" && strings.Trim(n, "0123456789") == ""
}

// maxLinks bounds the links SaveTarget follows, as the kernel bounds
// them (ELOOP), so that a loop of links ends.
const maxLinks = 40

// SaveTarget is the file a save to path writes: path itself, or the file
// the symbolic link at path leads to, even one not yet created. Such a
// dangling link, which EvalSymlinks refuses, is one made before the
// first save, and replacing it would leave its target never written.
// Callers that must keep saves out of a directory check this file.
func SaveTarget(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	file := path
	for range maxLinks {
		target, err := os.Readlink(file)
		if err != nil {
			return file // not a link: the file is created there
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(file), target)
		}
		file = target
	}
	return path // a loop of links leads to no file: the save replaces the link
}

// LoadFile replaces the conversation with the one saved at path; on error
// the conversation is left as it was. A file larger than MaxFileSize is
// refused by its size, before any of it is read.
func (c *Conversation) LoadFile(path string) error {
	// Opening a FIFO waits for a writer, and reading a terminal or a pipe
	// for its input: the chat would freeze. Saves are regular files.
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return fmt.Errorf("chat: load conversation: %s is not a regular file", path)
	} else if err == nil && fi.Size() > MaxFileSize {
		return fmt.Errorf("chat: load conversation: %s is %s, over the %s limit of a saved chat",
			path, humanize.IBytes(uint64(fi.Size())), humanize.IBytes(MaxFileSize))
	}
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("chat: load conversation: %w", err)
	}
	defer f.Close()
	if err := c.Load(f); err != nil {
		return fmt.Errorf("%w (in %s)", err, path)
	}
	return nil
}

// ReadMessages reads a JSON list of {"role", "content"} messages, as the
// prompt subcommand takes them. An empty list is an error: there is
// nothing to render. A leading byte-order mark is skipped, as a saved
// chat's is: such a file is UTF-8 JSON that a Windows editor wrote.
func ReadMessages(r io.Reader, name string) ([]Message, error) {
	br := bufio.NewReader(r)
	if mark, err := br.Peek(len(byteOrderMark)); err == nil && string(mark) == byteOrderMark {
		br.Discard(len(mark))
	}
	var msgs []Message
	if err := json.NewDecoder(br).Decode(&msgs); err != nil {
		return nil, fmt.Errorf("%s: want a JSON list of {\"role\", \"content\"} messages: %w", name, err)
	}
	if len(msgs) == 0 {
		return nil, fmt.Errorf("%s: the list of messages is empty", name)
	}
	for i, m := range msgs {
		if m.Role == "" {
			return nil, fmt.Errorf("%s: message %d has no role", name, i)
		}
	}
	return msgs, nil
}
