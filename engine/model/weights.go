package model

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"xlachat/engine/safetensors"
)

// weightSet is the mapped safetensors files of one model directory.
type weightSet struct {
	files  []*safetensors.File
	byName map[string]*safetensors.File
}

// openWeights maps model.safetensors, or failing that every shard named
// by model.safetensors.index.json.
func openWeights(dir string) (*weightSet, error) {
	single := filepath.Join(dir, WeightsFile)
	if _, err := os.Stat(single); err == nil {
		f, err := safetensors.Open(single)
		if err != nil {
			return nil, fmt.Errorf("model: %w", err)
		}
		ws := &weightSet{files: []*safetensors.File{f}, byName: make(map[string]*safetensors.File)}
		for _, t := range f.Header.Tensors {
			ws.byName[t.Name] = f
		}
		return ws, nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("model: %w", err)
	}
	index := filepath.Join(dir, WeightsIndexFile)
	data, err := os.ReadFile(index)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("model: no weights in %s: neither %s nor %s exists%s", dir, WeightsFile, WeightsIndexFile, otherWeightsHint(dir))
	}
	if err != nil {
		return nil, fmt.Errorf("model: %w", err)
	}
	ws, err := openShards(dir, data)
	if err != nil {
		return nil, fmt.Errorf("model: %s: %w", index, err)
	}
	return ws, nil
}

func openShards(dir string, index []byte) (*weightSet, error) {
	var idx struct {
		WeightMap map[string]string `json:"weight_map"`
	}
	if err := json.Unmarshal(index, &idx); err != nil {
		return nil, fmt.Errorf("bad JSON: %w", err)
	}
	if len(idx.WeightMap) == 0 {
		return nil, errors.New("empty or missing weight_map")
	}
	ws := &weightSet{byName: make(map[string]*safetensors.File)}
	shards := make(map[string]*safetensors.File)
	// Sorted so that errors, and which shard is opened first, are
	// deterministic.
	names := make([]string, 0, len(idx.WeightMap))
	for n := range idx.WeightMap {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, name := range names {
		shard := idx.WeightMap[name]
		if shard == "" || filepath.Base(shard) != shard || shard == "." || shard == ".." {
			ws.close()
			return nil, fmt.Errorf("weight %q maps to %q, which is not a file name in the model directory", name, shard)
		}
		f, ok := shards[shard]
		if !ok {
			var err error
			if f, err = safetensors.Open(filepath.Join(dir, shard)); err != nil {
				ws.close()
				return nil, err
			}
			shards[shard] = f
			ws.files = append(ws.files, f)
		}
		if _, ok := f.Info(name); !ok {
			ws.close()
			return nil, fmt.Errorf("weight %q is mapped to %s, which does not contain it", name, shard)
		}
		ws.byName[name] = f
	}
	return ws, nil
}

func (ws *weightSet) tensor(name string) (safetensors.Tensor, error) {
	f, ok := ws.byName[name]
	if !ok {
		return safetensors.Tensor{}, fmt.Errorf("weight %q is missing from the safetensors files", name)
	}
	return f.Tensor(name)
}

func (ws *weightSet) close() error {
	var errs []error
	for _, f := range ws.files {
		errs = append(errs, f.Close())
	}
	return errors.Join(errs...)
}

// identity describes every weight file as it is on disk now: path,
// size, modification time and inode. A checkpoint rewritten or replaced
// gets another identity.
func (ws *weightSet) identity() (string, error) {
	var b strings.Builder
	for _, f := range ws.files {
		abs, err := filepath.Abs(f.Path)
		if err != nil {
			abs = f.Path
		}
		st, err := os.Stat(f.Path)
		if err != nil {
			return "", fmt.Errorf("model: %w", err)
		}
		fmt.Fprintf(&b, "%s\x00%d\x00%d\x00%d\n", abs, st.Size(), st.ModTime().UnixNano(), fileID(st))
	}
	return b.String(), nil
}

// changed reports the first weight file that changed on disk since it was
// mapped.
func (ws *weightSet) changed() error {
	for _, f := range ws.files {
		if err := f.Changed(); err != nil {
			return err
		}
	}
	return nil
}

// otherWeightsHint says how to get safetensors weights when dir holds
// weights in a format xlachat does not read: PyTorch's pickles, which
// older checkpoints ship alone (and which run code when loaded), or a
// llama.cpp GGUF file.
func otherWeightsHint(dir string) string {
	has := func(pattern string) string {
		m, _ := filepath.Glob(filepath.Join(dir, pattern))
		if len(m) == 0 {
			return ""
		}
		return filepath.Base(m[0])
	}
	if f := cmp.Or(has("pytorch_model*.bin"), has("*.pt"), has("*.pth")); f != "" {
		return fmt.Sprintf("; %s is PyTorch's format, which xlachat does not read: convert it with transformers, "+
			"AutoModelForCausalLM.from_pretrained(DIR).save_pretrained(DIR, safe_serialization=True)", f)
	}
	if f := has("*.gguf"); f != "" {
		return fmt.Sprintf("; %s is llama.cpp's format, which xlachat does not read: download the Hugging Face checkpoint it was converted from", f)
	}
	return ""
}
