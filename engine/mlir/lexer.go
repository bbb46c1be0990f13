package mlir

import (
	"strconv"
	"strings"
)

type tokKind int

const (
	tEOF    tokKind = iota
	tValue          // %name or %name#N
	tSymbol         // @name
	tCaret          // ^name
	tHash           // #name or #name.sub
	tIdent          // bare identifier, may contain dots
	tInt            // decimal integer, optionally negative
	tFloat          // decimal float with point or exponent
	tHex            // 0x...
	tString         // "..." (Text holds the unquoted value)
	tPunct          // ( ) { } [ ] < > , : = * ? and "->"
)

var kindNames = [...]string{"end of input", "value", "symbol", "block label", "attribute alias", "identifier", "integer", "float", "hex literal", "string", "punctuation"}

type token struct {
	kind tokKind
	text string
	pos  Pos
}

func (t token) describe() string {
	if t.kind == tEOF {
		return "end of input"
	}
	return kindNames[t.kind] + " " + strconv.Quote(t.text)
}

// lexer turns source text into tokens on demand. It tracks the line and
// column of its offset so every token carries a position.
type lexer struct {
	src       string
	off       int
	line, col int
}

func newLexer(src string) *lexer { return &lexer{src: src, line: 1, col: 1} }

func (l *lexer) pos() Pos { return Pos{l.line, l.col} }

func (l *lexer) advance(n int) {
	for i := 0; i < n && l.off < len(l.src); i++ {
		if l.src[l.off] == '\n' {
			l.line++
			l.col = 1
		} else {
			l.col++
		}
		l.off++
	}
}

func (l *lexer) skipSpace() {
	for l.off < len(l.src) {
		c := l.src[l.off]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			l.advance(1)
		case c == '/' && strings.HasPrefix(l.src[l.off:], "//"):
			for l.off < len(l.src) && l.src[l.off] != '\n' {
				l.advance(1)
			}
		default:
			return
		}
	}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHexDigit(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
func isIdentChar(c byte) bool { return isLetter(c) || isDigit(c) || c == '$' || c == '.' }

// span returns the length of the run starting at off+skip whose bytes
// satisfy ok.
func (l *lexer) span(skip int, ok func(byte) bool) int {
	i := l.off + skip
	for i < len(l.src) && ok(l.src[i]) {
		i++
	}
	return i - l.off
}

func (l *lexer) emit(kind tokKind, n int) token {
	t := token{kind: kind, text: l.src[l.off : l.off+n], pos: l.pos()}
	l.advance(n)
	return t
}

// next returns the next token or a positioned error.
func (l *lexer) next() (token, error) {
	l.skipSpace()
	if l.off >= len(l.src) {
		return token{kind: tEOF, pos: l.pos()}, nil
	}
	c := l.src[l.off]
	switch {
	case c == '%':
		n := l.span(1, func(c byte) bool { return isIdentChar(c) || c == '-' })
		if n == 1 {
			return token{}, l.errf("expected a value name after %%")
		}
		if l.off+n < len(l.src) && l.src[l.off+n] == '#' {
			m := l.span(n+1, isDigit)
			if m == n+1 {
				return token{}, &Error{l.pos(), "expected a result number after #"}
			}
			n = m
		}
		return l.emit(tValue, n), nil
	case c == '@':
		if l.off+1 < len(l.src) && l.src[l.off+1] == '"' {
			s, n, err := l.scanString(1)
			if err != nil {
				return token{}, err
			}
			t := token{kind: tSymbol, text: "@" + s, pos: l.pos()}
			l.advance(n)
			return t, nil
		}
		return l.prefixed(tSymbol, "a symbol name after @")
	case c == '^':
		return l.prefixed(tCaret, "a block label after ^")
	case c == '#':
		return l.prefixed(tHash, "an attribute name after #")
	case c == '"':
		s, n, err := l.scanString(0)
		if err != nil {
			return token{}, err
		}
		t := token{kind: tString, text: s, pos: l.pos()}
		l.advance(n)
		return t, nil
	case isLetter(c):
		return l.emit(tIdent, l.span(0, isIdentChar)), nil
	case isDigit(c) || (c == '-' || c == '+') && l.off+1 < len(l.src) && isDigit(l.src[l.off+1]):
		return l.number()
	case c == '-' && strings.HasPrefix(l.src[l.off:], "->"):
		return l.emit(tPunct, 2), nil
	case strings.IndexByte("(){}[]<>,:=*?", c) >= 0:
		return l.emit(tPunct, 1), nil
	}
	return token{}, l.errf("unexpected character %q", c)
}

func (l *lexer) errf(format string, args ...any) error {
	return &Error{l.pos(), sprintf(format, args...)}
}

func (l *lexer) prefixed(kind tokKind, what string) (token, error) {
	n := l.span(1, func(c byte) bool { return isIdentChar(c) || c == '-' })
	if n == 1 {
		return token{}, l.errf("expected %s", what)
	}
	return l.emit(kind, n), nil
}

// number lexes an integer, a decimal float or a hex literal.
func (l *lexer) number() (token, error) {
	i := 0
	if c := l.src[l.off]; c == '-' || c == '+' {
		i = 1
	}
	if strings.HasPrefix(l.src[l.off+i:], "0x") || strings.HasPrefix(l.src[l.off+i:], "0X") {
		n := l.span(i+2, isHexDigit)
		if n == i+2 {
			return token{}, l.errf("expected hex digits after 0x")
		}
		return l.emit(tHex, n), nil
	}
	n := l.span(i, isDigit)
	kind := tInt
	if n < len(l.src)-l.off && l.src[l.off+n] == '.' {
		kind = tFloat
		n = l.span(n+1, isDigit)
	}
	if n < len(l.src)-l.off && (l.src[l.off+n] == 'e' || l.src[l.off+n] == 'E') {
		j := n + 1
		if j < len(l.src)-l.off && (l.src[l.off+j] == '+' || l.src[l.off+j] == '-') {
			j++
		}
		if m := l.span(j, isDigit); m > j {
			kind = tFloat
			n = m
		}
	}
	return l.emit(kind, n), nil
}

// scanString reads a quoted string starting skip bytes ahead and returns
// its value and the total length consumed.
func (l *lexer) scanString(skip int) (string, int, error) {
	var b strings.Builder
	i := l.off + skip + 1
	for i < len(l.src) {
		c := l.src[i]
		switch {
		case c == '"':
			return b.String(), i + 1 - l.off, nil
		case c == '\n':
			return "", 0, l.errf("unterminated string")
		case c == '\\':
			if i+1 >= len(l.src) {
				return "", 0, l.errf("unterminated string")
			}
			e := l.src[i+1]
			switch e {
			case 'n':
				b.WriteByte('\n')
				i += 2
			case 't':
				b.WriteByte('\t')
				i += 2
			case '"', '\\':
				b.WriteByte(e)
				i += 2
			default:
				if i+2 < len(l.src) && isHexDigit(e) && isHexDigit(l.src[i+2]) {
					v, _ := strconv.ParseUint(l.src[i+1:i+3], 16, 8)
					b.WriteByte(byte(v))
					i += 3
				} else {
					return "", 0, l.errf("bad escape in string")
				}
			}
		default:
			b.WriteByte(c)
			i++
		}
	}
	return "", 0, l.errf("unterminated string")
}
