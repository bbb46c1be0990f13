package refbackend

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/internal/emulated"
	"xlachat/engine/kernel"
)

var update = flag.Bool("update", false, "rewrite testdata/logits.golden with this machine's logits")

// goldenPath holds one SHA-256 of logits per session kind.
var goldenPath = filepath.Join("testdata", "logits.golden")

// TestLogitsGolden pins the bits of every logit a session computes, for a
// 300-token prompt (two prefill chunks) and eight greedy decode steps,
// in each weight, compute and KV cache dtype (and for int8 compute on a
// model wide enough for its kernels too), to the digests in
// testdata/logits.golden. The assembly kernels fuse every multiply-add in
// one order on every CPU, so AVX-512, AVX2 (make test reruns this with
// AVX-512 turned off, and under QEMU's Haswell) and arm64's NEON (make
// test runs it under qemu-aarch64) must all give these bits: the same
// model answers the same on a laptop of either architecture. (Not bf16
// compute on AMX tiles, whose sums round in an order of their own:
// openSession keeps the one order, ref.amx false.) Rewrite the
// file with -update on amd64 and review the diff: a changed digest is a
// changed result.
//
// Each kind also has a digest of the logits up to the second decode step
// (kind@2), which is all the runs under QEMU compute (emulated.Emulated:
// the AVX2-only rerun, and make test-arm64): there a decode step of the
// eight kinds took 7 s on the emulated Haswell and 3 s under
// qemu-aarch64, and two steps run every basic block of the kernels, the
// interpreter and this package that eight do (the second is the first to
// reuse the decode program's frame; compared from QEMU's -d in_asm, on
// both architectures). The native run checks both digests.
func TestLogitsGolden(t *testing.T) {
	if !kernel.Fused() {
		t.Skip("this build runs the portable loops, which round each product: the digests are the assembly kernels'")
	}
	isolateCache(t)
	want := readGolden(t)
	got := map[string]string{}
	steps := 8
	if emulated.Emulated() {
		steps = 2
	}
	for _, k := range goldenKinds {
		stored := k.weights
		if k.weights.IsQuantized() {
			stored = dtype.BF16 // quantized at load, as users' checkpoints are
		}
		m := sharedModel(t, k.model, stored)
		s := openSession(t, m, graph.Options{Capacity: 512, Bucket: 256,
			WeightDType: k.weights, ComputeDType: k.compute, KVDType: k.kvs})
		prompt := 300
		if k.model == wide {
			// A second chunk of 14 rows, under the AMX tiles' 32: it
			// takes the AVX-512 VNNI tile where the first takes AMX.
			prompt = 270
		}
		digests := logitsDigests(t, s, randomPrompt(prompt, 3, m.Config.VocabSize), steps)
		names := map[int]string{2: k.name + "@2", 8: k.name}
		for _, n := range []int{2, 8} {
			if n > steps {
				continue
			}
			name := names[n]
			got[name] = digests[n-1]
			if !*update && got[name] != want[name] {
				t.Errorf("%s (weights/compute/kv@decode steps): logits digest %s, golden %s", name, got[name], want[name])
			}
		}
	}
	if *update {
		writeGolden(t, got)
	}
}

// goldenKinds are TestLogitsGolden's sessions, named weights/compute/kv,
// on the tiny preset or, prefixed "wide:", on wideConfig's model, whose
// rows are long enough for the int8 compute kernels (on x86 their AVX2
// tiles, the AVX-512 and AMX ones, on arm64 SDOT's), with a 270-token
// prompt.
var goldenKinds = []struct {
	name, model           string
	weights, compute, kvs dtype.DType
}{
	{"bf16/f32/f32", "tiny", dtype.BF16, dtype.F32, dtype.F32},
	{"f32/f32/bf16", "tiny", dtype.F32, dtype.F32, dtype.BF16},
	{"bf16/bf16/f16", "tiny", dtype.BF16, dtype.BF16, dtype.F16},
	{"int8/f32/f32", "tiny", dtype.I8, dtype.F32, dtype.F32},
	{"int8/bf16/f32", "tiny", dtype.I8, dtype.BF16, dtype.F32},
	{"q4/f32/bf16", "tiny", dtype.I4, dtype.F32, dtype.BF16},
	{"q4/bf16/f32", "tiny", dtype.I4, dtype.BF16, dtype.F32},
	{"q4/int8/f32", "tiny", dtype.I4, dtype.I8, dtype.F32},
	{"int8/int8/f32", "tiny", dtype.I8, dtype.I8, dtype.F32},
	{"wide:q4/int8/f32", wide, dtype.I4, dtype.I8, dtype.F32},
	{"wide:int8/int8/f32", wide, dtype.I8, dtype.I8, dtype.F32},
}

// logitsDigests feeds prompt in bucket-sized chunks and then decodes
// steps greedy tokens, and returns after each decode step the SHA-256 of
// every logit it got back so far.
func logitsDigests(t *testing.T, s engine.Session, prompt []int32, steps int) []string {
	t.Helper()
	ctx := context.Background()
	h := sha256.New()
	add := func(l []float32) int32 {
		best := 0
		for i, v := range l {
			binary.Write(h, binary.LittleEndian, math.Float32bits(v))
			if v > l[best] {
				best = i
			}
		}
		return int32(best)
	}
	var next int32
	bucket := s.Info().Bucket
	for start := 0; start < len(prompt); start += bucket {
		l, err := s.PrefillLogits(ctx, prompt[start:min(start+bucket, len(prompt))], start)
		if err != nil {
			t.Fatal(err)
		}
		next = add(l)
	}
	var digests []string
	for pos := len(prompt); pos < len(prompt)+steps; pos++ {
		l, err := s.DecodeLogits(ctx, next, pos)
		if err != nil {
			t.Fatal(err)
		}
		next = add(l)
		digests = append(digests, fmt.Sprintf("%x", h.Sum(nil)))
	}
	return digests
}

// readGolden reads the "kind digest" lines of goldenPath.
func readGolden(t *testing.T) map[string]string {
	t.Helper()
	return readGoldenFile(t, goldenPath)
}

// readGoldenFile reads the "name value" lines of a golden file, skipping
// blank lines and # comments; with -update a missing file is empty.
func readGoldenFile(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		if *update && os.IsNotExist(err) {
			return map[string]string{}
		}
		t.Fatal(err)
	}
	defer f.Close()
	m := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			kind, digest, _ := strings.Cut(line, " ")
			m[kind] = digest
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return m
}

func writeGolden(t *testing.T, m map[string]string) {
	t.Helper()
	var b strings.Builder
	b.WriteString("# SHA-256 of a tiny (or wide:) model's logits per weights/compute/kv dtype, after eight decode steps\n")
	b.WriteString("# and (@2) after two; see TestLogitsGolden.\n")
	for _, k := range goldenKinds {
		fmt.Fprintf(&b, "%s %s\n", k.name, m[k.name])
	}
	for _, k := range goldenKinds {
		fmt.Fprintf(&b, "%s@2 %s\n", k.name, m[k.name+"@2"])
	}
	if err := os.WriteFile(goldenPath, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
