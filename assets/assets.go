// Package assets holds files compiled into the xlachat binary: the Llama 3
// tokenizer files (so gen-model can write a complete demo model directory
// with no download) and the StableHLO graphs emitted for Llama-3.2-1B.
package assets

import _ "embed"

// Llama3TokenizerJSON is Llama 3's tokenizer.json (Hugging Face format).
//
//go:embed llama3/tokenizer.json
var Llama3TokenizerJSON []byte

// Llama3TokenizerConfigJSON is a Llama-3.2-Instruct tokenizer_config.json,
// which carries the chat template.
//
//go:embed llama3/tokenizer_config.json
var Llama3TokenizerConfigJSON []byte
