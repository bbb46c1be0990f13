//go:build !amd64 || purego

package kernel

func selectScaleMaxAVX512(out, raw *float32, mask *bool, scaled int, scale, fill, init float32, n16 int) (m float32, nan bool) {
	panic("unreachable")
}
func divF32AVX512(x *float32, d float32, n16 int) { panic("unreachable") }
