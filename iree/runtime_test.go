//go:build iree

package iree

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
)

// testRuntime is an instance, local-task device and session, closed by cleanup.
type testRuntime struct {
	inst *instance
	dev  *halDevice
	sess *rtSession
}

func newRuntime(t testing.TB, device string) testRuntime {
	t.Helper()
	inst, err := newInstance()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(inst.Close)
	dev, err := inst.OpenDevice(device)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(dev.Close)
	sess, err := inst.NewSession(dev)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sess.Close)
	return testRuntime{inst, dev, sess}
}

func TestDrivers(t *testing.T) {
	inst, err := newInstance()
	if err != nil {
		t.Fatal(err)
	}
	defer inst.Close()
	drivers, err := inst.Drivers()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"local-sync", "local-task"} {
		if !slices.Contains(drivers, want) {
			t.Errorf("Drivers = %q, want %s among them", drivers, want)
		}
	}
	devices := Backend().Devices()
	for _, d := range devices {
		if !slices.Contains(drivers, d) {
			t.Errorf("Backend().Devices() = %q lists %s, which is not linked in", devices, d)
		}
	}
	if !slices.Contains(devices, "local-task") {
		t.Errorf("Backend().Devices() = %q, want local-task", devices)
	}
}

func TestOpenDevice(t *testing.T) {
	inst, err := newInstance()
	if err != nil {
		t.Fatal(err)
	}
	defer inst.Close()
	drivers, _ := inst.Drivers()
	tests := []struct {
		uri     string
		wantErr string
	}{
		{uri: "local-task"},
		{uri: "local-sync"},
		{uri: "local-task://"},
		// A path or parameters take the by-URI call, whose signature
		// differs between IREE releases; the local drivers take no paths.
		{uri: "local-sync://?unused=1"},
		{uri: "local-task://0", wantErr: "device paths not yet implemented"},
		{uri: "nosuchdriver", wantErr: `driver "nosuchdriver" is not linked`},
		{uri: "cuda://0", wantErr: `driver "cuda" is not linked`},
	}
	for _, tt := range tests {
		dev, err := inst.OpenDevice(tt.uri)
		if tt.wantErr == "" {
			if err != nil {
				t.Errorf("OpenDevice(%q): %v", tt.uri, err)
				continue
			}
			dev.Close()
			continue
		}
		if err == nil {
			dev.Close()
			t.Errorf("OpenDevice(%q) succeeded, want an error", tt.uri)
			continue
		}
		for _, want := range append([]string{tt.wantErr}, drivers...) {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("OpenDevice(%q) error %q does not mention %q", tt.uri, err, want)
			}
		}
	}
}

func f32Bytes(vals ...float32) []byte {
	var b []byte
	for _, v := range vals {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
	}
	return b
}

func TestUploadRoundTrip(t *testing.T) {
	rt := newRuntime(t, "local-task")
	tests := []struct {
		name  string
		data  []byte
		shape []int
		et    elementType
	}{
		{"f32 matrix", f32Bytes(1, 2, 3, -4, 5.5, 6), []int{2, 3}, typeF32},
		{"i32 vector", i32Bytes([]int32{7, -8, 9, 1 << 30}), []int{4}, typeI32},
		{"i32 scalar", i32Bytes([]int32{42}), nil, typeI32},
		{"bf16", []byte{0x80, 0x3f, 0x00, 0xc0, 0x40, 0x40}, []int{3}, typeBF16},
		{"f16", []byte{0x00, 0x3c, 0x00, 0xc0}, []int{1, 2}, typeF16},
		{"i8", []byte{0x7f, 0x80, 0x01}, []int{3}, typeI8},
		// Two i4 a byte: the July 2024 runtime's own size computation
		// refuses sub-byte types, so the shim sizes them (4 bytes here).
		{"i4 packed", []byte{0x21, 0x43, 0x65, 0x87}, []int{2, 4}, typeI4},
		{"i4 odd count", []byte{0x21, 0x03}, []int{3}, typeI4},
		{"empty", nil, []int{0, 3}, typeF32},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := rt.dev.Upload(tt.data, tt.shape, tt.et)
			if err != nil {
				t.Fatal(err)
			}
			defer v.Release()
			info, err := v.Describe()
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(info.shape, tt.shape) && !(len(info.shape) == 0 && len(tt.shape) == 0) {
				t.Errorf("shape = %v, want %v", info.shape, tt.shape)
			}
			if info.et != tt.et {
				t.Errorf("element type = %v, want %v", info.et, tt.et)
			}
			if info.bytes != len(tt.data) {
				t.Errorf("byte length = %d, want %d", info.bytes, len(tt.data))
			}
			got, err := rt.dev.ReadAll(v)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, tt.data) && len(got)+len(tt.data) > 0 {
				t.Errorf("read back %x, want %x", got, tt.data)
			}
		})
	}
}

func TestZerosAndUploadErrors(t *testing.T) {
	rt := newRuntime(t, "local-sync")
	z, err := rt.dev.Zeros([]int{3, 2}, typeF32)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Release()
	got, err := rt.dev.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, make([]byte, 24)) {
		t.Errorf("Zeros read back %x", got)
	}
	if err := rt.dev.Read(z, make([]byte, 8)); err == nil {
		t.Error("Read into a short buffer succeeded")
	}
	tests := []struct {
		name  string
		data  []byte
		shape []int
	}{
		{"short data", f32Bytes(1, 2), []int{3}},
		{"long data", f32Bytes(1, 2, 3, 4), []int{3}},
		{"negative dim", nil, []int{-1}},
		{"rank too high", nil, make([]int, 17)},
	}
	for _, tt := range tests {
		v, err := rt.dev.Upload(tt.data, tt.shape, typeF32)
		var se *statusError
		if err == nil {
			v.Release()
			t.Errorf("%s: Upload succeeded", tt.name)
		} else if !errors.As(err, &se) || se.Message == "" {
			t.Errorf("%s: error %v is not a statusError with a message", tt.name, err)
		}
	}
}

func TestLoadInvalidModule(t *testing.T) {
	tests := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"garbage", []byte("this is not a vmfb, just some bytes")},
		{"fake header", fakeVMFB},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { wantLoadError(t, tt.data) })
	}
	forEachToolchain(t, func(t *testing.T, tc toolchain) {
		good := tc.build(t, basicModule(t))
		// The cache's own framing check must agree with IREE's loader.
		if err := checkVMFB(good); err != nil {
			t.Errorf("checkVMFB rejects a vmfb IREE loads: %v", err)
		}
		if err := checkVMFB(good[:len(good)/2]); err == nil {
			t.Error("checkVMFB accepts a truncated vmfb IREE rejects")
		}
		wantLoadError(t, good[:len(good)/2])
	})
}

// wantLoadError loads data into a fresh session and wants IREE's error.
func wantLoadError(t *testing.T, data []byte) {
	t.Helper()
	rt := newRuntime(t, "local-task")
	err := rt.sess.LoadModule(data)
	se, ok := errors.AsType[*statusError](err)
	if !ok {
		t.Fatalf("LoadModule = %v, want a statusError", err)
	}
	if se.Code == 0 || se.Message == "" {
		t.Errorf("statusError %+v lacks IREE's code or message", se)
	}
}

func TestCalls(t *testing.T) {
	forEachToolchain(t, func(t *testing.T, tc toolchain) {
		rt := newRuntime(t, "local-task")
		must(t, rt.sess.LoadModule(tc.build(t, basicModule(t))))
		checkAdd(t, rt)
		checkSwap(t, rt)
		checkDescribe(t, rt)
	})
}

func checkAdd(t *testing.T, rt testRuntime) {
	t.Helper()
	add := call(t, rt.sess, "basic.add")
	for _, tt := range []struct{ a, b, want int32 }{{3, 4, 7}, {-10, 3, -7}} {
		must(t, add.Reset()) // calls are reusable
		must(t, add.PushI32(tt.a))
		must(t, add.PushI32(tt.b))
		must(t, add.Invoke())
		if n, err := add.NumOutputs(); err != nil || n != 1 {
			t.Fatalf("add returned %d results, %v", n, err)
		}
		if got, err := add.OutputI32(0); err != nil || got != tt.want {
			t.Errorf("add(%d, %d) = %d, %v; want %d", tt.a, tt.b, got, err, tt.want)
		}
		if _, err := add.OutputBufferView(0); err == nil {
			t.Error("OutputBufferView of an i32 result succeeded")
		}
	}
}

func checkSwap(t *testing.T, rt testRuntime) {
	t.Helper()
	a := upload(t, rt.dev, f32Bytes(1, 2), []int{2}, typeF32)
	b := upload(t, rt.dev, i32Bytes([]int32{3}), nil, typeI32)
	swap := call(t, rt.sess, "basic.swap")
	must(t, swap.PushBufferView(a))
	must(t, swap.PushBufferView(b))
	must(t, swap.Invoke())
	for i, want := range [][]byte{i32Bytes([]int32{3}), f32Bytes(1, 2)} {
		v, err := swap.OutputBufferView(i)
		if err != nil {
			t.Fatal(err)
		}
		got, err := rt.dev.ReadAll(v)
		v.Release()
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("swap result %d = %x, %v; want %x", i, got, err, want)
		}
	}
	if _, err := swap.OutputI32(0); err == nil {
		t.Error("OutputI32 of a buffer view result succeeded")
	}
	if _, err := swap.OutputBufferView(5); err == nil {
		t.Error("OutputBufferView past the end succeeded")
	}
}

func checkDescribe(t *testing.T, rt testRuntime) {
	t.Helper()
	m := upload(t, rt.dev, f32Bytes(1, 2, 3, 4, 5, 6), []int{2, 3}, typeF32)
	describe := call(t, rt.sess, "basic.describe")
	must(t, describe.PushI32(41))
	must(t, describe.PushBufferView(m))
	must(t, describe.Invoke())
	wantInts := []int32{int32(typeF32), 2, 42} // as IREE's HAL module sees the view
	for i, want := range wantInts {
		if got, err := describe.OutputI32(i + 1); err != nil || got != want {
			t.Errorf("describe result %d = %d, %v; want %d", i+1, got, err, want)
		}
	}
	v, err := describe.OutputBufferView(0)
	must(t, err)
	defer v.Release()
	if got, err := rt.dev.ReadAll(v); err != nil || !bytes.Equal(got, f32Bytes(1, 2, 3, 4, 5, 6)) {
		t.Errorf("describe result 0 = %x, %v; want the view it was given", got, err)
	}
}

func TestCallErrors(t *testing.T) {
	forEachToolchain(t, func(t *testing.T, tc toolchain) {
		rt := newRuntime(t, "local-sync")
		must(t, rt.sess.LoadModule(tc.build(t, basicModule(t))))
		if c, err := rt.sess.Call("basic.nosuch"); err == nil {
			c.Close()
			t.Error("Call of a missing function succeeded")
		} else if !strings.Contains(err.Error(), "basic.nosuch") {
			t.Errorf("missing function error %q does not name it", err)
		}

		fail := call(t, rt.sess, "basic.fail")
		if err := fail.Invoke(); err == nil || !strings.Contains(err.Error(), "xlachat test failure") {
			t.Errorf("fail() error = %v, want the module's message", err)
		}

		add := call(t, rt.sess, "basic.add")
		must(t, add.PushI32(1))
		if err := add.Invoke(); err == nil {
			t.Error("add with one argument succeeded")
		}
	})
}

func call(t *testing.T, s *rtSession, name string) *rtCall {
	t.Helper()
	c, err := s.Call(name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

func upload(t *testing.T, d *halDevice, data []byte, shape []int, et elementType) *bufferView {
	t.Helper()
	v, err := d.Upload(data, shape, et)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(v.Release)
	return v
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestRepeatedCreateClose exercises the acquire/release paths many times;
// run it under ASan to check for leaks.
func TestRepeatedCreateClose(t *testing.T) {
	forEachToolchain(t, func(t *testing.T, tc toolchain) {
		vmfb := tc.build(t, basicModule(t))
		for range 20 {
			inst, err := newInstance()
			must(t, err)
			dev, err := inst.OpenDevice("local-task")
			must(t, err)
			sess, err := inst.NewSession(dev)
			must(t, err)
			must(t, sess.LoadModule(vmfb))
			c, err := sess.Call("basic.swap")
			must(t, err)
			a, err := dev.Upload(f32Bytes(1, 2), []int{2}, typeF32)
			must(t, err)
			b, err := dev.Upload(i32Bytes([]int32{7}), nil, typeI32)
			must(t, err)
			must(t, c.PushBufferView(a))
			must(t, c.PushBufferView(b))
			must(t, c.Invoke())
			out, err := c.OutputBufferView(0)
			must(t, err)
			out.Release()
			a.Release()
			b.Release()
			c.Close()
			sess.Close()
			dev.Close()
			inst.Close()
		}
	})
}
