// Package goroutines lists a program's goroutines by id, for tests that
// check that what they ran (a chat, a session, a watcher) left none of
// its goroutines running: every goroutine must have an owner and an exit.
package goroutines

import (
	"bytes"
	"regexp"
	"runtime"
	"time"
)

// Stacks returns the stack of every goroutine, by its id.
func Stacks() map[string]string {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	byID := map[string]string{}
	for _, g := range bytes.Split(buf, []byte("\n\n")) {
		if m := header.FindSubmatch(g); m != nil {
			byID[string(m[1])] = string(g)
		}
	}
	return byID
}

var header = regexp.MustCompile(`^goroutine (\d+) `)

// StartedSince waits, at most wait, for the goroutines that are not in
// before (a result of Stacks) to end, and returns the stacks of those
// still running. Goroutines end a little after what stopped them
// returns, so a check must give them that time.
func StartedSince(before map[string]string, wait time.Duration) []string {
	deadline := time.Now().Add(wait)
	for {
		var left []string
		for id, stack := range Stacks() {
			if _, ok := before[id]; !ok {
				left = append(left, stack)
			}
		}
		if len(left) == 0 || time.Now().After(deadline) {
			return left
		}
		time.Sleep(10 * time.Millisecond)
	}
}
