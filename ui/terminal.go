package ui

import (
	"bytes"
	"io"
	"os"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// ScreenOutput is the terminal f for Bubble Tea to draw on, with autowrap
// (DECAWM) off while the chat's alternate screen is up. The layout counts
// columns as terminals do (see width.go), but a terminal may still count
// some character wider; with autowrap on, that line would wrap and push
// every row below it down, or scroll the screen, until the next full
// repaint. With it off the line loses its last cells instead. Leaving the
// alternate screen (quitting, Ctrl+Z, a crash Bubble Tea recovers from)
// turns autowrap back on for the shell.
//
// It keeps f's Fd, so Bubble Tea still finds the terminal's size.
func ScreenOutput(f *os.File) io.Writer { return screenOutput{terminal{f}} }

// terminal is an *os.File reduced to what Bubble Tea uses of a terminal.
// The wrappers below do not embed the file: its other methods, such as
// WriteString, which io.WriteString prefers, would go around them.
type terminal struct{ f *os.File }

func (t terminal) Read(p []byte) (int, error)  { return t.f.Read(p) }
func (t terminal) Write(p []byte) (int, error) { return t.f.Write(p) }
func (t terminal) Close() error                { return t.f.Close() }
func (t terminal) Fd() uintptr                 { return t.f.Fd() }
func (t terminal) Name() string                { return t.f.Name() }

type screenOutput struct{ terminal }

var (
	enterAltScreen = []byte(ansi.SetModeAltScreenSaveCursor)
	leaveAltScreen = []byte(ansi.ResetModeAltScreenSaveCursor)
)

func (o screenOutput) Write(p []byte) (int, error) {
	n, err := o.f.Write(p)
	if err != nil {
		return n, err
	}
	switch {
	case bytes.Contains(p, enterAltScreen):
		_, err = o.f.WriteString(ansi.ResetModeAutoWrap)
	case bytes.Contains(p, leaveAltScreen):
		_, err = o.f.WriteString(ansi.SetModeAutoWrap)
	}
	return n, err
}

// KeyInput is the terminal f for Bubble Tea to read keys from, with every
// read ending on a whole UTF-8 character. Bubble Tea (v1.3) reads 256
// bytes at a time and drops the bytes of a character that a full read
// cuts in two: text typed into the chat faster than it reads (tmux
// send-keys, a paste in a terminal without bracketed paste) lost a
// character every 256 bytes. The cut character's first bytes are kept
// for the next read; the terminal has sent, or is sending, the rest.
//
// It keeps f's Fd, so Bubble Tea still puts the terminal in raw mode and
// waits on it. Bubble Tea reads from one goroutine.
func KeyInput(f *os.File) io.Reader { return &keyInput{terminal: terminal{f}} }

type keyInput struct {
	terminal
	kept []byte // the start of a character a read cut
}

// Read may return 0 bytes and no error, when all it read was the start of
// a character: waiting here for the rest could not be cancelled, while
// Bubble Tea's next read waits for the terminal in a way that can.
func (in *keyInput) Read(p []byte) (int, error) {
	if len(p) <= utf8.UTFMax { // too small to hold anything back
		if len(in.kept) > 0 {
			n := copy(p, in.kept)
			in.kept = in.kept[n:]
			return n, nil
		}
		return in.f.Read(p)
	}
	n := copy(p, in.kept)
	in.kept = in.kept[:0]
	m, err := in.f.Read(p[n:])
	n += m
	if err != nil {
		return n, err
	}
	cut := incompleteTail(p[:n])
	in.kept = append(in.kept, p[n-cut:n]...)
	return n - cut, nil
}

// incompleteTail is how many bytes at the end of b start a UTF-8
// character that b does not finish.
func incompleteTail(b []byte) int {
	for k := 1; k < utf8.UTFMax && k <= len(b); k++ {
		c := b[len(b)-k]
		if c < 0x80 {
			return 0 // ASCII: nothing is open
		}
		if utf8.RuneStart(c) {
			if utf8.FullRune(b[len(b)-k:]) {
				return 0
			}
			return k
		}
	}
	return 0
}
