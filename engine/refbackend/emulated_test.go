//go:build amd64 && !purego

package refbackend

import (
	"os"
	"testing"

	"xlachat/engine/internal/emulated"
)

// TestOnAVX2OnlyCPU runs the greedy tests, token for token against the
// tokens the plain run holds to the reference forward pass
// (testdata/greedy.golden) in every weight and compute dtype, again on an
// emulated CPU with AVX2 and no AVX-512. Emulated, they take minutes, so
// only make test-avx2 asks for them (make test reruns the kernel and
// refexec tests that way).
func TestOnAVX2OnlyCPU(t *testing.T) {
	if os.Getenv("XLACHAT_EMULATE_GREEDY") != "1" {
		t.Skip("the greedy tests on an emulated AVX2-only CPU take minutes: make test-avx2 runs them")
	}
	emulated.Rerun(t, "GreedyMatchesReference")
}

// TestGreedyWithoutAVX512 runs the greedy tests again natively with the
// AVX-512 kernels turned off, so that every product takes its AVX2 path
// (bf16 compute emulated with AVX2, quantized weights widened with AVX2):
// token for token against the tokens the plain run holds to the reference
// forward pass (testdata/greedy.golden), and the logits bit for bit
// against the golden digests, in seconds.
func TestGreedyWithoutAVX512(t *testing.T) {
	emulated.RerunWithoutAVX512(t, "GreedyMatchesReference|LogitsGolden")
}

// TestLogitsOnAVX2OnlyCPU checks the logits' bits (TestLogitsGolden) on
// the emulated AVX2-only CPU, in seconds, in every make test.
func TestLogitsOnAVX2OnlyCPU(t *testing.T) {
	emulated.Rerun(t, "LogitsGolden")
}
