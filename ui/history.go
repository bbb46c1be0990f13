package ui

import "slices"

// Bounds of the history, which a long session's pastes would otherwise
// grow without end: a shell keeps a few hundred to a few thousand lines.
const (
	maxHistoryEntries = 1000
	maxHistoryBytes   = 4 << 20
)

// history is what was sent this session, messages and commands as typed,
// for Up and Down to bring back into the input as a shell's history does.
// Browsing starts from the draft in the input and Down past the newest
// entry returns to it. Editing a recalled entry makes the edit the new
// draft: the entry itself stays as it was sent. Past maxHistoryEntries
// or maxHistoryBytes the oldest entries go.
type history struct {
	entries []string
	size    int    // the bytes in entries
	pos     int    // the entry shown; len(entries) when none is
	draft   string // the input as it was when browsing began
}

// add records a sent draft, unless it repeats the newest entry, and ends
// browsing.
func (h *history) add(s string) {
	if n := len(h.entries); n == 0 || h.entries[n-1] != s {
		h.entries = append(h.entries, s)
		h.size += len(s)
		h.trim()
	}
	h.pos, h.draft = len(h.entries), ""
}

// trim drops the oldest entries past the bounds. The newest stays, however
// large: it is the paste just sent, which Up brings back to mend.
func (h *history) trim() {
	drop, size := 0, h.size
	for n := len(h.entries); n-drop > 1 && (n-drop > maxHistoryEntries || size > maxHistoryBytes); drop++ {
		size -= len(h.entries[drop])
	}
	// Delete, unlike reslicing, clears the dropped strings from the
	// array, so that they can be freed.
	h.entries = slices.Delete(h.entries, 0, drop)
	h.size = size
}

// prev returns the entry before the one shown, given the input now; false
// when there is none.
func (h *history) prev(input string) (string, bool) {
	h.follow(input)
	if h.pos == 0 {
		return "", false
	}
	if h.pos == len(h.entries) {
		h.draft = input
	}
	h.pos--
	return h.entries[h.pos], true
}

// next returns the entry after the one shown, or the draft after the
// newest; false when not browsing.
func (h *history) next(input string) (string, bool) {
	h.follow(input)
	if h.pos == len(h.entries) {
		return "", false
	}
	h.pos++
	if h.pos == len(h.entries) {
		return h.draft, true
	}
	return h.entries[h.pos], true
}

// follow ends browsing when the input is no longer the entry shown.
func (h *history) follow(input string) {
	if h.pos < len(h.entries) && input != h.entries[h.pos] {
		h.pos, h.draft = len(h.entries), ""
	}
}
