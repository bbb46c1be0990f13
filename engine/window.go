package engine

import (
	"context"
	"fmt"

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
	text, err := e.tmpl.Render(msgs, chat.RenderOptions{AddGenerationPrompt: true, Now: e.now})
	if err != nil {
		return nil, fmt.Errorf("chat template: %w", err)
	}
	return e.tok.EncodeCached(text, false, e.segments)
}

// fit is the context overflow policy, the only one: the window is the
// longest tail of whole turns (a user message and the replies that follow
// it) that, after the system prompt, leaves a quarter of the capacity for
// the reply; the last turn is always in it. Whatever the token limit of a
// reply, Plan and Reply therefore agree. A last turn that fits only
// without that room is accepted; one that cannot fit at all is refused.
//
// Prompt length shrinks as turns are left out, so the window is found by
// an exponential search from the newest turn backwards followed by a
// binary search: its cost depends on the size of the window, not of the
// conversation, and ctx stops it between renders.
func (e *Engine) fit(ctx context.Context, msgs []chat.Message) (window, error) {
	system, rest := splitSystem(msgs)
	starts := turnStarts(rest)
	limit := e.windowLimit()
	measure := func(i int) ([]int32, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return e.render(append(system[:len(system):len(system)], rest[starts[i]:]...))
	}
	best := len(starts) - 1
	prompt, err := measure(best)
	if err != nil {
		return window{}, err
	}
	if len(prompt) > limit {
		if len(prompt) < e.info.Capacity {
			return window{prompt: prompt, hidden: starts[best]}, nil
		}
		return window{}, e.tooLong(system, len(prompt))
	}
	// Invariant: the window from starts[best] fits; from starts[fail]
	// (fail < best, or -1 for none tried) it does not.
	fail := -1
	for step := 1; best > 0; step *= 2 {
		i := max(best-step, 0)
		p, err := measure(i)
		if err != nil {
			return window{}, err
		}
		if len(p) > limit {
			fail = i
			break
		}
		best, prompt = i, p
	}
	for best-fail > 1 && fail >= 0 {
		i := fail + (best-fail)/2
		p, err := measure(i)
		if err != nil {
			return window{}, err
		}
		if len(p) > limit {
			fail = i
		} else {
			best, prompt = i, p
		}
	}
	return window{prompt: prompt, hidden: starts[best]}, nil
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
	sys, err := e.render(system)
	if err != nil {
		return err
	}
	if limit := e.windowLimit(); len(sys) > limit {
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
