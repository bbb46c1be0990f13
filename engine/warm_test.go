package engine_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"sync"
	"testing"

	"xlachat/chat"
	"xlachat/engine"
)

// TestWarmThenReply checks that a reply after Warm prefills only what
// Warm left, and replies exactly as a cold engine does, whether the draft
// was sent as warmed, finished with more words, or edited before its end.
func TestWarmThenReply(t *testing.T) {
	skipNumericsInShort(t)
	dir := genModel(t)
	ctx := context.Background()
	gen := engine.GenOptions{MaxNewTokens: 12}
	system := chat.Message{Role: "system", Content: "Be brief."}
	typed := "Tell me about the weather in Paris tod"
	sampled := engine.GenOptions{MaxNewTokens: 12, Temperature: 0.9, Seed: 3}
	cases := []struct {
		name, sent string
		reusesAll  bool // the sent prompt starts with everything Warm cached
		gen        engine.GenOptions
	}{
		{"as typed", typed, true, gen},
		{"finished", typed + "ay and tomorrow, please.", true, gen},
		{"edited", "Tell me about the rain in Paris today", false, gen},
		{"sampled", typed, true, sampled}, // the reply's last chunk returns logits
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := openChat(t, dir, 512, 16) // buckets of 16: Warm runs several chunks
			n, err := e.Warm(ctx, []chat.Message{system, user(typed)})
			if err != nil {
				t.Fatal(err)
			}
			msgs := []chat.Message{system, user(c.sent)}
			plan, err := e.Plan(ctx, msgs)
			if err != nil {
				t.Fatal(err)
			}
			if n <= 16 || plan.PromptTokens-n > 12 {
				t.Fatalf("Warm prefilled %d of the prompt's %d tokens", n, plan.PromptTokens)
			}
			if c.reusesAll && plan.CachedTokens != n {
				t.Errorf("plan reuses %d tokens, Warm cached %d", plan.CachedTokens, n)
			}
			if !c.reusesAll && plan.CachedTokens >= n {
				t.Errorf("plan reuses %d tokens of an edited draft, Warm cached %d", plan.CachedTokens, n)
			}
			warm := collect(e.Reply(ctx, msgs, c.gen))
			cold := collect(openChat(t, dir, 512, 16).Reply(ctx, msgs, c.gen))
			if warm.err != nil || cold.err != nil {
				t.Fatal(warm.err, cold.err)
			}
			if warm.stats.PrefillTokens != plan.PrefillTokens {
				t.Errorf("prefilled %d tokens, plan said %d", warm.stats.PrefillTokens, plan.PrefillTokens)
			}
			if !reflect.DeepEqual(warm.ids, cold.ids) || len(cold.ids) == 0 {
				t.Fatalf("after Warm: %v\ncold: %v", warm.ids, cold.ids)
			}
		})
	}
}

// TestWarmLeavesTheUnsettledTail checks where Warm stops: before the
// draft's last word (and the spaces after it), or, for a draft of one
// word or none, at the end of the template's prefix.
func TestWarmLeavesTheUnsettledTail(t *testing.T) {
	dir := genModel(t)
	ctx := context.Background()
	cases := []struct {
		draft, settledEnd string // the text the prefilled tokens end with
	}{
		{"Hello there, how are", "Hello there, how"},
		{"Hello there, how are   ", "Hello there, how"},
		{"one", "user<|end_header_id|>\n\n"},
		{"", "user<|end_header_id|>\n\n"}, // not the assistant's header after it
		{"two lines\nof tex", "two lines\nof"},
	}
	for _, c := range cases {
		e := openChat(t, dir, 512, 64)
		msgs := []chat.Message{user(c.draft)}
		n, err := e.Warm(ctx, msgs)
		if err != nil {
			t.Fatal(err)
		}
		ids, err := e.PromptIDs(ctx, msgs)
		if err != nil {
			t.Fatal(err)
		}
		if got := e.Tokenizer().Decode(ids[:n], false); !strings.HasSuffix(got, c.settledEnd) {
			t.Errorf("draft %q: Warm prefilled up to %q, want it to end with %q", c.draft, got, c.settledEnd)
		}
	}
}

// TestWarmBlankDraft warms a chat as it opens, with no draft yet: the
// reply to the first turn then reuses the template's header, and replies
// as a cold engine does.
func TestWarmBlankDraft(t *testing.T) {
	skipNumericsInShort(t)
	dir := genModel(t)
	ctx := context.Background()
	gen := engine.GenOptions{MaxNewTokens: 8}
	system := chat.Message{Role: "system", Content: "Be brief."}
	e := openChat(t, dir, 512, 16)
	n, err := e.Warm(ctx, []chat.Message{system, user("")})
	if err != nil {
		t.Fatal(err)
	}
	msgs := []chat.Message{system, user("What is the capital of France?")}
	plan, err := e.Plan(ctx, msgs)
	if err != nil {
		t.Fatal(err)
	}
	if n < 8 || plan.CachedTokens != n {
		t.Fatalf("Warm of a blank draft prefilled %d tokens; the first turn's plan reuses %d", n, plan.CachedTokens)
	}
	warm := collect(e.Reply(ctx, msgs, gen))
	cold := collect(openChat(t, dir, 512, 16).Reply(ctx, msgs, gen))
	if warm.err != nil || cold.err != nil {
		t.Fatal(warm.err, cold.err)
	}
	if !reflect.DeepEqual(warm.ids, cold.ids) || len(cold.ids) == 0 {
		t.Fatalf("after Warm: %v\ncold: %v", warm.ids, cold.ids)
	}
}

// TestReplyStopsWarm starts a reply while a long Warm runs: the reply must
// not be refused as busy, must cancel the warm-up, and must give the cold
// engine's tokens.
func TestReplyStopsWarm(t *testing.T) {
	dir := genModel(t)
	ctx := context.Background()
	gen := engine.GenOptions{MaxNewTokens: 4}
	long := strings.Repeat("The quick brown fox jumps over the lazy dog. ", 30)
	msgs := []chat.Message{user(long + "end")}
	e := openChat(t, dir, 1024, 16)
	var wg sync.WaitGroup
	wg.Add(1)
	started := make(chan struct{})
	go func() {
		defer wg.Done()
		close(started)
		if _, err := e.Warm(ctx, msgs); err != nil {
			t.Error(err)
		}
	}()
	<-started
	r := collect(e.Reply(ctx, msgs, gen))
	wg.Wait()
	if errors.Is(r.err, engine.ErrBusy) || r.err != nil {
		t.Fatalf("reply during Warm: %v", r.err)
	}
	cold := collect(openChat(t, dir, 1024, 16).Reply(ctx, msgs, gen))
	if !reflect.DeepEqual(r.ids, cold.ids) {
		t.Fatalf("reply during Warm: %v\ncold: %v", r.ids, cold.ids)
	}
	// A warm-up after the reply runs again.
	if _, err := e.Warm(ctx, append(msgs, assistant(r.text), user("and then more"))); err != nil {
		t.Fatal(err)
	}
}

// TestCloseStopsWarm closes an engine while Warm runs; both return.
func TestCloseStopsWarm(t *testing.T) {
	dir := genModel(t)
	long := strings.Repeat("The quick brown fox jumps over the lazy dog. ", 30)
	e := openChat(t, dir, 1024, 16)
	done := make(chan error, 1)
	go func() {
		_, err := e.Warm(context.Background(), []chat.Message{user(long + "end")})
		done <- err
	}()
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil && !strings.Contains(err.Error(), "closed") {
		t.Fatalf("Warm across Close: %v", err)
	}
	if n, err := e.Warm(context.Background(), []chat.Message{user("after close")}); n != 0 {
		t.Fatalf("Warm after Close prefilled %d tokens (err %v)", n, err)
	}
}

// TestWarmWaitsForEnoughTokens: a warm-up that would prefill only a word
// or two does nothing (each call reads every weight once); once enough
// words have settled it prefills them all.
func TestWarmWaitsForEnoughTokens(t *testing.T) {
	dir := genModel(t)
	ctx := context.Background()
	e := openChat(t, dir, 512, 64)
	draft := "Hello there, how"
	if n, err := e.Warm(ctx, []chat.Message{user(draft)}); n == 0 || err != nil {
		t.Fatalf("first Warm: %d tokens, %v", n, err)
	}
	draft += " are you doing"
	if n, err := e.Warm(ctx, []chat.Message{user(draft)}); n != 0 || err != nil {
		t.Fatalf("Warm for two settled words prefilled %d tokens (%v), want none", n, err)
	}
	draft += " today, my dear old friend from far away in the north"
	n, err := e.Warm(ctx, []chat.Message{user(draft)})
	if n < 8 || err != nil {
		t.Fatalf("Warm for a dozen settled words prefilled %d tokens (%v)", n, err)
	}
}
