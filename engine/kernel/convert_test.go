package kernel

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"xlachat/engine/dtype"
)

// paths lists the implementations testable in this build and CPU.
func paths() []level {
	l := []level{portable}
	if haveAVX2 {
		l = append(l, avx2)
	}
	if haveAVX512 {
		l = append(l, avx512)
	}
	if haveNEON {
		l = append(l, neon)
	}
	return l
}

func TestBF16ToF32Exhaustive(t *testing.T) {
	src := make([]uint16, 1<<16+5) // odd length exercises the scalar tail
	for i := range src {
		src[i] = uint16(i)
	}
	for _, asm := range paths() {
		dst := make([]float32, len(src))
		bf16ToF32(dst, src, asm)
		for i, h := range src {
			if got, want := math.Float32bits(dst[i]), uint32(h)<<16; got != want {
				t.Fatalf("%s: bf16 %#04x -> %#08x, want %#08x", asm.String(), h, got, want)
			}
		}
	}
}

// f16Value is an independent float64 model of a binary16 value.
func f16Value(h uint16) float64 {
	s := 1.0
	if h&0x8000 != 0 {
		s = -1
	}
	e := int(h>>10) & 0x1f
	m := float64(h & 0x3ff)
	switch e {
	case 0:
		return s * m * math.Ldexp(1, -24)
	case 0x1f:
		if m == 0 {
			return s * math.Inf(1)
		}
		return math.NaN()
	}
	return s * (1 + m/1024) * math.Ldexp(1, e-15)
}

func TestF16ToF32Exhaustive(t *testing.T) {
	src := make([]uint16, 1<<16+3)
	for i := range src {
		src[i] = uint16(i)
	}
	for _, asm := range paths() {
		dst := make([]float32, len(src))
		f16ToF32(dst, src, asm)
		for i, h := range src {
			got := dst[i]
			want := f16Value(h)
			if math.IsNaN(want) {
				b := math.Float32bits(got)
				// NaN, same sign, quiet, payload kept in the high bits.
				if !math.IsNaN(float64(got)) || b>>31 != uint32(h>>15) ||
					b&0x400000 == 0 || (b>>13)&0x1ff != uint32(h)&0x1ff {
					t.Fatalf("%s: f16 %#04x -> %#08x, want quiet NaN", asm.String(), h, b)
				}
				continue
			}
			if float64(got) != want || math.Signbit(float64(got)) != (h&0x8000 != 0) {
				t.Fatalf("%s: f16 %#04x -> %v, want %v", asm.String(), h, got, want)
			}
		}
	}
}

func TestF32ToBF16RoundTrip(t *testing.T) {
	for h := range 1 << 16 {
		if h&0x7fff > 0x7f80 {
			continue // NaN are quieted
		}
		dst := make([]uint16, 1)
		F32ToBF16(dst, []float32{dtype.BF16ToFloat32(uint16(h))})
		if dst[0] != uint16(h) {
			t.Fatalf("bf16 %#04x round trips to %#04x", h, dst[0])
		}
	}
}

func TestF32ToF16Table(t *testing.T) {
	f := func(v float64) uint32 { return math.Float32bits(float32(v)) }
	cases := []struct {
		in   uint32
		want uint16
	}{
		{f(1), 0x3c00},
		{f(-2), 0xc000},
		{0x80000000, 0x8000},
		{f(65504), 0x7bff},               // max finite
		{f(65519), 0x7bff},               // below the tie
		{f(65520), 0x7c00},               // tie with 65536: even is inf
		{f(1e9), 0x7c00},                 // overflow
		{f(1 + 1.0/2048), 0x3c00},        // tie, even below
		{f(1 + 3.0/2048), 0x3c02},        // tie, odd below: up
		{f(1 + 1.0/2048 + 1e-7), 0x3c01}, // above tie
		{f(math.Ldexp(1, -14)), 0x0400},  // smallest normal
		{f(math.Ldexp(1, -24)), 0x0001},  // smallest subnormal
		{f(math.Ldexp(1, -25)), 0x0000},  // tie to even: zero
		{f(math.Ldexp(3, -26)), 0x0001},  // 0.75 unit: up
		{f(math.Ldexp(3, -25)), 0x0002},  // 1.5 units, tie: even is 2
		{f(math.Ldexp(5, -25)), 0x0002},  // 2.5 units, tie: even is 2
		{f(math.Ldexp(1023, -24)), 0x03ff},
		{f(math.Ldexp(2047, -25)), 0x0400}, // 1023.5 units: to normal
		{f(-math.Ldexp(1, -26)), 0x8000},
		{f(1e-10), 0x0000},
		{0x00000001, 0x0000}, // f32 subnormal
		{0x7f800000, 0x7c00},
		{0xff800000, 0xfc00},
		{0x7fc00000, 0x7e00},
		{0x7f802000, 0x7e01}, // signalling NaN: quieted, payload kept
		{0xffffe000, 0xffff},
	}
	for _, asm := range paths() {
		src := make([]float32, 16*len(cases)+1)
		for i := range src {
			src[i] = math.Float32frombits(cases[i%len(cases)].in)
		}
		dst := make([]uint16, len(src))
		f32ToF16(dst, src, asm)
		for i, got := range dst {
			c := cases[i%len(cases)]
			if got != c.want {
				t.Errorf("%s: F32ToF16(%#08x) = %#04x, want %#04x", asm.String(), c.in, got, c.want)
			}
		}
	}
}

func TestF32ToF16RoundTripAndPaths(t *testing.T) {
	// Every finite f16 value round trips exactly.
	for h := range 1 << 16 {
		if h&0x7fff > 0x7c00 {
			continue
		}
		if got := dtype.RoundF16(dtype.F16ToFloat32(uint16(h))); got != uint16(h) {
			t.Fatalf("f16 %#04x round trips to %#04x", h, got)
		}
	}
	// Random bit patterns, weighted towards the f16 range: the portable
	// and assembly conversions agree bit for bit, and the portable one is
	// a nearest value.
	r := rand.New(rand.NewPCG(1, 2))
	src := make([]float32, 1<<20)
	for i := range src {
		b := r.Uint32()
		if i%2 == 0 {
			b = b&0x80ffffff | (0x30+r.Uint32N(0x20))<<24&0x7f000000
		}
		src[i] = math.Float32frombits(b)
	}
	ref := make([]uint16, len(src))
	f32ToF16(ref, src, portable)
	for i, h := range ref {
		v := float64(src[i])
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) >= 65520 {
			continue
		}
		got := f16Value(h)
		for _, nb := range []uint16{h - 1, h + 1} {
			if nb&0x7fff >= 0x7c00 {
				continue
			}
			if math.Abs(f16Value(nb)-v) < math.Abs(got-v) {
				t.Fatalf("F32ToF16(%v) = %#04x, but %#04x is nearer", v, h, nb)
			}
		}
	}
	for _, lv := range paths()[1:] {
		got := make([]uint16, len(src))
		f32ToF16(got, src, lv)
		for i := range got {
			if got[i] != ref[i] {
				t.Fatalf("F32ToF16(%#08x): %s %#04x, go %#04x", math.Float32bits(src[i]), lv, got[i], ref[i])
			}
		}
	}
}

// TestBlockLayouts checks that every path stores x rows in the split
// layout (against splitRow, the loop spelled out) and in the q4 order
// (against q4Element), the lengths covering no whole block, whole blocks
// and tails.
func TestBlockLayouts(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, k := range []int{5, 32, 37, 96, 1000, 2048} {
		x := randF32(r, k)
		split := make([]float32, k)
		splitRow(split, x)
		q4 := slices.Clone(x)
		for b := 0; b+32 <= k; b += 32 {
			for p := range 32 {
				q4[b+p] = x[b+q4Element(p)]
			}
		}
		for _, c := range []struct {
			name string
			o    *blockLayout
			want []float32
		}{{"split", splitLayout, split}, {"q4", q4Layout, q4}} {
			for _, lv := range paths() {
				got := make([]float32, k)
				c.o.store(got, x, lv)
				if !slices.Equal(got, c.want) {
					t.Errorf("%s k=%d %s: %v, want %v", c.name, k, lv, got[:min(k, 40)], c.want[:min(k, 40)])
				}
			}
		}
	}
}
