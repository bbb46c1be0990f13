package assets

import (
	"embed"
	"io/fs"
)

//go:embed llama-3.2-1b
var llama32Files embed.FS

// Llama32Graphs returns the bundled Llama-3.2-1B-Instruct files: its
// config.json and the four StableHLO modules emitted for it by package
// engine/graph (prefill.mlir, decode_step.mlir, prefill_logits.mlir,
// decode_step_logits.mlir). Package graph's Bundled is the usual way in.
func Llama32Graphs() fs.FS {
	sub, err := fs.Sub(llama32Files, "llama-3.2-1b")
	if err != nil {
		// fs.Sub fails only on an invalid path, and this one is constant.
		return llama32Files
	}
	return sub
}
