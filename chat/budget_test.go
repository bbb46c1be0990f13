package chat

import (
	"math"
	"strings"
	"testing"
)

func TestBudgetCheck(t *testing.T) {
	b := Budget{Bucket: 256, Capacity: 2048}
	tests := []struct {
		name            string
		prefill, used   int
		level           Level
		chunks          int
		messageContains []string
	}{
		{"empty", 0, 0, OK, 0, nil},
		{"short", 10, 0, OK, 1, nil},
		{"just below near", 230, 0, OK, 1, nil},
		{"near starts at 90%", 231, 0, Near, 1, []string{"231 of 256"}},
		{"255", 255, 0, Near, 1, []string{"close to chunking"}},
		{"256 fills the bucket", 256, 0, Near, 1, []string{"256 of 256"}},
		{"257", 257, 0, Chunked, 2, []string{"2 chunks", "slower first token"}},
		{"512", 512, 0, Chunked, 2, []string{"2 chunks"}},
		{"513", 513, 0, Chunked, 3, []string{"3 chunks"}},
		{"context below 90%", 10, 1833, OK, 1, nil},
		{"context at 90%", 10, 1834, NearCapacity, 1, []string{"1844/2048", "dropped soon"}},
		{"context full", 10, 2038, NearCapacity, 1, []string{"2048/2048", "dropped soon"}},
		{"context overflows", 10, 2039, NearCapacity, 1, []string{"2049/2048", "oldest turns will be dropped"}},
		{"chunked and near capacity", 600, 1500, NearCapacity, 3, []string{"3 chunks", "oldest turns"}},
		{"message equals capacity", 2048, 0, NearCapacity, 8, []string{"8 chunks", "dropped soon"}},
		{"message over capacity", 2049, 0, OverCapacity, 9, []string{"2049 tokens", "shorten"}},
		{"over capacity with history", 3000, 500, OverCapacity, 12, []string{"over the 2048-token context"}},
		{"negative inputs", -5, -7, OK, 0, nil},
		{"huge inputs", math.MaxInt, math.MaxInt, OverCapacity, math.MaxInt/256 + 1, []string{"shorten"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := b.Check(tt.prefill, tt.used)
			if w.Level != tt.level || w.Chunks != tt.chunks {
				t.Errorf("Check(%d, %d) = %v with %d chunks, want %v with %d", tt.prefill, tt.used, w.Level, w.Chunks, tt.level, tt.chunks)
			}
			if (tt.level == OK) != (w.Message == "") {
				t.Errorf("level %v with message %q", w.Level, w.Message)
			}
			for _, s := range tt.messageContains {
				if !strings.Contains(w.Message, s) {
					t.Errorf("message %q lacks %q", w.Message, s)
				}
			}
		})
	}
}

func TestBudgetCheckDegenerateLimits(t *testing.T) {
	tests := []struct {
		name   string
		budget Budget
		level  Level
		chunks int
	}{
		{"zero budget", Budget{}, OK, 1},
		{"no bucket", Budget{Capacity: 100}, NearCapacity, 1},
		{"no capacity", Budget{Bucket: 50}, Chunked, 2},
		{"negative", Budget{Bucket: -1, Capacity: -1}, OK, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := tt.budget.Check(95, 0)
			if w.Level != tt.level || w.Chunks != tt.chunks {
				t.Errorf("got %v with %d chunks, want %v with %d", w.Level, w.Chunks, tt.level, tt.chunks)
			}
		})
	}
}

func TestLevelString(t *testing.T) {
	seen := map[string]bool{}
	for l := OK; l <= OverCapacity; l++ {
		s := l.String()
		if s == "" || seen[s] || strings.HasPrefix(s, "Level(") {
			t.Errorf("Level %d has name %q", int(l), s)
		}
		seen[s] = true
	}
	if got := Level(42).String(); got != "Level(42)" {
		t.Errorf("unknown level: %q", got)
	}
}
