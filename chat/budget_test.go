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
		p               Prefill
		level           Level
		messageContains []string
	}{
		{"empty", Prefill{}, OK, nil},
		{"short", Prefill{Tokens: 10, Chunks: 1}, OK, nil},
		{"just below near", Prefill{Tokens: 230, Chunks: 1}, OK, nil},
		{"near starts at 90%", Prefill{Tokens: 231, Chunks: 1}, Near, []string{"231 of 256"}},
		{"256 fills the bucket", Prefill{Tokens: 256, Chunks: 1}, Near, []string{"256 of 256", "close to chunking"}},
		{"two chunks", Prefill{Tokens: 257, Chunks: 2}, Chunked, []string{"2 chunks", "slower first token"}},
		{"chunks and single steps", Prefill{Tokens: 300, Chunks: 1, DecodeSteps: 44}, Chunked, []string{"44 tokens fed one at a time"}},
		{"chunks plus steps", Prefill{Tokens: 600, Chunks: 2, DecodeSteps: 88}, Chunked, []string{"2 chunks plus 88 single steps"}},
		{"context below 90%", Prefill{Tokens: 10, Chunks: 1, Cached: 1833}, OK, nil},
		{"context at 90%", Prefill{Tokens: 10, Chunks: 1, Cached: 1834}, NearCapacity, []string{"1844/2048", "left out soon"}},
		{"turns hidden", Prefill{Tokens: 10, Chunks: 1, Cached: 1000, Hidden: 4}, NearCapacity, []string{"oldest 4 messages", "2048-token context"}},
		{"chunked and hidden", Prefill{Tokens: 600, Chunks: 3, Cached: 500, Hidden: 2}, NearCapacity, []string{"3 chunks", "oldest 2 messages"}},
		{"negative inputs", Prefill{Tokens: -5, Cached: -7}, OK, nil},
		{"huge inputs", Prefill{Tokens: math.MaxInt, Chunks: 1, Cached: math.MaxInt}, NearCapacity, []string{"left out soon"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := b.Check(tt.p)
			if w.Level != tt.level {
				t.Errorf("Check(%+v) = %v, want %v (%q)", tt.p, w.Level, tt.level, w.Message)
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

// TestBudgetCheckWindow: with the engine's window (a quarter of the
// capacity kept for the reply), "soon" is 90% of the window, and a window
// that already leaves turns out says when it will leave out more.
func TestBudgetCheckWindow(t *testing.T) {
	b := Budget{Bucket: 256, Capacity: 2048, Window: 1536}
	tests := []struct {
		name string
		p    Prefill
		want string // "" for no warning
	}{
		{"below 90%", Prefill{Tokens: 10, Chunks: 1, Cached: 1372}, ""},
		{"at 90%", Prefill{Tokens: 10, Chunks: 1, Cached: 1373}, "context 1383/2048 tokens: the oldest turns will be left out soon"},
		{"hidden, room left", Prefill{Tokens: 10, Chunks: 1, Cached: 1000, Hidden: 4}, "the oldest 4 messages are left out of the 2048-token context"},
		{"hidden, at 90%", Prefill{Tokens: 10, Chunks: 1, Cached: 1373, Hidden: 4},
			"the oldest 4 messages are left out of the 2048-token context, and more will be soon"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := b.Check(tt.p)
			if w.Message != tt.want || (w.Level == NearCapacity) != (tt.want != "") {
				t.Errorf("Check(%+v) = %v %q, want %q", tt.p, w.Level, w.Message, tt.want)
			}
		})
	}
}

func TestBudgetCheckDegenerateLimits(t *testing.T) {
	p := Prefill{Tokens: 95, Chunks: 1}
	tests := []struct {
		name   string
		budget Budget
		level  Level
	}{
		{"zero budget", Budget{}, OK},
		{"no bucket", Budget{Capacity: 100}, NearCapacity},
		{"no capacity", Budget{Bucket: 100}, Near},
		{"negative", Budget{Bucket: -1, Capacity: -1}, OK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if w := tt.budget.Check(p); w.Level != tt.level {
				t.Errorf("got %v (%q), want %v", w.Level, w.Message, tt.level)
			}
		})
	}
}

func TestLevelString(t *testing.T) {
	seen := map[string]bool{}
	for l := OK; l <= NearCapacity; l++ {
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
