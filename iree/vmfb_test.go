package iree

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"testing"
)

// The tests read and rewrite the bytecode version of real modules, to get
// modules of another IREE release from the one at hand.

// bytecodeVersion is a VM bytecode version as the vmfb stores it: major
// in the high 16 bits, minor in the low.
type bytecodeVersion uint32

func (v bytecodeVersion) String() string { return fmt.Sprintf("%d.%d", v>>16, v&0xffff) }

// bytecodeVersionField is BytecodeModuleDef.bytecode_version's field index
// in iree/schemas/bytecode_module_def.fbs, the same in 2024 and 2026.
const bytecodeVersionField = 13

// vmfbBytecodeVersion reads the VM bytecode version a vmfb was compiled for
// and where in data it is stored.
func vmfbBytecodeVersion(data []byte) (bytecodeVersion, int, error) {
	start, end, err := flatbuffer(data)
	if err != nil {
		return 0, 0, err
	}
	at, err := tableField(data[start:end], bytecodeVersionField)
	if err != nil {
		return 0, 0, fmt.Errorf("vmfb: bytecode version: %w", err)
	}
	return bytecodeVersion(binary.LittleEndian.Uint32(data[start+at:])), start + at, nil
}

// withBytecodeVersion returns a copy of vmfb claiming version v.
func withBytecodeVersion(t testing.TB, vmfb []byte, v bytecodeVersion) []byte {
	t.Helper()
	_, at, err := vmfbBytecodeVersion(vmfb)
	if err != nil {
		t.Fatal(err)
	}
	out := slices.Clone(vmfb)
	binary.LittleEndian.PutUint32(out[at:], uint32(v))
	return out
}

// tableField returns where in the FlatBuffer fb the 4-byte scalar field i
// of the root table is, checking every offset on the way.
func tableField(fb []byte, i int) (int, error) {
	u32 := func(at int64) (int64, error) {
		if at < 0 || at+4 > int64(len(fb)) {
			return 0, fmt.Errorf("offset %d out of bounds", at)
		}
		return int64(binary.LittleEndian.Uint32(fb[at:])), nil
	}
	u16 := func(at int64) (int64, error) {
		if at < 0 || at+2 > int64(len(fb)) {
			return 0, fmt.Errorf("offset %d out of bounds", at)
		}
		return int64(binary.LittleEndian.Uint16(fb[at:])), nil
	}
	table, err := u32(0)
	if err != nil {
		return 0, err
	}
	soffset, err := u32(table)
	if err != nil {
		return 0, err
	}
	vtable := table - int64(int32(uint32(soffset)))
	vtableSize, err := u16(vtable)
	if err != nil {
		return 0, err
	}
	slot := int64(4 + 2*i)
	if slot+2 > vtableSize {
		return 0, fmt.Errorf("field %d is not in the table", i)
	}
	off, err := u16(vtable + slot)
	if err != nil {
		return 0, err
	}
	if off == 0 {
		return 0, fmt.Errorf("field %d is not in the table", i)
	}
	if _, err := u32(table + off); err != nil {
		return 0, err
	}
	return int(table + off), nil
}

// fakeModule is the smallest vmfb-framed FlatBuffer whose root table has
// only the bytecode_version field, set to v.
func fakeModule(v bytecodeVersion) []byte {
	le := binary.LittleEndian
	var fb []byte
	fb = le.AppendUint32(fb, 40) // root table offset
	fb = append(fb, "IREE"...)
	fb = le.AppendUint16(fb, 4+2*(bytecodeVersionField+1)) // vtable at 8
	fb = le.AppendUint16(fb, 8)                            // table size
	for i := range bytecodeVersionField + 1 {
		off := uint16(0)
		if i == bytecodeVersionField {
			off = 4
		}
		fb = le.AppendUint16(fb, off)
	}
	fb = le.AppendUint32(fb, 40-8) // table at 40: its vtable is 32 back
	fb = le.AppendUint32(fb, uint32(v))
	return append(le.AppendUint32(nil, uint32(len(fb))), fb...)
}

func TestVMFBBytecodeVersion(t *testing.T) {
	v15, v17 := bytecodeVersion(15<<16), bytecodeVersion(17<<16|2)
	m := fakeModule(v15)
	zip := make([]byte, 30)
	copy(zip, "PK\x03\x04")
	tests := []struct {
		name    string
		data    []byte
		want    bytecodeVersion
		wantErr bool
	}{
		{"plain", m, v15, false},
		{"zip wrapped", append(slices.Clone(zip), m...), v15, false},
		{"rewritten", withBytecodeVersion(t, m, v17), v17, false},
		{"truncated", m[:len(m)-6], 0, true},
		{"no vtable", bytes.Replace(m, []byte{40, 0, 0, 0, 'I'}, []byte{200, 0, 0, 0, 'I'}, 1), 0, true},
		{"garbage", []byte("not a vmfb at all, not even close"), 0, true},
		{"fake compiler output", fakeVMFB, 0, true},
	}
	for _, tt := range tests {
		got, _, err := vmfbBytecodeVersion(tt.data)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("%s: version %v, %v; want %v, error %v", tt.name, got, err, tt.want, tt.wantErr)
		}
	}
	if s := v17.String(); s != "17.2" {
		t.Errorf("String = %q, want 17.2", s)
	}
}

func TestVersionMismatch(t *testing.T) {
	tests := []struct {
		message string
		want    *VersionError
	}{
		// IREE's text, as both the 2024 and the 2026 runtime write it.
		{"iree/vm/bytecode/verifier.c:179: INVALID_ARGUMENT; bytecode version mismatch; runtime supports 15.0, module has 17.0",
			&VersionError{Module: "17.0", Runtime: "15.0"}},
		{"bytecode version mismatch; runtime supports 17.0, module has 15.0", &VersionError{Module: "15.0", Runtime: "17.0"}},
		{"FlatBuffer verification failed: table header out of range or unaligned", nil},
	}
	for _, tt := range tests {
		got, ok := versionMismatch(tt.message)
		if ok != (tt.want != nil) || (ok && *got != *tt.want) {
			t.Errorf("versionMismatch(%q) = %+v, %v; want %+v", tt.message, got, ok, tt.want)
		}
	}
	var err error = &VersionError{Module: "17.0", Runtime: "15.0"}
	var ve *VersionError
	if !errors.As(fmt.Errorf("graph prefill: %w", err), &ve) {
		t.Error("a wrapped VersionError is not found by errors.As")
	}
	for _, want := range []string{"17.0", "15.0", "iree-compile"} {
		if !bytes.Contains([]byte(err.Error()), []byte(want)) {
			t.Errorf("%q does not mention %s", err, want)
		}
	}
}
