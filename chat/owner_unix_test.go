//go:build unix

package chat

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// otherID is a user and group id no account here has: a file owned by
// it is another user's.
const otherID = 54321

// ownedFile makes dir/chat.json, holding an older chat, owned by uid
// and gid with the given mode, and a second hard link to it, which it
// returns: a save in place must leave both names on the one file.
func ownedFile(t *testing.T, dir string, uid, gid int, mode os.FileMode) (path, link string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("giving a file to another user needs root; run the tests as root to check that a save keeps the owner")
	}
	path = filepath.Join(dir, "chat.json")
	old := Conversation{Turns: []Message{user("old")}}
	if err := old.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	link = filepath.Join(dir, "link.json")
	if err := os.Link(path, link); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(path, uid, gid); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
	return path, link
}

// dirNames is the names in dir, sorted.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestSaveFileKeepsTheOwner: a save over a file another user or group
// owns leaves it theirs, with its mode: root's save (sudo) gives the new
// file their owner and group, and a user who may not do that writes the
// file in place, which keeps its inode and so its hard links too. The
// saving user's own file is replaced without trying to give it away.
func TestSaveFileKeepsTheOwner(t *testing.T) {
	tests := []struct {
		name       string
		uid, gid   int
		mode       os.FileMode
		chownFails bool
		wantChown  bool
		wantSame   bool // the same inode: written in place
	}{
		{"another user's, root saves", otherID, otherID, 0o600, false, true, false},
		{"another group's, root saves", 0, otherID, 0o640, false, true, false},
		{"another user's, written in place", otherID, otherID, 0o600, true, true, true},
		{"another group's, written in place", 0, otherID, 0o660, true, true, true},
		{"read-only, written in place", otherID, otherID, 0o444, true, true, true},
		{"the saving user's own", 0, 0, 0o644, false, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path, link := ownedFile(t, dir, tt.uid, tt.gid, tt.mode)
			chowned := false
			steps := osSaveSteps
			steps.chown = func(f *os.File, uid, gid int) error {
				chowned = true
				if tt.chownFails {
					return &os.PathError{Op: "chown", Path: f.Name(), Err: syscall.EPERM}
				}
				return f.Chown(uid, gid)
			}
			c := Conversation{Turns: []Message{user("u"), assistant("a")}}
			if err := c.saveFile(path, steps); err != nil {
				t.Fatal(err)
			}
			if chowned != tt.wantChown {
				t.Errorf("chown tried: %v, want %v", chowned, tt.wantChown)
			}
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if uid, gid, _ := owner(fi); uid != tt.uid || gid != tt.gid {
				t.Errorf("owner after the save %d:%d, want %d:%d", uid, gid, tt.uid, tt.gid)
			}
			if fi.Mode() != tt.mode {
				t.Errorf("mode after the save %v, want %v", fi.Mode(), tt.mode)
			}
			if lfi, err := os.Stat(link); err != nil || os.SameFile(fi, lfi) != tt.wantSame {
				t.Errorf("the hard link is still the file: %v (%v), want %v", !tt.wantSame, err, tt.wantSame)
			}
			var got Conversation
			if err := got.LoadFile(path); err != nil || !got.Equal(c) {
				t.Errorf("the file holds %+v (%v), want %+v", got, err, c)
			}
			if names := dirNames(t, dir); !slices.Equal(names, []string{"chat.json", "link.json"}) {
				t.Errorf("the directory holds %q, want only the file and its link", names)
			}
		})
	}
}

// TestSaveFileInPlaceFailure: a save written in place that fails once
// the file is cut short keeps the complete chat beside it, under a name
// that says so and is on disk before the file is touched, and names it
// in the error; one that fails before leaves the file as it was and no
// copy. A name too long to add to keeps the temporary file's own.
func TestSaveFileInPlaceFailure(t *testing.T) {
	failed := errors.New("disk gone")
	tests := []struct {
		name       string
		file       string
		syncErr    error
		rewriteErr error
		wantCopy   string // the start of the kept copy's name; "" for none
	}{
		{"the write fails", "chat.json", nil, failed, "chat.json.complete-"},
		{"the write fails, long name", strings.Repeat("c", 250), nil, failed, tempPrefix},
		{"the directory sync fails", "chat.json", failed, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path, link := ownedFile(t, dir, otherID, otherID, 0o600)
			if err := os.Rename(path, filepath.Join(dir, tt.file)); err != nil {
				t.Fatal(err)
			}
			path = filepath.Join(dir, tt.file)
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			c := Conversation{Turns: []Message{user("u"), assistant("a")}}
			synced := false
			steps := saveSteps{
				syncDir: func(string) error { synced = true; return tt.syncErr },
				chown: func(*os.File, int, int) error {
					return syscall.EPERM
				},
				rewrite: func(dst *os.File, src string) error {
					// What a crash here would leave: the file cut
					// short, and the chat whole under a lasting name.
					if !synced {
						t.Error("the file was cut short before the copy's name was synced")
					}
					var copied Conversation
					if err := copied.LoadFile(src); err != nil || !copied.Equal(c) {
						t.Errorf("the copy holds %+v (%v), want %+v", copied, err, c)
					}
					if err := dst.Truncate(0); err != nil {
						return err
					}
					if _, err := dst.WriteString(`{"vers`); err != nil {
						return err
					}
					return tt.rewriteErr
				},
			}
			err = c.saveFile(path, steps)
			if err == nil {
				t.Fatal("SaveFile succeeded, want an error")
			}
			if fi, err := os.Stat(path); err != nil {
				t.Fatal(err)
			} else if lfi, err := os.Stat(link); err != nil || !os.SameFile(fi, lfi) {
				t.Errorf("the file is no longer the one its hard link names (%v)", err)
			}
			var kept []string
			for _, n := range dirNames(t, dir) {
				if n != tt.file && n != "link.json" {
					kept = append(kept, n)
				}
			}
			if tt.wantCopy == "" {
				if after, _ := os.ReadFile(path); string(after) != string(before) {
					t.Errorf("the file holds %q, want it as it was, %q", after, before)
				}
				if kept != nil {
					t.Errorf("left %q beside the file, want nothing", kept)
				}
				return
			}
			if len(kept) != 1 || !strings.HasPrefix(kept[0], tt.wantCopy) {
				t.Fatalf("left %q beside the file, want one copy named %s...", kept, tt.wantCopy)
			}
			copyPath := filepath.Join(dir, kept[0])
			if want := "the complete chat is in " + copyPath; !strings.Contains(err.Error(), want) {
				t.Errorf("SaveFile error %q does not say %q", err, want)
			}
			var copied Conversation
			if err := copied.LoadFile(copyPath); err != nil || !copied.Equal(c) {
				t.Errorf("the copy kept holds %+v (%v), want %+v", copied, err, c)
			}
		})
	}
}
