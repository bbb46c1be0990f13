package tokenizer

import (
	"fmt"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

// llama3Pattern is the Split regex of Llama 3's tokenizer.json. Go's regexp
// cannot compile its (?!\S) lookahead, so this exact pattern is served by
// scanLlama3, a hand-written matcher with the onig engine's semantics.
const llama3Pattern = `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`

// gpt2Pattern is the regex a ByteLevel pre-tokenizer applies when its
// use_regex option is on.
const gpt2Pattern = `'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+`

// splitter cuts s into pieces in Hugging Face's Isolated manner: both the
// matches and the text between them become pieces, so the pieces always
// concatenate back to s. Pieces are appended to dst.
type splitter interface {
	split(s string, dst []string) ([]string, error)
}

// splitTimeout bounds one regexp2 match of a Split pattern. A backtracking
// engine takes exponential time on some patterns ((a|aa)+$ needs hours
// for 60 letters), and the pattern comes from the model's tokenizer.json:
// without a bound such a file hangs the chat at the first message. Real
// patterns match a piece in microseconds and a 64 MiB run of spaces in
// about a second, far below it. Tests lower it.
var splitTimeout = 10 * time.Second

// newSplitter picks the scanner for the Llama 3 pattern and regexp2 (a
// backtracking engine close to onig) for any other pattern.
func newSplitter(pattern string) (splitter, error) {
	if pattern == llama3Pattern {
		return llama3Splitter{}, nil
	}
	re, err := regexp2.Compile(pattern, regexp2.None)
	if err != nil {
		return nil, fmt.Errorf("split pattern %q: %w", pattern, err)
	}
	re.MatchTimeout = splitTimeout
	return regexSplitter{re: re}, nil
}

type llama3Splitter struct{}

func (llama3Splitter) split(s string, dst []string) ([]string, error) {
	for p := 0; p < len(s); {
		end := scanLlama3(s, p)
		dst = append(dst, s[p:end])
		p = end
	}
	return dst, nil
}

// scanLlama3 returns the end of the match of llama3Pattern that starts at
// byte offset p (p < len(s)). Every character starts some alternative, so the
// matches tile s and there is never a gap between them.
//
// The alternatives are tried in pattern order, as a backtracking engine does;
// the comments name each one.
func scanLlama3(s string, p int) int {
	r, w := utf8.DecodeRuneInString(s[p:])

	// (?i:'s|'t|'re|'ve|'m|'ll|'d)
	if r == '\'' {
		if n := contraction(s[p+1:]); n > 0 {
			return p + 1 + n
		}
	}

	// [^\r\n\p{L}\p{N}]?\p{L}+ — the optional character can only be taken
	// when it is not a letter, so at most one of the two starts succeeds.
	start := p
	if !isNewline(r) && !unicode.IsLetter(r) && !unicode.IsNumber(r) {
		start = p + w
	}
	if end := runOf(s, start, unicode.IsLetter, -1); end > start {
		return end
	}

	// \p{N}{1,3}
	if unicode.IsNumber(r) {
		return runOf(s, p, unicode.IsNumber, 3)
	}

	// ' ?[^\s\p{L}\p{N}]+[\r\n]*'
	start = p
	if r == ' ' {
		start = p + 1
	}
	if end := runOf(s, start, isOther, -1); end > start {
		return runOf(s, end, isNewline, -1)
	}

	if !unicode.IsSpace(r) {
		// Unreachable for valid text: a rune that is not whitespace is a
		// letter, a number or "other", all matched above.
		return p + w
	}
	return scanSpace(s, p)
}

// scanSpace handles the three whitespace alternatives for a whitespace run
// starting at p.
func scanSpace(s string, p int) int {
	end := runOf(s, p, unicode.IsSpace, -1)

	// \s*[\r\n]+ — \s* backtracks until [\r\n]+ can match, so the match
	// ends after the last line break of the run.
	lastNL := -1
	for i, r := range s[p:end] {
		if isNewline(r) {
			lastNL = p + i + 1
		}
	}
	if lastNL >= 0 {
		return lastNL
	}

	// \s+(?!\S) — at the end of the text the whole run matches; otherwise
	// the run gives back its last character, which then satisfies the
	// lookahead, leaving it to start the next piece (" word").
	if end == len(s) {
		return end
	}
	_, w := utf8.DecodeLastRuneInString(s[p:end])
	if end-w > p {
		return end - w
	}

	// \s+
	return end
}

// contraction returns the byte length of 's, 't, 're, 've, 'm, 'll or 'd
// (without the apostrophe) at the start of s, matched case-insensitively
// with Unicode simple case folding as onig does (so "ſ" matches "s").
func contraction(s string) int {
	for _, c := range [...]string{"s", "t", "re", "ve", "m", "ll", "d"} {
		if n := foldPrefix(s, c); n > 0 {
			return n
		}
	}
	return 0
}

// foldPrefix returns the byte length of the prefix of s that case-folds to
// the ASCII lower-case word, or 0.
func foldPrefix(s, word string) int {
	n := 0
	for i := 0; i < len(word); i++ {
		r, w := utf8.DecodeRuneInString(s[n:])
		if w == 0 || !foldEqual(r, rune(word[i])) {
			return 0
		}
		n += w
	}
	return n
}

func foldEqual(r, c rune) bool {
	if r == c {
		return true
	}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f == c {
			return true
		}
	}
	return false
}

// runOf returns the end of the run of runes satisfying in that starts at p,
// taking at most max runes when max >= 0.
func runOf(s string, p int, in func(rune) bool, max int) int {
	for n := 0; p < len(s) && n != max; n++ {
		r, w := utf8.DecodeRuneInString(s[p:])
		if !in(r) {
			break
		}
		p += w
	}
	return p
}

func isNewline(r rune) bool { return r == '\r' || r == '\n' }

// isOther is [^\s\p{L}\p{N}]. unicode.IsSpace is exactly onig's Unicode \s
// (the White_Space property).
func isOther(r rune) bool {
	return !unicode.IsSpace(r) && !unicode.IsLetter(r) && !unicode.IsNumber(r)
}

// digitsSplitter is the Digits pre-tokenizer, which StarCoder's and
// SmolLM's tokenizers put before ByteLevel: numeric characters (Rust's
// char::is_numeric, the Unicode categories Nd, Nl and No, as
// unicode.IsNumber) are cut from the text around them, each one alone
// when individual, else in runs.
type digitsSplitter struct {
	individual bool
}

func (d digitsSplitter) split(s string, dst []string) ([]string, error) {
	start, prevNumber := 0, false
	for i, r := range s {
		number := unicode.IsNumber(r)
		if i > start && (number != prevNumber || number && d.individual) {
			dst = append(dst, s[start:i])
			start = i
		}
		prevNumber = number
	}
	if start < len(s) {
		dst = append(dst, s[start:])
	}
	return dst, nil
}

type regexSplitter struct {
	re *regexp2.Regexp
}

func (rs regexSplitter) split(s string, dst []string) ([]string, error) {
	// regexp2 reports matches in runes; offs maps rune index to byte
	// offset. Ranging over s yields one entry per rune of []rune(s), even
	// for invalid bytes, so the two stay aligned.
	offs := make([]int, 0, len(s)+1)
	for i := range s {
		offs = append(offs, i)
	}
	offs = append(offs, len(s))
	prev := 0
	m, err := rs.re.FindRunesMatch([]rune(s))
	for ; m != nil && err == nil; m, err = rs.re.FindNextMatch(m) {
		start, end := offs[m.Index], offs[m.Index+m.Length]
		if start > prev {
			dst = append(dst, s[prev:start])
		}
		if end > start {
			dst = append(dst, s[start:end])
		}
		prev = end
	}
	if err != nil {
		// A timeout is the one error regexp2 returns here, and its text
		// quotes the whole input, perhaps megabytes of prompt: say what
		// happened without it.
		return nil, fmt.Errorf("split pattern %q: matching took over %v at byte %d of %d: the pattern backtracks too much to use",
			rs.re.String(), rs.re.MatchTimeout, prev, len(s))
	}
	if prev < len(s) {
		dst = append(dst, s[prev:])
	}
	return dst, nil
}
