package ui

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/glamour"
	glamourstyles "github.com/charmbracelet/glamour/styles"
	"github.com/muesli/termenv"
)

// Markdown rendering has no bound of its own: glamour takes tens of seconds
// and gigabytes on deeply nested quotes or lists, or on thousands of
// brackets, which is what a small model stuck in a loop writes. So replies
// are rendered off the UI goroutine, one at a time, and only when they are
// small and shallow enough; a render that still overruns its time budget
// is abandoned, and the reply stays as plain text, wrapped and sanitised
// like a streaming one. Nothing else changes: the text is the same.
const (
	markdownMaxBytes = 64 << 10 // larger replies stay plain
	markdownMaxDepth = 8        // nested quotes and lists deeper than this stay plain
	markdownMaxLinks = 512      // '[' characters, whose matching is quadratic in goldmark
	markdownBudget   = time.Second
)

// errMarkdownBudget says a render was abandoned.
var errMarkdownBudget = errors.New("markdown: over the rendering budget")

// markdown renders Markdown with glamour, keeping a renderer per width
// because building one parses a whole style sheet. It keeps only the
// widths used last (keptRenderers): each renderer holds some 50 KB, and
// dragging a window's edge passes through a width per column, which a
// chat open all day would otherwise keep for good. It is used from render
// goroutines, so the cache is locked.
type markdown struct {
	style   string
	profile termenv.Profile

	mu        sync.Mutex
	renderers map[int]*glamour.TermRenderer
	recent    []int // the widths in renderers, most recently used last
}

// keptRenderers is how many widths keep their renderer: the width in use
// and a few it may return to (a split pane toggled, a font zoomed).
const keptRenderers = 4

func newMarkdown(style string, profile termenv.Profile) *markdown {
	return &markdown{style: style, profile: profile, renderers: map[int]*glamour.TermRenderer{}}
}

// render renders text for width w within budget, or gives up: too large or
// too deeply nested to try, over budget, or failed. A renderer that did
// not finish is dropped, since it is still in use by the abandoned render.
func (md *markdown) render(text string, w int, budget time.Duration) (string, error) {
	if why := markdownRisk(text); why != "" {
		return "", fmt.Errorf("markdown: %s", why)
	}
	r, err := md.renderer(w)
	if err != nil {
		return "", err
	}
	type result struct {
		out string
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- result{err: fmt.Errorf("markdown: %v", p)}
			}
		}()
		out, err := r.Render(text)
		done <- result{strings.Trim(out, "\n"), err}
	}()
	timer := time.NewTimer(budget)
	defer timer.Stop()
	select {
	case res := <-done:
		return res.out, res.err
	case <-timer.C:
		md.drop(w, r)
		return "", errMarkdownBudget
	}
}

func (md *markdown) renderer(w int) (*glamour.TermRenderer, error) {
	md.mu.Lock()
	defer md.mu.Unlock()
	if r, ok := md.renderers[w]; ok {
		md.used(w)
		return r, nil
	}
	r, err := glamour.NewTermRenderer(
		markdownStyle(md.style),
		glamour.WithColorProfile(md.profile),
		glamour.WithWordWrap(max(w-4, 10)),
	)
	if err != nil {
		return nil, err
	}
	md.renderers[w] = r
	md.used(w)
	if len(md.recent) > keptRenderers {
		delete(md.renderers, md.recent[0])
		md.recent = slices.Delete(md.recent, 0, 1)
	}
	return r, nil
}

// markdownStyle is glamour's standard style of that name with the body
// text in the terminal's own foreground. The dark style's is a light
// grey and the light style's a near black, each unreadable on the other
// background; and inside tmux or screen the background cannot be asked,
// so dark is assumed even on a white terminal.
func markdownStyle(name string) glamour.TermRendererOption {
	s, ok := glamourstyles.DefaultStyles[name]
	if !ok {
		return glamour.WithStandardStyle(name) // its error names the style
	}
	c := *s
	c.Document.Color = nil
	return glamour.WithStyles(c)
}

// used moves w to the end of recent.
func (md *markdown) used(w int) {
	if i := slices.Index(md.recent, w); i >= 0 {
		md.recent = slices.Delete(md.recent, i, i+1)
	}
	md.recent = append(md.recent, w)
}

func (md *markdown) drop(w int, r *glamour.TermRenderer) {
	md.mu.Lock()
	defer md.mu.Unlock()
	if md.renderers[w] == r {
		delete(md.renderers, w)
		md.recent = slices.DeleteFunc(md.recent, func(x int) bool { return x == w })
	}
}

// markdownRisk says why text should not go to glamour at all, or "". It
// is one linear pass: what glamour is slow on is large, deeply nested
// containers and masses of brackets.
func markdownRisk(text string) string {
	if len(text) > markdownMaxBytes {
		return fmt.Sprintf("%d bytes, more than %d", len(text), markdownMaxBytes)
	}
	if n := strings.Count(text, "["); n > markdownMaxLinks {
		return fmt.Sprintf("%d brackets, more than %d", n, markdownMaxLinks)
	}
	for line := range strings.SplitSeq(text, "\n") {
		if d := containerDepth(line); d > markdownMaxDepth {
			return fmt.Sprintf("nesting %d deep, more than %d", d, markdownMaxDepth)
		}
	}
	return ""
}

// containerDepth counts the block quote and list markers that open a line,
// each of which nests one container deeper ("> > - 1. text" is 4). It
// stops counting past the limit.
func containerDepth(line string) int {
	depth := 0
	for depth <= markdownMaxDepth {
		line = strings.TrimLeft(line, " \t")
		switch {
		case strings.HasPrefix(line, ">"):
			line = line[1:]
		case len(line) >= 2 && strings.ContainsRune("-*+", rune(line[0])) && (line[1] == ' ' || line[1] == '\t'):
			line = line[2:]
		default:
			n := 0
			for n < len(line) && n < 9 && line[n] >= '0' && line[n] <= '9' {
				n++
			}
			if n == 0 || n+1 >= len(line) || (line[n] != '.' && line[n] != ')') || line[n+1] != ' ' {
				return depth
			}
			line = line[n+2:]
		}
		depth++
	}
	return depth
}
