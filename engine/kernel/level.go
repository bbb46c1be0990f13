package kernel

// level selects an implementation of the kernels. The exported functions use
// bestLevel; tests run every level the CPU supports.
type level uint8

const (
	portable level = iota // Go loops, any architecture
	avx2                  // amd64 AVX2+FMA+F16C: decode kernels and conversions
	avx512                // amd64 AVX-512 F/VL/BW: all kernels
	neon                  // arm64 Advanced SIMD: products, widening, SDOT for int8 compute
)

// x86 reports whether l is one of the amd64 levels: the callers of amd64
// kernels that have no NEON twin (the decode streams, int8 compute's,
// f32 to f16) check it.
func (l level) x86() bool { return l == avx2 || l == avx512 }

func (l level) String() string {
	switch l {
	case avx2:
		return "avx2"
	case avx512:
		return "avx512"
	case neon:
		return "neon"
	}
	return "go"
}

// Fused reports whether this build and CPU run the assembly kernels, which
// fuse every multiply-add of a product in the canonical order and so give
// the same bits on every such CPU, amd64 or arm64; the portable loops
// round each product first (see the package documentation).
func Fused() bool { return bestLevel != portable }

// Kernels names the kernels this build and CPU run, for reports: the
// level ("avx512", "avx2", "neon" or "go"), then the extensions the
// products use beside it ("+bf16" for AVX512_BF16, "+vnni" for
// AVX512_VNNI or, at "avx2", AVX-VNNI, "+sdot" for Arm's dot product,
// "+amx" for AMX tiles: int8 compute's, and bf16 compute's where a Pool
// allows them).
func Kernels() string {
	s := bestLevel.String()
	for _, x := range []struct {
		has  bool
		name string
	}{{haveBF16DP, "+bf16"}, {q8VNNI(bestLevel), "+vnni"}, {haveSDOT, "+sdot"}, {haveQ8AMX || haveBF16AMX, "+amx"}} {
		if x.has {
			s += x.name
		}
	}
	return s
}
