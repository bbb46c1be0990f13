package tokenizer

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// gpt2JSON is GPT-2's tokenizer.json, testdata/bytelevel's.
var gpt2JSON = gzipTestdata("bytelevel", "tokenizer.json.gz")

// digitsThenByteLevel is the pre-tokenizer of StarCoder's and SmolLM's
// tokenizers: Digits, then the ByteLevel step bl.
func digitsThenByteLevel(individual bool, bl any) map[string]any {
	return map[string]any{"type": "Sequence", "pretokenizers": []any{
		map[string]any{"type": "Digits", "individual_digits": individual}, bl,
	}}
}

// TestByteLevelForms: GPT-2's tokenizer, as it is (ByteLevel with
// GPT-2's regex, merges without ignore_merges) and with a Digits
// pre-tokenizer before its ByteLevel, each digit alone as StarCoder's
// and SmolLM's tokenizers have it or in runs, encodes and decodes as
// transformers.js has it.
func TestByteLevelForms(t *testing.T) {
	base, err := gpt2JSON()
	if err != nil {
		t.Fatal(err)
	}
	byForm := map[string][]referenceCase{}
	for _, c := range readJSONLines[referenceCase](t, filepath.Join("testdata", "bytelevel", "cases.jsonl")) {
		byForm[c.Form] = append(byForm[c.Form], c)
	}
	for _, form := range []string{"gpt2", "digits", "digit-runs"} {
		t.Run(form, func(t *testing.T) {
			var f tinyFile
			if err := json.Unmarshal(base, &f); err != nil {
				t.Fatal(err)
			}
			if form != "gpt2" {
				f["pre_tokenizer"] = digitsThenByteLevel(form == "digits", f["pre_tokenizer"])
			}
			if len(byForm[form]) < 70 {
				t.Fatalf("cases.jsonl has %d cases of form %q", len(byForm[form]), form)
			}
			checkReferenceCases(t, f.load(t), byForm[form])
		})
	}
}

// TestDigitsUnicode: the Digits pre-tokenizer takes every character the
// Rust library's char::is_numeric does, the Unicode categories Nd, Nl and
// No, where transformers.js's takes ASCII digits alone (so these are not
// in cases.jsonl).
func TestDigitsUnicode(t *testing.T) {
	tests := []struct {
		text       string
		individual []string
		runs       []string
	}{
		{"", nil, nil},
		{"abc", []string{"abc"}, []string{"abc"}},
		{"a12b", []string{"a", "1", "2", "b"}, []string{"a", "12", "b"}},
		{"٣٤ and १२", []string{"٣", "٤", " and ", "१", "२"}, []string{"٣٤", " and ", "१२"}}, // Nd outside ASCII
		{"x²+y³", []string{"x", "²", "+y", "³"}, []string{"x", "²", "+y", "³"}},             // No
		{"½¾", []string{"½", "¾"}, []string{"½¾"}},                                          // No
		{"Ⅻ rules", []string{"Ⅻ", " rules"}, []string{"Ⅻ", " rules"}},                       // Nl
		{"三つ", []string{"三つ"}, []string{"三つ"}},                                              // Lo: a numeral, not a number
		{"7🦙7", []string{"7", "🦙", "7"}, []string{"7", "🦙", "7"}},
	}
	for _, tt := range tests {
		for _, individual := range []bool{true, false} {
			want := tt.runs
			if individual {
				want = tt.individual
			}
			got, err := digitsSplitter{individual: individual}.split(tt.text, nil)
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("Digits(individual %v) split %q into %q, %v; want %q", individual, tt.text, got, err, want)
			}
		}
	}
}

// FuzzDigits: the pieces concatenate back to the text; each is all
// numeric characters or none; no two pieces of the same kind meet, but
// for single numeric characters when individual.
func FuzzDigits(f *testing.F) {
	for _, s := range []string{"a12b", "٣٤ and १२", "x²+y³", "\xff1\xfe", "½"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, individual := range []bool{true, false} {
			pieces, err := digitsSplitter{individual: individual}.split(s, nil)
			if err != nil || strings.Join(pieces, "") != s {
				t.Fatalf("split %q into %q, %v", s, pieces, err)
			}
			for i, p := range pieces {
				n := numericRunes(p)
				if p == "" || n != 0 && n != utf8.RuneCountInString(p) || individual && n > 1 {
					t.Fatalf("split %q (individual %v): piece %q", s, individual, p)
				}
				if i > 0 && (n > 0) == (numericRunes(pieces[i-1]) > 0) && !(individual && n > 0) {
					t.Fatalf("split %q (individual %v): %q and %q are of one kind", s, individual, pieces[i-1], p)
				}
			}
		}
	})
}

// numericRunes counts the numeric characters of s.
func numericRunes(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsNumber(r) {
			n++
		}
	}
	return n
}
