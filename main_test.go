package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"xlachat/assets"
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
		{"not JSON", "{\"text\":\"hello\"}\nhello\n", "{\"ids\":[15339]}\n", `in.jsonl:2: want a JSON object with a "text" string`},
		{"no text", "{\"txt\":\"hello\"}\n", "", `in.jsonl:1: want a JSON object with a "text" string`},
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
