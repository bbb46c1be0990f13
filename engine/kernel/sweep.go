package kernel

import "xlachat/engine/dtype"

// This file schedules the batched f32 products of decode attention when the
// batch matrices of the large operand interleave row by row, as the kv
// heads of a slot-major KV cache [slots, heads, head_dim] do: batch b's row
// j starts at j*Row + b*Batch with Batch < Row. Giving each batch its own
// pass over such an operand reads head_dim floats out of every
// heads*head_dim, the whole cache once per batch, which runs at about half
// the memory bandwidth. Sweeping the rows in blocks instead, with every
// batch and every x row computed while a block is in L1, reads the cache
// once in address order. Only the loop order changes: each output is
// computed by exactly the arithmetic of the per-batch schedule.

// sweepRows is the number of operand rows in one block of a sweep. For a
// KV cache of 8 heads of 64 floats a block is 32 KiB, the size of L1.
const sweepRows = 16

// sweepAhead is how many blocks ahead of the one it computes a sweep asks
// for rows to be prefetched. The hardware prefetchers stop at every 4 KiB
// page, two rows of a KV cache, and a worker reads only part of each row.
// The kernels give the hint themselves, a row's lines between one row's
// FMAs and the next (axpy4RowsAVX512 always, dotRows16F32AVX512 where
// kernelPrefetches says it covers the block), so the prefetches spread out
// over the whole block. Given a batch at a time before the batch's part
// of the block was computed, they came in bursts that filled the miss
// queues, and the prefetch instructions themselves stalled: a third of a
// deep decode step's attention time. On the development VM, with the KV
// cache in DRAM (BenchmarkAttentionKVCache, runs alternated), the scores
// product read 25-30 GB/s and probabilities·V 26-34 with hints per batch,
// 30-34 and 37-47 with hints in the kernels; with none, 27 and 21. Two
// blocks ahead was no better than one.
const sweepAhead = 1

// interleaved reports whether the batch matrices of v interleave row by row
// (a shared matrix, Batch 0, counts: each block is then reused by every
// batch).
func interleaved(v Mat, batch int) bool { return batch > 1 && v.Batch < v.Row }

// sweepT computes the per-batch products probs, none of them panelled and
// each with n output columns, block by block over the n rows of their
// shared interleaved w.
func (p *Pool) sweepT(probs []*tprob, w Mat, n int) {
	blocks := (n + sweepRows - 1) / sweepRows
	chunks := min(blocks, chunksPerWorker*p.workers)
	inKernel := kernelPrefetches(probs[0])
	if inKernel {
		for _, t := range probs {
			t.pf = sweepAhead * sweepRows
		}
	}
	p.run(chunks, func(c int) {
		for blk := c * blocks / chunks; blk < (c+1)*blocks/chunks; blk++ {
			j0 := blk * sweepRows
			ahead := j0 + sweepAhead*sweepRows
			for b, t := range probs {
				if !inKernel {
					prefetchRows(w, ahead, min(n, ahead+sweepRows), b, t.k)
				}
				t.rows(j0, min(n, j0+sweepRows))
			}
		}
	})
}

// kernelPrefetches reports whether t's rows reach the 16-row kernel with
// a batch's whole next block of rows to prefetch: its m*k16 steps cover
// 16 rows of 256 bytes when rows are 64 floats and m >= 4 (a GQA group of
// four queries and head_dim 64, as in Llama-3.2-1B). Elsewhere the sweep
// prefetches the block itself.
func kernelPrefetches(t *tprob) bool {
	return t.lv == avx512 && t.w.DType == dtype.F32 && t.k == 64 && t.m >= 4
}

// sweepBatched is matMulBatched for an interleaved b. The batches are split
// into one contiguous group per worker, so that each worker reads a
// contiguous part of every row of b; a group sweeps the rows of b (the
// contraction index) in blocks, and every output's FMA chain continues in
// dst from one block to the next.
func (p *Pool) sweepBatched(batch, m, k, n int, dst, a, b Mat, lv level) {
	width := axpyWidth(lv)
	groups := min(batch, p.workers)
	p.run(groups, func(g int) {
		b0, b1 := g*batch/groups, (g+1)*batch/groups
		clearBatches(dst, b0, b1, m, n)
		for p0 := 0; p0 < k; p0 += sweepRows {
			p1 := min(k, p0+sweepRows)
			for bi := b0; bi < b1; bi++ {
				bo := b.Off + bi*b.Batch + p0*b.Row
				ao := a.Off + bi*a.Batch + p0
				do := dst.Off + bi*dst.Batch
				for j0 := 0; j0 < n; j0 += width {
					axpyRows(dst.Data[do+j0:], dst.Row, m, min(width, n-j0),
						a.Data[ao:], a.Row, p1-p0, b.Data, bo+j0, b.Row, sweepAhead*sweepRows, lv)
				}
			}
		}
	})
}

// clearBatches zeroes the m×n outputs of batches [b0,b1) of dst, where
// the sweeps' FMA chains start.
func clearBatches(dst Mat, b0, b1, m, n int) {
	for bi := b0; bi < b1; bi++ {
		for i := range m {
			do := dst.Off + bi*dst.Batch + i*dst.Row
			clear(dst.Data[do : do+n])
		}
	}
}

// prefetchRows hints that rows [r0,r1) of batch b of v, cols elements
// each, will be read soon.
func prefetchRows(v Mat, r0, r1, b, cols int) {
	if r0 >= r1 || cols <= 0 {
		return
	}
	prefetchL2(&v.Data[v.Off+r0*v.Row+b*v.Batch], r1-r0, v.Row, (cols+15)/16)
}
