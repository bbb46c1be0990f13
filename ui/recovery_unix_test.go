//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"xlachat/chat"
)

// TestEndedChatsCopy: whether a copy's chat has ended is whether a chat
// still holds the copy, not whether some process has its process id:
// after a reboot, or just later, the id of a chat that was killed is
// often another program's, and its copy must not be hidden for that.
func TestEndedChatsCopy(t *testing.T) {
	c := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "q"}}}
	tests := []struct {
		name  string
		write func(t *testing.T, dir string) string // leaves a copy, returns its path
		ended bool
	}{
		{"killed chat, its process id now another program's", func(t *testing.T, dir string) string {
			// As a chat killed mid-reply leaves them: the copy and its
			// lock, which nobody holds.
			r := &recovery{dir: dir, path: filepath.Join(dir, fmt.Sprintf("%d-1.json", os.Getppid()))}
			if err := r.apply(1, &c); err != nil {
				t.Fatal(err)
			}
			r.lock.Close() // as the chat's end does, leaving the file
			return r.path
		}, true},
		{"running chat, its process id gone", func(t *testing.T, dir string) string {
			r := &recovery{dir: dir, path: filepath.Join(dir, "999999999-2.json")}
			if err := r.apply(1, &c); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(r.discard)
			return r.path
		}, false},
		{"copy without a lock, its process gone", func(t *testing.T, dir string) string {
			p := filepath.Join(dir, "999999999-3.json")
			if err := c.SaveFile(p); err != nil {
				t.Fatal(err)
			}
			return p
		}, true},
		{"copy without a lock, its process running", func(t *testing.T, dir string) string {
			p := filepath.Join(dir, fmt.Sprintf("%d-4.json", os.Getppid()))
			if err := c.SaveFile(p); err != nil {
				t.Fatal(err)
			}
			return p
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := tt.write(t, dir)
			if got := ended(path); got != tt.ended {
				t.Errorf("ended(%s) = %v, want %v", filepath.Base(path), got, tt.ended)
			}
			r := &recovery{dir: dir}
			if found, _ := r.leftovers(); (len(found) == 1) != tt.ended {
				t.Errorf("leftovers = %v; want the copy listed: %v", found, tt.ended)
			}
		})
	}
}

// TestLeftoversDropLocksOfDeletedCopies: the opening notice says to
// delete a copy to forget it; its lock file, which nobody holds, goes at
// the next look, while a running chat's lock stays.
func TestLeftoversDropLocksOfDeletedCopies(t *testing.T) {
	dir := t.TempDir()
	c := chat.Conversation{Turns: []chat.Message{{Role: "user", Content: "q"}}}
	forgotten := &recovery{dir: dir, path: filepath.Join(dir, "999999999-1.json")}
	running := &recovery{dir: dir, path: filepath.Join(dir, "999999999-2.json")}
	for _, r := range []*recovery{forgotten, running} {
		if err := r.apply(1, &c); err != nil {
			t.Fatal(err)
		}
		os.Remove(r.path) // deleted by hand, or not yet written
	}
	forgotten.lock.Close() // its chat ended
	t.Cleanup(running.discard)

	(&recovery{dir: dir}).leftovers()
	tests := []struct {
		path string
		kept bool
	}{
		{lockOf(forgotten.path), false},
		{lockOf(running.path), true},
	}
	for _, tt := range tests {
		if _, err := os.Stat(tt.path); (err == nil) != tt.kept {
			t.Errorf("%s: kept %v, want %v", filepath.Base(tt.path), err == nil, tt.kept)
		}
	}
}
