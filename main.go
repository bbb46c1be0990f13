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
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/pflag"

	"xlachat/engine"
	"xlachat/engine/refbackend"
	"xlachat/iree"
)

// subcommand runs with the arguments after its name.
type subcommand struct {
	name  string
	usage string
	run   func(ctx context.Context, args []string, stdout io.Writer) error
}

func subcommands() []subcommand {
	return []subcommand{
		{"chat", "the terminal chat (default)", func(ctx context.Context, args []string, _ io.Writer) error { return runChat(ctx, args) }},
		{"run", "one reply to stdout: --model DIR --prompt TEXT [--raw] [--json]", runOneShot},
		{"tokenize", "print token ids: --model DIR TEXT | --jsonl FILE [--special]", runTokenize},
		{"prompt", "render a conversation: --model DIR --messages FILE.json", runPrompt},
		{"gen-model", "write a test model: --out DIR --preset tiny|llama-3.2-1b", runGenModel},
		{"bench", "print load/prefill/decode figures as JSON", runBench},
	}
}

// backends lists every backend this build has; xla reports a clear error
// when the binary was built without IREE.
func backends() []engine.Backend {
	return []engine.Backend{refbackend.New(), iree.Backend()}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	err := dispatch(ctx, os.Args[1:], os.Stdout)
	stop()
	switch {
	case errors.Is(err, pflag.ErrHelp):
		// --help printed the usage; asking for it is not a failure.
	case err != nil:
		fmt.Fprintln(os.Stderr, "xlachat:", err)
		os.Exit(1)
	}
}

func dispatch(ctx context.Context, args []string, stdout io.Writer) error {
	name := "chat"
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		name, args = args[0], args[1:]
	}
	if name == "help" {
		printUsage(stdout)
		return nil
	}
	for _, c := range subcommands() {
		if c.name == name {
			return c.run(ctx, args, stdout)
		}
	}
	printUsage(os.Stderr)
	return fmt.Errorf("unknown subcommand %q", name)
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: xlachat [subcommand] [flags]")
	for _, c := range subcommands() {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.usage)
	}
	fmt.Fprintln(w, "Run 'xlachat SUBCOMMAND --help' for its flags.")
}

// newFlags makes a flag set for a subcommand that reports errors instead
// of exiting, so tests can call subcommands directly.
func newFlags(name string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SortFlags = false
	return fs
}
