package tokenizer

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// This file is the other family of Llama tokenizers: SentencePiece BPE
// models converted to tokenizer.json, as Llama 2, TinyLlama and Mistral 7B
// ship them. Their vocabulary spells a space as metaspace, U+2581; BPE
// starts from characters rather than bytes, and a character the
// vocabulary lacks falls back to one token per UTF-8 byte, "<0x41>" and
// the like. transformers writes them with a normalizer that puts a
// metaspace before each piece of text between added tokens and turns
// every space into one, no pre-tokenizer (a piece is merged whole), and a
// decoder that undoes it: Replace, ByteFallback, Fuse, then Strip, which
// drops the space the normalizer put at the start of the text.

// metaspace is the character SentencePiece vocabularies write for a space.
const metaspace = "\u2581"

// namedStep is a normalizer's or decoder's step as tokenizer.json writes
// it; the fields are those of the steps SentencePiece conversions use.
type namedStep struct {
	Type    string `json:"type"`
	Prepend string `json:"prepend"`
	Pattern struct {
		String *string `json:"String"`
		Regex  *string `json:"Regex"`
	} `json:"pattern"`
	Content string `json:"content"`
	Start   int    `json:"start"`
	Stop    int    `json:"stop"`
}

// sequence reads a Sequence step's parts, stored under key.
func sequence(raw json.RawMessage, key string) (typ string, steps []namedStep, err error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return "", nil, err
	}
	if head.Type != "Sequence" {
		return head.Type, nil, nil
	}
	var seq map[string]json.RawMessage
	if err := json.Unmarshal(raw, &seq); err != nil {
		return "", nil, err
	}
	if err := json.Unmarshal(seq[key], &steps); err != nil {
		return "", nil, fmt.Errorf("%s: %w", key, err)
	}
	return head.Type, steps, nil
}

// replaces reports whether s is a Replace step of the string from by to.
func (s namedStep) replaces(from, to string) bool {
	return s.Type == "Replace" && s.Pattern.Regex == nil && s.Pattern.String != nil &&
		*s.Pattern.String == from && s.Content == to
}

// checkNormalizer accepts no normalizer (byte-level files) or the one
// SentencePiece conversions write, Prepend("▁") then Replace(" ", "▁"),
// and reports which.
func checkNormalizer(raw json.RawMessage) (sentencePiece bool, err error) {
	if isNull(raw) {
		return false, nil
	}
	typ, steps, err := sequence(raw, "normalizers")
	if err != nil {
		return false, fmt.Errorf("normalizer: %w", err)
	}
	if typ != "Sequence" {
		return false, fmt.Errorf("unsupported normalizer type %q", typ)
	}
	if len(steps) != 2 || steps[0].Type != "Prepend" || steps[0].Prepend != metaspace || !steps[1].replaces(" ", metaspace) {
		return false, errors.New(`unsupported normalizer: the one supported is SentencePiece's, Prepend("▁") then Replace(" ", "▁")`)
	}
	return true, nil
}

// isMetaspace reports a Metaspace pre-tokenizer, which SentencePiece
// files converted with legacy false have in place of the normalizer.
func isMetaspace(raw json.RawMessage) bool {
	var p struct {
		Type string `json:"type"`
	}
	return !isNull(raw) && json.Unmarshal(raw, &p) == nil && p.Type == "Metaspace"
}

// checkDecoder accepts the decoder that goes with the normalizer:
// ByteLevel for byte-level files, SentencePiece's sequence otherwise.
func checkDecoder(raw json.RawMessage, sentencePiece bool) error {
	if isNull(raw) {
		return errors.New("no decoder; want ByteLevel, or SentencePiece's Replace, ByteFallback, Fuse and Strip")
	}
	typ, steps, err := sequence(raw, "decoders")
	if err != nil {
		return fmt.Errorf("decoder: %w", err)
	}
	if !sentencePiece {
		if typ != "ByteLevel" {
			return fmt.Errorf("unsupported decoder type %q", typ)
		}
		return nil
	}
	if typ != "Sequence" || len(steps) != 4 || !steps[0].replaces(metaspace, " ") ||
		steps[1].Type != "ByteFallback" || steps[2].Type != "Fuse" ||
		steps[3].Type != "Strip" || steps[3].Content != " " || steps[3].Start != 1 || steps[3].Stop != 0 {
		return errors.New(`unsupported decoder for a SentencePiece normalizer: want Replace("▁", " "), ByteFallback, Fuse, Strip(" ", 1, 0)`)
	}
	return nil
}

// byteToken returns the byte a byte-fallback token such as "<0x0A>"
// stands for. Like Hugging Face's ByteFallback decoder it takes any token
// of that spelling, added ones included.
func byteToken(tok string) (byte, bool) {
	if len(tok) != 6 || !strings.HasPrefix(tok, "<0x") || tok[5] != '>' {
		return 0, false
	}
	var b byte
	for _, c := range tok[3:5] {
		var v byte
		switch {
		case c >= '0' && c <= '9':
			v = byte(c - '0')
		case c >= 'A' && c <= 'F':
			v = byte(c-'A') + 10
		case c >= 'a' && c <= 'f':
			v = byte(c-'a') + 10
		default:
			return 0, false
		}
		b = b<<4 | v
	}
	return b, true
}

// fallbackIDs finds the 256 byte-fallback tokens in vocab.
func fallbackIDs(vocab map[string]int32) ([256]int32, error) {
	var ids [256]int32
	for b := range 256 {
		tok := fmt.Sprintf("<0x%02X>", b)
		id, ok := vocab[tok]
		if !ok {
			return ids, fmt.Errorf("byte_fallback: the vocab lacks the byte token %s", tok)
		}
		ids[b] = id
	}
	return ids, nil
}

// normalizeSentencePiece is the normalizer's work on one piece of text
// between added tokens.
func normalizeSentencePiece(text string) string {
	return metaspace + strings.ReplaceAll(text, " ", metaspace)
}

// appendByteGroup appends a run of byte-fallback bytes as Hugging Face's
// ByteFallback decoder does: as text when the whole run is valid UTF-8,
// and otherwise as one U+FFFD for each byte of it.
func appendByteGroup(dst, group []byte) []byte {
	if utf8.Valid(group) {
		return append(dst, group...)
	}
	for range group {
		dst = utf8.AppendRune(dst, utf8.RuneError)
	}
	return dst
}

// decodeSentencePiece is Decode for SentencePiece files: runs of byte
// tokens become text together, and the text loses one leading space.
func (t *Tokenizer) decodeSentencePiece(ids []int32, skipSpecial bool) string {
	var out, group []byte
	for _, id := range ids {
		info, ok := t.info(id)
		if !ok || skipSpecial && info.special {
			continue
		}
		if info.isByte {
			group = append(group, info.raw[0])
			continue
		}
		out = append(appendByteGroup(out, group), info.raw...)
		group = group[:0]
	}
	out = appendByteGroup(out, group)
	return strings.TrimPrefix(string(out), " ")
}

// pushSentencePiece is Push for SentencePiece files. A run of byte tokens
// is held until it ends, since a byte that is not UTF-8 turns the whole
// run into U+FFFD.
func (d *Detokenizer) pushSentencePiece(info tokenInfo) string {
	if info.isByte {
		d.pending = append(d.pending, info.raw[0])
		return ""
	}
	out := append(appendByteGroup(nil, d.pending), info.raw...)
	d.pending = d.pending[:0]
	return d.stripFirst(out)
}

// stripFirst drops the space that begins the text as a whole: the first
// byte of the first text returned, when it is one.
func (d *Detokenizer) stripFirst(out []byte) string {
	if !d.started && len(out) > 0 {
		d.started = true
		if out[0] == ' ' {
			out = out[1:]
		}
	}
	return string(out)
}
