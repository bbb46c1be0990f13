// Package tokenizer turns text into token ids and back for Llama-family
// models, reading Hugging Face tokenizer.json files and reproducing Hugging
// Face tokenizers' output token for token.
//
// It supports the two families Llama models come in. The byte-level BPE
// family Llama 3 belongs to: a BPE model (with ignore_merges), Split
// pre-tokenizers followed by ByteLevel, and a ByteLevel decoder. And the
// SentencePiece BPE family of Llama 2, TinyLlama and Mistral 7B (see
// sentencepiece.go): metaspaces, by the legacy normalizer or a Metaspace
// pre-tokenizer, byte fallback, and the decoder that undoes them. Both have added and special tokens matched
// anywhere in the text and TemplateProcessing for the tokens added around
// a sequence. Anything else in a tokenizer.json is rejected at load time
// with an error naming it, rather than tokenized approximately.
//
// github.com/sugarme/tokenizer alone cannot load Llama 3: its Split
// pre-tokenizer compiles the pattern with Go's regexp, which rejects the
// (?!\S) lookahead. This package keeps sugarme's byte-level tables and
// supplies the rest: a scanner equivalent to Llama 3's regex under the onig
// engine Hugging Face uses (regexp2 for other patterns), and a BPE merge loop
// with Hugging Face's tie-breaking.
package tokenizer

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

// llama3BOS is the beginning-of-text token Meta's Llama 3 tokenizer.json adds
// through TemplateProcessing. Some exports (transformers.js's among them)
// replace that processor with a ByteLevel one and rely on the runtime to
// add the token; Encode does the same when the file names no template.
const llama3BOS = "<|begin_of_text|>"

// maxVocab bounds token ids, so a corrupt file cannot make the id table
// absurdly large. Real vocabularies stay far below it.
const maxVocab = 1 << 22

// Tokenizer encodes and decodes text. It is safe for concurrent use.
type Tokenizer struct {
	bl        *byteLevel
	bpe       *bpeModel
	added     *addedMatcher
	preSplits []splitter // Split and Digits steps, applied in order
	byteSplit splitter   // ByteLevel's own regex, nil when use_regex is off
	prefixSp  bool       // ByteLevel add_prefix_space
	prefix    []int32    // ids Encode adds before the text when asked
	suffix    []int32    // ids Encode adds after the text when asked
	tokens    []tokenInfo
	ids       map[string]int32 // model vocab; added tokens are in added.ids
	maxBytes  int              // the most bytes of text one token stands for
	// sp marks the SentencePiece family: text gets metaspaces and is
	// merged from characters, and decoding takes them out. nil for
	// byte-level files.
	sp *metaspaces
}

type tokenInfo struct {
	text    string // as written in tokenizer.json
	raw     string // the text it decodes to
	present bool
	special bool
	isByte  bool // a byte-fallback token: raw is its one byte
}

// FileName is the file of a Hugging Face model directory that holds the
// tokenizer.
const FileName = "tokenizer.json"

// Load reads a tokenizer.json file. Its errors name the file and, for an
// unsupported file, the component type at fault.
func Load(path string) (*Tokenizer, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, missing(path, err)
	}
	if err != nil {
		return nil, fmt.Errorf("tokenizer: %w", err)
	}
	return loadJSON(path, data)
}

// sentencePieceModel is the file older checkpoints of the SentencePiece
// family ship in place of tokenizer.json.
const sentencePieceModel = "tokenizer.model"

// missing is Load's error for a tokenizer.json that is not there, saying
// how to get one: a checkpoint with only tokenizer.model has its
// tokenizer in SentencePiece's own format, which transformers converts.
func missing(path string, err error) error {
	dir := filepath.Dir(path)
	if _, serr := os.Stat(filepath.Join(dir, sentencePieceModel)); serr == nil {
		return fmt.Errorf("tokenizer: %s has no %s, only %s, a SentencePiece model, which xlachat does not read; transformers writes the %s: python3 -c 'from transformers import AutoTokenizer as T; T.from_pretrained(%q).save_pretrained(%q)' (%w)",
			dir, FileName, sentencePieceModel, FileName, dir, dir, err)
	}
	return fmt.Errorf("tokenizer: %s has no %s; it holds the tokenizer: download it with the model (%w)", dir, FileName, err)
}

// LoadJSON reads tokenizer.json content.
func LoadJSON(data []byte) (*Tokenizer, error) {
	return loadJSON("tokenizer.json data", data)
}

func loadJSON(name string, data []byte) (*Tokenizer, error) {
	t, err := build(data)
	if err != nil {
		return nil, fmt.Errorf("tokenizer: %s: %w", name, err)
	}
	return t, nil
}

func build(data []byte) (*Tokenizer, error) {
	var f fileJSON
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("parse JSON: %w", err)
	}
	sp, err := checkSupported(&f)
	if err != nil {
		return nil, err
	}
	mj := f.Model
	if err := checkModel(mj, sp != nil); err != nil {
		return nil, err
	}
	merges, err := parseMerges(mj.Merges)
	if err != nil {
		return nil, fmt.Errorf("model: %w", err)
	}
	t := &Tokenizer{ids: mj.Vocab, sp: sp}
	if t.bl, err = newByteLevel(); err != nil {
		return nil, err
	}
	if t.bpe, err = t.newBPE(mj, merges); err != nil {
		return nil, fmt.Errorf("model: %w", err)
	}
	if sp == nil {
		if err := t.setPreTokenizer(f.PreTokenizer); err != nil {
			return nil, err
		}
	}
	if err := t.setTokens(mj.Vocab, f.AddedTokens); err != nil {
		return nil, err
	}
	if err := t.setPostProcessor(f.PostProcessor); err != nil {
		return nil, err
	}
	return t, nil
}

// checkSupported rejects the optional steps this package does not
// implement, and reports which family the file is: SentencePiece, with
// its metaspaces, or byte-level (nil).
func checkSupported(f *fileJSON) (*metaspaces, error) {
	if f.Model == nil {
		return nil, errors.New("no model")
	}
	sp, err := checkMetaspaces(f)
	if err != nil {
		return nil, err
	}
	if strip, err := checkDecoder(f.Decoder, sp != nil); err != nil {
		return nil, err
	} else if sp != nil {
		sp.strip = strip
	}
	for _, a := range f.AddedTokens {
		if a.SingleWord || a.LStrip || a.RStrip {
			return nil, fmt.Errorf("added token %q: unsupported single_word/lstrip/rstrip option", a.Content)
		}
		if a.ID < 0 {
			return nil, fmt.Errorf("added token %q has negative id %d", a.Content, a.ID)
		}
		// Hugging Face finds a normalized added token in the
		// normalized text, after the metaspaces go in, which this
		// package does not do; without a normalizer it makes no
		// difference.
		if sp != nil && (a.Normalized == nil || *a.Normalized) {
			return nil, fmt.Errorf("added token %q: normalized added tokens are not supported in a SentencePiece tokenizer", a.Content)
		}
	}
	return sp, nil
}

// checkMetaspaces finds which SentencePiece form, if any, the file's
// normalizer and pre-tokenizer are: the legacy normalizer with no
// pre-tokenizer, or a Metaspace pre-tokenizer with no normalizer.
func checkMetaspaces(f *fileJSON) (*metaspaces, error) {
	legacy, prepend, err := checkNormalizer(f.Normalizer)
	if err != nil {
		return nil, err
	}
	if legacy {
		if !isNull(f.PreTokenizer) {
			return nil, errors.New("unsupported pre_tokenizer beside a SentencePiece normalizer: want none")
		}
		return &metaspaces{prepend: prepend}, nil
	}
	if prepend, ok, err := checkMetaspace(f.PreTokenizer); ok || err != nil {
		if err != nil {
			return nil, fmt.Errorf("pre_tokenizer: %w", err)
		}
		return &metaspaces{prepend: prepend}, nil
	}
	return nil, nil
}

func checkModel(m *modelJSON, sentencePiece bool) error {
	switch {
	case m.Type != "BPE":
		return fmt.Errorf("unsupported model type %q", m.Type)
	case m.Dropout != nil && *m.Dropout != 0:
		return fmt.Errorf("unsupported BPE dropout %v", *m.Dropout)
	case m.ContinuingSubwordPrefix != nil && *m.ContinuingSubwordPrefix != "":
		return fmt.Errorf("unsupported BPE continuing_subword_prefix %q", *m.ContinuingSubwordPrefix)
	case m.EndOfWordSuffix != nil && *m.EndOfWordSuffix != "":
		return fmt.Errorf("unsupported BPE end_of_word_suffix %q", *m.EndOfWordSuffix)
	case sentencePiece && !m.ByteFallback:
		return errors.New("unsupported BPE without byte_fallback in a SentencePiece tokenizer")
	case !sentencePiece && m.ByteFallback:
		return errors.New("unsupported BPE byte_fallback in a byte-level tokenizer")
	case len(m.Vocab) == 0:
		return errors.New("model has an empty vocab")
	}
	return nil
}

// setPreTokenizer accepts ByteLevel alone or a Sequence of Split and
// Digits steps ending in ByteLevel: the byte-level vocabulary needs
// ByteLevel last.
func (t *Tokenizer) setPreTokenizer(raw json.RawMessage) error {
	if isNull(raw) {
		return errors.New("no pre_tokenizer; want ByteLevel")
	}
	var p preTokenizerJSON
	if err := json.Unmarshal(raw, &p); err != nil {
		return fmt.Errorf("pre_tokenizer: %w", err)
	}
	steps := []preTokenizerJSON{p}
	if p.Type == "Sequence" {
		steps = p.PreTokenizers
	}
	if len(steps) == 0 || steps[len(steps)-1].Type != "ByteLevel" {
		return errors.New("unsupported pre_tokenizer: want ByteLevel as the last step")
	}
	for i, s := range steps[:len(steps)-1] {
		sp, err := newSplitStep(s)
		if err != nil {
			return fmt.Errorf("pre_tokenizer step %d: %w", i, err)
		}
		t.preSplits = append(t.preSplits, sp)
	}
	last := steps[len(steps)-1]
	t.prefixSp = last.AddPrefixSpace
	if last.UseRegex == nil || *last.UseRegex {
		sp, err := newSplitter(gpt2Pattern)
		if err != nil {
			return fmt.Errorf("pre_tokenizer: %w", err)
		}
		t.byteSplit = sp
	}
	return nil
}

func newSplitStep(s preTokenizerJSON) (splitter, error) {
	switch {
	case s.Type == "Digits":
		return digitsSplitter{individual: s.IndividualDigits}, nil
	case s.Type != "Split":
		return nil, fmt.Errorf("unsupported pre_tokenizer type %q", s.Type)
	case s.Behavior != "Isolated" || s.Invert:
		return nil, fmt.Errorf("unsupported Split behavior %q (invert %v); want Isolated", s.Behavior, s.Invert)
	case s.Pattern.Regex != nil:
		return newSplitter(*s.Pattern.Regex)
	case s.Pattern.String != nil && *s.Pattern.String != "":
		return newSplitter(regexp2.Escape(*s.Pattern.String))
	default:
		return nil, errors.New("Split has no pattern")
	}
}

// setTokens builds the id → token table over model and added tokens.
func (t *Tokenizer) setTokens(vocab map[string]int32, added []addedTokenJSON) error {
	// Counted in int64: id+1 in int32 wraps negative for the largest
	// id, which then passed for a small table and indexed past it.
	size := int64(0)
	for _, id := range vocab {
		size = max(size, int64(id)+1)
	}
	for _, a := range added {
		size = max(size, int64(a.ID)+1)
	}
	if size > maxVocab {
		return fmt.Errorf("token id %d is beyond the supported %d", size-1, maxVocab-1)
	}
	t.tokens = make([]tokenInfo, size)
	for tok, id := range vocab {
		t.tokens[id] = t.newTokenInfo(tok)
		t.maxBytes = max(t.maxBytes, len(t.tokens[id].raw))
	}
	for _, a := range added {
		t.tokens[a.ID] = t.newTokenInfo(a.Content)
		t.tokens[a.ID].special = a.Special
		t.maxBytes = max(t.maxBytes, len(a.Content)) // matched in the text as written
	}
	t.added = newAddedMatcher(added)
	return nil
}

// newTokenInfo describes the token spelled tok in tokenizer.json.
func (t *Tokenizer) newTokenInfo(tok string) tokenInfo {
	info := tokenInfo{text: tok, present: true}
	switch b, isByte := byteToken(tok); {
	case t.sp == nil:
		info.raw, _ = t.bl.decode(tok)
	case isByte:
		info.raw, info.isByte = string([]byte{b}), true
	default:
		info.raw = strings.ReplaceAll(tok, metaspace, " ")
	}
	return info
}

func (t *Tokenizer) setPostProcessor(raw json.RawMessage) error {
	prefix, suffix, found, err := parsePostProcessor(raw)
	if err != nil {
		return err
	}
	if !found {
		if id, ok := t.added.ids[llama3BOS]; ok && t.tokens[id].special {
			prefix = []int32{id}
		}
	}
	for _, id := range append(prefix[:len(prefix):len(prefix)], suffix...) {
		if id < 0 || int(id) >= len(t.tokens) || !t.tokens[id].present {
			return fmt.Errorf("post_processor: template id %d is not a token", id)
		}
	}
	t.prefix, t.suffix = prefix, suffix
	return nil
}

// Encode returns the ids of text. Added-token text inside it, such as
// "<|eot_id|>", always becomes that token. With addSpecial the ids the
// tokenizer's post-processor template puts around a sequence are added —
// for Llama 3, "<|begin_of_text|>" in front, which is also what a file
// without a template gets when it has that special token; without
// addSpecial nothing is added.
// Text that is not valid UTF-8 is an error, as it cannot be a Hugging Face
// string.
func (t *Tokenizer) Encode(text string, addSpecial bool) ([]int32, error) {
	return t.encode(text, addSpecial, nil)
}

func (t *Tokenizer) encode(text string, addSpecial bool, cache *Cache) ([]int32, error) {
	if !utf8.ValidString(text) {
		return nil, errors.New("tokenizer: encode: text is not valid UTF-8")
	}
	ids := make([]int32, 0, len(text)/4+len(t.prefix)+len(t.suffix)+1)
	if addSpecial {
		ids = append(ids, t.prefix...)
	}
	var pieces []string
	for rest := text; len(rest) > 0; {
		start, end, id := t.added.find(rest)
		if start < 0 {
			start, end = len(rest), len(rest)
		}
		var err error
		first := len(rest) == len(text)
		if ids, pieces, err = t.encodeSegment(rest[:start], first, ids, pieces[:0], cache); err != nil {
			return nil, fmt.Errorf("tokenizer: encode: %w", err)
		}
		if end > start {
			ids = append(ids, id)
		}
		rest = rest[end:]
	}
	if addSpecial {
		ids = append(ids, t.suffix...)
	}
	return ids, nil
}

// encodeSegment is encodeOrdinary through cache, when there is one. A
// segment that begins the text under Metaspace's "first" scheme is
// encoded apart: it gets a metaspace the same text elsewhere does not.
func (t *Tokenizer) encodeSegment(text string, first bool, ids []int32, pieces []string, cache *Cache) ([]int32, []string, error) {
	if cache == nil || text == "" || first && t.sp != nil && t.sp.prepend == prependFirst {
		return t.encodeOrdinary(text, first, ids, pieces)
	}
	if seg, ok := cache.get(text); ok {
		return append(ids, seg...), pieces, nil
	}
	n := len(ids)
	ids, pieces, err := t.encodeOrdinary(text, first, ids, pieces)
	if err == nil {
		cache.put(text, append([]int32(nil), ids[n:]...))
	}
	return ids, pieces, err
}

// encodeOrdinary encodes text free of added tokens, which begins the whole
// text when first: pre-tokenize, then BPE each piece. pieces is scratch
// space, returned for reuse.
func (t *Tokenizer) encodeOrdinary(text string, first bool, ids []int32, pieces []string) ([]int32, []string, error) {
	if text == "" {
		return ids, pieces, nil
	}
	if t.sp != nil {
		return t.bpe.encode(t.sp.normalize(text, first), ids), pieces, nil
	}
	pieces = append(pieces, text)
	for _, sp := range t.preSplits {
		var err error
		if pieces, err = splitAll(sp, pieces); err != nil {
			return nil, nil, err
		}
	}
	if t.prefixSp {
		for i, p := range pieces {
			if p[0] != ' ' {
				pieces[i] = " " + p
			}
		}
	}
	if t.byteSplit != nil {
		var err error
		if pieces, err = splitAll(t.byteSplit, pieces); err != nil {
			return nil, nil, err
		}
	}
	for _, p := range pieces {
		ids = t.bpe.encode(p, ids)
	}
	return ids, pieces, nil
}

func splitAll(sp splitter, pieces []string) ([]string, error) {
	out := make([]string, 0, len(pieces))
	for _, p := range pieces {
		var err error
		if out, err = sp.split(p, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Decode returns the text of ids. Ids that are not tokens are skipped, and
// with skipSpecial so are special tokens; byte sequences that are not valid
// UTF-8 become U+FFFD, as in Hugging Face's decoder.
func (t *Tokenizer) Decode(ids []int32, skipSpecial bool) string {
	if t.sp != nil {
		return t.decodeSentencePiece(ids, skipSpecial)
	}
	var b []byte
	for _, id := range ids {
		if info, ok := t.info(id); ok && !(skipSpecial && info.special) {
			b = append(b, info.raw...)
		}
	}
	return string(appendLossy(nil, b))
}

// MinTokens is the fewest tokens n bytes of text can encode to: no token
// stands for more bytes than the longest in the vocabulary. It lets a text
// that cannot fit a context be refused without encoding it, which for
// megabytes without a break between words takes seconds and gigabytes.
func (t *Tokenizer) MinTokens(n int) int {
	if t.maxBytes == 0 {
		return 0
	}
	return (n + t.maxBytes - 1) / t.maxBytes
}

func (t *Tokenizer) info(id int32) (tokenInfo, bool) {
	if id < 0 || int(id) >= len(t.tokens) || !t.tokens[id].present {
		return tokenInfo{}, false
	}
	return t.tokens[id], true
}

// TokenID returns the id of a token as written in tokenizer.json: an added
// token's content such as "<|eot_id|>", or a vocabulary entry in byte-level
// spelling such as "Ġhello".
func (t *Tokenizer) TokenID(token string) (int32, bool) {
	if id, ok := t.added.ids[token]; ok {
		return id, true
	}
	id, ok := t.ids[token]
	return id, ok
}

// Token returns the token with the given id, spelled as in tokenizer.json.
func (t *Tokenizer) Token(id int32) (string, bool) {
	info, ok := t.info(id)
	return info.text, ok
}

// VocabSize returns one more than the largest token id, added tokens
// included: the width of the model's logits. For Llama 3 it is 128256.
func (t *Tokenizer) VocabSize() int { return len(t.tokens) }
