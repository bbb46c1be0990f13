package engine

import (
	"os"
	"strings"
	"testing"

	"xlachat/engine/internal/mapped"
)

// TestForEachContainsAFault: quantizing reads mapped weights on forEach's
// goroutines, where a fault (the file truncated under the load) would end
// the program; forEach returns it as an error instead. So does a panic.
func TestForEachContainsAFault(t *testing.T) {
	page := os.Getpagesize()
	data, truncate := mapped.File(t, 4*page)
	truncate()
	var sink byte
	err := forEach(4, func(i int) error {
		sink += data[i*page] // past the file's end now: SIGBUS
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Errorf("forEach over truncated mapped pages = %v, want an internal error", err)
	}
	err = forEach(3, func(i int) error {
		if i == 1 {
			panic("quantizer bug")
		}
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "internal error: quantizer bug") {
		t.Errorf("forEach with a panic = %v, want it as an internal error", err)
	}
	_ = sink
}
