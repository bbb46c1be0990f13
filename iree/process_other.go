//go:build !unix

package iree

import "os/exec"

// killTree leaves cmd's default cancel, killing cmd alone: without
// process groups, the children it started are bounded by WaitDelay only.
func killTree(cmd *exec.Cmd) {}
