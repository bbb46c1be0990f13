package tokenizer

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"xlachat/assets"
)

// llama3 loads the embedded Llama 3 tokenizer once for all tests.
var llama3 = sync.OnceValues(func() (*Tokenizer, error) {
	return LoadJSON(assets.Llama3TokenizerJSON)
})

func loadLlama3(tb testing.TB) *Tokenizer { return loadOnce(tb, llama3) }

// loadOnce is the tokenizer load gives, failing tb if it gave an error.
func loadOnce(tb testing.TB, load func() (*Tokenizer, error)) *Tokenizer {
	tb.Helper()
	tk, err := load()
	if err != nil {
		tb.Fatalf("load tokenizer: %v", err)
	}
	return tk
}

type encodeCase struct {
	Text     string  `json:"text"`
	Rendered string  `json:"rendered"`
	IDs      []int32 `json:"ids"`
}

// readCases reads a JSON-lines file of reference encodings made by a Hugging
// Face-compatible tokenizer.
func readCases(tb testing.TB, name string) []encodeCase {
	return readJSONLines[encodeCase](tb, filepath.Join("testdata", name))
}

// readJSONLines reads a file of one JSON value of type T a line, which
// must hold at least one.
func readJSONLines[T any](tb testing.TB, path string) []T {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var values []T
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			tb.Fatalf("%s line %d: %v", path, len(values)+1, err)
		}
		values = append(values, v)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(values) == 0 {
		tb.Fatalf("%s holds no cases", path)
	}
	return values
}

func TestEncodeMatchesReference(t *testing.T) {
	tk := loadLlama3(t)
	for i, c := range readCases(t, "tokenizer_cases.jsonl") {
		got, err := tk.Encode(c.Text, false)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if !slices.Equal(got, c.IDs) {
			t.Errorf("case %d: Encode(%q)\n got %v\nwant %v", i, c.Text, got, c.IDs)
		}
	}
}

// TestEncodeKnownEncodings holds Hugging Face tokenizers' own Llama 3
// encodings of edge cases (whitespace runs, digit grouping, contractions in
// any case, scripts without spaces), as published with llama.cpp's
// tokenizer tests.
func TestEncodeKnownEncodings(t *testing.T) {
	tk := loadLlama3(t)
	tests := []struct {
		text string
		ids  []int32
	}{
		{"ied 4 ½ months", []int32{1142, 220, 19, 220, 27154, 4038}},
		{"Führer", []int32{37, 51853, 261}},
		{" ", []int32{220}},
		{"  ", []int32{256}},
		{"   ", []int32{262}},
		{"\t", []int32{197}},
		{"\n", []int32{198}},
		{"\n\n", []int32{271}},
		{"\n\n\n", []int32{1432}},
		{"\t\n", []int32{1602}},
		{" Hello World!", []int32{22691, 4435, 0}},
		{"w048 7tuijk dsdfhu", []int32{86, 23904, 220, 22, 83, 2005, 42908, 11729, 3013, 17156}},
		{"    Hello\n    Hello", []int32{262, 22691, 198, 262, 22691}},
		{" (", []int32{320}},
		{"\n =", []int32{198, 284}},
		{"' era", []int32{6, 11639}},
		{"3", []int32{18}},
		{"33", []int32{1644}},
		{"333", []int32{8765}},
		{"3333", []int32{8765, 18}},
		{"33333333", []int32{8765, 8765, 1644}},
		{"333333333", []int32{8765, 8765, 8765}},
		{"\n \n\n \n\n\n \t \t\t \t\n  \n   \n    \n     \n🚀 (normal) 😶‍🌫️ (multiple emojis concatenated) ✅ 🦙🦙 3 33 333 3333 33333 333333 3333333 33333333 3.3 3..3 3...3 កាន់តែពិសេសអាច😁 ?我想在apple工作1314151天～ ------======= нещо на Български ''''''```````\"\"\"\"......!!!!!!?????? I've been 'told he's there, 'RE you sure? 'M not sure I'll make it, 'D you like some tea? We'Ve a'lL", []int32{198, 4815, 15073, 66597, 8004, 1602, 2355, 79772, 11187, 9468, 248, 222, 320, 8416, 8, 27623, 114, 102470, 9468, 234, 104, 31643, 320, 36773, 100166, 98634, 8, 26602, 227, 11410, 99, 247, 9468, 99, 247, 220, 18, 220, 1644, 220, 8765, 220, 8765, 18, 220, 8765, 1644, 220, 8765, 8765, 220, 8765, 8765, 18, 220, 8765, 8765, 1644, 220, 18, 13, 18, 220, 18, 497, 18, 220, 18, 1131, 18, 220, 21549, 222, 98629, 241, 45358, 233, 21549, 237, 45358, 224, 21549, 244, 21549, 115, 21549, 253, 45358, 223, 21549, 253, 21549, 95, 98629, 227, 76460, 223, 949, 37046, 101067, 19000, 23182, 102301, 9263, 18136, 16, 36827, 21909, 56560, 54337, 19175, 102118, 13373, 64571, 34694, 3114, 112203, 80112, 3436, 106451, 14196, 14196, 74694, 3089, 3089, 29249, 17523, 3001, 27708, 7801, 358, 3077, 1027, 364, 83, 820, 568, 596, 1070, 11, 364, 793, 499, 2771, 30, 364, 44, 539, 2771, 358, 3358, 1304, 433, 11, 364, 35, 499, 1093, 1063, 15600, 30, 1226, 6, 43712, 264, 64966, 43}},
		{" Việt", []int32{101798}},
	}
	for _, tt := range tests {
		got, err := tk.Encode(tt.text, false)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, tt.ids) {
			t.Errorf("Encode(%q)\n got %v\nwant %v", tt.text, got, tt.ids)
		}
	}
}

func TestEncodeChatTemplateRenderings(t *testing.T) {
	tk := loadLlama3(t)
	for i, c := range readCases(t, "chat_template_cases.jsonl") {
		got, err := tk.Encode(c.Rendered, false)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if !slices.Equal(got, c.IDs) {
			t.Errorf("case %d: Encode(%q)\n got %v\nwant %v", i, c.Rendered, got, c.IDs)
		}
	}
}

func TestEncodeAddSpecial(t *testing.T) {
	tk := loadLlama3(t)
	for _, text := range []string{"", "Hello", "<|begin_of_text|>x"} {
		plain, err := tk.Encode(text, false)
		if err != nil {
			t.Fatal(err)
		}
		withBOS, err := tk.Encode(text, true)
		if err != nil {
			t.Fatal(err)
		}
		want := append([]int32{128000}, plain...)
		if !slices.Equal(withBOS, want) {
			t.Errorf("Encode(%q, true) = %v, want %v", text, withBOS, want)
		}
	}
}

func TestEncodeRejectsInvalidUTF8(t *testing.T) {
	tk := loadLlama3(t)
	if _, err := tk.Encode("ok\xffno", false); err == nil {
		t.Error("Encode of invalid UTF-8 succeeded")
	}
}

func TestDecodeRoundTrip(t *testing.T) {
	tk := loadLlama3(t)
	cases := append(readCases(t, "tokenizer_cases.jsonl"), readCases(t, "chat_template_cases.jsonl")...)
	for i, c := range cases {
		text := c.Text + c.Rendered // one of the two is set
		if got := tk.Decode(c.IDs, false); got != text {
			t.Errorf("case %d: Decode(%v) = %q, want %q", i, c.IDs, got, text)
		}
	}
}

func TestDecode(t *testing.T) {
	tk := loadLlama3(t)
	tests := []struct {
		name        string
		ids         []int32
		skipSpecial bool
		want        string
	}{
		{"special kept", []int32{128000, 9906, 128009}, false, "<|begin_of_text|>Hello<|eot_id|>"},
		{"special skipped", []int32{128000, 9906, 128009}, true, "Hello"},
		{"unknown ids skipped", []int32{-1, 9906, 128256, 1 << 30}, false, "Hello"},
		{"half a character", []int32{9468}, false, "\ufffd"},                 // "ðŁ": F0 9F
		{"character from three tokens", []int32{9468, 247, 224}, false, "🙂"}, // F0 9F + 99 + 82
		{"lone continuation bytes", []int32{226, 226}, false, "\ufffd\ufffd"},
		{"empty", nil, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tk.Decode(tt.ids, tt.skipSpecial); got != tt.want {
				t.Errorf("Decode(%v, %v) = %q, want %q", tt.ids, tt.skipSpecial, got, tt.want)
			}
		})
	}
}

func TestTokenLookup(t *testing.T) {
	tk := loadLlama3(t)
	if n := tk.VocabSize(); n != 128256 {
		t.Errorf("VocabSize() = %d, want 128256", n)
	}
	for _, tt := range []struct {
		token string
		id    int32
	}{
		{"<|begin_of_text|>", 128000},
		{"<|eot_id|>", 128009},
		{"<|reserved_special_token_250|>", 128255},
		{"Hello", 9906},
		{"Ġworld", 1917},
		{"!", 0},
	} {
		id, ok := tk.TokenID(tt.token)
		if !ok || id != tt.id {
			t.Errorf("TokenID(%q) = %d, %v; want %d, true", tt.token, id, ok, tt.id)
		}
		tok, ok := tk.Token(tt.id)
		if !ok || tok != tt.token {
			t.Errorf("Token(%d) = %q, %v; want %q, true", tt.id, tok, ok, tt.token)
		}
	}
	for _, id := range []int32{-1, 128256, 1 << 30} {
		if tok, ok := tk.Token(id); ok {
			t.Errorf("Token(%d) = %q, true; want not found", id, tok)
		}
	}
	if id, ok := tk.TokenID("no such token"); ok {
		t.Errorf("TokenID(unknown) = %d, true", id)
	}
}

func TestLoadFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "tokenizer.json")
	if err := os.WriteFile(path, assets.Llama3TokenizerJSON, 0o600); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	tk, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("loaded in %v", time.Since(start))
	ids, err := tk.Encode("Hello, world!", false)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int32{9906, 11, 1917, 0}; !slices.Equal(ids, want) {
		t.Errorf("Encode = %v, want %v", ids, want)
	}

	missing := filepath.Join(t.TempDir(), "absent.json")
	if _, err := Load(missing); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("Load(missing) error = %v, want one naming %s", err, missing)
	}
}

// TestEncodeSpeed guards against pathological slowness; the requirement is
// well under 100 ms for 10 KB, and the bound here leaves room for a loaded
// machine. BenchmarkEncode10KB gives the real figure.
func TestEncodeSpeed(t *testing.T) {
	tk := loadLlama3(t)
	text := tenKB(t)
	start := time.Now()
	if _, err := tk.Encode(text, false); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("encoding %d bytes took %v", len(text), d)
	}
}

func BenchmarkEncode10KB(b *testing.B) {
	tk := loadLlama3(b)
	text := tenKB(b)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := tk.Encode(text, false); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := LoadJSON(assets.Llama3TokenizerJSON); err != nil {
			b.Fatal(err)
		}
	}
}

// tenKB returns about 10 KB of mixed prose, code and non-Latin text taken
// from the reference cases.
func tenKB(tb testing.TB) string {
	var b strings.Builder
	for _, c := range readCases(tb, "tokenizer_cases.jsonl") {
		if b.Len() >= 10<<10 {
			break
		}
		b.WriteString(c.Text)
	}
	return b.String()
}

// FuzzEncode checks that Encode never panics and that decoding gives back
// any valid UTF-8 text.
// encodeFuzzed encodes s, failing t unless Encode refuses s exactly when
// it is not UTF-8; ok is false when it is not.
func encodeFuzzed(t *testing.T, tk *Tokenizer, s string, addSpecial bool) (ids []int32, ok bool) {
	t.Helper()
	ids, err := tk.Encode(s, addSpecial)
	switch {
	case !utf8.ValidString(s) && err == nil:
		t.Fatalf("Encode(%q) accepted invalid UTF-8", s)
	case utf8.ValidString(s) && err != nil:
		t.Fatalf("Encode(%q): %v", s, err)
	}
	return ids, err == nil
}

func FuzzEncode(f *testing.F) {
	for _, s := range []string{"", "Hello, world!", "  x\n\n\t", "<|eot_id|>hi<|eot", "🙂你好 'LL 12345", "\u00a0\u3000\r\n"} {
		f.Add(s)
	}
	tk := loadLlama3(f)
	f.Fuzz(func(t *testing.T, s string) {
		ids, ok := encodeFuzzed(t, tk, s, false)
		if !ok {
			return
		}
		if got := tk.Decode(ids, false); got != s {
			t.Fatalf("Decode(Encode(%q)) = %q", s, got)
		}
	})
}

// TestEncodeConcurrent shares one Tokenizer (and its merge cache) between
// goroutines; run with -race to check the locking.
func TestEncodeConcurrent(t *testing.T) {
	f := newTinyFile(t, []string{"ab", "abc"}, []string{"a b", "ab c"})
	tk := f.load(t)
	texts := []string{"abcabc ab", "cab bca abc", "aaa bbb ccc", "abc"}
	want := make([][]int32, len(texts))
	for i, s := range texts {
		var err error
		if want[i], err = tk.Encode(s, false); err != nil {
			t.Fatal(err)
		}
	}
	tk = f.load(t) // a fresh, empty cache for the concurrent run
	var wg sync.WaitGroup
	errs := make(chan string, 8*len(texts))
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, s := range texts {
				if got, err := tk.Encode(s, false); err != nil || !slices.Equal(got, want[i]) {
					errs <- s
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for s := range errs {
		t.Errorf("concurrent Encode(%q) differs from the serial result", s)
	}
}

func TestEncodeCachedEqualsEncode(t *testing.T) {
	tok := loadLlama3(t)
	cache := NewCache(1 << 10)
	texts := []string{
		"<|start_header_id|>user<|end_header_id|>\n\nHello there<|eot_id|>",
		"<|start_header_id|>user<|end_header_id|>\n\nHello there<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n",
		"no special tokens at all, just text",
		"", "<|eot_id|>", strings.Repeat("long segment ", 100) + "<|eot_id|>",
	}
	for round := 0; round < 2; round++ { // the second round hits the cache
		for _, text := range texts {
			want, err := tok.Encode(text, true)
			if err != nil {
				t.Fatal(err)
			}
			got, err := tok.EncodeCached(text, true, cache)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Errorf("round %d, %q: cached %v, want %v", round, text, got, want)
			}
		}
	}
}

// TestCacheBoundCountsIDs: a Cache's bound covers the ids it keeps and
// each entry's bookkeeping, not only the text: segments of one token per
// byte, or many short ones, held several times its limit when only text
// counted.
func TestCacheBoundCountsIDs(t *testing.T) {
	tok := loadLlama3(t)
	const limit = 64 << 10
	for _, tc := range []struct {
		name    string
		segment func(i int) string
	}{
		{"a token per byte", func(i int) string { return strings.Repeat("𓀀", 75) + fmt.Sprint(i) }},
		{"short segments", func(i int) string { return fmt.Sprint(i) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cache := NewCache(limit)
			for i := range 5000 {
				if _, err := tok.EncodeCached(tc.segment(i)+"<|eot_id|>", false, cache); err != nil {
					t.Fatal(err)
				}
			}
			held := 0
			for _, m := range []map[string][]int32{cache.cur, cache.old} {
				for s, ids := range m {
					held += len(s) + 4*len(ids) + 48 // headers, at least
				}
			}
			if held > 2*limit {
				t.Errorf("the cache holds %d bytes of text, ids and headers, over twice its limit of %d", held, limit)
			}
		})
	}
}

// TestPieceCacheKeepsShortPieces: the merge cache keeps a short piece but
// not a long one, as Hugging Face's does, so that its entries are bounded
// in bytes as well as number: each edit of a long pasted word would
// otherwise keep a copy, up to 10000 of them.
func TestPieceCacheKeepsShortPieces(t *testing.T) {
	tk := newTinyFile(t, []string{"ab"}, []string{"a b"}).load(t)
	long := strings.Repeat("ab", 1000)
	for _, text := range []string{"abab", long, long + "a", long + "b"} {
		want := tk.bpe.merge(tk.bpe.initialBytes(text))
		got, err := tk.Encode(text, false)
		if err != nil || !slices.Equal(got, want) {
			t.Fatalf("Encode(%.10q...) = %v, %v; want %v", text, got, err, want)
		}
	}
	n, size := 0, 0
	for piece := range tk.bpe.cache.m {
		n, size = n+1, size+len(piece)
	}
	if n != 1 || size != len("abab") {
		t.Errorf("cache holds %d pieces of %d bytes, want only abab", n, size)
	}
}

// TestMinTokens: no Llama 3 token stands for more than 128 bytes (a run
// of spaces), so that many bytes are at least one token, one more at
// least two.
func TestMinTokens(t *testing.T) {
	tk := loadLlama3(t)
	for _, tc := range []struct{ n, want int }{{0, 0}, {1, 1}, {128, 1}, {129, 2}, {256 * 128, 256}} {
		if got := tk.MinTokens(tc.n); got != tc.want {
			t.Errorf("MinTokens(%d) = %d, want %d", tc.n, got, tc.want)
		}
	}
	ids, err := tk.Encode(strings.Repeat(" ", 129), false)
	if err != nil || len(ids) < tk.MinTokens(129) {
		t.Errorf("129 spaces encode to %d tokens (%v), fewer than MinTokens says", len(ids), err)
	}
}
