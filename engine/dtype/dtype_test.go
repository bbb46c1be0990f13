package dtype

import (
	"math"
	"testing"
)

func TestBF16ToFloat32Exhaustive(t *testing.T) {
	for h := range 1 << 16 {
		if got := math.Float32bits(BF16ToFloat32(uint16(h))); got != uint32(h)<<16 {
			t.Fatalf("BF16ToFloat32(%#04x) = %#08x", h, got)
		}
	}
}

// f16Value is binary16's definition, in float64.
func f16Value(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp, mant := int(h>>10&0x1f), float64(h&0x3ff)
	switch exp {
	case 0x1f:
		if mant == 0 {
			return math.Inf(int(sign))
		}
		return math.NaN()
	case 0:
		return sign * math.Ldexp(mant, -24)
	}
	return sign * math.Ldexp(1+mant/1024, exp-15)
}

func TestF16ToFloat32Exhaustive(t *testing.T) {
	for h := range 1 << 16 {
		got, want := F16ToFloat32(uint16(h)), f16Value(uint16(h))
		switch {
		case math.IsNaN(want):
			if b := math.Float32bits(got); !math.IsNaN(float64(got)) || b&0x400000 == 0 || b>>31 != uint32(h)>>15 {
				t.Fatalf("F16ToFloat32(%#04x) = %#08x, want a quiet NaN of the same sign", h, b)
			}
		case float64(got) != want || math.Signbit(float64(got)) != math.Signbit(want):
			t.Fatalf("F16ToFloat32(%#04x) = %g, want %g", h, got, want)
		}
	}
}

func TestRoundBF16Table(t *testing.T) {
	cases := []struct {
		in   uint32
		want uint16
	}{
		{0x3f800000, 0x3f80}, // 1
		{0xbf800000, 0xbf80}, // -1
		{0x00000000, 0x0000},
		{0x80000000, 0x8000}, // -0 keeps its sign
		{0x3f808000, 0x3f80}, // tie, even below
		{0x3f818000, 0x3f82}, // tie, odd below: up
		{0x3f808001, 0x3f81}, // above tie
		{0x3f807fff, 0x3f80}, // below tie
		{0x7f7fffff, 0x7f80}, // max float rounds to inf
		{0x7f7f7fff, 0x7f7f},
		{0x7f800000, 0x7f80}, // inf
		{0xff800000, 0xff80},
		{0x00010000, 0x0001}, // subnormal, exact
		{0x00008000, 0x0000}, // subnormal tie to even (zero)
		{0x00018000, 0x0002}, // subnormal tie to even (up)
		{0x007fffff, 0x0080}, // largest subnormal rounds to smallest normal
		{0x7fc00000, 0x7fc0}, // quiet NaN
		{0x7f800001, 0x7fc0}, // signalling NaN, low payload: stays NaN
		{0xffc12345, 0xffc1},
	}
	for _, c := range cases {
		if got := RoundBF16(math.Float32frombits(c.in)); got != c.want {
			t.Errorf("RoundBF16(%#08x) = %#04x, want %#04x", c.in, got, c.want)
		}
	}
}

// TestRoundF16 checks every finite binary16 value round-trips, and that
// the points between neighbours round to nearest, ties to even.
func TestRoundF16(t *testing.T) {
	for h := range 0x7c00 { // positive finite values; the sign is symmetric
		v := F16ToFloat32(uint16(h))
		if got := RoundF16(v); got != uint16(h) {
			t.Fatalf("RoundF16(%g) = %#04x, want %#04x", v, got, h)
		}
		if got := RoundF16(-v); got != uint16(h)|0x8000 {
			t.Fatalf("RoundF16(%g) = %#04x, want %#04x", -v, got, uint16(h)|0x8000)
		}
		next := f16Value(uint16(h + 1)) // 0x7c00 is +inf, the next after the max
		mid := float32((f16Value(uint16(h)) + next) / 2)
		if uint16(h) == 0x7bff {
			mid = 65520 // the tie with 65536, the next power of two
		}
		even := uint16(h)
		if even&1 == 1 {
			even++
		}
		if got := RoundF16(mid); got != even {
			t.Fatalf("RoundF16(%g), the tie between %#04x and %#04x, = %#04x, want %#04x", mid, h, h+1, got, even)
		}
		if got := RoundF16(math.Nextafter32(mid, 0)); got != uint16(h) {
			t.Fatalf("RoundF16 just below the tie after %#04x = %#04x", h, got)
		}
		if got := RoundF16(math.Nextafter32(mid, float32(math.Inf(1)))); got != uint16(h+1) {
			t.Fatalf("RoundF16 just above the tie after %#04x = %#04x", h, got)
		}
	}
	if got := RoundF16(float32(math.NaN())); got&0x7e00 != 0x7e00 {
		t.Errorf("RoundF16(NaN) = %#04x, want a quiet NaN", got)
	}
}

func TestParse(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want DType
	}{
		{"f32", F32}, {"F32", F32}, {"float32", F32}, {"BF16", BF16}, {"bfloat16", BF16},
		{"half", F16}, {"i32", I32}, {"I64", I64}, {"BOOL", Bool}, {"i1", Bool},
	} {
		if got, err := Parse(tt.in); err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
		if got := tt.want.String(); got == "" {
			t.Errorf("%d has no name", tt.want)
		}
	}
	if _, err := Parse("f8"); err == nil {
		t.Error("Parse(f8) succeeded")
	}
	if _, err := ParseFloat("i32"); err == nil {
		t.Error("ParseFloat(i32) succeeded")
	}
}

// TestConfigNames: each choice's parser takes exactly the names its list
// gives, the names the configuration documents, and its error lists them.
func TestConfigNames(t *testing.T) {
	for _, tt := range []struct {
		parse func(string) (DType, error)
		names []string
		want  []DType
		bad   []string
		err   string
	}{
		{ParseWeight, WeightNames(), []DType{F32, BF16, F16, I8, I4}, []string{"", "I8", "i8", "int4", "Q4", "float16", "i32", "q8"},
			`unsupported weight dtype "q8" (want f32, bf16, f16, int8 or q4)`},
		{ParseCompute, ComputeNames(), []DType{F32, BF16, I8}, []string{"", "f16", "i8", "F32"},
			`unsupported compute dtype "F32" (want f32, bf16 or int8)`},
		{ParseKV, KVNames(), []DType{F32, BF16, F16}, []string{"", "int8", "q4", "fp16"},
			`unsupported KV cache dtype "fp16" (want f32, bf16 or f16)`},
	} {
		if len(tt.names) != len(tt.want) {
			t.Fatalf("names %v, want dtypes %v", tt.names, tt.want)
		}
		for i, name := range tt.names {
			got, err := tt.parse(name)
			if err != nil || got != tt.want[i] || got.WeightName() != name {
				t.Errorf("parse(%q) = %v (named %q), %v; want %v", name, got, got.WeightName(), err, tt.want[i])
			}
		}
		var err error
		for _, bad := range tt.bad {
			if _, err = tt.parse(bad); err == nil {
				t.Errorf("parse(%q) succeeded", bad)
			}
		}
		if err == nil || err.Error() != tt.err {
			t.Errorf("error %v, want %q", err, tt.err)
		}
	}
}

func TestOrList(t *testing.T) {
	for _, tt := range []struct {
		in   []string
		want string
	}{
		{nil, ""}, {[]string{"a"}, "a"}, {[]string{"a", "b"}, "a or b"}, {[]string{"a", "b", "c"}, "a, b or c"},
	} {
		if got := OrList(tt.in); got != tt.want {
			t.Errorf("OrList(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestBytes(t *testing.T) {
	for _, tt := range []struct {
		dt   DType
		n    int64
		want int64
	}{
		{F32, 3, 12}, {BF16, 3, 6}, {I8, 5, 5}, {I4, 4, 2}, {I4, 5, 3}, {I4, 0, 0}, {I64, 2, 16},
	} {
		if got := tt.dt.Bytes(tt.n); got != tt.want {
			t.Errorf("%v.Bytes(%d) = %d, want %d", tt.dt, tt.n, got, tt.want)
		}
	}
	if !I8.IsQuantized() || !I4.IsQuantized() || BF16.IsQuantized() {
		t.Error("IsQuantized: want exactly I8 and I4")
	}
	if I8.SafetensorsName() != "I8" || I4.SafetensorsName() != "" {
		t.Errorf("safetensors names: I8 %q, I4 %q", I8.SafetensorsName(), I4.SafetensorsName())
	}
}

func TestNibble(t *testing.T) {
	b := []byte{0x7f, 0x08, 0xe1}
	for i, want := range []int8{-1, 7, -8, 0, 1, -2} {
		if got := Nibble(b, i); got != want {
			t.Errorf("Nibble(%x, %d) = %d, want %d", b, i, got, want)
		}
	}
}
