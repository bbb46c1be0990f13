package iree

import (
	"encoding/binary"
	"errors"
	"fmt"
	"regexp"
)

// A vmfb is an IREE VM bytecode module: an optional ZIP local file header,
// then a size-prefixed FlatBuffer (schema iree/schemas/bytecode_module_def.fbs,
// file identifier "IREE") whose root table BytecodeModuleDef carries the
// VM bytecode version the compiler wrote, then rodata. The runtime loads a
// module only if that version's major equals its own and its minor is at
// most its own: IREE 2024-07 writes and reads 15.0, IREE 3.12 17.0.

// VersionError is a module the runtime refused because it was compiled for
// another VM bytecode version: the vmfb comes from an iree-compile of a
// different IREE release than the runtime linked into xlachat.
type VersionError struct {
	Module  string // the module's bytecode version, "major.minor"
	Runtime string // the bytecode version the runtime reads, "major.minor"
}

func (e *VersionError) Error() string {
	return fmt.Sprintf("iree: the module is VM bytecode version %s but this IREE runtime reads version %s: "+
		"compile it with the iree-compile of the IREE release xlachat was built against", e.Module, e.Runtime)
}

// flatbuffer returns where in a vmfb its FlatBuffer is, without the size
// prefix, checking the framing IREE's loader checks first: an optional
// ZIP local file header, then a size-prefixed FlatBuffer with file
// identifier "IREE" whose size fits in the data.
func flatbuffer(data []byte) (start, end int, err error) {
	const zipHeader = 30
	if len(data) >= zipHeader && string(data[:4]) == "PK\x03\x04" {
		start = zipHeader + int(binary.LittleEndian.Uint16(data[26:])) +
			int(binary.LittleEndian.Uint16(data[28:]))
		if start > len(data) {
			return 0, 0, errors.New("vmfb: truncated zip header")
		}
	}
	rest := data[start:]
	if len(rest) < 16 {
		return 0, 0, fmt.Errorf("vmfb: %d bytes is too short", len(rest))
	}
	size := binary.LittleEndian.Uint32(rest)
	if uint64(size) > uint64(len(rest)-4) {
		return 0, 0, fmt.Errorf("vmfb: flatbuffer size %d exceeds the %d bytes present", size, len(rest)-4)
	}
	if string(rest[8:12]) != "IREE" {
		return 0, 0, errors.New("vmfb: missing IREE file identifier")
	}
	return start + 4, start + 4 + int(size), nil
}

// checkVMFB checks the framing IREE's loader expects of a bytecode module,
// as flatbuffer does.
func checkVMFB(data []byte) error {
	_, _, err := flatbuffer(data)
	return err
}

// mismatchText is how IREE's bytecode verifier (verifier.c, the same in
// 2024 and 2026) rejects a module of another bytecode version.
var mismatchText = regexp.MustCompile(`bytecode version mismatch; runtime supports (\d+)\.(\d+), module has (\d+)\.(\d+)`)

// versionMismatch turns IREE's version mismatch message into a
// VersionError; ok is false for any other message.
func versionMismatch(message string) (_ *VersionError, ok bool) {
	m := mismatchText.FindStringSubmatch(message)
	if m == nil {
		return nil, false
	}
	return &VersionError{Runtime: m[1] + "." + m[2], Module: m[3] + "." + m[4]}, true
}
