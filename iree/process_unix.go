//go:build unix

package iree

import (
	"os"
	"os/exec"
)

// interruptFirst makes cancelling cmd interrupt it, as Ctrl-C does, where
// it would kill it: iree-compile then removes its partial output, and
// pip's iree-compile, a Python script that runs the real compiler as its
// child, stops that child, which a kill of the script would leave running.
// What ignores the interrupt is killed when WaitDelay runs out. cmd stays
// in the caller's process group, so Ctrl-C in a terminal reaches it too.
func interruptFirst(cmd *exec.Cmd) {
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
}
