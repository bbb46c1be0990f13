package iree

import (
	"strings"
	"testing"
)

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

func TestCheckDevice(t *testing.T) {
	cpus := []string{"local-task", "local-sync"}
	tests := []struct {
		device  string
		devices []string
		wantErr string // "" for none
	}{
		{"local-task", cpus, ""},
		{"local-sync?x=1", cpus, ""},
		{"cuda://1", []string{"local-task", "cuda"}, ""},
		{"cuda:0", []string{"local-task", "cuda"}, ""},
		{"cuda://1", cpus, `device "cuda://1" is not available on backend xla; valid devices for xla: local-task, local-sync`},
		{"tpu", cpus, `device "tpu" is not available on backend xla; valid devices for xla: local-task, local-sync`},
		{"CUDA", []string{"cuda"}, `device "CUDA" is not available on backend xla; valid devices for xla: cuda`},
		{"", cpus, `device "" is not available on backend xla; valid devices for xla: local-task, local-sync`},
		{"://local-task", cpus, `device "://local-task" is not available`},
		// An IREE runtime without any driver xla knows: say so, not list nothing.
		{"local-task", nil, `device "local-task" is not available on backend xla: this build's IREE runtime ` +
			`has none of the drivers xla compiles for (local-task, local-sync, cuda, vulkan, hip, metal)`},
	}
	for _, tt := range tests {
		err := checkDevice(tt.device, tt.devices)
		if tt.wantErr == "" {
			if err != nil {
				t.Errorf("checkDevice(%q, %q) = %v, want nil", tt.device, tt.devices, err)
			}
			continue
		}
		if err == nil || !strings.HasPrefix(err.Error(), tt.wantErr) {
			t.Errorf("checkDevice(%q, %q) = %v, want %q", tt.device, tt.devices, err, tt.wantErr)
		}
	}
}
