// Package ui is xlachat's terminal chat screen: a scrollable transcript
// above a multi-line input, a status bar, prompt-length warnings and model
// load progress, built as a Bubble Tea (Elm-style) model.
//
// The UI never calls the engine on its own goroutine: opening, planning and
// replying run as tea.Cmds, and a reply streams in as one message per
// engine.Event, so typing and scrolling stay responsive while a model loads
// or generates.
package ui

import (
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/progress"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"xlachat/chat"
	"xlachat/engine"
)

// Options configure a Model.
type Options struct {
	Open     Opener
	Settings Settings
	// Renderer draws every style; nil means lipgloss's default renderer,
	// which honours NO_COLOR.
	Renderer *lipgloss.Renderer
	// GlamourStyle is the Markdown style: "dark", "light", "notty" or
	// "ascii". Empty picks "notty" for colourless terminals, else "dark".
	// Callers detect the background before the program starts, because
	// asking the terminal later would race with Bubble Tea's input reader.
	GlamourStyle string
	// NoColor draws without colour but keeps emphasis (bold, reverse), as
	// NO_COLOR asks; Markdown then uses glamour's "notty" style.
	NoColor bool
	// Conversation, when set, is the conversation to start with, read
	// from ConversationFile (as /load would), which /save may then
	// replace without --force.
	Conversation     *chat.Conversation
	ConversationFile string
	// Debounce is how long typing must pause before the prompt is
	// re-tokenized for the length indicator; 0 means 150ms.
	Debounce time.Duration
	// DemoModel, when set, is the model --demo chose: it runs whenever
	// the configuration names none, at the start and after a reload of
	// the config file, as it would after a restart with --demo.
	DemoModel string
	// RecoveryDir, when set, is where the chat keeps a copy of a
	// conversation with unsaved turns while Settings.Recovery is on, and
	// where it looks for copies earlier chats left (see recovery).
	RecoveryDir string
	// RecoveryEvery is how often, at most, a streaming reply goes into
	// the recovery copy; 0 means 2s.
	RecoveryEvery time.Duration
}

// Model is the chat screen.
type Model struct {
	open     Opener
	settings Settings
	demo     string // Options.DemoModel
	debounce time.Duration
	keys     keyMap
	st       *styles // shared by every copy of the model: styles never change
	md       *markdown
	bar      progress.Model
	vp       scroller
	input    editor
	history  history
	width    int
	height   int

	conv *chat.Conversation
	// convFile is the file /save or /load last used for this
	// conversation (absolute): /save replaces it without --force, and no
	// other file.
	convFile string
	// saved is the conversation as last saved or loaded: Ctrl+C asks
	// once more before quitting with anything newer.
	saved chat.Conversation
	// saveFile is what /save writes with; nil is (*chat.Conversation).SaveFile,
	// which tests replace to fail as only a failing disk can.
	saveFile func(c *chat.Conversation, path string) error
	// quitArmed: the last key was a Ctrl+C that stopped a reply or asked
	// to confirm, so another one quits.
	quitArmed bool
	// discardArmed is the command the last line sent would have run,
	// had it not discarded unsaved turns (/clear, /load FILE): sent again
	// as the next line, it goes ahead.
	discardArmed string
	// discardConfirmed: the command running repeats discardArmed.
	discardConfirmed bool

	// recovery keeps a copy of unsaved turns (nil: off); recoverySnap is
	// the conversation last handed to it, recoveryKept whether the copy
	// should exist, and recoveryAdopt an earlier chat's copy just loaded,
	// to remove once this chat's own holds it.
	recovery       *recovery
	recoveryDir    string        // Options.RecoveryDir
	recoveryEvery  time.Duration // Options.RecoveryEvery
	recoverySnap   chat.Conversation
	recoveryKept   bool
	recoveryAdopt  string
	recoveryWarned struct{ notDurable, failed bool } // warnings shown, by kind
	// savedMayUndo: the last save replaced its file, but a power loss
	// may undo it (markSaved).
	savedMayUndo bool
	// userQuit: the user chose to quit, so the chat keeps no copy even
	// if the program is then stopped from outside (KeepRecoveryCopy).
	userQuit bool

	log     []entry
	logGen  int // bumped when log is replaced, so late renders are dropped
	engines *engines

	mdWanted bool // some reply may need a Markdown rendering
	mdBusy   bool // a rendering is running

	eng     Engine
	info    engine.Info
	loadSeq int
	load    *loadState
	pending *openedMsg // a switch that finished while a reply streamed

	replySeq  int
	reply     *replyState
	hidden    int // oldest messages the model no longer sees, as last noticed
	stats     engine.Stats
	haveStats bool

	plan planState
	init tea.Cmd

	// frame is the last screen drawn. Bubble Tea draws after every
	// message; typing that only collects in the input changes nothing on
	// screen, so it reuses the frame instead of drawing it again.
	frame *frameCache
}

type frameCache struct {
	view  string
	valid bool
}

// New builds the screen and, when a model is configured, starts loading it
// as soon as the program runs.
func New(opts Options) Model {
	r := opts.Renderer
	if r == nil {
		r = lipgloss.DefaultRenderer()
	}
	if opts.Settings.Engine.ModelDir == "" {
		opts.Settings.Engine.ModelDir = opts.DemoModel
	}
	m := Model{
		open:     opts.Open,
		settings: opts.Settings,
		demo:     opts.DemoModel,
		debounce: opts.Debounce,
		keys:     defaultKeyMap(),
		st:       newStyles(r, !opts.NoColor),
		md:       newMarkdown(glamourStyle(opts, r), colorProfile(opts, r)),
		bar:      progress.New(progress.WithDefaultGradient(), progress.WithColorProfile(colorProfile(opts, r))),
		conv:     &chat.Conversation{System: opts.Settings.SystemPrompt},
		engines:  newEngines(),
		frame:    &frameCache{},
	}
	if m.debounce <= 0 {
		m.debounce = 150 * time.Millisecond
	}
	m.input = newEditor(&editorStyles{prompt: m.st.Prompt, text: m.st.InputText,
		placeholder: m.st.Placeholder, cursor: m.st.Cursor}, "Send a message (/help lists commands)", 3)
	m.vp = newScroller()
	m.setSize(80, 24)
	m.recoveryDir = opts.RecoveryDir
	m.recoveryEvery = opts.RecoveryEvery
	if m.recoveryEvery <= 0 {
		m.recoveryEvery = defaultRecoveryEvery
	}
	if opts.RecoveryDir != "" && opts.Settings.Recovery {
		m.recovery = newRecovery(opts.RecoveryDir)
		m.recovery.dropStaleTemps(time.Now())
		found, bad := m.recovery.leftovers()
		if note := recoveredNotice(found, bad, opts.RecoveryDir); note != "" {
			m.notice(note)
		}
	}
	if opts.Conversation != nil {
		m.useConversation(opts.Conversation, opts.ConversationFile)
	}
	if !m.noModel() {
		m.init = m.startOpen(opts.Settings, false)
	}
	return m
}

func glamourStyle(opts Options, r *lipgloss.Renderer) string {
	switch {
	case opts.GlamourStyle != "":
		return opts.GlamourStyle
	case opts.NoColor || r.ColorProfile() == termenv.Ascii:
		return "notty"
	default:
		return "dark"
	}
}

// colorProfile is the profile for parts that only add colour (progress
// bar, Markdown): none at all when colour is off.
func colorProfile(opts Options, r *lipgloss.Renderer) termenv.Profile {
	if opts.NoColor {
		return termenv.Ascii
	}
	return r.ColorProfile()
}

// Init starts loading the model, if there is one to load.
func (m Model) Init() tea.Cmd { return m.init }

// Close stops any reply or load in flight and closes every engine the
// model opened. Any copy of the Model can call it: the engines are shared.
func (m Model) Close() error { return m.engines.closeAll() }

// noModel reports whether no model is configured, so the screen explains
// how to get one instead of loading.
func (m Model) noModel() bool { return m.settings.Engine.ModelDir == "" }

// generating reports whether a reply is streaming.
func (m Model) generating() bool { return m.reply != nil }

// Update handles one message.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		m.quitArmed = m.quitArmed && key.Matches(k, m.keys.Quit)
		if typed, ok := typedRunes(k); ok {
			return m, m.typeRunes(typed) // nothing on screen changes yet
		}
	}
	m.frame.valid = false
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.setSize(msg.Width, msg.Height)
	case tea.KeyMsg:
		cmd = m.handleKey(msg)
	case tea.MouseMsg:
		m.vp, cmd = m.vp.Update(msg)
	case progressMsg:
		cmd = m.handleProgress(msg)
	case openedMsg:
		cmd = m.handleOpened(msg)
	case closedMsg:
		m.handleClosed(msg)
	case replyStartedMsg:
		cmd = m.handleReplyStarted(msg)
	case eventMsg:
		cmd = m.handleEvent(msg)
	case planTickMsg:
		cmd = m.handlePlanTick(msg)
	case planMsg:
		cmd = m.handlePlan(msg)
	case warmMsg:
		cmd = m.handleWarm(msg)
	case flushInputMsg:
		cmd = m.handleFlushInput()
	case systemCheckedMsg:
		cmd = m.handleSystemChecked(msg)
	case ConfigMsg:
		cmd = m.handleConfig(msg)
	case markdownMsg:
		m.handleMarkdown(msg)
	case recoveryTickMsg:
		cmd = m.handleRecoveryTick(msg)
	case recoveryFailedMsg:
		m.handleRecoveryFailed(msg)
	}
	return m, tea.Batch(cmd, m.nextMarkdown(), m.syncRecovery())
}

// setSize lays the screen out: transcript on top, then one info line, the
// input, and the status bar at the bottom.
// A transcript that was following its end (a streaming reply) keeps
// following it at the new size.
func (m *Model) setSize(w, h int) {
	follow := m.vp.AtBottom()
	m.width, m.height = max(w, 20), max(h, 8)
	m.input.SetWidth(m.width)
	m.vp.Width = m.width
	m.vp.Height = m.height - m.input.Height() - 2
	m.refresh()
	if follow {
		m.vp.GotoBottom()
	}
}

// View draws the screen. Trailing blanks are dropped from every line: the
// renderer clears the rest of a short line itself, while a line padded to
// the full width overflows and wraps, shifting every row below it, in a
// terminal that counts some character wider than lipgloss does (Thai
// SARA AM in tmux).
func (m Model) View() string {
	if m.frame.valid {
		return m.frame.view
	}
	m.frame.view, m.frame.valid = m.draw(), true
	return m.frame.view
}

func (m Model) draw() string {
	frame := lipgloss.JoinVertical(lipgloss.Left,
		m.vp.View(),
		m.infoLine(),
		m.input.View(),
		m.statusBar(),
	)
	lines := strings.Split(frame, "\n")
	for i, l := range lines {
		lines[i] = fitLine(strings.TrimRight(l, " "), m.width)
	}
	return strings.Join(lines, "\n")
}
