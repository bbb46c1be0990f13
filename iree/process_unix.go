//go:build unix

package iree

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
)

// killTree makes cancelling cmd kill everything it started: cmd runs as
// the leader of its own process group, and the cancel kills the group.
func killTree(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		if errors.Is(err, syscall.ESRCH) {
			return os.ErrProcessDone // the group is gone: nothing left to stop
		}
		return err
	}
}
