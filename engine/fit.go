package engine

import (
	"fmt"

	"xlachat/chat"
)

// fitted is a conversation rendered to prompt tokens that fit the cache.
type fitted struct {
	prompt  []int32
	dropped int // oldest non-system messages left out
}

// render applies the chat template with the generation prompt and
// tokenizes the result; special-token text is matched, nothing is added.
func (c *Chat) render(msgs []chat.Message) ([]int32, error) {
	text, err := c.tmpl.Render(msgs, chat.RenderOptions{AddGenerationPrompt: true})
	if err != nil {
		return nil, fmt.Errorf("chat template: %w", err)
	}
	return c.tok.Encode(text, false)
}

// fit applies the context overflow policy: while the prompt plus room for
// the reply (a quarter of the capacity, so Plan and Reply agree whatever
// the token limit) does not fit, drop the oldest turn (a user message and
// the replies that followed it), keeping the system prompt and the last
// message. A last message that cannot fit even alone is refused.
func (c *Chat) fit(msgs []chat.Message) (fitted, error) {
	reserve := c.info.Capacity / 4
	system, rest := splitSystem(msgs)
	for dropped := 0; ; {
		prompt, err := c.render(append(system, rest[dropped:]...))
		if err != nil {
			return fitted{}, err
		}
		if len(prompt)+reserve <= c.info.Capacity {
			return fitted{prompt: prompt, dropped: dropped}, nil
		}
		next := nextTurn(rest, dropped)
		if next >= len(rest) {
			if len(prompt) < c.info.Capacity {
				// Alone it fits, with less room for the reply.
				return fitted{prompt: prompt, dropped: dropped}, nil
			}
			return fitted{}, fmt.Errorf("the message is too long: the prompt is %d tokens but the KV capacity is %d; shorten it or raise generation.capacity", len(prompt), c.info.Capacity)
		}
		dropped = next
	}
}

// splitSystem separates a leading system message from the turns.
func splitSystem(msgs []chat.Message) (system, rest []chat.Message) {
	if len(msgs) > 0 && msgs[0].Role == "system" {
		return msgs[:1:1], msgs[1:]
	}
	return nil, msgs
}

// nextTurn returns where the turn after the one starting at i begins: past
// the message at i and any non-user messages after it. The last message is
// never dropped.
func nextTurn(rest []chat.Message, i int) int {
	j := i + 1
	for j < len(rest) && rest[j].Role != "user" {
		j++
	}
	if j >= len(rest) {
		return len(rest)
	}
	return j
}
