package tokenizer

import (
	"fmt"
	"unicode/utf8"

	"github.com/sugarme/tokenizer/pretokenizer"
)

// byteLevel is GPT-2's reversible byte↔character mapping, under which every
// byte of UTF-8 text is spelled by one printable character (space is "Ġ").
// The tables come from sugarme's ByteLevel pre-tokenizer, which gets this
// part right; its splitting regex is the part this package replaces.
type byteLevel struct {
	char [256]string   // byte → its character
	byte map[rune]byte // character → its byte
}

func newByteLevel() (*byteLevel, error) {
	bl := &byteLevel{byte: make(map[rune]byte, 256)}
	for i := 0; i < 256; i++ {
		c, ok := pretokenizer.BytesChar[uint8(i)]
		if !ok || utf8.RuneCountInString(c) != 1 {
			return nil, fmt.Errorf("byte-level table has no single character for byte %#02x", i)
		}
		bl.char[i] = c
		r, _ := utf8.DecodeRuneInString(c)
		bl.byte[r] = byte(i)
	}
	if len(bl.byte) != 256 {
		return nil, fmt.Errorf("byte-level table maps %d distinct characters, want 256", len(bl.byte))
	}
	return bl, nil
}

// encode spells raw bytes in byte-level characters.
func (bl *byteLevel) encode(raw string) string {
	b := make([]byte, 0, 2*len(raw))
	for i := 0; i < len(raw); i++ {
		b = append(b, bl.char[raw[i]]...)
	}
	return string(b)
}

// decode maps a token back to the bytes it stands for. As in Hugging Face's
// ByteLevel decoder, a token with any character outside the table (an added
// token such as "<|eot_id|> " with a plain space) stands for its own UTF-8
// text, all or nothing.
func (bl *byteLevel) decode(token string) (raw string, ok bool) {
	b := make([]byte, 0, len(token))
	for _, r := range token {
		c, in := bl.byte[r]
		if !in {
			return token, false
		}
		b = append(b, c)
	}
	return string(b), true
}

// tokenIDs finds the token of each byte in a byte-level vocab.
func (bl *byteLevel) tokenIDs(vocab map[string]int32) ([256]int32, error) {
	var ids [256]int32
	for b := range 256 {
		id, ok := vocab[bl.char[b]]
		if !ok {
			return ids, fmt.Errorf("vocab lacks the byte-level token %q for byte %#02x", bl.char[b], b)
		}
		ids[b] = id
	}
	return ids, nil
}

// appendLossy appends b to dst as valid UTF-8, replacing each maximal
// ill-formed subsequence with one U+FFFD — the rule of Rust's
// String::from_utf8_lossy, which Hugging Face's decoder uses, and of the
// Unicode standard's recommended practice. (Go's strings.ToValidUTF8 would
// merge adjacent bad sequences into one replacement instead.)
func appendLossy(dst []byte, b []byte) []byte {
	for len(b) > 0 {
		r, w := utf8.DecodeRune(b)
		if r != utf8.RuneError || w > 1 {
			dst = append(dst, b[:w]...)
			b = b[w:]
			continue
		}
		dst = utf8.AppendRune(dst, utf8.RuneError)
		b = b[max(1, validPrefixLen(b)):]
	}
	return dst
}

// validPrefixLen returns how many leading bytes of b form the beginning of
// some well-formed UTF-8 sequence (0 if b[0] cannot start one). A result
// equal to len(b) with no complete rune means b may still be completed by
// more bytes.
func validPrefixLen(b []byte) int {
	if len(b) == 0 {
		return 0
	}
	size, lo, hi := seqShape(b[0])
	if size == 0 {
		return 0
	}
	n := 1
	for ; n < size && n < len(b); n++ {
		c := b[n]
		if n == 1 && (c < lo || c > hi) || n > 1 && (c < 0x80 || c > 0xBF) {
			break
		}
	}
	return n
}

// seqShape returns the length of the UTF-8 sequence a lead byte starts and
// the allowed range of its second byte, which excludes overlong forms,
// surrogates and code points above U+10FFFF (Unicode Table 3-7).
func seqShape(lead byte) (size int, lo, hi byte) {
	switch {
	case lead < 0x80:
		return 1, 0, 0
	case lead >= 0xC2 && lead <= 0xDF:
		return 2, 0x80, 0xBF
	case lead == 0xE0:
		return 3, 0xA0, 0xBF
	case lead == 0xED:
		return 3, 0x80, 0x9F
	case lead >= 0xE1 && lead <= 0xEF:
		return 3, 0x80, 0xBF
	case lead == 0xF0:
		return 4, 0x90, 0xBF
	case lead == 0xF4:
		return 4, 0x80, 0x8F
	case lead >= 0xF1 && lead <= 0xF3:
		return 4, 0x80, 0xBF
	default:
		return 0, 0, 0
	}
}
