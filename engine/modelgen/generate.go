// Package modelgen writes complete Llama model directories with random
// weights: config.json, generation_config.json, safetensors weights and
// the Llama 3 tokenizer files. They load like a downloaded checkpoint, so
// the whole engine can be exercised without fetching gigabytes, and the
// tiny presets make fast, deterministic test fixtures.
//
// Weights are Gaussian, drawn from PCG streams keyed by seed, tensor name
// and chunk, so output is byte-for-byte reproducible however many CPUs
// generate it. Scales keep activations moderate and let the layers, not
// the input embedding, dominate the residual stream, so greedy decoding
// with random weights yields varied tokens rather than one repeated.
package modelgen

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"xlachat/assets"
	"xlachat/chat"
	"xlachat/engine/dtype"
	"xlachat/engine/model"
	"xlachat/engine/safetensors"
	"xlachat/engine/tokenizer"
)

// Options select what Generate writes.
type Options struct {
	// Preset names a config from Presets; "" means "tiny".
	Preset string
	// Config, when set, is used instead of the preset. Its vocab must
	// cover the Llama 3 tokenizer (128256 ids).
	Config *model.Config
	// DType of the weights; the zero value is F32.
	DType dtype.DType
	// Seed selects the random weights; equal seeds give identical files.
	Seed uint64
	// Shards is the number of safetensors files: 0 or 1 writes
	// model.safetensors, more writes model-0000i-of-0000n.safetensors
	// plus model.safetensors.index.json.
	Shards int
	// Progress, if set, is called from Generate's goroutine after each
	// chunk of weights is written, with bytes written and total.
	Progress func(written, total int64)
	// Replace lets Generate overwrite model files already in the
	// directory. Without it Generate refuses a directory that holds any,
	// so that pointing it at a downloaded checkpoint cannot replace the
	// checkpoint's weights with random ones.
	Replace bool
}

// ErrExists is returned, wrapped with the files found, when the directory
// already holds model files and Options.Replace is not set.
var ErrExists = errors.New("directory already holds model files")

// Generation ids of Llama 3 Instruct: <|begin_of_text|>, and
// <|end_of_text|>, <|eom_id|>, <|eot_id|>.
var llama3Generation = model.GenerationConfig{BOSTokenID: 128000, EOSTokenIDs: []int{128001, 128008, 128009}}

// Generate writes a model directory to dir, creating it if needed. It
// refuses a directory that already holds model files unless
// Options.Replace is set.
func Generate(dir string, opts Options) error {
	return GenerateContext(context.Background(), dir, opts)
}

// GenerateContext is Generate with cancellation, for the large presets.
func GenerateContext(ctx context.Context, dir string, opts Options) error {
	cfg, err := resolveConfig(opts)
	if err != nil {
		return err
	}
	switch opts.DType {
	case dtype.F32, dtype.F16, dtype.BF16:
	default:
		return fmt.Errorf("modelgen: unsupported dtype %v", opts.DType)
	}
	specs := model.WeightSpecs(cfg)
	shards := max(opts.Shards, 1)
	if shards > len(specs) {
		return fmt.Errorf("modelgen: %d shards for %d tensors", shards, len(specs))
	}
	if !opts.Replace {
		found, err := modelFiles(dir)
		if err != nil {
			return err
		}
		if len(found) > 0 {
			return fmt.Errorf("modelgen: %s: %w (%s)", dir, ErrExists, strings.Join(found, ", "))
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("modelgen: %w", err)
	}
	// Weights first and config.json last (writeMetadataFiles): in a fresh
	// directory config.json then appears only after a complete run, so an
	// interrupted one is not taken for a model.
	if err := writeWeights(ctx, dir, specs, shards, opts); err != nil {
		return err
	}
	return writeMetadataFiles(dir, cfg, opts.DType)
}

// modelFiles lists the files in dir that Generate writes or removes, with
// any layout of shards; a missing dir holds none.
func modelFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("modelgen: %w", err)
	}
	var found []string
	for _, e := range entries {
		if isModelFile(e.Name()) {
			found = append(found, e.Name())
		}
	}
	return found, nil
}

func isModelFile(name string) bool {
	switch name {
	case model.ConfigFile, model.GenerationConfigFile, model.WeightsFile, model.WeightsIndexFile,
		tokenizer.FileName, chat.TokenizerConfigFile:
		return true
	}
	return strings.HasPrefix(name, "model-") && strings.HasSuffix(name, ".safetensors")
}

func resolveConfig(opts Options) (model.Config, error) {
	var cfg model.Config
	if opts.Config != nil {
		cfg = *opts.Config
	} else {
		name := opts.Preset
		if name == "" {
			name = "tiny"
		}
		var err error
		if cfg, err = Preset(name); err != nil {
			return model.Config{}, err
		}
	}
	if err := cfg.Validate(); err != nil {
		return model.Config{}, fmt.Errorf("modelgen: config: %w", err)
	}
	if cfg.VocabSize < llama3Vocab {
		return model.Config{}, fmt.Errorf("modelgen: config: vocab_size %d is smaller than the Llama 3 tokenizer's %d ids", cfg.VocabSize, llama3Vocab)
	}
	return cfg, nil
}

func writeMetadataFiles(dir string, cfg model.Config, dt dtype.DType) error {
	cfgJSON, err := model.EncodeConfig(cfg, llama3Generation, dt)
	if err != nil {
		return fmt.Errorf("modelgen: %w", err)
	}
	genJSON, err := model.EncodeGenerationConfig(llama3Generation)
	if err != nil {
		return fmt.Errorf("modelgen: %w", err)
	}
	// config.json last: see GenerateContext.
	files := []struct {
		name string
		data []byte
	}{
		{model.GenerationConfigFile, genJSON},
		{tokenizer.FileName, assets.Llama3TokenizerJSON},
		{chat.TokenizerConfigFile, assets.Llama3TokenizerConfigJSON},
		{model.ConfigFile, cfgJSON},
	}
	for _, f := range files {
		err := writeFileAtomic(filepath.Join(dir, f.name), func(w io.Writer) error {
			_, err := w.Write(f.data)
			return err
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// writeWeights writes the safetensors file or shards and, when sharded,
// the index. A weights file of the other layout is removed, since the
// loader prefers model.safetensors and would read stale weights.
func writeWeights(ctx context.Context, dir string, specs []model.WeightSpec, shards int, opts Options) error {
	groups := splitShards(specs, shards, opts.DType.Size())
	stale := model.WeightsIndexFile
	if shards > 1 {
		stale = model.WeightsFile
	}
	if err := os.Remove(filepath.Join(dir, stale)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("modelgen: removing stale weights: %w", err)
	}
	p := &progress{report: opts.Progress}
	for _, g := range groups {
		p.total += groupBytes(g, opts.DType.Size())
	}
	weightMap := make(map[string]string)
	for i, g := range groups {
		name := model.WeightsFile
		if shards > 1 {
			name = fmt.Sprintf("model-%05d-of-%05d.safetensors", i+1, shards)
		}
		err := writeFileAtomic(filepath.Join(dir, name), func(w io.Writer) error {
			return writeSafetensors(ctx, w, g, opts, p)
		})
		if err != nil {
			return err
		}
		for _, s := range g {
			weightMap[s.Name] = name
		}
	}
	if shards == 1 {
		return nil
	}
	index, err := json.MarshalIndent(map[string]any{
		"metadata":   map[string]any{"total_size": p.total},
		"weight_map": weightMap,
	}, "", "  ")
	if err != nil {
		return fmt.Errorf("modelgen: encoding index: %w", err)
	}
	return writeFileAtomic(filepath.Join(dir, model.WeightsIndexFile), func(w io.Writer) error {
		_, err := w.Write(index)
		return err
	})
}

// splitShards cuts specs, in order, into n non-empty groups of roughly
// equal byte size.
func splitShards(specs []model.WeightSpec, n, elemSize int) [][]model.WeightSpec {
	remaining := groupBytes(specs, elemSize)
	groups := make([][]model.WeightSpec, 0, n)
	i := 0
	for s := range n {
		left := n - s
		target := remaining / int64(left)
		var size int64
		start := i
		for i < len(specs) && len(specs)-i > left-1 {
			b := specBytes(specs[i], elemSize)
			if i > start && size+b/2 > target {
				break
			}
			size += b
			i++
		}
		if s == n-1 {
			i = len(specs)
		}
		groups = append(groups, specs[start:i])
		remaining -= groupBytes(specs[start:i], elemSize)
	}
	return groups
}

func specBytes(s model.WeightSpec, elemSize int) int64 {
	n := int64(elemSize)
	for _, d := range s.Shape {
		n *= int64(d)
	}
	return n
}

func groupBytes(specs []model.WeightSpec, elemSize int) int64 {
	var n int64
	for _, s := range specs {
		n += specBytes(s, elemSize)
	}
	return n
}

// progress counts bytes across all shards for Options.Progress.
type progress struct {
	report         func(written, total int64)
	written, total int64
}

func (p *progress) add(n int) {
	p.written += int64(n)
	if p.report != nil {
		p.report(p.written, p.total)
	}
}

func writeSafetensors(ctx context.Context, w io.Writer, specs []model.WeightSpec, opts Options, p *progress) error {
	st := opts.DType
	infos := make([]safetensors.TensorInfo, len(specs))
	for i, s := range specs {
		infos[i] = safetensors.TensorInfo{Name: s.Name, DType: st, Shape: s.Shape}
	}
	sw, err := safetensors.NewWriter(w, infos, map[string]string{"format": "pt"})
	if err != nil {
		return err
	}
	err = generateChunks(ctx, specs, opts, func(b []byte) error {
		if _, err := sw.Write(b); err != nil {
			return err
		}
		p.add(len(b))
		return nil
	})
	if err != nil {
		return err
	}
	return sw.Close()
}

// writeFileAtomic writes path through a temporary file renamed into place,
// so an interrupted run never leaves a truncated file under the real name.
func writeFileAtomic(path string, write func(io.Writer) error) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("modelgen: %w", err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, 1<<20)
	if err := write(bw); err != nil {
		return fmt.Errorf("modelgen: writing %s: %w", path, err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("modelgen: writing %s: %w", path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		return fmt.Errorf("modelgen: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("modelgen: writing %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("modelgen: %w", err)
	}
	return nil
}
