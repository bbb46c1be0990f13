// Command xlachat chats with a local Llama-family model in the terminal.
// The model runs as compiled StableHLO graphs: on IREE (backend xla) or on
// the built-in pure-Go interpreter (backend ref).
//
// Usage:
//
//	xlachat [chat] [flags]           the terminal chat (default)
//	xlachat run --model DIR ...      one reply to stdout, for scripts
//	xlachat tokenize --model DIR ... token ids of text
//	xlachat prompt --model DIR ...   a conversation rendered by the chat template
//	xlachat gen-model --out DIR ...  write a test model with random weights
//	xlachat bench ...                load, prefill and decode figures as JSON
//
// This file is flags and dispatch; the work is in the packages.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"syscall"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"xlachat/chat"
	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
	"xlachat/engine/modelgen"
	"xlachat/engine/refbackend"
	"xlachat/engine/tokenizer"
	"xlachat/iree"
	"xlachat/ui"
	"xlachat/ui/config"
)

// backends lists every backend this build has; xla reports a clear error
// when the binary was built without IREE. A new backend is one more line.
func backends() []engine.Backend {
	return []engine.Backend{refbackend.New(), iree.Backend()}
}

// app is what every subcommand shares: where output goes and the
// backends, made once so that what they find out (the devices IREE
// links in) is found out once.
type app struct {
	stdout   io.Writer
	backends []engine.Backend
}

// subcommand runs with the arguments after its name.
type subcommand struct {
	name  string
	usage string
	run   func(a app, ctx context.Context, args []string) error
}

func subcommands() []subcommand {
	return []subcommand{
		{"chat", "the terminal chat (default)", app.runChat},
		{"run", "one reply to stdout: --model DIR --prompt TEXT [--raw] [--json]", app.runOneShot},
		{"tokenize", "print token ids: --model DIR TEXT | --jsonl FILE [--special]", app.runTokenize},
		{"prompt", "render a conversation: --model DIR --messages FILE.json", app.runPrompt},
		{"gen-model", "write a test model: --out DIR --preset tiny|llama-3.2-1b", app.runGenModel},
		{"bench", "print load/prefill/decode figures as JSON", app.runBench},
		{"version", "the commit, Go version and backends of this binary (also --version)", app.runVersion},
	}
}

// gcPercent is the garbage collector's target unless GOGC is set. A
// session's long-lived buffers (the KV cache, the interpreter's arenas)
// are most of the Go heap and hold no pointers; at Go's default of 100 the
// heap may grow by as much again in short-lived garbage before a
// collection, which a 1B decode at depth 1024 showed as about 80 MB of
// extra peak RSS. At 25 that headroom is a quarter, and a collection of a
// heap of pointer-free slices costs little: decode and prefill speed read
// the same in interleaved runs.
const gcPercent = 25

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	// SIGHUP is the terminal closing: caught, like SIGTERM, it lets the
	// chat keep its recovery copy on the way out instead of dying at once.
	ctx, cancel := context.WithCancelCause(context.Background())
	stopSignals := notifyCause(cancel, syscall.SIGTERM, syscall.SIGHUP)
	err := dispatch(ctx, os.Args[1:], os.Stdout)
	stopSignals()
	if stop, ok := context.Cause(ctx).(stoppedBy); ok && (err == nil || errors.Is(err, context.Canceled)) {
		// The command wound down (run printed the reply so far) but did
		// not finish; saying nothing, with status 0, would pass a cut-off
		// reply off as a whole one.
		err = stop
	}
	switch {
	case errors.Is(err, pflag.ErrHelp):
		// --help printed the usage; asking for it is not a failure.
	case err != nil:
		fmt.Fprintln(os.Stderr, "xlachat:", err)
		os.Exit(exitStatus(err))
	}
}

// notifyCause cancels with stoppedBy the first of signals to arrive, until
// the returned stop is called; stop returns once the goroutine watching
// has ended. After the first signal a second one acts as if uncaught
// (kills), so a command that does not wind down can still be stopped.
func notifyCause(cancel context.CancelCauseFunc, signals ...os.Signal) (stop func()) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, signals...)
	done, watched := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(watched)
		select {
		case s := <-sigs:
			signal.Stop(sigs)
			cancel(stoppedBy{s})
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sigs)
		close(done)
		<-watched
	}
}

// stoppedBy is the cause of the context a caught signal cancels.
type stoppedBy struct{ sig os.Signal }

func (s stoppedBy) Error() string { return fmt.Sprintf("stopped by a signal (%v)", s.sig) }

// usageError is a command line xlachat cannot act on: a flag it does not
// know or cannot parse, a missing or stray argument. It exits with status
// 2, as flag parsers conventionally do, so that a script can tell a wrong
// invocation from a run that failed (status 1).
type usageError struct{ err error }

func (u usageError) Error() string { return u.err.Error() }
func (u usageError) Unwrap() error { return u.err }

func usagef(format string, a ...any) error { return usageError{fmt.Errorf(format, a...)} }

// exitStatus is the status a command that failed with err exits with.
// One a signal stopped exits as a shell reports a process the signal
// killed, 128 plus its number, as it would have without xlachat catching
// it.
func exitStatus(err error) int {
	var stop stoppedBy
	switch {
	case errors.As(err, &stop):
		if n, ok := stop.sig.(syscall.Signal); ok {
			return 128 + int(n)
		}
		return 1
	case errors.As(err, new(usageError)):
		return 2
	}
	return 1
}

func dispatch(ctx context.Context, args []string, stdout io.Writer) error {
	name := "chat"
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		name, args = args[0], args[1:]
	}
	if name == "chat" && len(args) > 0 && args[0] == "--version" {
		name, args = "version", args[1:]
	}
	if name == "help" {
		printUsage(stdout)
		return nil
	}
	for _, c := range subcommands() {
		if c.name == name {
			return c.run(app{stdout: stdout, backends: backends()}, ctx, args)
		}
	}
	printUsage(os.Stderr)
	return usagef("unknown subcommand %q", name)
}

// buildCommit is the commit the binary was built from, set by make build
// (-ldflags -X, from git describe); go install stamps it in the build info
// instead.
var buildCommit string

// runVersion prints what a bug report needs to know of this binary: the
// commit it was built from, the Go toolchain and platform, and whether
// the xla backend can run (IREE linked in).
func (a app) runVersion(_ context.Context, args []string) error {
	// A flag set of its own, though it has no flags: --help then prints
	// its usage, as every subcommand's does, and a stray flag is refused
	// by name.
	fs := flagSet("version", "version")
	fs.Usage = func() { fmt.Fprintln(os.Stderr, "Usage: xlachat version (also xlachat --version); it takes no flags") }
	if err := parse(fs, args, false); err != nil {
		return err
	}
	xla := `built without IREE (see README, "Run on IREE")`
	if iree.Built {
		xla = "IREE runtime linked in"
	}
	fmt.Fprintf(a.stdout, "xlachat %s, %s %s/%s\nbackends: ref; xla %s\n",
		commitText(), runtime.Version(), runtime.GOOS, runtime.GOARCH, xla)
	return nil
}

// commitText is buildCommit, else the build info's commit and time.
func commitText() string {
	if buildCommit != "" {
		return buildCommit
	}
	bi, _ := debug.ReadBuildInfo()
	var rev, when, modified string
	if bi != nil {
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value[:min(len(s.Value), 12)]
			case "vcs.time":
				when = " " + s.Value
			case "vcs.modified":
				if s.Value == "true" {
					modified = "-dirty"
				}
			}
		}
	}
	if rev == "" {
		return "(commit unknown)"
	}
	return rev + modified + when
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: xlachat [subcommand] [flags]")
	for _, c := range subcommands() {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.usage)
	}
	fmt.Fprintln(w, "Run 'xlachat SUBCOMMAND --help' for its flags.")
}

// flagSet makes a subcommand's flags; they report errors instead of
// exiting, and --help prints the subcommand's usage.
func flagSet(name, usage string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SortFlags = false
	fs.Usage = func() {
		fmt.Fprintf(os.Stderr, "Usage: xlachat %s\n\nFlags:\n%s", usage, fs.FlagUsages())
	}
	return fs
}

// parse parses args, refusing positional arguments beyond the allowed.
func parse(fs *pflag.FlagSet, args []string, positional bool) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	if !positional && fs.NArg() > 0 {
		return usagef("%s: unexpected argument %q (flags take the form --name value)", fs.Name(), fs.Arg(0))
	}
	return nil
}

// configFlags is the flag set of the commands that read the configuration.
func configFlags(name, usage string) *pflag.FlagSet {
	fs := flagSet(name, usage)
	config.AddFlags(fs)
	return fs
}

// runChat is the interactive terminal chat.
func (a app) runChat(ctx context.Context, args []string) error {
	fs := configFlags("chat", "[chat] [flags]")
	demo := fs.Bool("demo", false, "with no model configured, chat with a small generated demo model (random weights)")
	load := fs.String("load", "", "start with the conversation saved in FILE (by /save); /save then writes back to it")
	usage := fs.Usage
	fs.Usage = func() { usage(); fmt.Fprintln(os.Stderr); printUsage(os.Stderr) }
	if err := parse(fs, args, false); err != nil {
		return err
	}
	cfg, err := config.Load(fs, a.backends)
	if err != nil {
		return err
	}
	var conv *chat.Conversation
	if *load != "" {
		if *load, err = ui.ExpandHome(*load); err != nil {
			return fmt.Errorf("--load: %w", err)
		}
		conv = &chat.Conversation{}
		if err := conv.LoadFile(*load); err != nil {
			return fmt.Errorf("--load: %w", err)
		}
	}
	// Bad arguments are reported first; then, before any work, whether
	// there is a terminal to chat on.
	if err := checkTerminal(); err != nil {
		return err
	}
	var demoDir string
	if *demo && cfg.Model == "" {
		if demoDir, err = demoModel(ctx); err != nil {
			return err
		}
	}
	renderer, noColor := screenRenderer()
	m := ui.New(ui.Options{
		Open:             engineOpener(a.backends),
		Settings:         cfg.Settings(),
		Renderer:         renderer,
		NoColor:          noColor,
		GlamourStyle:     markdownStyle(renderer, noColor),
		Conversation:     conv,
		ConversationFile: *load,
		DemoModel:        demoDir,
		RecoveryDir:      recoveryDir(),
	})
	defer m.Close()

	// Bubble Tea's own signal handler sends its quit message unguarded:
	// when SIGTERM also cancels ctx (main) and the program ends first, it
	// waits for ever and so does the exit (seen in one run in five). The
	// chat handles signals itself instead: main's SIGTERM and SIGHUP, and
	// here SIGINT, which raw mode makes Ctrl+C a key for but kill can
	// still send, so that the terminal is restored either way.
	ctx, interrupted := context.WithCancelCause(ctx)
	defer interrupted(nil)
	stopInterrupt := notifyCause(interrupted, os.Interrupt)
	defer stopInterrupt()
	opts := []tea.ProgramOption{tea.WithAltScreen(), tea.WithContext(ctx), tea.WithoutSignalHandler(),
		tea.WithOutput(ui.ScreenOutput(os.Stdout))}
	in, err := keyInput()
	if err != nil {
		return err
	}
	if in != nil {
		if in != os.Stdin {
			defer in.Close()
		}
		opts = append(opts, tea.WithInput(ui.KeyInput(in)))
	}
	if cfg.UI.Mouse {
		opts = append(opts, tea.WithMouseCellMotion())
	}
	p := tea.NewProgram(m, opts...)
	stop, err := config.Watch(fs, cfg.File, a.backends, p.Send)
	if err != nil {
		return fmt.Errorf("watching the config file: %w", err)
	}
	defer stop()

	final, err := p.Run()
	if fm, ok := final.(ui.Model); ok {
		if kerr := fm.KeepRecoveryCopy(); kerr != nil {
			fmt.Fprintln(os.Stderr, "xlachat:", kerr)
		}
	}
	if errors.Is(err, tea.ErrProgramKilled) && ctx.Err() != nil {
		// Stopped from outside: by a signal, which the exit status tells
		// (see main), or by the caller.
		if stop, ok := context.Cause(ctx).(stoppedBy); ok {
			return stop
		}
		return nil
	}
	return err
}

// checkTerminal makes sure the chat has a terminal to draw on. Bubble Tea
// falls back to /dev/tty when stdin is not one (xlachat < file); with
// neither, as under cron or in CI, it would fail with a bare "open
// /dev/tty" error.
//
// TERM=dumb says the terminal cannot move the cursor (Emacs's shell mode,
// some IDE consoles): the chat's screen would show there as raw escape
// codes, so it is refused in words instead.
func checkTerminal() error {
	if os.Getenv("TERM") == "dumb" && runtime.GOOS != "windows" {
		return errors.New("the chat needs a terminal that can move the cursor, and TERM=dumb says this one cannot; " +
			"run it in a terminal emulator (or set TERM if this one is capable), or for a reply without a screen use: xlachat run --prompt TEXT")
	}
	if term.IsTerminal(int(os.Stdin.Fd())) || runtime.GOOS == "windows" {
		return nil
	}
	tty, err := os.Open("/dev/tty")
	if err != nil {
		return errors.New("the chat needs a terminal, and there is none (stdin is not one and /dev/tty cannot be opened); " +
			"for a reply without a terminal use: xlachat run --prompt TEXT")
	}
	return tty.Close()
}

// keyInput is the terminal the chat reads keys from: stdin, or /dev/tty
// when stdin is not a terminal, as Bubble Tea would choose. On Windows it
// is nil, for Bubble Tea's own console input.
func keyInput() (*os.File, error) {
	if runtime.GOOS == "windows" {
		return nil, nil
	}
	if term.IsTerminal(int(os.Stdin.Fd())) {
		return os.Stdin, nil
	}
	tty, err := os.Open("/dev/tty")
	if err != nil {
		return nil, fmt.Errorf("opening the terminal for keys: %w", err)
	}
	return tty, nil
}

// recoveryDir is where the chat keeps copies of unsaved conversations
// while ui.recovery is on: xlachat/recovery in the user cache directory;
// "" (no copies) when there is no cache directory.
func recoveryDir() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "xlachat", "recovery")
}

// demoModel is the small random-weight model --demo chats with, made once
// in the user cache directory.
func demoModel(ctx context.Context) (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("demo model: %w", err)
	}
	dir = filepath.Join(dir, "xlachat", "demo-model")
	if _, err := os.Stat(filepath.Join(dir, model.ConfigFile)); err == nil {
		return dir, nil
	}
	fmt.Fprintf(os.Stderr, "xlachat: no model configured; generating a demo model with random weights in %s\n", dir)
	// The directory is xlachat's own, and without config.json it holds at
	// most what an interrupted run left, temporary files included: Ctrl+C
	// kills xlachat before the chat is up, so they were never removed.
	if err := os.RemoveAll(dir); err != nil {
		return "", fmt.Errorf("demo model: %w", err)
	}
	return dir, modelgen.GenerateContext(ctx, dir, modelgen.Options{Preset: "tiny", DType: dtype.BF16, Seed: 1, Replace: true})
}

// engineOpener adapts engine.Open to the UI's Opener.
func engineOpener(backs []engine.Backend) ui.Opener {
	return func(ctx context.Context, s ui.Settings, progress func(engine.Progress)) (ui.Engine, error) {
		e, err := engine.Open(ctx, s.Engine, backs, progress)
		if err != nil {
			return nil, err // not a nil *engine.Engine inside a non-nil interface
		}
		return e, nil
	}
}

// screenRenderer is lipgloss's renderer for the terminal. termenv's Ascii
// profile drops every attribute, reverse video included, which would hide
// the input cursor and the status bar; it is what NO_COLOR and CLICOLOR=0
// choose, and what a terminal without colour (vt100, no TERM) gets. So
// whenever the profile is Ascii the screen keeps the terminal's ANSI
// attributes and the UI leaves out colour itself.
func screenRenderer() (r *lipgloss.Renderer, noColor bool) {
	r = lipgloss.NewRenderer(os.Stdout)
	if r.ColorProfile() != termenv.Ascii {
		return r, false
	}
	r.SetColorProfile(termenv.ANSI)
	return r, true
}

// markdownStyle picks the glamour style now, before Bubble Tea owns the
// terminal: asking the terminal for its background later would race with
// the program's input reader.
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

// runOneShot streams one reply to stdout: the scriptable face of the
// engine. The chat's flags and config file apply, so a script runs on the
// backend and device the user configured.
func (a app) runOneShot(ctx context.Context, args []string) error {
	fs := configFlags("run", "run --model DIR --prompt TEXT [flags]")
	prompt := fs.String("prompt", "", `the user message ("-" or none: read stdin)`)
	raw := fs.Bool("raw", false, "no chat template: tokenize the text with BOS added and continue it")
	asJSON := fs.Bool("json", false, `print {"prompt_ids","ids","text","stats"} instead of streaming text`)
	maxTokens := fs.Int("max-tokens", 0, "most tokens to generate (default: generation.max_new_tokens)")
	if err := parse(fs, args, false); err != nil {
		return err
	}
	if *maxTokens < 0 {
		return usagef("run: --max-tokens must not be negative (got %d)", *maxTokens)
	}
	cfg, err := config.Load(fs, a.backends)
	if err != nil {
		return err
	}
	if cfg.Model == "" {
		return usagef("run: no model: give --model DIR or set model: in the config file")
	}
	s := cfg.Settings()
	if *maxTokens > 0 {
		s.Gen.MaxNewTokens = *maxTokens
	}
	text, err := promptText(fs, *prompt, os.Stdin)
	if err != nil {
		return err
	}
	e, err := engine.Open(ctx, s.Engine, a.backends, nil)
	if err != nil {
		return err
	}
	defer e.Close()
	// Print returns at a failed write with the reply still running;
	// cancelling it then stops the engine, which would otherwise wait
	// for a reader and keep e.Close waiting with it.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	view := ui.OneShot{Out: a.stdout, Notes: os.Stderr, JSON: *asJSON}
	if *raw {
		// Refused by its length before encoding, as a chat prompt is
		// (see engine.refuseByLength): BOS and at least MinTokens.
		if least, capacity := 1+e.Tokenizer().MinTokens(len(text)), e.Info().Capacity; least >= capacity {
			return fmt.Errorf("run: the prompt's %d bytes are at least %d tokens with BOS, but the context holds %d; shorten it or raise generation.capacity",
				len(text), least, capacity)
		}
		ids, err := e.Tokenizer().Encode(text, true)
		if err != nil {
			return err
		}
		return view.Print(e.Generate(ctx, ids, s.Gen), ids)
	}
	msgs := []chat.Message{{Role: chat.RoleUser, Content: text}}
	if cfg.SystemPrompt != "" {
		msgs = append([]chat.Message{{Role: chat.RoleSystem, Content: cfg.SystemPrompt}}, msgs...)
	}
	ids, err := e.PromptIDs(ctx, msgs)
	if err != nil {
		return err
	}
	return view.Print(e.Reply(ctx, msgs, s.Gen), ids)
}

// maxStdinPrompt bounds a prompt read from stdin. Llama 3's longest
// context, 131072 tokens of at most a few hundred bytes each, is well
// under it; without a bound, xlachat run < /dev/zero (or a wrong file)
// read until the kernel killed it.
const maxStdinPrompt = 64 << 20

// promptText is the --prompt flag's text, or stdin's without --prompt or
// with --prompt - (as tokenize --jsonl - and prompt --messages - read it).
func promptText(fs *pflag.FlagSet, flag string, stdin io.Reader) (string, error) {
	switch {
	case flag == "" && fs.Changed("prompt"):
		// Likely a script's empty variable: reading stdin instead would
		// wait on the terminal, or take input meant for something else.
		return "", usagef("run: --prompt is empty; give the text, or - to read it from stdin")
	case flag != "" && flag != "-":
		return flag, nil
	}
	b, err := io.ReadAll(io.LimitReader(stdin, maxStdinPrompt+1))
	if err != nil {
		return "", fmt.Errorf("read prompt from stdin: %w", err)
	}
	if len(b) > maxStdinPrompt {
		return "", fmt.Errorf("run: the prompt on stdin is more than %d MiB, more than any context holds", maxStdinPrompt>>20)
	}
	if strings.TrimSpace(string(b)) == "" {
		return "", usagef("run: give --prompt TEXT or the prompt on stdin")
	}
	// The line breaks that end a file are not part of the prompt, whichever
	// convention wrote them: a Windows editor's \r would tokenize (and
	// prefill) as text.
	return strings.TrimRight(string(b), "\r\n"), nil
}

// runTokenize prints token ids, the quickest way to check how long a
// prompt is.
func (a app) runTokenize(ctx context.Context, args []string) error {
	fs := flagSet("tokenize", "tokenize --model DIR TEXT | --jsonl FILE [flags]")
	dir := fs.String("model", "", "model directory (holds tokenizer.json)")
	jsonl := fs.String("jsonl", "", `read {"text": ...} lines from FILE ("-" for stdin) and print one {"ids":[...]} line each`)
	special := fs.Bool("special", false, "add BOS like the Hugging Face tokenizer does by default")
	if err := parse(fs, args, true); err != nil {
		return err
	}
	if *dir == "" {
		return usagef("tokenize: --model DIR is required")
	}
	tok, err := tokenizer.Load(filepath.Join(*dir, tokenizer.FileName))
	if err != nil {
		return err
	}
	enc := ui.JSONEncoder(a.stdout)
	switch {
	case *jsonl != "" && fs.NArg() > 0:
		return usagef("tokenize: give TEXT or --jsonl FILE, not both")
	case *jsonl != "":
		return tokenizeLines(tok, *jsonl, *special, enc)
	case fs.NArg() == 0:
		return usagef("tokenize: give TEXT or --jsonl FILE")
	}
	ids, err := tok.Encode(strings.Join(fs.Args(), " "), *special)
	if err != nil {
		return err
	}
	return enc.Encode(idsLine{IDs: ui.NonNil(ids)})
}

type idsLine struct {
	IDs []int32 `json:"ids"`
}

// maxJSONLLine bounds one line of tokenize --jsonl input, as
// maxStdinPrompt bounds a prompt. Tests lower it.
var maxJSONLLine = 64 << 20

// tokenizeLines prints one line per input line, so the output lines up
// with the input: a blank line gets no ids.
func tokenizeLines(tok *tokenizer.Tokenizer, path string, special bool, enc *json.Encoder) error {
	in, closeIn, err := openInput(path)
	if err != nil {
		return err
	}
	defer closeIn()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, min(1<<20, maxJSONLLine)), maxJSONLLine)
	line := 1
	for ; sc.Scan(); line++ {
		ids := []int32{}
		if strings.TrimSpace(sc.Text()) != "" {
			text, err := jsonlText(sc.Bytes())
			if err != nil {
				return fmt.Errorf("%s:%d: %w", path, line, err)
			}
			if ids, err = tok.Encode(text, special); err != nil {
				return fmt.Errorf("%s:%d: %w", path, line, err)
			}
		}
		if err := enc.Encode(idsLine{IDs: ui.NonNil(ids)}); err != nil {
			return err
		}
	}
	switch err := sc.Err(); {
	case errors.Is(err, bufio.ErrTooLong):
		// Not bufio's "token too long": beside token ids that reads as
		// a text token, and it names neither the line nor the limit.
		return fmt.Errorf("%s:%d: the line is longer than %d bytes", path, line, maxJSONLLine)
	case err != nil:
		return fmt.Errorf("read %s: %w", path, err)
	}
	return nil
}

// jsonlText is the "text" string of one tokenize --jsonl line. Its errors
// say what the line holds where the object or string should be, with
// encoding/json's own detail, so that a bad line can be found and mended.
func jsonlText(b []byte) (string, error) {
	const want = `want a JSON object with a "text" string`
	var rec struct {
		Text *string `json:"text"`
	}
	var typeErr *json.UnmarshalTypeError
	switch err := json.Unmarshal(b, &rec); {
	case errors.As(err, &typeErr) && typeErr.Field == "text":
		return "", fmt.Errorf("%s: \"text\" is a JSON %s", want, typeErr.Value)
	case errors.As(err, &typeErr):
		return "", fmt.Errorf("%s: the line is a JSON %s", want, typeErr.Value)
	case err != nil:
		return "", fmt.Errorf("%s: %w", want, err)
	case rec.Text == nil:
		return "", fmt.Errorf("%s: the object has no \"text\" (or it is null)", want)
	}
	return *rec.Text, nil
}

// runPrompt renders a conversation with the model's chat template and
// prints the text and its ids, exactly what the chat would prefill.
func (a app) runPrompt(ctx context.Context, args []string) error {
	fs := flagSet("prompt", "prompt --model DIR --messages FILE.json [flags]")
	dir := fs.String("model", "", "model directory")
	msgsPath := fs.String("messages", "", `JSON file with [{"role": ..., "content": ...}, ...] ("-" for stdin)`)
	date := fs.String("date", "", `date_string for the template, e.g. "26 Jul 2024" (default: today)`)
	noGen := fs.Bool("no-generation-prompt", false, "leave out the assistant header at the end")
	if err := parse(fs, args, false); err != nil {
		return err
	}
	if *dir == "" || *msgsPath == "" {
		return usagef("prompt: --model DIR and --messages FILE are required")
	}
	in, closeIn, err := openInput(*msgsPath)
	if err != nil {
		return err
	}
	msgs, err := chat.ReadMessages(in, *msgsPath)
	closeIn()
	if err != nil {
		return err
	}
	tok, err := tokenizer.Load(filepath.Join(*dir, tokenizer.FileName))
	if err != nil {
		return err
	}
	tmpl, err := chat.LoadModelTemplate(*dir)
	if err != nil {
		return err
	}
	text, err := tmpl.Render(msgs, chat.RenderOptions{AddGenerationPrompt: !*noGen, DateString: *date})
	if err != nil {
		return err
	}
	ids, err := tok.Encode(text, false)
	if err != nil {
		return err
	}
	return ui.JSONEncoder(a.stdout).Encode(struct {
		Rendered string  `json:"rendered"`
		IDs      []int32 `json:"ids"`
	}{text, ui.NonNil(ids)})
}

func openInput(path string) (io.Reader, func(), error) {
	if path == "-" {
		return os.Stdin, func() {}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	return f, func() { f.Close() }, nil
}

// runGenModel writes a complete model directory with deterministic random
// weights: the demo model, and the tests' and benchmarks' models.
func (a app) runGenModel(ctx context.Context, args []string) error {
	fs := flagSet("gen-model", "gen-model --out DIR [flags]")
	out := fs.String("out", "", "directory to write (created if missing)")
	preset := fs.String("preset", "tiny", "model shape: "+strings.Join(modelgen.Presets(), ", "))
	dtypeName := fs.String("dtype", "bf16", "weight dtype: bf16, f16 or f32")
	seed := fs.Uint64("seed", 1, "random seed (same seed, same weights)")
	shards := fs.Int("shards", 1, "number of safetensors shards (more than 1 writes model.safetensors.index.json)")
	force := fs.Bool("force", false, "replace the model files already in DIR")
	if err := parse(fs, args, false); err != nil {
		return err
	}
	switch {
	case *out == "":
		return usagef("gen-model: --out DIR is required")
	case *shards < 1:
		return usagef("gen-model: --shards must be at least 1 (got %d)", *shards)
	}
	dt, err := dtype.ParseFloat(*dtypeName)
	if err != nil {
		return usageError{fmt.Errorf("gen-model: %w", err)}
	}
	opts := modelgen.Options{Preset: *preset, DType: dt, Seed: *seed, Shards: *shards, Replace: *force}
	if err := modelgen.GenerateContext(ctx, *out, opts); err != nil {
		if errors.Is(err, modelgen.ErrExists) {
			return fmt.Errorf("gen-model: %w; --force replaces them, or choose another --out", err)
		}
		return fmt.Errorf("gen-model: %w", err)
	}
	fmt.Fprintf(a.stdout, "wrote %s model (%s weights, seed %d) to %s\n", *preset, dt, *seed, *out)
	return nil
}

// runBench prints load, prefill and decode figures as JSON for a
// generated model of the full Llama-3.2-1B shape.
func (a app) runBench(ctx context.Context, args []string) error {
	fs := flagSet("bench", "bench [flags]")
	o := engine.BenchOptions{Log: os.Stderr}
	fs.StringVar(&o.Dir, "dir", filepath.Join(".cache", "bench"), "where generated benchmark models are kept")
	fs.StringVar(&o.Preset, "preset", "llama-3.2-1b", "model shape: "+strings.Join(modelgen.Presets(), ", "))
	dtypes := fs.String("dtypes", "bf16,f32,int8,q4", "weight dtypes to measure: "+strings.Join(dtype.WeightNames(), ", ")+" (int8 and q4 quantize the bf16 model)")
	computes := fs.String("compute-dtypes", "f32,bf16,int8", "compute dtypes to measure each weight dtype in: "+strings.Join(dtype.ComputeNames(), ", ")+" (int8 with int8 and q4 weights only; skipped for the others)")
	fs.StringVar(&o.KVDType, "kv-dtype", "f32", "KV cache dtype of every run: "+dtype.OrList(dtype.KVNames()))
	fs.StringVar(&o.Backend, "backend", "ref", "backend")
	fs.StringVar(&o.Device, "device", "", "device (default: cpu for ref, local-task for xla)")
	fs.StringVar(&o.Compare, "compare", "", "also measure this backend (on its default device) beside --backend, and report the ratios")
	fs.StringToStringVar(&o.Settings, "set", nil, "backend settings as key=value, e.g. iree.cache_dir=DIR (an empty DIR times compiling)")
	fs.IntVar(&o.Capacity, "capacity", graph.DefaultCapacity, "KV cache slots")
	fs.IntVar(&o.Steps, "decode", 128, "decode steps to time per round")
	fs.IntVar(&o.Rounds, "rounds", 3, "rounds of decode and weight streaming (the median is reported)")
	fs.IntVar(&o.Depth, "depth", 1024, "position of the deep decode rounds (0 skips them)")
	fs.StringVar(&o.Busy, "busy", "none", "run CPU-bound neighbour processes meanwhile: none, low (niceness 19) or same (our priority)")
	fs.IntVar(&o.BusyProcs, "busy-procs", runtime.NumCPU(), "number of --busy processes")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the run to FILE (for go tool pprof)")
	agreement := fs.Bool("agreement", false, "instead of speed, compare the greedy tokens and logits of each --dtypes entry with the first's over --decode tokens")
	if err := parse(fs, args, false); err != nil {
		return err
	}
	o.DTypes = strings.Split(*dtypes, ",")
	o.ComputeDTypes = strings.Split(*computes, ",")
	enc := ui.JSONEncoder(a.stdout)
	enc.SetIndent("", "  ")
	if *agreement {
		rep, err := engine.BenchAgreement(ctx, o, a.backends)
		if err != nil {
			return err
		}
		return enc.Encode(rep)
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	rep, err := engine.Bench(ctx, o, a.backends)
	if err != nil {
		return err
	}
	return enc.Encode(rep)
}
