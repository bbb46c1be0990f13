package kernel

import "unsafe"

// This file is int8 compute on AMX-INT8 tiles (Intel Xeon since Sapphire
// Rapids). TDPBSSD multiplies a tile of 16 weight rows by 16 x rows, one
// group of 32 elements at a time, into 256 int32 sums: the same exact
// sums the VNNI kernels form, which is why AMX may serve here and not in
// bf16 compute, whose tile instruction rounds in an order of its own.
// Each sum is then scaled and added into its output's lane in the
// canonical f32 order, so every output is bit for bit that of every
// other path. One instruction does what takes the VNNI tile some 60, so
// it pays wherever the weights are reused: in prefill, not in decode.
//
// The operands are laid out for the tiles. x, rounded once per product
// set, goes to q8Tiles: per block of 16 rows and per group, 8 rows of 16
// dwords, dword n of row r holding four of x row n's values. Each
// worker widens its weight rows' nibbles into int8 (unpackQ4AMX) and
// their f16 scales into f32 (f16ToF32), laid out by group, once per
// product; x's blocks then pass over them. Within a group both operands
// take its even elements first and its odd ones after, the order of x's
// line layout and of the nibbles' halves, so neither needs a shuffle.
// int8 weights need no widening: the tiles load them in place, and x,
// rounded in its natural order for them, meets them in that order.

const (
	// amxBlock is a tile's 16 rows: x rows per block, outputs per panel.
	amxBlock = 16
	// amxMinRows is the fewest x rows AMX takes: each panel's weights are
	// widened for the tiles, paid back by the blocks of x passing over
	// them (on Emerald Rapids, 16 rows ran at 0.8-0.9x the VNNI tile's
	// speed, 50 at 1.4x, 256 at 2.1-2.4x).
	amxMinRows = 32
	// amxGroups is the multiple of groups q8AMXBlock takes: its lanes'
	// passes run two groups at a time, in separate tiles.
	amxGroups = 2 * amxBlock
	// amxScratch is q8AMXBlock's scratch in words: two C tiles, the 16
	// lanes of its 256 outputs, then the folded outputs.
	amxScratch     = (2*1024 + 16*1024 + 1024) / 4
	amxScratchOut  = (2*1024 + 16*1024) / 4
	amxTileDwords  = 8 * amxBlock // one group of one block's x rows
	amxConfigBytes = 64
)

// amxQ8Config is q8AMXBlock's tile configuration (palette 1): tiles 0-2
// and 3-5 are each a C (16 rows of 16 int32), an A (16 rows of one
// group's 32 weights) and a B (8 rows of 16 x rows' dwords).
var amxQ8Config = func() (c [amxConfigBytes]byte) {
	c[0] = 1
	tile := func(t, rows, bytes int) {
		c[16+2*t], c[16+2*t+1] = byte(bytes), byte(bytes>>8)
		c[48+t] = byte(rows)
	}
	for _, first := range []int{0, 3} {
		tile(first, amxBlock, 4*amxBlock)
		tile(first+1, amxBlock, q4Group)
		tile(first+2, q4Group/4, 4*amxBlock)
	}
	return c
}()

// q8AMXFits reports whether AMX, when usable, takes m x rows of k.
func q8AMXFits(m, k int) bool { return m >= amxMinRows && k%(amxGroups*q4Group) == 0 }

// q8Tiles is x's rounded rows as the tiles' B operand.
type q8Tiles struct {
	blocks, g int
	b         []uint32  // per block and group: 8 rows of 16 dwords
	d         []float32 // per block and group: the 16 rows' scales
	buf       *[]float32
}

// tilesQ8 lays out r for the tiles, a block per parallel piece; rows past
// r's last are zeros. Release it with p.putTilesQ8.
func (p *Pool) tilesQ8(r *q8Rows) *q8Tiles {
	t := &q8Tiles{blocks: (r.m + amxBlock - 1) / amxBlock, g: r.g}
	per := t.g * (amxTileDwords + amxBlock)
	t.buf = p.getScratch(t.blocks * per)
	b := (*t.buf)[:t.blocks*per]
	t.b = unsafe.Slice((*uint32)(unsafe.Pointer(&b[0])), t.blocks*t.g*amxTileDwords)
	t.d = b[t.blocks*t.g*amxTileDwords:]
	p.run(t.blocks, func(blk int) { t.fill(r, blk) })
	return t
}

func (p *Pool) putTilesQ8(t *q8Tiles) { p.putScratch(t.buf) }

// fill lays out block blk. Group gi of a row is, in the line order, 16
// even elements at byte 16·(gi%4) of its line of 128 and the odd ones
// 64 bytes on (q8Index); the tile's rows 0-3 take the evens, 4-7 the odds.
// In the natural order (int8 weights) the tile's rows take the group's
// dwords in turn. It writes a group's tile at a time, so that each stays
// in L1 while its 16 rows' words arrive.
func (t *q8Tiles) fill(r *q8Rows, blk int) {
	g, words := t.g, r.k/4
	b := t.b[blk*g*amxTileDwords : (blk+1)*g*amxTileDwords]
	d := t.d[blk*g*amxBlock : (blk+1)*g*amxBlock]
	var rows [amxBlock][]uint32
	present := min(amxBlock, r.m-blk*amxBlock)
	for n := range present {
		i := blk*amxBlock + n
		rows[n] = unsafe.Slice((*uint32)(unsafe.Pointer(&r.q[i*r.k])), words)
	}
	for gi := range g {
		tile := (*[amxTileDwords]uint32)(b[gi*amxTileDwords:])
		for n := range present {
			q := rows[n]
			if r.natural {
				for row, v := range (*[q4Group / 4]uint32)(q[gi*q4Group/4:]) {
					tile[row*amxBlock+n] = v
				}
			} else {
				e := gi/4*(q8Line/4) + gi%4*4
				for row := range 4 {
					tile[row*amxBlock+n] = q[e+row]
					tile[(4+row)*amxBlock+n] = q[e+q8Line/8+row]
				}
			}
			d[gi*amxBlock+n] = r.d[(blk*amxBlock+n)*g+gi]
		}
		for n := present; n < amxBlock; n++ {
			for row := range amxTileDwords / amxBlock {
				tile[row*amxBlock+n] = 0
			}
			d[gi*amxBlock+n] = 0
		}
	}
}

// amxColumns computes, for every x row, the columns of the whole panels
// of 16 in [j0, j1), and returns the first column it leaves.
func (t *q8Job) amxColumns(p *Pool, j0, j1 int) int {
	panels := (j1 - j0) / amxBlock
	if panels == 0 {
		return j0
	}
	x, tl, k, g := t.x, t.amx, t.x.k, t.x.g
	if t.i8 {
		return t.amxColumnsI8(p, j0, panels)
	}
	wWords, sWords := panels*amxBlock*k/4, panels*g*amxBlock
	buf := p.getScratch(wWords + sWords + amxBlock*g + amxScratch)
	defer p.putScratch(buf)
	w := unsafe.Slice((*int8)(unsafe.Pointer(&(*buf)[0])), panels*amxBlock*k)
	sw := (*buf)[wWords : wWords+sWords]
	wide := (*buf)[wWords+sWords : wWords+sWords+amxBlock*g]
	scratch := (*buf)[wWords+sWords+amxBlock*g : wWords+sWords+amxBlock*g+amxScratch]
	out := scratch[amxScratchOut:]
	_ = t.w.I4[(j0+panels*amxBlock)*k/2-1]
	_ = t.w.Scales16[(j0+panels*amxBlock)*g-1]
	for pn := range panels {
		j := j0 + pn*amxBlock
		unpackQ4AMX(&w[pn*amxBlock*k], &t.w.I4[j*k/2], k/2, k)
		// The panel's scales are one run of rows: widen them at once,
		// then lay them out by group.
		f16ToF32(wide, t.w.Scales16[j*g:(j+amxBlock)*g], t.lv)
		s := sw[pn*g*amxBlock : (pn+1)*g*amxBlock]
		for jj := range amxBlock {
			for gi, v := range wide[jj*g : (jj+1)*g] {
				s[gi*amxBlock+jj] = v
			}
		}
	}
	for blk := range tl.blocks {
		xb := (*int8)(unsafe.Pointer(&tl.b[blk*g*amxTileDwords]))
		rows := min(amxBlock, x.m-blk*amxBlock)
		for pn := range panels {
			q8AMXBlock(&amxQ8Config[0], &w[pn*amxBlock*k], q4Group, amxBlock*q4Group, xb, &tl.d[blk*g*amxBlock],
				&sw[pn*g*amxBlock], g, &scratch[0], &out[0])
			t.amxStore(out, blk, rows, j0+pn*amxBlock)
		}
	}
	return j0 + panels*amxBlock
}

// amxColumnsI8 is amxColumns for int8 weights, whose rows the tiles read
// in place: only the scales are laid out by group, each row's one scale
// in every group.
func (t *q8Job) amxColumnsI8(p *Pool, j0, panels int) int {
	x, tl, k, g := t.x, t.amx, t.x.k, t.x.g
	sWords := panels * g * amxBlock
	buf := p.getScratch(sWords + amxScratch)
	defer p.putScratch(buf)
	sw := (*buf)[:sWords]
	scratch := (*buf)[sWords : sWords+amxScratch]
	out := scratch[amxScratchOut:]
	_ = t.w.I8[(j0+panels*amxBlock)*k-1]
	for pn := range panels {
		s := sw[pn*g*amxBlock : (pn+1)*g*amxBlock]
		copy(s, t.w.Scales[j0+pn*amxBlock:j0+(pn+1)*amxBlock])
		for filled := amxBlock; filled < len(s); filled *= 2 {
			copy(s[filled:], s[:filled])
		}
	}
	for blk := range tl.blocks {
		xb := (*int8)(unsafe.Pointer(&tl.b[blk*g*amxTileDwords]))
		rows := min(amxBlock, x.m-blk*amxBlock)
		for pn := range panels {
			j := j0 + pn*amxBlock
			q8AMXBlock(&amxQ8Config[0], &t.w.I8[j*k], k, q4Group, xb, &tl.d[blk*g*amxBlock],
				&sw[pn*g*amxBlock], g, &scratch[0], &out[0])
			t.amxStore(out, blk, rows, j)
		}
	}
	return j0 + panels*amxBlock
}

// amxStore puts a block's outputs, out[jj*16+n] for x row n of block blk
// (rows of them) and output j+jj, into dst. (A loop in Go took a tenth of
// the tiles' time.)
func (t *q8Job) amxStore(out []float32, blk, rows, j int) {
	_ = out[amxBlock*amxBlock-1]
	_ = t.d[(blk*amxBlock+rows-1)*t.n+j+amxBlock-1]
	amxStoreRows(&out[0], &t.d[blk*amxBlock*t.n+j], t.n, rows)
}
