package ui

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/rivo/uniseg"
)

func plainEditor(width, height int) editor {
	st := lipgloss.NewStyle()
	e := newEditor(&editorStyles{prompt: st, text: st, placeholder: st, cursor: st}, "Type here", height)
	e.SetWidth(width)
	return e
}

func keys(e *editor, ks ...tea.KeyMsg) {
	for _, k := range ks {
		e.edit(k)
	}
}

func runes(s string) tea.KeyMsg {
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}
func k(t tea.KeyType) tea.KeyMsg  { return tea.KeyMsg{Type: t} }
func alt(m tea.KeyMsg) tea.KeyMsg { m.Alt = true; return m }

func TestEditorEditing(t *testing.T) {
	tests := []struct {
		name   string
		keys   []tea.KeyMsg
		want   string
		cursor int
	}{
		{"typing", []tea.KeyMsg{runes("hello"), k(tea.KeySpace), runes("world")}, "hello world", 11},
		{"tab is kept", []tea.KeyMsg{runes("a"), k(tea.KeyTab), runes("b")}, "a\tb", 3},
		{"backspace", []tea.KeyMsg{runes("abc"), k(tea.KeyBackspace)}, "ab", 2},
		{"backspace at start", []tea.KeyMsg{k(tea.KeyBackspace)}, "", 0},
		{"left then insert", []tea.KeyMsg{runes("ac"), k(tea.KeyLeft), runes("b")}, "abc", 2},
		{"delete", []tea.KeyMsg{runes("abc"), k(tea.KeyHome), k(tea.KeyDelete)}, "bc", 0},
		{"word back and delete word", []tea.KeyMsg{runes("one two three"), alt(k(tea.KeyBackspace))}, "one two ", 8},
		{"ctrl+w", []tea.KeyMsg{runes("one two"), k(tea.KeyCtrlW)}, "one ", 4},
		{"alt+b", []tea.KeyMsg{runes("one two"), alt(runes("b")), runes("X")}, "one Xtwo", 5},
		{"ctrl+u", []tea.KeyMsg{runes("one two"), k(tea.KeyCtrlU)}, "", 0},
		{"ctrl+k", []tea.KeyMsg{runes("one two"), k(tea.KeyHome), k(tea.KeyCtrlK)}, "", 0},
		{"end", []tea.KeyMsg{runes("ab"), k(tea.KeyHome), k(tea.KeyEnd), runes("c")}, "abc", 3},
		{"blanks kept", []tea.KeyMsg{k(tea.KeySpace), runes("x"), k(tea.KeySpace)}, " x ", 3},
		{"unknown keys ignored", []tea.KeyMsg{runes("a"), k(tea.KeyF5), alt(runes("q"))}, "a", 1},
		// A user-perceived character (grapheme cluster) is one step and
		// one deletion, however many runes it takes.
		{"left over an accent", []tea.KeyMsg{runes("e\u0301x"), k(tea.KeyLeft), k(tea.KeyLeft), runes("Y")}, "Ye\u0301x", 1},
		{"backspace takes the skin tone too", []tea.KeyMsg{runes("a👍🏽"), k(tea.KeyBackspace)}, "a", 1},
		{"delete takes a joined family", []tea.KeyMsg{runes("👨\u200d👩\u200d👧b"), k(tea.KeyHome), k(tea.KeyDelete)}, "b", 0},
		{"right over a flag", []tea.KeyMsg{runes("🇫🇷x"), k(tea.KeyHome), k(tea.KeyRight), runes("Y")}, "🇫🇷Yx", 3},
		{"backspace over a newline", []tea.KeyMsg{runes("a\nb"), k(tea.KeyLeft), k(tea.KeyBackspace)}, "ab", 1},
		{"down lands on a cluster's start", []tea.KeyMsg{runes("ab\n👨\u200d👩"), k(tea.KeyCtrlHome), k(tea.KeyEnd), k(tea.KeyDown), runes("Y")},
			"ab\nY👨\u200d👩", 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := plainEditor(40, 3)
			keys(&e, tt.keys...)
			if e.Value() != tt.want || e.cursor != tt.cursor {
				t.Errorf("value %q cursor %d, want %q cursor %d", e.Value(), e.cursor, tt.want, tt.cursor)
			}
		})
	}
}

func TestEditorLines(t *testing.T) {
	e := plainEditor(12, 3) // 10 columns of text beside "┃ "
	e.insert([]rune("first line\nsecond"))
	keys(&e, k(tea.KeyUp))
	if e.cursor != 6 { // same column on the line above
		t.Errorf("up: cursor %d, want 6", e.cursor)
	}
	keys(&e, k(tea.KeyDown), k(tea.KeyDown))
	if e.cursor != len(e.text) {
		t.Errorf("down past the last line: cursor %d, want %d", e.cursor, len(e.text))
	}
}

func TestEditorWrap(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		lines []string
	}{
		{"short", "abc", []string{"abc"}},
		{"word wrap", "aaaa bbbb cccc", []string{"aaaa bbbb ", "cccc"}},
		{"long word breaks", "abcdefghijklmnop", []string{"abcdefghij", "klmnop"}},
		{"newlines", "a\n\nb", []string{"a", "", "b"}},
		{"full line gets the cursor its own line", "abcdefghij", []string{"abcdefghij", ""}},
		{"wide characters", "日本語日本語日本", []string{"日本語日本", "語日本"}},
		{"tab counts as four", "a\tbcdefghij", []string{"a\t", "bcdefghij"}},
		{"tab in a word", "ab\tcdefghij", []string{"ab\t", "cdefghij"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := plainEditor(12, 3)
			e.insert([]rune(tt.text))
			var got []string
			for _, l := range e.wrap() {
				got = append(got, string(e.text[l.start:l.end]))
			}
			if strings.Join(got, "|") != strings.Join(tt.lines, "|") {
				t.Errorf("wrap %q = %q, want %q", tt.text, got, tt.lines)
			}
		})
	}
}

func TestEditorViewScrollsToCursor(t *testing.T) {
	e := plainEditor(12, 2)
	e.insert([]rune("one\ntwo\nthree\nfour"))
	if got := e.View(); got != "┃ three\n┃ four " {
		t.Errorf("view at the end:\n%q", got)
	}
	keys(&e, k(tea.KeyCtrlHome))
	if got := e.View(); got != "┃ one\n┃ two" {
		t.Errorf("view at the start:\n%q", got)
	}
	e.Reset()
	if got := e.View(); got != "┃ Type here\n┃ " {
		t.Errorf("placeholder:\n%q", got)
	}
}

// TestRuneColumns: the editor lays text out with the widths lipgloss and
// the renderer use, so a row it fills is never cut; a cluster's runes add
// up to at least the cluster's width.
func TestRuneColumns(t *testing.T) {
	for _, tt := range []struct {
		r    rune
		want int
	}{{'a', 1}, {'\t', tabWidth}, {'\x1b', 0}, {'漢', 2}, {'䷿', 2}, {'😀', 2}, {'\u0301', 0}, {'\uFE0F', 1}} {
		if got := runeColumns(tt.r); got != tt.want {
			t.Errorf("runeColumns(%U) = %d, want %d", tt.r, got, tt.want)
		}
	}
	for _, cluster := range []string{"☺\uFE0F", "e\u0301", "👍🏽", "👨\u200d👩\u200d👧", "🇫🇷", "1\uFE0F\u20E3"} {
		sum := 0
		for _, r := range cluster {
			sum += runeColumns(r)
		}
		if w := lipgloss.Width(cluster); sum < w {
			t.Errorf("%q: its runes add up to %d columns, the cluster takes %d", cluster, sum, w)
		}
	}
}

// TestEditorCursorAfterFullLine: text that fills the box's width exactly
// leaves the cursor after it on a row of its own, not in the column past
// the box, which the terminal does not draw (found by FuzzEditor).
func TestEditorCursorAfterFullLine(t *testing.T) {
	for _, text := range []string{"abcd", "ab\nabcd", "e\u0301e\u0301e\u0301a", "漢字"} {
		e := plainEditor(6, 2) // four columns of text
		e.insert([]rune(text))
		last := text[strings.LastIndex(text, "\n")+1:]
		if want := "┃ " + last + "\n┃  "; e.View() != want {
			t.Errorf("%q: view\n%q, want\n%q", text, e.View(), want)
		}
	}
}

// TestPasteAsKeystrokes pastes 50 KB the way a terminal without bracketed
// paste delivers it: one key message per word and per space, the screen
// drawn after each, as Bubble Tea does. The input must get all of it with
// work linear in the text: the old text area laid out the whole value on
// every message, allocating gigabytes.
func TestPasteAsKeystrokes(t *testing.T) {
	h := loaded(t, newFake("ref", "cpu"))
	words := strings.Fields(strings.Repeat("the quick brown fox jumps over the lazy dog ", 1200))
	text := strings.Join(words, " ")
	if len(text) < 50_000 {
		t.Fatalf("paste of %d bytes", len(text))
	}
	runtime.GC()
	alloc := allocated(func() {
		for i, w := range words {
			if i > 0 {
				h.send(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
				_ = h.m.View()
			}
			h.send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(w)})
			_ = h.m.View()
			h.drain()
		}
		h.settle()
	})
	if got := h.m.input.Value(); got != text {
		t.Fatalf("input holds %d bytes, want the %d pasted", len(got), len(text))
	}
	// Linear work allocates some multiple of the text per layout and a
	// little per message; quadratic work would allocate gigabytes.
	if alloc > 400<<20 {
		t.Errorf("pasting %d bytes as %d key messages allocated %d MB", len(text), 2*len(words), alloc>>20)
	}
}

func BenchmarkPasteAsKeystrokes(b *testing.B) {
	words := strings.Fields(strings.Repeat("the quick brown fox jumps over the lazy dog ", 1200))
	for b.Loop() {
		e := plainEditor(80, 3)
		for i, w := range words {
			if i > 0 {
				e.typeRunes([]rune{' '})
			}
			e.typeRunes([]rune(w))
			if i%64 == 0 { // a flush every few messages, as the timer does
				e.flush()
			}
			_ = e.View()
		}
		e.flush()
	}
}

// fuzzKeys are the keys FuzzEditor presses, one byte each; bytes past the
// list type text drawn from fuzzText.
var fuzzKeys = []tea.KeyMsg{
	k(tea.KeyLeft), k(tea.KeyRight), k(tea.KeyUp), k(tea.KeyDown), k(tea.KeyHome), k(tea.KeyEnd),
	k(tea.KeyCtrlHome), k(tea.KeyCtrlEnd), k(tea.KeyBackspace), k(tea.KeyDelete), k(tea.KeyCtrlK),
	k(tea.KeyCtrlU), k(tea.KeyCtrlW), k(tea.KeyTab), k(tea.KeySpace), alt(runes("b")), alt(runes("f")),
	alt(k(tea.KeyBackspace)), k(tea.KeyCtrlLeft), k(tea.KeyCtrlRight),
}

// fuzzText is what the other bytes type: wide, combining, control and
// blank runes beside plain ones, where wrapping goes wrong first.
var fuzzText = []string{"a", "word ", "\n", "漢字", "e\u0301", "\t", "\x1b", " ", "😀", "zero\u200bwidth", "x", "☺\uFE0F", "䷿", "👍🏽"}

// FuzzEditor presses arbitrary keys in inputs of arbitrary sizes and
// checks what must always hold: the cursor stays in the text, the box is
// exactly its height and never wider than its width, the visual lines
// cover the text in order, and the cursor's line is on screen.
func FuzzEditor(f *testing.F) {
	f.Add(uint8(20), uint8(3), []byte{100, 101, 102, 2, 3, 200, 8, 4})
	f.Add(uint8(1), uint8(1), []byte{103, 103, 103, 110, 2, 2, 0, 9})
	f.Fuzz(func(t *testing.T, width, height uint8, presses []byte) {
		e := plainEditor(int(width), int(height%8)+1)
		for i, p := range presses {
			if int(p) < len(fuzzKeys) {
				e.edit(fuzzKeys[p])
			} else {
				e.insert([]rune(fuzzText[int(p)%len(fuzzText)]))
			}
			if err := editorInvariants(&e); err != "" {
				t.Fatalf("after press %d of %v (width %d, height %d): %s\ntext %q cursor %d",
					i, presses[:i+1], e.width, e.height, err, string(e.text), e.cursor)
			}
		}
	})
}

func editorInvariants(e *editor) string {
	if e.cursor < 0 || e.cursor > len(e.text) {
		return "cursor outside the text"
	}
	rows := strings.Split(e.View(), "\n")
	if len(rows) != e.height {
		return fmt.Sprintf("view has %d rows, want %d", len(rows), e.height)
	}
	limit := lipgloss.Width(editorPrompt) + e.textWidth()
	for _, r := range rows {
		if w := lipgloss.Width(r); w > limit {
			return fmt.Sprintf("row %q is %d columns, more than %d", r, w, limit)
		}
	}
	lines := e.wrap()
	next := 0
	for _, l := range lines {
		if l.start != next || l.end < l.start {
			return fmt.Sprintf("visual lines %v do not cover the text in order", lines)
		}
		next = l.end
		if l.hard && l.end < len(e.text) {
			next++ // the newline
		}
	}
	if next != len(e.text) {
		return fmt.Sprintf("visual lines %v end at %d, the text at %d", lines, next, len(e.text))
	}
	if row := cursorRow(lines, e.cursor); row < e.top || row >= e.top+e.height {
		return fmt.Sprintf("cursor on line %d, the box shows %d-%d", row, e.top, e.top+e.height-1)
	}
	return ""
}

// lineClusters is the reference segmentation: every cluster boundary in
// text, from segmenting each logical line whole.
func lineClusters(text []rune) map[int]bool {
	ends := map[int]bool{0: true}
	n, state, rest := 0, -1, string(text)
	for rest != "" {
		var cluster string
		cluster, rest, _, state = uniseg.FirstGraphemeClusterInString(rest, state)
		n += utf8.RuneCountInString(cluster)
		ends[n] = true
	}
	return ends
}

// TestEditorClustersMatchWholeLines: finding a cluster from the nearest
// certain boundary gives the boundaries segmenting the whole text gives,
// also for emoji joined by zero-width joiners and runs of flags, whose
// rules look back further than one rune.
func TestEditorClustersMatchWholeLines(t *testing.T) {
	pieces := []string{"a", " ", "\n", "\r\n", "\r", "漢", "e\u0301", "\u0301", "\u200d", "👨", "👨\u200d👩", "🇫", "🇷",
		"👍🏽", "\u0e01\u0e33", "\u0600", "ᄀ", "ᅡ", "ᆨ", "☺\uFE0F", "\x1b", "\t"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		e := plainEditor(20, 3)
		e.SetValue(b.String())
		want := lineClusters(e.text)
		for i := 0; i <= len(e.text); i++ {
			before, after := e.clusterBefore(i), e.clusterAfter(i)
			if i > 0 && (!want[before] || before >= i) {
				t.Fatalf("%q: clusterBefore(%d) = %d, not the boundary before", e.text, i, before)
			}
			if i < len(e.text) && (!want[after] || after <= i) {
				t.Fatalf("%q: clusterAfter(%d) = %d, not the boundary after", e.text, i, after)
			}
			for j := before + 1; j < i; j++ {
				if want[j] {
					t.Fatalf("%q: clusterBefore(%d) = %d skips the boundary at %d", e.text, i, before, j)
				}
			}
			for j := i + 1; j < after; j++ {
				if want[j] {
					t.Fatalf("%q: clusterAfter(%d) = %d skips the boundary at %d", e.text, i, after, j)
				}
			}
		}
	}
}

// TestEditorClustersInALongLine: finding the character at the cursor
// reads the text near it, not its whole logical line, which cost every
// key tens of milliseconds once a megabyte without newlines was pasted.
// The cost is measured in bytes allocated, which does not depend on the
// machine's speed.
func TestEditorClustersInALongLine(t *testing.T) {
	e := plainEditor(80, 3)
	e.SetValue(strings.Repeat("naïve café, 漢字 and 👍🏽 ", 1<<15)) // 700 000 runes, one line
	n := len(e.text)
	for _, tt := range []struct {
		name string
		find func(i int) int
	}{
		{"clusterBefore", e.clusterBefore},
		{"clusterAfter", e.clusterAfter},
		{"clusterStart", e.clusterStart},
	} {
		t.Run(tt.name, func(t *testing.T) {
			alloc := allocated(func() {
				for _, i := range []int{0, 1, n / 2, n - 1, n} {
					tt.find(i)
				}
			})
			if alloc > 64<<10 {
				t.Errorf("5 calls in a line of %d runes allocated %d KB", n, alloc>>10)
			}
		})
	}
}
