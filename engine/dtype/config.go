package dtype

import (
	"fmt"
	"strings"
)

// The configuration names three choices of dtype: the graphs' weights
// (generation.weight_dtype, --weight-dtype, bench --dtypes), the weight
// products' operands (compute_dtype) and the KV cache (kv_dtype). Each
// choice's names are listed once, here: the parsers accept exactly them,
// and every message that lists the valid names is made from them, so the
// config check, Open and bench cannot come to disagree.

// configName is one name the configuration gives a dtype.
type configName struct {
	name string
	dt   DType
}

var (
	weightNames  = []configName{{"f32", F32}, {"bf16", BF16}, {"f16", F16}, {"int8", I8}, {"q4", I4}}
	computeNames = []configName{{"f32", F32}, {"bf16", BF16}, {"int8", I8}}
	kvNames      = []configName{{"f32", F32}, {"bf16", BF16}, {"f16", F16}}
)

// WeightNames are the weight dtypes' names, as ParseWeight takes them:
// the float types, "int8" (I8, one scale per output channel) and "q4"
// (I4, one scale per group of 32 inputs).
func WeightNames() []string { return namesOf(weightNames) }

// ComputeNames are the compute dtypes' names: "f32", "bf16" (bf16
// operands, f32 sums) and "int8" (activations rounded to int8, integer
// products with int8 or q4 weights).
func ComputeNames() []string { return namesOf(computeNames) }

// CheckPair reports whether compute dtype c can take weights of dtype w:
// int8 compute multiplies the rounded activations with integer weights,
// int8 or q4, exactly, so float weights cannot pair with it.
func CheckPair(w, c DType) error {
	if c == I8 && w != I8 && w != I4 {
		return fmt.Errorf("compute dtype int8 needs weight dtype int8 or q4, not %s", w.WeightName())
	}
	return nil
}

// KVNames are the KV cache dtypes' names.
func KVNames() []string { return namesOf(kvNames) }

// ParseWeight is the weight dtype named s, one of WeightNames.
func ParseWeight(s string) (DType, error) { return parseName(weightNames, "weight dtype", s) }

// ParseCompute is the compute dtype named s, one of ComputeNames.
func ParseCompute(s string) (DType, error) { return parseName(computeNames, "compute dtype", s) }

// ParseKV is the KV cache dtype named s, one of KVNames.
func ParseKV(s string) (DType, error) { return parseName(kvNames, "KV cache dtype", s) }

func parseName(names []configName, what, s string) (DType, error) {
	for _, n := range names {
		if n.name == s {
			return n.dt, nil
		}
	}
	return 0, fmt.Errorf("unsupported %s %q (want %s)", what, s, OrList(namesOf(names)))
}

func namesOf(names []configName) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n.name
	}
	return out
}

// OrList writes names as a sentence offers a choice: "f32, bf16 or int8".
func OrList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
