package dtype

import "math"

// BF16ToFloat32 widens one bf16 bit pattern: bf16 is the high half of a binary32.
func BF16ToFloat32(h uint16) float32 { return math.Float32frombits(uint32(h) << 16) }

// F16ToFloat32 widens one IEEE binary16 bit pattern exactly. A signalling NaN is
// returned quiet (quiet bit set, payload kept), as VCVTPH2PS does, so both
// code paths agree bit for bit.
func F16ToFloat32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch {
	case exp == 0x1f:
		if mant == 0 {
			return math.Float32frombits(sign | 0x7f800000)
		}
		return math.Float32frombits(sign | 0x7fc00000 | mant<<13)
	case exp != 0:
		return math.Float32frombits(sign | (exp+112)<<23 | mant<<13)
	case mant == 0:
		return math.Float32frombits(sign)
	}
	// Subnormal: shift the leading one into the implicit position.
	e := uint32(113)
	for mant&0x400 == 0 {
		mant <<= 1
		e--
	}
	return math.Float32frombits(sign | e<<23 | (mant&0x3ff)<<13)
}

// RoundBF16 rounds to nearest, ties to even. NaNs keep sign and high payload and
// get the quiet bit, so a NaN whose payload lives only in the low 16 bits
// does not turn into infinity.
func RoundBF16(f float32) uint16 {
	b := math.Float32bits(f)
	if b&0x7fffffff > 0x7f800000 {
		return uint16(b>>16) | 0x40
	}
	return uint16((b + 0x7fff + (b>>16)&1) >> 16)
}

// RoundF16 rounds to nearest, ties to even, with gradual underflow and overflow
// to infinity. NaNs are returned quiet with the high payload bits, matching
// VCVTPS2PH.
func RoundF16(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23) & 0xff
	mant := b & 0x7fffff
	if exp == 0xff {
		if mant != 0 {
			return sign | 0x7e00 | uint16(mant>>13)
		}
		return sign | 0x7c00
	}
	e := exp - 127 + 15
	if e >= 0x1f {
		return sign | 0x7c00
	}
	if e <= 0 {
		// Subnormal or zero result: the 24-bit significand scaled to
		// units of 2^-24.
		shift := uint(14 - e)
		if shift > 24 {
			return sign
		}
		full := mant | 0x800000
		r := full >> shift
		rem := full & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rem > half || rem == half && r&1 == 1 {
			r++
		}
		return sign | uint16(r)
	}
	r := uint32(e)<<10 | mant>>13
	rem := mant & 0x1fff
	if rem > 0x1000 || rem == 0x1000 && r&1 == 1 {
		r++ // a carry into the exponent is the correct rounding, up to inf
	}
	return sign | uint16(r)
}

// Nibble is element i of packed I4 data (two a byte, the lower-indexed in
// the low nibble), sign-extended.
func Nibble(b []byte, i int) int8 {
	return int8(b[i/2]>>(4*(i%2))<<4) >> 4
}
