package ui

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Text is laid out by the columns terminals give it, rune by rune, not by
// the grapheme clusters lipgloss measures. A cluster with spacing marks
// (Devanagari हि, Thai กำ) is one column to lipgloss and two or more in
// tmux, VTE, xterm and most terminals, which place each such rune in a
// cell of its own. A line laid out by lipgloss's count then overflows,
// wraps, and shifts every row below it until the next full repaint: Hindi
// text broke the whole screen. Counting rune by rune leaves a line short,
// never long, on terminals that draw a cluster in one cell.

// runeColumns is how many columns r takes on screen: tabs are drawn as
// tabWidth spaces and other control characters not at all, as in the
// transcript, so layout and terminal agree. Other runes take the width
// lipgloss and Bubble Tea's renderer give them (whose tables differ from
// go-runewidth's: U+4DFF is two columns there, one in go-runewidth). A
// cluster's runes add up to at least its width: variation selector 16,
// which makes ☺ an emoji two columns wide, counts the second column.
func runeColumns(r rune) int {
	switch {
	case r == '\t':
		return tabWidth
	case unicode.IsControl(r):
		return 0
	case r < utf8.RuneSelf, r == '\uFE0F':
		return 1
	}
	var b [utf8.UTFMax]byte
	return ansi.StringWidth(string(b[:utf8.EncodeRune(b[:], r)]))
}

// columns is how many columns s takes on screen, rune by rune; escape
// sequences (styles) take none.
func columns(s string) int {
	n := 0
	for s != "" {
		piece, rest := nextPiece(s)
		n += pieceColumns(piece)
		s = rest
	}
	return n
}

// nextPiece splits off s's first grapheme cluster or escape sequence.
func nextPiece(s string) (piece, rest string) {
	// Printable ASCII before ASCII is a cluster of its own: most text
	// takes this path, which is several times faster than the parser.
	if c := s[0]; c >= ' ' && c < 0x7f && (len(s) == 1 || s[1] < utf8.RuneSelf) {
		return s[:1], s[1:]
	}
	_, _, n, _ := ansi.DecodeSequence(s, 0, nil)
	if n == 0 {
		n = 1 // never stall on a byte the parser does not take
	}
	return s[:n], s[n:]
}

// pieceColumns is the columns of a cluster; an escape sequence or a
// control character takes none. A byte that is not UTF-8 counts one, for
// the replacement character a terminal draws.
func pieceColumns(piece string) int {
	if isEscape(piece) {
		return 0
	}
	n := 0
	for _, r := range piece {
		n += runeColumns(r)
	}
	return n
}

func isEscape(piece string) bool {
	r, _ := utf8.DecodeRuneInString(piece)
	return r != '\t' && r != utf8.RuneError && unicode.IsControl(r)
}

// cutColumns splits line after as many whole clusters as fit in w
// columns. head is never empty while line has text: a cluster wider than
// w on its own goes in head, so callers that wrap always progress.
func cutColumns(line string, w int) (head, tail string) {
	used, i := 0, 0
	for i < len(line) {
		piece, _ := nextPiece(line[i:])
		c := pieceColumns(piece)
		if used+c > w && used > 0 {
			break
		}
		used += c
		i += len(piece)
		if used >= w && c > 0 {
			break
		}
	}
	return line[:i], line[i:]
}

// fitLine cuts a line to w columns, keeping the escape sequences of the
// part cut off so that a style still ends where it should.
func fitLine(line string, w int) string {
	if columns(line) <= w {
		return line
	}
	head, tail := cutColumns(line, w)
	if columns(head) > w {
		head = "" // one cluster wider than the whole line
	}
	return head + escapes(tail)
}

// escapes is the escape sequences in s, without its text.
func escapes(s string) string {
	var b strings.Builder
	for s != "" {
		var piece string
		piece, s = nextPiece(s)
		if isEscape(piece) {
			b.WriteString(piece)
		}
	}
	return b.String()
}

// fitBlock breaks every line of a styled block that is wider than w
// columns (Markdown rendered by glamour, which measures as lipgloss does)
// into lines that fit, so nothing is lost at the right edge. Blanks that
// pad a line past the edge are dropped rather than moved to a line of
// their own.
func fitBlock(block string, w int) string {
	lines := strings.Split(block, "\n")
	out := lines[:0:0]
	for _, l := range lines {
		// Each cut measures only what it cuts off, and where the text
		// ends is found once: measuring the rest of the line at every
		// cut was quadratic in a long line, such as a code block, which
		// glamour does not wrap.
		over, end := columns(l)-w, textEnd(l)
		for over > 0 {
			head, tail := cutColumns(l, w)
			if len(head) >= end { // blanks and styles are left
				l = head + escapes(tail)
				break
			}
			out = append(out, head)
			over -= columns(head)
			l, end = tail, end-len(head)
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// textEnd is the length of s up to its last piece that is neither blank
// nor an escape sequence.
func textEnd(s string) int {
	end := 0
	for i := 0; i < len(s); {
		piece, _ := nextPiece(s[i:])
		i += len(piece)
		if !isEscape(piece) && strings.TrimSpace(piece) != "" {
			end = i
		}
	}
	return end
}

// wrapText word-wraps plain text to lines of at most w columns: at
// newlines, and at the last blank that fits, or inside a word wider than
// w. The blank a line breaks at is dropped, as lipgloss drops it.
func wrapText(text string, w int) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		for {
			head, tail := cutColumns(line, w)
			if strings.TrimLeft(tail, " ") == "" {
				out = append(out, head) // blanks past the edge are not drawn
				break
			}
			if !strings.HasPrefix(tail, " ") {
				// head is a prefix of line: slicing line, not joining
				// head's end to tail, keeps a long line's wrap linear.
				if sp := strings.LastIndexByte(head, ' '); sp > 0 {
					head, tail = head[:sp], line[sp:]
				}
			}
			out = append(out, strings.TrimRight(head, " "))
			line = strings.TrimLeft(tail, " ")
		}
	}
	return out
}
