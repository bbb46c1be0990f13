package kernel

import (
	"slices"
	"unsafe"
)

// This file lays x out for the tiles of int8 compute, which take four x
// rows against one weight row: in ymm registers (AVX2, AVX-VNNI) eight
// groups a block, in zmm ones (AVX512_VNNI) a chunk's 16. The row kernels
// (dot2x1Q8I4AVX2 and the like) sum each group's 32 products in four or
// eight dword lanes and must fold those lanes into one sum per group
// before scaling it: about as many operations as the products. The tiles
// transpose a block of weights in registers instead, one dword of each
// group to a lane, so that a lane sums a whole group by itself; the
// transpose costs once per weight row and serves four x rows. x, rounded
// once per product set, is laid out here to meet the transposed weights:
// per block, eight vectors of a dword a group, vector s's lane L holding
// the four x values that meet dword s of the block's weights in lane L.
//
// Every sum is the integer sum the row kernels form, scaled and added in
// the same f32 order, so the outputs are theirs bit for bit.

// The orders of a block's groups in a tile's lanes (lane L holds group
// sigma[L]), what the transposes leave. q8Sigma8 is the AVX2 q4 tile's:
// unpacking pairs of dwords and then of qwords of four vectors holding
// two groups each. q8Sigma16 is the AVX-512 q4 tile's 16 groups in four
// vectors of four, the unpacks working within 128-bit lanes (lane L
// holds group 4·(L mod 4) + L/4). q8Sigma16I8 is the AVX-512 int8
// tile's: eight vectors of two groups, unpacked twice and then their
// 128-bit lanes exchanged. The AVX2 int8 tile exchanges its halves too
// and keeps the groups in order (q8Natural8).
var (
	q8Sigma8    = []int{0, 2, 4, 6, 1, 3, 5, 7}
	q8Sigma16   = []int{0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15}
	q8Sigma16I8 = []int{0, 2, 4, 6, 1, 3, 5, 7, 8, 10, 12, 14, 9, 11, 13, 15}
	q8Natural8  = []int{0, 1, 2, 3, 4, 5, 6, 7}
)

// q8Tile4 is the first rows of a q8Rows (a multiple of four) in the tile
// layout: q per block as above; d and c one per group, each block's
// groups in the tile's order, the corrections as in the natural layout
// (one per group). Where that order is the groups' own (q8Natural8), d
// and c are the q8Rows' own.
type q8Tile4 struct {
	rows, k, g int
	q          []int8
	d          []float32
	c          []int32
	buf        *[]float32
}

// tile4Q8 lays out x's first rows for the tiles, in blocks of
// len(sigma) groups in the order sigma, as far as k's whole chunks of
// q8Chunk go: the tiles read no further (q8Job.tails adds the rest).
// Release it with p.putTile4Q8.
func (p *Pool) tile4Q8(x *q8Rows, sigma []int) *q8Tile4 {
	t := &q8Tile4{rows: x.m &^ 3, k: x.k, g: x.g}
	kw := x.k / q8Chunk * q8Chunk // elements in whole chunks
	inOrder := x.natural && slices.Equal(sigma, q8Natural8)
	words := t.rows * t.k / 4
	if !inOrder {
		words += 2 * t.rows * t.g
	}
	t.buf = p.getScratch(words)
	b := (*t.buf)[:words]
	t.q = unsafe.Slice((*int8)(unsafe.Pointer(&b[0])), t.rows*t.k)
	dst := unsafe.Slice((*int32)(unsafe.Pointer(&b[0])), t.rows*t.k/4)
	src := unsafe.Slice((*int32)(unsafe.Pointer(&x.q[0])), x.m*x.k/4)
	for i := range t.rows {
		row := dst[i*t.k/4 : i*t.k/4+kw/4]
		if x.natural {
			tile4RowNatural(row, src[i*t.k/4:(i+1)*t.k/4], sigma)
		} else {
			tile4RowLines(row, src[i*t.k/4:(i+1)*t.k/4], sigma)
		}
	}
	if inOrder {
		t.d, t.c = x.d, x.c
		return t
	}
	t.d = b[t.rows*t.k/4 : t.rows*t.k/4+t.rows*t.g]
	cw := b[t.rows*t.k/4+t.rows*t.g:]
	t.c = unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(cw))), t.rows*t.g)
	for i := range t.rows {
		r := i * t.g
		for b := 0; b < kw/q4Group; b += len(sigma) {
			for l, s := range sigma {
				grp := b + s
				t.d[r+b+l] = x.d[r+grp]
				if x.natural {
					t.c[r+b+l] = x.c[r+grp]
				} else {
					t.c[r+b+l] = x.c[i*16*x.lines+16*(grp/4)+4*(grp%4)]
				}
			}
		}
	}
	return t
}

// tile4RowLines lays out one row of x in the line order (q8Index) for
// the q4 tile: vector s of a block holds dword s%4 of the groups' even
// elements (s < 4) or odd ones, lane L from group sigma[L].
func tile4RowLines(dst, src []int32, sigma []int) {
	for b := 0; b < len(dst); b += 8 * len(sigma) {
		for s := range 8 {
			r, h := s%4, s/4
			for l, sg := range sigma {
				grp := b/8 + sg
				dst[b+len(sigma)*s+l] = src[32*(grp/4)+16*h+4*(grp%4)+r]
			}
		}
	}
}

// tile4RowNatural lays out one row of x in its natural order for the
// int8 tile: vector r of a block holds dword r of its groups, lane L
// from group sigma[L].
func tile4RowNatural(dst, src []int32, sigma []int) {
	for b := 0; b < len(dst); b += 8 * len(sigma) {
		for r := range 8 {
			for l, sg := range sigma {
				dst[b+len(sigma)*r+l] = src[b+8*sg+r]
			}
		}
	}
}

func (p *Pool) putTile4Q8(t *q8Tile4) { p.putScratch(t.buf) }

// tile4 computes x rows [i, i+4) of columns [j0, j1) with the tile.
func (t *q8Job) tile4(i, j0, j1 int) {
	x, k, g := t.tiles4, t.tiles4.k, t.tiles4.g
	_ = x.q[(i+4)*k-1]
	_ = x.d[(i+4)*g-1]
	_ = x.c[(i+4)*g-1]
	_ = t.d[(i+3)*t.n+j1-1]
	if t.i8 {
		tile := dotTile4Q8I8AVXVNNI
		if t.vnni {
			tile = dotTile4Q8I8AVX512
		}
		_ = t.w.I8[j1*k-1]
		_ = t.w.Scales[j1-1]
		for j := j0; j < j1; j++ {
			tile(&x.q[i*k], &x.d[i*g], &x.c[i*g], k, 4*g,
				&t.w.I8[j*k], &t.w.Scales[j], k/q8Chunk, &t.d[i*t.n+j], 4*t.n)
		}
		return
	}
	tile := dotTile4Q8I4AVX2
	switch {
	case t.vnni:
		tile = dotTile4Q8I4AVX512
	case t.avxvnni:
		tile = dotTile4Q8I4AVXVNNI
	}
	_ = t.w.I4[j1*k/2-1]
	_ = t.w.Scales16[j1*g-1]
	for j := j0; j < j1; j++ {
		tile(&x.q[i*k], &x.d[i*g], &x.c[i*g], k, 4*g,
			&t.w.I4[j*k/2], &t.w.Scales16[j*g], k/q8Chunk, &t.d[i*t.n+j], 4*t.n)
	}
}

// partialPanels reports whether a product has columns past its whole
// panels of amxBlock, which the AMX tiles leave to the other kernels.
func partialPanels(prods []Product) bool {
	for _, pr := range prods {
		if pr.N%amxBlock != 0 {
			return true
		}
	}
	return false
}
