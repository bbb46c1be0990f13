package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"xlachat/chat"
	"xlachat/engine/tokenizer"
)

// runTokenize prints token ids, the quickest way to check how long a
// prompt is.
func runTokenize(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("tokenize")
	dir := fs.String("model", "", "model directory (holds tokenizer.json)")
	jsonl := fs.String("jsonl", "", `read {"text": ...} lines from FILE ("-" for stdin) and print one {"ids":[...]} line each`)
	special := fs.Bool("special", false, "add BOS like the Hugging Face tokenizer does by default")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dir == "" {
		return errors.New("tokenize: --model DIR is required")
	}
	tok, err := tokenizer.Load(filepath.Join(*dir, "tokenizer.json"))
	if err != nil {
		return err
	}
	enc := jsonEncoder(stdout)
	if *jsonl != "" {
		return tokenizeLines(tok, *jsonl, *special, enc)
	}
	if fs.NArg() == 0 {
		return errors.New("tokenize: give TEXT or --jsonl FILE")
	}
	ids, err := tok.Encode(strings.Join(fs.Args(), " "), *special)
	if err != nil {
		return err
	}
	return enc.Encode(idsLine{IDs: nonNil(ids)})
}

type idsLine struct {
	IDs []int32 `json:"ids"`
}

func tokenizeLines(tok *tokenizer.Tokenizer, path string, special bool, enc *json.Encoder) error {
	in, closeIn, err := openInput(path)
	if err != nil {
		return err
	}
	defer closeIn()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var rec struct {
			Text *string `json:"text"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil || rec.Text == nil {
			return fmt.Errorf("%s:%d: want a JSON object with a \"text\" string", path, line)
		}
		ids, err := tok.Encode(*rec.Text, special)
		if err != nil {
			return fmt.Errorf("%s:%d: %w", path, line, err)
		}
		if err := enc.Encode(idsLine{IDs: nonNil(ids)}); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	return nil
}

// runPrompt renders a conversation with the model's chat template and
// prints the text and its ids, exactly what the chat would prefill.
func runPrompt(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("prompt")
	dir := fs.String("model", "", "model directory")
	msgsPath := fs.String("messages", "", `JSON file with [{"role": ..., "content": ...}, ...] ("-" for stdin)`)
	date := fs.String("date", "", `date_string for the template, e.g. "26 Jul 2024" (default: today)`)
	noGen := fs.Bool("no-generation-prompt", false, "leave out the assistant header at the end")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dir == "" || *msgsPath == "" {
		return errors.New("prompt: --model DIR and --messages FILE are required")
	}
	msgs, err := readMessages(*msgsPath)
	if err != nil {
		return err
	}
	tok, err := tokenizer.Load(filepath.Join(*dir, "tokenizer.json"))
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
	return jsonEncoder(stdout).Encode(struct {
		Rendered string  `json:"rendered"`
		IDs      []int32 `json:"ids"`
	}{text, nonNil(ids)})
}

func readMessages(path string) ([]chat.Message, error) {
	in, closeIn, err := openInput(path)
	if err != nil {
		return nil, err
	}
	defer closeIn()
	var msgs []chat.Message
	if err := json.NewDecoder(in).Decode(&msgs); err != nil {
		return nil, fmt.Errorf("%s: want a JSON list of {\"role\", \"content\"} messages: %w", path, err)
	}
	for i, m := range msgs {
		if m.Role == "" {
			return nil, fmt.Errorf("%s: message %d has no role", path, i)
		}
	}
	return msgs, nil
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

// jsonEncoder writes compact JSON lines without HTML escaping, so special
// tokens such as <|eot_id|> print as themselves.
func jsonEncoder(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}

// nonNil makes an empty id list print as [] rather than null.
func nonNil(ids []int32) []int32 {
	if ids == nil {
		return []int32{}
	}
	return ids
}
