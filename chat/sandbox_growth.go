package chat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nikolalohinski/gonja/v2/builtins"
	"github.com/nikolalohinski/gonja/v2/exec"
)

// The filters and str methods whose one result can be far larger than
// their input and arguments: padding to a width, joining with a
// separator, replacing, slicing into n lists. The render budget counts a
// value once it is made, too late for one that cannot be allocated, so
// these size theirs first and refuse one past maxResultBytes. Filters
// and methods are not given the render's budget; maxResultBytes is the
// default budget, and what they make then counts against the render's.

// maxResultBytes bounds one filter's or method's result.
const maxResultBytes = 256 << 20

// listItemBytes is what one item of a list costs in gonja, which holds
// each in a Value: a bound for what a list of n items takes, and what the
// render budget counts for it.
const listItemBytes = 64

func errResultSize(name string, size uint64) error {
	return fmt.Errorf("%s: its result would take %d MiB, more than %d MiB", name, size>>20, maxResultBytes>>20)
}

// sizedFilter wraps a filter with size, which estimates the bytes its
// result takes from its input and arguments.
func sizedFilter(name string, f exec.FilterFunction, size func(in *exec.Value, params *exec.VarArgs) uint64) exec.FilterFunction {
	return func(e *exec.Evaluator, in *exec.Value, params *exec.VarArgs) *exec.Value {
		if n := size(in, params); n > maxResultBytes {
			return exec.AsValue(errResultSize(name, n))
		}
		return f(e, in, params)
	}
}

// arg is params' i'th positional argument or its keyword one, or nil.
func arg(params *exec.VarArgs, i int, keyword string) *exec.Value {
	if i < len(params.Args) {
		return params.Args[i]
	}
	return params.KwArgs[keyword]
}

// count is v's integer value, or 0.
func count(v *exec.Value) int {
	if v == nil || !v.IsInteger() {
		return 0
	}
	return max(v.Integer(), 0)
}

// sizeFilters bounds the filters in set that can grow past their inputs.
func sizeFilters(set *exec.FilterSet) {
	sized := map[string]func(in *exec.Value, params *exec.VarArgs) uint64{
		"join": func(in *exec.Value, params *exec.VarArgs) uint64 {
			sep := arg(params, 0, "d")
			if sep == nil || !in.IsList() {
				return 0
			}
			return joinedSize(len(sep.String()), in.Len())
		},
		"replace": func(in *exec.Value, params *exec.VarArgs) uint64 {
			old, repl := arg(params, 0, "old"), arg(params, 1, "new")
			if old == nil || repl == nil {
				return 0
			}
			return replacedSize(in.String(), old.String(), repl.String(), -1)
		},
		"slice": func(_ *exec.Value, params *exec.VarArgs) uint64 {
			return sizeOf(count(arg(params, 0, "slices")), listItemBytes)
		},
		"list": func(in *exec.Value, _ *exec.VarArgs) uint64 {
			if !in.IsString() {
				return 0
			}
			return sizeOf(len(in.String()), listItemBytes)
		},
	}
	for name, size := range sized {
		if f, ok := builtins.Filters.Get(name); ok {
			_ = set.Replace(name, sizedFilter(name, f, size))
		}
	}
}

// joinedSize is what joining n items with a separator of sepLen bytes
// adds to the items.
func joinedSize(sepLen, n int) uint64 {
	return sizeOf(max(n-1, 0), sepLen)
}

// replacedSize is the length of strings.Replace(s, old, repl, n).
func replacedSize(s, old, repl string, n int) uint64 {
	matches := strings.Count(s, old) // for "", one per rune and one more
	if n >= 0 {
		matches = min(matches, n)
	}
	grown := sizeOf(matches, len(repl))
	return uint64(len(s)) + grown - min(uint64(matches)*uint64(len(old)), uint64(len(s)))
}

// sizeMethods replaces, in m, the str methods that can grow past their
// inputs: Python's padding methods (gonja's center, ljust and rjust fail
// without a fill character), and format and join, sized first.
func sizeMethods(m map[string]exec.Method[string]) {
	for name, pad := range map[string]func(s string, width, n int, fill string) string{
		"ljust": func(s string, width, n int, fill string) string { return s + strings.Repeat(fill, width-n) },
		"rjust": func(s string, width, n int, fill string) string { return strings.Repeat(fill, width-n) + s },
		"center": func(s string, width, n int, fill string) string {
			pad := width - n
			left := pad/2 + pad&width&1 // Python's rounding
			return strings.Repeat(fill, left) + s + strings.Repeat(fill, pad-left)
		},
	} {
		m[name] = padMethod(name, pad)
	}
	m["zfill"] = zfillMethod
	if format, ok := m["format"]; ok {
		m["format"] = func(self string, v *exec.Value, args *exec.VarArgs) (any, error) {
			if w := widestField(self); w > maxPadWidth {
				return nil, fmt.Errorf("format: width %d is more than %d", w, maxPadWidth)
			}
			return format(self, v, args)
		}
	}
	if join, ok := m["join"]; ok {
		m["join"] = func(self string, v *exec.Value, args *exec.VarArgs) (any, error) {
			if len(args.Args) == 1 && args.Args[0].IsList() {
				if n := joinedSize(len(self), args.Args[0].Len()); n > maxResultBytes {
					return nil, errResultSize("join", n)
				}
			}
			return join(self, v, args)
		}
	}
}

var errPadArgs = errors.New("want (width[, fillchar]) with a one-character fillchar")

// padMethod is str.ljust, rjust or center(width, fillchar=' ').
func padMethod(name string, pad func(s string, width, n int, fill string) string) exec.Method[string] {
	return func(self string, _ *exec.Value, args *exec.VarArgs) (any, error) {
		width, fill := arg(args, 0, "width"), arg(args, 1, "fillchar")
		if width == nil || !width.IsInteger() || len(args.Args) > 2 ||
			fill != nil && (!fill.IsString() || utf8.RuneCountInString(fill.String()) != 1) {
			return nil, exec.ErrInvalidCall(errPadArgs)
		}
		fillChar := " "
		if fill != nil {
			fillChar = fill.String()
		}
		n, w := utf8.RuneCountInString(self), width.Integer()
		if w <= n {
			return self, nil
		}
		if w > maxPadWidth {
			return nil, fmt.Errorf("%s: width %d is more than %d", name, w, maxPadWidth)
		}
		return pad(self, w, n, fillChar), nil
	}
}

// zfillMethod is str.zfill(width): zeros on the left, after a sign.
func zfillMethod(self string, _ *exec.Value, args *exec.VarArgs) (any, error) {
	if len(args.Args) != 1 || !args.Args[0].IsInteger() {
		return nil, exec.ErrInvalidCall(errors.New("want zfill(width)"))
	}
	n, w := utf8.RuneCountInString(self), args.Args[0].Integer()
	if w <= n {
		return self, nil
	}
	if w > maxPadWidth {
		return nil, fmt.Errorf("zfill: width %d is more than %d", w, maxPadWidth)
	}
	sign := ""
	if self != "" && (self[0] == '+' || self[0] == '-') {
		sign, self = self[:1], self[1:]
	}
	return sign + strings.Repeat("0", w-n) + self, nil
}

// widestField is the largest number in the format specs ({:>20},
// {0:.3}) of a str.format string: the width or precision the result
// may be padded to. Doubled braces are literal text.
func widestField(format string) int {
	widest := 0
	inField, inSpec := false, false
	for i := 0; i < len(format); i++ {
		switch c := format[i]; {
		case (c == '{' || c == '}') && !inField && i+1 < len(format) && format[i+1] == c:
			i++ // {{ or }}
		case c == '{':
			inField, inSpec = true, false
		case c == '}':
			inField, inSpec = false, false
		case c == ':' && inField:
			inSpec = true
		case inSpec && c >= '0' && c <= '9':
			j := i
			for j < len(format) && format[j] >= '0' && format[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(format[i:j])
			if err != nil {
				return int(^uint(0) >> 1) // too large for an int
			}
			widest = max(widest, n)
			i = j - 1
		}
	}
	return widest
}
