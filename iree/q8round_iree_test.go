//go:build iree

package iree

import (
	"math/rand/v2"
	"os"
	"testing"
	"unsafe"
)

// TestQ8RoundOnIREE runs testdata/q8round.mlir through the real compiler
// and requires the stated rounding bit for bit (see checkQ8Round).
func TestQ8RoundOnIREE(t *testing.T) {
	tc := toolchain{tool: "iree-compile", optOut: "XLACHAT_SKIP_IREE_COMPILE", dist: os.Getenv("IREE_DIST")}
	tc.require(t)
	rt := newRuntime(t, "local-task")
	must(t, rt.sess.LoadModule(tc.build(t, testModule{name: "q8", mlir: q8RoundModule(t)})))
	x := q8Inputs(rand.New(rand.NewPCG(1, 2)))
	f := call(t, rt.sess, "q8.main")
	must(t, f.PushBufferView(upload(t, rt.dev, f32Bytes(x...), []int{q8Rows, q8Cols}, typeF32)))
	must(t, f.Invoke())
	q := readOutput(t, rt, f, 0)
	d := f32s(readOutput(t, rt, f, 1))
	checkQ8Round(t, x, unsafe.Slice((*int8)(unsafe.Pointer(unsafe.SliceData(q))), len(q)), d)
}

// readOutput reads result i of an invoked call as bytes.
func readOutput(t *testing.T, rt testRuntime, c *rtCall, i int) []byte {
	t.Helper()
	v, err := c.OutputBufferView(i)
	must(t, err)
	defer v.Release()
	b, err := rt.dev.ReadAll(v)
	must(t, err)
	return b
}
