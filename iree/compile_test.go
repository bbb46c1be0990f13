package iree

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fakeCompiler stands in for iree-compile: it answers --version (with
// $FAKE_VERSION) and --help (with $FAKE_HELP), logs each
// compile's arguments to $FAKE_LOG and writes a minimal vmfb to -o, or
// fails with $FAKE_FAIL on stderr, or writes garbage if $FAKE_GARBAGE, or
// nothing if $FAKE_NOOUTPUT.
const fakeCompiler = `#!/bin/sh
if [ "$1" = "--version" ]; then printf 'IREE (https://iree.dev):\n  IREE compiler version %s @ fake\n' "${FAKE_VERSION:-3.12.0}"; exit 0; fi
if [ "$1" = "--help" ]; then echo "$FAKE_HELP"; exit 0; fi
echo "$@" >> "$FAKE_LOG"
if [ -n "$FAKE_FAIL" ]; then echo "error: $FAKE_FAIL" >&2; exit 1; fi
out=""
while [ $# -gt 0 ]; do
  if [ "$1" = "-o" ]; then out="$2"; fi
  shift
done
if [ -n "$FAKE_GARBAGE" ]; then echo garbage > "$out"; exit 0; fi
if [ -n "$FAKE_NOOUTPUT" ]; then exit 0; fi
printf '\020\000\000\000\010\000\000\000IREE\000\000\000\000\000\000\000\000' > "$out"
`

// fakeVMFB is what fakeCompiler writes.
var fakeVMFB = []byte("\x10\x00\x00\x00\x08\x00\x00\x00IREE\x00\x00\x00\x00\x00\x00\x00\x00")

type fakeEnv struct {
	bin   string // path of the fake iree-compile
	log   string
	cache string
}

func newFakeEnv(t *testing.T) fakeEnv {
	t.Helper()
	dir := t.TempDir()
	env := fakeEnv{
		bin:   filepath.Join(dir, "bin", compilerName),
		log:   filepath.Join(dir, "log"),
		cache: filepath.Join(dir, "cache"),
	}
	if err := os.MkdirAll(filepath.Dir(env.bin), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(env.bin, []byte(fakeCompiler), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("FAKE_LOG", env.log)
	t.Setenv("FAKE_FAIL", "")
	t.Setenv("FAKE_GARBAGE", "")
	t.Setenv("FAKE_NOOUTPUT", "")
	t.Setenv("FAKE_VERSION", "3.12.0")
	t.Setenv("FAKE_HELP", "")
	return env
}

// runs returns the argument lines the fake compiler logged.
func (e fakeEnv) runs(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(e.log)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(data)), "\n")
}

func (e fakeEnv) compiler(t *testing.T, device string, opts Options) *compiler {
	t.Helper()
	opts.CompilerPath = e.compilerPath()
	opts.CacheDir = e.cache
	c, err := newCompiler(context.Background(), device, opts, "")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func (e fakeEnv) compilerPath() string { return e.bin }

func TestCompileFlags(t *testing.T) {
	const input = "--iree-input-type=stablehlo"
	tests := []struct {
		device  string
		opts    Options
		style   flagStyle
		want    []string
		wantErr string
	}{
		{device: "local-task", want: []string{input, "--iree-hal-target-device=local",
			"--iree-hal-local-target-device-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host"}},
		{device: "local-sync", want: []string{input, "--iree-hal-target-device=local",
			"--iree-hal-local-target-device-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host"}},
		{device: "cuda", opts: Options{CUDATarget: "sm_80"},
			want: []string{input, "--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"}},
		{device: "cuda://0", want: []string{input, "--iree-hal-target-device=cuda"}},
		{device: "hip", opts: Options{HIPTarget: "gfx1100"},
			want: []string{input, "--iree-hal-target-device=hip", "--iree-rocm-target=gfx1100"}},
		{device: "hip", wantErr: "iree.hip_target"},
		{device: "vulkan", want: []string{input, "--iree-hal-target-device=vulkan", "--iree-vulkan-dispatch-abi=all"}},
		{device: "metal", want: []string{input, "--iree-hal-target-backends=metal-spirv"}},
		{device: "tpu", wantErr: "known devices: local-task"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"--iree-opt-data-tiling=false"}},
			want: []string{input, "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
				"--iree-llvmcpu-target-cpu=host", "--iree-opt-data-tiling=false"}},

		// Flags that would make the file xlachat reads something else.
		{device: "local-task", opts: Options{ExtraFlags: []string{"--output-format=vm-bytecode", "--compile-to=end",
			"-compile-mode", "std", "--iree-vm-bytecode-module-output-format=flatbuffer-binary"}},
			want: []string{input, "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
				"--iree-llvmcpu-target-cpu=host", "--output-format=vm-bytecode", "--compile-to=end",
				"-compile-mode", "std", "--iree-vm-bytecode-module-output-format=flatbuffer-binary"}},
		{device: "local-task", opts: Options{ExtraFlags: []string{"--output-format=vm-asm"}},
			wantErr: "iree.compile_flags: --output-format=vm-asm makes iree-compile write something other than the vmfb xlachat loads"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"-output-format", "vm-c"}},
			wantErr: "iree.compile_flags: -output-format vm-c makes iree-compile write something other than the vmfb"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"--compile-to=input"}}, wantErr: "--compile-to=input makes"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"--compile-mode=precompile"}}, wantErr: "--compile-mode=precompile makes"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"--iree-vm-bytecode-module-output-format=mlir-text"}},
			wantErr: "--iree-vm-bytecode-module-output-format=mlir-text makes"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"-o", "/tmp/x.vmfb"}},
			wantErr: "iree.compile_flags: -o /tmp/x.vmfb sets iree-compile's output file, which xlachat chooses"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"--o=/tmp/x.vmfb"}}, wantErr: "--o=/tmp/x.vmfb sets"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"--output-format"}},
			wantErr: "iree.compile_flags: --output-format makes"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"--help"}},
			wantErr: "iree.compile_flags: --help makes iree-compile print and exit without compiling"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"-version"}}, wantErr: "-version makes"},
		{device: "local-task", opts: Options{ExtraFlags: []string{"--iree-hal-list-target-backends"}},
			wantErr: "--iree-hal-list-target-backends makes"},

		{device: "local-task", style: legacyFlags,
			want: []string{input, "--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host"}},
		{device: "local-sync", style: legacyFlags,
			want: []string{input, "--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host"}},
		{device: "cuda", opts: Options{CUDATarget: "sm_80"}, style: legacyFlags,
			want: []string{input, "--iree-hal-target-backends=cuda", "--iree-hal-cuda-llvm-target-arch=sm_80"}},
		{device: "cuda:1", style: legacyFlags, want: []string{input, "--iree-hal-target-backends=cuda"}},
		{device: "hip", opts: Options{HIPTarget: "gfx1100"}, style: legacyFlags,
			want: []string{input, "--iree-hal-target-backends=rocm", "--iree-rocm-target-chip=gfx1100"}},
		{device: "hip", style: legacyFlags, wantErr: "iree.hip_target"},
		{device: "vulkan", style: legacyFlags, want: []string{input, "--iree-hal-target-backends=vulkan-spirv"}},
		{device: "metal", style: legacyFlags, want: []string{input, "--iree-hal-target-backends=metal-spirv"}},
	}
	for _, tt := range tests {
		got, err := compileFlags(tt.device, tt.opts, tt.style)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("compileFlags(%q, %v) error = %v, want it to mention %q", tt.device, tt.style, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("compileFlags(%q, %v) = %q, %v; want %q", tt.device, tt.style, got, err, tt.want)
		}
	}
}

// TestFlagStyle checks the flag spelling chosen from a compiler's
// --version, and from its --help when the version does not tell.
func TestFlagStyle(t *testing.T) {
	tests := []struct {
		version string // what iree-compile --version prints as the version
		help    string // what iree-compile --help prints
		want    flagStyle
	}{
		{"20240724.964 @ 1b60b62ed4b3f2a3c95f42b397889444c7df318c", "", legacyFlags},
		{"20240226.813", "", legacyFlags},
		{"20240828.1000", "", deviceFlags},
		{"2.9.0rc20241108", "", deviceFlags},
		{"3.12.0rc20260822 @ b48a5955", "", deviceFlags},
		// A source build without release info: --help decides.
		{"(unknown)", "  --iree-hal-target-backends=<string> - Target backends", legacyFlags},
		{"(unknown)", "  --iree-hal-target-device=<string> - Target device", deviceFlags},
		{"0.1a1", "", legacyFlags},
	}
	for _, tt := range tests {
		env := newFakeEnv(t)
		t.Setenv("FAKE_VERSION", tt.version)
		t.Setenv("FAKE_HELP", tt.help)
		c := env.compiler(t, "local-task", Options{})
		if want, _ := compileFlags("local-task", Options{}, tt.want); !slices.Equal(c.Flags(), want) {
			t.Errorf("version %q, help %q: flags %q, want %q", tt.version, tt.help, c.Flags(), want)
		}
	}
}

func TestCompileRunsCompiler(t *testing.T) {
	env := newFakeEnv(t)
	c := env.compiler(t, "local-task", Options{})
	data, err := c.Compile(context.Background(), "prefill", "module @prefill {}")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, fakeVMFB) {
		t.Errorf("Compile returned %q, want the compiler's output %q", data, fakeVMFB)
	}
	runs := env.runs(t)
	if len(runs) != 1 {
		t.Fatalf("compiler ran %d times, want 1", len(runs))
	}
	args := strings.Fields(runs[0])
	flags, _ := compileFlags("local-task", Options{}, deviceFlags)
	if !slices.Equal(args[:len(flags)], flags) {
		t.Errorf("compiler args start %q, want the flags %q", args, flags)
	}
	rest := args[len(flags):]
	if len(rest) != 3 || !strings.HasSuffix(rest[0], "prefill.mlir") || rest[1] != "-o" ||
		!strings.HasSuffix(rest[2], "prefill.vmfb") {
		t.Errorf("compiler args end %q, want <src>.mlir -o <out>.vmfb", rest)
	}
}

func TestCompileReusesCache(t *testing.T) {
	env := newFakeEnv(t)
	ctx := context.Background()
	c := env.compiler(t, "local-task", Options{})
	if c.Cached("decode_step", "text") {
		t.Fatal("Cached before the first compile")
	}
	for range 2 {
		if _, err := c.Compile(ctx, "decode_step", "text"); err != nil {
			t.Fatal(err)
		}
	}
	// A new Compiler, as on the next start, must reuse the entry too.
	if _, err := env.compiler(t, "local-task", Options{}).Compile(ctx, "decode_step", "text"); err != nil {
		t.Fatal(err)
	}
	if n := len(env.runs(t)); n != 1 {
		t.Errorf("compiler ran %d times for one MLIR text, want 1", n)
	}
	if !c.Cached("decode_step", "text") {
		t.Error("Cached = false after compiling")
	}
}

func TestCacheKey(t *testing.T) {
	env := newFakeEnv(t)
	base := env.compiler(t, "cuda", Options{CUDATarget: "sm_80"})
	key := base.CacheKey("mlir")
	if len(key) != 64 {
		t.Fatalf("CacheKey = %q, want 64 hex digits", key)
	}
	if base.CacheKey("mlir") != key {
		t.Fatal("CacheKey is not deterministic")
	}
	tests := []struct {
		name  string
		setup func() *compiler
		mlir  string
	}{
		{"mlir text", func() *compiler { return base }, "mlir2"},
		{"target flags", func() *compiler {
			return env.compiler(t, "cuda", Options{CUDATarget: "sm_90"})
		}, "mlir"},
		{"device", func() *compiler { return env.compiler(t, "vulkan", Options{}) }, "mlir"},
		{"compiler version", func() *compiler {
			t.Setenv("FAKE_VERSION", "3.13.0")
			return env.compiler(t, "cuda", Options{CUDATarget: "sm_80"})
		}, "mlir"},
	}
	for _, tt := range tests {
		if got := tt.setup().CacheKey(tt.mlir); got == key {
			t.Errorf("changing the %s left the cache key unchanged", tt.name)
		}
	}
}

// TestCacheKeySourceBuild: a compiler built from source without release
// info prints the same --version as every other such build, so the key
// must tell builds apart by the compiler's files: another build, or the
// same one rebuilt, must not reuse the other's vmfbs. A release copied
// elsewhere keeps its key.
func TestCacheKeySourceBuild(t *testing.T) {
	t.Setenv("FAKE_HELP", "--iree-hal-target-device=")
	copyTo := func(t *testing.T) string {
		bin := filepath.Join(t.TempDir(), "tools", compilerName)
		if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(bin, []byte(fakeCompiler), 0o755); err != nil {
			t.Fatal(err)
		}
		return bin
	}
	keyOf := func(t *testing.T, env fakeEnv, bin string) string {
		c, err := newCompiler(context.Background(), "local-task", Options{CompilerPath: bin, CacheDir: env.cache}, "")
		if err != nil {
			t.Fatal(err)
		}
		return c.CacheKey("mlir")
	}
	// rebuild changes a file of the build, as a rebuild would, and moves
	// its time past the last one.
	rebuild := func(t *testing.T, path string, data []byte) {
		if err := os.WriteFile(path, data, 0o755); err != nil {
			t.Fatal(err)
		}
		later := time.Now().Add(time.Hour)
		if err := os.Chtimes(path, later, later); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name    string
		version string
		change  func(t *testing.T, env fakeEnv, bin string) string // returns the compiler to compare with
		same    bool
	}{
		{"another source build", "(unknown)", func(t *testing.T, env fakeEnv, bin string) string {
			return copyTo(t)
		}, false},
		{"source build relinked", "(unknown)", func(t *testing.T, env fakeEnv, bin string) string {
			rebuild(t, bin, []byte(fakeCompiler+"\n"))
			return bin
		}, false},
		{"source build's library rebuilt", "(unknown)", func(t *testing.T, env fakeEnv, bin string) string {
			rebuild(t, filepath.Join(filepath.Dir(bin), "..", "lib", "libIREECompiler.so"), []byte("v2"))
			return bin
		}, false},
		{"release copied elsewhere", "3.12.0rc20260822 @ b48a5955", func(t *testing.T, env fakeEnv, bin string) string {
			return copyTo(t)
		}, true},
		{"release relinked", "3.12.0rc20260822 @ b48a5955", func(t *testing.T, env fakeEnv, bin string) string {
			rebuild(t, bin, []byte(fakeCompiler+"\n"))
			return bin
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := newFakeEnv(t)
			t.Setenv("FAKE_VERSION", tt.version)
			lib := filepath.Join(filepath.Dir(filepath.Dir(env.bin)), "lib", "libIREECompiler.so")
			if err := os.MkdirAll(filepath.Dir(lib), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(lib, []byte("v1"), 0o644); err != nil {
				t.Fatal(err)
			}
			before := keyOf(t, env, env.bin)
			after := keyOf(t, env, tt.change(t, env, env.bin))
			if (before == after) != tt.same {
				t.Errorf("key before %s, after %s; want them equal: %v", before, after, tt.same)
			}
		})
	}
}

func TestCorruptCacheIsRebuilt(t *testing.T) {
	tests := []struct {
		name    string
		corrupt func(path string) error
	}{
		{"truncated", func(p string) error { return os.Truncate(p, 10) }},
		{"garbage", func(p string) error { return os.WriteFile(p, []byte("not a vmfb at all"), 0o644) }},
		{"flipped byte", func(p string) error {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			data[len(data)-1] ^= 0xff
			return os.WriteFile(p, data, 0o644)
		}},
		{"missing checksum", func(p string) error { return os.Remove(p + ".sha256") }},
		{"missing vmfb", func(p string) error { return os.Remove(p) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := newFakeEnv(t)
			ctx := context.Background()
			c := env.compiler(t, "local-sync", Options{})
			if _, err := c.Compile(ctx, "prefill", "m"); err != nil {
				t.Fatal(err)
			}
			if err := tt.corrupt(c.cachePath("prefill", "m")); err != nil {
				t.Fatal(err)
			}
			data, err := c.Compile(ctx, "prefill", "m")
			if err != nil {
				t.Fatalf("Compile after corruption: %v", err)
			}
			if !bytes.Equal(data, fakeVMFB) {
				t.Errorf("Compile after corruption returned %q", data)
			}
			if n := len(env.runs(t)); n != 2 {
				t.Errorf("compiler ran %d times, want 2 (rebuild)", n)
			}
			if !c.Cached("prefill", "m") {
				t.Error("rebuilt entry is not cached")
			}
		})
	}
}

func TestCompileErrors(t *testing.T) {
	tests := []struct {
		name     string
		env      map[string]string
		wantErr  string
		wantType bool // a *compileError carrying stderr
	}{
		{"compiler fails", map[string]string{"FAKE_FAIL": "unsupported op stablehlo.foo"},
			"error: unsupported op stablehlo.foo", true},
		{"garbage output", map[string]string{"FAKE_GARBAGE": "1"}, "unusable file", false},
		{"no output", map[string]string{"FAKE_NOOUTPUT": "1"},
			"iree: compile prefill: iree-compile exited without an error but wrote no vmfb", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := newFakeEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			c := env.compiler(t, "local-task", Options{})
			_, err := c.Compile(context.Background(), "prefill", "m")
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Compile error = %v, want it to contain %q", err, tt.wantErr)
			}
			var ce *compileError
			if got := errors.As(err, &ce); got != tt.wantType {
				t.Errorf("errors.As(*compileError) = %v, want %v", got, tt.wantType)
			} else if got && !strings.Contains(ce.Stderr, tt.wantErr) {
				t.Errorf("compileError.Stderr = %q", ce.Stderr)
			}
			if c.Cached("prefill", "m") {
				t.Error("a failed compile left a cache entry")
			}
			entries, _ := os.ReadDir(env.cache)
			for _, e := range entries {
				t.Errorf("cache dir holds %s after a failed compile", e.Name())
			}
		})
	}
}

func TestFindCompiler(t *testing.T) {
	env := newFakeEnv(t)
	dist := filepath.Dir(filepath.Dir(env.compilerPath()))
	empty := t.TempDir()
	notExec := filepath.Join(t.TempDir(), compilerName)
	if err := os.WriteFile(notExec, []byte(fakeCompiler), 0o644); err != nil {
		t.Fatal(err)
	}
	dirDist := t.TempDir() // its bin/iree-compile is a directory
	if err := os.MkdirAll(filepath.Join(dirDist, "bin", compilerName), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		explicit  string
		dist      string
		path      string // $PATH
		want      string
		wantError bool
		wantErr   string // what the error says, if it must say something
	}{
		{name: "explicit", explicit: env.compilerPath(), dist: empty, path: empty, want: env.compilerPath()},
		{name: "explicit missing", explicit: filepath.Join(empty, "nope"), dist: dist, wantError: true},
		{name: "explicit directory", explicit: empty, dist: dist, wantError: true,
			wantErr: "iree: " + empty + " is a directory, not the iree-compile executable"},
		{name: "explicit not executable", explicit: notExec, dist: dist, wantError: true,
			wantErr: "iree: " + notExec + " is not executable"},
		{name: "dist", dist: dist, path: empty, want: env.compilerPath()},
		{name: "dist directory", dist: dirDist, path: filepath.Dir(env.compilerPath()), wantError: true,
			wantErr: "is a directory, not the iree-compile executable"},
		{name: "PATH", dist: empty, path: filepath.Dir(env.compilerPath()), want: env.compilerPath()},
		{name: "nowhere", dist: empty, path: empty, wantError: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("PATH", tt.path)
			got, err := findCompiler(tt.explicit, tt.dist)
			if tt.wantError {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Errorf("findCompiler = %q, %v; want an error containing %q", got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("findCompiler = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestNewCompilerErrors(t *testing.T) {
	env := newFakeEnv(t)
	broken := filepath.Join(t.TempDir(), compilerName)
	if err := os.WriteFile(broken, []byte("#!/bin/sh\necho boom >&2\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	script := func(text string) string {
		p := filepath.Join(t.TempDir(), compilerName)
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"+text), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	silent, python := script("exit 0\n"), script("echo Python 3.12.3\n")
	tests := []struct {
		name    string
		device  string
		path    string
		wantErr string
	}{
		{"unknown device", "tpu", env.compilerPath(), "no compile target"},
		{"version fails", "local-task", broken, "boom"},
		{"prints nothing", "local-task", silent,
			"iree: " + silent + " is not iree-compile: its --version printed nothing"},
		{"another program", "local-task", python,
			"iree: " + python + " is not iree-compile: its --version printed no \"IREE compiler version\" line:\nPython 3.12.3"},
	}
	for _, tt := range tests {
		_, err := newCompiler(context.Background(), tt.device,
			Options{CompilerPath: tt.path, CacheDir: env.cache}, "")
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: newCompiler error = %v, want it to contain %q", tt.name, err, tt.wantErr)
		}
	}
}

func TestCheckVMFB(t *testing.T) {
	zip := append([]byte("PK\x03\x04"), make([]byte, 22)...)
	zip = append(zip, 3, 0, 0, 0) // file name length 3, no extra field
	zip = append(zip, "a.b"...)
	tests := []struct {
		name string
		data []byte
		ok   bool
	}{
		{"plain", fakeVMFB, true},
		{"zip wrapped", append(slices.Clone(zip), fakeVMFB...), true},
		{"empty", nil, false},
		{"short", fakeVMFB[:12], false},
		{"size past end", append([]byte{0xff, 0, 0, 0}, fakeVMFB[4:]...), false},
		{"wrong identifier", bytes.Replace(fakeVMFB, []byte("IREE"), []byte("ABCD"), 1), false},
		{"zip header cut", zip[:31], false},
	}
	for _, tt := range tests {
		if err := checkVMFB(tt.data); (err == nil) != tt.ok {
			t.Errorf("%s: checkVMFB = %v, want ok=%v", tt.name, err, tt.ok)
		}
	}
}

// TestCompileFlagsSetting checks how iree.compile_flags becomes arguments:
// split as a shell splits words, quotes kept out of the values, and
// nothing a shell would run or expand.
func TestCompileFlagsSetting(t *testing.T) {
	tests := []struct {
		setting string
		want    []string
		wantErr string
	}{
		{"", nil, ""},
		{"  --a=1 \t --b=2\n", []string{"--a=1", "--b=2"}, ""},
		{`--iree-llvmcpu-target-cpu-features="+avx2,+fma"`, []string{"--iree-llvmcpu-target-cpu-features=+avx2,+fma"}, ""},
		{`--x='a b' "--y=c d" --z=e\ f`, []string{"--x=a b", "--y=c d", "--z=e f"}, ""},
		{`--x="say \"hi\" \\ \n"`, []string{`--x=say "hi" \ \n`}, ""},
		{`--x='it"s' --y="it's"`, []string{`--x=it"s`, `--y=it's`}, ""},
		{`--a "" --b`, []string{"--a", "", "--b"}, ""},
		{`--dump=C:\iree\dumps`, []string{`--dump=C:\iree\dumps`}, ""},
		// Shell syntax is passed on as text, never run.
		{`--x=$(touch pwned);rm|cat --y=$HOME* --z=~`, []string{"--x=$(touch", "pwned);rm|cat", "--y=$HOME*", "--z=~"}, ""},
		{`--x="+avx2`, nil, `iree.compile_flags: the " at character 5 is never closed`},
		{`--x='a b`, nil, `iree.compile_flags: the ' at character 5 is never closed`},
	}
	for _, tt := range tests {
		opts, err := optionsFrom(map[string]string{"iree.compile_flags": tt.setting})
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("%q: error %v, want %q", tt.setting, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(opts.ExtraFlags, tt.want) {
			t.Errorf("%q: flags %q, %v; want %q", tt.setting, opts.ExtraFlags, err, tt.want)
		}
	}
}

// argsCompiler is an iree-compile stand-in that writes each compile
// argument on its own line to $ARGS_LOG, then a minimal vmfb to -o.
const argsCompiler = `#!/bin/sh
if [ "$1" = "--version" ]; then echo "IREE compiler version 3.12.0 @ args"; exit 0; fi
: > "$ARGS_LOG"
for a in "$@"; do printf '%s\n' "$a" >> "$ARGS_LOG"; done
out=""
while [ $# -gt 0 ]; do
  if [ "$1" = "-o" ]; then out="$2"; fi
  shift
done
printf '\020\000\000\000\010\000\000\000IREE\000\000\000\000\000\000\000\000' > "$out"
`

// TestCompileFlagsReachCompiler compiles with quoted and shell-like
// iree.compile_flags and checks iree-compile got each flag as one
// argument, as written, with no shell having run any of it.
func TestCompileFlagsReachCompiler(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, compilerName)
	if err := os.WriteFile(bin, []byte(argsCompiler), 0o755); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(dir, "args")
	t.Setenv("ARGS_LOG", log)
	pwned := filepath.Join(dir, "pwned")
	setting := `--a="x y" '--b=$(touch ` + pwned + `)' --c=;touch${IFS}` + pwned
	opts, err := optionsFrom(map[string]string{"iree.compile_flags": setting})
	if err != nil {
		t.Fatal(err)
	}
	opts.CompilerPath, opts.CacheDir = bin, filepath.Join(dir, "cache")
	c, err := newCompiler(context.Background(), "local-task", opts, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Compile(context.Background(), "prefill", "m"); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	args := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	want := []string{"--a=x y", "--b=$(touch " + pwned + ")", "--c=;touch${IFS}" + pwned}
	if n := len(c.Flags()) - len(want); n < 0 || !slices.Equal(args[n:len(c.Flags())], want) {
		t.Errorf("iree-compile got %q, want the flags %q after xlachat's own", args, want)
	}
	if _, err := os.Stat(pwned); err == nil {
		t.Errorf("a shell ran part of iree.compile_flags: %s exists", pwned)
	}
}

// TestCompilerOutputBounded runs compilers that print 20 MB before
// failing: the error keeps the start and the end of what they printed,
// says how much it left out, and stays small.
func TestCompilerOutputBounded(t *testing.T) {
	// 20 MB of x between a first and a last line, on stderr.
	const flood = `{ echo "first line"; head -c 20000000 /dev/zero | tr '\0' x; echo; echo "error: last line"; } >&2; exit 1`
	tests := []struct {
		name   string
		script string
	}{
		{"compile", "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'IREE compiler version 3.12.0 @ x'; exit 0; fi\n" + flood + "\n"},
		{"version", "#!/bin/sh\n" + flood + "\n"},
		{"help", "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'IREE compiler version (unknown)'; exit 0; fi\n" + flood + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			bin := filepath.Join(dir, compilerName)
			if err := os.WriteFile(bin, []byte(tt.script), 0o755); err != nil {
				t.Fatal(err)
			}
			c, err := newCompiler(context.Background(), "local-task",
				Options{CompilerPath: bin, CacheDir: filepath.Join(dir, "cache")}, "")
			if err == nil {
				_, err = c.Compile(context.Background(), "prefill", "m")
			}
			if err == nil {
				t.Fatal("no error from a compiler that fails")
			}
			msg := err.Error()
			if len(msg) > 100_000 {
				t.Errorf("error is %d bytes long, want it bounded", len(msg))
			}
			for _, want := range []string{"first line", "error: last line", "bytes left out"} {
				if !strings.Contains(msg, want) {
					t.Errorf("error does not contain %q", want)
				}
			}
		})
	}
}

// TestCompilerProbeTimeout: an iree-compile whose --version or --help
// never answers fails the open after probeTimeout, saying so, instead of
// hanging it.
func TestCompilerProbeTimeout(t *testing.T) {
	defer func(d time.Duration) { probeTimeout = d }(probeTimeout)
	probeTimeout = 300 * time.Millisecond
	tests := []struct{ name, script, want string }{
		{"version", "#!/bin/sh\nexec sleep 30\n", "--version did not finish within 300ms"},
		{"help", "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'IREE compiler version (unknown)'; exit 0; fi\nexec sleep 30\n",
			"--help did not finish within 300ms"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			bin := filepath.Join(dir, compilerName)
			if err := os.WriteFile(bin, []byte(tt.script), 0o755); err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			_, err := newCompiler(context.Background(), "local-task",
				Options{CompilerPath: bin, CacheDir: filepath.Join(dir, "cache")}, "")
			if took := time.Since(start); took > 10*time.Second {
				t.Errorf("newCompiler took %v, want about the %v timeout", took, probeTimeout)
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("error %v, want context.DeadlineExceeded, mentioning %q", err, tt.want)
			}
		})
	}
}

func TestClipped(t *testing.T) {
	tests := []struct {
		writes []string
		want   string
	}{
		{[]string{"abc"}, "abc"},
		{[]string{"abcd", "efgh"}, "abcdefgh"},
		{[]string{"abcd", "efghi"}, "abcd\n[... 1 bytes left out ...]\nfghi"},
		{[]string{"ab", "cdefghijklmn", "op"}, "abcd\n[... 8 bytes left out ...]\nmnop"},
		{[]string{"abc\xe2\x82", "\xacdefghij"}, "abc\ufffd\n[... 5 bytes left out ...]\nghij"},
	}
	for _, tt := range tests {
		c := &clipped{limit: 4}
		for _, w := range tt.writes {
			if n, err := c.Write([]byte(w)); n != len(w) || err != nil {
				t.Fatalf("Write(%q) = %d, %v", w, n, err)
			}
		}
		if got := c.String(); got != tt.want {
			t.Errorf("%q: String() = %q, want %q", tt.writes, got, tt.want)
		}
	}
	c := &clipped{limit: 4}
	c.Write([]byte("abcdefghijklmnop"))
	if got, want := c.text(2), "ab\n[... 12 bytes left out ...]\nop"; got != want {
		t.Errorf("text(2) = %q, want %q", got, want)
	}
}

// TestStaleBuildFilesRemoved: a process that dies mid-compile or
// mid-write leaves its .build- directory or .tmp- file in the cache; the
// next compiler removes those a day old, and leaves younger ones, which
// may be another process's compile under way, and the cache entries.
func TestStaleBuildFilesRemoved(t *testing.T) {
	env := newFakeEnv(t)
	c := env.compiler(t, "local-task", Options{})
	if _, err := c.Compile(context.Background(), "prefill", "m"); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-25 * time.Hour)
	tests := []struct {
		name  string
		dir   bool
		mtime time.Time
		kept  bool
	}{
		{".build-123", true, old, false},
		{".tmp-456", false, old, false},
		{".build-789", true, time.Now(), true},
		{".tmp-012", false, time.Now(), true},
		{"notes-.build-1", false, old, true}, // not one of the cache's own
	}
	for _, tt := range tests {
		p := filepath.Join(env.cache, tt.name)
		if tt.dir {
			if err := os.MkdirAll(filepath.Join(p, "sub"), 0o755); err != nil {
				t.Fatal(err)
			}
		} else if err := os.WriteFile(p, []byte("partial"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, tt.mtime, tt.mtime); err != nil {
			t.Fatal(err)
		}
	}
	env.compiler(t, "local-task", Options{})
	for _, tt := range tests {
		_, err := os.Stat(filepath.Join(env.cache, tt.name))
		if kept := err == nil; kept != tt.kept {
			t.Errorf("%s: kept = %v, want %v", tt.name, kept, tt.kept)
		}
	}
	if !c.Cached("prefill", "m") {
		t.Error("the cache entry is gone")
	}
}

// TestCacheDirErrors: a cache directory that cannot be made or written
// fails with an error naming the setting to change, iree.cache_dir.
func TestCacheDirErrors(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, env fakeEnv) (cacheDir string, after func())
		want  string
	}{
		{"under a file", func(t *testing.T, env fakeEnv) (string, func()) {
			file := filepath.Join(t.TempDir(), "file")
			if err := os.WriteFile(file, nil, 0o644); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(file, "cache"), nil
		}, "iree: vmfb cache (iree.cache_dir): mkdir "},
		{"gone before the compile", func(t *testing.T, env fakeEnv) (string, func()) {
			return env.cache, func() {
				// Replaced by a file, so not even root can write in it.
				if err := os.RemoveAll(env.cache); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(env.cache, nil, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}, "iree: vmfb cache (iree.cache_dir): mkdir "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := newFakeEnv(t)
			dir, after := tt.setup(t, env)
			c, err := newCompiler(context.Background(), "local-task", Options{CompilerPath: env.bin, CacheDir: dir}, "")
			if err == nil {
				if after != nil {
					after()
				}
				_, err = c.Compile(context.Background(), "prefill", "m")
			}
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("error %v, want it to start %q", err, tt.want)
			}
			if !errors.Is(err, syscall.ENOTDIR) {
				t.Errorf("error %v does not wrap the cause, ENOTDIR", err)
			}
		})
	}
}
