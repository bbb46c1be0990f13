package kernel

// level selects an implementation of the kernels. The exported functions use
// bestLevel; tests run every level the CPU supports.
type level uint8

const (
	portable level = iota // Go loops, any architecture
	avx2                  // amd64 AVX2+FMA+F16C: decode kernels and conversions
	avx512                // amd64 AVX-512 F/VL/BW: all kernels
	neon                  // arm64 Advanced SIMD: f32 and bf16 weight products
)

// x86 reports whether l is one of the amd64 levels, whose conversion,
// quantized and element-wise kernels the other levels do not have.
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
