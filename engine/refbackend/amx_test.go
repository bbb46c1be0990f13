package refbackend

import (
	"strings"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/internal/llamaref"
	"xlachat/engine/modelgen"
)

// TestGreedyOnAMXTiles is TestGreedyMatchesReference and
// TestQuantizedGreedyMatchesReference in bf16 compute with the session's
// default, the AMX tiles where this CPU has them: 64 greedy tokens after
// a 300-token prompt (two prefill chunks, each on the tiles) match the
// independent reference up to near ties, on every tiny preset, for bf16
// weights and for int8 and q4 weights quantized at load. The tiles'
// sums round in their own order, so testdata's tokens, the one order's,
// are not asked of them.
func TestGreedyOnAMXTiles(t *testing.T) {
	isolateCache(t)
	for _, preset := range modelgen.Presets() {
		if !strings.HasPrefix(preset, "tiny") {
			continue
		}
		for _, weights := range []dtype.DType{dtype.BF16, dtype.I8, dtype.I4} {
			t.Run(preset+"/"+weights.WeightName(), func(t *testing.T) {
				m := sharedModel(t, preset, dtype.BF16)
				s := openSessionWith(t, m, graph.Options{Capacity: 512, Bucket: 256, WeightDType: weights, ComputeDType: dtype.BF16}, nil)
				if !s.(*session).pool.BF16Tiles() {
					t.Skip("no AMX-BF16 tiles on this CPU")
				}
				prompt := randomPrompt(300, 3, m.Config.VocabSize)
				got := greedyOnSession(t, s, prompt, 64)
				opts := llamaref.Options{ComputeDType: dtype.BF16}
				var ref *llamaref.Model
				if weights.IsQuantized() {
					ref = dequantizedReference(t, m, weights, opts)
				} else {
					var err error
					if ref, err = llamaref.Load(m, opts); err != nil {
						t.Fatal(err)
					}
				}
				checkGreedyUpToTies(t, ref, prompt, got, dtype.BF16)
				if distinct(got) < 8 {
					t.Errorf("only %d distinct tokens in 64: the weights make a degenerate test", distinct(got))
				}
			})
		}
	}
}
