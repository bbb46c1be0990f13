package kernel

// level selects an implementation of the kernels. The exported functions use
// bestLevel; tests run every level the CPU supports.
type level uint8

const (
	portable level = iota // Go loops, any architecture
	avx2                  // amd64 AVX2+FMA+F16C: decode kernels and conversions
	avx512                // amd64 AVX-512 F/VL/BW: all kernels
)

func (l level) String() string {
	switch l {
	case avx2:
		return "avx2"
	case avx512:
		return "avx512"
	}
	return "go"
}
