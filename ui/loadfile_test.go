package ui

import (
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
		want string // in the transcript, after the path
	}{
		{"over the size bound", func(path string) error {
			// A hole: 4 GiB that take no room on disk.
			if err := os.WriteFile(path, []byte(`{"messages": [`), 0o600); err != nil {
				return err
			}
			return os.Truncate(path, 4<<30)
		}, " is 4.0 GiB, over the 64 MiB limit of a saved chat; the conversation is unchanged"},
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
			if tr := h.transcript(); !strings.Contains(tr, bad+tt.want) {
				t.Errorf("transcript lacks %q:\n%s", bad+tt.want, tr)
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
