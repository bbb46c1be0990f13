package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/fsnotify/fsnotify"
	"github.com/muesli/termenv"
	"github.com/spf13/pflag"
	"github.com/spf13/viper"

	"xlachat/engine"
	"xlachat/ui"
)

// runChat is the chat command: the interactive terminal chat.
func runChat(ctx context.Context, args []string) error {
	fs := newFlagSet("chat")
	fs.Usage = func() {
		fmt.Fprintf(os.Stderr, "Usage: xlachat [chat] [flags]\n\nFlags:\n%s", fs.FlagUsages())
	}
	cfg, err := loadConfig(fs, args)
	if err != nil {
		return err
	}

	renderer, noColor := screenRenderer()
	m := ui.New(ui.Options{
		Open:         engineOpener(backends()),
		Settings:     cfg.settings(),
		Renderer:     renderer,
		NoColor:      noColor,
		GlamourStyle: markdownStyle(renderer, noColor),
	})
	defer m.Close()

	opts := []tea.ProgramOption{tea.WithAltScreen(), tea.WithContext(ctx)}
	if cfg.UI.Mouse {
		opts = append(opts, tea.WithMouseCellMotion())
	}
	p := tea.NewProgram(m, opts...)
	stop := watchConfig(fs, cfg.File, p.Send)
	defer stop()

	_, err = p.Run()
	if errors.Is(err, tea.ErrProgramKilled) && ctx.Err() != nil {
		return nil // interrupted from outside (signal): a normal way to leave
	}
	return err
}

// engineOpener adapts engine.Open to the UI's Opener.
func engineOpener(backs []engine.Backend) ui.Opener {
	return func(ctx context.Context, s ui.Settings, progress func(engine.Progress)) (ui.Engine, error) {
		c, err := engine.Open(ctx, s.Engine, backs, progress)
		if err != nil {
			return nil, err // not a nil *engine.Chat inside a non-nil interface
		}
		return c, nil
	}
}

// screenRenderer is lipgloss's renderer for the terminal. NO_COLOR makes
// termenv drop every attribute, reverse video included, which would hide
// the input cursor and the status bar; so with NO_COLOR the screen keeps
// the terminal's ANSI attributes and the UI leaves out colour itself.
func screenRenderer() (r *lipgloss.Renderer, noColor bool) {
	if os.Getenv("NO_COLOR") == "" {
		return lipgloss.DefaultRenderer(), false
	}
	r = lipgloss.NewRenderer(os.Stdout)
	r.SetColorProfile(termenv.ANSI)
	return r, true
}

// markdownStyle picks the glamour style now, before Bubble Tea owns the
// terminal: asking the terminal for its background later would race with
// the program's input reader. The same query also warms lipgloss's cache
// for the adaptive colours.
func markdownStyle(r *lipgloss.Renderer, noColor bool) string {
	switch {
	case noColor || r.ColorProfile() == termenv.Ascii:
		return "notty"
	case r.HasDarkBackground():
		return "dark"
	default:
		return "light"
	}
}

// watchConfig follows the config file while the program runs and sends
// every change as a ui.ConfigMsg. Editors often write a file in several
// steps, so events are coalesced and the file is read once they settle;
// each read builds a fresh configuration exactly as a restart would, flags
// and environment still taking precedence. The returned func stops
// delivery (viper's watcher itself lives until the process exits).
func watchConfig(fs *pflag.FlagSet, file string, send func(tea.Msg)) (stop func()) {
	if file == "" {
		return func() {}
	}
	var (
		mu      sync.Mutex
		timer   *time.Timer
		stopped bool
	)
	reload := func() {
		cfg, err := readConfig(fs, file)
		mu.Lock()
		defer mu.Unlock()
		if !stopped {
			send(ui.ConfigMsg{Settings: cfg.settings(), Err: err})
		}
	}
	v := viper.New()
	v.SetConfigFile(file)
	v.SetConfigType("yaml")
	v.OnConfigChange(func(fsnotify.Event) {
		mu.Lock()
		defer mu.Unlock()
		if timer != nil {
			timer.Stop()
		}
		timer = time.AfterFunc(150*time.Millisecond, reload)
	})
	v.WatchConfig()
	return func() {
		mu.Lock()
		defer mu.Unlock()
		stopped = true
		if timer != nil {
			timer.Stop()
		}
	}
}
