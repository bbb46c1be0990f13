package ui

import (
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/chat"
	"xlachat/engine"
)

// planState is the prompt-length estimate for the current draft. Every
// draft change bumps seq; ticks and results carrying an older seq are
// stale and ignored, which is what debounces the tokenizer.
type planState struct {
	seq  int
	ok   bool
	plan engine.Plan
	err  error
}

type (
	planTickMsg struct{ seq int }
	planMsg     struct {
		seq  int
		plan engine.Plan
		err  error
	}
)

// schedulePlan re-estimates the prompt once typing pauses.
func (m *Model) schedulePlan() tea.Cmd {
	m.plan.seq++
	seq := m.plan.seq
	return tea.Tick(m.debounce, func(time.Time) tea.Msg { return planTickMsg{seq: seq} })
}

// replan re-estimates now, e.g. after a reply changed the conversation.
func (m *Model) replan() tea.Cmd {
	m.plan.seq++
	seq := m.plan.seq
	return func() tea.Msg { return planTickMsg{seq: seq} }
}

func (m *Model) resetPlan() {
	m.plan = planState{seq: m.plan.seq + 1}
}

// handlePlanTick tokenizes conversation plus draft off the UI goroutine.
// It skips while a reply streams (the engine is busy; finishReply replans).
func (m *Model) handlePlanTick(msg planTickMsg) tea.Cmd {
	if msg.seq != m.plan.seq || m.eng == nil || m.generating() {
		return nil
	}
	draft := strings.TrimSpace(m.ta.Value())
	if draft == "" || strings.HasPrefix(draft, "/") {
		m.plan.ok = false
		return nil
	}
	eng, msgs := m.eng, forModel(m.conv, draft)
	return func() tea.Msg {
		p, err := eng.Plan(msgs)
		return planMsg{seq: msg.seq, plan: p, err: err}
	}
}

func (m *Model) handlePlan(msg planMsg) {
	if msg.seq != m.plan.seq {
		return
	}
	m.plan.ok, m.plan.plan, m.plan.err = true, msg.plan, msg.err
}

// budgetWarning is what the indicator says about a plan: the count of
// tokens to prefill against the bucket, then chat.Budget's warnings
// (chunking, capacity), plus the engine's own word on dropped turns.
func budgetWarning(p engine.Plan, info engine.Info) chat.Warning {
	w := chat.Budget{Bucket: info.Bucket, Capacity: info.Capacity}.Check(p.PrefillTokens, p.CachedTokens)
	if p.DropMessages > 0 && w.Level < chat.NearCapacity {
		w.Level = chat.NearCapacity
		w.Message = joinNonEmpty("; ", w.Message,
			fmt.Sprintf("the oldest %d messages will be dropped to fit the %d-token context", p.DropMessages, info.Capacity))
	}
	w.Message = joinNonEmpty(" · ", fmt.Sprintf("%d/%d", p.PrefillTokens, info.Bucket), w.Message)
	return w
}

func joinNonEmpty(sep string, parts ...string) string {
	var kept []string
	for _, s := range parts {
		if s != "" {
			kept = append(kept, s)
		}
	}
	return strings.Join(kept, sep)
}
