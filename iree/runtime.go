//go:build iree

package iree

// IREE's include path comes from CGO_CFLAGS and its static runtime from
// the final link's -extldflags, both set by iree.mk from IREE_DIST.

/*
#include <stdlib.h>
#include "shim.h"
*/
import "C"

import (
	"fmt"
	"slices"
	"strings"
	"unsafe"

	"xlachat/engine"
)

// statusError is a failed IREE call, carrying IREE's own status text.
type statusError struct {
	Op      string // what the binding was doing
	Code    int    // iree_status_code_t, e.g. 5 for NOT_FOUND
	Message string // IREE's status message
}

func (e *statusError) Error() string { return "iree: " + e.Op + ": " + e.Message }

// check turns an xl_status into an error, freeing its message.
func check(op string, s C.xl_status) error {
	if s.code == 0 {
		return nil
	}
	msg := "unknown error"
	if s.message != nil {
		msg = C.GoString(s.message)
		C.free(unsafe.Pointer(s.message))
	}
	return &statusError{Op: op, Code: int(s.code), Message: msg}
}

// cString passes a Go string's bytes to C for the duration of one call;
// C never keeps the pointer.
func cString(s string) (*C.char, C.size_t) {
	return (*C.char)(unsafe.Pointer(unsafe.StringData(s))), C.size_t(len(s))
}

// elementType is an IREE HAL element type.
type elementType uint32

// Element types the engine's graphs use.
const (
	typeI32  = elementType(C.IREE_HAL_ELEMENT_TYPE_INT_32)
	typeF32  = elementType(C.IREE_HAL_ELEMENT_TYPE_FLOAT_32)
	typeF16  = elementType(C.IREE_HAL_ELEMENT_TYPE_FLOAT_16)
	typeBF16 = elementType(C.IREE_HAL_ELEMENT_TYPE_BFLOAT_16)
)

func (t elementType) String() string {
	switch t {
	case typeI32:
		return "i32"
	case typeF32:
		return "f32"
	case typeF16:
		return "f16"
	case typeBF16:
		return "bf16"
	}
	return fmt.Sprintf("element type %#x", uint32(t))
}

// instance is an IREE runtime instance with every HAL driver linked into
// this binary registered.
type instance struct {
	ptr *C.iree_runtime_instance_t
}

// newInstance creates an instance; Close releases it.
func newInstance() (*instance, error) {
	var ptr *C.iree_runtime_instance_t
	if err := check("create instance", C.xl_instance_create(&ptr)); err != nil {
		return nil, err
	}
	return &instance{ptr: ptr}, nil
}

// Close releases the instance. Devices and sessions hold their own
// references, so they may outlive it.
func (in *instance) Close() {
	if in.ptr != nil {
		C.xl_instance_release(in.ptr)
		in.ptr = nil
	}
}

// Drivers lists the HAL drivers linked into this binary, sorted.
func (in *instance) Drivers() ([]string, error) {
	var names *C.char
	if err := check("list drivers", C.xl_instance_drivers(in.ptr, &names)); err != nil {
		return nil, err
	}
	defer C.free(unsafe.Pointer(names))
	list := strings.Fields(C.GoString(names))
	slices.Sort(list)
	return slices.Compact(list), nil
}

// halDevice is a HAL device.
type halDevice struct {
	ptr *C.iree_hal_device_t
	uri string
}

// OpenDevice creates the device named by uri ("local-task", "cuda://0").
// A driver not linked into this binary is reported with the list of those
// that are.
func (in *instance) OpenDevice(uri string) (*halDevice, error) {
	drivers, err := in.Drivers()
	if err != nil {
		return nil, err
	}
	driver := engine.DeviceDriver(uri)
	if !slices.Contains(drivers, driver) {
		return nil, fmt.Errorf("iree: device %q: driver %q is not linked into this runtime; available: %s",
			uri, driver, strings.Join(drivers, ", "))
	}
	var ptr *C.iree_hal_device_t
	p, n := cString(uri)
	if err := check("create device "+uri, C.xl_device_create(in.ptr, p, n, C.size_t(len(driver)), &ptr)); err != nil {
		return nil, fmt.Errorf("%w (available drivers: %s)", err, strings.Join(drivers, ", "))
	}
	return &halDevice{ptr: ptr, uri: uri}, nil
}

// URI is the device's name as opened.
func (d *halDevice) URI() string { return d.uri }

// Close releases the device.
func (d *halDevice) Close() {
	if d.ptr != nil {
		C.xl_device_release(d.ptr)
		d.ptr = nil
	}
}

// bufferView is a shaped, typed device buffer. Each bufferView holds one
// reference, dropped by Release.
type bufferView struct {
	ptr *C.iree_hal_buffer_view_t
}

// Upload copies data (little-endian, row-major) into a new device-local
// buffer view of the given shape and element type.
func (d *halDevice) Upload(data []byte, shape []int, et elementType) (*bufferView, error) {
	if len(data) == 0 {
		// The shim reads NULL as "zero-fill", so never pass it for data.
		data = make([]byte, 1)[:0]
	}
	return d.upload(unsafe.Pointer(unsafe.SliceData(data)), len(data), shape, et)
}

// Zeros allocates a zero-filled device-local buffer view.
func (d *halDevice) Zeros(shape []int, et elementType) (*bufferView, error) {
	return d.upload(nil, 0, shape, et)
}

func (d *halDevice) upload(src unsafe.Pointer, n int, shape []int, et elementType) (*bufferView, error) {
	dims := make([]C.int64_t, len(shape)+1) // +1: never a nil pointer for rank 0
	for i, s := range shape {
		dims[i] = C.int64_t(s)
	}
	var ptr *C.iree_hal_buffer_view_t
	err := check(fmt.Sprintf("upload %v %v", et, shape), C.xl_buffer_view_upload(d.ptr,
		&dims[0], C.size_t(len(shape)), C.uint32_t(et), src, C.size_t(n), &ptr))
	if err != nil {
		return nil, err
	}
	return &bufferView{ptr: ptr}, nil
}

// Read copies the view's contents into dst, which must be exactly
// ByteLength bytes.
func (d *halDevice) Read(v *bufferView, dst []byte) error {
	var p unsafe.Pointer
	if len(dst) > 0 {
		p = unsafe.Pointer(unsafe.SliceData(dst))
	}
	return check("read buffer view", C.xl_buffer_view_read(d.ptr, v.ptr, p, C.size_t(len(dst))))
}

// ReadAll returns a copy of the view's contents.
func (d *halDevice) ReadAll(v *bufferView) ([]byte, error) {
	dst := make([]byte, v.ByteLength())
	if err := d.Read(v, dst); err != nil {
		return nil, err
	}
	return dst, nil
}

// Shape is the view's dimensions.
func (v *bufferView) Shape() []int {
	var dims [16]C.int64_t
	rank := int(C.xl_buffer_view_shape(v.ptr, &dims[0], C.size_t(len(dims))))
	shape := make([]int, min(rank, len(dims)))
	for i := range shape {
		shape[i] = int(dims[i])
	}
	return shape
}

// ElementType is the view's element type.
func (v *bufferView) ElementType() elementType {
	return elementType(C.xl_buffer_view_element_type(v.ptr))
}

// ByteLength is the size of the view's contents in bytes.
func (v *bufferView) ByteLength() int { return int(C.xl_buffer_view_byte_length(v.ptr)) }

// Release drops this reference; the buffer is freed when IREE holds none.
func (v *bufferView) Release() {
	if v != nil && v.ptr != nil {
		C.xl_buffer_view_release(v.ptr)
		v.ptr = nil
	}
}

// rtSession is an IREE runtime session: a VM context on one device holding
// loaded bytecode modules.
type rtSession struct {
	ptr *C.iree_runtime_session_t
}

// NewSession creates a session on dev with IREE's builtin modules (HAL).
func (in *instance) NewSession(dev *halDevice) (*rtSession, error) {
	var ptr *C.iree_runtime_session_t
	if err := check("create session", C.xl_session_create(in.ptr, dev.ptr, &ptr)); err != nil {
		return nil, err
	}
	return &rtSession{ptr: ptr}, nil
}

// LoadModule appends a bytecode module (vmfb) to the session. The bytes
// are copied, so vmfb may be reused at once.
func (s *rtSession) LoadModule(vmfb []byte) error {
	var p unsafe.Pointer
	if len(vmfb) > 0 {
		p = unsafe.Pointer(unsafe.SliceData(vmfb))
	}
	return check("load module", C.xl_session_load(s.ptr, p, C.size_t(len(vmfb))))
}

// Close releases the session and the modules it holds.
func (s *rtSession) Close() {
	if s.ptr != nil {
		C.xl_session_release(s.ptr)
		s.ptr = nil
	}
}

// rtCall is a reusable invocation of one function: push inputs, Invoke,
// read outputs, Reset, repeat.
type rtCall struct {
	ptr  *C.iree_runtime_call_t
	name string
}

// Call prepares calls of the function with the fully qualified name
// "module.function", e.g. "prefill.main".
func (s *rtSession) Call(name string) (*rtCall, error) {
	var ptr *C.iree_runtime_call_t
	p, n := cString(name)
	if err := check("look up "+name, C.xl_call_create(s.ptr, p, n, &ptr)); err != nil {
		return nil, err
	}
	return &rtCall{ptr: ptr, name: name}, nil
}

// PushI32 appends an i32 argument.
func (c *rtCall) PushI32(v int32) error {
	return check(c.name+": push i32", C.xl_call_push_i32(c.ptr, C.int32_t(v)))
}

// PushBufferView appends a buffer view argument; the call holds its own
// reference until Reset.
func (c *rtCall) PushBufferView(v *bufferView) error {
	return check(c.name+": push buffer view", C.xl_call_push_buffer_view(c.ptr, v.ptr))
}

// Invoke runs the function synchronously on the pushed inputs.
func (c *rtCall) Invoke() error {
	return check("call "+c.name, C.xl_call_invoke(c.ptr))
}

// NumOutputs is the number of results of the last Invoke.
func (c *rtCall) NumOutputs() int { return int(C.xl_call_output_count(c.ptr)) }

// OutputI32 returns result i as an i32.
func (c *rtCall) OutputI32(i int) (int32, error) {
	var v C.int32_t
	if err := check(fmt.Sprintf("%s: result %d", c.name, i), C.xl_call_output_i32(c.ptr, C.size_t(i), &v)); err != nil {
		return 0, err
	}
	return int32(v), nil
}

// OutputBufferView returns result i, a buffer view the caller must Release.
func (c *rtCall) OutputBufferView(i int) (*bufferView, error) {
	var ptr *C.iree_hal_buffer_view_t
	if err := check(fmt.Sprintf("%s: result %d", c.name, i), C.xl_call_output_buffer_view(c.ptr, C.size_t(i), &ptr)); err != nil {
		return nil, err
	}
	return &bufferView{ptr: ptr}, nil
}

// Reset empties the input and output lists, dropping their references.
func (c *rtCall) Reset() { C.xl_call_reset(c.ptr) }

// Close releases the call and anything its lists still reference.
func (c *rtCall) Close() {
	if c.ptr != nil {
		C.xl_call_release(c.ptr)
		c.ptr = nil
	}
}
