package safetensors

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"slices"
)

// Writer streams a safetensors file. The header, which must come first,
// is written by NewWriter from the declared tensors; the data then follows
// through Write or WriteTensor, so a multi-gigabyte file never has to be
// held in memory.
type Writer struct {
	w       io.Writer
	tensors []TensorInfo // in data order, offsets assigned
	total   int64
	pos     int64
	err     error
}

type headerTensor struct {
	DType       string   `json:"dtype"`
	Shape       []int    `json:"shape"`
	DataOffsets [2]int64 `json:"data_offsets"`
}

// NewWriter writes the header for tensors, laid out in the data section in
// the given order; their Begin and End are assigned here and ignored on
// input. Header keys are sorted by name, and the header is padded with
// spaces so the data starts 8-byte aligned, making output deterministic.
func NewWriter(w io.Writer, tensors []TensorInfo, metadata map[string]string) (*Writer, error) {
	sw := &Writer{w: w, tensors: make([]TensorInfo, len(tensors))}
	entries := make(map[string]any, len(tensors)+1)
	for i, t := range tensors {
		if err := checkSpec(t, entries); err != nil {
			return nil, fmt.Errorf("safetensors: writing: %w", err)
		}
		t.Shape = append([]int{}, t.Shape...)
		t.Begin = sw.total
		t.End = t.Begin + t.NumElements()*int64(t.elementSize())
		sw.total = t.End
		sw.tensors[i] = t
		entries[t.Name] = headerTensor{t.typeName(), t.Shape, [2]int64{t.Begin, t.End}}
	}
	if len(metadata) > 0 {
		entries[metadataKey] = metadata
	}
	text, err := json.Marshal(entries)
	if err != nil {
		return nil, fmt.Errorf("safetensors: encoding header: %w", err)
	}
	if pad := len(text) % 8; pad != 0 {
		text = append(text, bytes.Repeat([]byte(" "), 8-pad)...)
	}
	var prefix [8]byte
	binary.LittleEndian.PutUint64(prefix[:], uint64(len(text)))
	if _, err := w.Write(append(prefix[:], text...)); err != nil {
		return nil, fmt.Errorf("safetensors: writing header: %w", err)
	}
	return sw, nil
}

func checkSpec(t TensorInfo, seen map[string]any) error {
	switch {
	case t.Name == "" || t.Name == metadataKey:
		return fmt.Errorf("invalid tensor name %q", t.Name)
	case seen[t.Name] != nil:
		return fmt.Errorf("duplicate tensor %q", t.Name)
	case t.elementSize() == 0:
		return fmt.Errorf("tensor %q: unknown dtype %q", t.Name, t.typeName())
	}
	dims := make([]int64, len(t.Shape))
	for i, d := range t.Shape {
		dims[i] = int64(d)
	}
	_, err := shapeElements(t.Name, dims)
	return err
}

// DataSize returns the total number of data bytes the file will hold.
func (w *Writer) DataSize() int64 { return w.total }

// Tensors returns the declared tensors with their assigned offsets.
func (w *Writer) Tensors() []TensorInfo { return w.tensors }

// Write appends raw data bytes; tensors are filled in declaration order.
func (w *Writer) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	if int64(len(p)) > w.total-w.pos {
		return 0, fmt.Errorf("safetensors: writing %d bytes at offset %d overruns the %d-byte data section", len(p), w.pos, w.total)
	}
	n, err := w.w.Write(p)
	w.pos += int64(n)
	if err != nil {
		w.err = fmt.Errorf("safetensors: writing data: %w", err)
		return n, w.err
	}
	return n, nil
}

// WriteTensor writes one whole tensor, which must start at the current
// write position: tensors go in declaration order.
func (w *Writer) WriteTensor(name string, data []byte) error {
	i := slices.IndexFunc(w.tensors, func(t TensorInfo) bool { return t.Name == name })
	if i < 0 {
		return fmt.Errorf("safetensors: writing %q: tensor not declared", name)
	}
	t := w.tensors[i]
	if w.pos != t.Begin {
		return fmt.Errorf("safetensors: writing %q: it starts at data offset %d but %d bytes are written", name, t.Begin, w.pos)
	}
	if int64(len(data)) != t.End-t.Begin {
		return fmt.Errorf("safetensors: writing %q: got %d bytes, want %d", name, len(data), t.End-t.Begin)
	}
	_, err := w.Write(data)
	return err
}

// Close checks that every declared byte was written. It does not close
// the underlying writer.
func (w *Writer) Close() error {
	if w.err != nil {
		return w.err
	}
	if w.pos != w.total {
		return fmt.Errorf("safetensors: closed after %d of %d data bytes", w.pos, w.total)
	}
	return nil
}
