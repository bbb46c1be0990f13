package engine

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
	"xlachat/engine/quant"
	"xlachat/engine/safetensors"
)

// This file quantizes a checkpoint's weight matrices for graphs with an
// int8 or q4 weight dtype, and caches the result.
//
// The cache is one safetensors file per checkpoint and quantization in
// the user cache directory (xlachat/quantized), memory-mapped when the
// model loads, so quantized weights are mapped weights like a checkpoint
// of the graphs' own dtype: a reload reads nothing it does not use and
// costs no heap. An entry records the checkpoint's identity (its weight
// files' paths, sizes, modification times and inodes: see
// model.Model.Identity) and a CRC-32C of every tensor; it is used only
// when the identity matches and every checksum verifies, and is rebuilt
// otherwise. It is written to a temporary file that is renamed into place
// only when complete and synced, so a crash or a full disk never leaves a
// half-written entry under the real name.

// quantCacheVersion names the cache's layout and the quantization's
// arithmetic; changing either must change it, so that old entries are
// rebuilt rather than trusted.
const quantCacheVersion = "2"

// Metadata keys of a cache entry.
const (
	metaVersion = "xlachat.quant_version"
	metaFormat  = "xlachat.quant_format"
	metaSource  = "xlachat.source"
	metaCRC     = "xlachat.crc32c" // 8 hex digits per tensor, in data order
)

// Identified is a TensorSource that can name the checkpoint it reads
// (*model.Model is one); quantized copies of its weights are cached under
// that name. Other sources are quantized in memory on every load.
type Identified interface {
	TensorSource
	Identity() (string, error)
}

// pageDropper is a source whose mapped pages a one-pass reader can hand
// back (*model.Model is one).
type pageDropper interface{ DropPages(name string) }

// WeightFiles are the files whose mapped bytes LoadWeights handed out: they
// must stay open while those bytes are read. A nil *WeightFiles holds none.
type WeightFiles struct {
	files []*safetensors.File
}

// Changed reports a file that was truncated or rewritten on disk since it
// was mapped (see safetensors.File.Changed).
func (w *WeightFiles) Changed() error {
	if w == nil {
		return nil
	}
	for _, f := range w.files {
		if err := f.Changed(); err != nil {
			return fmt.Errorf("quantized weights: %w", err)
		}
	}
	return nil
}

// Close unmaps the files; bytes LoadWeights handed out from them are
// invalid afterwards.
func (w *WeightFiles) Close() error {
	if w == nil {
		return nil
	}
	var errs []error
	for _, f := range w.files {
		errs = append(errs, f.Close())
	}
	w.files = nil
	return errors.Join(errs...)
}

// quantized is every quantized matrix of a model: values and scales by
// Hugging Face name, viewing files or held in memory.
type quantized struct {
	values, scales map[string][]byte
	files          *WeightFiles
}

// QuantCacheDir is where quantized weights are cached: xlachat/quantized
// in the user cache directory.
func QuantCacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "xlachat", "quantized"), nil
}

// matrixSpecs are the weights of cfg that are quantized: the matrices.
func matrixSpecs(cfg model.Config) []model.WeightSpec {
	var out []model.WeightSpec
	for _, s := range model.WeightSpecs(cfg) {
		if len(s.Shape) == 2 {
			out = append(out, s)
		}
	}
	return out
}

// loadQuantized returns the model's matrices in format f: from the cache
// when src can name its checkpoint and a valid entry exists, else
// quantized now (and cached when possible).
func loadQuantized(ctx context.Context, src TensorSource, cfg model.Config, f quant.Format, report func(Progress)) (*quantized, error) {
	specs := matrixSpecs(cfg)
	id, ok := src.(Identified)
	if !ok {
		return quantizeInMemory(ctx, src, f, specs, report)
	}
	ident, err := id.Identity()
	if err != nil {
		return nil, err
	}
	dir, err := QuantCacheDir()
	if err != nil {
		return quantizeInMemory(ctx, src, f, specs, report)
	}
	path := cachePath(dir, ident, f)
	if q, err := openQuantCache(ctx, path, ident, f, specs, report); err == nil {
		return q, nil
	}
	if err := buildQuantCache(ctx, src, path, ident, f, specs, report); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		// An unwritable cache costs speed on the next load, not this one.
		return quantizeInMemory(ctx, src, f, specs, report)
	}
	return openQuantCache(ctx, path, ident, f, specs, report)
}

// cachePath names the entry of one checkpoint location and format, so
// that a rewritten checkpoint replaces its old entry instead of adding
// another: the identity inside the entry says which version it holds.
func cachePath(dir, ident string, f quant.Format) string {
	first, _, _ := strings.Cut(ident, "\x00") // the first weight file's path
	sum := sha256.Sum256([]byte(filepath.Dir(first)))
	return filepath.Join(dir, hex.EncodeToString(sum[:12])+"-"+f.String()+".safetensors")
}

// cacheTensors declares the tensors of an entry, in data order: each
// matrix's values (I8, or U8 bytes holding q4 pairs), then its scales.
func cacheTensors(f quant.Format, specs []model.WeightSpec) []safetensors.TensorInfo {
	var ts []safetensors.TensorInfo
	for _, s := range specs {
		v := safetensors.TensorInfo{Name: s.Name, DType: dtype.I8, Shape: s.Shape}
		if f.Elem == dtype.I4 {
			v = safetensors.TensorInfo{Name: s.Name, Other: "U8", Shape: []int{s.Shape[0], s.Shape[1] / 2}}
		}
		ts = append(ts, v, safetensors.TensorInfo{Name: s.Name + ".scales", DType: f.Scale, Shape: f.ScaleShape(s.Shape)})
	}
	return ts
}

// openQuantCache maps the entry at path and checks everything about it:
// version, format, source identity, the exact tensor list, and every
// checksum. An entry failing any check is removed.
func openQuantCache(ctx context.Context, path, ident string, f quant.Format, specs []model.WeightSpec, report func(Progress)) (q *quantized, err error) {
	sf, err := safetensors.Open(path)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			sf.Close()
			if ctx.Err() == nil {
				os.Remove(path)
			}
		}
	}()
	md := sf.Header.Metadata
	if md[metaVersion] != quantCacheVersion || md[metaFormat] != f.String() || md[metaSource] != ident {
		return nil, errors.New("quantized cache: entry is for another checkpoint or version")
	}
	want := cacheTensors(f, specs)
	if len(sf.Header.Tensors) != len(want) {
		return nil, errors.New("quantized cache: wrong tensor list")
	}
	q = &quantized{values: map[string][]byte{}, scales: map[string][]byte{}, files: &WeightFiles{files: []*safetensors.File{sf}}}
	for _, w := range want {
		t, err := sf.Raw(w.Name)
		if err != nil || t.TypeName() != w.TypeName() || !slices.Equal(t.Shape, w.Shape) {
			return nil, fmt.Errorf("quantized cache: tensor %s missing or of the wrong type", w.Name)
		}
		if name, ok := strings.CutSuffix(w.Name, ".scales"); ok {
			q.scales[name] = t.Data
		} else {
			q.values[w.Name] = t.Data
		}
	}
	if err := verifyCRCs(ctx, sf, md[metaCRC], report); err != nil {
		return nil, err
	}
	return q, nil
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// verifyCRCs checks every tensor of sf against the checksums in crcs, on
// all CPUs, reporting progress by bytes; reading the entry also pages it
// in, which the first prefill would otherwise do.
func verifyCRCs(ctx context.Context, sf *safetensors.File, crcs string, report func(Progress)) error {
	ts := sf.Header.Tensors
	if len(crcs) != 8*len(ts) {
		return errors.New("quantized cache: checksums missing")
	}
	var mu sync.Mutex
	var done int64
	total := sf.Header.DataSize
	bad := make([]bool, len(ts))
	err := forEach(len(ts), func(i int) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		t, err := sf.Raw(ts[i].Name)
		if err != nil {
			return err
		}
		bad[i] = fmt.Sprintf("%08x", crc32.Checksum(t.Data, castagnoli)) != crcs[8*i:8*i+8]
		mu.Lock()
		done += int64(len(t.Data))
		if report != nil {
			report(Progress{Stage: "verifying", Done: done, Total: total})
		}
		mu.Unlock()
		return nil
	})
	if err != nil {
		return err
	}
	if i := slices.Index(bad, true); i >= 0 {
		return fmt.Errorf("quantized cache: tensor %s fails its checksum", ts[i].Name)
	}
	return nil
}

// forEach runs fn(0..n-1) on up to GOMAXPROCS goroutines and returns the
// first error once all have returned. fn reads mapped weights: a fault
// (the file truncated under the load) or a panic in it is returned as an
// error, since on these goroutines nothing else could catch it.
func forEach(n int, fn func(i int) error) error {
	var wg sync.WaitGroup
	var mu sync.Mutex
	var first error
	next := 0
	for range min(n, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					mu.Lock()
					first = firstErr(first, fmt.Errorf("internal error: %v", r))
					mu.Unlock()
				}
			}()
			debug.SetPanicOnFault(true) // the goroutine is this function's own
			for {
				mu.Lock()
				i := next
				next++
				stop := first != nil
				mu.Unlock()
				if i >= n || stop {
					return
				}
				if err := fn(i); err != nil {
					mu.Lock()
					first = firstErr(first, err)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	return first
}

// firstErr keeps the first error.
func firstErr(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// buildQuantCache quantizes every matrix into a new entry at path: a
// temporary file in the same directory, its header rewritten with the
// checksums once the data is written, synced, then renamed into place.
func buildQuantCache(ctx context.Context, src TensorSource, path, ident string, f quant.Format, specs []model.WeightSpec, report func(Progress)) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	tensors := cacheTensors(f, specs)
	md := map[string]string{metaVersion: quantCacheVersion, metaFormat: f.String(), metaSource: ident,
		metaCRC: strings.Repeat("0", 8*len(tensors))}
	buf := bufio.NewWriterSize(tmp, 4<<20)
	w, err := safetensors.NewWriter(buf, tensors, md)
	if err != nil {
		return err
	}
	var crcs strings.Builder
	err = quantizeAll(ctx, src, f, specs, report, func(name string, q, s []byte) error {
		fmt.Fprintf(&crcs, "%08x%08x", crc32.Checksum(q, castagnoli), crc32.Checksum(s, castagnoli))
		if err := w.WriteTensor(name, q); err != nil {
			return err
		}
		return w.WriteTensor(name+".scales", s)
	})
	if err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	if err := buf.Flush(); err != nil {
		return err
	}
	if err := rewriteHeader(tmp, tensors, md, crcs.String()); err != nil {
		return err
	}
	if err := tmp.Chmod(0o644); err != nil { // CreateTemp makes it private
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil { // make the rename durable
		d.Sync()
		d.Close()
	}
	return nil
}

// rewriteHeader writes the entry's header again with the real checksums in
// place of the placeholder, which has the same length, so the data stays
// where it is.
func rewriteHeader(tmp *os.File, tensors []safetensors.TensorInfo, md map[string]string, crcs string) error {
	var placeholder, final bytes.Buffer
	if _, err := safetensors.NewWriter(&placeholder, tensors, md); err != nil {
		return err
	}
	md[metaCRC] = crcs
	if _, err := safetensors.NewWriter(&final, tensors, md); err != nil {
		return err
	}
	if final.Len() != placeholder.Len() {
		return errors.New("quantized cache: header changed size")
	}
	_, err := tmp.WriteAt(final.Bytes(), 0)
	return err
}

// quantizeInMemory quantizes every matrix into memory.
func quantizeInMemory(ctx context.Context, src TensorSource, f quant.Format, specs []model.WeightSpec, report func(Progress)) (*quantized, error) {
	q := &quantized{values: map[string][]byte{}, scales: map[string][]byte{}}
	err := quantizeAll(ctx, src, f, specs, report, func(name string, v, s []byte) error {
		q.values[name], q.scales[name] = slices.Clone(v), slices.Clone(s)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return q, nil
}

// quantizeAll quantizes each matrix of specs from src in turn and hands
// its values and scales to sink (the buffers are reused afterwards),
// reporting progress by source bytes under the stage "quantizing".
func quantizeAll(ctx context.Context, src TensorSource, f quant.Format, specs []model.WeightSpec, report func(Progress), sink func(name string, q, s []byte) error) error {
	var total, done, most int64
	for _, s := range specs {
		t, err := src.Tensor(s.Name)
		if err != nil {
			return err
		}
		total += int64(len(t.Data))
		qn, sn := f.Sizes(s.Shape)
		most = max(most, qn+sn)
	}
	buf := make([]byte, most)
	for _, s := range specs {
		if err := ctx.Err(); err != nil {
			return err
		}
		t, err := src.Tensor(s.Name)
		if err != nil {
			return err
		}
		if !slices.Equal(t.Shape, s.Shape) {
			return fmt.Errorf("weight %s: shape %v, the graphs expect %v", s.Name, t.Shape, s.Shape)
		}
		qn, sn := f.Sizes(s.Shape)
		q, sc := buf[:qn], buf[qn:qn+sn]
		if err := f.Quantize(t.Data, t.DType, s.Shape, q, sc); err != nil {
			return fmt.Errorf("weight %s: %w", s.Name, err)
		}
		if d, ok := src.(pageDropper); ok {
			d.DropPages(s.Name)
		}
		if err := sink(s.Name, q, sc); err != nil {
			return fmt.Errorf("weight %s: %w", s.Name, err)
		}
		done += int64(len(t.Data))
		if report != nil {
			report(Progress{Stage: "quantizing", Done: done, Total: total})
		}
	}
	return nil
}
