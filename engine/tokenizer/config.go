package tokenizer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// fileJSON mirrors the parts of a Hugging Face tokenizer.json this package
// reads. Components stay raw until their "type" is known, so an unsupported
// component is reported by name instead of failing somewhere inside decoding.
type fileJSON struct {
	AddedTokens   []addedTokenJSON `json:"added_tokens"`
	Normalizer    json.RawMessage  `json:"normalizer"`
	PreTokenizer  json.RawMessage  `json:"pre_tokenizer"`
	PostProcessor json.RawMessage  `json:"post_processor"`
	Decoder       json.RawMessage  `json:"decoder"`
	Model         *modelJSON       `json:"model"`
}

type addedTokenJSON struct {
	ID         int32  `json:"id"`
	Content    string `json:"content"`
	SingleWord bool   `json:"single_word"`
	LStrip     bool   `json:"lstrip"`
	RStrip     bool   `json:"rstrip"`
	Special    bool   `json:"special"`
	Normalized *bool  `json:"normalized"`
}

type modelJSON struct {
	Type                    string           `json:"type"`
	Dropout                 *float64         `json:"dropout"`
	ContinuingSubwordPrefix *string          `json:"continuing_subword_prefix"`
	EndOfWordSuffix         *string          `json:"end_of_word_suffix"`
	ByteFallback            bool             `json:"byte_fallback"`
	IgnoreMerges            bool             `json:"ignore_merges"`
	Vocab                   map[string]int32 `json:"vocab"`
	Merges                  json.RawMessage  `json:"merges"`
}

type preTokenizerJSON struct {
	Type          string             `json:"type"`
	PreTokenizers []preTokenizerJSON `json:"pretokenizers"`
	Pattern       struct {
		Regex  *string `json:"Regex"`
		String *string `json:"String"`
	} `json:"pattern"`
	Behavior string `json:"behavior"`
	Invert   bool   `json:"invert"`
	// IndividualDigits is the Digits pre-tokenizer's option.
	IndividualDigits bool `json:"individual_digits"`
	AddPrefixSpace   bool `json:"add_prefix_space"`
	// UseRegex is a pointer because Hugging Face defaults it to true when
	// the field is absent (files written before the option existed).
	UseRegex *bool `json:"use_regex"`
}

type postProcessorJSON struct {
	Type          string                      `json:"type"`
	Processors    []postProcessorJSON         `json:"processors"`
	Single        []templatePieceJSON         `json:"single"`
	SpecialTokens map[string]templateSpecJSON `json:"special_tokens"`
}

type templatePieceJSON struct {
	SpecialToken *struct {
		ID string `json:"id"`
	} `json:"SpecialToken"`
	Sequence *struct {
		ID string `json:"id"`
	} `json:"Sequence"`
}

type templateSpecJSON struct {
	IDs []int32 `json:"ids"`
}

// isNull reports whether a raw component is absent or JSON null, both of
// which mean "no such step" in tokenizer.json.
func isNull(raw json.RawMessage) bool {
	t := bytes.TrimSpace(raw)
	return len(t) == 0 || bytes.Equal(t, []byte("null"))
}

// parseMerges accepts both encodings Hugging Face has used for merges: the
// legacy "a b" strings and the newer ["a", "b"] pairs.
func parseMerges(raw json.RawMessage) ([][2]string, error) {
	if isNull(raw) {
		return nil, nil
	}
	var legacy []string
	if err := json.Unmarshal(raw, &legacy); err == nil {
		merges := make([][2]string, len(legacy))
		for i, s := range legacy {
			a, b, ok := strings.Cut(s, " ")
			if !ok || strings.Contains(b, " ") {
				return nil, fmt.Errorf("merge %d %q: want two tokens separated by one space", i, s)
			}
			merges[i] = [2]string{a, b}
		}
		return merges, nil
	}
	var pairs [][]string
	if err := json.Unmarshal(raw, &pairs); err != nil {
		return nil, fmt.Errorf("merges: want a list of strings or of string pairs: %w", err)
	}
	merges := make([][2]string, len(pairs))
	for i, p := range pairs {
		if len(p) != 2 {
			return nil, fmt.Errorf("merge %d: want a pair, got %d strings", i, len(p))
		}
		merges[i] = [2]string{p[0], p[1]}
	}
	return merges, nil
}

// parsePostProcessor returns the ids a TemplateProcessing single-sequence
// template puts before and after the text. found is false when no
// TemplateProcessing is present; ByteLevel processors only trim offsets, which
// this package does not report, so they are accepted and ignored.
func parsePostProcessor(raw json.RawMessage) (prefix, suffix []int32, found bool, err error) {
	if isNull(raw) {
		return nil, nil, false, nil
	}
	var p postProcessorJSON
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, nil, false, fmt.Errorf("post_processor: %w", err)
	}
	switch p.Type {
	case "ByteLevel":
		return nil, nil, false, nil
	case "TemplateProcessing":
		prefix, suffix, err := parseTemplate(p)
		return prefix, suffix, err == nil, err
	case "Sequence":
		for _, sub := range p.Processors {
			subRaw, err := json.Marshal(sub)
			if err != nil {
				return nil, nil, false, fmt.Errorf("post_processor: %w", err)
			}
			pre, suf, ok, err := parsePostProcessor(subRaw)
			if err != nil {
				return nil, nil, false, err
			}
			if ok {
				if found {
					return nil, nil, false, errors.New("post_processor: more than one TemplateProcessing")
				}
				prefix, suffix, found = pre, suf, true
			}
		}
		return prefix, suffix, found, nil
	default:
		return nil, nil, false, fmt.Errorf("unsupported post_processor type %q", p.Type)
	}
}

func parseTemplate(p postProcessorJSON) (prefix, suffix []int32, err error) {
	seen := false
	for _, piece := range p.Single {
		switch {
		case piece.Sequence != nil:
			if piece.Sequence.ID != "A" || seen {
				return nil, nil, fmt.Errorf("post_processor: single template must hold sequence A exactly once")
			}
			seen = true
		case piece.SpecialToken != nil:
			spec, ok := p.SpecialTokens[piece.SpecialToken.ID]
			if !ok {
				return nil, nil, fmt.Errorf("post_processor: template token %q not in special_tokens", piece.SpecialToken.ID)
			}
			if seen {
				suffix = append(suffix, spec.IDs...)
			} else {
				prefix = append(prefix, spec.IDs...)
			}
		default:
			return nil, nil, errors.New("post_processor: template piece is neither SpecialToken nor Sequence")
		}
	}
	if !seen {
		return nil, nil, errors.New("post_processor: single template lacks sequence A")
	}
	return prefix, suffix, nil
}
