//go:build unix

package chat

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestLoadFileRefusesWhatWouldBlock: a FIFO, a directory or a device is
// refused at once, where opening or reading it would freeze the chat.
func TestLoadFileRefusesWhatWouldBlock(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{fifo, dir, "/dev/zero"} {
		c := Conversation{System: "keep"}
		err := c.LoadFile(p)
		if want := p + " is not a regular file"; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("LoadFile(%s) error = %v, want one containing %q", p, err, want)
		}
		if c.System != "keep" {
			t.Errorf("LoadFile(%s) changed the conversation", p)
		}
	}
}

// TestSaveFileThroughASymlink: saving to a symbolic link writes the file
// it points to, in that file's directory, and leaves the link a link; a
// save that replaced the link would leave the real file behind, stale.
// A link made before its file's first save (to a file in a synced
// folder, say) is saved through too: replacing it would leave the link's
// target never written.
func TestSaveFileThroughASymlink(t *testing.T) {
	tests := []struct {
		name     string
		target   func(dir string) string // where the link points
		dangling bool                    // the file does not exist yet
	}{
		{"absolute, another directory", func(dir string) string { return filepath.Join(dir, "elsewhere", "chat.json") }, false},
		{"relative, same directory", func(string) string { return "chat.json" }, false},
		{"absolute, not saved yet", func(dir string) string { return filepath.Join(dir, "elsewhere", "chat.json") }, true},
		{"relative, not saved yet", func(string) string { return "chat.json" }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.Mkdir(filepath.Join(dir, "elsewhere"), 0o700); err != nil {
				t.Fatal(err)
			}
			target := tt.target(dir)
			real := target
			if !filepath.IsAbs(real) {
				real = filepath.Join(dir, real)
			}
			if !tt.dangling {
				old := Conversation{Turns: []Message{user("old")}}
				if err := old.SaveFile(real); err != nil {
					t.Fatal(err)
				}
			}
			link := filepath.Join(dir, "link.json")
			if err := os.Symlink(target, link); err != nil {
				t.Fatal(err)
			}
			c := Conversation{Turns: []Message{user("new"), assistant("reply")}}
			if err := c.SaveFile(link); err != nil {
				t.Fatal(err)
			}
			if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
				t.Errorf("the link is no longer a link (%v)", err)
			}
			var got Conversation
			if err := got.LoadFile(real); err != nil {
				t.Fatal(err)
			}
			if !got.Equal(c) {
				t.Errorf("the file the link points to holds %+v, want %+v", got, c)
			}
		})
	}
}

// TestSaveFileRefusesWhatIsNotAFile: a save names a file; a directory, a
// FIFO or a device at the path is refused, and left as it was, rather
// than replaced by the rename or reported as a failed rename of a
// temporary file the user never named.
func TestSaveFileRefusesWhatIsNotAFile(t *testing.T) {
	tests := []struct {
		name string
		make func(path string) error
		mode os.FileMode // the type the path keeps
		want string      // after the path, in the error
	}{
		{"directory", func(p string) error { return os.Mkdir(p, 0o700) }, os.ModeDir, " is a directory; name a file to save to"},
		{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o600) }, os.ModeNamedPipe, " is not a regular file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "target")
			if err := tt.make(path); err != nil {
				t.Fatal(err)
			}
			c := Conversation{Turns: []Message{user("u")}}
			err := c.SaveFile(path)
			if want := path + tt.want; err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("SaveFile error = %v, want one containing %q", err, want)
			}
			if fi, err := os.Lstat(path); err != nil || fi.Mode().Type() != tt.mode {
				t.Errorf("the %s was replaced (%v)", tt.name, err)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 1 {
				t.Errorf("the failed save left %d entries in the directory, want 1", len(entries))
			}
		})
	}
}

// TestSyncDir: the directory sync SaveFile uses works on a directory and
// reports one it cannot open.
func TestSyncDir(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		dir     string
		wantErr bool
	}{
		{dir, false},
		{filepath.Join(dir, "absent"), true},
	}
	for _, tt := range tests {
		if err := SyncDir(tt.dir); (err != nil) != tt.wantErr {
			t.Errorf("SyncDir(%s) = %v, want an error: %v", tt.dir, err, tt.wantErr)
		}
	}
}

// TestSaveFileKeepsTheMode: a save over an existing file keeps the
// permission bits its owner gave it, 0644 to share it say, rather than
// the temporary file's 0600; a new file, and so a recovery copy, is
// 0600 whatever the umask, and a file reached through a link keeps its
// own mode.
func TestSaveFileKeepsTheMode(t *testing.T) {
	tests := []struct {
		name     string
		existing os.FileMode // 0: no file yet
		viaLink  bool
		want     os.FileMode
	}{
		{"new file", 0, false, 0o600},
		{"0600", 0o600, false, 0o600},
		{"0644", 0o644, false, 0o644},
		{"group-readable", 0o640, false, 0o640},
		{"read-only", 0o444, false, 0o444},
		{"0644 through a link", 0o644, true, 0o644},
	}
	old := syscall.Umask(0)
	defer syscall.Umask(old)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "chat.json")
			if tt.existing != 0 {
				if err := os.WriteFile(path, []byte(`{"messages": []}`), 0o600); err != nil {
					t.Fatal(err)
				}
				if err := os.Chmod(path, tt.existing); err != nil {
					t.Fatal(err)
				}
			}
			target := path
			if tt.viaLink {
				target = filepath.Join(dir, "link.json")
				if err := os.Symlink(path, target); err != nil {
					t.Fatal(err)
				}
			}
			c := Conversation{Turns: []Message{user("u")}}
			if err := c.SaveFile(target); err != nil {
				t.Fatal(err)
			}
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if got := fi.Mode(); got != tt.want {
				t.Errorf("mode after the save %v, want %v", got, tt.want)
			}
			var got Conversation
			if err := got.LoadFile(path); err != nil || !got.Equal(c) {
				t.Errorf("the file holds %+v (%v), want %+v", got, err, c)
			}
		})
	}
}
