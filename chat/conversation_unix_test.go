//go:build unix

package chat

import (
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
