package chat

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nikolalohinski/gonja/v2/exec"
)

// jsonOptions are the keyword arguments of Hugging Face's tojson filter,
// which forwards them to Python's json.dumps.
type jsonOptions struct {
	ensureASCII bool
	indent      string
	pretty      bool // indent was given: newlines between items
	itemSep     string
	keySep      string
	sortKeys    bool
}

// filterToJSON is Hugging Face's tojson: json.dumps(x, ensure_ascii=False,
// indent=None, separators=None, sort_keys=False). Jinja's own tojson
// HTML-escapes and sorts keys, which would change prompts, so templates
// written for transformers expect this one.
func filterToJSON(_ *exec.Evaluator, in *exec.Value, params *exec.VarArgs) *exec.Value {
	if in.IsError() {
		return in
	}
	opts, err := parseJSONOptions(params)
	if err != nil {
		return exec.AsValue(fmt.Errorf("tojson: %w", err))
	}
	var b strings.Builder
	if err := writeJSON(&b, in, opts, 0); err != nil {
		return exec.AsValue(fmt.Errorf("tojson: %w", err))
	}
	return exec.AsSafeValue(b.String())
}

// parseJSONOptions reads tojson's arguments, positional in the order of
// Hugging Face's signature (ensure_ascii, indent, separators, sort_keys).
func parseJSONOptions(params *exec.VarArgs) (jsonOptions, error) {
	names := []string{"ensure_ascii", "indent", "separators", "sort_keys"}
	if len(params.Args) > len(names) {
		return jsonOptions{}, fmt.Errorf("got %d positional arguments, want at most %d", len(params.Args), len(names))
	}
	args := make(map[string]*exec.Value, len(names))
	for i, a := range params.Args {
		args[names[i]] = a
	}
	for k, v := range params.KwArgs {
		if !slices.Contains(names, k) {
			return jsonOptions{}, fmt.Errorf("unexpected keyword argument %q", k)
		}
		if _, dup := args[k]; dup {
			return jsonOptions{}, fmt.Errorf("argument %q given twice", k)
		}
		args[k] = v
	}

	opts := jsonOptions{itemSep: ", ", keySep: ": "}
	if v, ok := args["ensure_ascii"]; ok {
		opts.ensureASCII = v.IsTrue()
	}
	if v, ok := args["sort_keys"]; ok {
		opts.sortKeys = v.IsTrue()
	}
	if v, ok := args["indent"]; ok && !v.IsNil() {
		switch {
		case v.IsInteger() && v.Integer() > maxJSONIndent:
			return jsonOptions{}, fmt.Errorf("indent %d is more than %d spaces", v.Integer(), maxJSONIndent)
		case v.IsInteger():
			opts.indent = strings.Repeat(" ", max(v.Integer(), 0))
		case v.IsString():
			opts.indent = v.String()
		default:
			return jsonOptions{}, fmt.Errorf("indent must be an integer or a string, not %s", v.String())
		}
		opts.pretty = true
		// json.dumps drops the space after commas when indenting, since
		// the newline already separates items.
		opts.itemSep = ","
	}
	if v, ok := args["separators"]; ok && !v.IsNil() {
		if !v.IsList() || v.Len() != 2 || !v.Index(0).IsString() || !v.Index(1).IsString() {
			return jsonOptions{}, fmt.Errorf("separators must be a pair of strings, not %s", v.String())
		}
		opts.itemSep, opts.keySep = v.Index(0).String(), v.Index(1).String()
	}
	return opts, nil
}

// maxJSONIndent bounds indent: it is repeated once per level of every
// line, and a template's indent=10**14 would ask for 100 TB (Python raises
// MemoryError; Go's runtime cannot recover from the attempt).
const maxJSONIndent = 1024

// maxJSONDepth bounds recursion so a self-referencing value errors out
// instead of exhausting the stack; Python raises RecursionError similarly.
const maxJSONDepth = 512

func writeJSON(b *strings.Builder, v *exec.Value, opts jsonOptions, depth int) error {
	if depth > maxJSONDepth {
		return fmt.Errorf("value nested deeper than %d levels", maxJSONDepth)
	}
	switch {
	case v.IsError():
		return v
	case v.IsNil():
		b.WriteString("null")
	case v.IsBool():
		b.WriteString(strconv.FormatBool(v.Bool()))
	case v.IsInteger():
		b.WriteString(v.String())
	case v.IsFloat():
		b.WriteString(pyFloatJSON(v.Float()))
	case v.IsString():
		writeJSONString(b, v.String(), opts.ensureASCII)
	case v.IsList():
		return writeJSONList(b, v, opts, depth)
	case v.IsDict():
		return writeJSONDict(b, v, opts, depth)
	default:
		return fmt.Errorf("value %s is not JSON serializable", v.String())
	}
	return nil
}

// newline starts an indented line at depth, as json.dumps does when given
// an indent.
func newline(b *strings.Builder, opts jsonOptions, depth int) {
	if !opts.pretty {
		return
	}
	b.WriteByte('\n')
	for range depth {
		b.WriteString(opts.indent)
	}
}

func writeJSONList(b *strings.Builder, v *exec.Value, opts jsonOptions, depth int) error {
	n := v.Len()
	if n == 0 {
		b.WriteString("[]")
		return nil
	}
	b.WriteByte('[')
	for i := range n {
		if i > 0 {
			b.WriteString(opts.itemSep)
		}
		newline(b, opts, depth+1)
		if err := writeJSON(b, v.Index(i), opts, depth+1); err != nil {
			return err
		}
	}
	newline(b, opts, depth)
	b.WriteByte(']')
	return nil
}

// dictPairs lists a mapping's items in Python's order: insertion order for
// template-made dicts and conversation messages, sorted keys for Go maps,
// which have no order to keep.
func dictPairs(v *exec.Value, sortKeys bool) []*exec.Pair {
	var pairs []*exec.Pair
	switch d := v.Interface().(type) {
	case *exec.Dict:
		pairs = append(pairs, d.Pairs...)
	case exec.Dict:
		pairs = append(pairs, d.Pairs...)
	default:
		for _, k := range v.Keys() {
			item, _ := v.GetItem(k.Interface())
			pairs = append(pairs, &exec.Pair{Key: k, Value: item})
		}
		sortKeys = true
	}
	if sortKeys {
		sort.SliceStable(pairs, func(i, j int) bool {
			return pairs[i].Key.String() < pairs[j].Key.String()
		})
	}
	return pairs
}

func writeJSONDict(b *strings.Builder, v *exec.Value, opts jsonOptions, depth int) error {
	pairs := dictPairs(v, opts.sortKeys)
	if len(pairs) == 0 {
		b.WriteString("{}")
		return nil
	}
	b.WriteByte('{')
	for i, p := range pairs {
		if i > 0 {
			b.WriteString(opts.itemSep)
		}
		newline(b, opts, depth+1)
		key, err := jsonKey(p.Key)
		if err != nil {
			return err
		}
		writeJSONString(b, key, opts.ensureASCII)
		b.WriteString(opts.keySep)
		if err := writeJSON(b, p.Value, opts, depth+1); err != nil {
			return err
		}
	}
	newline(b, opts, depth)
	b.WriteByte('}')
	return nil
}

// jsonKey converts a dict key the way json.dumps does: strings as they
// are, scalars to their JSON text, anything else is an error.
func jsonKey(k *exec.Value) (string, error) {
	switch {
	case k.IsString():
		return k.String(), nil
	case k.IsNil():
		return "null", nil
	case k.IsBool():
		return strconv.FormatBool(k.Bool()), nil
	case k.IsInteger():
		return k.String(), nil
	case k.IsFloat():
		return pyFloatJSON(k.Float()), nil
	default:
		return "", fmt.Errorf("dict key %s is not a string or a number", k.String())
	}
}

// writeJSONString quotes s like json.dumps: only quotes, backslashes and
// control characters are escaped, plus non-ASCII when ensureASCII is set.
// Unlike encoding/json it leaves <, >, & and U+2028 alone.
func writeJSONString(b *strings.Builder, s string, ensureASCII bool) {
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			writeJSONRune(b, r, ensureASCII)
		}
	}
	b.WriteByte('"')
}

func writeJSONRune(b *strings.Builder, r rune, ensureASCII bool) {
	switch {
	case r < 0x20 || (ensureASCII && r == 0x7f):
		fmt.Fprintf(b, `\u%04x`, r)
	case !ensureASCII || r < utf8.RuneSelf:
		b.WriteRune(r)
	case r > 0xffff:
		// Python escapes astral characters as a UTF-16 surrogate pair.
		r -= 0x10000
		fmt.Fprintf(b, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
	default:
		fmt.Fprintf(b, `\u%04x`, r)
	}
}

// pyFloatJSON formats f as Python's float.__repr__ does, which is what
// json.dumps writes: the shortest round-tripping digits, scientific
// notation below 1e-4 or from 1e16 up, and ".0" on whole numbers.
func pyFloatJSON(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		if math.Signbit(f) {
			return "-0.0"
		}
		return "0.0"
	}
	sign := ""
	if f < 0 {
		sign, f = "-", -f
	}
	// 'e' with -1 precision gives the shortest digits d.ddde±XX.
	mant, expText, _ := strings.Cut(strconv.FormatFloat(f, 'e', -1, 64), "e")
	exp, _ := strconv.Atoi(expText)
	digits := strings.Replace(mant, ".", "", 1)
	if exp < -4 || exp >= 16 {
		if len(digits) > 1 {
			digits = digits[:1] + "." + digits[1:]
		}
		expSign := "+"
		if exp < 0 {
			expSign, exp = "-", -exp
		}
		return fmt.Sprintf("%s%se%s%02d", sign, digits, expSign, exp)
	}
	point := exp + 1 // digits before the decimal point
	switch {
	case point <= 0:
		return sign + "0." + strings.Repeat("0", -point) + digits
	case point >= len(digits):
		return sign + digits + strings.Repeat("0", point-len(digits)) + ".0"
	default:
		return sign + digits[:point] + "." + digits[point:]
	}
}
