//go:build !amd64 || purego

package kernel

// This build has no AMX kernels; haveBF16AMX keeps bf16amx.go from
// calling the stub.
const haveBF16AMX = false

func dpAMXBlock(cfg *byte, w *uint16, ldw int, x0 *uint32, x1 *uint32, steps int, out *float32) {
	panic("kernel: no AMX in this build")
}
