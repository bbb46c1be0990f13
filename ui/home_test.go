package ui

import (
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"testing"
)

// TestExpandHome: "~" and "~/..." are the home directory, "~name/..."
// that user's, and a "~" that cannot be expanded is an error rather than
// a file named "~".
func TestExpandHome(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	me, err := user.Current()
	if err != nil {
		t.Skip("no current user to look up:", err)
	}
	tests := []struct {
		path    string
		home    string // $HOME for the case
		want    string
		wantErr string
	}{
		{path: "~", home: home, want: home},
		{path: "~/", home: home, want: home},
		{path: "~/chats/a.json", home: home, want: filepath.Join(home, "chats", "a.json")},
		{path: "chats/~/a.json", home: home, want: "chats/~/a.json"},
		{path: "", home: home, want: ""},
		{path: "~" + me.Username + "/a.json", home: home, want: filepath.Join(me.HomeDir, "a.json")},
		{path: "~no-such-user-xlachat/a.json", home: home, wantErr: "~no-such-user-xlachat/a.json: cannot expand ~no-such-user-xlachat"},
		{path: "~/a.json", home: "", wantErr: "~/a.json: cannot expand ~"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			t.Setenv("HOME", tt.home)
			got, err := ExpandHome(tt.path)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Errorf("ExpandHome(%q) = %q, %v; want an error containing %q", tt.path, got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("ExpandHome(%q) = %q, %v; want %q", tt.path, got, err, tt.want)
			}
		})
	}
}

// TestSaveLoadHome: /save and /load take "~" as the home directory, which
// is no file to save to or load from; a "~" they cannot expand is
// refused. None of them leaves a file named "~..." where the chat runs.
func TestSaveLoadHome(t *testing.T) {
	tests := []struct {
		line string
		want string // in the transcript
	}{
		{"/save ~", " is a directory"},
		{"/save --force ~", " is a directory"},
		{"/save ~/kept.json", "saved 2 messages to ~/kept.json"},
		{"/save ~no-such-user-xlachat/kept.json", "could not save: ~no-such-user-xlachat/kept.json: cannot expand ~no-such-user-xlachat"},
		{"/load ~", " is not a regular file; the conversation is unchanged"},
		{"/load ~no-such-user-xlachat/kept.json", "cannot expand ~no-such-user-xlachat"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			home, cwd := t.TempDir(), t.TempDir()
			t.Setenv("HOME", home)
			t.Chdir(cwd)
			h := loaded(t, newFake("ref", "cpu"))
			command(h, "question")
			h.idle()
			command(h, tt.line)
			if !strings.Contains(h.transcript(), tt.want) {
				t.Errorf("%s: transcript lacks %q:\n%s", tt.line, tt.want, h.transcript())
			}
			if entries, _ := os.ReadDir(cwd); len(entries) != 0 {
				t.Errorf("%s left %v in the current directory", tt.line, entries)
			}
			if h.m.conv.Len() != 2 {
				t.Errorf("%s: the conversation has %d messages, want the 2 it had", tt.line, h.m.conv.Len())
			}
		})
	}
}
