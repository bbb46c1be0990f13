package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/spf13/pflag"

	"xlachat/assets"
	"xlachat/engine/dtype"
	"xlachat/engine/modelgen"
	"xlachat/engine/tokenizer"
	"xlachat/ui"
)

// TestTokenizeLines: tokenize --jsonl prints one ids line per input line
// and stops at a bad one with an error naming the file and line, and for
// a line past the length limit says so, not bufio's "token too long",
// which in a tokenizer's output reads as a text token.
func TestTokenizeLines(t *testing.T) {
	defer func(n int) { maxJSONLLine = n }(maxJSONLLine)
	maxJSONLLine = 64
	tok, err := tokenizer.LoadJSON(assets.Llama3TokenizerJSON)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, in, out, err string
	}{
		{"lines", "{\"text\":\"hello\"}\n\n{\"text\":\"\"}\n", "{\"ids\":[15339]}\n{\"ids\":[]}\n{\"ids\":[]}\n", ""},
		{"not JSON", "{\"text\":\"hello\"}\nhello\n", "{\"ids\":[15339]}\n",
			`in.jsonl:2: want a JSON object with a "text" string: invalid character 'h' looking for beginning of value`},
		{"no text", "{\"txt\":\"hello\"}\n", "", `in.jsonl:1: want a JSON object with a "text" string: the object has no "text" (or it is null)`},
		{"null text", "{\"text\":null}\n", "", `in.jsonl:1: want a JSON object with a "text" string: the object has no "text" (or it is null)`},
		{"number text", "{\"text\":12}\n", "", `in.jsonl:1: want a JSON object with a "text" string: "text" is a JSON number`},
		{"array line", "[\"hello\"]\n", "", `in.jsonl:1: want a JSON object with a "text" string: the line is a JSON array`},
		{"cut line", "{\"text\":\"hel\n", "", `in.jsonl:1: want a JSON object with a "text" string: unexpected end of JSON input`},
		{"long line", "{\"text\":\"hello\"}\n{\"text\":\"" + strings.Repeat("a", 100) + "\"}\n", "{\"ids\":[15339]}\n",
			"in.jsonl:2: the line is longer than 64 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "in.jsonl")
			if err := os.WriteFile(path, []byte(tc.in), 0o644); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			err := tokenizeLines(tok, path, false, ui.JSONEncoder(&out))
			if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.HasSuffix(err.Error(), tc.err) || !strings.HasPrefix(err.Error(), path)) {
				t.Errorf("error %v, want %q after the path", err, tc.err)
			}
			if out.String() != tc.out {
				t.Errorf("output %q, want %q", out.String(), tc.out)
			}
		})
	}
}

// TestVersionHelp: every subcommand answers --help, as the usage's last
// line promises ("Run 'xlachat SUBCOMMAND --help' for its flags"); version
// refused it as an unexpected argument. Other arguments stay refused.
func TestVersionHelp(t *testing.T) {
	var out bytes.Buffer
	if err := dispatch(context.Background(), []string{"version", "--help"}, &out); !errors.Is(err, pflag.ErrHelp) {
		t.Errorf("version --help: error %v, want pflag.ErrHelp (usage printed, exit status 0)", err)
	}
	if out.Len() != 0 {
		t.Errorf("version --help printed the version: %q", out.String())
	}
	err := dispatch(context.Background(), []string{"version", "extra"}, &out)
	if err == nil || !strings.Contains(err.Error(), `unexpected argument "extra"`) {
		t.Errorf("version extra: error %v, want it to name the unexpected argument", err)
	}
}

// failingWriter is a stdout whose every write fails, as on a full disk.
type failingWriter struct{ writes int }

func (w *failingWriter) Write([]byte) (int, error) {
	w.writes++
	return 0, syscall.ENOSPC
}

// TestRunStopsAtAFailedWrite: run > /dev/full used to go on generating
// the whole reply into the failing stdout and report the error only
// with the final newline; it stops at the first failed write, and says
// what failed.
func TestRunStopsAtAFailedWrite(t *testing.T) {
	dir := tinyModel(t)
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"text", nil},
		{"json", []string{"--json"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out failingWriter
			args := append([]string{"run", "--model", dir, "--prompt", "hi", "--max-tokens", "200"}, tc.args...)
			err := dispatch(context.Background(), args, &out)
			if !errors.Is(err, syscall.ENOSPC) {
				t.Errorf("error %v, want the write's", err)
			}
			if out.writes != 1 {
				t.Errorf("%d writes, want 1: the reply goes on after its output failed", out.writes)
			}
		})
	}
}

// tinyModel generates the tiny preset and isolates the test from this
// machine's config files; it returns the model directory.
func tinyModel(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "model")
	if err := modelgen.Generate(dir, modelgen.Options{Preset: "tiny", DType: dtype.BF16, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	// No config file or XLACHAT_* variable of this machine may apply.
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", home)
	t.Chdir(t.TempDir())
	return dir
}

// TestRunRefusesByLength: a prompt with more bytes than the context
// holds as tokens (at most 128 bytes each) is refused by its length, with
// the template or raw.
func TestRunRefusesByLength(t *testing.T) {
	dir := tinyModel(t)
	prompt := strings.Repeat("a", 512*128)
	for _, tc := range []struct {
		name, want string
		args       []string
	}{
		{"chat", "the prompt's 65769 bytes are at least 514 tokens", nil},
		{"raw", "run: the prompt's 65536 bytes are at least 513 tokens with BOS", []string{"--raw"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			args := append([]string{"run", "--model", dir, "--capacity", "512", "--prompt", prompt}, tc.args...)
			if err := dispatch(context.Background(), args, &out); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// TestPromptText: --prompt - reads the prompt from stdin, as --jsonl -
// and --messages - do, rather than sending "-" to the model; an empty
// --prompt (a script's "$EMPTY") is refused, rather than read from a
// stdin that was meant for something else.
func TestPromptText(t *testing.T) {
	for _, tc := range []struct {
		name, stdin, want, err string
		args                   []string
	}{
		{"flag", "ignored", "hello", "", []string{"--prompt", "hello"}},
		{"stdin", "hello\n", "hello", "", nil},
		{"dash", "hello\n", "hello", "", []string{"--prompt", "-"}},
		{"CRLF", "hello\r\n", "hello", "", nil},
		{"empty stdin", " \n", "", "give --prompt TEXT or the prompt on stdin", nil},
		{"empty flag", "hello\n", "", "--prompt is empty", []string{"--prompt", ""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fs := pflag.NewFlagSet("run", pflag.ContinueOnError)
			flag := fs.String("prompt", "", "")
			if err := fs.Parse(tc.args); err != nil {
				t.Fatal(err)
			}
			got, err := promptText(fs, *flag, strings.NewReader(tc.stdin))
			if got != tc.want || tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
				t.Errorf("got %q, %v; want %q, error %q", got, err, tc.want, tc.err)
			}
		})
	}
}
