//go:build unix

package e2e

import (
	"strconv"
	"syscall"
	"testing"
	"time"
)

// waitGone waits for process pid to end.
func waitGone(t *testing.T, pid string) {
	t.Helper()
	n, err := strconv.Atoi(pid)
	if err != nil {
		t.Fatalf("pid %q: %v", pid, err)
	}
	for deadline := time.Now().Add(waitLimit); syscall.Kill(n, 0) == nil; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("process %d still runs %v after its terminal closed", n, waitLimit)
		}
	}
}
