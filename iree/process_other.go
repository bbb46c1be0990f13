//go:build !unix

package iree

import "os/exec"

// interruptFirst leaves cmd's default cancel, a kill: without Unix
// signals there is no interrupt to send.
func interruptFirst(cmd *exec.Cmd) {}
