package ui

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/dustin/go-humanize"

	"xlachat/chat"
)

// statusBar shows what is actually running: backend · device · model, then
// speed, time to first token and context use. Its text is deterministic
// (no spinners or clocks) so end-to-end tests can match it.
func (m Model) statusBar() string {
	left := m.statusLeft()
	right := m.statusRight()
	gap := m.width - lipgloss.Width(left) - lipgloss.Width(right) - 2
	line := " " + left
	if gap >= 1 {
		line += strings.Repeat(" ", gap) + right + " "
	} else {
		line = ansi.Truncate(line+"  "+right, m.width, "…")
	}
	return m.st.Status.Width(m.width).Render(line)
}

func (m Model) statusLeft() string {
	switch {
	case m.eng != nil:
		s := fmt.Sprintf("%s · %s · %s", m.info.Backend, m.info.Device, m.info.Model)
		if m.load != nil {
			s += " → " + m.load.target.Target()
		}
		return s
	case m.load != nil:
		return "loading " + m.load.target.Engine.ModelDir + " on " + m.load.target.Target()
	case m.noModel():
		return "no model · " + m.settings.Target()
	default:
		return "not loaded · " + m.settings.Target()
	}
}

func (m Model) statusRight() string {
	if m.eng == nil {
		return ""
	}
	speed, ttft := "– tok/s", "ttft –"
	used, capacity := 0, m.info.Capacity
	if m.haveStats {
		speed = fmt.Sprintf("%.1f tok/s", m.stats.TokensPerSec)
		if m.stats.FirstToken > 0 {
			ttft = "ttft " + fmtDur(m.stats.FirstToken)
		}
		used = m.stats.ContextUsed
	}
	return fmt.Sprintf("%s · %s · ctx %d/%d", speed, ttft, used, capacity)
}

// fmtDur prints durations at a precision a person reads at a glance.
func fmtDur(d time.Duration) string {
	switch {
	case d < time.Second:
		return fmt.Sprintf("%dms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%.2fs", d.Seconds())
	default:
		return d.Round(time.Second).String()
	}
}

// infoLine sits between transcript and input: load progress while a model
// loads, else the prompt-length indicator for the draft, else key hints.
func (m Model) infoLine() string {
	var line string
	switch {
	case m.load != nil:
		line = m.progressLine()
	case m.plan.ok && m.plan.err != nil:
		line = m.st.Alert.Render(m.plan.err.Error())
	case m.plan.ok && !m.generating():
		line = m.indicator()
	default:
		line = m.st.Info.Render(m.hints())
	}
	return ansi.Truncate(line, m.width, "…")
}

func (m Model) indicator() string {
	w := budgetWarning(m.plan.plan, m.info)
	switch w.Level {
	case chat.Chunked:
		return m.st.Alert.Render(w.Message)
	case chat.Near, chat.NearCapacity:
		return m.st.Warn.Render(w.Message)
	}
	return m.st.Info.Render(w.Message)
}

func (m Model) hints() string {
	var parts []string
	for _, b := range m.keys.hints(m.generating()) {
		parts = append(parts, b.Help().Key+" "+b.Help().Desc)
	}
	return strings.Join(parts, " · ")
}

// progressLine is the load or compile progress bar.
func (m Model) progressLine() string {
	p := m.load.progress
	label := "loading " + orDefault(p.Stage, "model")
	if what, ok := weightStages[p.Stage]; ok && p.Stage != "weights" {
		label = what // "quantizing weights", not "loading quantizing"
	}
	if m.load.switching {
		label = m.load.target.Target() + " " + orDefault(p.Stage, "loading")
	}
	if p.Total <= 0 {
		return m.st.Info.Render(label + "…")
	}
	amount := fmt.Sprintf("%d/%d", p.Done, p.Total)
	if _, ok := weightStages[p.Stage]; ok {
		amount = humanize.Bytes(uint64(p.Done)) + "/" + humanize.Bytes(uint64(p.Total))
	}
	bar := m.bar
	bar.Width = max(10, min(40, m.width-lipgloss.Width(label)-lipgloss.Width(amount)-2))
	return label + " " + bar.ViewAs(float64(p.Done)/float64(p.Total)) + " " + amount
}

// weightStages are the load stages that count weight bytes, with what the
// progress bar calls them: quantizing a checkpoint for an int8 or q4
// weight dtype, and checking a cached quantized copy, come before loading.
var weightStages = map[string]string{
	"weights":    "loading weights",
	"quantizing": "quantizing weights",
	"verifying":  "verifying quantized weights",
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
