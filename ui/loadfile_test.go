package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"xlachat/chat"
)

// TestLoadRefusesWhatNoSaveWrote: /load of a file xlachat could not have
// saved says what is wrong with it, naming the file, and the chat keeps
// its conversation and its own file.
func TestLoadRefusesWhatNoSaveWrote(t *testing.T) {
	tests := []struct {
		name string
		make func(path string) error
		want string // in the transcript, %s the file
	}{
		{"over the size bound", func(path string) error {
			// A hole: 4 GiB that take no room on disk.
			if err := os.WriteFile(path, []byte(`{"messages": [`), 0o600); err != nil {
				return err
			}
			return os.Truncate(path, 4<<30)
		}, "%s is 4.0 GiB, over the 64 MiB limit of a saved chat; the conversation is unchanged"},
		{"from a newer xlachat", func(path string) error {
			return os.WriteFile(path, []byte(`{"version": 2, "model": "x", "messages": []}`), 0o600)
		}, "the file is in saved-chat format version 2, from a newer xlachat; this one reads versions 1 to 1 (in %s); the conversation is unchanged"},
		{"damaged: not UTF-8", func(path string) error {
			return os.WriteFile(path, []byte("{\"messages\": [{\"role\": \"user\", \"content\": \"caf\xe9\"}]}"), 0o600)
		}, "invalid UTF-8 at byte offset 46 (line 1): xlachat saves chats as UTF-8, so the file is damaged or was not saved by it (in %s); the conversation is unchanged"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			own := filepath.Join(dir, "own.json")
			h := loaded(t, newFake("ref", "cpu"))
			command(h, "question")
			h.idle()
			command(h, "/save "+own)
			kept := slices.Clone(h.m.conv.Turns)

			bad := filepath.Join(dir, "bad.json")
			if err := tt.make(bad); err != nil {
				t.Fatal(err)
			}
			command(h, "/load "+bad)
			if tr, want := h.transcript(), fmt.Sprintf(tt.want, bad); !strings.Contains(tr, want) {
				t.Errorf("transcript lacks %q:\n%s", want, tr)
			}
			if !slices.Equal(h.m.conv.Turns, kept) || h.m.convFile != own {
				t.Errorf("the refused load left %d messages and own file %s; want %d and %s",
					h.m.conv.Len(), h.m.convFile, len(kept), own)
			}
			var disk chat.Conversation
			if err := disk.LoadFile(own); err != nil || !slices.Equal(disk.Turns, kept) {
				t.Errorf("the chat's own file holds %d messages (%v), want %d", disk.Len(), err, len(kept))
			}
		})
	}
}
