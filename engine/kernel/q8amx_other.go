//go:build !amd64 || purego

package kernel

// This build has no AMX kernels; haveQ8AMX keeps q8amx.go from calling
// the stubs.
const haveQ8AMX = false

func q8AMXBlock(cfg *byte, w *int8, lda int, ldg int, x *int8, dx *float32, sw *float32, groups int, scratch *float32, out *float32) {
	panic("kernel: no AMX in this build")
}

func unpackQ4AMX(dst *int8, src *byte, ldsrc int, k int) { panic("kernel: no AMX in this build") }

func amxStoreRows(out *float32, dst *float32, ldd int, rows int) {
	panic("kernel: no AMX in this build")
}
