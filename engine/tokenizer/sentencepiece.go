package tokenizer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file is the other family of Llama tokenizers: SentencePiece BPE
// models converted to tokenizer.json, as Llama 2, TinyLlama and Mistral 7B
// ship them. Their vocabulary spells a space as metaspace, U+2581; BPE
// starts from characters rather than bytes, and a character the
// vocabulary lacks falls back to one token per UTF-8 byte, "<0x41>" and
// the like. Each piece of text between added tokens is merged whole (no
// pre-tokenizer splits it), after its spaces become metaspaces and,
// depending on the file, one more goes in front. transformers writes that
// in two forms. The legacy one, most checkpoints': a normalizer that puts
// a metaspace before every piece, Prepend("▁") then Replace(" ", "▁").
// With legacy false: a Metaspace pre-tokenizer, which by its
// prepend_scheme "first" puts one only before the text's first piece, and
// only when it does not start with a space. Both decode with Replace,
// ByteFallback, Fuse and Strip, which drops the space that begins the text.

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

// prependScheme is when a metaspace goes in front of a piece of text
// between added tokens.
type prependScheme int

const (
	prependEvery  prependScheme = iota // the legacy normalizer: every piece
	prependFirst                       // Metaspace "first": the text's first piece, unless it starts with a space
	prependAlways                      // Metaspace "always": every piece that does not start with a space
	prependNever                       // no piece
)

// metaspaces is how a SentencePiece file's text gets its metaspaces, and
// how decoding takes them out.
type metaspaces struct {
	prepend prependScheme
	strip   bool // the decoder's Strip drops the text's first space
}

// checkNormalizer accepts no normalizer (byte-level files, and
// SentencePiece ones with a Metaspace pre-tokenizer) or the legacy one
// SentencePiece conversions write, Replace(" ", "▁") after a Prepend("▁")
// or alone, and returns the prepend scheme of the latter.
func checkNormalizer(raw json.RawMessage) (legacy bool, prepend prependScheme, err error) {
	if isNull(raw) {
		return false, 0, nil
	}
	typ, steps, err := sequence(raw, "normalizers")
	if err != nil {
		return false, 0, fmt.Errorf("normalizer: %w", err)
	}
	if typ != "Sequence" {
		return false, 0, fmt.Errorf("unsupported normalizer type %q", typ)
	}
	switch {
	case len(steps) == 2 && steps[0].Type == "Prepend" && steps[0].Prepend == metaspace && steps[1].replaces(" ", metaspace):
		return true, prependEvery, nil
	case len(steps) == 1 && steps[0].replaces(" ", metaspace):
		return true, prependNever, nil
	}
	return false, 0, errors.New(`unsupported normalizer: the one supported is SentencePiece's, Prepend("▁") then Replace(" ", "▁"), or the Replace alone`)
}

// checkMetaspace reads a Metaspace pre-tokenizer, the legacy-false form's
// in place of the normalizer. ok is false for any other pre-tokenizer.
func checkMetaspace(raw json.RawMessage) (prepend prependScheme, ok bool, err error) {
	var m struct {
		Type           string  `json:"type"`
		Replacement    string  `json:"replacement"`
		PrependScheme  *string `json:"prepend_scheme"`
		AddPrefixSpace *bool   `json:"add_prefix_space"` // before prepend_scheme
		Split          *bool   `json:"split"`
	}
	if isNull(raw) || json.Unmarshal(raw, &m) != nil || m.Type != "Metaspace" {
		return 0, false, nil
	}
	if m.Replacement != metaspace {
		return 0, true, fmt.Errorf("unsupported Metaspace replacement %q; want %q", m.Replacement, metaspace)
	}
	// Hugging Face splits at each metaspace unless told not to, a
	// pre-tokenization this package does not do.
	if m.Split == nil || *m.Split {
		return 0, true, errors.New("unsupported Metaspace split (absent or true): the pieces are merged whole only with split false")
	}
	scheme := "always" // Hugging Face's default, as add_prefix_space true
	if m.PrependScheme != nil {
		scheme = *m.PrependScheme
	} else if m.AddPrefixSpace != nil && !*m.AddPrefixSpace {
		scheme = "never"
	}
	switch scheme {
	case "first":
		return prependFirst, true, nil
	case "always":
		return prependAlways, true, nil
	case "never":
		return prependNever, true, nil
	}
	return 0, true, fmt.Errorf("unsupported Metaspace prepend_scheme %q", scheme)
}

// checkDecoder accepts the decoder that goes with the family: ByteLevel
// for byte-level files, and for SentencePiece ones Replace("▁", " "),
// ByteFallback and Fuse, then Strip(" ", 1, 0) where the text's first
// space came from the normalizer. It reports the Strip.
func checkDecoder(raw json.RawMessage, sentencePiece bool) (strip bool, err error) {
	if isNull(raw) {
		return false, errors.New("no decoder; want ByteLevel, or SentencePiece's Replace, ByteFallback, Fuse and Strip")
	}
	typ, steps, err := sequence(raw, "decoders")
	if err != nil {
		return false, fmt.Errorf("decoder: %w", err)
	}
	if !sentencePiece {
		if typ != "ByteLevel" {
			return false, fmt.Errorf("unsupported decoder type %q", typ)
		}
		return false, nil
	}
	strip = len(steps) == 4 && steps[3].Type == "Strip" && steps[3].Content == " " && steps[3].Start == 1 && steps[3].Stop == 0
	if typ != "Sequence" || len(steps) != 3 && !strip || !steps[0].replaces(metaspace, " ") ||
		steps[1].Type != "ByteFallback" || steps[2].Type != "Fuse" {
		return false, errors.New(`unsupported decoder for a SentencePiece tokenizer: want Replace("▁", " "), ByteFallback, Fuse, and Strip(" ", 1, 0) or nothing`)
	}
	return strip, nil
}

// byteToken returns the byte a byte-fallback token such as "<0x0A>"
// stands for. Like Hugging Face's ByteFallback decoder it takes any token
// of that spelling, added ones included.
func byteToken(tok string) (byte, bool) {
	if len(tok) != 6 || !strings.HasPrefix(tok, "<0x") || tok[5] != '>' {
		return 0, false
	}
	b, err := strconv.ParseUint(tok[3:5], 16, 8)
	return byte(b), err == nil
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

// normalize gives a piece of text between added tokens its metaspaces;
// first is whether the piece begins the text.
func (m *metaspaces) normalize(text string, first bool) string {
	text = strings.ReplaceAll(text, " ", metaspace)
	switch {
	case m.prepend == prependEvery,
		m.prepend == prependAlways && !strings.HasPrefix(text, metaspace),
		m.prepend == prependFirst && first && !strings.HasPrefix(text, metaspace):
		return metaspace + text
	}
	return text
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
// tokens become text together, and with the decoder's Strip the text
// loses one leading space.
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
	if t.sp.strip {
		out = bytes.TrimPrefix(out, []byte(" "))
	}
	return string(out)
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

// stripFirst drops, for a decoder with Strip, the space that begins the
// text as a whole: the first byte of the first text returned, when it is
// one.
func (d *Detokenizer) stripFirst(out []byte) string {
	if !d.started && len(out) > 0 {
		d.started = true
		if d.t.sp.strip && out[0] == ' ' {
			out = out[1:]
		}
	}
	return string(out)
}
