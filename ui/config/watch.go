package config

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/fsnotify/fsnotify"
	"github.com/spf13/pflag"

	"xlachat/engine"
	"xlachat/ui"
)

// settleDelay is how long the file must stay untouched before it is read:
// editors write a file in several steps (truncate, write, rename over).
const settleDelay = 150 * time.Millisecond

// Watch follows the config file while the chat runs and sends every change
// as a ui.ConfigMsg: the settings a restart would load now (flags and
// environment still win), or why the file was refused. It watches the
// file's directory, not the file, so a file deleted and created again (as
// many editors save) is still followed; its removal and return are
// reported too. When the chat started without a config file, it watches
// where one is looked for and picks up the first that appears.
//
// stop ends the watching and waits for its goroutine to exit.
func Watch(flags *pflag.FlagSet, file string, backends []engine.Backend, send func(tea.Msg)) (stop func(), err error) {
	targets := []string{file}
	if file == "" {
		targets = candidates()
	}
	w, err := newWatcher(targets, func(path string, appeared bool) {
		m := load(flags, path, backends)
		if appeared {
			m.Note = "config file " + path + " is there now; applying it"
		}
		send(m)
	}, func(path string) { send(removed(path)) })
	if err != nil {
		return nil, err
	}
	return w.stop, nil
}

// load reads the file that changed into a ConfigMsg.
func load(flags *pflag.FlagSet, path string, backends []engine.Backend) ui.ConfigMsg {
	c, err := Read(flags, path, backends)
	return ui.ConfigMsg{Settings: c.Settings(), Err: err}
}

func removed(path string) ui.ConfigMsg {
	return ui.ConfigMsg{Removed: true,
		Note: "config file " + path + " was removed; keeping the current settings, and watching for it to come back"}
}

// watcher watches the directories of target files for them to change,
// disappear or appear. Once one exists it is the only target.
type watcher struct {
	fsw      *fsnotify.Watcher
	targets  map[string]string // absolute path → path as given
	changed  func(path string, appeared bool)
	gone     func(path string)
	done     chan struct{}
	stopOnce sync.Once

	// Owned by the event goroutine.
	timer   *time.Timer
	pending string          // absolute path waiting for the timer
	exists  map[string]bool // what each target's last state was
}

func newWatcher(targets []string, changed func(path string, appeared bool), gone func(path string)) (*watcher, error) {
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	w := &watcher{fsw: fsw, targets: map[string]string{}, changed: changed, gone: gone,
		done: make(chan struct{}), exists: map[string]bool{}}
	for _, t := range targets {
		abs, err := filepath.Abs(t)
		if err != nil {
			continue
		}
		w.targets[abs] = t
		w.exists[abs] = fileExists(abs)
		w.watchAncestor(abs)
	}
	go w.loop()
	return w, nil
}

// watchAncestor watches the nearest existing directory above path, so a
// target whose directory does not exist yet (~/.config/xlachat) is found
// once it is made. A directory made inside the one just watched before
// the watch took hold (mkdir -p makes both in one go) sends no event, so
// it looks again until the nearest directory is the one it watches.
func (w *watcher) watchAncestor(path string) {
	watched := ""
	for dir := nearestDir(path); dir != "" && dir != watched; dir = nearestDir(path) {
		w.fsw.Add(dir) // a second Add of the same directory is harmless
		watched = dir
	}
}

// nearestDir is the nearest existing directory above path, or "".
func nearestDir(path string) string {
	for dir := filepath.Dir(path); ; dir = filepath.Dir(dir) {
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			return dir
		}
		if dir == filepath.Dir(dir) {
			return ""
		}
	}
}

func (w *watcher) loop() {
	defer close(w.done)
	fired := make(chan string)
	for {
		select {
		case ev, ok := <-w.fsw.Events:
			if !ok {
				return
			}
			w.event(ev, fired)
		case _, ok := <-w.fsw.Errors:
			if !ok {
				return
			}
		case path := <-fired:
			if path == w.pending {
				w.settle(path)
			}
		}
	}
}

// event notes a change under a watched directory: a target's, or a new
// directory on the way to one.
func (w *watcher) event(ev fsnotify.Event, fired chan<- string) {
	if ev.Has(fsnotify.Create) {
		for abs := range w.targets {
			if isAncestor(ev.Name, abs) {
				w.watchAncestor(abs)
				if fileExists(abs) { // made with its directory in one go
					w.arm(abs, fired)
				}
			}
		}
	}
	if _, ok := w.targets[ev.Name]; ok {
		w.arm(ev.Name, fired)
	}
}

// arm (re)starts the settle timer for path.
func (w *watcher) arm(path string, fired chan<- string) {
	if w.timer != nil {
		w.timer.Stop()
	}
	w.pending = path
	w.timer = time.AfterFunc(settleDelay, func() {
		select {
		case fired <- path:
		case <-w.done:
		}
	})
}

// settle reports what a target's settled state means.
func (w *watcher) settle(abs string) {
	given := w.targets[abs]
	now, was := fileExists(abs), w.exists[abs]
	w.exists[abs] = now
	switch {
	case now:
		if len(w.targets) > 1 { // the first file to appear is the one
			w.targets = map[string]string{abs: given}
		}
		w.changed(given, !was)
	case was:
		w.gone(given)
	}
}

func (w *watcher) stop() {
	w.stopOnce.Do(func() {
		w.fsw.Close()
		<-w.done
		if w.timer != nil {
			w.timer.Stop()
		}
	})
}

func fileExists(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular() || err != nil && !errors.Is(err, fs.ErrNotExist)
}

// isAncestor reports whether dir is a proper ancestor of path.
func isAncestor(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != "." && !filepath.IsAbs(rel) && rel != ".." && !hasDotDot(rel)
}

func hasDotDot(rel string) bool {
	return rel == ".." || len(rel) > 2 && rel[:3] == ".."+string(filepath.Separator)
}
