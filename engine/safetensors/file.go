package safetensors

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"time"
)

// Tensor is one tensor's bytes inside a mapped file. Data aliases the
// read-only mapping: writing to it faults, and it is invalid after Close.
type Tensor struct {
	TensorInfo
	Data []byte
}

// File is an open, memory-mapped safetensors file.
type File struct {
	Path   string
	Header *Header
	mapped []byte
	owned  bool // mapped came from Mmap and must be unmapped
	byName map[string]int

	// file stays open while mapped, so Changed can ask about the very
	// inode the mapping reads, whatever now has its name.
	file *os.File
	size int64
	mod  time.Time
}

// Open maps path read-only and validates its header. The tensor bytes are
// not read: pages load lazily as tensors are used.
func Open(path string) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("safetensors: %w", err)
	}
	sf, err := mapFile(f, path)
	if err != nil {
		f.Close()
		return nil, err
	}
	return sf, nil
}

func mapFile(f *os.File, path string) (*File, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("safetensors: %w", err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("safetensors: %s is not a regular file", path)
	}
	size := st.Size()
	h, err := ReadHeader(f, size)
	if err != nil {
		return nil, fmt.Errorf("safetensors: %s: %w", path, err)
	}
	mapped, err := mapReadOnly(f, size)
	if err != nil {
		return nil, fmt.Errorf("safetensors: mapping %s: %w", path, err)
	}
	sf := newFile(path, h, mapped)
	sf.owned, sf.file, sf.size, sf.mod = true, f, size, st.ModTime()
	return sf, nil
}

// Changed reports, as an error naming the file, whether the mapped file
// was truncated or rewritten since Open. Reading a mapping whose file
// shrank faults (SIGBUS), and one rewritten in place silently yields other
// weights; a file replaced by a new one under the same name (a finished
// download renamed into place) leaves the mapping intact and is not a
// change.
func (f *File) Changed() error {
	if f.file == nil {
		return nil
	}
	st, err := f.file.Stat()
	switch {
	case err != nil:
		return fmt.Errorf("safetensors: %s: %w", f.Path, err)
	case st.Size() != f.size:
		return fmt.Errorf("%s changed on disk while in use: it was %d bytes, it is now %d", f.Path, f.size, st.Size())
	case !st.ModTime().Equal(f.mod):
		return fmt.Errorf("%s changed on disk while in use: it was rewritten at %s", f.Path, st.ModTime().Format(time.TimeOnly))
	}
	return nil
}

// Parse validates an in-memory safetensors file. The returned File aliases
// data; Close on it is a no-op.
func Parse(data []byte) (*File, error) {
	h, err := ReadHeader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("safetensors: %w", err)
	}
	return newFile("<memory>", h, data), nil
}

func newFile(path string, h *Header, mapped []byte) *File {
	f := &File{Path: path, Header: h, mapped: mapped, byName: make(map[string]int, len(h.Tensors))}
	for i, t := range h.Tensors {
		f.byName[t.Name] = i
	}
	return f
}

// Names returns the tensor names in sorted order.
func (f *File) Names() []string {
	names := make([]string, 0, len(f.byName))
	for n := range f.byName {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Info returns the header entry for name.
func (f *File) Info(name string) (TensorInfo, bool) {
	i, ok := f.byName[name]
	if !ok {
		return TensorInfo{}, false
	}
	return f.Header.Tensors[i], true
}

// Tensor returns the named tensor. Only F32, F16 and BF16 tensors can be
// read; others are reported by name and dtype.
func (f *File) Tensor(name string) (Tensor, error) {
	info, ok := f.Info(name)
	if !ok {
		return Tensor{}, fmt.Errorf("safetensors: %s: no tensor %q", f.Path, name)
	}
	if !info.Readable() {
		return Tensor{}, fmt.Errorf("safetensors: %s: tensor %q has unsupported dtype %s (want F32, F16 or BF16)", f.Path, name, info.typeName())
	}
	if f.mapped == nil {
		return Tensor{}, fmt.Errorf("safetensors: %s: file is closed", f.Path)
	}
	off := f.Header.DataOffset
	data := f.mapped[off+info.Begin : off+info.End : off+info.End]
	return Tensor{TensorInfo: info, Data: data}, nil
}

// Raw returns the named tensor's bytes whatever its element type (an I8
// or U8 tensor of quantized weights, say), aliasing the mapping as Tensor
// does; the caller interprets them.
func (f *File) Raw(name string) (Tensor, error) {
	info, ok := f.Info(name)
	if !ok {
		return Tensor{}, fmt.Errorf("safetensors: %s: no tensor %q", f.Path, name)
	}
	if f.mapped == nil {
		return Tensor{}, fmt.Errorf("safetensors: %s: file is closed", f.Path)
	}
	off := f.Header.DataOffset
	return Tensor{TensorInfo: info, Data: f.mapped[off+info.Begin : off+info.End : off+info.End]}, nil
}

// DropPages tells the kernel that the named tensor's mapped pages will
// not be read again soon, so they leave this process's resident set (the
// page cache keeps them; a later read faults them back in). It is a hint
// for a reader that streams a checkpoint once, and a no-op for a File
// that Parse made.
func (f *File) DropPages(name string) {
	info, ok := f.Info(name)
	if !ok || !f.owned || f.mapped == nil {
		return
	}
	page := int64(os.Getpagesize())
	lo := (f.Header.DataOffset + info.Begin + page - 1) / page * page
	hi := (f.Header.DataOffset + info.End) / page * page
	if lo < hi {
		dropPages(f.mapped[lo:hi])
	}
}

// TypeName is the tensor's element type as the header names it ("F32",
// "I8", "U8", ...).
func (t TensorInfo) TypeName() string { return t.typeName() }

// Close unmaps the file. It is safe to call more than once.
func (f *File) Close() error {
	var ferr error
	if f.file != nil {
		ferr = f.file.Close()
		f.file = nil
	}
	if !f.owned || f.mapped == nil {
		f.mapped = nil
		return ferr
	}
	m := f.mapped
	f.mapped = nil
	if err := unmap(m); err != nil {
		return fmt.Errorf("safetensors: unmapping %s: %w", f.Path, err)
	}
	return ferr
}
