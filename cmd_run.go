package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"xlachat/chat"
	"xlachat/engine"
)

// runOneShot streams one reply to stdout: the scriptable face of the
// engine, and what the integration tests drive.
func runOneShot(ctx context.Context, args []string, stdout io.Writer) error {
	// The chat's flags and config file apply here too, so a script runs
	// on the backend and device the user configured.
	fs := newFlagSet("run")
	prompt := fs.String("prompt", "", "the user message (default: read stdin)")
	raw := fs.Bool("raw", false, "no chat template: tokenize the text with BOS added and continue it")
	asJSON := fs.Bool("json", false, `print {"prompt_ids","ids","text","stats"} instead of streaming text`)
	maxTokens := fs.Int("max-tokens", 0, "most tokens to generate (default: generation.max_new_tokens)")
	cfg, err := loadConfig(fs, args)
	if err != nil {
		return err
	}
	if cfg.Model == "" {
		return errors.New("run: no model: give --model DIR or set model: in the config file")
	}
	s := cfg.settings()
	opts, gen := s.Engine, s.Gen
	if *maxTokens > 0 {
		gen.MaxNewTokens = *maxTokens
	}
	system := &cfg.SystemPrompt
	text, err := promptText(*prompt)
	if err != nil {
		return err
	}
	c, err := engine.Open(ctx, opts, backends(), nil)
	if err != nil {
		return err
	}
	defer c.Close()

	var promptIDs []int32
	var events *engine.Stream
	if *raw {
		if promptIDs, err = c.Tokenizer().Encode(text, true); err != nil {
			return err
		}
		events = c.Generate(ctx, promptIDs, gen)
	} else {
		msgs := []chat.Message{{Role: "user", Content: text}}
		if *system != "" {
			msgs = append([]chat.Message{{Role: "system", Content: *system}}, msgs...)
		}
		if promptIDs, err = c.PromptIDs(ctx, msgs); err != nil {
			return err
		}
		events = c.Reply(ctx, msgs, gen)
	}
	return printReply(stdout, events, promptIDs, *asJSON)
}

func promptText(flag string) (string, error) {
	if flag != "" {
		return flag, nil
	}
	b, err := io.ReadAll(os.Stdin)
	if err != nil {
		return "", fmt.Errorf("read prompt from stdin: %w", err)
	}
	if strings.TrimSpace(string(b)) == "" {
		return "", errors.New("run: give --prompt TEXT or the prompt on stdin")
	}
	return strings.TrimRight(string(b), "\n"), nil
}

// oneShotResult is the --json output.
type oneShotResult struct {
	PromptIDs []int32   `json:"prompt_ids"`
	IDs       []int32   `json:"ids"`
	Text      string    `json:"text"`
	Stats     statsJSON `json:"stats"`
}

type statsJSON struct {
	PromptTokens  int     `json:"prompt_tokens"`
	PrefillTokens int     `json:"prefill_tokens"`
	Chunks        int     `json:"prefill_chunks"`
	PrefillMS     float64 `json:"prefill_ms"`
	FirstTokenMS  float64 `json:"time_to_first_token_ms"`
	DecodeTokens  int     `json:"decode_tokens"`
	TokensPerSec  float64 `json:"decode_tokens_per_sec"`
	TotalMS       float64 `json:"total_ms"`
	StopReason    string  `json:"stop_reason"`
}

func toStatsJSON(s engine.Stats) statsJSON {
	reason := "eos"
	switch {
	case s.Cancelled:
		reason = "cancelled"
	case s.StoppedByLimit:
		reason = "limit"
	case s.ContextFull:
		reason = "context_full"
	}
	return statsJSON{s.PromptTokens, s.PrefillTokens, s.Chunks, ms(s.Prefill.Seconds()), ms(s.FirstToken.Seconds()),
		s.DecodeTokens, s.TokensPerSec, ms(s.Total.Seconds()), reason}
}

func ms(sec float64) float64 { return sec * 1000 }

// printReply streams text as it arrives, or collects it for --json.
func printReply(w io.Writer, events *engine.Stream, promptIDs []int32, asJSON bool) error {
	res := oneShotResult{PromptIDs: nonNil(promptIDs), IDs: []int32{}}
	var text strings.Builder
	for e, ok := events.Next(); ok; e, ok = events.Next() {
		switch e.Kind {
		case engine.EventToken:
			if e.Token >= 0 {
				res.IDs = append(res.IDs, e.Token)
			}
			text.WriteString(e.Text)
			if !asJSON {
				io.WriteString(w, e.Text)
			}
		case engine.EventHidden:
			fmt.Fprintf(os.Stderr, "xlachat: the %d oldest messages do not fit the context; the model does not see them\n", e.Hidden)
		case engine.EventError:
			return e.Err
		case engine.EventDone:
			res.Stats = toStatsJSON(e.Stats)
		}
	}
	if !asJSON {
		_, err := io.WriteString(w, "\n")
		return err
	}
	res.Text = text.String()
	return jsonEncoder(w).Encode(res)
}
