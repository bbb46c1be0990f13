package chat

import (
	"errors"
	"fmt"
	"time"

	"github.com/nikolalohinski/gonja/v2/exec"
)

// A render's memory and time. Python turns a template that builds text
// without bound into a MemoryError that transformers reports; Go's
// runtime ends the whole program when an allocation fails, so a template
// that repeats a string 10**12 times would take the chat, and its unsaved
// conversation, with it. A template that loops 10**15 times freezes
// either. So each render has a budget, checked where a template makes
// text or lists, or repeats work: before each operator that builds a
// string or a list (sized in advance), after each filter and call, at
// each output, and at each loop iteration and macro call.
//
// The budget counts the bytes those points make, not the heap: the heap
// is shared with the engine, which may be loading a model while a plan
// renders, and a count is the same on every run. What a render holds is
// at most what it made.

// renderBudget is what one render may take.
type renderBudget struct {
	// bytes bounds the text and lists a render makes. A chat prompt is
	// at most a context window of text, a few MB; a template that
	// rebuilds its prompt message by message makes that many times more.
	bytes uint64
	// time bounds a render's wall time; real templates render in
	// milliseconds.
	time time.Duration
}

// defaultBudget is every Template's budget but in tests.
var defaultBudget = renderBudget{bytes: maxResultBytes, time: 10 * time.Second}

// errBudget is the error of a render past its budget.
var errBudget = errors.New("template exceeds its budget")

// clockEvery is how many checks go between readings of the clock: a few
// microseconds of work at most.
const clockEvery = 64

// meter measures a render against its budget.
type meter struct {
	budget   renderBudget
	made     uint64
	checks   int
	deadline time.Time
}

func newMeter(b renderBudget) meter {
	return meter{budget: b, deadline: time.Now().Add(b.time)}
}

// check reports whether the render may go on and make more bytes.
func (m *meter) check(more uint64) error {
	if more > m.budget.bytes-m.made {
		return fmt.Errorf("%w: it would make more than %d MiB of text and lists", errBudget, m.budget.bytes>>20)
	}
	m.made += more
	if m.checks++; m.checks%clockEvery == 0 && time.Now().After(m.deadline) {
		return fmt.Errorf("%w: rendering took more than %v", errBudget, m.budget.time)
	}
	return nil
}

// spend fails the render past its budget; the returned value, nil when
// within it, is the error value gonja propagates.
func (l *renderLimits) spend(more uint64) *exec.Value {
	if err := l.meter.check(more); err != nil {
		return l.fail(err)
	}
	return nil
}
