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
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"unsafe"
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
	// Quantized weights: tensor<...xi8> and tensor<...xi4> are signless,
	// and IREE packs i4 two to a byte, the lower index in the low nibble,
	// as the engine hands them over.
	typeI8 = elementType(C.IREE_HAL_ELEMENT_TYPE_INT_8)
	typeI4 = elementType(C.IREE_HAL_ELEMENT_TYPE_INT_4)
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
	case typeI8:
		return "i8"
	case typeI4:
		return "i4"
	}
	return fmt.Sprintf("element type %#x", uint32(t))
}

// errClosed is what every method of a handle returns once it has been
// closed or released: C would dereference the NULL handle.
var errClosed = errors.New("used after Close or Release")

// ref holds one IREE reference for a Go handle. It is dropped once: by
// the handle's Close or Release, or, for a handle leaked without either,
// by a cleanup when the garbage collector finds the handle unreachable.
// Methods that pass ptr to C keep their handle alive until C returns
// (runtime.KeepAlive), so the cleanup cannot run during a call.
type ref[P comparable] struct {
	ptr     P // a C pointer; the zero value once dropped
	drop    func(P)
	cleanup runtime.Cleanup
}

// newRef makes owner, the Go handle, the holder of ptr's reference.
func newRef[O any, P comparable](owner *O, ptr P, drop func(P)) ref[P] {
	return ref[P]{ptr: ptr, drop: drop, cleanup: runtime.AddCleanup(owner, drop, ptr)}
}

// get returns the C handle, or errClosed naming what was closed.
func (r *ref[P]) get(what string) (P, error) {
	var none P
	if r.ptr == none {
		return none, fmt.Errorf("iree: %s: %w", what, errClosed)
	}
	return r.ptr, nil
}

// release drops the reference; later calls do nothing.
func (r *ref[P]) release() {
	var none P
	if r.ptr != none {
		r.cleanup.Stop()
		r.drop(r.ptr)
		r.ptr = none
	}
}

// The C release functions as Go values, for ref.
func dropInstance(p *C.iree_runtime_instance_t) { C.xl_instance_release(p) }
func dropDevice(p *C.iree_hal_device_t)         { C.xl_device_release(p) }
func dropSession(p *C.iree_runtime_session_t)   { C.xl_session_release(p) }
func dropCall(p *C.iree_runtime_call_t)         { C.xl_call_release(p) }

// instance is an IREE runtime instance with every HAL driver linked into
// this binary registered.
type instance struct {
	ref[*C.iree_runtime_instance_t]
}

// newInstance creates an instance; Close releases it.
func newInstance() (*instance, error) { return createInstance(nil) }

func createInstance(counter *C.xl_counter) (*instance, error) {
	var ptr *C.iree_runtime_instance_t
	if err := check("create instance", C.xl_instance_create(counter, &ptr)); err != nil {
		return nil, err
	}
	in := &instance{}
	in.ref = newRef(in, ptr, dropInstance)
	return in, nil
}

// Close releases the instance. Devices and sessions hold their own
// references, so they may outlive it.
func (in *instance) Close() { in.release() }

// Drivers lists the HAL drivers linked into this binary, sorted.
func (in *instance) Drivers() ([]string, error) {
	ptr, err := in.get("instance")
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(in)
	var names *C.char
	if err := check("list drivers", C.xl_instance_drivers(ptr, &names)); err != nil {
		return nil, err
	}
	defer C.free(unsafe.Pointer(names))
	list := strings.Fields(C.GoString(names))
	slices.Sort(list)
	return slices.Compact(list), nil
}

// halDevice is a HAL device.
type halDevice struct {
	ref[*C.iree_hal_device_t]
}

// OpenDevice creates the device named by uri ("local-task", "cuda://0").
// A driver not linked into this binary is reported with the list of those
// that are.
func (in *instance) OpenDevice(uri string) (*halDevice, error) {
	drivers, err := in.Drivers()
	if err != nil {
		return nil, err
	}
	driver := DeviceDriver(uri)
	if !slices.Contains(drivers, driver) {
		return nil, fmt.Errorf("iree: device %q: driver %q is not linked into this runtime; available: %s",
			uri, driver, strings.Join(drivers, ", "))
	}
	inPtr, err := in.get("instance")
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(in)
	var ptr *C.iree_hal_device_t
	p, n := cString(uri)
	if err := check("create device "+uri, C.xl_device_create(inPtr, p, n, C.size_t(len(driver)), &ptr)); err != nil {
		return nil, fmt.Errorf("%w (available drivers: %s)", err, strings.Join(drivers, ", "))
	}
	d := &halDevice{}
	d.ref = newRef(d, ptr, dropDevice)
	return d, nil
}

// Close releases the device.
func (d *halDevice) Close() { d.release() }

// bufferView is a shaped, typed device buffer. Each bufferView holds one
// reference, dropped by Release.
type bufferView struct {
	ref[viewHandle]
}

// viewHandle is a buffer view with a reference to the device its buffer
// came from. IREE's buffers do not keep their device's allocator alive,
// so a view released after its device was destroyed would free its
// memory through freed memory: with Close in any order, and cleanups
// running in any order, each view keeps its device until it goes.
type viewHandle struct {
	view *C.iree_hal_buffer_view_t
	dev  *C.iree_hal_device_t
}

func dropView(h viewHandle) {
	C.xl_buffer_view_release(h.view)
	C.xl_device_release(h.dev)
}

// newBufferView takes over view, a reference to a view of a buffer of dev.
func newBufferView(view *C.iree_hal_buffer_view_t, dev *C.iree_hal_device_t) *bufferView {
	C.xl_device_retain(dev)
	v := &bufferView{}
	v.ref = newRef(v, viewHandle{view: view, dev: dev}, dropView)
	return v
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
	op := fmt.Sprintf("upload %v %v", et, shape)
	dev, err := d.get(op + ": device")
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(d)
	dims := make([]C.int64_t, len(shape)+1) // +1: never a nil pointer for rank 0
	for i, s := range shape {
		dims[i] = C.int64_t(s)
	}
	var ptr *C.iree_hal_buffer_view_t
	err = check(op, C.xl_buffer_view_upload(dev,
		&dims[0], C.size_t(len(shape)), C.uint32_t(et), src, C.size_t(n), &ptr))
	if err != nil {
		return nil, err
	}
	return newBufferView(ptr, dev), nil
}

// Read copies the view's contents into dst, which must be exactly the
// view's size.
func (d *halDevice) Read(v *bufferView, dst []byte) error {
	dev, err := d.get("read buffer view: device")
	if err != nil {
		return err
	}
	h, err := v.get("read buffer view")
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(d)
	defer runtime.KeepAlive(v)
	var p unsafe.Pointer
	if len(dst) > 0 {
		p = unsafe.Pointer(unsafe.SliceData(dst))
	}
	return check("read buffer view", C.xl_buffer_view_read(dev, h.view, p, C.size_t(len(dst))))
}

// ReadAll returns a copy of the view's contents.
func (d *halDevice) ReadAll(v *bufferView) ([]byte, error) {
	info, err := v.Describe()
	if err != nil {
		return nil, err
	}
	dst := make([]byte, info.bytes)
	if err := d.Read(v, dst); err != nil {
		return nil, err
	}
	return dst, nil
}

// viewInfo is what a buffer view holds: its shape, element type and size.
type viewInfo struct {
	shape []int
	et    elementType
	bytes int
}

// Describe reports the view's shape, element type and size in bytes.
func (v *bufferView) Describe() (viewInfo, error) {
	h, err := v.get("buffer view")
	if err != nil {
		return viewInfo{}, err
	}
	defer runtime.KeepAlive(v)
	var dims [16]C.int64_t
	var rank, bytes C.size_t
	var et C.uint32_t
	C.xl_buffer_view_describe(h.view, &dims[0], C.size_t(len(dims)), &rank, &et, &bytes)
	shape := make([]int, min(int(rank), len(dims)))
	for i := range shape {
		shape[i] = int(dims[i])
	}
	return viewInfo{shape: shape, et: elementType(et), bytes: int(bytes)}, nil
}

// Release drops this reference; the buffer is freed when IREE holds none.
// A nil view is fine, so error paths can release what they have.
func (v *bufferView) Release() {
	if v != nil {
		v.release()
	}
}

// rtSession is an IREE runtime session: a VM context on one device holding
// loaded bytecode modules.
type rtSession struct {
	ref[*C.iree_runtime_session_t]
}

// NewSession creates a session on dev with IREE's builtin modules (HAL).
func (in *instance) NewSession(dev *halDevice) (*rtSession, error) {
	inPtr, err := in.get("create session: instance")
	if err != nil {
		return nil, err
	}
	devPtr, err := dev.get("create session: device")
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(in)
	defer runtime.KeepAlive(dev)
	var ptr *C.iree_runtime_session_t
	if err := check("create session", C.xl_session_create(inPtr, devPtr, &ptr)); err != nil {
		return nil, err
	}
	s := &rtSession{}
	s.ref = newRef(s, ptr, dropSession)
	return s, nil
}

// LoadModule appends a bytecode module (vmfb) to the session. The bytes
// are copied, so vmfb may be reused at once. A module compiled for another
// VM bytecode version than the runtime's is a *VersionError.
func (s *rtSession) LoadModule(vmfb []byte) error {
	ptr, err := s.get("load module: session")
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(s)
	var p unsafe.Pointer
	if len(vmfb) > 0 {
		p = unsafe.Pointer(unsafe.SliceData(vmfb))
	}
	err = check("load module", C.xl_session_load(ptr, p, C.size_t(len(vmfb))))
	if se, ok := errors.AsType[*statusError](err); ok {
		if ve, ok := versionMismatch(se.Message); ok {
			return ve
		}
	}
	return err
}

// Close releases the session and the modules it holds.
func (s *rtSession) Close() { s.release() }

// rtCall is a reusable invocation of one function: push inputs, Invoke,
// read outputs, Reset, repeat.
type rtCall struct {
	ref[*C.iree_runtime_call_t]
	name string
}

// Call prepares calls of the function with the fully qualified name
// "module.function", e.g. "prefill.main".
func (s *rtSession) Call(name string) (*rtCall, error) {
	sess, err := s.get("look up " + name + ": session")
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(s)
	var ptr *C.iree_runtime_call_t
	p, n := cString(name)
	if err := check("look up "+name, C.xl_call_create(sess, p, n, &ptr)); err != nil {
		return nil, err
	}
	c := &rtCall{name: name}
	c.ref = newRef(c, ptr, dropCall)
	return c, nil
}

// handle returns the call's C handle for op, or errClosed.
func (c *rtCall) handle(op string) (*C.iree_runtime_call_t, error) {
	return c.get(c.name + ": " + op)
}

// PushI32 appends an i32 argument.
func (c *rtCall) PushI32(v int32) error {
	ptr, err := c.handle("push i32")
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(c)
	return check(c.name+": push i32", C.xl_call_push_i32(ptr, C.int32_t(v)))
}

// PushBufferView appends a buffer view argument; the call holds its own
// reference until Reset.
func (c *rtCall) PushBufferView(v *bufferView) error {
	ptr, err := c.handle("push buffer view")
	if err != nil {
		return err
	}
	h, err := v.get(c.name + ": push buffer view")
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(c)
	defer runtime.KeepAlive(v)
	return check(c.name+": push buffer view", C.xl_call_push_buffer_view(ptr, h.view))
}

// Invoke runs the function synchronously on the pushed inputs.
func (c *rtCall) Invoke() error {
	ptr, err := c.handle("invoke")
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(c)
	return check("call "+c.name, C.xl_call_invoke(ptr))
}

// NumOutputs is the number of results of the last Invoke.
func (c *rtCall) NumOutputs() (int, error) {
	ptr, err := c.handle("results")
	if err != nil {
		return 0, err
	}
	defer runtime.KeepAlive(c)
	return int(C.xl_call_output_count(ptr)), nil
}

// OutputI32 returns result i as an i32.
func (c *rtCall) OutputI32(i int) (int32, error) {
	op := fmt.Sprintf("result %d", i)
	ptr, err := c.handle(op)
	if err != nil {
		return 0, err
	}
	defer runtime.KeepAlive(c)
	var v C.int32_t
	if err := check(c.name+": "+op, C.xl_call_output_i32(ptr, C.size_t(i), &v)); err != nil {
		return 0, err
	}
	return int32(v), nil
}

// OutputBufferView returns result i, a buffer view the caller must Release.
func (c *rtCall) OutputBufferView(i int) (*bufferView, error) {
	op := fmt.Sprintf("result %d", i)
	ptr, err := c.handle(op)
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(c)
	var view *C.iree_hal_buffer_view_t
	if err := check(c.name+": "+op, C.xl_call_output_buffer_view(ptr, C.size_t(i), &view)); err != nil {
		return nil, err
	}
	return newBufferView(view, C.xl_call_device(ptr)), nil
}

// Reset empties the input and output lists, dropping their references.
func (c *rtCall) Reset() error {
	ptr, err := c.handle("reset")
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(c)
	C.xl_call_reset(ptr)
	return nil
}

// Close releases the call and anything its lists still reference.
func (c *rtCall) Close() { c.release() }

// allocCounter counts the host allocations live through the allocator of
// the instances created with it and everything created from them. Tests
// use it to see that Close, Release and the leak cleanups free them all.
type allocCounter struct {
	ptr *C.xl_counter
}

func newAllocCounter() (*allocCounter, error) {
	ptr := C.xl_counter_new()
	if ptr == nil {
		return nil, errors.New("iree: allocation counter: out of memory")
	}
	return &allocCounter{ptr: ptr}, nil
}

// newInstance creates an instance whose host allocations c counts. c must
// outlive it and everything created from it.
func (c *allocCounter) newInstance() (*instance, error) { return createInstance(c.ptr) }

// live is the number of allocations made through c not yet freed.
func (c *allocCounter) live() int64 { return int64(C.xl_counter_live(c.ptr)) }

// free frees the counter; only once live is 0, as IREE may still free
// through it before.
func (c *allocCounter) free() {
	C.xl_counter_free(c.ptr)
	c.ptr = nil
}
