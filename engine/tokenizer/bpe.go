package tokenizer

import (
	"container/heap"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"
)

// bpeModel is a BPE model. In byte-level files it works on raw bytes:
// rawVocab holds each vocabulary token decoded to the bytes it spells, so
// encoding never builds byte-level strings. In SentencePiece files it
// works on the normalized text, whose spelling is the vocabulary's own,
// and starts from characters (see initialChars).
//
// The merge loop is written here rather than taken from sugarme: sugarme's
// Word.MergeAll breaks ties between equal-rank merges in arbitrary heap order,
// so a run such as "aaaaa" under the merge "a a" can come out as [aa a aa]
// where Hugging Face, which merges the leftmost occurrence first, gives
// [aa aa a].
type bpeModel struct {
	rawVocab     map[string]int32
	merges       map[[2]int32]mergeRule
	byteIDs      [256]int32 // the byte-level tokens, or the byte-fallback ones
	chars        bool       // start from characters, falling back to bytes
	ignoreMerges bool
	cache        *pieceCache
}

type mergeRule struct {
	rank int32 // position in the merges list: lower merges first
	id   int32 // id of the merged token
}

// newBPE checks the vocabulary and merges the way Hugging Face does (every
// merge's parts and result must be tokens) and indexes them by id.
func (t *Tokenizer) newBPE(mj *modelJSON, merges [][2]string) (*bpeModel, error) {
	vocab := mj.Vocab
	m := &bpeModel{
		rawVocab:     make(map[string]int32, len(vocab)),
		merges:       make(map[[2]int32]mergeRule, len(merges)),
		chars:        t.sp != nil,
		ignoreMerges: mj.IgnoreMerges,
		cache:        newPieceCache(pieceCacheCapacity),
	}
	for tok, id := range vocab {
		if id < 0 {
			return nil, fmt.Errorf("vocab token %q has negative id %d", tok, id)
		}
		if t.sp != nil {
			m.rawVocab[tok] = id
			continue
		}
		// A token outside the byte-level alphabet can never match
		// byte-level text, so it has no raw spelling to look up.
		if raw, ok := t.bl.decode(tok); ok {
			m.rawVocab[raw] = id
		}
	}
	var err error
	if t.sp != nil {
		m.byteIDs, err = fallbackIDs(vocab)
	} else {
		m.byteIDs, err = t.bl.tokenIDs(vocab)
	}
	if err != nil {
		return nil, err
	}
	for i, mg := range merges {
		a, okA := vocab[mg[0]]
		b, okB := vocab[mg[1]]
		id, okAB := vocab[mg[0]+mg[1]]
		if !okA || !okB || !okAB {
			return nil, fmt.Errorf("merge %d (%q %q) uses a token missing from the vocab", i, mg[0], mg[1])
		}
		m.merges[[2]int32{a, b}] = mergeRule{rank: int32(i), id: id}
	}
	return m, nil
}

// encode appends the ids of one pre-tokenized piece of raw text.
func (m *bpeModel) encode(piece string, dst []int32) []int32 {
	if len(piece) == 0 {
		return dst
	}
	// ignore_merges: a piece that is itself a token is emitted whole, even
	// if the merges would split it differently.
	if m.ignoreMerges {
		if id, ok := m.rawVocab[piece]; ok {
			return append(dst, id)
		}
	}
	if ids, ok := m.cache.get(piece); ok {
		return append(dst, ids...)
	}
	var ids []int32
	if m.chars {
		ids = m.merge(m.initialChars(piece))
	} else {
		ids = m.merge(m.initialBytes(piece))
	}
	m.cache.put(piece, ids)
	return append(dst, ids...)
}

type symbol struct {
	id         int32
	prev, next int // neighbour indices, -1 at the ends
	gone       bool
}

// initialBytes is a byte-level piece's symbols before any merge: its bytes.
func (m *bpeModel) initialBytes(piece string) []int32 {
	ids := make([]int32, len(piece))
	for i := range ids {
		ids[i] = m.byteIDs[piece[i]]
	}
	return ids
}

// initialChars is a SentencePiece piece's symbols before any merge: a
// token for each character, or, for a character the vocabulary lacks, a
// byte-fallback token for each of its bytes (Hugging Face's BPE with
// byte_fallback).
func (m *bpeModel) initialChars(piece string) []int32 {
	ids := make([]int32, 0, len(piece))
	for i, c := range piece {
		s := piece[i : i+utf8.RuneLen(c)]
		if id, ok := m.rawVocab[s]; ok {
			ids = append(ids, id)
			continue
		}
		for j := range len(s) {
			ids = append(ids, m.byteIDs[s[j]])
		}
	}
	return ids
}

// merge applies the merges to a piece's initial symbols, lowest rank first
// and, among equal ranks, leftmost first — Hugging Face's order. Stale
// queue entries (whose symbols have since merged into something else) are
// recognised and dropped when popped.
func (m *bpeModel) merge(initial []int32) []int32 {
	syms := make([]symbol, len(initial))
	for i, id := range initial {
		syms[i] = symbol{id: id, prev: i - 1, next: i + 1}
	}
	syms[len(syms)-1].next = -1

	q := make(mergeQueue, 0, len(syms))
	for i := 0; i+1 < len(syms); i++ {
		if r, ok := m.merges[[2]int32{syms[i].id, syms[i+1].id}]; ok {
			q = append(q, queued{rank: r.rank, pos: i, id: r.id})
		}
	}
	heap.Init(&q)
	for q.Len() > 0 {
		top := heap.Pop(&q).(queued)
		left := &syms[top.pos]
		if left.gone || left.next < 0 {
			continue
		}
		right := &syms[left.next]
		if r, ok := m.merges[[2]int32{left.id, right.id}]; !ok || r.id != top.id {
			continue
		}
		left.id = top.id
		right.gone = true
		left.next = right.next
		if left.next >= 0 {
			syms[left.next].prev = top.pos
		}
		if left.prev >= 0 {
			if r, ok := m.merges[[2]int32{syms[left.prev].id, left.id}]; ok {
				heap.Push(&q, queued{rank: r.rank, pos: left.prev, id: r.id})
			}
		}
		if left.next >= 0 {
			if r, ok := m.merges[[2]int32{left.id, syms[left.next].id}]; ok {
				heap.Push(&q, queued{rank: r.rank, pos: top.pos, id: r.id})
			}
		}
	}

	var ids []int32
	for i := 0; i >= 0; i = syms[i].next {
		ids = append(ids, syms[i].id)
	}
	return ids
}

type queued struct {
	rank int32
	pos  int
	id   int32
}

// mergeQueue is a min-heap on (rank, pos).
type mergeQueue []queued

func (q mergeQueue) Len() int { return len(q) }
func (q mergeQueue) Less(i, j int) bool {
	if q[i].rank != q[j].rank {
		return q[i].rank < q[j].rank
	}
	return q[i].pos < q[j].pos
}
func (q mergeQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *mergeQueue) Push(x any)   { *q = append(*q, x.(queued)) }
func (q *mergeQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// pieceCacheCapacity bounds the merge cache. Like Hugging Face's, the cache
// stops growing when full rather than evicting: chat text repeats a working
// vocabulary, which the first pieces seen already cover.
const pieceCacheCapacity = 10000

// maxCachedPiece is the longest piece the merge cache keeps, in bytes, as
// Hugging Face's MAX_LENGTH: the capacity counts entries, so without it
// every edit of a long pasted word would keep a copy of it, and 10000
// copies of a megabyte stay for the tokenizer's life. Chat text's pieces
// are words, far shorter.
const maxCachedPiece = 256

// pieceCache remembers merge results for pieces that are not whole tokens.
// It is safe for concurrent use, so one Tokenizer can serve several
// goroutines.
type pieceCache struct {
	mu       sync.RWMutex
	m        map[string][]int32
	capacity int
}

func newPieceCache(capacity int) *pieceCache {
	return &pieceCache{m: make(map[string][]int32), capacity: capacity}
}

func (c *pieceCache) get(piece string) ([]int32, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	ids, ok := c.m[piece]
	return ids, ok
}

func (c *pieceCache) put(piece string, ids []int32) {
	if len(piece) >= maxCachedPiece {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) < c.capacity {
		// Clone: piece is a slice of the caller's text, which the key
		// would otherwise keep alive.
		c.m[strings.Clone(piece)] = ids
	}
}
