package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"xlachat/chat"
	"xlachat/engine"
)

// planState is the prompt-length estimate for the current draft. Every
// draft change bumps seq; ticks and results carrying an older seq are
// stale and ignored, which is what debounces the planner. The planner runs
// off the UI goroutine, and a newer draft cancels the run in flight.
type planState struct {
	seq    int
	ok     bool
	plan   engine.Plan
	err    error
	cancel context.CancelFunc // the plan in flight, if any
}

type (
	planTickMsg struct{ seq int }
	planMsg     struct {
		seq  int
		plan engine.Plan
		err  error
	}
	// warmMsg is a finished warm-up of the draft planned at seq.
	warmMsg struct {
		seq    int
		tokens int
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
	m.stopPlan()
	m.plan = planState{seq: m.plan.seq + 1}
}

func (m *Model) stopPlan() {
	if m.plan.cancel != nil {
		m.plan.cancel()
		m.plan.cancel = nil
	}
}

// handlePlanTick plans conversation plus draft off the UI goroutine. It
// skips while a reply streams (finishReply replans).
func (m *Model) handlePlanTick(msg planTickMsg) tea.Cmd {
	if msg.seq != m.plan.seq || m.eng == nil || m.generating() {
		return nil
	}
	draft := m.input.Value()
	if _, isCommand := commandLine(draft); isCommand {
		m.plan.ok = false
		return nil
	}
	if strings.TrimSpace(draft) == "" {
		// Nothing to plan, but the next turn's header can be prefilled
		// already: once a model loads, that is the whole first turn's
		// template, which a pasted question then need not wait for.
		m.plan.ok = false
		return m.warm(msg.seq, "")
	}
	m.stopPlan()
	ctx, cancel := context.WithCancel(m.engines.ctx)
	m.plan.cancel = cancel
	eng, msgs := m.eng, forModel(m.conv, unescapeSlash(draft))
	return func() tea.Msg {
		defer cancel()
		p, err := eng.Plan(ctx, msgs)
		return planMsg{seq: msg.seq, plan: p, err: err}
	}
}

// handlePlan shows a fresh plan and, when the settings ask for it and
// the draft has tokens the cache lacks, warms the engine with the draft.
func (m *Model) handlePlan(msg planMsg) tea.Cmd {
	if msg.seq != m.plan.seq {
		return nil
	}
	m.plan.cancel = nil
	m.plan.ok, m.plan.plan, m.plan.err = true, msg.plan, msg.err
	if msg.err != nil || msg.plan.PrefillTokens == 0 {
		return nil
	}
	return m.warm(msg.seq, unescapeSlash(m.input.Value()))
}

// warm prefills the conversation with draft as the next user message
// (see Engine.Warm) off the UI goroutine, when the settings ask for it
// and no reply streams. A newer draft does not cancel it (a newer
// warm-up takes over between chunks); sending, switching the engine and
// quitting stop it.
func (m *Model) warm(seq int, draft string) tea.Cmd {
	if !m.settings.PrefillWhileTyping || m.eng == nil || m.generating() {
		return nil
	}
	ctx, eng, msgs := m.engines.ctx, m.eng, forModel(m.conv, draft)
	return func() tea.Msg {
		// A failure here fails the reply too, which says why; the
		// warm-up itself has nothing to show.
		n, _ := eng.Warm(ctx, msgs)
		return warmMsg{seq: seq, tokens: n}
	}
}

// handleWarm plans the draft again after a warm-up that prefilled some of
// it, so the indicator counts only what is left. That plan's warm-up
// finds nothing left to do, which ends the cycle.
func (m *Model) handleWarm(msg warmMsg) tea.Cmd {
	if msg.seq != m.plan.seq || msg.tokens == 0 {
		return nil
	}
	return m.replan()
}

// budgetWarning is what the indicator says about a plan: the count of
// tokens to prefill against the bucket, then chat.Budget's warnings on the
// engine's own schedule (chunks) and window (its size, hidden turns).
func budgetWarning(p engine.Plan, info engine.Info) chat.Warning {
	b := chat.Budget{Bucket: info.Bucket, Capacity: info.Capacity, Window: p.Window}
	w := b.Check(chat.Prefill{Tokens: p.PrefillTokens, Chunks: p.Chunks, DecodeSteps: p.DecodeSteps,
		Cached: p.CachedTokens, Hidden: p.Hidden})
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
