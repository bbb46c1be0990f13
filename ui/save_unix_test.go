//go:build unix

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xlachat/chat"
)

// TestSaveRefusesAReadOnlyFile: a file whose owner took away their own
// right to write it (0444, 0400) is kept as it is: /save refuses it,
// saying it is read-only, even as the chat's own file, which the rename
// would otherwise replace regardless; --force replaces it and leaves it
// read-only. A file its owner may write is saved to as before.
func TestSaveRefusesAReadOnlyFile(t *testing.T) {
	const before = `{"messages": [{"role": "user", "content": "kept"}]}`
	tests := []struct {
		name  string
		mode  os.FileMode
		own   bool   // the chat loaded the file, so it is its own
		line  string // FILE is the file's path
		want  string // printed; FILE is the file's path
		saved bool   // the file now holds the chat
	}{
		{"own, 0444", 0o444, true, "/save", "FILE is read-only; /save --force FILE replaces it, and it stays read-only", false},
		{"own, 0400", 0o400, true, "/save FILE", "FILE is read-only; /save --force FILE replaces it", false},
		{"own, 0444, --force", 0o444, true, "/save --force FILE", "saved 3 messages to FILE", true},
		{"another, 0444", 0o444, false, "/save FILE", "FILE is read-only; /save --force FILE replaces it", false},
		{"another, 0444, --force", 0o444, false, "/save --force FILE", "saved 2 messages to FILE", true},
		{"own, 0644", 0o644, true, "/save", "saved 3 messages to FILE", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "chat.json")
			if err := os.WriteFile(path, []byte(before), 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(path, tt.mode); err != nil {
				t.Fatal(err)
			}
			h := loaded(t, newFake("ref", "cpu"))
			if tt.own {
				command(h, "/load "+path)
			}
			command(h, "mine")
			h.idle()
			start := len(h.transcript())
			command(h, strings.ReplaceAll(tt.line, "FILE", path))
			if got, want := h.transcript()[start:], strings.ReplaceAll(tt.want, "FILE", path); !strings.Contains(got, want) {
				t.Errorf("printed %q, want %q", got, want)
			}
			var disk chat.Conversation
			if err := disk.LoadFile(path); err != nil {
				t.Fatal(err)
			}
			if got := disk.Equal(*h.m.conv); got != tt.saved {
				t.Errorf("the file holds %v; holds the chat: %v, want %v", disk.Turns, got, tt.saved)
			}
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode() != tt.mode {
				t.Errorf("the file's mode is %v, want %v", fi.Mode(), tt.mode)
			}
		})
	}
}
