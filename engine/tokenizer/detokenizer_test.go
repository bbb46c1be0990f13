package tokenizer

import (
	"strings"
	"testing"
)

func TestDetokenizerMultiByte(t *testing.T) {
	tk := loadLlama3(t)
	texts := []string{
		"emoji 🙂🚀👍🏽 family 👨‍👩‍👧‍👦 flags 🇰🇷🇺🇸",
		"你好，世界！今天天气很好。",
		"こんにちは世界、カタカナとひらがな。",
		"안녕하세요 세계! 오늘 날씨가 좋네요.",
		"math ∑∫√∞ ≠ ≤ ≥ ±",
		"<|start_header_id|>assistant<|end_header_id|>\n\n🙂 done<|eot_id|>",
	}
	splits := 0 // tokens that ended inside a character
	for _, text := range texts {
		ids, err := tk.Encode(text, false)
		if err != nil {
			t.Fatal(err)
		}
		d := tk.NewDetokenizer(false)
		var got strings.Builder
		for _, id := range ids {
			piece := d.Push(id)
			if strings.ContainsRune(piece, '\ufffd') {
				t.Fatalf("%q: Push(%d) = %q contains U+FFFD", text, id, piece)
			}
			if len(d.pending) > 0 {
				splits++
			}
			got.WriteString(piece)
		}
		got.WriteString(d.Flush())
		if got.String() != text || got.String() != tk.Decode(ids, false) {
			t.Errorf("streamed %q, want %q", got.String(), text)
		}
	}
	if splits == 0 {
		t.Error("no character was split across tokens; the test lost its point")
	}
}

func TestDetokenizerInvalidBytes(t *testing.T) {
	tk := loadLlama3(t)
	tests := []struct {
		name string
		ids  []int32
		want []string // what each Push returns, then Flush
	}{
		// F0 9F, then 99 82: 🙂 in two steps.
		{"completed later", []int32{9468, 247, 224}, []string{"", "", "🙂", ""}},
		// F0 9F then a continuation byte that cannot follow: the held bytes
		// become one U+FFFD as soon as that is certain.
		{"broken sequence", []int32{9468, 9906}, []string{"", "\ufffdHello", ""}},
		// A lone continuation byte can never become valid.
		{"lone continuation", []int32{226, 9906}, []string{"\ufffd", "Hello", ""}},
		// Still incomplete at the end: only Flush gives it up.
		{"incomplete at end", []int32{9906, 9468}, []string{"Hello", "", "\ufffd"}},
		{"unknown id", []int32{-5, 9906}, []string{"", "Hello", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := tk.NewDetokenizer(false)
			var got []string
			for _, id := range tt.ids {
				got = append(got, d.Push(id))
			}
			got = append(got, d.Flush())
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("outputs %q, want %q", got, tt.want)
			}
			if all := strings.Join(got, ""); all != tk.Decode(tt.ids, false) {
				t.Errorf("streamed %q, Decode gives %q", all, tk.Decode(tt.ids, false))
			}
		})
	}
}

// TestDetokenizerSkipsSpecial: skipping, special tokens add nothing, even
// between the bytes of one character.
func TestDetokenizerSkipsSpecial(t *testing.T) {
	tk := loadLlama3(t)
	text := "<|start_header_id|>assistant<|end_header_id|>\n\n🙂 done<|eot_id|>"
	ids, err := tk.Encode(text, false)
	if err != nil {
		t.Fatal(err)
	}
	eot, _ := tk.TokenID("<|eot_id|>")
	ids = append([]int32{9468, eot, 247, 224}, ids...) // 🙂's bytes around a special token
	d := tk.NewDetokenizer(true)
	var got strings.Builder
	for _, id := range ids {
		got.WriteString(d.Push(id))
	}
	got.WriteString(d.Flush())
	if want := "🙂assistant\n\n🙂 done"; got.String() != want || got.String() != tk.Decode(ids, true) {
		t.Errorf("streamed %q, want %q", got.String(), want)
	}
}

// FuzzDetokenizer streams arbitrary token ids and checks the stream against
// Decode, which sees all bytes at once, skipping special tokens or not.
func FuzzDetokenizer(f *testing.F) {
	f.Add([]byte{0x24, 0xfc, 0x00, 0xf7, 0x00, 0xe0})
	f.Add([]byte{0x00, 0xe2, 0x00, 0xe2, 0x01, 0x00})
	tk := loadLlama3(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		var ids []int32
		for i := 0; i+1 < len(data); i += 2 {
			ids = append(ids, int32(data[i])<<8|int32(data[i+1]))
		}
		skip := len(data)%2 == 1
		d := tk.NewDetokenizer(skip)
		var got strings.Builder
		for _, id := range ids {
			got.WriteString(d.Push(id))
		}
		got.WriteString(d.Flush())
		if want := tk.Decode(ids, skip); got.String() != want {
			t.Fatalf("ids %v: streamed %q, Decode gives %q", ids, got.String(), want)
		}
	})
}
