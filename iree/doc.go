// Package iree is xlachat's "xla" backend: it compiles the engine's
// StableHLO graphs with iree-compile and runs them on an IREE runtime device
// through cgo.
//
// The package has two halves. The compile half (iree-compile invocation,
// target flags, the vmfb cache, weight dtype conversion) is plain Go and is
// always built. The runtime half (a small C shim over IREE's runtime C API
// and the engine.Session built on it) is built only with the build tag
// "iree", because it links IREE's static runtime libraries; see iree.mk.
// Without the tag, Backend still exists so the rest of the program can list
// it, but its Open reports ErrNotBuilt.
package iree
