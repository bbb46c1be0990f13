package chat

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nikolalohinski/gonja/v2/builtins"
	"github.com/nikolalohinski/gonja/v2/exec"
	"github.com/nikolalohinski/gonja/v2/nodes"
	"github.com/nikolalohinski/gonja/v2/parser"
	"github.com/nikolalohinski/gonja/v2/tokens"
)

// This file adjusts gonja where it departs from Python's Jinja2 in ways
// chat templates notice. Everything is built per Template, leaving gonja's
// package-level sets untouched.

// newEnvironment is gonja's builtins with transformers' tojson and the
// Python-faithful overrides below.
func newEnvironment() *exec.Environment {
	filters := exec.NewFilterSet(map[string]exec.FilterFunction{}).Update(builtins.Filters)
	// Replace only fails for a filter that does not exist; all three are
	// gonja builtins.
	_ = filters.Replace("tojson", filterToJSON)
	_ = filters.Replace("trim", filterTrim)
	_ = filters.Replace("reverse", filterReverse)
	methods := builtins.Methods
	methods.Str = strMethods()
	sandboxFilters(filters)
	structures := exec.NewControlStructureSet(map[string]parser.ControlStructureParser{
		"generation": parseGeneration,
	}).Update(builtins.ControlStructures)
	sandboxStructures(structures)
	globals := exec.EmptyContext().Update(builtins.GlobalFunctions).Update(builtins.GlobalVariables)
	globals.Set("range", sandboxRange)
	return &exec.Environment{
		Context:           globals,
		Filters:           filters,
		Tests:             builtins.Tests,
		ControlStructures: structures,
		Methods:           methods,
	}
}

// lexerTrap finds where gonja's lexer would never finish: inside a tag, a
// number, a dot and a non-ASCII character. After the dot its number
// scanner peeks at that character and steps back by the character's width
// instead of the dot's, so it lexes the same number again, forever.
// Jinja2 reads "0.é" as an attribute é of 0, which no chat template has.
// The scan is a conservative approximation of the lexer: tags run from
// "{{" or "{%" to the first "}}" or "%}" outside a quoted string.
func lexerTrap(src string) (offset int, found bool) {
	inTag := false
	var quote byte
	for i := 0; i+1 < len(src); i++ {
		c, next := src[i], src[i+1]
		switch {
		case !inTag:
			if c == '{' && (next == '{' || next == '%') {
				inTag = true
				i++
			}
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case (c == '}' || c == '%') && next == '}':
			inTag = false
			i++
		case isDigit(c) && next == '.' && i+2 < len(src) && src[i+2] >= utf8.RuneSelf && startsNumber(src, i):
			return i, true
		}
	}
	return 0, false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// startsNumber reports whether the digits ending at src[i] may be a
// number: they are not the tail of an ASCII name such as x1 (after other
// bytes, even invalid UTF-8, the lexer may read a number).
func startsNumber(src string, i int) bool {
	for i > 0 && isDigit(src[i-1]) {
		i--
	}
	if i == 0 {
		return true
	}
	p := src[i-1]
	return !(p == '_' || p >= 'a' && p <= 'z' || p >= 'A' && p <= 'Z')
}

// keepInlineBlanks marks with "+" each block or comment tag whose leading
// blanks Jinja2's lstrip_blocks keeps and gonja's would strip. Jinja2
// strips blanks before a tag only from the start of a line (or of the
// template); gonja strips any run of blanks before one, so "{{ x }} {% if
// y %}" lost its space. "{%+" keeps them in both. The source's newlines
// are normalised first, as gonja's lexer does, so positions agree.
func keepInlineBlanks(src string) string {
	src = strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(src)
	cfg := jinjaConfig()
	cfg.LeftStripBlocks = false
	var out strings.Builder
	done := 0
	var prev *tokens.Token
	for s := tokens.LexAll(src, cfg); !s.End(); s.Next() {
		tok := s.Current()
		if tok.Type == tokens.Error {
			return src // the parse that follows reports it
		}
		if (tok.Type == tokens.BlockBegin || tok.Type == tokens.CommentBegin) && len(tok.Val) == 2 &&
			prev != nil && prev.Type == tokens.Data && strings.Trim(prev.Val, " \t") == "" &&
			prev.Pos > 0 && src[prev.Pos-1] != '\n' {
			out.WriteString(src[done : tok.Pos+2])
			out.WriteByte('+')
			done = tok.Pos + 2
		}
		prev = tok
	}
	out.WriteString(src[done:])
	return out.String()
}

// generationBlock is transformers' {% generation %}...{% endgeneration %}
// tag, which marks assistant text for training masks. When only
// rendering, as here, it renders its body.
type generationBlock struct {
	location *tokens.Token
	body     *nodes.Wrapper
}

func (g *generationBlock) Position() *tokens.Token { return g.location }

func (g *generationBlock) String() string {
	return fmt.Sprintf("generation(Line=%d Col=%d)", g.location.Line, g.location.Col)
}

func (g *generationBlock) Execute(r *exec.Renderer, _ *nodes.ControlStructureBlock) error {
	return r.ExecuteWrapper(g.body)
}

func parseGeneration(p *parser.Parser, args *parser.Parser) (nodes.ControlStructure, error) {
	g := &generationBlock{location: p.Current()}
	if !args.End() {
		return nil, args.Error("generation takes no arguments", args.Current())
	}
	body, endArgs, err := p.WrapUntil("endgeneration")
	if err != nil {
		return nil, err
	}
	if !endArgs.End() {
		return nil, endArgs.Error("endgeneration takes no arguments", endArgs.Current())
	}
	g.body = body
	return g, nil
}

// isPySpace is Python's str.isspace for one character: Go's unicode.IsSpace
// plus the ASCII separators U+001C..U+001F.
func isPySpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

// pyStrip is Python's str.strip family: with chars None it strips
// whitespace, else any of chars.
func pyStrip(s string, chars *exec.Value, left, right bool) string {
	cut := isPySpace
	if chars != nil && !chars.IsNil() {
		set := chars.String()
		cut = func(r rune) bool { return strings.ContainsRune(set, r) }
	}
	if left {
		s = strings.TrimLeftFunc(s, cut)
	}
	if right {
		s = strings.TrimRightFunc(s, cut)
	}
	return s
}

// filterTrim is Jinja's trim, i.e. str.strip(chars).
func filterTrim(_ *exec.Evaluator, in *exec.Value, params *exec.VarArgs) *exec.Value {
	if in.IsError() {
		return in
	}
	chars := params.GetKeywordArgument("chars", nil)
	if len(params.Args) > 0 {
		chars = params.Args[0]
	}
	return exec.AsValue(pyStrip(in.String(), chars, true, true))
}

// filterReverse is Jinja's reverse. gonja's sorts lists before reversing
// them, which would scramble messages|reverse.
func filterReverse(e *exec.Evaluator, in *exec.Value, params *exec.VarArgs) *exec.Value {
	switch {
	case in.IsError():
		return in
	case in.IsString():
		r := []rune(in.String())
		for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
			r[i], r[j] = r[j], r[i]
		}
		return exec.AsValue(string(r))
	case in.IsList():
		n := in.Len()
		out := make([]any, n)
		for i := range n {
			out[i] = in.Index(n - 1 - i).Interface()
		}
		return exec.AsValue(out)
	}
	return exec.AsValue(exec.ErrInvalidCall(errors.New("reverse needs a string or a list")))
}

// strMethods is gonja's Python str methods with strip, lstrip, rstrip,
// replace, split and rsplit made to accept Python's optional arguments
// (gonja's require them, so e.g. content.lstrip() fails), and those that
// can grow past their inputs sized first (sizeMethods).
func strMethods() *exec.MethodSet[string] {
	names := []string{
		"capitalize", "capwords", "casefold", "center", "count", "encode", "endswith",
		"expandtabs", "find", "format", "format_map", "isalnum", "isalpha", "isascii",
		"isdecimal", "isdigit", "islower", "isnumeric", "isprintable", "isspace",
		"istitle", "isupper", "join", "ljust", "lower", "partition", "removeprefix",
		"removesuffix", "rfind", "rjust", "rpartition",
		"splitlines", "startswith", "swapcase", "title", "upper", "zfill",
	}
	m := make(map[string]exec.Method[string], len(names)+4)
	for _, name := range names {
		if f, ok := builtins.Methods.Str.Get(name); ok {
			m[name] = f
		}
	}
	m["strip"] = stripMethod(true, true)
	m["lstrip"] = stripMethod(true, false)
	m["rstrip"] = stripMethod(false, true)
	m["replace"] = replaceMethod
	m["split"] = splitMethod(false)
	m["rsplit"] = splitMethod(true)
	sizeMethods(m)
	return exec.NewMethodSet(m)
}

func stripMethod(left, right bool) exec.Method[string] {
	return func(self string, _ *exec.Value, args *exec.VarArgs) (any, error) {
		if len(args.Args) > 1 || len(args.KwArgs) > 0 {
			return nil, exec.ErrInvalidCall(errors.New("want one optional string of characters to strip"))
		}
		var chars *exec.Value
		if len(args.Args) == 1 {
			chars = args.Args[0]
			if !chars.IsNil() && !chars.IsString() {
				return nil, exec.ErrInvalidCall(errors.New("want one optional string of characters to strip"))
			}
		}
		return pyStrip(self, chars, left, right), nil
	}
}

// replaceMethod is str.replace(old, new, count=-1).
func replaceMethod(self string, _ *exec.Value, args *exec.VarArgs) (any, error) {
	if len(args.Args) < 2 || len(args.Args) > 3 || !args.Args[0].IsString() || !args.Args[1].IsString() {
		return nil, exec.ErrInvalidCall(errors.New("want replace(old, new[, count])"))
	}
	count := args.GetKeywordArgument("count", -1)
	if len(args.Args) == 3 {
		count = args.Args[2]
	}
	if !count.IsInteger() {
		return nil, exec.ErrInvalidCall(errors.New("want replace(old, new[, count])"))
	}
	old, repl := args.Args[0].String(), args.Args[1].String()
	if n := replacedSize(self, old, repl, count.Integer()); n > maxResultBytes {
		return nil, errResultSize("replace", n)
	}
	return strings.Replace(self, old, repl, count.Integer()), nil
}

// splitMethod is str.split(sep=None, maxsplit=-1), or rsplit.
func splitMethod(fromRight bool) exec.Method[string] {
	return func(self string, _ *exec.Value, args *exec.VarArgs) (any, error) {
		bad := exec.ErrInvalidCall(errors.New("want split([sep[, maxsplit]])"))
		if len(args.Args) > 2 {
			return nil, bad
		}
		sep := args.GetKeywordArgument("sep", nil)
		maxsplit := args.GetKeywordArgument("maxsplit", -1)
		if len(args.Args) > 0 {
			sep = args.Args[0]
		}
		if len(args.Args) > 1 {
			maxsplit = args.Args[1]
		}
		if !maxsplit.IsInteger() || (!sep.IsNil() && (!sep.IsString() || sep.String() == "")) {
			return nil, bad
		}
		var parts []string
		if sep.IsNil() {
			parts = splitSpace(self, maxsplit.Integer(), fromRight)
		} else {
			parts = splitSep(self, sep.String(), maxsplit.Integer(), fromRight)
		}
		out := make([]any, len(parts))
		for i, p := range parts {
			out[i] = p
		}
		return out, nil
	}
}

// splitSep splits at sep, at most maxsplit times (all when negative),
// counting from the right for rsplit.
func splitSep(s, sep string, maxsplit int, fromRight bool) []string {
	if maxsplit < 0 {
		return strings.Split(s, sep)
	}
	if !fromRight {
		return strings.SplitN(s, sep, maxsplit+1)
	}
	var rev []string
	for ; maxsplit > 0; maxsplit-- {
		i := strings.LastIndex(s, sep)
		if i < 0 {
			break
		}
		rev = append(rev, s[i+len(sep):])
		s = s[:i]
	}
	return reversed(append(rev, s))
}

// splitSpace splits at runs of whitespace, ignoring it at both ends, at
// most maxsplit times; the unsplit remainder keeps its inner and far-end
// whitespace, as in Python.
func splitSpace(s string, maxsplit int, fromRight bool) []string {
	if maxsplit < 0 {
		return strings.FieldsFunc(s, isPySpace)
	}
	var parts []string
	for {
		if fromRight {
			s = strings.TrimRightFunc(s, isPySpace)
		} else {
			s = strings.TrimLeftFunc(s, isPySpace)
		}
		if s == "" {
			break
		}
		if len(parts) == maxsplit {
			parts = append(parts, s)
			break
		}
		var field string
		if fromRight {
			i := strings.LastIndexFunc(s, isPySpace)
			if i < 0 {
				field, s = s, ""
			} else {
				_, size := utf8.DecodeRuneInString(s[i:])
				field, s = s[i+size:], s[:i]
			}
		} else {
			i := strings.IndexFunc(s, isPySpace)
			if i < 0 {
				i = len(s)
			}
			field, s = s[:i], s[i:]
		}
		parts = append(parts, field)
	}
	if fromRight {
		return reversed(parts)
	}
	return parts
}

func reversed(s []string) []string {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
	return s
}
