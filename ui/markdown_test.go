package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/muesli/termenv"
)

// pathological are replies glamour takes seconds to minutes and gigabytes
// on; a small model stuck in a loop writes exactly this.
var pathological = []string{
	strings.Repeat(">", 100) + " deep",
	strings.Repeat("- ", 300),
	strings.Repeat("[", 10000) + "link" + strings.Repeat("]", 10000),
	strings.Repeat("1. ", 200) + "x",
	strings.Repeat("> - ", 40) + "x",
}

func TestMarkdownRisk(t *testing.T) {
	for _, text := range pathological {
		if markdownRisk(text) == "" {
			t.Errorf("%.30q… is not refused", text)
		}
	}
	for _, text := range []string{
		"plain text", "# Title\n\n- a\n- b\n  - c\n\n> quote\n> > nested",
		"```go\nfunc main() {}\n```", "[a link](http://example.com) and [another][1]",
		"1. one\n2. two\n   1. nested", strings.Repeat("word ", 2000),
	} {
		if why := markdownRisk(text); why != "" {
			t.Errorf("%.30q… refused: %s", text, why)
		}
	}
}

func TestContainerDepth(t *testing.T) {
	tests := []struct {
		line string
		want int
	}{
		{"text", 0}, {"> quote", 1}, {">> two", 2}, {"> > - item", 3}, {"- [ ] task", 1},
		{"1. one", 1}, {"12) twelve", 1}, {"1.5 not a list", 0}, {"-not a list", 0},
		{"  - indented", 1}, {"***", 0}, {strings.Repeat(">", 50), markdownMaxDepth + 1},
	}
	for _, tt := range tests {
		if got := containerDepth(tt.line); got != tt.want {
			t.Errorf("containerDepth(%q) = %d, want %d", tt.line, got, tt.want)
		}
	}
}

// TestPathologicalReplyStaysPlain: such a reply is shown as plain text at
// once and the screen keeps answering keys.
func TestPathologicalReplyStaysPlain(t *testing.T) {
	for _, text := range pathological {
		f := newFake("ref", "cpu")
		f.tokens = []string{text}
		h := loaded(t, f)
		start := time.Now()
		command(h, "hi")
		h.idle()
		h.settle()
		h.typeText("still typing")
		h.settle()
		if h.m.input.Value() != "still typing" {
			t.Errorf("input after a pathological reply: %q", h.m.input.Value())
		}
		e := h.m.log[len(h.m.log)-1]
		if e.kind != assistantEntry || e.mdState != mdPlain {
			t.Errorf("%.20q…: last entry kind %v, markdown state %v, want a plain reply", text, e.kind, e.mdState)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%.20q…: the exchange took %v", text, d)
		}
	}
}

func TestReplyRendersAsMarkdown(t *testing.T) {
	f := newFake("ref", "cpu")
	h := loaded(t, f)
	command(h, "hi")
	h.idle()
	h.until("the Markdown rendering", func(m Model) bool { return m.log[len(m.log)-1].mdState == mdDone })
	e := h.m.log[len(h.m.log)-1]
	if e.md == "" || !strings.Contains(h.m.vp.View(), strings.TrimSpace(e.md)) {
		t.Errorf("the screen does not show the reply's rendering %q:\n%s", e.md, h.m.vp.View())
	}
}

// FuzzMarkdownRender feeds arbitrary text to the transcript's renderer:
// it must answer within its budget, and what it does render must not be
// empty for non-blank input.
func FuzzMarkdownRender(f *testing.F) {
	for _, s := range pathological {
		f.Add(s)
	}
	f.Add("# h\n\n*a* **b** `c`\n\n```\ncode\n```\n| a | b |\n|---|---|\n| 1 | 2 |")
	f.Add("<div>html</div>\n\n![img](x.png)\n\n---\n\n~~strike~~")
	md := newMarkdown("ascii", termenv.Ascii)
	f.Fuzz(func(t *testing.T, text string) {
		const budget = 500 * time.Millisecond
		start := time.Now()
		out, err := md.render(displayText(text), 60, budget)
		if d := time.Since(start); d > budget+time.Second {
			t.Fatalf("render of %d bytes returned after %v, budget %v", len(text), d, budget)
		}
		if err == nil && plainWords(text) && strings.TrimSpace(out) == "" {
			t.Errorf("rendered %q to nothing", text)
		}
	})
}

// plainWords reports whether text is only letters, digits and blanks,
// which any rendering must show (markup, like "---" or "<div", may vanish).
func plainWords(text string) bool {
	return strings.TrimSpace(text) != "" && !strings.ContainsFunc(text, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == ' ' || r == '\n')
	})
}

// TestMarkdownKeepsFewRenderers: a window resized through many widths
// does not keep a renderer for each of them, and the width in use keeps
// its own.
func TestMarkdownKeepsFewRenderers(t *testing.T) {
	md := newMarkdown("ascii", termenv.Ascii)
	for w := 20; w < 60; w++ {
		if _, err := md.render("- **a** `b`", w, markdownBudget); err != nil {
			t.Fatal(err)
		}
		if _, err := md.render("- **a** `b`", 80, markdownBudget); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(md.renderers); n > keptRenderers {
		t.Errorf("%d renderers kept after 41 widths, want at most %d", n, keptRenderers)
	}
	if _, ok := md.renderers[80]; !ok {
		t.Error("the width used all along lost its renderer")
	}
}

// TestMarkdownBodyInTheTerminalsForeground: a reply's plain text carries
// no foreground colour in either standard style, so it reads on any
// background (inside tmux the dark style is assumed on white terminals);
// headings keep theirs.
func TestMarkdownBodyInTheTerminalsForeground(t *testing.T) {
	for _, tc := range []struct{ style, body string }{{"dark", "38;5;252"}, {"light", "38;5;234"}} {
		t.Run(tc.style, func(t *testing.T) {
			out, err := newMarkdown(tc.style, termenv.ANSI256).render("# Title\n\nplain words", 80, markdownBudget)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(out, tc.body) {
				t.Errorf("the body is drawn in colour %s:\n%q", tc.body, out)
			}
			if !strings.Contains(out, "plain words") || !strings.Contains(out, "38;5;") {
				t.Errorf("want the text, and colour on the heading:\n%q", out)
			}
		})
	}
}
