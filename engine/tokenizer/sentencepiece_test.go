package tokenizer

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
)

// llama2JSON is Llama 2's tokenizer.json, testdata/sentencepiece's.
var llama2JSON = gzipTestdata("sentencepiece", "tokenizer.json.gz")

// gzipTestdata returns, read once, the content of the gzip file
// testdata/dir/name.
func gzipTestdata(dir, name string) func() ([]byte, error) {
	return sync.OnceValues(func() ([]byte, error) {
		f, err := os.Open(filepath.Join("testdata", dir, name))
		if err != nil {
			return nil, err
		}
		defer f.Close()
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, err
		}
		return io.ReadAll(zr)
	})
}

// sentencePiece loads Llama 2's tokenizer once for all tests.
var sentencePiece = sync.OnceValues(func() (*Tokenizer, error) {
	data, err := llama2JSON()
	if err != nil {
		return nil, err
	}
	return LoadJSON(data)
})

func loadSentencePiece(tb testing.TB) *Tokenizer { return loadOnce(tb, sentencePiece) }

// referenceCase is a line of a reference's encodings and decodings
// (testdata/sentencepiece/cases.jsonl and forms.jsonl,
// testdata/bytelevel/cases.jsonl): an encoding of text, or a decoding of
// ids with and without special tokens.
type referenceCase struct {
	Kind    string  `json:"kind"`
	Source  string  `json:"source"` // "sentencepiece", or transformers.js's when empty
	Form    string  `json:"form"`   // the form of the file, where one has several (see gen.mjs)
	Text    string  `json:"text"`
	Special bool    `json:"special"`
	IDs     []int32 `json:"ids"`
	Skipped string  `json:"skipped"`
}

func readSentencePieceCases(t *testing.T) []referenceCase {
	cases := readJSONLines[referenceCase](t, filepath.Join("testdata", "sentencepiece", "cases.jsonl"))
	if len(cases) < 250 {
		t.Fatalf("read %d cases, want the file's 280", len(cases))
	}
	return cases
}

// TestSentencePieceCases holds Encode, Decode and the Detokenizer to the
// references' encodings and decodings, SentencePiece's own and
// transformers.js's: metaspaces put before each piece of text between
// special tokens, merges of equal rank left to right, characters the
// vocabulary lacks as byte tokens, and the one leading space the decoder
// strips.
func TestSentencePieceCases(t *testing.T) {
	checkReferenceCases(t, loadSentencePiece(t), readSentencePieceCases(t))
}

// checkReferenceCases checks tk against cases, encoding each text
// also through one Cache shared by all, where a segment met first at the
// start of a text comes again elsewhere.
func checkReferenceCases(t *testing.T, tk *Tokenizer, cases []referenceCase) {
	t.Helper()
	cache := NewCache(1 << 20)
	for i, c := range cases {
		switch c.Kind {
		case "encode":
			got, err := tk.Encode(c.Text, c.Special)
			if err != nil || fmt.Sprint(got) != fmt.Sprint(c.IDs) {
				t.Errorf("case %d: Encode(%q, %v) = %v, %v; want %v", i, c.Text, c.Special, got, err, c.IDs)
			}
			for _, text := range []string{c.Text, "<s>" + c.Text} {
				want, _ := tk.Encode(text, c.Special)
				if got, err := tk.EncodeCached(text, c.Special, cache); err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("case %d: EncodeCached(%q, %v) = %v, %v; Encode gives %v", i, text, c.Special, got, err, want)
				}
			}
		case "decode":
			for _, skip := range []bool{false, true} {
				want := c.Text
				if skip {
					want = c.Skipped
				}
				if got := tk.Decode(c.IDs, skip); got != want {
					t.Errorf("case %d: Decode(%v, %v) = %q, want %q", i, c.IDs, skip, got, want)
				}
				if got := streamed(tk, c.IDs, skip); got != want {
					t.Errorf("case %d: the Detokenizer made %q of %v (skip %v), want %q", i, got, c.IDs, skip, want)
				}
			}
		default:
			t.Fatalf("case %d: kind %q", i, c.Kind)
		}
	}
}

// TestSentencePieceForms: Llama 2's tokenizer in the other forms
// transformers writes encodes and decodes as transformers.js has it. With
// a Metaspace pre-tokenizer (legacy false) and prepend_scheme "first", the
// text's first piece gets a metaspace unless it starts with a space, and
// no piece after an added token does; "always" puts one before every piece
// that does not start with a space, "never" before none (and the decoder
// then has no Strip); the legacy normalizer without its Prepend puts none.
func TestSentencePieceForms(t *testing.T) {
	base, err := llama2JSON()
	if err != nil {
		t.Fatal(err)
	}
	metaspace := func(scheme string) map[string]any {
		return map[string]any{"type": "Metaspace", "replacement": "▁", "prepend_scheme": scheme, "split": false}
	}
	byForm := map[string][]referenceCase{}
	for _, c := range readJSONLines[referenceCase](t, filepath.Join("testdata", "sentencepiece", "forms.jsonl")) {
		byForm[c.Form] = append(byForm[c.Form], c)
	}
	for form, parts := range map[string]map[string]any{
		"first":   {"normalizer": nil, "pre_tokenizer": metaspace("first")},
		"always":  {"normalizer": nil, "pre_tokenizer": metaspace("always")},
		"never":   {"normalizer": nil, "pre_tokenizer": metaspace("never")},
		"replace": {"normalizer": map[string]any{"type": "Sequence", "normalizers": []any{map[string]any{"type": "Replace", "pattern": map[string]any{"String": " "}, "content": "▁"}}}},
	} {
		t.Run(form, func(t *testing.T) {
			var f tinyFile
			if err := json.Unmarshal(base, &f); err != nil {
				t.Fatal(err)
			}
			maps.Copy(f, parts)
			if form == "never" || form == "replace" {
				dec := f["decoder"].(map[string]any)
				dec["decoders"] = dec["decoders"].([]any)[:3] // no Strip
			}
			tk := f.load(t)
			if len(byForm[form]) < 200 {
				t.Fatalf("forms.jsonl has %d cases of form %q", len(byForm[form]), form)
			}
			checkReferenceCases(t, tk, byForm[form])
		})
	}
}

// streamed is what a Detokenizer returns for ids, all of it.
func streamed(tk *Tokenizer, ids []int32, skipSpecial bool) string {
	d := tk.NewDetokenizer(skipSpecial)
	var b strings.Builder
	for _, id := range ids {
		b.WriteString(d.Push(id))
	}
	b.WriteString(d.Flush())
	return b.String()
}

// TestSentencePieceByteRuns: a run of byte tokens that is not UTF-8
// decodes, as in Hugging Face's Rust ByteFallback, to one U+FFFD for each
// of its bytes, even where part of it is a character. (transformers.js
// follows the WHATWG rule instead, so these are not in cases.jsonl.)
func TestSentencePieceByteRuns(t *testing.T) {
	tk := loadSentencePiece(t)
	id := func(tok string) int32 {
		id, ok := tk.TokenID(tok)
		if !ok {
			t.Fatalf("no token %q", tok)
		}
		return id
	}
	tests := []struct {
		toks []string
		want string
	}{
		{[]string{"<0xE2>", "<0x96>"}, "\uFFFD\uFFFD"}, // a character cut short
		{[]string{"<0xFF>"}, "\uFFFD"},
		{[]string{"▁a", "<0xF0>", "<0x9F>", "▁b"}, "a\uFFFD\uFFFD b"},
		{[]string{"▁a", "<0xC3>", "<0xA9>", "<0xFF>", "▁b"}, "a\uFFFD\uFFFD\uFFFD b"}, // é, then a byte that is not UTF-8
		{[]string{"<0xF0>", "<0x9F>", "<0xA6>", "<0x99>", "<0xF0>"}, strings.Repeat("\uFFFD", 5)},
		{[]string{"<0xC3>", "<0xA9>", "<0xC3>"}, strings.Repeat("\uFFFD", 3)},
		{[]string{"<0x20>", "<0xC3>"}, "\uFFFD\uFFFD"}, // the space is in the run, so nothing is stripped
		{[]string{"<0x20>", "▁a"}, " a"},               // the run's space is the text's first, which goes
	}
	for _, tt := range tests {
		ids := make([]int32, len(tt.toks))
		for i, tok := range tt.toks {
			ids[i] = id(tok)
		}
		if got := tk.Decode(ids, false); got != tt.want {
			t.Errorf("Decode(%q) = %q, want %q", tt.toks, got, tt.want)
		}
		if got := streamed(tk, ids, false); got != tt.want {
			t.Errorf("the Detokenizer made %q of %q, want %q", got, tt.toks, tt.want)
		}
	}
}

// TestSentencePieceStreamsAsDecode: on random mixes of byte tokens,
// metaspace tokens, special tokens and ids that are not tokens, whatever
// the Detokenizer returns adds up to Decode's text, valid UTF-8.
func TestSentencePieceStreamsAsDecode(t *testing.T) {
	tk := loadSentencePiece(t)
	var pool []int32
	for _, tok := range []string{"<s>", "</s>", "<unk>", "▁", "▁▁", "▁a", "a", "é", "<0x20>", "<0xC3>", "<0xA9>", "<0xE2>", "<0x96>", "<0x81>", "<0xF0>", "<0x9F>", "<0xFF>", "<0x0A>"} {
		id, ok := tk.TokenID(tok)
		if !ok {
			t.Fatalf("no token %q", tok)
		}
		pool = append(pool, id)
	}
	pool = append(pool, -1, int32(tk.VocabSize()))
	r := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		ids := make([]int32, r.IntN(12))
		for i := range ids {
			ids[i] = pool[r.IntN(len(pool))]
		}
		for _, skip := range []bool{false, true} {
			want := tk.Decode(ids, skip)
			if got := streamed(tk, ids, skip); got != want || !utf8.ValidString(got) {
				t.Fatalf("the Detokenizer made %q of %v (skip %v), Decode %q", got, ids, skip, want)
			}
		}
	}
}

// newTinySentencePiece is a small tokenizer.json of the SentencePiece
// family: "<unk>", "<s>", "</s>", the 256 byte tokens, then "▁", "a", "b",
// "▁a" and "ab", with the merges "▁ a" and "a b".
func newTinySentencePiece() tinyFile {
	vocab := map[string]int{"<unk>": 0, "<s>": 1, "</s>": 2}
	for b := range 256 {
		vocab[fmt.Sprintf("<0x%02X>", b)] = 3 + b
	}
	for _, tok := range []string{"▁", "a", "b", "▁a", "ab"} {
		vocab[tok] = len(vocab)
	}
	special := func(id int, content string) map[string]any {
		return map[string]any{"id": id, "content": content, "special": true, "normalized": false}
	}
	return tinyFile{
		"added_tokens": []any{special(0, "<unk>"), special(1, "<s>"), special(2, "</s>")},
		"normalizer": map[string]any{"type": "Sequence", "normalizers": []any{
			map[string]any{"type": "Prepend", "prepend": "▁"},
			map[string]any{"type": "Replace", "pattern": map[string]any{"String": " "}, "content": "▁"},
		}},
		"pre_tokenizer":  nil,
		"post_processor": nil,
		"decoder": map[string]any{"type": "Sequence", "decoders": []any{
			map[string]any{"type": "Replace", "pattern": map[string]any{"String": "▁"}, "content": " "},
			map[string]any{"type": "ByteFallback"},
			map[string]any{"type": "Fuse"},
			map[string]any{"type": "Strip", "content": " ", "start": 1, "stop": 0},
		}},
		"model": map[string]any{
			"type": "BPE", "dropout": nil, "unk_token": "<unk>", "fuse_unk": true, "byte_fallback": true,
			"vocab": vocab, "merges": []string{"▁ a", "a b"},
		},
	}
}

// TestSentencePieceTiny: the tiny file merges characters by rank, spells a
// character it lacks in byte tokens, and decodes back.
func TestSentencePieceTiny(t *testing.T) {
	tk := newTinySentencePiece().load(t)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"a ab", []string{"▁a", "▁a", "b"}},
		{"ab", []string{"▁a", "b"}},
		{"b é", []string{"▁", "b", "▁", "<0xC3>", "<0xA9>"}},
		{"a<s>b", []string{"▁a", "<s>", "▁", "b"}},
	} {
		if got := tokens(t, tk, tt.text, false); fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%q → %q, want %q", tt.text, got, tt.want)
		}
		ids, _ := tk.Encode(tt.text, false)
		want := strings.ReplaceAll(tt.text, "<s>", "<s> ")
		if got := tk.Decode(ids, false); got != want {
			t.Errorf("Decode(Encode(%q)) = %q, want %q", tt.text, got, want)
		}
	}
}

// TestSentencePieceLoadErrors: a file that mixes the families, or
// leaves out what the SentencePiece steps need, is refused by name.
func TestSentencePieceLoadErrors(t *testing.T) {
	steps := func(f tinyFile, key, list string) []any {
		return f[key].(map[string]any)[list].([]any)
	}
	tests := []struct {
		name   string
		mutate func(f tinyFile)
		want   string
	}{
		{"normalizer with another step", func(f tinyFile) {
			f["normalizer"].(map[string]any)["normalizers"] = append(steps(f, "normalizer", "normalizers"), map[string]any{"type": "NFKC"})
		}, "the one supported is SentencePiece's"},
		{"another prepend", func(f tinyFile) { steps(f, "normalizer", "normalizers")[0].(map[string]any)["prepend"] = "_" }, "the one supported is SentencePiece's"},
		{"byte-level decoder", func(f tinyFile) { f["decoder"] = map[string]any{"type": "ByteLevel"} }, "unsupported decoder for a SentencePiece tokenizer"},
		{"Strip of two", func(f tinyFile) { steps(f, "decoder", "decoders")[3].(map[string]any)["start"] = 2 }, "unsupported decoder for a SentencePiece tokenizer"},
		{"no byte fallback", func(f tinyFile) { f.model()["byte_fallback"] = false }, "without byte_fallback"},
		{"byte token missing", func(f tinyFile) { delete(f.model()["vocab"].(map[string]int), "<0x41>") }, "lacks the byte token <0x41>"},
		{"normalized added token", func(f tinyFile) {
			f["added_tokens"] = append(f["added_tokens"].([]any), map[string]any{"id": 300, "content": "<pad>", "normalized": true})
		}, `added token "<pad>": normalized added tokens are not supported`},
		{"pre-tokenizer beside the normalizer", func(f tinyFile) {
			f["pre_tokenizer"] = map[string]any{"type": "Metaspace", "replacement": "▁", "prepend_scheme": "first", "split": false}
		}, "unsupported pre_tokenizer beside a SentencePiece normalizer"},
		{"Metaspace that splits", func(f tinyFile) {
			f["normalizer"] = nil
			f["pre_tokenizer"] = map[string]any{"type": "Metaspace", "replacement": "▁", "prepend_scheme": "first"}
		}, "unsupported Metaspace split (absent or true)"},
		{"Metaspace of another character", func(f tinyFile) {
			f["normalizer"] = nil
			f["pre_tokenizer"] = map[string]any{"type": "Metaspace", "replacement": "_", "prepend_scheme": "first", "split": false}
		}, `unsupported Metaspace replacement "_"`},
		{"Metaspace scheme", func(f tinyFile) {
			f["normalizer"] = nil
			f["pre_tokenizer"] = map[string]any{"type": "Metaspace", "replacement": "▁", "prepend_scheme": "sometimes", "split": false}
		}, `unsupported Metaspace prepend_scheme "sometimes"`},
		{"byte fallback in a byte-level file", func(f tinyFile) {
			f["normalizer"], f["decoder"] = nil, map[string]any{"type": "ByteLevel"}
		}, "byte_fallback in a byte-level tokenizer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newTinySentencePiece()
			tt.mutate(f)
			_, err := LoadJSON(f.bytes(t))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("LoadJSON: %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

// FuzzSentencePiece: text free of special-token text comes back from
// Decode(Encode) as it was, spaces and all, and the Detokenizer streams
// the same text.
func FuzzSentencePiece(f *testing.F) {
	for _, s := range []string{"", " ", "Hello world", "  x\n\n\t", "🦙你好 'LL 12345", "\u00a0\u2581\r\n", "a  b  "} {
		f.Add(s)
	}
	tk := loadSentencePiece(f)
	f.Fuzz(func(t *testing.T, s string) {
		ids, ok := encodeFuzzed(t, tk, s, true)
		if !ok {
			return
		}
		if got, want := streamed(tk, ids, true), tk.Decode(ids, true); got != want {
			t.Fatalf("ids %v: streamed %q, Decode gives %q", ids, got, want)
		}
		for _, special := range []string{"<s>", "</s>", "<unk>"} {
			if strings.Contains(s, special) {
				return // the text after it gains a space, as in Hugging Face
			}
		}
		if got := tk.Decode(ids, true); got != strings.ReplaceAll(s, metaspace, " ") {
			t.Fatalf("Decode(Encode(%q)) = %q", s, got)
		}
	})
}
