package ui

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/engine"
)

// engines tracks every engine the model opened and the context all engine
// work derives from, so closing the app cancels replies and loads still in
// flight and closes engines whose open finished after the screen went away.
type engines struct {
	ctx    context.Context
	cancel context.CancelFunc
	// wait bounds how long closeAll waits for opens in flight to return
	// once cancelled (closeWait; tests shorten it).
	wait time.Duration

	mu      sync.Mutex
	live    map[Engine]bool
	closed  bool
	opening sync.WaitGroup // opens in flight, counted under mu
	// closing counts the closes of replaced and superseded engines in
	// flight (under mu): they run as commands, which Bubble Tea does not
	// wait for, so closeAll waits for them instead.
	closing sync.WaitGroup
}

// closeWait is how long closing the app waits for a cancelled open to
// return. An open may be running iree-compile, which a cancel interrupts
// and kills within two seconds (iree's waitDelay); leaving before it has
// done so would leave the compiler running after the chat has gone. An
// open that ignores its cancellation does not hold the terminal longer.
const closeWait = 5 * time.Second

func newEngines() *engines {
	ctx, cancel := context.WithCancel(context.Background())
	return &engines{ctx: ctx, cancel: cancel, wait: closeWait, live: map[Engine]bool{}}
}

// begin counts an open in flight, for closeAll to wait for; it reports
// false, counting nothing, once the app is closing.
func (s *engines) begin() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.opening.Add(1)
	return true
}

// waitOpens waits, at most s.wait, for the opens in flight to return.
func (s *engines) waitOpens() {
	done := make(chan struct{})
	go func() { // exits when the last open returns, even after a timeout
		s.opening.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(s.wait):
	}
}

// add registers a freshly opened engine, or closes it if the app is
// already shutting down.
func (s *engines) add(e Engine) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		e.Close()
		return errors.New("app is closing")
	}
	s.live[e] = true
	return nil
}

// close closes e, unless closeAll has already: whoever takes e out of
// live closes it, so it is closed exactly once.
func (s *engines) close(e Engine) error {
	s.mu.Lock()
	if !s.live[e] {
		s.mu.Unlock()
		return nil
	}
	delete(s.live, e)
	s.closing.Add(1)
	s.mu.Unlock()
	defer s.closing.Done()
	return e.Close()
}

func (s *engines) closeAll() error {
	s.cancel()
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	// Without the lock: an open that returns now registers its engine
	// (add), which closes it, the app being closed.
	s.waitOpens()
	s.mu.Lock()
	var errs []error
	for e := range s.live {
		errs = append(errs, e.Close())
		delete(s.live, e)
	}
	s.mu.Unlock()
	// With live empty no close counts itself any more, so the count
	// cannot grow under this Wait. An engine's Close returns once its
	// reply, cancelled above, has stopped.
	s.closing.Wait()
	return errors.Join(errs...)
}

// loadState is a model load in progress: the first one, or a switch to
// new settings while the old engine keeps serving.
type loadState struct {
	id        int
	target    Settings
	switching bool
	progress  engine.Progress
	cancel    context.CancelFunc
}

type (
	progressMsg struct {
		id int
		p  engine.Progress
		ch <-chan engine.Progress // to wait for the next report
	}
	openedMsg struct {
		id       int
		eng      Engine
		settings Settings
		err      error
	}
	closedMsg struct{ err error }
)

// progressSink carries progress reports from the opener's goroutine to the
// UI. Only the newest report matters for a progress bar, so when the UI
// falls behind older ones are discarded instead of blocking the loader.
type progressSink struct {
	mu     sync.Mutex
	ch     chan engine.Progress
	closed bool
}

func (p *progressSink) report(pr engine.Progress) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	for {
		select {
		case p.ch <- pr:
			return
		default:
			select {
			case <-p.ch:
			default:
			}
		}
	}
}

func (p *progressSink) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.closed {
		p.closed = true
		close(p.ch)
	}
}

// startOpen begins opening an engine for s, cancelling any load already
// under way, and returns the commands that run it and follow its progress.
func (m *Model) startOpen(s Settings, switching bool) tea.Cmd {
	if m.load != nil {
		m.load.cancel()
	}
	m.loadSeq++
	ctx, cancel := context.WithCancel(m.engines.ctx)
	m.load = &loadState{id: m.loadSeq, target: s, switching: switching, cancel: cancel}
	sink := &progressSink{ch: make(chan engine.Progress, 1)}
	id, open, registry := m.loadSeq, m.open, m.engines
	run := func() tea.Msg {
		defer sink.close()
		if open == nil {
			return openedMsg{id: id, settings: s, err: errors.New("no engine available in this build")}
		}
		if !registry.begin() {
			return openedMsg{id: id, settings: s, err: errors.New("app is closing")}
		}
		defer registry.opening.Done()
		eng, err := open(ctx, s, sink.report)
		if err == nil {
			err = registry.add(eng)
		}
		if err != nil {
			eng = nil
		}
		return openedMsg{id: id, eng: eng, settings: s, err: err}
	}
	return tea.Batch(run, waitProgress(id, sink.ch))
}

func waitProgress(id int, ch <-chan engine.Progress) tea.Cmd {
	return func() tea.Msg {
		p, ok := <-ch
		if !ok {
			return nil
		}
		return progressMsg{id: id, p: p, ch: ch}
	}
}

func (m *Model) closeCmd(e Engine) tea.Cmd {
	registry := m.engines
	return func() tea.Msg { return closedMsg{err: registry.close(e)} }
}

func (m *Model) handleProgress(msg progressMsg) tea.Cmd {
	if m.load == nil || msg.id != m.load.id {
		return nil
	}
	m.load.progress = msg.p
	return waitProgress(msg.id, msg.ch)
}

// handleOpened finishes a load: a first load installs the engine, a switch
// replaces the old engine (after the current reply, if one streams), and a
// failure keeps whatever was running.
func (m *Model) handleOpened(msg openedMsg) tea.Cmd {
	if m.load == nil || msg.id != m.load.id {
		if msg.eng != nil { // superseded by a newer load
			return m.closeCmd(msg.eng)
		}
		return nil
	}
	switching := m.load.switching
	m.load.cancel()
	m.load = nil
	if msg.err != nil {
		m.loadFailed(msg, switching)
		return nil
	}
	if m.generating() {
		var cmd tea.Cmd
		if m.pending != nil { // an older switch never got installed
			cmd = m.closeCmd(m.pending.eng)
		}
		m.pending = &msg
		m.notice("switch to " + switchTarget(m.settings, msg.settings) + " is ready; it applies when this reply ends")
		return cmd
	}
	return m.install(msg)
}

func (m *Model) loadFailed(msg openedMsg, switching bool) {
	if switching && m.eng != nil {
		m.errorf("switch to %s failed: %v; still on %s", switchTarget(m.settings, msg.settings), msg.err, m.settings.Target())
		return
	}
	m.errorf("could not load %s on %s: %v", msg.settings.Engine.ModelDir, msg.settings.Target(), msg.err)
	if errors.Is(msg.err, fs.ErrNotExist) {
		m.notice(getModelHelp)
	}
}

// install makes msg's engine the running one and closes the one it
// replaces. The conversation carries over; the new engine has an empty
// cache, so it prefills the whole conversation on the next reply.
func (m *Model) install(msg openedMsg) tea.Cmd {
	old := m.eng
	m.eng, m.info = msg.eng, msg.eng.Info()
	m.settings.Engine = msg.settings.Engine
	m.pending = nil
	m.invalidate() // reply labels carry the model name
	if old == nil {
		m.notice(fmt.Sprintf("loaded %s on %s/%s (context %d, prefill bucket %d)",
			m.info.Model, m.info.Backend, m.info.Device, m.info.Capacity, m.info.Bucket))
		m.adviseSpeed()
		return m.replan()
	}
	m.haveStats = false
	m.notice(fmt.Sprintf("switched to %s/%s (context %d, prefill bucket %d)",
		m.info.Backend, m.info.Device, m.info.Capacity, m.info.Bucket))
	m.adviseSpeed()
	return tea.Batch(m.closeCmd(old), m.replan())
}

// adviseSpeed passes on the backend's advice about the loaded session's
// dtypes, such as a config file written for another CPU.
func (m *Model) adviseSpeed() {
	if m.info.Advice != "" {
		m.notice("speed: " + m.info.Advice)
	}
}

func (m *Model) handleClosed(msg closedMsg) {
	if msg.err != nil {
		m.errorf("closing the previous engine: %v", msg.err)
	}
}

// handleConfig applies settings re-read from the config file. Changes that
// need a different engine open it in the background; the rest apply now.
func (m *Model) handleConfig(msg ConfigMsg) tea.Cmd {
	if msg.Note != "" {
		m.notice(msg.Note)
	}
	if msg.Removed {
		return nil
	}
	if msg.Err != nil {
		m.errorf("config change refused: %s; %s", oneLine(msg.Err.Error()), m.keeping())
		return nil
	}
	next, cmds := msg.Settings, []tea.Cmd{}
	if next.Engine.ModelDir == "" {
		// With --demo the file named no model at the start; while it
		// names none, the demo model stays, as a restart would choose it,
		// rather than reading as a model the file no longer names.
		next.Engine.ModelDir = m.demo
	}
	if next.Gen != m.settings.Gen {
		m.settings.Gen = next.Gen
		m.notice("generation settings: " + describeGen(next.Gen))
	}
	if next.SystemPrompt != m.settings.SystemPrompt {
		m.settings.SystemPrompt, m.conv.System = next.SystemPrompt, next.SystemPrompt
		m.notice("system prompt updated from the config file")
		cmds = append(cmds, m.replan())
	}
	if next.PrefillWhileTyping != m.settings.PrefillWhileTyping {
		m.settings.PrefillWhileTyping = next.PrefillWhileTyping
		m.notice(fmt.Sprintf("prefill while typing: %s", onOff(next.PrefillWhileTyping)))
	}
	if next.Markdown != m.settings.Markdown {
		m.settings.Markdown = next.Markdown
		m.invalidate()
	}
	if next.Mouse != m.settings.Mouse {
		m.settings.Mouse = next.Mouse
		cmds = append(cmds, mouseCmd(next.Mouse))
	}
	if next.Recovery != m.settings.Recovery {
		m.settings.Recovery = next.Recovery
		cmds = append(cmds, m.setRecovery(next.Recovery))
	}
	m.settings.ConfigFile = next.ConfigFile
	// With nothing loaded (the last load failed), saving the file retries.
	retry := m.eng == nil && m.load == nil && next.Engine.ModelDir != ""
	if needsReopen(m.heading(), next) || retry {
		cmds = append(cmds, m.switchTo(next))
	}
	m.refresh()
	return tea.Batch(cmds...)
}

// heading is the engine settings the chat is on its way to: those of a
// load under way, else of a switch waiting for the reply to end, else
// the running engine's. A config change is measured against them, so
// that changing the file back stops a switch before it lands.
func (m *Model) heading() Settings {
	switch {
	case m.load != nil:
		return m.load.target
	case m.pending != nil:
		return m.pending.settings
	}
	return m.settings
}

func (m *Model) switchTo(next Settings) tea.Cmd {
	if next.Engine.ModelDir == "" {
		m.errorf("the config file no longer names a model; keeping %s", m.settings.Engine.ModelDir)
		return nil
	}
	if m.eng == nil {
		// Nothing is running yet (no model, or the first load failed):
		// this is a first load, not a switch.
		m.settings.Engine = next.Engine
		return m.startOpen(next, false)
	}
	// Whatever the chat was heading for is no longer wanted.
	was := m.heading()
	var drop tea.Cmd
	if m.pending != nil {
		drop = m.closeCmd(m.pending.eng)
		m.pending = nil
	}
	if !needsReopen(m.settings, next) {
		if m.load != nil {
			m.load.cancel() // its engine, if it still opens, is closed as superseded
			m.load = nil
		}
		m.notice("switch to " + switchTarget(m.settings, was) + " cancelled: the config file is back to the running settings; still on " + m.settings.Target())
		return drop
	}
	m.notice("switching to " + switchTarget(m.settings, next) + "…")
	return tea.Batch(drop, m.startOpen(next, true))
}

// keeping says what stays in place after a refused change.
func (m *Model) keeping() string {
	if m.eng == nil {
		return "keeping the previous settings"
	}
	return "still on " + m.settings.Target()
}

// oneLine folds a multi-line message (a list of config problems) into one
// paragraph that wraps well in the transcript. The lines after a heading
// ("invalid configuration:") are separate problems, so they are joined by
// "; ": with a plain space one problem ran into the next as one sentence.
func oneLine(s string) string {
	var b strings.Builder
	for line := range strings.Lines(s) {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			continue
		case b.Len() == 0:
		case strings.HasSuffix(b.String(), ":"):
			b.WriteString(" ")
		default:
			b.WriteString("; ")
		}
		b.WriteString(line)
	}
	return b.String()
}

func mouseCmd(on bool) tea.Cmd {
	if on {
		return tea.EnableMouseCellMotion
	}
	return tea.DisableMouse
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}
