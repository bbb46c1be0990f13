package tokenizer

import "unicode/utf8"

// Detokenizer turns a stream of token ids into text as it arrives. One token
// can end in the middle of a multi-byte character (byte-level BPE splits
// emoji and CJK characters across tokens), so it holds such bytes back until
// the character is complete. The concatenation of everything Push and Flush
// return equals Decode(ids, skipSpecial) of all ids pushed.
//
// A Detokenizer is used by one goroutine at a time.
type Detokenizer struct {
	t           *Tokenizer
	skipSpecial bool
	pending     []byte // bytes of an unfinished character, or of a run of byte tokens
	started     bool   // SentencePiece: the text's first byte is out
}

// NewDetokenizer returns a Detokenizer with nothing pending. With
// skipSpecial, special tokens add no text, as in Decode.
func (t *Tokenizer) NewDetokenizer(skipSpecial bool) *Detokenizer {
	return &Detokenizer{t: t, skipSpecial: skipSpecial}
}

// Push adds one token and returns the text it completes, possibly empty.
// Ids that are not tokens add nothing, nor do skipped special tokens. Bytes that can no longer become valid
// UTF-8, whatever follows, come out as U+FFFD; bytes that may still start a
// character are kept for the next call.
func (d *Detokenizer) Push(id int32) string {
	info, ok := d.t.info(id)
	if !ok || d.skipSpecial && info.special {
		return ""
	}
	if d.t.sp != nil {
		return d.pushSentencePiece(info)
	}
	d.pending = append(d.pending, info.raw...)
	n := completeLen(d.pending)
	if n == 0 {
		return ""
	}
	out := string(appendLossy(nil, d.pending[:n]))
	d.pending = append(d.pending[:0], d.pending[n:]...)
	return out
}

// Flush returns whatever is pending, with an incomplete character as U+FFFD,
// and leaves the Detokenizer empty.
func (d *Detokenizer) Flush() string {
	if d.t.sp != nil {
		out := d.stripFirst(appendByteGroup(nil, d.pending))
		d.pending = d.pending[:0]
		return out
	}
	out := string(appendLossy(nil, d.pending))
	d.pending = d.pending[:0]
	return out
}

// completeLen returns the length of the longest prefix of b whose lossy
// decoding cannot change when more bytes are appended: everything before a
// trailing, still-completable start of a character.
func completeLen(b []byte) int {
	i := 0
	for i < len(b) {
		r, w := utf8.DecodeRune(b[i:])
		if r != utf8.RuneError || w > 1 {
			i += w
			continue
		}
		n := validPrefixLen(b[i:])
		if n > 0 && i+n == len(b) {
			return i // an unfinished character at the end: wait for more
		}
		i += max(1, n)
	}
	return i
}
