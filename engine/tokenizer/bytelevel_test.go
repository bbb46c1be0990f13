package tokenizer

import (
	"testing"
	"unicode/utf8"
)

// TestByteLevelTable checks sugarme's table against GPT-2's definition:
// printable Latin-1 bytes stand for themselves, the rest take the code
// points from U+0100 upwards in byte order.
func TestByteLevelTable(t *testing.T) {
	bl, err := newByteLevel()
	if err != nil {
		t.Fatal(err)
	}
	next := rune(256)
	for b := 0; b < 256; b++ {
		want := rune(b)
		if !(b >= '!' && b <= '~' || b >= 0xA1 && b <= 0xAC || b >= 0xAE && b <= 0xFF) {
			want = next
			next++
		}
		if got := bl.char[b]; got != string(want) {
			t.Errorf("byte %#02x → %q, want %q", b, got, string(want))
		}
	}
	if raw, ok := bl.decode("ĠhelloĊ"); !ok || raw != " hello\n" {
		t.Errorf(`decode("ĠhelloĊ") = %q, %v`, raw, ok)
	}
	if raw, ok := bl.decode("a b"); ok || raw != "a b" {
		t.Errorf(`decode("a b") = %q, %v; want the text itself, false`, raw, ok)
	}
}

func TestAppendLossy(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"valid", "héllo 🙂", "héllo 🙂"},
		{"empty", "", ""},
		{"lone continuation", "a\x80b", "a\ufffdb"},
		{"truncated three-byte", "a\xe2\x82b", "a\ufffdb"},
		{"truncated at end", "a\xf0\x9f\x99", "a\ufffd"},
		{"two bad bytes, two replacements", "\xff\xfe", "\ufffd\ufffd"},
		{"overlong", "\xc0\xaf", "\ufffd\ufffd"},
		{"surrogate", "\xed\xa0\x80", "\ufffd\ufffd\ufffd"},
		{"above U+10FFFF", "\xf4\x90\x80\x80", "\ufffd\ufffd\ufffd\ufffd"},
		{"truncated then valid", "\xe2\x82\xe2\x82\xac", "\ufffd€"},
		{"replacement char itself", "\ufffd", "\ufffd"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := string(appendLossy(nil, []byte(tt.in)))
			if got != tt.want {
				t.Errorf("appendLossy(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if !utf8.ValidString(got) {
				t.Errorf("appendLossy(%q) = %q is not valid UTF-8", tt.in, got)
			}
		})
	}
}
