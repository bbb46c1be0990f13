package tokenizer

import (
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

func TestLlama3Split(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"empty", "", nil},
		{"words", "Hello world", []string{"Hello", " world"}},
		{"trailing spaces kept together at end", "trailing spaces   ", []string{"trailing", " spaces", "   "}},
		{"only spaces", "   ", []string{"   "}},
		{"single trailing space", "x ", []string{"x", " "}},
		{"run gives last space to next word", "a  b", []string{"a", " ", " b"}},
		{"long run before word", "a    b", []string{"a", "   ", " b"}},
		{"run before punctuation", "  !!", []string{" ", " !!"}},
		{"tab run before word", "\t\tindented", []string{"\t", "\tindented"}},
		{"one digit", "7", []string{"7"}},
		{"three digits", "123", []string{"123"}},
		{"digits split in threes", "1234567", []string{"123", "456", "7"}},
		{"digits and separators", "1,000", []string{"1", ",", "000"}},
		{"letters then digits", "x12y", []string{"x", "12", "y"}},
		{"arabic-indic digits", "١٢٣٤", []string{"١٢٣", "٤"}},
		{"letter-like number", "ⅫⅫⅫⅫ", []string{"ⅫⅫⅫ", "Ⅻ"}},
		{"contraction lower", "don't", []string{"don", "'t"}},
		{"contraction upper", "I'M", []string{"I", "'M"}},
		{"contraction mixed case", "they'Ve", []string{"they", "'Ve"}},
		{"contraction ll", "we'LL go", []string{"we", "'LL", " go"}},
		{"contraction takes prefix of word", "'Sally", []string{"'S", "ally"}},
		{"apostrophe word", "'xyz", []string{"'xyz"}},
		{"lone apostrophe", "believin'", []string{"believin", "'"}},
		{"long s folds to s", "it'ſ", []string{"it", "'ſ"}},
		{"newlines alone", "\n\n\n", []string{"\n\n\n"}},
		{"crlf", "A\r\nB\r\n", []string{"A", "\r\n", "B", "\r\n"}},
		{"spaces then newline", "a  \n  b", []string{"a", "  \n", " ", " b"}},
		{"newline then spaces at end", "a\n  ", []string{"a", "\n", "  "}},
		{"space newline space", "a \n b", []string{"a", " \n", " b"}},
		{"punctuation takes newlines", "x.\n\ny", []string{"x", ".\n\n", "y"}},
		{"punctuation run", "hello!!!world", []string{"hello", "!!!", "world"}},
		{"punctuation prefixes word", "(hello)", []string{"(hello", ")"}},
		{"space punctuation", "a !!", []string{"a", " !!"}},
		{"no-break space prefixes word", "a\u00a0b", []string{"a", "\u00a0b"}},
		{"ideographic space at end", "a\u3000", []string{"a", "\u3000"}},
		{"emoji are punctuation-like", "ok 🙂🚀", []string{"ok", " 🙂🚀"}},
		{"cjk letters", "你好，世界", []string{"你好", "，世界"}},
		{"newline does not prefix word", "\nword", []string{"\n", "word"}},
		{"combining marks are not letters", "e\u0301e", []string{"e", "\u0301e"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := llama3Splitter{}.split(tt.in, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("split(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestLlama3SplitMatchesRegexp2 runs the table's inputs through regexp2, an
// independent backtracking engine, compiled from the pattern itself.
func TestLlama3SplitMatchesRegexp2(t *testing.T) {
	re := regexSplitter{re: regexp2.MustCompile(llama3Pattern, regexp2.None)}
	inputs := []string{
		"Hello world", "trailing spaces   ", "a  b", "a    b", "  !!", "\t\tindented",
		"1234567", "1,000", "don't", "I'M", "they'Ve", "'Sally", "'xyz", "believin'",
		"\n\n\n", "A\r\nB\r\n", "a  \n  b", "a\n  ", "a \n b", "x.\n\ny", "(hello)",
		"a\u00a0b", "a\u3000", "ok 🙂🚀", "你好，世界", "\nword", "e\u0301e",
		"def f(x):\n    return x**2  # square\n", "    \n  \n\t\n",
	}
	for _, in := range inputs {
		checkAgainstRegexp2(t, re, in)
	}
}

// FuzzLlama3Split checks the scanner against regexp2 on arbitrary text. The
// engines differ in one known way, Unicode case folding ("'ſ"), where the
// scanner follows onig; such inputs are not compared.
func FuzzLlama3Split(f *testing.F) {
	for _, s := range []string{"Hello  world\n", "I'm 12345 x\r\n\t y", "  \u00a0 ok!!\n\n", "é'LL"} {
		f.Add(s)
	}
	re := regexSplitter{re: regexp2.MustCompile(llama3Pattern, regexp2.None)}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := llama3Splitter{}.split(s, nil)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(got, "") != s {
			t.Fatalf("pieces %q do not rebuild %q", got, s)
		}
		if !utf8.ValidString(s) || strings.ContainsAny(s, "ſKıİ") {
			return
		}
		checkAgainstRegexp2(t, re, s)
	})
}

func checkAgainstRegexp2(t *testing.T, re regexSplitter, in string) {
	t.Helper()
	want, err := re.split(in, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := llama3Splitter{}.split(in, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Errorf("split(%q) = %q, regexp2 gives %q", in, got, want)
	}
}

// TestSplitPatternThatBacktracksFails: a tokenizer.json Split pattern that
// backtracks exponentially, such as (a|aa)+$, fails the encode with an
// error naming the pattern, instead of hanging the chat on a 60-letter
// message for hours; the error does not quote the text.
func TestSplitPatternThatBacktracksFails(t *testing.T) {
	defer func(d time.Duration) { splitTimeout = d }(splitTimeout)
	splitTimeout = 50 * time.Millisecond
	f := newTinyFile(t, nil, nil)
	f["pre_tokenizer"] = map[string]any{"type": "Sequence", "pretokenizers": []any{
		map[string]any{"type": "Split", "pattern": map[string]any{"Regex": "(a|aa)+$"}, "behavior": "Isolated"},
		map[string]any{"type": "ByteLevel", "use_regex": false}}}
	tk := f.load(t)
	if got := tokens(t, tk, "ab", false); !slices.Equal(got, []string{"a", "b"}) {
		t.Fatalf("a short text splits as %q, want [a b]", got)
	}
	text := strings.Repeat("a", 60) + "b"
	done := make(chan error, 1)
	go func() {
		_, err := tk.Encode(text, false)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), `split pattern "(a|aa)+$"`) || !strings.Contains(err.Error(), "50ms") {
			t.Fatalf("error %v, want one naming the pattern and the time limit", err)
		}
		if strings.Contains(err.Error(), text) {
			t.Errorf("error %q quotes the text", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("encoding is still running after 20s")
	}
}
