package kernel

import "unsafe"

// This file is bf16 compute on AMX-BF16 tiles (Intel Xeon since Sapphire
// Rapids), where a Pool allows it (Pool.SetBF16Tiles). TDPBF16PS
// multiplies 16 weight rows by 16 x rows, 32 elements at a time, into
// 256 f32 sums: bf16 operands and f32 sums, as bf16 compute states, but
// rounded in the tiles' own order, not the one order of doc.go's "bf16
// compute" (measured on Emerald Rapids: the sums match no order of
// f32 additions tried, so no other path can reproduce them). Prefill
// products of dpAMXMinRows rows or more then differ in their last bits
// from the same products on a machine without the tiles, and from the
// same rows computed one at a time, as decode does. In exchange one
// instruction does the work of 16 VDPBF16PS.
//
// x, rounded once per product set, goes to dpTiles: per block of 16
// rows and per step of 32 elements, 16 rows of 16 dwords, dword n of
// row r holding x row n's elements 2r and 2r+1 of the step (the pairs
// the instruction multiplies together). Weight rows are the A operand
// as they lie, bf16 read in place or the rounded rows of a panel. Each
// call sums every step in its C tiles and stores them once.

const (
	// dpAMXMinRows is the fewest x rows bf16 compute takes to the tiles.
	// A block of fewer than 16 rows costs as much as a whole one, and
	// still beats the FMA tiles from four rows on (Emerald Rapids,
	// 2048×8192, GFLOP/s on the tiles against the FMA tiles: 4 rows
	// 136–164 against 118–136, 6 rows 228–235 against 169–184, 16 rows
	// 591–617 against 214–229). The tiles need panels, which bf16
	// weights read in place take from four rows on (dpPanelMinRows).
	dpAMXMinRows = 4
	// dpAMXCols is the weight rows one dpAMXBlock call takes.
	dpAMXCols = 2 * amxBlock
	// dpTileWords is one block's step in dpTiles: 16 rows of 16 dwords.
	dpTileWords = amxBlock * amxBlock
)

// amxDPConfig is dpAMXBlock's tile configuration (palette 1): eight
// tiles of 16 rows of 64 bytes.
var amxDPConfig = func() (c [amxConfigBytes]byte) {
	c[0] = 1
	for t := range 8 {
		c[16+2*t] = 4 * amxBlock
		c[48+t] = amxBlock
	}
	return c
}()

// SetBF16Tiles chooses whether bf16 compute's prefill products may run
// on AMX-BF16 tiles where the CPU has them (see bf16amx.go); by default
// they do not, so that every output is the one order's. It must not be
// called while a product runs.
func (p *Pool) SetBF16Tiles(on bool) { p.bf16Tiles = on && haveBF16AMX }

// BF16Tiles reports whether p runs bf16 compute's prefill on AMX tiles.
func (p *Pool) BF16Tiles() bool { return p.bf16Tiles }

// dpTiles is x's packed rows as the tiles' B operand.
type dpTiles struct {
	blocks, steps int
	b             []uint32
	buf           *[]float32
}

// tilesDP lays out the m packed rows of x (ldx apart, kp long) for the
// tiles, a block per parallel piece; rows past m are zeros. Release it
// with p.putTilesDP.
func (p *Pool) tilesDP(x []uint16, m, ldx, kp int) *dpTiles {
	t := &dpTiles{blocks: (m + amxBlock - 1) / amxBlock, steps: kp / dpBlock}
	words := t.blocks * t.steps * dpTileWords
	t.buf = p.getScratch(words)
	t.b = unsafe.Slice((*uint32)(unsafe.Pointer(&(*t.buf)[0])), words)
	p.run(t.blocks, func(blk int) { t.fill(x, m, ldx, blk) })
	return t
}

func (p *Pool) putTilesDP(t *dpTiles) { p.putScratch(t.buf) }

// block is block blk's first step.
func (t *dpTiles) block(blk int) *uint32 { return &t.b[blk*t.steps*dpTileWords] }

// fill lays out block blk: step s's tile holds, at row r and column n,
// the dword r of the step in x row n. It writes a tile at a time, so
// that each stays in L1 while its 16 rows' lines arrive.
func (t *dpTiles) fill(x []uint16, m, ldx, blk int) {
	b := t.b[blk*t.steps*dpTileWords : (blk+1)*t.steps*dpTileWords]
	var rows [amxBlock][]uint32
	present := min(amxBlock, m-blk*amxBlock)
	for n := range present {
		i := blk*amxBlock + n
		rows[n] = unsafe.Slice((*uint32)(unsafe.Pointer(&x[i*ldx])), t.steps*amxBlock)
	}
	for s := range t.steps {
		tile := (*[dpTileWords]uint32)(b[s*dpTileWords:])
		for n := range present {
			src := (*[amxBlock]uint32)(rows[n][s*amxBlock:])
			for r, v := range src {
				tile[r*amxBlock+n] = v
			}
		}
		for n := present; n < amxBlock; n++ {
			for r := range amxBlock {
				tile[r*amxBlock+n] = 0
			}
		}
	}
}

// amxPanel is panel on the tiles: the whole groups of 32 columns of the
// panel wp (columns j0.., rows of them) for every x row, two blocks of x
// at a time; the columns left over go through dots. (Taking k in blocks,
// so that x's tiles stay in L2 at k = 8192, measured no faster.)
func (t *dprob) amxPanel(p *Pool, wp []uint16, j0, rows int) {
	groups := rows / dpAMXCols
	tl := t.amx
	if groups > 0 {
		buf := p.getScratch(4 * dpTileWords)
		defer p.putScratch(buf)
		out := *buf
		_ = wp[(groups*dpAMXCols-1)*t.ldw+t.kp-1]
		for blk := 0; blk < tl.blocks; blk += 2 {
			var x1 *uint32
			if blk+1 < tl.blocks {
				x1 = tl.block(blk + 1)
			}
			for g := range groups {
				dpAMXBlock(&amxDPConfig[0], &wp[g*dpAMXCols*t.ldw], 2*t.ldw, tl.block(blk), x1, tl.steps, &out[0])
				t.amxStore(out, blk, j0+g*dpAMXCols)
			}
		}
	}
	jj := groups * dpAMXCols
	if jj == rows {
		return
	}
	for i := range t.m {
		t.dots(t.xrow(i), wp[jj*t.ldw:], t.d[i*t.n+j0+jj:i*t.n+j0+rows])
	}
}

// amxStore puts dpAMXBlock's outputs for x blocks blk and blk+1 and
// columns j.. into dst.
func (t *dprob) amxStore(out []float32, blk, j int) {
	for xb := blk; xb < min(blk+2, t.amx.blocks); xb++ {
		rows := min(amxBlock, t.m-xb*amxBlock)
		for half := range 2 {
			c := out[(2*half+xb-blk)*dpTileWords:]
			_ = c[dpTileWords-1]
			_ = t.d[(xb*amxBlock+rows-1)*t.n+j+(half+1)*amxBlock-1]
			amxStoreRows(&c[0], &t.d[xb*amxBlock*t.n+j+half*amxBlock], t.n, rows)
		}
	}
}
