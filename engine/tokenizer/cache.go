package tokenizer

import "sync"

// Cache remembers the ids of the text between added tokens, so that
// encoding a conversation again after a small change (one more message,
// a longer draft, the oldest turn left out) costs only the changed
// messages. Chat templates delimit every message with special tokens
// (<|start_header_id|>, <|eot_id|>), and no token spans an added token, so
// those segments tokenize the same wherever they appear.
//
// It holds at most about Limit bytes of text in two generations: when the
// current one fills up it becomes the old one, and entries used again
// move back to the current one, so what a conversation keeps using stays.
// A Cache is safe for concurrent use.
type Cache struct {
	limit int

	mu       sync.Mutex
	cur, old map[string][]int32
	size     int // bytes of text in cur
}

// NewCache returns a Cache holding about limit bytes of text.
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
	if len(segment) > c.limit/4 {
		return // one huge paste must not evict a whole conversation
	}
	if c.size+len(segment) > c.limit {
		c.old, c.cur, c.size = c.cur, map[string][]int32{}, 0
	}
	c.cur[segment] = ids
	c.size += len(segment)
}

// EncodeCached is Encode with the segments between added tokens looked up
// in, and added to, cache. The result is identical to Encode's.
func (t *Tokenizer) EncodeCached(text string, addSpecial bool, cache *Cache) ([]int32, error) {
	return t.encode(text, addSpecial, cache)
}
