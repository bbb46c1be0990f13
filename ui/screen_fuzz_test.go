package ui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// FuzzScreen draws the chat at any window size with any text in the
// transcript and the input. The frame must be exactly the window's height
// and no row wider than the window: a terminal wraps a wider row, and
// every row below it shifts until the next full repaint. Rows are counted
// rune by rune, as terminals place text (see width.go). Below 20x8 the
// layout stays at 20x8 and Bubble Tea's renderer cuts the frame.
func FuzzScreen(f *testing.F) {
	f.Add(uint8(80), uint8(24), "Hello there", "a reply with **bold** and `code`", "draft")
	f.Add(uint8(10), uint8(3), "漢字漢字漢字漢字", "| a | b |\n|---|---|\n| 1 | 2 |", "x\ty")
	f.Add(uint8(1), uint8(1), "e\u0301\u200b😀", "```\ncode\n```", "")
	hindi := strings.Repeat("हिन्दी भारत की राजभाषा है और यह देवनागरी लिपि में लिखी जाती है। ", 3)
	f.Add(uint8(80), uint8(24), hindi, "# शीर्षक\n\n"+hindi, hindi)
	f.Add(uint8(41), uint8(12), strings.Repeat("กำลังทำงาน ", 9), strings.Repeat("ทำ", 60), "")
	f.Fuzz(func(t *testing.T, width, height uint8, user, reply, draft string) {
		h := loaded(t, newFake("ref", "cpu"))
		h.m.log = append(h.m.log, entry{kind: userEntry, text: user}, entry{kind: assistantEntry, text: reply})
		h.m.notice(user)
		h.m.errorf("%s", reply)
		h.m.input.SetValue(draft)
		h.send(tea.WindowSizeMsg{Width: int(width), Height: int(height)})
		w, ht := max(int(width), 20), max(int(height), 8)
		h.until("the Markdown rendering", func(m Model) bool { return !m.mdBusy && !m.mdWanted })
		rows := strings.Split(h.m.View(), "\n")
		if len(rows) != ht {
			t.Errorf("%dx%d window: the frame has %d rows", w, ht, len(rows))
		}
		for i, r := range rows {
			if n := columns(r); n > w {
				t.Errorf("%dx%d window: row %d is %d columns: %q", w, ht, i, n, r)
			}
		}
	})
}
