package config

import (
	"bytes"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

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
	before := goroutineIDs()
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
	deadline := time.Now().Add(5 * time.Second)
	for {
		var left []string
		for id, stack := range goroutineIDs() {
			if _, ok := before[id]; !ok {
				left = append(left, stack)
			}
		}
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines of the watcher still run after stop:\n%s", len(left), strings.Join(left, "\n\n"))
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// goroutineIDs returns every goroutine's stack by its id.
func goroutineIDs() map[string]string {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	ids := map[string]string{}
	for _, g := range bytes.Split(buf, []byte("\n\n")) {
		if m := goroutineHeader.FindSubmatch(g); m != nil {
			ids[string(m[1])] = string(g)
		}
	}
	return ids
}

var goroutineHeader = regexp.MustCompile(`^goroutine (\d+) `)
