package ui

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

func pipe(t *testing.T) (r, w *os.File) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close(); w.Close() })
	return r, w
}

// TestScreenOutputAutowrap: autowrap goes off after the alternate screen
// comes up and back on after it goes, whichever way Bubble Tea writes
// (io.WriteString prefers a WriteString method, which once went around
// the wrapper).
func TestScreenOutputAutowrap(t *testing.T) {
	r, w := pipe(t)
	out := ScreenOutput(w)
	io.WriteString(out, ansi.SetModeAltScreenSaveCursor)
	out.Write([]byte("frame\r\n"))
	io.WriteString(out, ansi.ResetModeAltScreenSaveCursor)
	w.Close()
	got, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	want := ansi.SetModeAltScreenSaveCursor + ansi.ResetModeAutoWrap + "frame\r\n" +
		ansi.ResetModeAltScreenSaveCursor + ansi.SetModeAutoWrap
	if string(got) != want {
		t.Errorf("the terminal got %q, want %q", got, want)
	}
}

// keyText is the text a program read from its keys, until Ctrl+C.
type keyText struct{ text *strings.Builder }

func (k keyText) Init() tea.Cmd { return nil }
func (k keyText) View() string  { return "" }
func (k keyText) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if key, ok := msg.(tea.KeyMsg); ok {
		switch key.Type {
		case tea.KeyCtrlC:
			return k, tea.Quit
		case tea.KeyRunes, tea.KeySpace:
			k.text.WriteString(string(key.Runes))
		}
	}
	return k, nil
}

// TestKeyInputKeepsCharacters types 1 KB of Devanagari at once, as tmux
// send-keys or a paste without bracketed paste does, into a Bubble Tea
// program: every character must arrive. Bubble Tea alone dropped the
// character cut by each 256-byte read.
func TestKeyInputKeepsCharacters(t *testing.T) {
	r, w := pipe(t)
	text := strings.Repeat("देवनागरी", 43) // 3-byte characters across 256-byte reads
	var got strings.Builder
	p := tea.NewProgram(keyText{&got}, tea.WithInput(KeyInput(r)), tea.WithOutput(io.Discard), tea.WithoutRenderer(), tea.WithoutSignalHandler())
	done := make(chan error, 1)
	go func() { _, err := p.Run(); done <- err }()
	if _, err := w.WriteString(text + "\x03"); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		p.Kill()
		t.Fatal("the program did not see Ctrl+C")
	}
	if got.String() != text {
		t.Errorf("typed %d bytes, the program read %d:\n%q", len(text), got.Len(), got.String())
	}
}

func TestIncompleteTail(t *testing.T) {
	for _, tc := range []struct {
		b    string
		want int
	}{
		{"", 0},
		{"abc", 0},
		{"aद", 0},
		{"a\xe0", 1},
		{"a\xe0\xa4", 2},
		{"a\xf0\x9f\x98", 3},
		{"a\xf0\x9f\x98\x80", 0},
		{"a\xa4", 0}, // a stray continuation byte opens nothing
	} {
		if got := incompleteTail([]byte(tc.b)); got != tc.want {
			t.Errorf("incompleteTail(%q) = %d, want %d", tc.b, got, tc.want)
		}
	}
}

// TestKeyInputSmallReads: a read too small to hold a character back
// still gets the bytes kept from the read before, in order.
func TestKeyInputSmallReads(t *testing.T) {
	r, w := pipe(t)
	in := KeyInput(r)
	text := "abcdefgh" + "द" // the read of 10 below cuts द
	w.WriteString(text)
	w.Close()
	var got []byte
	buf := make([]byte, 10)
	n, _ := in.Read(buf)
	got = append(got, buf[:n]...)
	for {
		n, err := in.Read(buf[:2])
		got = append(got, buf[:n]...)
		if err != nil {
			break
		}
	}
	if string(got) != text {
		t.Errorf("read %q, want %q", got, text)
	}
}
