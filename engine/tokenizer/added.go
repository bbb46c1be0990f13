package tokenizer

import (
	"slices"
	"strings"
)

// addedMatcher finds added tokens (such as "<|eot_id|>") in text. They are
// cut out before pre-tokenization, so their text never reaches BPE.
type addedMatcher struct {
	ids     map[string]int32
	lengths []int     // distinct token lengths, longest first
	first   [256]bool // bytes that start some token
	starts  string    // the same bytes; one alone (Llama 3's '<') is found by IndexByte
}

func newAddedMatcher(tokens []addedTokenJSON) *addedMatcher {
	m := &addedMatcher{ids: make(map[string]int32, len(tokens))}
	var starts strings.Builder
	for _, t := range tokens {
		if t.Content == "" {
			continue
		}
		m.ids[t.Content] = t.ID
		if !slices.Contains(m.lengths, len(t.Content)) {
			m.lengths = append(m.lengths, len(t.Content))
		}
		if b := t.Content[0]; !m.first[b] {
			m.first[b] = true
			starts.WriteByte(b)
		}
	}
	slices.SortFunc(m.lengths, func(a, b int) int { return b - a })
	m.starts = starts.String()
	return m
}

// find returns the first added token in s: the one starting leftmost and,
// among those, the longest (Hugging Face's leftmost-longest rule). start is -1
// when s holds none.
func (m *addedMatcher) find(s string) (start, end int, id int32) {
	for off := 0; off < len(s); {
		i := m.nextStart(s[off:])
		if i < 0 {
			break
		}
		p := off + i
		for _, n := range m.lengths {
			if p+n > len(s) {
				continue
			}
			if id, ok := m.ids[s[p:p+n]]; ok {
				return p, p + n, id
			}
		}
		off = p + 1
	}
	return -1, -1, 0
}

// nextStart returns the index of the first byte in s that begins some added
// token, or -1.
func (m *addedMatcher) nextStart(s string) int {
	if len(m.starts) == 1 {
		return strings.IndexByte(s, m.starts[0])
	}
	for i := 0; i < len(s); i++ {
		if m.first[s[i]] {
			return i
		}
	}
	return -1
}
