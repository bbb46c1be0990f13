package safetensors

import (
	"os"
	"unsafe"

	"golang.org/x/sys/windows"
)

// mapReadOnly maps the first size bytes of f as a read-only view of a
// file mapping, Windows' counterpart of a shared mmap. The mapping
// object can be closed at once: the view keeps it alive.
func mapReadOnly(f *os.File, size int64) ([]byte, error) {
	h, err := windows.CreateFileMapping(windows.Handle(f.Fd()), nil, windows.PAGE_READONLY, uint32(size>>32), uint32(size), nil)
	if err != nil {
		return nil, os.NewSyscallError("CreateFileMapping", err)
	}
	defer windows.CloseHandle(h)
	addr, err := windows.MapViewOfFile(h, windows.FILE_MAP_READ, 0, 0, uintptr(size))
	if err != nil {
		return nil, os.NewSyscallError("MapViewOfFile", err)
	}
	// The view is not Go memory, so the garbage collector never moves or
	// frees it; reading the address through a pointer to it, rather than
	// converting the integer, says so without a uintptr-to-pointer cast.
	base := *(*unsafe.Pointer)(unsafe.Pointer(&addr))
	return unsafe.Slice((*byte)(base), size), nil
}

func unmap(b []byte) error {
	return os.NewSyscallError("UnmapViewOfFile", windows.UnmapViewOfFile(uintptr(unsafe.Pointer(unsafe.SliceData(b)))))
}

// dropPages does nothing on Windows, which has no hint for the pages of
// a mapped file's view: they stay resident until memory is needed.
func dropPages([]byte) {}
