package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"xlachat/chat"
)

// demoModel generates the tiny preset once for all subcommand tests.
var demoModel = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "xlachat-cmd-test")
	if err != nil {
		return "", err
	}
	var out bytes.Buffer
	return dir, dispatch(context.Background(), []string{"gen-model", "--out", dir, "--preset", "tiny", "--seed", "3"}, &out)
})

func TestMain(m *testing.M) {
	code := m.Run()
	if dir, err := demoModel(); err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

func modelDir(t *testing.T) string {
	t.Helper()
	dir, err := demoModel()
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// runCmd runs a subcommand with no config file in reach, as on a fresh
// machine.
func runCmd(t *testing.T, args ...string) (string, error) {
	t.Helper()
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	var out bytes.Buffer
	err := dispatch(context.Background(), args, &out)
	return out.String(), err
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
	if err != nil || got != "{\"ids\":[9906]}\n{\"ids\":[]}\n" {
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
	f, err := os.Open("engine/tokenizer/testdata/chat_template_cases.jsonl")
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
	var res oneShotResult
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
	var r2 oneShotResult
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

func TestSubcommandErrors(t *testing.T) {
	dir := modelDir(t)
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"role":"user"}`), 0o644)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"frobnicate"}, `unknown subcommand "frobnicate"`},
		{[]string{"tokenize", "hello"}, "--model"},
		{[]string{"tokenize", "--model", t.TempDir(), "hello"}, "tokenizer.json"},
		{[]string{"prompt", "--model", dir, "--messages", bad}, "bad.json"},
		{[]string{"run", "--model", dir, "--backend", "tpu", "--prompt", "x"}, "valid backends"},
		{[]string{"run", "--model", dir, "--device", "cuda", "--prompt", "x"}, "valid devices for ref: cpu"},
		{[]string{"run", "--prompt", "x"}, "no model"},
		{[]string{"gen-model", "--out", t.TempDir(), "--preset", "huge"}, "huge"},
		{[]string{"gen-model", "--out", t.TempDir(), "--dtype", "i8"}, "i8"},
	}
	for _, tt := range tests {
		if _, err := runCmd(t, tt.args...); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: got %v, want an error mentioning %q", tt.args, err, tt.want)
		}
	}
}
