package engine

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"xlachat/chat"
)

// window is the part of a conversation the model sees, rendered to prompt
// tokens that fit the cache. The conversation itself always keeps every
// message: the window is only what this reply is computed from.
type window struct {
	prompt []int32
	hidden int // oldest non-system messages left out
}

// render applies the chat template with the generation prompt and
// tokenizes the result; special-token text is matched, nothing is added.
// Messages tokenized before are found in the Engine's cache, so rendering a
// conversation again costs only what changed.
func (e *Engine) render(msgs []chat.Message) ([]int32, error) {
	text, err := e.renderText(msgs)
	if err != nil {
		return nil, err
	}
	return e.tok.EncodeCached(text, false, e.segments)
}

// renderText applies the chat template with the generation prompt.
func (e *Engine) renderText(msgs []chat.Message) (string, error) {
	opts := chat.RenderOptions{AddGenerationPrompt: true, Now: e.now}
	text, err := e.tmpl.Render(msgs, opts) // errors say "chat: render template: ..."
	var raised *chat.TemplateError
	if system, rest := splitSystem(msgs); system != nil && errors.As(err, &raised) {
		// Some templates take no system prompt (Mistral 7B Instruct
		// v0.1's), and what they raise then says only that roles must
		// alternate: say which message is in the way.
		if _, plain := e.tmpl.Render(rest, opts); plain == nil {
			return "", fmt.Errorf("%w; it takes this conversation without the system prompt (system_prompt in the config, /system in the chat)", err)
		}
	}
	return text, err
}

// fit is the context overflow policy, the only one. The window is a tail
// of whole turns (a user message and the replies that follow it) after
// the system prompt, and it leaves a quarter of the capacity for the reply;
// the last turn is always in it. A last turn that fits only without that
// room is accepted; one that cannot fit at all is refused.
//
// The window moves in steps. It keeps its first turn while the prompt
// fits; when a turn no longer fits, it drops the oldest turns until those
// before the new one take at most half the capacity (and, if the new one
// is long, until the prompt fits). A reply reuses the cache of the one
// before unless the window moved: a window that followed the conversation
// turn by turn would move, and prefill the whole context again, at every
// turn once the context is full.
//
// Where the window starts depends on the conversation alone, so Plan, Warm
// and Reply agree, and a conversation loaded again is seen as it was: it
// is where replying to each of the conversation's user messages in turn
// moved it (see windowStarts). Prompt length shrinks as turns are left
// out, so a move is found by a binary search over the turns of the old
// window and those since; ctx stops it between renders.
func (e *Engine) fit(ctx context.Context, msgs []chat.Message) (window, error) {
	system, rest := splitSystem(msgs)
	starts := turnStarts(rest)
	if err := e.refuseByLength(system, rest, starts); err != nil {
		return window{}, err
	}
	first, err := e.windows.before(ctx, e, system, rest, starts)
	if err != nil {
		return window{}, err
	}
	s := windowSearch{e: e, ctx: ctx, system: system, rest: rest, starts: starts}
	_, w, err := s.step(first)
	return w, err
}

// windowSearch measures the windows of one conversation: system, rest,
// and rest's turn starts.
type windowSearch struct {
	e      *Engine
	ctx    context.Context
	system []chat.Message
	rest   []chat.Message
	starts []int
}

// measure renders the window that begins with turn i.
func (s *windowSearch) measure(i int) ([]int32, error) {
	return s.render(s.rest[s.starts[i]:])
}

// earlier renders the turns of the window that begins with turn i, the
// last turn left out.
func (s *windowSearch) earlier(i int) ([]int32, error) {
	return s.render(s.rest[s.starts[i]:s.starts[len(s.starts)-1]])
}

func (s *windowSearch) render(turns []chat.Message) ([]int32, error) {
	if err := s.ctx.Err(); err != nil {
		return nil, err
	}
	return s.e.render(append(s.system[:len(s.system):len(s.system)], turns...))
}

// step returns the window, and the turn it begins with, of a conversation
// whose window began with turn first before its last turn came: the same
// window if it still fits, otherwise the one it moves to. A move is found
// from the turns before the last, so that a draft that grows as it is
// typed moves the window to the same turn, where warming it up (see Warm)
// prefilled the window's beginning.
func (s *windowSearch) step(first int) (int, window, error) {
	prompt, err := s.measure(first)
	if err != nil {
		return 0, window{}, err
	}
	limit := s.e.windowLimit()
	if len(prompt) <= limit {
		return first, window{prompt: prompt, hidden: s.starts[first]}, nil
	}
	last := len(s.starts) - 1
	i, _, err := s.earliest(first+1, last-1, s.e.info.Capacity/2, s.earlier)
	if err != nil {
		return 0, window{}, err
	}
	if i < 0 {
		i = last
	}
	// The last turn beside the earlier ones, or, when it is long, what of
	// them fits beside it.
	j, prompt, err := s.earliest(i, last, limit, s.measure)
	if err != nil {
		return 0, window{}, err
	}
	if j >= 0 {
		return j, window{prompt: prompt, hidden: s.starts[j]}, nil
	}
	// Only the last turn, too long for the limit, is left.
	if prompt, err = s.measure(last); err != nil {
		return 0, window{}, err
	}
	if len(prompt) >= s.e.info.Capacity {
		return 0, window{}, s.e.tooLong(s.system, len(prompt))
	}
	return last, window{prompt: prompt, hidden: s.starts[last]}, nil
}

// earliest finds the first turn i in [lo, hi] whose window, as measure
// renders it, takes at most bound tokens, and that rendering; i is -1 if
// none does.
func (s *windowSearch) earliest(lo, hi, bound int, measure func(int) ([]int32, error)) (int, []int32, error) {
	found, prompt := -1, []int32(nil)
	for lo <= hi {
		mid := lo + (hi-lo)/2
		p, err := measure(mid)
		if err != nil {
			return 0, nil, err
		}
		if len(p) <= bound {
			found, prompt, hi = mid, p, mid-1
		} else {
			lo = mid + 1
		}
	}
	return found, prompt, nil
}

// windowStarts remembers, for the conversation the Engine saw last, the
// turn each of its user messages' windows began with, so that planning a
// draft replays only the turns added since, usually none. The first plan
// of a conversation replays every turn, one render each: about 0.15 ms a
// turn for a 512-token context.
type windowStarts struct {
	mu     sync.Mutex
	day    string // the template's date when they were found
	system []chat.Message
	rest   []chat.Message // the messages they cover
	first  []int          // for each turn of rest, its window's first turn
}

// before returns the turn the window began with before rest's last turn
// came: the replay, from the first turn on, of replying to each earlier
// user message with the conversation as it then was. A turn the replay
// cannot fit (one larger than this context, from a larger one) moves the
// window to itself, and the next turn moves it on.
func (w *windowStarts) before(ctx context.Context, e *Engine, system, rest []chat.Message, starts []int) (int, error) {
	last := len(starts) - 1
	if last == 0 {
		return 0, nil
	}
	day := e.today()
	first := w.known(day, system, rest, starts[:last])
	remembered := len(first)
	if len(first) == 0 {
		first = []int{0}
	}
	for k := len(first); k < last; k++ {
		s := windowSearch{e: e, ctx: ctx, system: system, rest: rest[:starts[k]+1], starts: starts[:k+1]}
		i, _, err := s.step(first[k-1])
		if err != nil {
			if ctx.Err() != nil {
				return 0, ctx.Err()
			}
			i = k
		}
		first = append(first, i)
	}
	if len(first) > remembered {
		w.remember(day, system, rest[:starts[last-1]+1], first)
	}
	return first[last-1], nil
}

// known returns the remembered first turns that hold for this
// conversation: those of the turns among starts whose messages, up to
// their user message, are the ones remembered.
func (w *windowStarts) known(day string, system, rest []chat.Message, starts []int) []int {
	w.mu.Lock()
	defer w.mu.Unlock()
	if day != w.day || !slices.Equal(system, w.system) {
		return nil
	}
	same := commonPrefix(rest, w.rest)
	n := 0
	for n < len(w.first) && n < len(starts) && starts[n] < same {
		n++
	}
	return slices.Clone(w.first[:n])
}

// remember keeps the first turns of the conversation system, rest.
func (w *windowStarts) remember(day string, system, rest []chat.Message, first []int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.day, w.system, w.rest, w.first = day, slices.Clone(system), slices.Clone(rest), first
}

// today is the date the chat template renders.
func (e *Engine) today() string {
	now := time.Now
	if e.now != nil {
		now = e.now
	}
	return now().Format(time.DateOnly)
}

// tooLong explains a last turn that cannot fit the cache, blaming the
// system prompt when it alone leaves no room.
func (e *Engine) tooLong(system []chat.Message, promptTokens int) error {
	if len(system) > 0 {
		if err := e.checkSystem(system); err != nil {
			return err
		}
	}
	return fmt.Errorf("the message is too long: the prompt is %d tokens but the context holds %d; shorten it or raise generation.capacity",
		promptTokens, e.info.Capacity)
}

// refuseByLength refuses, before anything is encoded, a last turn whose
// rendering alone has more bytes than fit the context as tokens: a pasted
// file of megabytes is refused at once, not after seconds and gigabytes
// of encoding. Every window holds the system prompt and the last turn, so
// this is the refusal at the end of windowSearch.step, made early.
func (e *Engine) refuseByLength(system, rest []chat.Message, starts []int) error {
	text, err := e.renderText(append(system[:len(system):len(system)], rest[starts[len(starts)-1]:]...))
	if err != nil {
		return err
	}
	least := e.tok.MinTokens(len(text))
	if least < e.info.Capacity {
		return nil
	}
	if len(system) > 0 {
		if err := e.checkSystem(system); err != nil {
			return err
		}
	}
	return fmt.Errorf("the message is too long: the prompt's %d bytes are at least %d tokens, but the context holds %d; shorten it or raise generation.capacity",
		len(text), least, e.info.Capacity)
}

// CheckSystemPrompt refuses a system prompt that would leave no room in the
// context for a message and its reply: rendered alone it must fit the same
// window limit as a conversation.
func (e *Engine) CheckSystemPrompt(text string) error {
	if text == "" {
		return nil
	}
	return e.checkSystem([]chat.Message{{Role: chat.RoleSystem, Content: text}})
}

func (e *Engine) checkSystem(system []chat.Message) error {
	text, err := e.renderText(system)
	if err != nil {
		return err
	}
	limit := e.windowLimit()
	// Bytes first: a system prompt of megabytes is refused without
	// encoding it.
	if least := e.tok.MinTokens(len(text)); least > limit {
		return fmt.Errorf("the system prompt is too long: its %d bytes are at least %d tokens, but with a %d-token context it must stay under %d to leave room for messages and replies; shorten it or raise generation.capacity",
			len(text), least, e.info.Capacity, limit)
	}
	sys, err := e.tok.EncodeCached(text, false, e.segments)
	if err != nil {
		return err
	}
	if len(sys) > limit {
		return fmt.Errorf("the system prompt is too long: %d tokens, but with a %d-token context it must stay under %d to leave room for messages and replies; shorten it or raise generation.capacity",
			len(sys), e.info.Capacity, limit)
	}
	return nil
}

// windowLimit is the most prompt tokens a window may hold while leaving a
// quarter of the capacity for the reply.
func (e *Engine) windowLimit() int { return e.info.Capacity - e.info.Capacity/4 }

// splitSystem separates a leading system message from the turns.
func splitSystem(msgs []chat.Message) (system, rest []chat.Message) {
	if len(msgs) > 0 && msgs[0].Role == chat.RoleSystem {
		return msgs[:1:1], msgs[1:]
	}
	return nil, msgs
}

// turnStarts lists where a window may begin: the first message, then
// every user message after it. A window never starts with a reply whose
// question was left out. With no messages it is the single empty window.
func turnStarts(rest []chat.Message) []int {
	starts := []int{0}
	for i := 1; i < len(rest); i++ {
		if rest[i].Role == chat.RoleUser {
			starts = append(starts, i)
		}
	}
	return starts
}
