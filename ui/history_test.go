package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func TestHistory(t *testing.T) {
	type step struct {
		op    string // "add", "prev", "next"
		input string // what the input holds before the step (or the draft added)
		want  string
		ok    bool
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"empty", []step{{"prev", "draft", "", false}, {"next", "draft", "", false}}},
		{"back and forth to the draft", []step{
			{"add", "one", "", false}, {"add", "two", "", false},
			{"prev", "draft", "two", true}, {"prev", "two", "one", true}, {"prev", "one", "", false},
			{"next", "one", "two", true}, {"next", "two", "draft", true}, {"next", "draft", "", false},
		}},
		{"a repeat is kept once", []step{
			{"add", "one", "", false}, {"add", "one", "", false},
			{"prev", "", "one", true}, {"prev", "one", "", false},
		}},
		{"an edit becomes the draft", []step{
			{"add", "one", "", false}, {"add", "two", "", false},
			{"prev", "", "two", true}, {"prev", "two", "one", true},
			{"next", "one edited", "", false}, // no longer browsing
			{"prev", "one edited", "two", true}, {"next", "two", "one edited", true},
		}},
		{"sending ends browsing", []step{
			{"add", "one", "", false}, {"prev", "draft", "one", true}, {"add", "one", "", false},
			{"next", "", "", false}, {"prev", "", "one", true}, {"next", "one", "", true},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var h history
			for i, s := range tt.steps {
				var got string
				var ok bool
				switch s.op {
				case "add":
					h.add(s.input)
					continue
				case "prev":
					got, ok = h.prev(s.input)
				case "next":
					got, ok = h.next(s.input)
				}
				if got != s.want || ok != s.ok {
					t.Fatalf("step %d, %s with %q: got %q, %v; want %q, %v", i, s.op, s.input, got, ok, s.want, s.ok)
				}
			}
		})
	}
}

// TestRecallSent: Up on the input's first line brings back what was sent
// (messages and commands, as typed), Down goes forward to the draft; in a
// multi-line draft they move between lines first.
func TestRecallSent(t *testing.T) {
	h := loaded(t, newFake("ref", "cpu"))
	command(h, "one")
	h.idle()
	h.typeText("two")
	h.key(tea.KeyCtrlJ)
	h.typeText("lines")
	h.enter()
	h.idle()
	command(h, "/stats")
	h.typeText("draft")

	steps := []struct {
		key  tea.KeyType
		want string
	}{
		{tea.KeyUp, "/stats"},
		{tea.KeyUp, "two\nlines"},
		{tea.KeyUp, "two\nlines"}, // the cursor moved to the first line
		{tea.KeyUp, "one"},
		{tea.KeyUp, "one"}, // the oldest
		{tea.KeyDown, "two\nlines"},
		{tea.KeyDown, "/stats"}, // the cursor was on the last line
		{tea.KeyCtrlN, "draft"},
		{tea.KeyDown, "draft"},
		{tea.KeyCtrlP, "/stats"},
	}
	for i, s := range steps {
		h.key(s.key)
		if got := h.m.input.Value(); got != s.want {
			t.Fatalf("step %d (%v): input %q, want %q", i, s.key, got, s.want)
		}
	}
	h.enter()
	h.settle()
	if got := len(h.m.history.entries); got != 3 {
		t.Errorf("history holds %d entries after resending /stats, want 3: %q", got, h.m.history.entries)
	}
}

// TestHistoryIsBounded: past maxHistoryEntries entries or maxHistoryBytes
// bytes the oldest entries go, so a long session's pastes cannot grow
// memory without end; the newest stays, however large, and Up walks
// back through what is kept.
func TestHistoryIsBounded(t *testing.T) {
	quarter := strings.Repeat("q", maxHistoryBytes/4)
	big := strings.Repeat("b", maxHistoryBytes+1)
	numbered := func(n int, body string) []string {
		var out []string
		for i := range n {
			out = append(out, fmt.Sprintf("%d %s", i, body))
		}
		return out
	}
	tests := []struct {
		name  string
		added []string
		kept  int // the newest entries kept
	}{
		{"within the bounds", numbered(maxHistoryEntries, "x"), maxHistoryEntries},
		{"past the count", numbered(maxHistoryEntries+5, "x"), maxHistoryEntries},
		{"past the bytes", numbered(5, quarter), 3},
		{"an entry over the bytes alone", append(numbered(3, "x"), big), 1},
		{"after an entry over the bytes", append(numbered(3, "x"), big, "last"), 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var h history
			for _, s := range tt.added {
				h.add(s)
			}
			want := tt.added[len(tt.added)-tt.kept:]
			if len(h.entries) != len(want) || h.entries[0] != want[0] {
				t.Fatalf("kept %d entries from %.20q, want %d from %.20q", len(h.entries), h.entries[0], len(want), want[0])
			}
			size := 0
			for _, e := range h.entries {
				size += len(e)
			}
			if len(h.entries) > 1 && size > maxHistoryBytes {
				t.Errorf("kept %d bytes in %d entries, over the %d bytes bound", size, len(h.entries), maxHistoryBytes)
			}
			input := "draft"
			for i := len(want) - 1; i >= 0; i-- {
				got, ok := h.prev(input)
				if !ok || got != want[i] {
					t.Fatalf("Up %d: %.20q, %v; want %.20q", len(want)-i, got, ok, want[i])
				}
				input = got
			}
			if got, ok := h.prev(input); ok {
				t.Errorf("Up past the oldest kept entry gave %.20q", got)
			}
		})
	}
}
