package e2e

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"

	"xlachat/chat"
	"xlachat/ui"
)

// demoModel generates the tiny preset once for all subcommand tests.
var demoModel = sync.OnceValues(func() (string, error) {
	bin, err := binary()
	if err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp("", "xlachat-cli-test")
	if err != nil {
		return "", err
	}
	out, err := exec.Command(bin, "gen-model", "--out", dir, "--preset", "tiny", "--seed", "3").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("gen-model: %v\n%s", err, out)
	}
	return dir, nil
})

func modelDir(t *testing.T) string {
	t.Helper()
	dir, err := demoModel()
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// runCmd runs the binary as on a fresh machine: in an empty directory,
// with an empty home and config directory and no XLACHAT_* variables, so
// the developer's own xlachat.yaml or environment cannot leak in. A
// failure comes back as an error carrying what it printed on stderr.
func runCmd(t *testing.T, args ...string) (string, error) {
	t.Helper()
	return runIn(t, t.TempDir(), nil, args...)
}

func runIn(t *testing.T, dir string, stdin io.Reader, args ...string) (string, error) {
	t.Helper()
	home := t.TempDir()
	cmd := exec.Command(buildXlachat(t), args...)
	cmd.Dir, cmd.Stdin = dir, stdin
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + home,
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"), "XDG_CACHE_HOME=" + filepath.Join(home, ".cache")}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return stdout.String(), fmt.Errorf("%w: %s", err, stderr.String())
	}
	return stdout.String(), nil
}

func TestTokenizeSubcommand(t *testing.T) {
	dir := modelDir(t)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"tokenize", "--model", dir, "Hello, world! How are you doing today?"}, `{"ids":[9906,11,1917,0,2650,527,499,3815,3432,30]}`},
		{[]string{"tokenize", "--model", dir, "--special", "Hello"}, `{"ids":[128000,9906]}`},
		{[]string{"tokenize", "--model", dir, "<|eot_id|>"}, `{"ids":[128009]}`},
	}
	for _, tt := range tests {
		got, err := runCmd(t, tt.args...)
		if err != nil || strings.TrimSpace(got) != tt.want {
			t.Errorf("%v: got %q (err %v), want %s", tt.args[3:], got, err, tt.want)
		}
	}
}

func TestTokenizeJSONL(t *testing.T) {
	dir := modelDir(t)
	in := filepath.Join(t.TempDir(), "in.jsonl")
	os.WriteFile(in, []byte("{\"text\":\"Hello\"}\n\n{\"text\":\"\"}\n"), 0o644)
	got, err := runCmd(t, "tokenize", "--model", dir, "--jsonl", in)
	// One output line per input line, the blank one included.
	if err != nil || got != "{\"ids\":[9906]}\n{\"ids\":[]}\n{\"ids\":[]}\n" {
		t.Fatalf("got %q, %v", got, err)
	}
	os.WriteFile(in, []byte("{\"text\":\"ok\"}\nnot json\n"), 0o644)
	if _, err := runCmd(t, "tokenize", "--model", dir, "--jsonl", in); err == nil || !strings.Contains(err.Error(), "in.jsonl:2") {
		t.Errorf("bad line: want an error naming in.jsonl:2, got %v", err)
	}
}

// TestPromptSubcommandMatchesReference renders every reference chat case
// through the subcommand, as a user checking prompt lengths would.
func TestPromptSubcommandMatchesReference(t *testing.T) {
	dir := modelDir(t)
	f, err := os.Open("testdata/chat_template_cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		var c struct {
			Messages            []chat.Message `json:"messages"`
			AddGenerationPrompt bool           `json:"add_generation_prompt"`
			DateString          string         `json:"date_string"`
			Rendered            string         `json:"rendered"`
			IDs                 []int32        `json:"ids"`
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		msgs := filepath.Join(t.TempDir(), "m.json")
		b, _ := json.Marshal(c.Messages)
		os.WriteFile(msgs, b, 0o644)
		args := []string{"prompt", "--model", dir, "--messages", msgs, "--date", c.DateString}
		if !c.AddGenerationPrompt {
			args = append(args, "--no-generation-prompt")
		}
		out, err := runCmd(t, args...)
		if err != nil {
			t.Fatalf("case %d: %v", n, err)
		}
		var got struct {
			Rendered string  `json:"rendered"`
			IDs      []int32 `json:"ids"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("case %d: output %q: %v", n, out, err)
		}
		if got.Rendered != c.Rendered || !reflect.DeepEqual(got.IDs, c.IDs) {
			t.Errorf("case %d: rendered/ids differ:\n got %q %v\nwant %q %v", n, got.Rendered, got.IDs, c.Rendered, c.IDs)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no reference cases read")
	}
}

func TestRunSubcommandJSON(t *testing.T) {
	dir := modelDir(t)
	out, err := runCmd(t, "run", "--model", dir, "--prompt", "Hello there", "--max-tokens", "8", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var res ui.OneShotResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("output %q: %v", out, err)
	}
	if len(res.PromptIDs) < 10 || res.PromptIDs[0] != 128000 {
		t.Errorf("prompt ids %v: want the templated conversation starting with BOS", res.PromptIDs)
	}
	if len(res.IDs) == 0 || len(res.IDs) > 8 || res.Stats.DecodeTokens != len(res.IDs) {
		t.Errorf("ids %v, stats %+v", res.IDs, res.Stats)
	}
	if res.Text == "" || res.Stats.PromptTokens != len(res.PromptIDs) {
		t.Errorf("text %q, stats %+v", res.Text, res.Stats)
	}

	raw, err := runCmd(t, "run", "--model", dir, "--raw", "--prompt", "Once upon a time", "--max-tokens", "5", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var r2 ui.OneShotResult
	json.Unmarshal([]byte(raw), &r2)
	if want := []int32{128000, 12805, 5304, 264, 892}; !reflect.DeepEqual(r2.PromptIDs, want) {
		t.Errorf("--raw prompt ids %v, want %v (BOS + text)", r2.PromptIDs, want)
	}

	// Streaming text mode prints the same text the JSON reported.
	text, err := runCmd(t, "run", "--model", dir, "--prompt", "Hello there", "--max-tokens", "8")
	if err != nil || text != res.Text+"\n" {
		t.Errorf("streamed %q (err %v), JSON text %q", text, err, res.Text)
	}
}

// zeros is an endless stream of zero bytes, as /dev/zero gives.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestRunEndlessStdin: a prompt on stdin is read within a bound, so run
// fed an endless stream stops with an error instead of reading until the
// kernel kills it.
func TestRunEndlessStdin(t *testing.T) {
	_, err := runIn(t, t.TempDir(), zeros{}, "run", "--model", modelDir(t))
	if err == nil || !strings.Contains(err.Error(), "the prompt on stdin is more than 64 MiB") {
		t.Errorf("run < /dev/zero: %v", err)
	}
}

func TestSubcommandErrors(t *testing.T) {
	dir := modelDir(t)
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"role":"user"}`), 0o644)
	empty := filepath.Join(t.TempDir(), "empty.json")
	os.WriteFile(empty, []byte(`[]`), 0o644)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"frobnicate"}, `unknown subcommand "frobnicate"`},
		{[]string{"tokenize", "hello"}, "--model"},
		{[]string{"tokenize", "--model", t.TempDir(), "hello"}, "tokenizer.json"},
		{[]string{"prompt", "--model", dir, "--messages", bad}, "bad.json"},
		{[]string{"prompt", "--model", dir, "--messages", empty}, "the list of messages is empty"},
		{[]string{"prompt", "--model", dir, "--messages", empty, "extra"}, `unexpected argument "extra"`},
		{[]string{"run", "--model", dir, "--backend", "tpu", "--prompt", "x"}, "valid backends"},
		{[]string{"run", "--model", dir, "--device", "cuda", "--prompt", "x"}, "valid devices for ref: cpu"},
		{[]string{"run", "--prompt", "x"}, "no model"},
		{[]string{"run", "--model", dir, "--prompt", "x", "--max-tokens", "-1"}, "--max-tokens must not be negative"},
		{[]string{"run", "--model", dir, "--max-new-tokens", "-3", "--prompt", "x"}, "must not be negative"},
		{[]string{"run", "--model", dir, "--prompt", "x", "stray"}, `unexpected argument "stray"`},
		{[]string{"run", "--model", dir, "--prompt", "x", "--capacity", "200000"}, "max_position_embeddings; the largest that works is"},
		{[]string{"chat", "stray"}, `unexpected argument "stray"`},
		{[]string{"version", "now"}, `version: unexpected argument "now"`},
		{[]string{"chat", "--load", filepath.Join(t.TempDir(), "gone.json")}, "--load: chat: load conversation: open"},
		{[]string{"chat", "--model", dir, "--load", bad}, `--load: chat: load conversation: json: unknown field "role"`},
		{[]string{"gen-model", "--out", t.TempDir(), "--preset", "huge"}, "huge"},
		{[]string{"gen-model", "--out", t.TempDir(), "--dtype", "i8"}, "i8"},
		{[]string{"gen-model", "--out", t.TempDir(), "--shards", "0"}, "--shards must be at least 1"},
		{[]string{"gen-model", "--out", dir}, "already holds model files (config.json, generation_config.json, model.safetensors, tokenizer.json, tokenizer_config.json); --force replaces them"},
	}
	for _, tt := range tests {
		if _, err := runCmd(t, tt.args...); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: got %v, want an error mentioning %q", tt.args, err, tt.want)
		}
	}
}

// TestExitStatus: a command line xlachat cannot act on exits with 2, as
// flag parsers conventionally do, and a run that fails with 1, so that a
// script can tell the two apart; both used to exit with 1.
func TestExitStatus(t *testing.T) {
	dir := modelDir(t)
	tests := []struct {
		args   []string
		status int
	}{
		{[]string{"frobnicate"}, 2},
		{[]string{"run", "--bogus"}, 2},
		{[]string{"run", "--model", dir, "--prompt", "x", "--max-tokens", "many"}, 2},
		{[]string{"run", "--model", dir, "--prompt", "x", "stray"}, 2},
		{[]string{"run", "--prompt", "x"}, 2},
		{[]string{"tokenize", "hello"}, 2},
		{[]string{"tokenize", "--model", dir}, 2},
		{[]string{"prompt", "--model", dir}, 2},
		{[]string{"gen-model"}, 2},
		{[]string{"gen-model", "--out", t.TempDir(), "--dtype", "i8"}, 2},
		{[]string{"version", "now"}, 2},
		{[]string{"run", "--model", t.TempDir(), "--prompt", "x"}, 1},
		{[]string{"tokenize", "--model", t.TempDir(), "hello"}, 1},
		{[]string{"gen-model", "--out", dir}, 1},
		{[]string{"version"}, 0},
		{[]string{"run", "--help"}, 0},
	}
	for _, tt := range tests {
		_, err := runCmd(t, tt.args...)
		status := 0
		if exit := (*exec.ExitError)(nil); errors.As(err, &exit) {
			status = exit.ExitCode()
		} else if err != nil {
			t.Fatalf("%v: %v", tt.args, err)
		}
		if status != tt.status {
			t.Errorf("%v: exit status %d, want %d (%v)", tt.args, status, tt.status, err)
		}
	}
}

// TestVersion: --version and the version subcommand say which binary
// this is, for bug reports: the commit (or that it is unknown), the Go
// toolchain, and whether the xla backend can run.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"version"}} {
		out, err := runCmd(t, args...)
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		want := ", " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH
		if len(lines) != 2 || !strings.HasPrefix(lines[0], "xlachat ") || !strings.HasSuffix(lines[0], want) ||
			!strings.HasPrefix(lines[1], "backends: ref; xla ") {
			t.Errorf("%v printed:\n%s", args, out)
		}
	}
}

// TestHelpListsSubcommands: xlachat --help is the chat's flags followed by
// every subcommand, and it is not an error.
func TestHelpListsSubcommands(t *testing.T) {
	home := t.TempDir()
	cmd := exec.Command(buildXlachat(t), "--help")
	cmd.Env = []string{"HOME=" + home, "XDG_CONFIG_HOME=" + home}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("--help: %v\n%s", err, out)
	}
	for _, want := range []string{"--model", "--demo", "run", "tokenize", "prompt", "gen-model", "bench"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("--help lacks %q:\n%s", want, out)
		}
	}
}

// TestEnvironmentIsolation: runCmd must not see a config file or
// XLACHAT_* variables of the machine it runs on (they used to leak into
// the subcommand tests).
func TestEnvironmentIsolation(t *testing.T) {
	t.Setenv("XLACHAT_MODEL", "/tmp")
	work := t.TempDir()
	os.WriteFile(filepath.Join(work, "xlachat.yaml"), []byte("backend: nonsense\n"), 0o644)
	if _, err := runCmd(t, "run", "--prompt", "x"); err == nil || !strings.Contains(err.Error(), "no model") {
		t.Errorf("isolated run without a model: %v", err)
	}
	// In that directory, the file is found (and refused), as it would be.
	if _, err := runIn(t, work, nil, "run", "--prompt", "x"); err == nil || !strings.Contains(err.Error(), `"nonsense" is unknown`) {
		t.Errorf("run beside a config file: %v", err)
	}
}
