package ui

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// TestColumns checks the count against what tmux 3.3a (glibc wcwidth)
// draws: every spacing mark takes a cell, combining marks and joiners
// none, and styles nothing.
func TestColumns(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int
	}{
		{"", 0},
		{"hello", 5},
		{"漢字", 4},
		{"हिन्दी", 5},  // ह ि न ् द ी: the virama takes no cell
		{"กำลัง", 4},   // ก ำ ล ั ง: SARA AM takes one, MAI HAN-AKAT none
		{"e\u0301", 1}, // a combining accent
		{"☺\uFE0F", 2}, // variation selector 16 makes it an emoji
		{"\x1b[1;31mred\x1b[0m", 3},
		{"a\tb", 2 + tabWidth},
		{"a\u0085b", 2}, // a C1 control is not drawn
		{"\xff", 1},     // not UTF-8: the terminal draws a replacement
	} {
		if got := columns(tc.text); got != tc.want {
			t.Errorf("columns(%q) = %d, want %d", tc.text, got, tc.want)
		}
	}
}

func TestFitLine(t *testing.T) {
	for _, tc := range []struct {
		line string
		w    int
		want string
	}{
		{"short", 10, "short"},
		{"abcdef", 4, "abcd"},
		{"\x1b[7mabcdef\x1b[0m", 4, "\x1b[7mabcd\x1b[0m"}, // the style still ends
		{"漢字漢", 5, "漢字"},                                  // a wide character is not split
		{"हिन्दी", 4, "हि"},                               // nor a cluster: हि is two columns, न्दी three
		{"漢", 1, ""},
	} {
		if got := fitLine(tc.line, tc.w); got != tc.want {
			t.Errorf("fitLine(%q, %d) = %q, want %q", tc.line, tc.w, got, tc.want)
		}
	}
}

func TestWrapText(t *testing.T) {
	for _, tc := range []struct {
		text string
		w    int
		want []string
	}{
		{"", 10, []string{""}},
		{"one two three", 7, []string{"one two", "three"}},
		{"one two three", 8, []string{"one two", "three"}},
		{"a\n\nb", 5, []string{"a", "", "b"}},
		{"abcdefghij", 4, []string{"abcd", "efgh", "ij"}},
		{"  indented code", 20, []string{"  indented code"}},
		{"word        ", 6, []string{"word  "}},
		// कि is two columns (lipgloss counts one), so two do not fit
		// in four with the blank between them.
		{"कि कि कि", 4, []string{"कि", "कि", "कि"}},
	} {
		if got := wrapText(tc.text, tc.w); strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("wrapText(%q, %d) = %q, want %q", tc.text, tc.w, got, tc.want)
		}
	}
}

// FuzzWrapText: no line is wider than asked (unless one cluster is), and
// only blanks are lost, at the breaks.
func FuzzWrapText(f *testing.F) {
	f.Add("हिन्दी भारत की राजभाषा है", 7)
	f.Add("a  b\n\tc 漢字漢字", 3)
	f.Add("👩\u200d👩\u200d👧 x", 1)
	f.Fuzz(func(t *testing.T, text string, w int) {
		if !utf8.ValidString(text) || strings.ContainsAny(text, "\t\r") || w < 1 || w > 200 {
			return
		}
		lines := wrapText(text, w)
		for _, l := range lines {
			if n := columns(l); n > w && visibleClusters(l) > 1 {
				t.Errorf("line %q is %d columns, more than %d", l, n, w)
			}
		}
		squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
		if got := squeeze(strings.Join(lines, "\n")); got != squeeze(text) {
			t.Errorf("wrapping changed the text: %q became %q", text, lines)
		}
	})
}

// visibleClusters counts the clusters of s that take columns: a line may
// be wider than asked only to hold one that is wider on its own.
func visibleClusters(s string) int {
	n := 0
	for s != "" {
		var piece string
		piece, s = nextPiece(s)
		if pieceColumns(piece) > 0 {
			n++
		}
	}
	return n
}

func TestFitBlock(t *testing.T) {
	for _, tc := range []struct {
		block string
		w     int
		want  string
	}{
		{"fits\nfits too", 8, "fits\nfits too"},
		{"abcdefgh", 3, "abc\ndef\ngh"},
		// glamour pads lines to the width it measures: the padding
		// past the edge goes, not onto a line of its own
		{"\x1b[1mकिकि\x1b[0m      \x1b[0m", 5, "\x1b[1mकिकि\x1b[0m \x1b[0m"},
	} {
		if got := fitBlock(tc.block, tc.w); got != tc.want {
			t.Errorf("fitBlock(%q, %d) = %q, want %q", tc.block, tc.w, got, tc.want)
		}
	}
}

// TestWrapTextLongLine: wrapping a line is linear in it. Each break used
// to copy the rest of the line, so a megabyte-long message without a
// newline took seconds to draw, and again at every resize. The cost is
// measured in bytes allocated, which does not depend on the machine.
func TestWrapTextLongLine(t *testing.T) {
	for _, tt := range []struct {
		name, unit string
	}{
		{"words", "lorem ipsum dolor "},
		{"wide words", "漢字かな 한국어 "},
		{"one word", "x"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			line := strings.Repeat(tt.unit, (256<<10)/len(tt.unit))
			var lines []string
			alloc := allocated(func() { lines = wrapText(line, 76) })
			if got := strings.ReplaceAll(strings.Join(lines, ""), " ", ""); got != strings.ReplaceAll(line, " ", "") {
				t.Fatalf("wrapping lost text: %d bytes of %d", len(got), len(line))
			}
			if alloc > 8*uint64(len(line)) {
				t.Errorf("wrapping %d bytes into %d lines allocated %d KB", len(line), len(lines), alloc>>10)
			}
		})
	}
}

// TestFitBlockLongLine: fitting a line is linear in it. Every cut used to
// measure and strip the rest of the line, so a reply with a 64 KB line in
// a code block, which glamour does not wrap, froze the screen for a third
// of a second when its rendering arrived, and at every resize.
func TestFitBlockLongLine(t *testing.T) {
	for _, tt := range []struct {
		name, unit string
	}{
		{"plain", "x"},
		{"styled", "\x1b[1mbold\x1b[0m and 漢字 "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			line := strings.Repeat(tt.unit, (64<<10)/len(tt.unit))
			var got string
			alloc := allocated(func() { got = fitBlock(line, 80) })
			if strings.ReplaceAll(got, "\n", "") != line {
				t.Fatalf("fitting changed the text")
			}
			if alloc > 8*uint64(len(line)) {
				t.Errorf("fitting a %d-byte line allocated %d KB", len(line), alloc>>10)
			}
		})
	}
}

// fitBlockReference is fitBlock as first written, quadratic but plain.
func fitBlockReference(block string, w int) string {
	lines := strings.Split(block, "\n")
	out := lines[:0:0]
	for _, l := range lines {
		for columns(l) > w {
			head, tail := cutColumns(l, w)
			if strings.TrimSpace(ansi.Strip(tail)) == "" {
				l = head + escapes(tail)
				break
			}
			out = append(out, head)
			l = tail
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// TestFitBlockMatchesReference: cutting by a running count fits blocks
// exactly as measuring every rest did.
func TestFitBlockMatchesReference(t *testing.T) {
	pieces := []string{"a", " ", "   ", "\n", "\x1b[1m", "\x1b[0m", "漢", "कि", "e\u0301", "\t", "👍🏽", "\u200b"}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		var b strings.Builder
		for range rng.IntN(20) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		w := 1 + rng.IntN(8)
		if got, want := fitBlock(b.String(), w), fitBlockReference(b.String(), w); got != want {
			t.Fatalf("fitBlock(%q, %d) = %q, want %q", b.String(), w, got, want)
		}
	}
}
