package engine

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"xlachat/assets"
	"xlachat/chat"
	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
	"xlachat/engine/tokenizer"
)

// planner is an Engine with the Llama 3 tokenizer and template and a fake
// session: enough to plan, which never runs the model.
var planner = sync.OnceValues(func() (*Engine, error) {
	tok, err := tokenizer.LoadJSON(assets.Llama3TokenizerJSON)
	if err != nil {
		return nil, err
	}
	tmpl, err := chat.LoadTemplate(assets.Llama3TokenizerConfigJSON)
	if err != nil {
		return nil, err
	}
	sess := newFake(256, 64)
	return &Engine{sess: sess, info: sess.info, tok: tok, tmpl: tmpl, segments: tokenizer.NewCache(1 << 20)}, nil
})

// FuzzPlan feeds arbitrary conversations to the planner: it must either
// refuse a last turn that cannot fit, or choose a window that starts a
// turn, fits the capacity, and is the one the policy written out
// (naiveWindow) chooses.
func FuzzPlan(f *testing.F) {
	f.Add("user", "Hello", "assistant", "Hi there", "user", "How are you?", uint8(3))
	f.Add("system", strings.Repeat("rule ", 80), "user", "hi", "assistant", "", uint8(0))
	f.Add("user", strings.Repeat("long ", 300), "user", "<|eot_id|>", "assistant", "x", uint8(9))
	f.Fuzz(func(t *testing.T, r1, c1, r2, c2, r3, c3 string, repeat uint8) {
		e, err := planner()
		if err != nil {
			t.Fatal(err)
		}
		var msgs []chat.Message
		for range int(repeat%12) + 1 {
			for _, m := range [][2]string{{r1, c1}, {r2, c2}, {r3, c3}} {
				role := m[0]
				if role != chat.RoleUser && role != chat.RoleAssistant && role != chat.RoleSystem {
					role = chat.RoleUser
				}
				if role == chat.RoleSystem && len(msgs) > 0 {
					role = chat.RoleAssistant // a system message only leads
				}
				msgs = append(msgs, chat.Message{Role: role, Content: m[1]})
			}
		}
		p, err := e.Plan(context.Background(), msgs)
		if err != nil {
			if !strings.Contains(err.Error(), "too long") && !strings.Contains(err.Error(), "chat template") &&
				!strings.Contains(err.Error(), "UTF-8") {
				t.Fatalf("unexpected planning error: %v", err)
			}
			return
		}
		_, rest := splitSystem(msgs)
		if p.Hidden < 0 || p.Hidden >= max(len(rest), 1) || p.Hidden > 0 && rest[p.Hidden].Role != chat.RoleUser {
			t.Fatalf("window starts at %d of %d messages (%+v)", p.Hidden, len(rest), p)
		}
		if p.PromptTokens >= e.info.Capacity {
			t.Fatalf("window of %d tokens in a %d-token context", p.PromptTokens, e.info.Capacity)
		}
		hidden, tokens, err := naiveWindow(e, msgs)
		if err != nil || hidden != p.Hidden || tokens != p.PromptTokens {
			t.Fatalf("plan hides %d messages (%d tokens); the policy written out hides %d (%d tokens, %v)",
				p.Hidden, p.PromptTokens, hidden, tokens, err)
		}
	})
}

// naiveWindow is the overflow policy written out plainly, to check fit
// against: it replays the reply to every user message, trying the
// window's turns one by one. It returns the messages the window leaves
// out and its prompt's length.
func naiveWindow(e *Engine, msgs []chat.Message) (hidden, tokens int, err error) {
	system, rest := splitSystem(msgs)
	starts := turnStarts(rest)
	size := func(i, upto int) (int, error) {
		ids, err := e.render(append(slices.Clone(system), rest[starts[i]:upto]...))
		return len(ids), err
	}
	capacity := e.info.Capacity
	// move is where the window that began with turn first begins once the
	// conversation reaches upto, turn k being its last; a turn whose
	// windows cannot be measured moves it to that turn.
	move := func(upto, k, first int) (int, error) {
		n, err := size(first, upto)
		if err != nil || n <= capacity-capacity/4 {
			return first, err
		}
		i := first + 1
		for ; i < k; i++ { // the earlier turns take at most half
			if n, err := size(i, starts[k]); err != nil || n <= capacity/2 {
				break
			}
		}
		for ; i <= k; i++ { // and the prompt fits
			if n, err := size(i, upto); err != nil || n <= capacity-capacity/4 {
				return i, err
			}
		}
		return k, nil
	}
	first := 0
	for k := 1; k < len(starts)-1; k++ {
		if first, err = move(starts[k]+1, k, first); err != nil {
			first = k
		}
	}
	if first, err = move(len(rest), len(starts)-1, first); err != nil {
		return 0, 0, err
	}
	n, err := size(first, len(rest))
	if err == nil && n >= capacity {
		err = fmt.Errorf("the message is too long: %d tokens", n)
	}
	return starts[first], n, err
}

// chatOf is a conversation of n messages, user and assistant in turn,
// whose lengths vary with seed.
func chatOf(n, seed int) []chat.Message {
	var msgs []chat.Message
	for i := range n {
		switch {
		case i%2 == 0 && seed == 2 && i%14 == 6: // now and then, more than half of 256 tokens
			msgs = append(msgs, chat.Message{Role: chat.RoleUser, Content: strings.Repeat("long ", 140)})
		case i%2 == 0:
			msgs = append(msgs, chat.Message{Role: chat.RoleUser, Content: strings.Repeat("ask ", 1+(i+seed)%5)})
		default:
			msgs = append(msgs, chat.Message{Role: chat.RoleAssistant, Content: strings.Repeat("answer ", 1+(i*7+seed)%11)})
		}
	}
	return msgs
}

// TestWindowMovesInSteps plans growing conversations in a 256-token
// context, on one Engine (which replays only the new turns) and on a new
// Engine each time (which replays them all), and checks both against the
// policy written out. The window must keep its start over several turns
// between moves and, after a move, its turns before the last take at most
// half the context unless the last is long (seed 2 has such turns).
func TestWindowMovesInSteps(t *testing.T) {
	if testing.Short() {
		t.Skip("no goroutines of its own: run in full by the plain go test; -short is the -race pass")
	}
	base, err := planner()
	if err != nil {
		t.Fatal(err)
	}
	fresh := func() *Engine {
		return &Engine{sess: base.sess, info: base.info, tok: base.tok, tmpl: base.tmpl, segments: base.segments}
	}
	ctx := context.Background()
	for seed := range 3 {
		e := fresh()
		moves, kept := 0, 0
		prev := 0
		for n := 1; n <= 61; n += 2 { // a user message last, as when replying
			msgs := chatOf(n, seed)
			hidden, tokens, err := naiveWindow(e, msgs)
			if err != nil {
				t.Fatal(err)
			}
			for name, eng := range map[string]*Engine{"the same Engine": e, "a new Engine": fresh()} {
				p, err := eng.Plan(ctx, msgs)
				if err != nil {
					t.Fatal(err)
				}
				if p.Hidden != hidden || p.PromptTokens != tokens {
					t.Errorf("seed %d, %d messages, %s: plan hides %d (%d tokens), the policy %d (%d tokens)",
						seed, n, name, p.Hidden, p.PromptTokens, hidden, tokens)
				}
			}
			switch {
			case hidden != prev:
				moves++
				if hidden < n-1 {
					earlier, err := e.render(msgs[hidden : n-1])
					if err != nil {
						t.Fatal(err)
					}
					if len(earlier) > base.info.Capacity/2 {
						t.Errorf("seed %d, %d messages: moved to a window whose earlier turns take %d tokens", seed, n, len(earlier))
					}
				}
			case hidden > 0:
				kept++
			}
			prev = hidden
		}
		if moves == 0 || kept < 2*moves {
			t.Errorf("seed %d: the window moved %d times and stayed %d times once full; want it to stay at least twice as often",
				seed, moves, kept)
		}
	}
}

// TestMoveIsTheSameForEveryDraft: when a draft makes the window move, a
// longer draft moves it to the same turn, whose beginning warming up the
// shorter one prefilled.
func TestMoveIsTheSameForEveryDraft(t *testing.T) {
	base, err := planner()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	history := chatOf(30, 1)
	for len(history) > 2 {
		p, err := base.Plan(ctx, append(slices.Clone(history), chat.Message{Role: chat.RoleUser, Content: "hi"}))
		if err != nil {
			t.Fatal(err)
		}
		if p.Hidden == 0 {
			break
		}
		history = history[2:]
	}
	moved, drafts := -1, 0
	for _, words := range []int{1, 10, 20, 30, 40} {
		draft := chat.Message{Role: chat.RoleUser, Content: strings.Repeat("more ", 200)[:5*words]}
		p, err := base.Plan(ctx, append(slices.Clone(history), draft))
		if err != nil {
			t.Fatal(err)
		}
		if p.Hidden == 0 {
			continue // this draft still fits
		}
		if moved >= 0 && p.Hidden != moved {
			t.Errorf("a %d-word draft moves the window past %d messages, a shorter one past %d", words, p.Hidden, moved)
		}
		moved = p.Hidden
		drafts++
	}
	if drafts < 2 {
		t.Fatalf("%d drafts moved the window; the test needs two", drafts)
	}
}

// TestWindowForgetsEditedTurns: a conversation that differs from the last
// one in an early message is replayed, not taken for the one remembered.
func TestWindowForgetsEditedTurns(t *testing.T) {
	base, err := planner()
	if err != nil {
		t.Fatal(err)
	}
	e := &Engine{sess: base.sess, info: base.info, tok: base.tok, tmpl: base.tmpl, segments: base.segments}
	ctx := context.Background()
	msgs := chatOf(41, 0)
	if _, err := e.Plan(ctx, msgs); err != nil {
		t.Fatal(err)
	}
	for _, edit := range []func([]chat.Message) []chat.Message{
		func(m []chat.Message) []chat.Message { m[2].Content = strings.Repeat("changed ", 40); return m },
		func(m []chat.Message) []chat.Message {
			return append([]chat.Message{{Role: "system", Content: "Be brief."}}, m...)
		},
		func(m []chat.Message) []chat.Message { return m[4:] },
	} {
		edited := edit(slices.Clone(msgs))
		p, err := e.Plan(ctx, edited)
		if err != nil {
			t.Fatal(err)
		}
		hidden, tokens, err := naiveWindow(e, edited)
		if err != nil || p.Hidden != hidden || p.PromptTokens != tokens {
			t.Errorf("edited conversation: plan hides %d (%d tokens), the policy %d (%d tokens, %v)",
				p.Hidden, p.PromptTokens, hidden, tokens, err)
		}
	}
}

// TestRenderUsesTheClock: the template's date comes from the Engine's
// clock, so a pinned clock gives the same prompt on any day.
func TestRenderUsesTheClock(t *testing.T) {
	base, err := planner()
	if err != nil {
		t.Fatal(err)
	}
	msgs := []chat.Message{{Role: "user", Content: "Hi"}}
	prompt := func(day int) string {
		e := &Engine{sess: base.sess, info: base.info, tok: base.tok, tmpl: base.tmpl, segments: base.segments,
			now: func() time.Time { return time.Date(2026, time.November, day, 9, 0, 0, 0, time.UTC) }}
		ids, err := e.render(msgs)
		if err != nil {
			t.Fatal(err)
		}
		return e.tok.Decode(ids, false)
	}
	for _, c := range []struct {
		day  int
		want string
	}{{25, "Today Date: 25 Nov 2026"}, {26, "Today Date: 26 Nov 2026"}} {
		if got := prompt(c.day); !strings.Contains(got, c.want) {
			t.Errorf("clock on day %d: prompt %q lacks %q", c.day, got, c.want)
		}
	}
}

// preparingFake is the fake session with a Preparer, recording the chunk
// lengths it is asked to ready.
type preparingFake struct {
	*fakeSession
	prepared []int
}

func (p *preparingFake) Prepare(ctx context.Context, n int) error {
	p.prepared = append(p.prepared, n)
	return nil
}

// TestPlanPreparesTheLastChunk: planning readies the session for the one
// chunk of the schedule that is not a whole bucket.
func TestPlanPreparesTheLastChunk(t *testing.T) {
	base, err := planner()
	if err != nil {
		t.Fatal(err)
	}
	sess := &preparingFake{fakeSession: newFake(256, 64)}
	e := &Engine{sess: sess, info: sess.info, tok: base.tok, tmpl: base.tmpl, segments: base.segments}
	for _, words := range []int{1, 20, 40} {
		sess.prepared = nil
		p, err := e.Plan(context.Background(), []chat.Message{{Role: "user", Content: strings.Repeat("word ", words)}})
		if err != nil {
			t.Fatal(err)
		}
		want := p.PrefillTokens % 64
		if want == 0 {
			want = 64
		}
		if len(sess.prepared) != 1 || sess.prepared[0] != want {
			t.Errorf("%d words (%d tokens in %d chunks): prepared %v, want [%d]", words, p.PrefillTokens, p.Chunks, sess.prepared, want)
		}
	}
}

// TestWarmContainsAPanic: a panic in the session while Warm prefills (on
// the chat's goroutine) comes back as Warm's error, as it would end a
// reply, and the engine replies afterwards.
func TestWarmContainsAPanic(t *testing.T) {
	base, err := planner()
	if err != nil {
		t.Fatal(err)
	}
	sess := newFake(256, 64)
	sess.onCall = func(n int) {
		if n == 1 {
			panic("kernel bug")
		}
	}
	e := &Engine{sess: sess, info: sess.info, tok: base.tok, tmpl: base.tmpl, segments: base.segments}
	msgs := []chat.Message{{Role: "user", Content: strings.Repeat("word ", 30)}}
	if _, err := e.Warm(context.Background(), msgs); err == nil || !strings.Contains(err.Error(), "internal error: kernel bug") {
		t.Fatalf("Warm error = %v, want the panic as an internal error", err)
	}
	s := e.Reply(context.Background(), msgs, GenOptions{MaxNewTokens: 2})
	for ev, ok := s.Next(); ok; ev, ok = s.Next() {
		if ev.Kind == EventError {
			t.Fatalf("reply after the contained panic: %v", ev.Err)
		}
	}
}

// TestCheckCapacity: a capacity the memory cannot hold is refused with
// the largest that works, or, when none does, with what to change.
func TestCheckCapacity(t *testing.T) {
	cfg := model.Config{NumHiddenLayers: 16, NumAttentionHeads: 32, NumKeyValueHeads: 8, HeadDim: 64, MaxPositionEmbeddings: 131072}
	const gib = 1 << 30
	tests := []struct {
		name             string
		capacity, bucket int
		weights          int64
		mem              uint64
		want             string // "" when it fits
	}{
		{"fits", 2048, 256, 2.5 * gib, 24 * gib, ""},
		{"unknown memory", 131072, 256, 2.5 * gib, 0, ""},
		{"past the model", 262144, 256, 2.5 * gib, 24 * gib, "more than the model's max_position_embeddings; the largest that works is 131072"},
		{"too much", 131072, 256, 2.5 * gib, 8 * gib, "; the largest that works is about 36864"},
		{"bucket too large", 131072, 131072, 2.5 * gib, 24 * gib, "not even one prefill bucket of 131072 tokens fits: lower generation.prefill_bucket (the default is 256)"},
		{"weights too large", 2048, 256, 30 * gib, 24 * gib, "the weights alone (30720 MB) leave no room"},
	}
	for _, tt := range tests {
		err := checkCapacityIn(graph.Options{Capacity: tt.capacity, Bucket: tt.bucket, KVDType: dtype.F32}, cfg, tt.weights, tt.mem)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

// TestRefusedByLengthBeforeEncoding: a message or system prompt whose
// rendering has more bytes than the context holds as tokens (each token is
// at most 128 bytes in Llama 3) is refused by its length, before it is
// encoded, with the same words as a refusal by tokens; one whose
// rendering is short (the template trims the blanks around a message)
// is not.
func TestRefusedByLengthBeforeEncoding(t *testing.T) {
	e, err := planner()
	if err != nil {
		t.Fatal(err)
	}
	word := strings.Repeat("a", 256*128) // one word of 32 KB, at least 256 tokens
	for _, tc := range []struct {
		name string
		msgs []chat.Message
		want string // "" for no error
	}{
		{"one long word", []chat.Message{{Role: chat.RoleUser, Content: word}},
			"the message is too long: the prompt's 33001 bytes are at least 258 tokens"},
		{"after a short turn", []chat.Message{{Role: chat.RoleUser, Content: "hi"}, {Role: chat.RoleAssistant, Content: "hello"},
			{Role: chat.RoleUser, Content: word}}, "are at least"},
		{"a long system prompt", []chat.Message{{Role: chat.RoleSystem, Content: word}, {Role: chat.RoleUser, Content: "hi"}},
			"the system prompt is too long: its 32"},
		{"blanks the template trims", []chat.Message{{Role: chat.RoleUser, Content: strings.Repeat(" ", 256*128) + "hi"}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := e.Plan(context.Background(), tc.msgs)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
	if err := e.CheckSystemPrompt(word); err == nil || !strings.Contains(err.Error(), "bytes are at least") {
		t.Errorf("CheckSystemPrompt of 32 KB: %v, want a refusal by length", err)
	}
}
