package tokenizer

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// tinyFile is a small byte-level BPE tokenizer.json: ids 0-255 are the byte
// tokens in byte order, extra tokens follow in the given order, and "<s>",
// "</s>" are special added tokens after them.
type tinyFile map[string]any

func newTinyFile(t testing.TB, extra []string, merges []string) tinyFile {
	t.Helper()
	bl, err := newByteLevel()
	if err != nil {
		t.Fatal(err)
	}
	vocab := map[string]int{}
	for b := 0; b < 256; b++ {
		vocab[bl.char[b]] = b
	}
	for _, tok := range extra {
		vocab[tok] = len(vocab)
	}
	n := len(vocab)
	return tinyFile{
		"added_tokens": []any{
			map[string]any{"id": n, "content": "<s>", "special": true},
			map[string]any{"id": n + 1, "content": "</s>", "special": true},
		},
		"normalizer": nil,
		"pre_tokenizer": map[string]any{"type": "Sequence", "pretokenizers": []any{
			map[string]any{"type": "Split", "pattern": map[string]any{"Regex": llama3Pattern}, "behavior": "Isolated", "invert": false},
			map[string]any{"type": "ByteLevel", "add_prefix_space": false, "use_regex": false},
		}},
		"post_processor": nil,
		"decoder":        map[string]any{"type": "ByteLevel"},
		"model": map[string]any{
			"type": "BPE", "dropout": nil, "unk_token": nil, "ignore_merges": false,
			"vocab": vocab, "merges": merges,
		},
	}
}

func (f tinyFile) model() map[string]any { return f["model"].(map[string]any) }

// withAdded gives f one more added token, "<x>" with the given id.
func (f tinyFile) withAdded(id int) tinyFile {
	f["added_tokens"] = append(f["added_tokens"].([]any), map[string]any{"id": id, "content": "<x>"})
	return f
}

func (f tinyFile) load(t testing.TB) *Tokenizer {
	t.Helper()
	tk, err := LoadJSON(f.bytes(t))
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

func (f tinyFile) bytes(t testing.TB) []byte {
	t.Helper()
	data, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// tokens encodes text and spells the result with Token, for readable checks.
func tokens(t *testing.T, tk *Tokenizer, text string, addSpecial bool) []string {
	t.Helper()
	ids, err := tk.Encode(text, addSpecial)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, id := range ids {
		tok, ok := tk.Token(id)
		if !ok {
			t.Fatalf("Encode(%q) gave unknown id %d", text, id)
		}
		out = append(out, tok)
	}
	return out
}

func TestBPEMergeOrder(t *testing.T) {
	tests := []struct {
		name   string
		extra  []string
		merges []string
		in     string
		want   []string
	}{
		// Equal ranks merge leftmost first.
		{"tie odd run", []string{"aa"}, []string{"a a"}, "aaaaa", []string{"aa", "aa", "a"}},
		{"tie three", []string{"aa"}, []string{"a a"}, "aaa", []string{"aa", "a"}},
		{"tie then bigger merge", []string{"aa", "aaaa"}, []string{"a a", "aa aa"}, "aaaaaaa", []string{"aaaa", "aa", "a"}},
		// Lower rank wins regardless of position.
		{"rank b c first", []string{"bc", "ab"}, []string{"b c", "a b"}, "abc", []string{"a", "bc"}},
		{"rank a b first", []string{"bc", "ab"}, []string{"a b", "b c"}, "abc", []string{"ab", "c"}},
		{"chain", []string{"ab", "abc", "abcd"}, []string{"a b", "ab c", "abc d"}, "abcdab", []string{"abcd", "ab"}},
		{"no merges", nil, nil, "hi", []string{"h", "i"}},
		{"bytes of a character", []string{"Ã©"}, []string{"Ã ©"}, "é", []string{"Ã©"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tk := newTinyFile(t, tt.extra, tt.merges).load(t)
			if got := tokens(t, tk, tt.in, false); !slices.Equal(got, tt.want) {
				t.Errorf("%q → %q, want %q", tt.in, got, tt.want)
			}
			ids, _ := tk.Encode(tt.in, false)
			if got := tk.Decode(ids, false); got != tt.in {
				t.Errorf("Decode(Encode(%q)) = %q", tt.in, got)
			}
		})
	}
}

func TestBPEIgnoreMerges(t *testing.T) {
	for _, ignore := range []bool{false, true} {
		f := newTinyFile(t, []string{"ab", "abc"}, []string{"a b"})
		f.model()["ignore_merges"] = ignore
		tk := f.load(t)
		want := []string{"ab", "c"}
		if ignore {
			want = []string{"abc"} // a token, though no merge builds it
		}
		if got := tokens(t, tk, "abc", false); !slices.Equal(got, want) {
			t.Errorf("ignore_merges %v: %q, want %q", ignore, got, want)
		}
	}
}

func TestAddedTokensInText(t *testing.T) {
	f := newTinyFile(t, []string{"Ġx"}, []string{"Ġ x"})
	f["added_tokens"] = append(f["added_tokens"].([]any),
		map[string]any{"id": 300, "content": "<s>x", "special": false})
	tk := f.load(t)
	tests := []struct {
		in   string
		want []string
	}{
		{"<s>", []string{"<s>"}},
		{"a<s> x</s>", []string{"a", "<s>", "Ġx", "</s>"}},
		{"<s>x", []string{"<s>x"}}, // longest of the tokens starting there
		{"<s</s>", []string{"<", "s", "</s>"}},
		{"</s", []string{"<", "/", "s"}},
	}
	for _, tt := range tests {
		if got := tokens(t, tk, tt.in, false); !slices.Equal(got, tt.want) {
			t.Errorf("%q → %q, want %q", tt.in, got, tt.want)
		}
	}
	ids, err := tk.Encode("a<s>x</s>", false)
	if err != nil {
		t.Fatal(err)
	}
	if got := tk.Decode(ids, true); got != "a<s>x" {
		t.Errorf("Decode(skipSpecial) = %q, want the non-special added token kept", got)
	}
}

func TestPostProcessor(t *testing.T) {
	template := map[string]any{
		"type": "TemplateProcessing",
		"single": []any{
			map[string]any{"SpecialToken": map[string]any{"id": "<s>", "type_id": 0}},
			map[string]any{"Sequence": map[string]any{"id": "A", "type_id": 0}},
			map[string]any{"SpecialToken": map[string]any{"id": "</s>", "type_id": 0}},
		},
		"special_tokens": map[string]any{
			"<s>":  map[string]any{"id": "<s>", "ids": []int{256}, "tokens": []string{"<s>"}},
			"</s>": map[string]any{"id": "</s>", "ids": []int{257}, "tokens": []string{"</s>"}},
		},
	}
	tests := []struct {
		name string
		post any
		want []string
	}{
		{"none", nil, []string{"h", "i"}},
		{"byte level", map[string]any{"type": "ByteLevel"}, []string{"h", "i"}},
		{"template", template, []string{"<s>", "h", "i", "</s>"}},
		{"sequence", map[string]any{"type": "Sequence", "processors": []any{map[string]any{"type": "ByteLevel"}, template}},
			[]string{"<s>", "h", "i", "</s>"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newTinyFile(t, nil, nil)
			f["post_processor"] = tt.post
			tk := f.load(t)
			if got := tokens(t, tk, "hi", true); !slices.Equal(got, tt.want) {
				t.Errorf("Encode(hi, true) → %q, want %q", got, tt.want)
			}
			if got := tokens(t, tk, "hi", false); !slices.Equal(got, []string{"h", "i"}) {
				t.Errorf("Encode(hi, false) → %q", got)
			}
		})
	}
}

func TestPreTokenizerVariants(t *testing.T) {
	tests := []struct {
		name string
		pre  any
		in   string
		want []string
	}{
		{"byte level with GPT-2 regex", map[string]any{"type": "ByteLevel", "add_prefix_space": false},
			"hi hi", []string{"hi", "Ġhi"}},
		{"byte level without regex", map[string]any{"type": "ByteLevel", "add_prefix_space": false, "use_regex": false},
			"hi hi", []string{"hiĠhi"}},
		{"add prefix space", map[string]any{"type": "ByteLevel", "add_prefix_space": true},
			"hi hi", []string{"Ġhi", "Ġhi"}},
		{"literal split", map[string]any{"type": "Sequence", "pretokenizers": []any{
			map[string]any{"type": "Split", "pattern": map[string]any{"String": "i"}, "behavior": "Isolated"},
			map[string]any{"type": "ByteLevel", "use_regex": false},
		}}, "hihi", []string{"h", "i", "h", "i"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// With ignore_merges, a piece that is a token shows how the text
			// was cut: "hiĠhi" comes out whole only if nothing split it.
			f := newTinyFile(t, []string{"hi", "Ġhi", "hiĠhi"}, []string{"h i", "Ġ hi"})
			f.model()["ignore_merges"] = true
			f["pre_tokenizer"] = tt.pre
			tk := f.load(t)
			got := tokens(t, tk, tt.in, false)
			if tt.name == "add prefix space" {
				// The added space is real text: it decodes too.
				ids, _ := tk.Encode(tt.in, false)
				if d := tk.Decode(ids, false); d != " hi hi" {
					t.Errorf("Decode = %q", d)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("%q → %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(f tinyFile)
		raw    string // used instead of the file when set
		want   string
	}{
		{name: "corrupt JSON", raw: `{"model": {`, want: "parse JSON"},
		{name: "not an object", raw: `[1, 2]`, want: "parse JSON"},
		{name: "no model", raw: `{}`, want: "no model"},
		{name: "model type", mutate: func(f tinyFile) { f.model()["type"] = "WordPiece" }, want: `unsupported model type "WordPiece"`},
		{name: "normalizer", mutate: func(f tinyFile) { f["normalizer"] = map[string]any{"type": "NFC"} }, want: `unsupported normalizer type "NFC"`},
		{name: "decoder", mutate: func(f tinyFile) { f["decoder"] = map[string]any{"type": "WordPiece"} }, want: `unsupported decoder type "WordPiece"`},
		{name: "no decoder", mutate: func(f tinyFile) { f["decoder"] = nil }, want: "no decoder"},
		{name: "pre-tokenizer", mutate: func(f tinyFile) { f["pre_tokenizer"] = map[string]any{"type": "Whitespace"} }, want: "unsupported pre_tokenizer"},
		{name: "pre-tokenizer step", mutate: func(f tinyFile) {
			f["pre_tokenizer"] = map[string]any{"type": "Sequence", "pretokenizers": []any{
				map[string]any{"type": "Punctuation"}, map[string]any{"type": "ByteLevel"}}}
		}, want: `unsupported pre_tokenizer type "Punctuation"`},
		{name: "split behavior", mutate: func(f tinyFile) {
			f["pre_tokenizer"] = map[string]any{"type": "Sequence", "pretokenizers": []any{
				map[string]any{"type": "Split", "pattern": map[string]any{"Regex": "x"}, "behavior": "Removed"},
				map[string]any{"type": "ByteLevel"}}}
		}, want: `unsupported Split behavior "Removed"`},
		{name: "bad regex", mutate: func(f tinyFile) {
			f["pre_tokenizer"] = map[string]any{"type": "Sequence", "pretokenizers": []any{
				map[string]any{"type": "Split", "pattern": map[string]any{"Regex": "(x"}, "behavior": "Isolated"},
				map[string]any{"type": "ByteLevel"}}}
		}, want: "split pattern"},
		{name: "dropout", mutate: func(f tinyFile) { f.model()["dropout"] = 0.1 }, want: "unsupported BPE dropout"},
		{name: "merge token missing", mutate: func(f tinyFile) { f.model()["merges"] = []string{"a zz"} }, want: "missing from the vocab"},
		{name: "merge malformed", mutate: func(f tinyFile) { f.model()["merges"] = []string{"abc"} }, want: "want two tokens"},
		{name: "byte token missing", mutate: func(f tinyFile) { delete(f.model()["vocab"].(map[string]int), "Ġ") }, want: "lacks the byte-level token"},
		{name: "added token lstrip", mutate: func(f tinyFile) {
			f["added_tokens"] = []any{map[string]any{"id": 300, "content": "<x>", "lstrip": true}}
		}, want: "unsupported single_word/lstrip/rstrip"},
		{name: "huge id", mutate: func(f tinyFile) {
			f["added_tokens"] = []any{map[string]any{"id": 1 << 30, "content": "<x>"}}
		}, want: "beyond the supported"},
		// The largest int32: one past it wraps negative, which must not
		// pass for a small table.
		{name: "largest int32 added id", mutate: func(f tinyFile) {
			f["added_tokens"] = []any{map[string]any{"id": 1<<31 - 1, "content": "<x>"}}
		}, want: "token id 2147483647 is beyond the supported"},
		{name: "largest int32 vocab id", mutate: func(f tinyFile) { f.model()["vocab"].(map[string]int)["zz"] = 1<<31 - 1 },
			want: "token id 2147483647 is beyond the supported"},
		{name: "post-processor", mutate: func(f tinyFile) { f["post_processor"] = map[string]any{"type": "RobertaProcessing"} }, want: `unsupported post_processor type "RobertaProcessing"`},
		{name: "template id", mutate: func(f tinyFile) {
			f["post_processor"] = map[string]any{"type": "TemplateProcessing",
				"single":         []any{map[string]any{"SpecialToken": map[string]any{"id": "<x>"}}, map[string]any{"Sequence": map[string]any{"id": "A"}}},
				"special_tokens": map[string]any{"<x>": map[string]any{"ids": []int{9999}}}}
		}, want: "template id 9999 is not a token"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := []byte(tt.raw)
			if tt.raw == "" {
				f := newTinyFile(t, []string{"ab"}, []string{"a b"})
				tt.mutate(f)
				data = f.bytes(t)
			}
			_, err := LoadJSON(data)
			if err == nil {
				t.Fatal("LoadJSON succeeded")
			}
			if !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "tokenizer.json") {
				t.Errorf("error %q, want it to name tokenizer.json and contain %q", err, tt.want)
			}
		})
	}
}

// FuzzLoadJSON checks that no tokenizer.json content makes loading or a
// following encode panic.
func FuzzLoadJSON(f *testing.F) {
	f.Add(newTinyFile(f, []string{"ab", "Ġab"}, []string{"a b", "Ġ ab"}).bytes(f))
	f.Add([]byte(`{"model":{"type":"BPE","vocab":{"a":0},"merges":["a a"]},"decoder":{"type":"ByteLevel"}}`))
	f.Add([]byte(`{"model":{"type":"BPE","vocab":{"a":-1}},"added_tokens":[{"id":-3,"content":"x"}]}`))
	f.Add(newTinyFile(f, nil, nil).withAdded(2147483647).bytes(f))
	f.Add(newTinySentencePiece().bytes(f))
	f.Fuzz(func(t *testing.T, data []byte) {
		tk, err := LoadJSON(data)
		if err != nil {
			return
		}
		ids, err := tk.Encode("Hello <s> wörld 123\n", true)
		if err != nil {
			t.Fatal(err)
		}
		_ = tk.Decode(ids, false)
	})
}

// TestLoadMissing: without a tokenizer.json, Load says so, and, for a
// checkpoint that ships tokenizer.model instead, how to write one.
func TestLoadMissing(t *testing.T) {
	dir := t.TempDir()
	_, err := Load(filepath.Join(dir, FileName))
	if want := "has no tokenizer.json; it holds the tokenizer: download it with the model"; err == nil || !strings.Contains(err.Error(), want) || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Load error = %v, want one containing %q that wraps ErrNotExist", err, want)
	}
	if err := os.WriteFile(filepath.Join(dir, "tokenizer.model"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Load(filepath.Join(dir, FileName))
	if want := "has no tokenizer.json, only tokenizer.model, a SentencePiece model, which xlachat does not read; transformers writes the tokenizer.json: python3 -c 'from transformers import AutoTokenizer as T; T.from_pretrained("; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Load error = %v, want one containing %q", err, want)
	}
}
