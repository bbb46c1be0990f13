package engine_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"xlachat/chat"
	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/modelgen"
	"xlachat/engine/refbackend"
)

// genModel writes the tiny preset once per test into a temp dir.
func genModel(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := modelgen.Generate(dir, modelgen.Options{Preset: "tiny", DType: dtype.BF16, Seed: 11}); err != nil {
		t.Fatal(err)
	}
	return dir
}

// testClock pins the chat template's date, so that the prompts, and the
// random model's greedy replies to them, are the same every day.
func testClock() time.Time { return time.Date(2026, time.November, 25, 12, 0, 0, 0, time.UTC) }

func openChat(t *testing.T, dir string, capacity, bucket int) *engine.Engine {
	t.Helper()
	c, err := engine.Open(context.Background(), engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu", Capacity: capacity, Bucket: bucket, Now: testClock},
		[]engine.Backend{refbackend.New()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// reply collects one streamed reply.
type reply struct {
	ids    []int32
	text   string
	hidden int
	stats  engine.Stats
	err    error
}

func collect(s *engine.Stream) reply {
	var r reply
	for e, ok := s.Next(); ok; e, ok = s.Next() {
		switch e.Kind {
		case engine.EventToken:
			if e.Token >= 0 {
				r.ids = append(r.ids, e.Token)
			}
			r.text += e.Text
		case engine.EventHidden:
			r.hidden = e.Hidden
		case engine.EventDone:
			r.stats = e.Stats
		case engine.EventError:
			r.err = e.Err
		}
	}
	return r
}

// skipNumericsInShort skips tests of numerics, not of concurrency, in
// short mode: make test runs them in full, and again with -race -short
// only the ones that exercise goroutines, which -race makes ten times
// slower.
func skipNumericsInShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("numerics: run in full by the plain go test; -short is the -race pass")
	}
}

// skipSerialInShort skips a test that starts no goroutines of its own
// worth the race detector's time: -short is the -race pass, and the
// plain go test runs it in full.
func skipSerialInShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("no goroutines of its own: run in full by the plain go test; -short is the -race pass")
	}
}

func user(s string) chat.Message      { return chat.Message{Role: "user", Content: s} }
func assistant(s string) chat.Message { return chat.Message{Role: "assistant", Content: s} }

func TestMultiTurnReuseEqualsFullPrefill(t *testing.T) {
	skipNumericsInShort(t)
	dir := genModel(t)
	ctx := context.Background()
	gen := engine.GenOptions{MaxNewTokens: 16}
	warm := openChat(t, dir, 1024, 64)
	msgs := []chat.Message{{Role: "system", Content: "Be brief."}, user("Hello there, how are you?")}
	r1 := collect(warm.Reply(ctx, msgs, gen))
	if r1.err != nil {
		t.Fatal(r1.err)
	}
	msgs = append(msgs, assistant(r1.text), user("Tell me more about the weather."))
	plan, err := warm.Plan(ctx, msgs)
	if err != nil {
		t.Fatal(err)
	}
	if plan.CachedTokens == 0 || plan.PrefillTokens >= plan.PromptTokens {
		t.Fatalf("second turn reuses nothing: %+v", plan)
	}
	r2 := collect(warm.Reply(ctx, msgs, gen))
	if r2.err != nil {
		t.Fatal(r2.err)
	}
	if r2.stats.PrefillTokens != plan.PrefillTokens {
		t.Errorf("prefilled %d tokens, plan said %d", r2.stats.PrefillTokens, plan.PrefillTokens)
	}
	cold := openChat(t, dir, 1024, 64)
	full := collect(cold.Reply(ctx, msgs, gen))
	if !reflect.DeepEqual(r2.ids, full.ids) {
		t.Fatalf("reused cache: %v\nfull prefill: %v", r2.ids, full.ids)
	}
}

func TestLongPromptAcrossChunks(t *testing.T) {
	skipNumericsInShort(t)
	dir := genModel(t)
	ctx := context.Background()
	c256 := openChat(t, dir, 1024, 256)
	prompt, err := c256.Tokenizer().Encode(strings.Repeat("The quick brown fox jumps over the lazy dog. ", 40), true)
	if err != nil {
		t.Fatal(err)
	}
	if len(prompt) <= 256 {
		t.Fatalf("prompt of %d tokens does not span two buckets", len(prompt))
	}
	gen := engine.GenOptions{MaxNewTokens: 24}
	a := collect(c256.Generate(ctx, prompt, gen))
	b := collect(openChat(t, dir, 1024, 32).Generate(ctx, prompt, gen))
	if a.err != nil || b.err != nil {
		t.Fatal(a.err, b.err)
	}
	if a.stats.Chunks != 2 || b.stats.Chunks < 10 {
		t.Errorf("chunks: %d with bucket 256, %d with bucket 32", a.stats.Chunks, b.stats.Chunks)
	}
	if !reflect.DeepEqual(a.ids, b.ids) {
		t.Fatalf("bucket 256: %v\nbucket 32: %v", a.ids, b.ids)
	}
}

func TestCancelStopsAndSessionStaysUsable(t *testing.T) {
	dir := genModel(t)
	c := openChat(t, dir, 512, 64)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	events := c.Reply(ctx, []chat.Message{user("Count to one hundred.")}, engine.GenOptions{MaxNewTokens: 400})
	n := 0
	var last engine.Event
	for e, ok := events.Next(); ok; e, ok = events.Next() {
		if e.Kind == engine.EventToken {
			if n++; n == 3 {
				cancel()
			}
		}
		last = e
	}
	if last.Kind != engine.EventDone || !last.Stats.Cancelled {
		t.Fatalf("last event %+v, want done+cancelled", last)
	}
	if n != 3 {
		t.Errorf("%d tokens seen, cancelled at the third: no token may follow a cancel", n)
	}
	r := collect(c.Reply(context.Background(), []chat.Message{user("Hi")}, engine.GenOptions{MaxNewTokens: 4}))
	if r.err != nil || len(r.ids) == 0 {
		t.Fatalf("after cancel: %v, %d tokens", r.err, len(r.ids))
	}
}

// TestNextReplyRightAfterTheLast starts each reply the moment the last one
// ends: the end of a stream means the Chat is free.
func TestNextReplyRightAfterTheLast(t *testing.T) {
	c := openChat(t, genModel(t), 512, 64)
	for i := range 50 {
		if r := collect(c.Reply(context.Background(), []chat.Message{user("Hi")}, engine.GenOptions{MaxNewTokens: 1})); r.err != nil {
			t.Fatalf("reply %d: %v", i, r.err)
		}
	}
}

func TestOverflowHidesOldestTurns(t *testing.T) {
	dir := genModel(t)
	c := openChat(t, dir, 256, 64)
	long := strings.Repeat("word ", 60)
	msgs := []chat.Message{{Role: "system", Content: "sys"},
		user(long), assistant(long), user(long), assistant("ok"), user("And now?")}
	plan, err := c.Plan(context.Background(), msgs)
	if err != nil {
		t.Fatal(err)
	}
	if plan.Hidden == 0 {
		t.Fatalf("plan hides nothing for a %d-token conversation in 256 slots", plan.PromptTokens)
	}
	r := collect(c.Reply(context.Background(), msgs, engine.GenOptions{MaxNewTokens: 8}))
	if r.err != nil {
		t.Fatal(r.err)
	}
	if r.hidden != plan.Hidden || r.hidden%2 != 0 {
		t.Errorf("hid %d messages, plan said %d (whole turns expected)", r.hidden, plan.Hidden)
	}
	huge := []chat.Message{user(strings.Repeat("word ", 400))}
	if r := collect(c.Reply(context.Background(), huge, engine.GenOptions{})); r.err == nil || !strings.Contains(r.err.Error(), "too long") {
		t.Errorf("a message larger than the capacity: got %v", r.err)
	}
	sys := []chat.Message{{Role: "system", Content: strings.Repeat("rule ", 300)}, user("hi")}
	if r := collect(c.Reply(context.Background(), sys, engine.GenOptions{})); r.err == nil || !strings.Contains(r.err.Error(), "system prompt") {
		t.Errorf("a system prompt larger than the capacity: got %v, want an error naming the system prompt", r.err)
	}
	if err := c.CheckSystemPrompt(strings.Repeat("rule ", 300)); err == nil || !strings.Contains(err.Error(), "system prompt") {
		t.Errorf("CheckSystemPrompt of a 300-word prompt in 256 slots: %v", err)
	}
	if err := c.CheckSystemPrompt("Be brief."); err != nil {
		t.Errorf("CheckSystemPrompt(short): %v", err)
	}
}

// TestLongChatReusesTheCache chats turn by turn far past a 256-token
// context. Once it is full, a reply whose window did not move must reuse
// the whole prompt of the reply before (prefilling only what came since),
// and the window must stay more often than it moves.
func TestLongChatReusesTheCache(t *testing.T) {
	c := openChat(t, genModel(t), 256, 64)
	ctx := context.Background()
	msgs := []chat.Message{{Role: "system", Content: "Be brief."}}
	prevPrompt, prevHidden := 0, 0
	moves, stays := 0, 0
	for turn := range 30 {
		msgs = append(msgs, user(strings.Repeat("ask ", 3+turn%4)))
		p, err := c.Plan(ctx, msgs)
		if err != nil {
			t.Fatal(err)
		}
		if p.Window != 256-256/4 || p.PromptTokens > p.Window {
			t.Fatalf("turn %d: a %d-token prompt in a window of %d, want 192", turn, p.PromptTokens, p.Window)
		}
		switch {
		case p.Hidden != prevHidden:
			moves++
		case turn > 0 && p.CachedTokens < prevPrompt:
			t.Errorf("turn %d: the window stayed, but only %d of the last prompt's %d tokens are reused", turn, p.CachedTokens, prevPrompt)
		case p.Hidden > 0:
			stays++
		}
		r := collect(c.Reply(ctx, msgs, engine.GenOptions{MaxNewTokens: 6}))
		if r.err != nil {
			t.Fatalf("turn %d: %v", turn, r.err)
		}
		if r.hidden != p.Hidden || r.stats.PrefillTokens != p.PrefillTokens {
			t.Errorf("turn %d: the reply hid %d and prefilled %d tokens, the plan said %d and %d",
				turn, r.hidden, r.stats.PrefillTokens, p.Hidden, p.PrefillTokens)
		}
		msgs = append(msgs, assistant(strings.Repeat("answer ", 2+turn%5)))
		prevPrompt, prevHidden = p.PromptTokens, p.Hidden
	}
	if moves == 0 || stays < 2*moves {
		t.Errorf("once the context was full the window moved %d times and stayed %d times; want it to stay at least twice as often", moves, stays)
	}
}

// render is the model's chat template's text for msgs, as the engine
// renders it.
func render(t *testing.T, dir string, msgs []chat.Message) string {
	t.Helper()
	tmpl, err := chat.LoadModelTemplate(dir)
	if err != nil {
		t.Fatal(err)
	}
	text, err := tmpl.Render(msgs, chat.RenderOptions{AddGenerationPrompt: true})
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestPlanBesideReply plans drafts of many lengths while a reply streams.
// Each plan readies its chunk's graph, compiling it beside the reply's
// own calls: every plan must succeed and the reply must come out as it
// does alone. Under -race this checks the session's sharing.
func TestPlanBesideReply(t *testing.T) {
	dir := genModel(t)
	ctx := context.Background()
	gen := engine.GenOptions{MaxNewTokens: 24}
	msgs := []chat.Message{user("Count to one hundred.")}
	alone := collect(openChat(t, dir, 512, 64).Reply(ctx, msgs, gen))
	if alone.err != nil {
		t.Fatal(alone.err)
	}
	c := openChat(t, dir, 512, 64)
	s := c.Reply(ctx, msgs, gen)
	planned := make(chan error, 1)
	go func() {
		for i := range 12 {
			if _, err := c.Plan(ctx, []chat.Message{user(strings.Repeat("more ", 1+3*i))}); err != nil {
				planned <- err
				return
			}
		}
		planned <- nil
	}()
	got := collect(s)
	if err := <-planned; err != nil {
		t.Fatalf("plan beside a reply: %v", err)
	}
	if got.err != nil {
		t.Fatal(got.err)
	}
	if !reflect.DeepEqual(got.ids, alone.ids) {
		t.Fatalf("reply beside plans: %v\nalone: %v", got.ids, alone.ids)
	}
}

// TestPlanningIsCancellable gives the planner a conversation so long that
// planning it without a window would take minutes, then cancels it.
func TestPlanningIsCancellable(t *testing.T) {
	c := openChat(t, genModel(t), 512, 64)
	turns := 6000
	if testing.Short() { // the -race pass: the tokenizer runs ten times slower
		turns = 600
	}
	var msgs []chat.Message
	for i := range turns {
		msgs = append(msgs, user(fmt.Sprintf("question %d about something", i)), assistant(strings.Repeat("an answer. ", 20)))
	}
	msgs = append(msgs, user("and the last one?"))
	start := time.Now()
	p, err := c.Plan(context.Background(), msgs)
	if err != nil {
		t.Fatal(err)
	}
	if p.Hidden < 2*turns-100 {
		t.Errorf("plan of %d messages in 512 slots hides only %d", len(msgs), p.Hidden)
	}
	t.Logf("planned %d messages in %v", len(msgs), time.Since(start))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Plan(ctx, msgs); !errors.Is(err, context.Canceled) {
		t.Errorf("Plan with a cancelled context: %v", err)
	}
	r := collect(c.Reply(ctx, msgs, engine.GenOptions{}))
	if !errors.Is(r.err, context.Canceled) {
		t.Errorf("Reply with a cancelled context: %v", r.err)
	}
}

func TestSeededSamplingReproducible(t *testing.T) {
	skipNumericsInShort(t)
	dir := genModel(t)
	c := openChat(t, dir, 512, 64)
	msgs := []chat.Message{user("Write a poem.")}
	gen := engine.GenOptions{MaxNewTokens: 20, Temperature: 0.9, TopK: 50, TopP: 0.95, Seed: 5}
	a := collect(c.Reply(context.Background(), msgs, gen))
	c.Reset()
	b := collect(c.Reply(context.Background(), msgs, gen))
	if a.err != nil || !reflect.DeepEqual(a.ids, b.ids) {
		t.Fatalf("seed 5 twice: %v / %v (err %v)", a.ids, b.ids, a.err)
	}
}

// TestEOSEndsReply marks a token the model is known to produce as an EOS
// id in generation_config.json, and checks the reply stops right there.
func TestEOSEndsReply(t *testing.T) {
	dir := genModel(t)
	msgs := []chat.Message{user("Hello")}
	free := collect(openChat(t, dir, 512, 64).Reply(context.Background(), msgs, engine.GenOptions{MaxNewTokens: 12}))
	if len(free.ids) < 12 {
		t.Fatalf("model stopped early on its own: %v", free.ids)
	}
	stop := free.ids[5]
	first := 5
	for i, id := range free.ids {
		if id == stop {
			first = i
			break
		}
	}
	gc, _ := json.Marshal(map[string]any{"bos_token_id": 128000, "eos_token_id": []int32{128009, stop}})
	if err := os.WriteFile(filepath.Join(dir, "generation_config.json"), gc, 0o644); err != nil {
		t.Fatal(err)
	}
	r := collect(openChat(t, dir, 512, 64).Reply(context.Background(), msgs, engine.GenOptions{MaxNewTokens: 12}))
	if !r.stats.StoppedByEOS || !reflect.DeepEqual(r.ids, free.ids[:first]) {
		t.Fatalf("with EOS %d: %v (eos %v), want %v", stop, r.ids, r.stats.StoppedByEOS, free.ids[:first])
	}
}

func TestOpenRejectsBadChoices(t *testing.T) {
	skipSerialInShort(t)
	dir := genModel(t)
	bs := []engine.Backend{refbackend.New()}
	for _, tt := range []struct {
		opts engine.Options
		want string
	}{
		{engine.Options{ModelDir: dir, Backend: "tpu", Device: "cpu"}, "valid backends"},
		{engine.Options{ModelDir: dir, Backend: "ref", Device: "cuda"}, "valid devices for ref: cpu"},
		{engine.Options{ModelDir: dir, Backend: "ref", Device: "cuda://0"}, "valid devices for ref: cpu"},
		{engine.Options{ModelDir: filepath.Join(dir, "missing"), Backend: "ref", Device: "cpu"}, "missing"},
		{engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu", Capacity: 64, Bucket: 128}, "bucket"},
		{engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu", ComputeDType: "f16"}, `unsupported compute dtype "f16" (want f32, bf16 or int8)`},
		{engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu", ComputeDType: "int8"}, "compute dtype int8 needs weight dtype int8 or q4, not "},
		{engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu", KVDType: "q8"}, `unsupported KV cache dtype "q8" (want f32, bf16 or f16)`},
		{engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu", WeightDType: "f16", ComputeDType: "int8"}, "compute dtype int8 needs weight dtype int8 or q4, not f16"},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		_, err := engine.Open(ctx, tt.opts, bs, nil)
		cancel()
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: got %v, want an error mentioning %q", tt.opts, err, tt.want)
		}
	}
}

// TestOpenRejectsAForeignTokenizer: a tokenizer with ids past the
// embedding would have them clamped to its last row, so Open refuses it.
func TestOpenRejectsAForeignTokenizer(t *testing.T) {
	skipSerialInShort(t)
	dir := genModel(t)
	path := filepath.Join(dir, "tokenizer.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var tok map[string]any
	if err := json.Unmarshal(data, &tok); err != nil {
		t.Fatal(err)
	}
	tok["added_tokens"] = append(tok["added_tokens"].([]any), map[string]any{
		"id": 128300, "content": "<|foreign|>", "single_word": false, "lstrip": false,
		"rstrip": false, "normalized": false, "special": true,
	})
	if data, err = json.Marshal(tok); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = engine.Open(context.Background(), engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu"}, []engine.Backend{refbackend.New()}, nil)
	want := "tokenizer.json has token ids up to 128300, past config.json's vocab_size 128256"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("Open error = %v, want one containing %q", err, want)
	}
}

// TestAbandonedReplyReleasesChat: a caller that cancels and stops reading
// must not leave the reply goroutine blocked, or Close would hang.
func TestAbandonedReplyReleasesChat(t *testing.T) {
	dir := genModel(t)
	c, err := engine.Open(context.Background(), engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu", Capacity: 512, Bucket: 64, Now: testClock},
		[]engine.Backend{refbackend.New()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	events := c.Reply(ctx, []chat.Message{user("Go on and on.")}, engine.GenOptions{MaxNewTokens: 400})
	events.Next() // the first event, then walk away once the buffer has filled
	time.Sleep(300 * time.Millisecond)
	cancel()
	closed := make(chan error, 1)
	go func() { closed <- c.Close() }()
	select {
	case err := <-closed:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Close still waiting for an abandoned reply")
	}
}

// TestWeightsChangedOnDisk truncates the mapped weights file under an open
// Chat, as a re-download or cp over it would: reading the mapping then
// faults (SIGBUS), which used to kill the process. The reply must end with
// an error that says the model files changed.
func TestWeightsChangedOnDisk(t *testing.T) {
	dir := genModel(t)
	c := openChat(t, dir, 512, 64)
	msgs := []chat.Message{user("Hello")}
	if r := collect(c.Reply(context.Background(), msgs, engine.GenOptions{MaxNewTokens: 2})); r.err != nil {
		t.Fatal(r.err)
	}
	if err := os.Truncate(filepath.Join(dir, "model.safetensors"), 4096); err != nil {
		t.Fatal(err)
	}
	c.Reset() // prefill again, reading every weight
	r := collect(c.Reply(context.Background(), msgs, engine.GenOptions{MaxNewTokens: 2}))
	if r.err == nil || !strings.Contains(r.err.Error(), "model files changed") {
		t.Fatalf("reply after truncating the weights: %v, want an error saying the model files changed", r.err)
	}
}

// TestWarmAfterWeightsChangedOnDisk: Warm reads the weights as a reply
// does, on the caller's goroutine; a fault there must come back as the
// same error, not end the program.
func TestWarmAfterWeightsChangedOnDisk(t *testing.T) {
	dir := genModel(t)
	c := openChat(t, dir, 512, 64)
	if err := os.Truncate(filepath.Join(dir, "model.safetensors"), 4096); err != nil {
		t.Fatal(err)
	}
	_, err := c.Warm(context.Background(), []chat.Message{user("Hello there, a draft of several words")})
	if err == nil || !strings.Contains(err.Error(), "model files changed") {
		t.Fatalf("Warm after truncating the weights: %v, want an error saying the model files changed", err)
	}
}
