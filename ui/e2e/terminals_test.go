package e2e

import (
	"regexp"
	"strings"
	"testing"
)

// reverseRE is an SGR sequence turning on reverse video (parameter 7).
var reverseRE = regexp.MustCompile(`\x1b\[(?:[0-9;]*;)?7(?:;[0-9;]*)?m`)

// TestChatWithoutColourKeepsReverseVideo: on a terminal without colour,
// or where the user turned colour off, the status bar and the input
// cursor are drawn in reverse video; without it neither can be told
// from the text around them.
func TestChatWithoutColourKeepsReverseVideo(t *testing.T) {
	bin := buildXlachat(t)
	for _, tc := range []struct {
		name string
		env  []string
	}{
		{"vt100", []string{"TERM=vt100"}},
		{"no TERM", []string{"-u", "TERM"}},
		{"CLICOLOR=0", []string{"CLICOLOR=0"}},
		{"NO_COLOR", []string{"NO_COLOR=1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tm := newTmux(t)
			dir, cfgFile := demoDir(t, bin, chatConfig{Backend: "ref", Device: "cpu", MaxNewTokens: 8, Capacity: 512})
			tm.startEnv(t, dir, tc.env, bin, "--config", cfgFile)
			tm.waitFor(t, "the model to load", func(s screen) bool {
				return strings.HasPrefix(s.status(), "ref · cpu · demo")
			})
			raw := tm.run(t, "capture-pane", "-p", "-e", "-t", session)
			lines := strings.Split(strings.TrimRight(raw, "\n"), "\n")
			if status := lines[len(lines)-1]; !reverseRE.MatchString(status) {
				t.Errorf("the status bar is not in reverse video: %q", status)
			}
			if input := strings.Join(lines[:len(lines)-1], "\n"); !reverseRE.MatchString(input) {
				t.Errorf("no reverse video above the status bar: the input cursor is invisible:\n%q", input)
			}
			if colours := regexp.MustCompile(`\x1b\[(?:[0-9;]*;)?(?:3[0-8]|9[0-7])[;m]`).FindAllString(raw, -1); len(colours) > 0 {
				t.Errorf("colour codes on a screen without colour: %q", colours)
			}
		})
	}
}

// TestChatOnDumbTerminal: TERM=dumb says the terminal cannot move the
// cursor, which the chat's screen needs; drawn anyway, it would show as
// raw escape codes. The chat says so and points to run, at once, without
// generating the demo model.
func TestChatOnDumbTerminal(t *testing.T) {
	tm := newTmux(t)
	tm.startEnv(t, t.TempDir(), []string{"TERM=dumb"}, buildXlachat(t), "--demo")
	if status := tm.waitExit(t); status == 0 {
		t.Errorf("exit status 0 on a dumb terminal, want a failure:\n%s", tm.capture(t))
	}
	// From the top of the history: tmux's "Pane is dead" line can push the
	// first line off the screen. The message wraps anywhere in a word.
	s := strings.ReplaceAll(tm.run(t, "capture-pane", "-p", "-S", "-", "-t", session), "\n", "")
	for _, want := range []string{"TERM=dumb", "xlachat run --prompt TEXT"} {
		if !strings.Contains(s, want) {
			t.Errorf("the message does not mention %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "generating a demo model") {
		t.Errorf("it generated the demo model before refusing:\n%s", s)
	}
}
