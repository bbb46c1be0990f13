//go:build (!amd64 && !arm64) || purego

package kernel

// This build has no assembly kernels: every product runs the Go loops.
const (
	haveNEON  = false
	bestLevel = portable
)
