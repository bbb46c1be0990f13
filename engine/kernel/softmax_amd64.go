//go:build amd64 && !purego

package kernel

//go:noescape
func selectScaleMaxAVX512(out, raw *float32, mask *bool, scaled int, scale, fill, init float32, n16 int) (m float32, nan bool)

//go:noescape
func divF32AVX512(x *float32, d float32, n16 int)
