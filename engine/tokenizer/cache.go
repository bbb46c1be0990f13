package tokenizer

import "sync"

// Cache remembers the ids of the text between added tokens, so that
// encoding a conversation again after a small change (one more message,
// a longer draft, the oldest turn left out) costs only the changed
// messages. Chat templates delimit every message with special tokens
// (<|start_header_id|>, <|eot_id|>), and no token spans an added token, so
// those segments tokenize the same wherever they appear.
//
// It holds at most about twice its limit in bytes (text, ids and each
// entry's bookkeeping) in two generations: when the current one fills up
// it becomes the old one, and entries used again move back to the current
// one, so what a conversation keeps using stays. A Cache is safe for
// concurrent use.
type Cache struct {
	limit int

	mu       sync.Mutex
	cur, old map[string][]int32
	size     int // entrySize of the entries in cur
}

// entryOverhead is roughly what a map entry costs beyond its text and
// ids: the string and slice headers, and the map's own slot.
const entryOverhead = 64

// entrySize is what an entry of segment and ids counts against the limit.
// The ids count as well as the text: text of one token per byte (CJK,
// emoji, random bytes) has four bytes of ids per byte of text, and many
// short segments cost more in headers than in text.
func entrySize(segment string, ids []int32) int {
	return len(segment) + 4*len(ids) + entryOverhead
}

// NewCache returns a Cache holding about limit bytes.
func NewCache(limit int) *Cache {
	return &Cache{limit: limit, cur: map[string][]int32{}}
}

// get returns the ids of segment, if known.
func (c *Cache) get(segment string) ([]int32, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if ids, ok := c.cur[segment]; ok {
		return ids, true
	}
	ids, ok := c.old[segment]
	if ok {
		c.putLocked(segment, ids)
	}
	return ids, ok
}

func (c *Cache) put(segment string, ids []int32) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.putLocked(segment, ids)
}

func (c *Cache) putLocked(segment string, ids []int32) {
	n := entrySize(segment, ids)
	if n > c.limit/4 {
		return // one huge paste must not evict a whole conversation
	}
	if c.size+n > c.limit {
		c.old, c.cur, c.size = c.cur, map[string][]int32{}, 0
	}
	c.cur[segment] = ids
	c.size += n
}

// EncodeCached is Encode with the segments between added tokens looked up
// in, and added to, cache. The result is identical to Encode's.
func (t *Tokenizer) EncodeCached(text string, addSpecial bool, cache *Cache) ([]int32, error) {
	return t.encode(text, addSpecial, cache)
}
