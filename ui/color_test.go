package ui

import (
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

var sgr = regexp.MustCompile("\x1b\\[([0-9;]*)m")

// sgrParams lists every SGR parameter in s, e.g. 1 (bold), 7 (reverse),
// 31 (red).
func sgrParams(s string) []int {
	var out []int
	for _, m := range sgr.FindAllStringSubmatch(s, -1) {
		for _, p := range strings.Split(m[1], ";") {
			n, _ := strconv.Atoi(p)
			out = append(out, n)
		}
	}
	return out
}

func isColor(p int) bool {
	return (p >= 30 && p <= 38) || (p >= 40 && p <= 48) || (p >= 90 && p <= 97) || (p >= 100 && p <= 107)
}

// With NO_COLOR the screen has no colour at all, yet the status bar and
// the cursor stay visible in reverse video.
func TestNoColorKeepsEmphasis(t *testing.T) {
	for _, noColor := range []bool{true, false} {
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.ANSI256)
		m := New(Options{Open: refOpener(newFake("ref", "cpu")).open, Settings: testSettings(""), Renderer: r, NoColor: noColor})
		m.errorf("something failed")
		view := m.View()
		colors, reverse := 0, 0
		for _, p := range sgrParams(view) {
			if isColor(p) {
				colors++
			}
			if p == 7 {
				reverse++
			}
		}
		if noColor && colors > 0 {
			t.Errorf("NoColor: %d colour codes in the frame", colors)
		}
		if !noColor && colors == 0 {
			t.Errorf("colour mode drew no colour")
		}
		if reverse < 2 {
			t.Errorf("noColor=%v: status bar and cursor need reverse video, found %d", noColor, reverse)
		}
	}
}
