package llamaref

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
	"xlachat/engine/safetensors"
)

// writeModel writes a model directory for cfg with random weights of dtype
// dt, each element built from random sign, exponent and fraction bits so
// that no conversion code is involved, with magnitudes between 2^-5 and 2.
func writeModel(t *testing.T, cfg model.Config, dt dtype.DType, r *rand.Rand) string {
	t.Helper()
	dir := t.TempDir()
	gen := model.GenerationConfig{BOSTokenID: 1, EOSTokenIDs: []int{2}}
	cfgJSON, err := model.EncodeConfig(cfg, gen, dt)
	if err != nil {
		t.Fatal(err)
	}
	genJSON, err := model.EncodeGenerationConfig(gen)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, model.ConfigFile), cfgJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, model.GenerationConfigFile), genJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	var infos []safetensors.TensorInfo
	for _, s := range model.WeightSpecs(cfg) {
		infos = append(infos, safetensors.TensorInfo{Name: s.Name, DType: dt, Shape: s.Shape})
	}
	f, err := os.Create(filepath.Join(dir, model.WeightsFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w, err := safetensors.NewWriter(f, infos, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range infos {
		data := make([]byte, int(s.NumElements())*dt.Size())
		for i := range int(s.NumElements()) {
			sign, exp := r.Uint32N(2), r.Uint32N(6) // value in ±[2^-5, 2)
			switch dt {
			case dtype.F32:
				binary.LittleEndian.PutUint32(data[4*i:], sign<<31|(exp+122)<<23|r.Uint32N(1<<23))
			case dtype.BF16:
				binary.LittleEndian.PutUint16(data[2*i:], uint16(sign<<15|(exp+122)<<7|r.Uint32N(1<<7)))
			case dtype.F16:
				binary.LittleEndian.PutUint16(data[2*i:], uint16(sign<<15|(exp+10)<<10|r.Uint32N(1<<10)))
			}
		}
		if err := w.WriteTensor(s.Name, data); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestLoadEqualsNew: Load keeps a checkpoint's matrices as float32 to save
// memory; that must not change a single bit of the results against New
// on the Float64s of the same tensors, for every weight dtype, tied or
// not, with and without bf16 compute.
func TestLoadEqualsNew(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, dt := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16} {
		for _, tied := range []bool{true, false} {
			cfg := small(tied)
			cfg.VocabSize = 16
			m, err := model.Open(writeModel(t, cfg, dt, r))
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			w := map[string][]float64{}
			for name := range weightShapes(cfg) {
				tn, err := m.Tensor(name)
				if err != nil {
					t.Fatal(err)
				}
				if w[name], err = Float64s(tn); err != nil {
					t.Fatal(err)
				}
			}
			for _, opts := range []Options{{}, {ComputeDType: dtype.BF16}} {
				loaded, err := Load(m, opts)
				if err != nil {
					t.Fatal(err)
				}
				tokens := []int32{3, 1, 4, 1, 5}
				got, want := loaded.Logits(tokens), mustNew(t, cfg, w, opts).Logits(tokens)
				if !slices.Equal(got, want) || slices.ContainsFunc(got, math.IsNaN) {
					t.Errorf("%v tied=%v compute %v: Load gives %v, New %v", dt, tied, opts.ComputeDType, got, want)
				}
			}
		}
	}
}
