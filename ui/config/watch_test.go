package config

import (
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/engine/goroutines"
	"xlachat/ui"
)

// TestConfigWatchCoalescesQuickSaves: saves that follow each other
// faster than the file settles, as several quick saves from an editor,
// are one change, read once the file has settled: the chat opens one
// session for the last of them, not one per save, and never reads a
// save half written.
func TestConfigWatchCoalescesQuickSaves(t *testing.T) {
	work, _ := isolate(t)
	file := writeFile(t, filepath.Join(work, "xlachat.yaml"), "backend: ref\n")
	next, none, _ := watch(t, file)
	devices := []string{"local-sync", "local-task", "cuda", "vulkan", "local-sync", "local-task"}
	for _, d := range devices {
		writeFile(t, file, "backend: xla\ndevice: "+d+"\n")
	}
	if m := next(); m.Err != nil || m.Settings.Target() != "xla/local-task" {
		t.Errorf("after %d quick saves: %+v, want the last one's settings", len(devices), m)
	}
	none()
}

// TestConfigWatchStopEndsItsGoroutines: stop ends every goroutine the
// watcher started, the settle timer's included, even with a change
// still settling, and sends nothing afterwards.
func TestConfigWatchStopEndsItsGoroutines(t *testing.T) {
	work, _ := isolate(t)
	file := writeFile(t, filepath.Join(work, "xlachat.yaml"), "backend: ref\n")
	before := goroutines.Stacks()
	fs, err := chatFlags()
	if err != nil {
		t.Fatal(err)
	}
	var stopped atomic.Bool
	late := make(chan tea.Msg, 10)
	stop, err := Watch(fs, file, testBackends(), func(m tea.Msg) {
		if stopped.Load() {
			late <- m
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, file, "backend: xla\n")
	time.Sleep(settleDelay / 2) // the change is settling, on an idle machine
	stop()
	stopped.Store(true)
	time.Sleep(2 * settleDelay)
	select {
	case m := <-late:
		t.Errorf("sent after stop returned: %+v", m.(ui.ConfigMsg))
	default:
	}
	if left := goroutines.StartedSince(before, 5*time.Second); len(left) > 0 {
		t.Fatalf("%d goroutines of the watcher still run after stop:\n%s", len(left), strings.Join(left, "\n\n"))
	}
}
