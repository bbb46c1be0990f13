// Package safetensors reads and writes the safetensors tensor file format:
// an 8-byte little-endian header length, a JSON header mapping tensor names
// to dtype, shape and data_offsets (plus an optional __metadata__ object of
// strings), then the raw little-endian tensor bytes.
//
// Files are memory-mapped read-only, so opening a multi-gigabyte checkpoint
// copies nothing. Headers are validated strictly: every byte of the data
// section must belong to exactly one tensor, and each tensor's byte size
// must match its shape and dtype. Malformed input yields an error, never a
// panic.
package safetensors

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"xlachat/engine/dtype"
)

// MaxHeaderSize bounds the JSON header, as the reference implementation
// does, so a corrupt length cannot make a reader allocate gigabytes.
const MaxHeaderSize = 100 << 20

// metadataKey is the reserved header key holding free-form string metadata.
const metadataKey = "__metadata__"

// formatSizes lists every element type name the format defines, with its
// byte size: a file may hold tensors of types xlachat does not read (an
// I64 index, F64 statistics), and they must still parse.
var formatSizes = map[string]int{
	"BOOL": 1, "U8": 1, "I8": 1, "F8_E5M2": 1, "F8_E4M3": 1,
	"I16": 2, "U16": 2, "F16": 2, "BF16": 2,
	"I32": 4, "U32": 4, "F32": 4,
	"I64": 8, "U64": 8, "F64": 8,
}

// TensorInfo describes one tensor in a header. Begin and End are byte
// offsets into the data section, which starts right after the header.
type TensorInfo struct {
	Name       string
	DType      dtype.DType
	Shape      []int
	Begin, End int64
	// Other is the header's type name when xlachat has no dtype for it;
	// DType is then meaningless and reading the tensor is refused.
	Other string
}

// typeName is the tensor's element type as a header names it.
func (t TensorInfo) typeName() string {
	if t.Other != "" {
		return t.Other
	}
	return t.DType.SafetensorsName()
}

// elementSize is the byte size of one element, 0 for an unknown type.
func (t TensorInfo) elementSize() int { return formatSizes[t.typeName()] }

// Readable reports whether the tensor's data can be read: a float type.
func (t TensorInfo) Readable() bool { return t.Other == "" && t.DType.IsFloat() }

// NumElements returns the product of the shape (1 for a scalar).
func (t TensorInfo) NumElements() int64 {
	n := int64(1)
	for _, d := range t.Shape {
		n *= int64(d)
	}
	return n
}

// Header is a parsed and validated safetensors header.
type Header struct {
	// Tensors is ordered by data offset, then name.
	Tensors  []TensorInfo
	Metadata map[string]string
	// DataOffset is where the data section starts in the file: 8 plus the
	// JSON header length.
	DataOffset int64
	// DataSize is the length of the data section.
	DataSize int64
}

// ReadHeader reads the length prefix and JSON header of a safetensors file
// of the given total size, and validates it against that size.
func ReadHeader(r io.ReaderAt, size int64) (*Header, error) {
	var prefix [8]byte
	if size < int64(len(prefix)) {
		return nil, fmt.Errorf("file is %d bytes, shorter than the 8-byte header length", size)
	}
	if _, err := r.ReadAt(prefix[:], 0); err != nil {
		return nil, fmt.Errorf("reading header length: %w", err)
	}
	n := binary.LittleEndian.Uint64(prefix[:])
	if n > MaxHeaderSize {
		return nil, fmt.Errorf("header length %d exceeds the %d-byte limit", n, MaxHeaderSize)
	}
	if int64(n) > size-8 {
		return nil, fmt.Errorf("header length %d runs past end of file (%d bytes after the length prefix)", n, size-8)
	}
	buf := make([]byte, n)
	if _, err := r.ReadAt(buf, 8); err != nil {
		return nil, fmt.Errorf("reading %d-byte header: %w", n, err)
	}
	h, err := ParseHeader(buf, size-8-int64(n))
	if err != nil {
		return nil, err
	}
	h.DataOffset = 8 + int64(n)
	return h, nil
}

// ParseHeader parses the JSON header text and checks that its tensors
// exactly tile a data section of dataSize bytes.
func ParseHeader(text []byte, dataSize int64) (*Header, error) {
	if dataSize < 0 {
		return nil, fmt.Errorf("negative data size %d", dataSize)
	}
	if !bytes.HasPrefix(text, []byte("{")) {
		return nil, errors.New("header JSON does not start with '{'")
	}
	entries, err := decodeObject(text)
	if err != nil {
		return nil, fmt.Errorf("header JSON: %w", err)
	}
	h := &Header{DataSize: dataSize}
	for _, e := range entries {
		if e.key == metadataKey {
			if err := json.Unmarshal(e.value, &h.Metadata); err != nil {
				return nil, fmt.Errorf("header %s must be an object of strings: %w", metadataKey, err)
			}
			continue
		}
		t, err := parseTensorInfo(e.key, e.value)
		if err != nil {
			return nil, err
		}
		h.Tensors = append(h.Tensors, t)
	}
	if err := checkLayout(h.Tensors, dataSize); err != nil {
		return nil, err
	}
	return h, nil
}

type rawEntry struct {
	key   string
	value json.RawMessage
}

// decodeObject splits a JSON object into its members in order. Unlike
// unmarshalling into a map it reports duplicate keys, which would
// otherwise let one tensor silently shadow another.
func decodeObject(text []byte) ([]rawEntry, error) {
	dec := json.NewDecoder(bytes.NewReader(text))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var out []rawEntry
	seen := make(map[string]bool)
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, ok := tok.(string)
		if !ok {
			return nil, fmt.Errorf("object key is %v, not a string", tok)
		}
		if seen[key] {
			return nil, fmt.Errorf("duplicate key %q", key)
		}
		seen[key] = true
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("value of %q: %w", key, err)
		}
		out = append(out, rawEntry{key, v})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	// Writers pad the header with spaces; anything else after the object
	// is corruption.
	rest := text[dec.InputOffset():]
	if len(bytes.TrimRight(rest, " \t\r\n")) != 0 {
		return nil, errors.New("trailing data after the header object")
	}
	return out, nil
}

type jsonTensor struct {
	DType       *string  `json:"dtype"`
	Shape       *[]int64 `json:"shape"`
	DataOffsets *[]int64 `json:"data_offsets"`
}

func parseTensorInfo(name string, raw json.RawMessage) (TensorInfo, error) {
	var jt jsonTensor
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&jt); err != nil {
		return TensorInfo{}, fmt.Errorf("tensor %q: %w", name, err)
	}
	switch {
	case jt.DType == nil:
		return TensorInfo{}, fmt.Errorf("tensor %q: missing dtype", name)
	case jt.Shape == nil:
		return TensorInfo{}, fmt.Errorf("tensor %q: missing shape", name)
	case jt.DataOffsets == nil:
		return TensorInfo{}, fmt.Errorf("tensor %q: missing data_offsets", name)
	case len(*jt.DataOffsets) != 2:
		return TensorInfo{}, fmt.Errorf("tensor %q: data_offsets has %d entries, want 2", name, len(*jt.DataOffsets))
	}
	t := TensorInfo{Name: name}
	if d, err := dtype.Parse(*jt.DType); err == nil && d.SafetensorsName() == *jt.DType {
		t.DType = d
	} else {
		t.Other = *jt.DType
	}
	if t.elementSize() == 0 {
		return TensorInfo{}, fmt.Errorf("tensor %q: unknown dtype %q", name, *jt.DType)
	}
	elems, err := shapeElements(name, *jt.Shape)
	if err != nil {
		return TensorInfo{}, err
	}
	t.Shape = make([]int, len(*jt.Shape))
	for i, d := range *jt.Shape {
		t.Shape[i] = int(d)
	}
	t.Begin, t.End = (*jt.DataOffsets)[0], (*jt.DataOffsets)[1]
	if t.Begin < 0 || t.End < t.Begin {
		return TensorInfo{}, fmt.Errorf("tensor %q: bad data_offsets [%d, %d]", name, t.Begin, t.End)
	}
	size := int64(t.elementSize())
	if elems > math.MaxInt64/size || elems*size != t.End-t.Begin {
		return TensorInfo{}, fmt.Errorf("tensor %q: %d bytes at data_offsets [%d, %d], but shape %v of %s needs %d×%d",
			name, t.End-t.Begin, t.Begin, t.End, t.Shape, t.typeName(), elems, size)
	}
	return t, nil
}

// shapeElements multiplies out a shape, rejecting negative dims and
// products that overflow.
func shapeElements(name string, shape []int64) (int64, error) {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("tensor %q: negative dimension in shape %v", name, shape)
		}
		if d != 0 && n > math.MaxInt64/d {
			return 0, fmt.Errorf("tensor %q: shape %v is too large", name, shape)
		}
		n *= d
	}
	return n, nil
}

// checkLayout sorts tensors by offset and requires them to cover the data
// section with no gaps and no overlaps, as the reference implementation
// does: stray bytes would mean a truncated or corrupted file.
func checkLayout(ts []TensorInfo, dataSize int64) error {
	slices.SortFunc(ts, func(a, b TensorInfo) int {
		if c := cmp.Compare(a.Begin, b.Begin); c != 0 {
			return c
		}
		if c := cmp.Compare(a.End, b.End); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	var pos int64
	for _, t := range ts {
		switch {
		case t.Begin < pos:
			return fmt.Errorf("tensor %q: data_offsets [%d, %d] overlap the previous tensor ending at %d", t.Name, t.Begin, t.End, pos)
		case t.Begin > pos:
			return fmt.Errorf("tensor %q: data_offsets [%d, %d] leave a gap after offset %d", t.Name, t.Begin, t.End, pos)
		case t.End > dataSize:
			return fmt.Errorf("tensor %q: data_offsets [%d, %d] run past the %d-byte data section", t.Name, t.Begin, t.End, dataSize)
		}
		pos = t.End
	}
	if pos != dataSize {
		return fmt.Errorf("tensors cover %d bytes but the data section has %d", pos, dataSize)
	}
	return nil
}
