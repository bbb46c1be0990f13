package engine

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"xlachat/assets"
	"xlachat/chat"
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
// turn, fits the capacity, and is the longest that does.
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
		system, rest := splitSystem(msgs)
		if p.Hidden < 0 || p.Hidden >= max(len(rest), 1) || p.Hidden > 0 && rest[p.Hidden].Role != chat.RoleUser {
			t.Fatalf("window starts at %d of %d messages (%+v)", p.Hidden, len(rest), p)
		}
		if p.PromptTokens >= e.info.Capacity {
			t.Fatalf("window of %d tokens in a %d-token context", p.PromptTokens, e.info.Capacity)
		}
		// One more turn would not fit, or the window holds the whole
		// conversation.
		if p.Hidden > 0 {
			starts := turnStarts(rest)
			prev := -1
			for _, s := range starts {
				if s < p.Hidden {
					prev = s
				}
			}
			wider, err := e.render(append(system[:len(system):len(system)], rest[prev:]...))
			if err == nil && len(wider) <= e.windowLimit() {
				t.Fatalf("hid %d messages, but the window from %d (%d tokens) fits", p.Hidden, prev, len(wider))
			}
		}
	})
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
