package chat

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func user(s string) Message      { return Message{Role: RoleUser, Content: s} }
func assistant(s string) Message { return Message{Role: RoleAssistant, Content: s} }

func TestConversationMessages(t *testing.T) {
	var c Conversation
	if got := c.Messages(); len(got) != 0 {
		t.Fatalf("zero conversation has messages %v", got)
	}
	c.AddUser("hi")
	c.AddAssistant("hello")
	if want := []Message{user("hi"), assistant("hello")}; !reflect.DeepEqual(c.Messages(), want) {
		t.Errorf("without system: %v, want %v", c.Messages(), want)
	}
	c.System = "be brief"
	want := []Message{{Role: RoleSystem, Content: "be brief"}, user("hi"), assistant("hello")}
	got := c.Messages()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("with system: %v, want %v", got, want)
	}
	got[1].Content = "changed"
	if c.Turns[0].Content != "hi" {
		t.Error("changing Messages() changed the conversation")
	}
	if c.Len() != 2 {
		t.Errorf("Len = %d, want 2", c.Len())
	}

	c.Clear()
	if c.Len() != 0 || c.System != "be brief" {
		t.Errorf("after Clear: %d messages, system %q", c.Len(), c.System)
	}
}

func TestConversationPopLast(t *testing.T) {
	var c Conversation
	if _, ok := c.PopLast(); ok {
		t.Error("PopLast on an empty conversation reported a message")
	}
	c.AddUser("a")
	c.AddUser("b")
	if m, ok := c.PopLast(); !ok || m != user("b") || c.Len() != 1 {
		t.Errorf("PopLast = %v, %v; %d left", m, ok, c.Len())
	}
}

// TestConversationCloneEqual: a clone equals its original and keeps its
// messages when the original changes, as a chat's saved snapshot must.
func TestConversationCloneEqual(t *testing.T) {
	var c Conversation
	c.System = "be brief"
	c.AddUser("hi")
	c.AddAssistant("hello")
	snap := c.Clone()
	if !c.Equal(snap) {
		t.Fatalf("a clone differs from its original: %+v, %+v", snap, c)
	}
	c.Turns[1].Content = "changed"
	if c.Equal(snap) || snap.Turns[1].Content != "hello" {
		t.Errorf("changing the original changed the clone: %+v", snap)
	}
	c.Turns[1].Content = "hello"
	c.System = "be long"
	if c.Equal(snap) {
		t.Error("Equal ignores the system prompt")
	}
	var empty Conversation
	if !empty.Equal(empty.Clone()) {
		t.Error("an empty conversation differs from its clone")
	}
}

func TestConversationSaveLoad(t *testing.T) {
	tests := []Conversation{
		{},
		{System: "be brief"},
		{Turns: []Message{user("hi"), assistant("")}},
		{System: "s\n\"quoted\"", Turns: []Message{user("안녕 🙂 <&>"), assistant("```go\nx\n```")}},
	}
	for _, want := range tests {
		var buf bytes.Buffer
		if err := want.Save(&buf); err != nil {
			t.Fatal(err)
		}
		got := Conversation{System: "old", Turns: []Message{user("old")}}
		if err := got.Load(&buf); err != nil {
			t.Fatalf("Load(%s): %v", buf.String(), err)
		}
		if got.System != want.System || !reflect.DeepEqual(got.Messages(), want.Messages()) {
			t.Errorf("round trip: got %+v, want %+v", got, want)
		}
	}
}

func TestConversationLoadRejects(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"empty", ``, "chat: load conversation: the file is empty"},
		{"blank", " \n\t\n", "chat: load conversation: the file is empty"},
		{"not json", `hello`, "invalid character"},
		{"truncated", `{"messages": [{"role": "user"`, "chat: load conversation: the file is cut short (truncated JSON)"},
		{"truncated in a string", `{"messages": [{"role": "us`, "chat: load conversation: the file is cut short (truncated JSON)"},
		{"wrong type", `{"messages": "hi"}`, "cannot unmarshal"},
		{"unknown field", `{"messages": [], "model": "x"}`, "unknown field"},
		{"bad role", `{"messages": [{"role": "system", "content": "x"}]}`, `message 1: role "system"`},
		{"missing role", `{"messages": [{"role": "user", "content": "a"}, {"content": "b"}]}`, `message 2: role ""`},
		{"trailing data", `{"messages": []} {}`, "after the JSON object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Conversation{System: "keep", Turns: []Message{user("keep")}}
			err := c.Load(strings.NewReader(tt.data))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got error %v, want one containing %q", err, tt.want)
			}
			if c.System != "keep" || len(c.Turns) != 1 || c.Turns[0] != user("keep") {
				t.Errorf("failed load changed the conversation to %+v", c)
			}
		})
	}
}

// TestConversationLoadFileErrors: a file that cannot be a conversation
// is named with what is wrong with it, in words rather than the JSON
// decoder's "EOF".
func TestConversationLoadFileErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, data, want string
	}{
		{"empty.json", "", "chat: load conversation: the file is empty (in %s)"},
		{"truncated.json", `{"messages": [{"role": "user", "content": "hi"`, "chat: load conversation: the file is cut short (truncated JSON) (in %s)"},
		{"list.json", `[]`, "chat: load conversation: the file holds a JSON array, not the object a saved chat is (in %s)"},
		{"null.json", " null\n", "chat: load conversation: the file holds a JSON null, not the object a saved chat is (in %s)"},
		{"newer.json", `{"version": 2, "messages": []}`, "chat: load conversation: the file is in saved-chat format version 2, from a newer xlachat; this one reads versions 1 to 1 (in %s)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.name)
			if err := os.WriteFile(path, []byte(tt.data), 0o644); err != nil {
				t.Fatal(err)
			}
			var c Conversation
			want := fmt.Sprintf(tt.want, path)
			if err := c.LoadFile(path); err == nil || err.Error() != want {
				t.Errorf("LoadFile: error %v, want %q", err, want)
			}
		})
	}
}

func TestConversationFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "chat.json")
	saved := Conversation{System: "s", Turns: []Message{user("u"), assistant("a")}}
	if err := saved.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	var loaded Conversation
	if err := loaded.LoadFile(path); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(loaded, saved) {
		t.Errorf("loaded %+v, want %+v", loaded, saved)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("save left %d files behind, want 1", len(entries))
	}

	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"messages": [`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{bad, filepath.Join(dir, "missing.json")} {
		err := loaded.LoadFile(p)
		if err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("LoadFile(%s): error %v does not name the file", p, err)
		}
	}
	if !reflect.DeepEqual(loaded, saved) {
		t.Errorf("failed loads changed the conversation to %+v", loaded)
	}

	noDir := filepath.Join(dir, "absent", "chat.json")
	want := "save conversation to " + noDir + ": " + filepath.Dir(noDir) + ": no such file or directory"
	err := saved.SaveFile(noDir)
	if err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("SaveFile(%s): error %v, want one ending %q (the file, then its missing directory)", noDir, err, want)
	}
	if nd := (*NotDurableError)(nil); errors.As(err, &nd) {
		t.Errorf("a save that wrote nothing reports %v as not durable", err)
	}
}

// TestSaveFileLongNames: any name the file system takes can be saved to,
// 250 bytes or 255 (NAME_MAX): the temporary file's name is short, not
// the file's own with more on it. A name over the limit is refused
// naming the file, not its directory, nor a temporary file the user
// never named, and leaves nothing behind.
func TestSaveFileLongNames(t *testing.T) {
	tests := []struct {
		name    string
		length  int    // of the file's name, in bytes
		wantErr string // "" when the save goes through
	}{
		{"250 bytes", 250, ""},
		{"255 bytes", 255, ""},
		{"255 bytes of 2-byte characters", 255, ""},
		{"over the limit", 256, "file name too long"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			base := strings.Repeat("a", tt.length-len(".json")) + ".json"
			if strings.Contains(tt.name, "2-byte") {
				base = strings.Repeat("é", (tt.length-len(".json"))/2) + ".json"
			}
			path := filepath.Join(dir, base)
			c := Conversation{Turns: []Message{user("u")}}
			err := c.SaveFile(path)
			if tt.wantErr == "" {
				var got Conversation
				if err != nil {
					t.Fatalf("SaveFile to a %d-byte name: %v", len(base), err)
				}
				if err := got.LoadFile(path); err != nil || !got.Equal(c) {
					t.Errorf("the file holds %+v (%v), want %+v", got, err, c)
				}
			} else {
				want := "chat: save conversation to " + path + ": " + tt.wantErr
				if err == nil || err.Error() != want {
					t.Errorf("SaveFile error = %v, want %q", err, want)
				}
			}
			want := 0
			if tt.wantErr == "" {
				want = 1
			}
			if entries, _ := os.ReadDir(dir); len(entries) != want {
				t.Errorf("the directory holds %d entries, want %d", len(entries), want)
			}
		})
	}
}

// TestIsTempFile: the names a save gives its temporary files, as
// CreateTemp makes them, are known for what they are, so that a caller
// can clear those a killed save left; nothing else is taken for one.
func TestIsTempFile(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), tempPrefix+"*"+tempSuffix)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	made := filepath.Base(f.Name())
	if len(made) > 23 {
		t.Errorf("temporary name %q is %d bytes, want at most 23", made, len(made))
	}
	tests := []struct {
		name string
		want bool
	}{
		{made, true},
		{".xlachat-0.tmp", true},
		{".xlachat-.tmp", false},
		{".xlachat-12a.tmp", false},
		{".xlachat-12.tmp.bak", false},
		{"xlachat-12.tmp", false},
		{"chat.json", false},
		{"chat.json.tmp123", false},
	}
	for _, tt := range tests {
		if got := IsTempFile(tt.name); got != tt.want {
			t.Errorf("IsTempFile(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func FuzzConversationLoad(f *testing.F) {
	f.Add(`{"system": "s", "messages": [{"role": "user", "content": "hi"}]}`)
	f.Add(`{"messages": null}`)
	f.Add(`[]`)
	f.Add(`{"messages": [{"role": "user", "content": "\ud83d\ude42 \\ud800 \"\ud800"}]}`)
	f.Fuzz(func(t *testing.T, data string) {
		var c Conversation
		if err := c.Load(strings.NewReader(data)); err != nil {
			return
		}
		var buf bytes.Buffer
		if err := c.Save(&buf); err != nil {
			t.Fatal(err)
		}
		var again Conversation
		if err := again.Load(&buf); err != nil {
			t.Fatalf("reloading a saved conversation: %v", err)
		}
		if again.System != c.System || !reflect.DeepEqual(again.Messages(), c.Messages()) {
			t.Fatalf("round trip changed %+v to %+v", c, again)
		}
	})
}

// TestSaveFileSyncsTheDirectory: a save syncs the directory once the new
// file is renamed into it, so the rename outlives a power loss; a sync
// that fails fails the save, which must not be reported as safe, with a
// NotDurableError: the file is replaced, which the caller must know.
func TestSaveFileSyncsTheDirectory(t *testing.T) {
	failed := errors.New("disk gone")
	tests := []struct {
		name    string
		syncErr error
	}{
		{"synced", nil},
		{"sync fails", failed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "chat.json")
			c := Conversation{Turns: []Message{user("u"), assistant("a")}}
			var synced []string
			steps := osSaveSteps
			steps.syncDir = func(d string) error {
				// What the sync makes durable must be in place already.
				var onDisk Conversation
				if err := onDisk.LoadFile(path); err != nil || !onDisk.Equal(c) {
					t.Errorf("directory synced before the save was renamed into it (%v)", err)
				}
				synced = append(synced, d)
				return tt.syncErr
			}
			err := c.saveFile(path, steps)
			if !slices.Equal(synced, []string{dir}) {
				t.Errorf("synced directories %q, want [%q]", synced, dir)
			}
			if !errors.Is(err, tt.syncErr) {
				t.Errorf("SaveFile error = %v, want %v", err, tt.syncErr)
			}
			if err != nil && !strings.Contains(err.Error(), "sync directory "+dir) {
				t.Errorf("error %q does not say which directory failed to sync", err)
			}
			var nd *NotDurableError
			if isND := errors.As(err, &nd); isND != (tt.syncErr != nil) {
				t.Errorf("SaveFile error %v is a NotDurableError: %v, want %v", err, isND, tt.syncErr != nil)
			}
			if err != nil && !strings.Contains(err.Error(), "saved conversation to "+path+", but a power loss may undo it") {
				t.Errorf("error %q does not say the file was saved", err)
			}
		})
	}
}

// aReader is an endless run of the letter a, to make large files of
// valid JSON without holding them.
type aReader struct{}

func (aReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'a'
	}
	return len(p), nil
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// bigChat is a valid saved chat of one user message, size bytes long.
func bigChat(size int64) io.Reader {
	const head, tail = `{"messages": [{"role": "user", "content": "`, `"}]}`
	return io.MultiReader(strings.NewReader(head),
		io.LimitReader(aReader{}, size-int64(len(head)+len(tail))), strings.NewReader(tail))
}

// TestLoadReadsAtMostItsBound: a stream longer than MaxFileSize, valid
// JSON all through, is refused after reading one byte past the bound,
// not read whole into memory.
func TestLoadReadsAtMostItsBound(t *testing.T) {
	r := &countingReader{r: bigChat(MaxFileSize + 1<<20)}
	c := Conversation{System: "keep"}
	err := c.Load(r)
	if want := "chat: load conversation: the file is over the 64 MiB limit of a saved chat"; err == nil || err.Error() != want {
		t.Errorf("Load error = %v, want %q", err, want)
	}
	if r.n > MaxFileSize+1 {
		t.Errorf("Load read %d bytes, want at most %d", r.n, MaxFileSize+1)
	}
	if c.System != "keep" || c.Len() != 0 {
		t.Errorf("the refused load changed the conversation: system %q, %d messages", c.System, c.Len())
	}
}

// TestLoadFileRefusesAFileOverTheBound: a file larger than MaxFileSize,
// such as a model's weights named by mistake, is refused by its size,
// named with it and the bound.
func TestLoadFileRefusesAFileOverTheBound(t *testing.T) {
	path := filepath.Join(t.TempDir(), "model.safetensors")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	// A valid start, then a hole: 4 GiB that take no room on disk.
	_, err = f.WriteString(`{"messages": [{"role": "user", "content": "`)
	if err == nil {
		err = f.Truncate(4 << 30)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	c := Conversation{System: "keep"}
	err = c.LoadFile(path)
	want := "chat: load conversation: " + path + " is 4.0 GiB, over the 64 MiB limit of a saved chat"
	if err == nil || err.Error() != want {
		t.Errorf("LoadFile error = %v, want %q", err, want)
	}
	if c.System != "keep" || c.Len() != 0 {
		t.Errorf("the refused load changed the conversation: system %q, %d messages", c.System, c.Len())
	}
}

// TestSizeBound: a chat of exactly the bound loads and one byte more is
// refused, leaving the conversation as it was; Save writes either, as
// refusing a save would also stop the chat's recovery copies.
func TestSizeBound(t *testing.T) {
	c := Conversation{Turns: []Message{user("0123456789")}}
	var buf bytes.Buffer
	if err := c.Save(&buf); err != nil {
		t.Fatal(err)
	}
	size := buf.Len()
	tests := []struct {
		name    string
		limit   int
		wantErr string // "" when the load goes through
	}{
		{"at the bound", size, ""},
		{"over it", size - 1, " over the "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Conversation{System: "keep"}
			err := got.load(bytes.NewReader(buf.Bytes()), tt.limit)
			if tt.wantErr == "" && (err != nil || !got.Equal(c)) {
				t.Errorf("load = %+v, %v; want %+v", got, err, c)
			}
			if tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr) || got.System != "keep") {
				t.Errorf("load over the bound: %+v, %v; want it refused and the conversation kept", got, err)
			}
		})
	}
}

// TestSaveWritesAChatOverTheLoadBound: a conversation larger than Load
// reads is still written whole, as its recovery copy must be.
func TestSaveWritesAChatOverTheLoadBound(t *testing.T) {
	c := Conversation{Turns: []Message{user(strings.Repeat("a", MaxFileSize))}}
	var n countingWriter
	if err := c.Save(&n); err != nil || n <= MaxFileSize {
		t.Errorf("Save wrote %d bytes, error %v; want all of a chat over %d bytes", n, err, MaxFileSize)
	}
}

type countingWriter int64

func (w *countingWriter) Write(p []byte) (int, error) {
	*w += countingWriter(len(p))
	return len(p), nil
}

// TestFormatVersion: a save says its format version; a file without one,
// as xlachat wrote before versions (testdata/saved_unversioned.json, the
// bytes it wrote), is of the current format and loads; a file of a newer
// version is refused saying both versions, even when it has fields or
// types this one does not know, and the conversation stays as it was.
func TestFormatVersion(t *testing.T) {
	old, err := os.ReadFile(filepath.Join("testdata", "saved_unversioned.json"))
	if err != nil {
		t.Fatal(err)
	}
	newer := "chat: load conversation: the file is in saved-chat format version 2, from a newer xlachat; this one reads versions 1 to 1"
	tests := []struct {
		name, data string
		want       Conversation // loaded, when wantErr is ""
		wantErr    string
	}{
		{name: "unversioned, as saved before versions", data: string(old),
			want: Conversation{System: "be brief", Turns: []Message{user("hi <there>"), assistant("안녕 🙂")}}},
		{name: "version 1", data: `{"version": 1, "messages": [{"role": "user", "content": "a"}]}`,
			want: Conversation{Turns: []Message{user("a")}}},
		{name: "version 2", data: `{"version": 2, "messages": []}`, wantErr: newer},
		{name: "version 2 with a field this one lacks", data: `{"version": 2, "model": "x", "messages": []}`, wantErr: newer},
		{name: "version 2, the field last", data: `{"messages": {"by_id": {}}, "version": 2}`, wantErr: newer},
		{name: "version 2, then more", data: `{"version": 2, "messages": []} {"messages": []}`, wantErr: newer},
		{name: "version 2 with a field this one lacks, then more", data: `{"version": 2, "model": "x", "messages": []} {}`, wantErr: newer},
		{name: "version 0", data: `{"version": 0, "messages": []}`,
			wantErr: "chat: load conversation: saved-chat format version 0 does not exist; versions start at 1"},
		{name: "version 2 in a broken file", data: `{"version": 2, "messages": [`,
			wantErr: "chat: load conversation: the file is cut short (truncated JSON)"},
		{name: "a field this one lacks, no version", data: `{"model": "x", "messages": []}`,
			wantErr: `chat: load conversation: json: unknown field "model"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Conversation{System: "keep", Turns: []Message{user("keep")}}
			err := c.Load(strings.NewReader(tt.data))
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Errorf("Load error = %v, want %q", err, tt.wantErr)
				}
				if c.System != "keep" || !slices.Equal(c.Turns, []Message{user("keep")}) {
					t.Errorf("the refused load changed the conversation to %+v", c)
				}
				return
			}
			if err != nil || !c.Equal(tt.want) {
				t.Errorf("Load = %+v, %v; want %+v", c, err, tt.want)
			}
		})
	}

	// What a save writes: the old file's bytes, with the version first.
	c := tests[0].want
	var buf bytes.Buffer
	if err := c.Save(&buf); err != nil {
		t.Fatal(err)
	}
	if want := strings.Replace(string(old), "{\n", "{\n  \"version\": 1,\n", 1); buf.String() != want {
		t.Errorf("Save wrote\n%s\nwant\n%s", buf.String(), want)
	}
}

// TestLoadRefusesInvalidUTF8: bytes that are not UTF-8, which Save never
// writes, are damage: the load is refused naming the first one's byte
// offset and line, instead of turning them into U+FFFD unsaid, and the
// conversation stays as it was. A U+FFFD written as UTF-8 is text.
func TestLoadRefusesInvalidUTF8(t *testing.T) {
	const head = `{"messages": [{"role": "user", "content": "`
	tests := []struct {
		name, data string
		offset     int // of the first bad byte; -1 when the file loads
		line       int
	}{
		{"a Latin-1 byte", head + "caf\xe9\"}]}", len(head) + 3, 1},
		{"after characters of several bytes", head + "안녕 🙂\xff\"}]}", len(head) + len("안녕 🙂"), 1},
		{"on a later line", "{\n  \"messages\": [\n    {\n      \"role\": \"user\",\n      \"content\": \"a\x80\"\n    }\n  ]\n}\n",
			len("{\n  \"messages\": [\n    {\n      \"role\": \"user\",\n      \"content\": \"a"), 5},
		{"a character cut short", head + "\xe2\x82\"}]}", len(head), 1},
		{"an overlong encoding", head + "\xc0\xaf\"}]}", len(head), 1},
		{"a surrogate encoded", head + "\xed\xa0\x80\"}]}", len(head), 1},
		{"in the system prompt", `{"system": "` + "\xfe" + `", "messages": []}`, len(`{"system": "`), 1},
		{"U+FFFD as text", head + "\uFFFD\"}]}", -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Conversation{System: "keep", Turns: []Message{user("keep")}}
			err := c.Load(strings.NewReader(tt.data))
			if tt.offset < 0 {
				if err != nil || c.Len() != 1 || c.Turns[0].Content != "\uFFFD" {
					t.Errorf("Load = %+v, %v; want the U+FFFD loaded", c, err)
				}
				return
			}
			want := fmt.Sprintf("chat: load conversation: invalid UTF-8 at byte offset %d (line %d): "+
				"xlachat saves chats as UTF-8, so the file is damaged or was not saved by it", tt.offset, tt.line)
			if err == nil || err.Error() != want {
				t.Errorf("Load error = %v, want %q", err, want)
			}
			if c.System != "keep" || !slices.Equal(c.Turns, []Message{user("keep")}) {
				t.Errorf("the refused load changed the conversation to %+q", c)
			}
		})
	}
}

// TestLoadByteOrderMark: a saved chat a Windows editor saved after a
// hand edit starts with a UTF-8 byte-order mark; it loads as the same
// file without one would, its version read and its bad bytes counted
// from the file's start. Only one mark, at the very start, is taken:
// anywhere else U+FEFF is no part of JSON. A save writes none.
func TestLoadByteOrderMark(t *testing.T) {
	const bom = "\xef\xbb\xbf"
	const body = `{"version": 1, "messages": [{"role": "user", "content": "hi"}]}`
	hi := Conversation{Turns: []Message{user("hi")}}
	head := bom + `{"messages": [{"role": "user", "content": "`
	tests := []struct {
		name, data string
		wantErr    string // "" when it loads as hi
	}{
		{"a mark", bom + body, ""},
		{"a mark, a line break", bom + "\r\n" + body + "\r\n", ""},
		{"a mark, unversioned", bom + `{"messages": [{"role": "user", "content": "hi"}]}`, ""},
		{"only a mark", bom, "chat: load conversation: the file is empty"},
		{"a mark, newer", bom + `{"version": 2, "model": "x", "messages": []}`,
			"chat: load conversation: the file is in saved-chat format version 2, from a newer xlachat; this one reads versions 1 to 1"},
		{"a mark, bad bytes", head + "caf\xe9\"}]}",
			fmt.Sprintf("chat: load conversation: invalid UTF-8 at byte offset %d (line 1)", len(head)+3)},
		{"two marks", bom + bom + body, "invalid character"},
		{"a mark after space", " " + bom + body, "invalid character"},
		{"a mark at the end", body + bom, "data after the JSON object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Conversation{System: "keep"}
			err := c.Load(strings.NewReader(tt.data))
			if tt.wantErr == "" {
				if err != nil || !c.Equal(hi) {
					t.Fatalf("Load = %+v, %v; want %+v", c, err, hi)
				}
				var buf bytes.Buffer
				if err := c.Save(&buf); err != nil || bytes.HasPrefix(buf.Bytes(), []byte(bom)) {
					t.Errorf("Save wrote %.10q (%v), want no mark", buf.Bytes(), err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("Load error = %v, want one containing %q", err, tt.wantErr)
			}
			if c.System != "keep" || c.Len() != 0 {
				t.Errorf("the refused load changed the conversation to %+v", c)
			}
		})
	}
}

// TestReadMessagesByteOrderMark: a messages file that a Windows editor
// saved with a byte-order mark reads as the same file without one; a mark
// anywhere else is still an error.
func TestReadMessagesByteOrderMark(t *testing.T) {
	const list = `[{"role": "user", "content": "hi"}]`
	for _, tt := range []struct {
		name, in string
		ok       bool
	}{
		{"no mark", list, true},
		{"a leading mark", "\ufeff" + list, true},
		{"two marks", "\ufeff\ufeff" + list, false},
		{"a mark after a space", " \ufeff" + list, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			msgs, err := ReadMessages(strings.NewReader(tt.in), "m.json")
			if tt.ok && (err != nil || len(msgs) != 1 || msgs[0].Content != "hi") {
				t.Errorf("ReadMessages = %v, %v; want the one message", msgs, err)
			}
			if !tt.ok && err == nil {
				t.Errorf("ReadMessages = %v, want an error", msgs)
			}
		})
	}
}

// TestLoadRefusesLoneSurrogates: a \ud800 escape without its other half
// is no character, and the decoder would load it as U+FFFD unsaid; Load
// names it instead, and the conversation stays as it was. A pair, a
// U+FFFD escape and an escaped backslash before "ud800" are text.
func TestLoadRefusesLoneSurrogates(t *testing.T) {
	const head = `{"messages": [{"role": "user", "content": "`
	tests := []struct {
		name, content string
		offset        int // in content; -1 when the file loads
		want          string
	}{
		{"a high half alone", `ab\ud800cd`, 2, ""},
		{"a low half alone", `\uDC00`, 0, ""},
		{"a high half before another escape", `\ud83d\u0041`, 0, ""},
		{"the halves reversed", `\ude42\ud83d`, 0, ""},
		{"a high half at the end", `x\ud83d`, 1, ""},
		{"after an escaped quote", `\"\ud800`, 2, ""},
		{"a pair", `\ud83d\ude42`, -1, "🙂"},
		{"U+FFFD escaped", `\ufffd`, -1, "\uFFFD"},
		{"an escaped backslash", `\\ud800`, -1, `\ud800`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Conversation{System: "keep", Turns: []Message{user("keep")}}
			err := c.Load(strings.NewReader(head + tt.content + `"}]}`))
			if tt.offset < 0 {
				if err != nil || c.Len() != 1 || c.Turns[0].Content != tt.want {
					t.Errorf("Load = %+q, %v; want %q loaded", c.Turns, err, tt.want)
				}
				return
			}
			off := len(head) + tt.offset
			want := fmt.Sprintf("chat: load conversation: a lone UTF-16 surrogate escape, %s, at byte offset %d (line 1)", tt.content[tt.offset:tt.offset+6], off)
			if err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("Load error = %v, want it to begin %q", err, want)
			}
			if c.System != "keep" || !slices.Equal(c.Turns, []Message{user("keep")}) {
				t.Errorf("the refused load changed the conversation to %+q", c)
			}
		})
	}
}
