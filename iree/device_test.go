package iree

import "testing"

func TestDeviceDriver(t *testing.T) {
	tests := []struct{ device, want string }{
		{"local-task", "local-task"},
		{"cuda", "cuda"},
		{"cuda://0", "cuda"},
		{"vulkan://GPU-1234", "vulkan"},
		{"hip:0", "hip"},
		{"local-sync?x=1", "local-sync"},
	}
	for _, tt := range tests {
		if got := DeviceDriver(tt.device); got != tt.want {
			t.Errorf("DeviceDriver(%q) = %q, want %q", tt.device, got, tt.want)
		}
	}
}
