package engine

import "testing"

func TestParseCPUInfo(t *testing.T) {
	const zen4 = `processor	: 0
vendor_id	: AuthenticAMD
cpu family	: 25
model		: 17
model name	: AMD EPYC
stepping	: 1

processor	: 1
vendor_id	: AuthenticAMD
cpu family	: 26
model		: 2
model name	: AMD EPYC 9005
`
	for _, c := range []struct{ name, text, want string }{
		{"first entry only", zen4, "AMD EPYC (family 25, model 17)"},
		{"no family", "model name\t: Intel(R) Xeon(R)\n", "Intel(R) Xeon(R)"},
		{"leading blank lines", "\n\nmodel name : X\ncpu family : 6\nmodel : 143\n", "X (family 6, model 143)"},
		{"no model name (arm64)", "processor\t: 0\nCPU implementer\t: 0x41\n", ""},
		{"empty", "", ""},
	} {
		if got := parseCPUInfo(c.text); got != c.want {
			t.Errorf("%s: parseCPUInfo = %q, want %q", c.name, got, c.want)
		}
	}
}
