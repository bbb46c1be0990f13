package safetensors

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"xlachat/engine/dtype"
)

// rawFile assembles a file from header text and data, bypassing Writer so
// tests can build every kind of corruption.
func rawFile(header string, data []byte) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, uint64(len(header)))
	b.WriteString(header)
	b.Write(data)
	return b.Bytes()
}

func TestParseErrors(t *testing.T) {
	longLen := make([]byte, 8)
	binary.LittleEndian.PutUint64(longLen, 1000)
	hugeLen := make([]byte, 8)
	binary.LittleEndian.PutUint64(hugeLen, 1<<62)
	tests := []struct {
		name    string
		file    []byte
		wantErr string
	}{
		{"empty", nil, "shorter than the 8-byte header length"},
		{"short", []byte{1, 2, 3}, "shorter than the 8-byte header length"},
		{"header past EOF", append(longLen, "{}"...), "runs past end of file"},
		{"header over limit", append(hugeLen, "{}"...), "exceeds"},
		{"not an object", rawFile(`[1]`, nil), "does not start with '{'"},
		{"bad JSON", rawFile(`{"a":`, nil), "header JSON"},
		{"trailing data", rawFile(`{}x`, nil), "trailing data"},
		{"duplicate tensor", rawFile(`{"a":{"dtype":"F32","shape":[],"data_offsets":[0,4]},"a":{"dtype":"F32","shape":[],"data_offsets":[0,4]}}`, make([]byte, 4)), `duplicate key "a"`},
		{"unknown field", rawFile(`{"a":{"dtype":"F32","shape":[],"data_offsets":[0,4],"x":1}}`, make([]byte, 4)), `unknown field`},
		{"missing dtype", rawFile(`{"a":{"shape":[],"data_offsets":[0,4]}}`, make([]byte, 4)), "missing dtype"},
		{"missing shape", rawFile(`{"a":{"dtype":"F32","data_offsets":[0,4]}}`, make([]byte, 4)), "missing shape"},
		{"missing offsets", rawFile(`{"a":{"dtype":"F32","shape":[]}}`, make([]byte, 4)), "missing data_offsets"},
		{"three offsets", rawFile(`{"a":{"dtype":"F32","shape":[],"data_offsets":[0,4,8]}}`, make([]byte, 4)), "has 3 entries"},
		{"unknown dtype", rawFile(`{"a":{"dtype":"F17","shape":[],"data_offsets":[0,4]}}`, make([]byte, 4)), `unknown dtype "F17"`},
		{"negative dim", rawFile(`{"a":{"dtype":"F32","shape":[-1,4],"data_offsets":[0,4]}}`, make([]byte, 4)), "negative dimension"},
		{"huge shape", rawFile(`{"a":{"dtype":"F32","shape":[4294967296,4294967296],"data_offsets":[0,4]}}`, make([]byte, 4)), "too large"},
		{"reversed offsets", rawFile(`{"a":{"dtype":"F32","shape":[],"data_offsets":[4,0]}}`, make([]byte, 4)), "bad data_offsets"},
		{"negative offset", rawFile(`{"a":{"dtype":"F32","shape":[],"data_offsets":[-4,0]}}`, make([]byte, 4)), "bad data_offsets"},
		{"size mismatch", rawFile(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}}`, make([]byte, 4)), "needs 2×4"},
		{"offsets past data", rawFile(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}`, make([]byte, 4)), "run past the 4-byte data section"},
		{"overlap", rawFile(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[],"data_offsets":[4,8]}}`, make([]byte, 8)), "overlap"},
		{"gap", rawFile(`{"a":{"dtype":"F32","shape":[],"data_offsets":[0,4]},"b":{"dtype":"F32","shape":[],"data_offsets":[8,12]}}`, make([]byte, 12)), "leave a gap"},
		{"stray trailing bytes", rawFile(`{"a":{"dtype":"F32","shape":[],"data_offsets":[0,4]}}`, make([]byte, 6)), "cover 4 bytes but the data section has 6"},
		{"bad metadata", rawFile(`{"__metadata__":{"k":1}}`, nil), "__metadata__"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.file)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Parse error = %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestParseValid(t *testing.T) {
	data := []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	// Keys out of offset order, padding spaces, metadata and an empty
	// tensor all appear in real files.
	hdr := `{"b":{"dtype":"BF16","shape":[3],"data_offsets":[4,10]},"__metadata__":{"format":"pt"},` +
		`"a":{"dtype":"F32","shape":[1,1],"data_offsets":[0,4]},"e":{"dtype":"F16","shape":[0,5],"data_offsets":[10,10]}}   `
	f, err := Parse(rawFile(hdr, data))
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Header.Metadata["format"]; got != "pt" {
		t.Errorf("metadata format = %q, want pt", got)
	}
	if got := strings.Join(f.Names(), ","); got != "a,b,e" {
		t.Errorf("Names = %s, want a,b,e", got)
	}
	tests := []struct {
		name  string
		dtype dtype.DType
		shape []int
		data  []byte
	}{
		{"a", dtype.F32, []int{1, 1}, data[:4]},
		{"b", dtype.BF16, []int{3}, data[4:]},
		{"e", dtype.F16, []int{0, 5}, nil},
	}
	for _, tt := range tests {
		got, err := f.Tensor(tt.name)
		if err != nil {
			t.Fatal(err)
		}
		if got.DType != tt.dtype || !slices.Equal(got.Shape, tt.shape) || !bytes.Equal(got.Data, tt.data) {
			t.Errorf("tensor %s = %v %v %v, want %v %v %v", tt.name, got.DType, got.Shape, got.Data, tt.dtype, tt.shape, tt.data)
		}
	}
	if _, err := f.Tensor("missing"); err == nil {
		t.Error("Tensor(missing) succeeded")
	}
}

func TestUnsupportedDType(t *testing.T) {
	f, err := Parse(rawFile(`{"ids":{"dtype":"I64","shape":[1],"data_offsets":[0,8]}}`, make([]byte, 8)))
	if err != nil {
		t.Fatalf("a header with an I64 tensor should parse: %v", err)
	}
	_, err = f.Tensor("ids")
	if err == nil || !strings.Contains(err.Error(), `"ids" has unsupported dtype I64`) {
		t.Fatalf("Tensor(ids) error = %v, want unsupported dtype naming tensor and dtype", err)
	}
}

func TestWriterRoundTrip(t *testing.T) {
	specs := []TensorInfo{
		{Name: "z.weight", DType: dtype.F32, Shape: []int{2, 3}},
		{Name: "a.bias", DType: dtype.BF16, Shape: []int{5}},
		{Name: "empty", DType: dtype.F16, Shape: []int{0}},
		{Name: "scalar", DType: dtype.F16, Shape: nil},
	}
	payload := map[string][]byte{}
	var buf bytes.Buffer
	w, err := NewWriter(&buf, specs, map[string]string{"format": "pt"})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range w.Tensors() {
		p := bytes.Repeat([]byte{byte(i + 1)}, int(s.End-s.Begin))
		payload[s.Name] = p
		if err := w.WriteTensor(s.Name, p); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	file := buf.Bytes()
	if hl := binary.LittleEndian.Uint64(file); (8+hl)%8 != 0 {
		t.Errorf("header length %d leaves data unaligned", hl)
	}
	path := filepath.Join(t.TempDir(), "x.safetensors")
	if err := os.WriteFile(path, file, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, s := range specs {
		got, err := f.Tensor(s.Name)
		if err != nil {
			t.Fatal(err)
		}
		if got.DType != s.DType || !slices.Equal(got.Shape, s.Shape) || !bytes.Equal(got.Data, payload[s.Name]) {
			t.Errorf("tensor %s = %v %v %v, want %v %v %v", s.Name, got.DType, got.Shape, got.Data, s.DType, s.Shape, payload[s.Name])
		}
	}
	if f.Header.Metadata["format"] != "pt" {
		t.Errorf("metadata lost: %v", f.Header.Metadata)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, err := f.Tensor("a.bias"); err == nil {
		t.Error("Tensor after Close succeeded")
	}

	// Same input, same bytes: the header must not depend on map order.
	var again bytes.Buffer
	w2, _ := NewWriter(&again, specs, map[string]string{"format": "pt"})
	for _, s := range w2.Tensors() {
		w2.WriteTensor(s.Name, payload[s.Name])
	}
	if !bytes.Equal(again.Bytes(), file) {
		t.Error("writing the same tensors twice gave different bytes")
	}
}

func TestWriterErrors(t *testing.T) {
	specs := []TensorInfo{{Name: "a", DType: dtype.F32, Shape: []int{1}}, {Name: "b", DType: dtype.F32, Shape: []int{1}}}
	tests := []struct {
		name    string
		specs   []TensorInfo
		write   func(w *Writer) error
		wantErr string
	}{
		{"duplicate", []TensorInfo{specs[0], specs[0]}, nil, "duplicate tensor"},
		{"reserved name", []TensorInfo{{Name: "__metadata__", DType: dtype.F32}}, nil, "invalid tensor name"},
		{"unknown dtype", []TensorInfo{{Name: "a", Other: "F3"}}, nil, "unknown dtype"},
		{"negative dim", []TensorInfo{{Name: "a", DType: dtype.F32, Shape: []int{-2}}}, nil, "negative dimension"},
		{"out of order", specs, func(w *Writer) error { return w.WriteTensor("b", make([]byte, 4)) }, "starts at data offset 4"},
		{"wrong size", specs, func(w *Writer) error { return w.WriteTensor("a", make([]byte, 3)) }, "got 3 bytes, want 4"},
		{"undeclared", specs, func(w *Writer) error { return w.WriteTensor("c", nil) }, "not declared"},
		{"overrun", specs, func(w *Writer) error { _, err := w.Write(make([]byte, 9)); return err }, "overruns"},
		{"short", specs, func(w *Writer) error { w.Write(make([]byte, 5)); return w.Close() }, "closed after 5 of 8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, err := NewWriter(new(bytes.Buffer), tt.specs, nil)
			if err == nil && tt.write != nil {
				err = tt.write(w)
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error = %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestOpenErrorsNamePath(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.safetensors")
	os.WriteFile(bad, rawFile(`{"a":1}`, nil), 0o644)
	for _, path := range []string{filepath.Join(dir, "missing.safetensors"), bad, dir} {
		_, err := Open(path)
		if err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("Open(%s) error = %v, want one naming the path", path, err)
		}
	}
}

func FuzzParseHeader(f *testing.F) {
	f.Add(rawFile(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}`, make([]byte, 4)))
	f.Add(rawFile(`{"__metadata__":{"k":"v"},"b":{"dtype":"BF16","shape":[2,0],"data_offsets":[0,0]}}    `, nil))
	f.Add(rawFile(`{"a":{"dtype":"I64","shape":[1],"data_offsets":[0,8]}}`, make([]byte, 8)))
	f.Fuzz(func(t *testing.T, file []byte) {
		sf, err := Parse(file)
		if err != nil {
			return
		}
		var covered int64
		for _, info := range sf.Header.Tensors {
			covered += info.End - info.Begin
			got, err := sf.Tensor(info.Name)
			if err != nil {
				if info.Readable() {
					t.Fatalf("Tensor(%q): %v", info.Name, err)
				}
				continue
			}
			if int64(len(got.Data)) != info.NumElements()*int64(info.elementSize()) {
				t.Fatalf("tensor %q: %d data bytes for shape %v", info.Name, len(got.Data), info.Shape)
			}
		}
		if covered != sf.Header.DataSize || sf.Header.DataOffset+sf.Header.DataSize != int64(len(file)) {
			t.Fatalf("tensors cover %d of %d data bytes", covered, sf.Header.DataSize)
		}
	})
}
