package ui

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"xlachat/engine"
)

// OneShot is the non-interactive view of one reply, for scripts: the text
// streamed as it comes, or one JSON object at the end.
type OneShot struct {
	Out   io.Writer // the reply
	Notes io.Writer // what a person should know (hidden turns), as lines
	JSON  bool      // print a OneShotResult instead of streaming text
}

// OneShotResult is what OneShot prints with JSON set.
type OneShotResult struct {
	PromptIDs []int32   `json:"prompt_ids"`
	IDs       []int32   `json:"ids"`
	Text      string    `json:"text"`
	Stats     StatsJSON `json:"stats"`
}

// StatsJSON is engine.Stats for scripts.
type StatsJSON struct {
	PromptTokens  int     `json:"prompt_tokens"`
	PrefillTokens int     `json:"prefill_tokens"`
	Chunks        int     `json:"prefill_chunks"`
	PrefillMS     float64 `json:"prefill_ms"`
	FirstTokenMS  float64 `json:"time_to_first_token_ms"`
	DecodeTokens  int     `json:"decode_tokens"`
	TokensPerSec  float64 `json:"decode_tokens_per_sec"`
	TotalMS       float64 `json:"total_ms"`
	StopReason    string  `json:"stop_reason"` // eos, limit, context_full, cancelled
}

func statsJSON(s engine.Stats) StatsJSON {
	ms := func(sec float64) float64 { return sec * 1000 }
	return StatsJSON{s.PromptTokens, s.PrefillTokens, s.Chunks, ms(s.Prefill.Seconds()), ms(s.FirstToken.Seconds()),
		s.DecodeTokens, s.TokensPerSec, ms(s.Total.Seconds()), stopReason(s)}
}

func stopReason(s engine.Stats) string {
	switch {
	case s.Cancelled:
		return "cancelled"
	case s.StoppedByLimit:
		return "limit"
	case s.ContextFull:
		return "context_full"
	}
	return "eos"
}

// Print shows the reply of events, whose prompt was promptIDs. It returns
// at the first write that fails, before the reply ends: the caller
// cancels the reply's context, so that the engine stops generating text
// nobody can read.
func (o OneShot) Print(events *engine.Stream, promptIDs []int32) error {
	res := OneShotResult{PromptIDs: NonNil(promptIDs), IDs: []int32{}}
	var text strings.Builder
	for e, ok := events.Next(); ok; e, ok = events.Next() {
		switch e.Kind {
		case engine.EventToken:
			if e.Token >= 0 {
				res.IDs = append(res.IDs, e.Token)
			}
			text.WriteString(e.Text)
			if !o.JSON {
				if _, err := io.WriteString(o.Out, e.Text); err != nil {
					return fmt.Errorf("writing the reply: %w", err)
				}
			}
		case engine.EventHidden:
			fmt.Fprintf(o.Notes, "xlachat: the %d oldest messages do not fit the context; the model does not see them\n", e.Hidden)
		case engine.EventError:
			return e.Err
		case engine.EventDone:
			res.Stats = statsJSON(e.Stats)
			if e.Stats.ContextFull {
				fmt.Fprintln(o.Notes, "xlachat: the reply was cut off: the context is full")
			}
		}
	}
	if !o.JSON {
		_, err := io.WriteString(o.Out, "\n")
		return err
	}
	res.Text = text.String()
	return JSONEncoder(o.Out).Encode(res)
}

// JSONEncoder writes compact JSON lines without HTML escaping, so special
// tokens such as <|eot_id|> print as themselves.
func JSONEncoder(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}

// NonNil makes an empty id list print as [] rather than null.
func NonNil(ids []int32) []int32 {
	if ids == nil {
		return []int32{}
	}
	return ids
}
