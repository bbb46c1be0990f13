package iree

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

// compilerName is the executable looked up in $IREE_DIST/bin and on PATH.
const compilerName = "iree-compile"

// cacheFormat versions the cache key derivation, so a change to it never
// picks up files written under the old scheme.
const cacheFormat = "xlachat-vmfb-1"

// target is what a compile builds for: a driver and, for GPUs, the
// architecture.
type target struct {
	driver string // local-task, local-sync, cuda, hip, vulkan or metal
	arch   string // iree.cuda_target or HIPTarget
}

// targetFor checks device and picks its target.
func targetFor(device string, opts Options) (target, error) {
	switch driver := DeviceDriver(device); driver {
	case "local-task", "local-sync", "vulkan", "metal":
		return target{driver: driver}, nil
	case "cuda":
		// Without an architecture iree-compile targets its default (sm_60).
		return target{driver: driver, arch: opts.CUDATarget}, nil
	case "hip":
		if opts.HIPTarget == "" {
			return target{}, errors.New("iree: device hip needs a ROCm target such as gfx1100 (iree.hip_target)")
		}
		return target{driver: driver, arch: opts.HIPTarget}, nil
	default:
		return target{}, fmt.Errorf("iree: no compile target for device %q; known devices: %s",
			device, strings.Join(knownDevices(), ", "))
	}
}

// flagStyle is how an iree-compile release spells its target flags.
type flagStyle int

const (
	// deviceFlags: --iree-hal-target-device=... with per-device flags,
	// IREE's spelling since August 2024 (multi-device, and the CUDA, HIP
	// and Vulkan flags renamed).
	deviceFlags flagStyle = iota
	// legacyFlags: --iree-hal-target-backends=... with the older
	// per-backend flags, the only spelling IREE 2024-07 (20240724.964)
	// and earlier accept.
	legacyFlags
)

func (s flagStyle) String() string {
	if s == legacyFlags {
		return "legacy flags"
	}
	return "device flags"
}

// flags are the iree-compile flags that build a vmfb for t, following
// IREE's deployment-configuration guides of that release: the CPU
// devices get the llvm-cpu backend tuned for the host CPU, GPUs their
// target architecture.
func (t target) flags(style flagStyle) []string {
	flags := []string{"--iree-input-type=stablehlo"}
	if style == legacyFlags {
		return append(flags, t.legacyFlags()...)
	}
	switch t.driver {
	case "local-task", "local-sync":
		return append(flags,
			"--iree-hal-target-device=local",
			"--iree-hal-local-target-device-backends=llvm-cpu",
			"--iree-llvmcpu-target-cpu=host")
	case "cuda":
		flags = append(flags, "--iree-hal-target-device=cuda")
		if t.arch != "" {
			flags = append(flags, "--iree-cuda-target="+t.arch)
		}
		return flags
	case "hip":
		return append(flags, "--iree-hal-target-device=hip", "--iree-rocm-target="+t.arch)
	case "vulkan":
		// No --iree-vulkan-target: the compiler's default is a portable
		// baseline profile, and "all" ABIs lets any Vulkan device pick one.
		return append(flags, "--iree-hal-target-device=vulkan", "--iree-vulkan-dispatch-abi=all")
	default: // metal
		return append(flags, "--iree-hal-target-backends=metal-spirv")
	}
}

// legacyFlags are the target flags of IREE 2024-07: one backend name and
// that backend's own architecture flag.
func (t target) legacyFlags() []string {
	switch t.driver {
	case "local-task", "local-sync":
		return []string{"--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host"}
	case "cuda":
		if t.arch == "" {
			return []string{"--iree-hal-target-backends=cuda"}
		}
		return []string{"--iree-hal-target-backends=cuda", "--iree-hal-cuda-llvm-target-arch=" + t.arch}
	case "hip":
		return []string{"--iree-hal-target-backends=rocm", "--iree-rocm-target-chip=" + t.arch}
	case "vulkan":
		return []string{"--iree-hal-target-backends=vulkan-spirv"}
	default: // metal
		return []string{"--iree-hal-target-backends=metal-spirv"}
	}
}

// compileFlags returns the flags a compile for device uses with a
// compiler of the given style: the target's, then the user's extra flags.
func compileFlags(device string, opts Options, style flagStyle) ([]string, error) {
	t, err := targetFor(device, opts)
	if err != nil {
		return nil, err
	}
	if err := checkExtraFlags(opts.ExtraFlags); err != nil {
		return nil, fmt.Errorf("iree.compile_flags: %w", err)
	}
	return append(t.flags(style), opts.ExtraFlags...), nil
}

// outputOptions are the iree-compile options (iree_compile_lib.cc and the
// VM target's) that decide what it writes, each with the one value that
// writes a vmfb, its default. iree-compile would take any other and exit
// without an error, leaving xlachat a file it cannot load.
var outputOptions = map[string]string{
	"output-format":                         "vm-bytecode",
	"compile-to":                            "end",
	"compile-mode":                          "std",
	"iree-vm-bytecode-module-output-format": "flatbuffer-binary",
}

// exitOptions make iree-compile print something and exit, compiling
// nothing.
var exitOptions = []string{"help", "help-hidden", "help-list", "help-list-hidden", "version",
	"iree-hal-list-target-backends", "iree-list-plugins"}

// checkExtraFlags refuses iree.compile_flags that change which file
// iree-compile writes, or what it writes there, naming the flag.
func checkExtraFlags(flags []string) error {
	for i := 0; i < len(flags); i++ {
		flag := flags[i]
		if !strings.HasPrefix(flag, "-") {
			continue
		}
		// LLVM options take one dash or two, and a value after = or as
		// the next argument.
		name, value, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(flag, "-"), "-"), "=")
		_, output := outputOptions[name]
		if (name == "o" || output) && !hasValue && i+1 < len(flags) {
			i++
			value, flag = flags[i], flag+" "+flags[i]
		}
		switch {
		case name == "o":
			return fmt.Errorf("%s sets iree-compile's output file, which xlachat chooses", flag)
		case output && value != outputOptions[name]:
			return fmt.Errorf("%s makes iree-compile write something other than the vmfb xlachat loads", flag)
		case slices.Contains(exitOptions, name):
			return fmt.Errorf("%s makes iree-compile print and exit without compiling", flag)
		}
	}
	return nil
}

// deviceFlagsSince is the first IREE date (release candidates are numbered
// YYYYMMDD.N) whose iree-compile takes deviceFlags: the CUDA, HIP and
// Vulkan flags were renamed on 2024-08-19, after multi-device (2024-07-24).
const deviceFlagsSince = "20240819"

// compilerVersionText finds the version in iree-compile --version output:
// "IREE compiler version 20240724.964 @ 1b60b62e...", "... 3.12.0rc20260822
// @ b48a5955...", or "(unknown)" from a source build without release info.
var compilerVersionText = regexp.MustCompile(`IREE compiler version (\S+)`)

// styleFromVersion picks the flag style from iree-compile --version; ok is
// false when the version does not tell.
func styleFromVersion(versionOutput string) (style flagStyle, ok bool) {
	m := compilerVersionText.FindStringSubmatch(versionOutput)
	if m == nil {
		return 0, false
	}
	v := m[1]
	if date, _, found := strings.Cut(v, "."); found && len(date) == 8 && isDigits(date) {
		if date < deviceFlagsSince {
			return legacyFlags, true
		}
		return deviceFlags, true
	}
	// Numbered releases (2.9.0 in November 2024, 3.x since) postdate the
	// renames; 0.x is the placeholder of builds without release info.
	major, _, _ := strings.Cut(v, ".")
	if n, err := strconv.Atoi(major); err == nil && n >= 2 {
		return deviceFlags, true
	}
	return 0, false
}

func isDigits(s string) bool {
	return strings.Trim(s, "0123456789") == ""
}

// flagStyleOf decides the flag style of the iree-compile at path from its
// --version output, or, when that does not tell (a source build without
// release info prints "(unknown)"), from whether its --help lists
// --iree-hal-target-device.
func flagStyleOf(ctx context.Context, path, versionOutput string) (flagStyle, error) {
	if style, ok := styleFromVersion(versionOutput); ok {
		return style, nil
	}
	out, err := probe(ctx, path, "--help", helpLimit)
	if err != nil {
		return 0, err
	}
	if strings.Contains(out, "--iree-hal-target-device=") {
		return deviceFlags, nil
	}
	return legacyFlags, nil
}

// knownDevices lists the devices this package can compile for, in the
// order a device picker should show them.
func knownDevices() []string {
	return []string{"local-task", "local-sync", "cuda", "vulkan", "hip", "metal"}
}

// compileError is a failed iree-compile run; Stderr is what it printed.
type compileError struct {
	Function string
	Args     []string
	Stderr   string
	Err      error
}

// Error gives the function, the exit status and iree-compile's stderr.
func (e *compileError) Error() string {
	msg := fmt.Sprintf("iree-compile %s: %v", e.Function, e.Err)
	if e.Stderr != "" {
		msg += "\n" + e.Stderr
	}
	return msg
}

// Unwrap returns the exec error.
func (e *compileError) Unwrap() error { return e.Err }

// compiler turns MLIR text into vmfb bytes for one device, reusing earlier
// results from an on-disk cache.
type compiler struct {
	path     string   // iree-compile executable
	flags    []string // everything but the input and output paths
	version  string   // iree-compile --version output, part of the cache key
	buildID  string   // the compiler's files, when version does not tell its build
	cacheDir string
	hostCPU  string // host CPU identity when flags say target-cpu=host
}

// newCompiler finds iree-compile (opts.CompilerPath, then dist/bin, then
// PATH), asks it for its version, picks the flags that version spells and
// prepares the cache directory. dist is an IREE distribution directory
// and may be empty.
func newCompiler(ctx context.Context, device string, opts Options, dist string) (*compiler, error) {
	if _, err := targetFor(device, opts); err != nil {
		return nil, err
	}
	path, err := findCompiler(opts.CompilerPath, dist)
	if err != nil {
		return nil, err
	}
	version, err := compilerVersion(ctx, path)
	if err != nil {
		return nil, err
	}
	style, err := flagStyleOf(ctx, path, version)
	if err != nil {
		return nil, err
	}
	dir, err := cacheDir(opts.CacheDir)
	if err != nil {
		return nil, err
	}
	flags, err := compileFlags(device, opts, style)
	if err != nil {
		return nil, err
	}
	c := &compiler{path: path, flags: flags, version: version, cacheDir: dir}
	if m := compilerVersionText.FindStringSubmatch(version); m != nil && m[1] == "(unknown)" {
		c.buildID = buildIdentity(path)
	}
	if slices.Contains(flags, "--iree-llvmcpu-target-cpu=host") {
		// "host" means different code on different machines; a cache dir
		// shared between them must not hand one machine's code to another.
		c.hostCPU = hostCPU()
	}
	return c, nil
}

// versionLine is the line of iree-compile --version that names the IREE
// version ("IREE compiler version 3.12.0rc20260822 @ b48a5955..."), or its
// first line if none does.
func (c *compiler) versionLine() string {
	first := ""
	for line := range strings.Lines(c.version) {
		line = strings.TrimSpace(line)
		if strings.Contains(line, "compiler version") {
			return line
		}
		if first == "" {
			first = line
		}
	}
	return first
}

// Flags are the target flags passed to every compile.
func (c *compiler) Flags() []string { return slices.Clone(c.flags) }

func findCompiler(explicit, dist string) (string, error) {
	if explicit != "" {
		fi, err := os.Stat(explicit)
		if err != nil {
			return "", fmt.Errorf("iree: compiler path: %w", err)
		}
		return explicit, checkExecutable(explicit, fi)
	}
	if dist != "" {
		p := filepath.Join(dist, "bin", compilerName)
		if fi, err := os.Stat(p); err == nil {
			// Not on to PATH: that would be another IREE than the one named.
			return p, checkExecutable(p, fi)
		}
	}
	p, err := exec.LookPath(compilerName)
	if err != nil {
		return "", fmt.Errorf("iree: %s not found (set iree.compiler or IREE_DIST, or put it on PATH): %w", compilerName, err)
	}
	return p, nil
}

// checkExecutable says what is wrong with running path, whose FileInfo is
// fi, as a program: running a directory or a file without execute
// permission fails with only "permission denied".
func checkExecutable(path string, fi os.FileInfo) error {
	if fi.IsDir() {
		return fmt.Errorf("iree: %s is a directory, not the %s executable", path, compilerName)
	}
	// Windows has no execute bits: there the extension decides.
	if runtime.GOOS != "windows" && fi.Mode()&0o111 == 0 {
		return fmt.Errorf("iree: %s is not executable (its mode is %v)", path, fi.Mode())
	}
	return nil
}

// compilerVersion returns iree-compile --version output, refusing a
// program that is not iree-compile, which would otherwise be taken for
// one whose version does not tell its flags and fail only at the first
// compile, with no word of what is wrong.
func compilerVersion(ctx context.Context, path string) (string, error) {
	out, err := probe(ctx, path, "--version", versionLimit)
	if err != nil {
		return "", err
	}
	if !compilerVersionText.MatchString(out) {
		if strings.TrimSpace(out) == "" {
			return "", fmt.Errorf("iree: %s is not %s: its --version printed nothing", path, compilerName)
		}
		return "", fmt.Errorf("iree: %s is not %s: its --version printed no \"IREE compiler version\" line:\n%s",
			path, compilerName, strings.TrimSpace(out))
	}
	return out, nil
}

// probeTimeout bounds iree-compile --version and --help, which answer at
// once: one that takes longer is not an iree-compile, or is broken, and
// would otherwise hold up the open with nothing to show why.
var probeTimeout = time.Minute

// How much of --version and --help output is kept, at each end: far more
// than a real iree-compile prints, and a bound on a program that prints
// without end.
const (
	versionLimit = 8 << 10
	helpLimit    = 4 << 20
)

// probe runs iree-compile with one informational flag and returns what it
// printed, stdout and stderr together.
func probe(ctx context.Context, path, flag string, limit int) (string, error) {
	pctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	cmd := command(pctx, path, flag)
	out := &clipped{limit: limit}
	cmd.Stdout, cmd.Stderr = out, out
	err := cmd.Run()
	if err != nil && ctx.Err() == nil && errors.Is(pctx.Err(), context.DeadlineExceeded) {
		return "", fmt.Errorf("iree: %s %s did not finish within %v: %w", path, flag, probeTimeout, pctx.Err())
	}
	if err != nil {
		// No more than a failed compile shows: pages of --help would
		// bury the error.
		return "", fmt.Errorf("iree: %s %s: %w\n%s", path, flag, runError(ctx, err), strings.TrimSpace(out.text(stderrLimit)))
	}
	return out.String(), nil
}

// cacheErr begins every error of the cache directory, naming the setting
// that moves it: a full, read-only or misnamed directory is fixed there.
const cacheErr = "iree: vmfb cache (iree.cache_dir)"

func cacheDir(dir string) (string, error) {
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return "", fmt.Errorf("%s: %w", cacheErr, err)
		}
		dir = filepath.Join(base, "xlachat", "vmfb")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("%s: %w", cacheErr, err)
	}
	removeStale(dir)
	return dir, nil
}

// staleAfter is the age past which a build directory or temporary file in
// the cache belongs to no compile still running: the longest takes
// minutes.
const staleAfter = 24 * time.Hour

// removeStale removes the .build- directories and .tmp- files that a
// process killed mid-compile or mid-write left in the cache dir, which
// nothing else would ever remove. Younger ones may be another process's
// compile under way. Best effort: a leftover only costs space.
func removeStale(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".build-") && !strings.HasPrefix(e.Name(), ".tmp-") {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > staleAfter {
			os.RemoveAll(filepath.Join(dir, e.Name()))
		}
	}
}

// buildIdentity names a compiler build by its files: the executable and
// the compiler library beside it (a pip package), or in ../lib (an
// install or a build tree), each by path, size and time. A build from
// source without release info prints "IREE compiler version (unknown)",
// the same for every build; without this, a rebuilt or another compiler
// would be handed the vmfbs of the first, and a runtime refusing them
// would send the user to the very compiler already in use. A rebuild
// whose change is only in the library relinks the library alone, hence
// the library too.
func buildIdentity(path string) string {
	exe, err := filepath.Abs(path)
	if err != nil {
		exe = path
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real
	}
	files := []string{exe}
	for _, dir := range []string{filepath.Dir(exe), filepath.Join(filepath.Dir(filepath.Dir(exe)), "lib")} {
		// libIREECompiler.so or .dylib, IREECompiler.dll
		libs, _ := filepath.Glob(filepath.Join(dir, "*IREECompiler*"))
		files = append(files, libs...)
	}
	var id strings.Builder
	for _, f := range files {
		if fi, err := os.Stat(f); err == nil {
			fmt.Fprintf(&id, "%s %d %d\n", f, fi.Size(), fi.ModTime().UnixNano())
		}
	}
	return id.String()
}

// hostCPU identifies the CPU model and feature set, as far as the OS tells.
func hostCPU() string {
	id := runtime.GOOS + "/" + runtime.GOARCH
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return id
	}
	for line := range strings.Lines(string(data)) {
		key, val, ok := strings.Cut(line, ":")
		key = strings.TrimSpace(key)
		if ok && (key == "model name" || key == "flags" || key == "Features") {
			id += "\n" + key + ":" + strings.TrimSpace(val)
		}
		if line == "\n" { // end of the first processor's block
			break
		}
	}
	return id
}

// CacheKey is the hex sha256 naming the cached vmfb of mlir: it covers the
// MLIR text, the flags, the compiler's version (and its files, for a
// build whose version does not tell it) and, for host-tuned CPU code, the
// host CPU.
func (c *compiler) CacheKey(mlir string) string {
	version := c.version
	if c.buildID != "" { // only then: a release's keys stay what they were
		version += "\n" + c.buildID
	}
	h := sha256.New()
	for _, part := range append([]string{cacheFormat, version, c.hostCPU}, c.flags...) {
		fmt.Fprintf(h, "%d:%s\n", len(part), part)
	}
	h.Write([]byte(mlir))
	return hex.EncodeToString(h.Sum(nil))
}

func (c *compiler) cachePath(function, mlir string) string {
	return filepath.Join(c.cacheDir, function+"-"+c.CacheKey(mlir)+".vmfb")
}

// Compile returns the vmfb of mlir, from the cache when a valid entry
// exists, else by running iree-compile and caching the result. function
// names the graph in file names and errors.
func (c *compiler) Compile(ctx context.Context, function, mlir string) ([]byte, error) {
	path := c.cachePath(function, mlir)
	if data, err := readCached(path); err == nil {
		return data, nil
	}
	// A missing or corrupt entry is rebuilt: the cache is only a speedup.
	data, err := c.build(ctx, function, mlir)
	if err != nil {
		return nil, err
	}
	if err := writeCached(path, data); err != nil {
		return nil, err
	}
	return data, nil
}

// Cached reports whether a valid cache entry for mlir exists.
func (c *compiler) Cached(function, mlir string) bool {
	_, err := readCached(c.cachePath(function, mlir))
	return err == nil
}

func (c *compiler) build(ctx context.Context, function, mlir string) ([]byte, error) {
	tmp, err := os.MkdirTemp(c.cacheDir, ".build-")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cacheErr, err)
	}
	defer os.RemoveAll(tmp)
	src := filepath.Join(tmp, function+".mlir")
	out := filepath.Join(tmp, function+".vmfb")
	if err := os.WriteFile(src, []byte(mlir), 0o644); err != nil {
		return nil, fmt.Errorf("%s: %w", cacheErr, err) // a full disk, most likely
	}
	if err := runCompiler(ctx, c.path, c.flags, function, src, out); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(out)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("iree: compile %s: %s exited without an error but wrote no vmfb: %w", function, compilerName, err)
	}
	if err != nil {
		return nil, fmt.Errorf("iree: compile %s: %w", function, err)
	}
	if err := checkVMFB(data); err != nil {
		return nil, fmt.Errorf("iree: compile %s: iree-compile wrote an unusable file: %w", function, err)
	}
	return data, nil
}

// runCompiler is the one place iree-compile compiles: src (MLIR) to out
// (vmfb).
func runCompiler(ctx context.Context, path string, flags []string, function, src, out string) error {
	args := append(slices.Clone(flags), src, "-o", out)
	cmd := command(ctx, path, args...)
	stderr := &clipped{limit: stderrLimit}
	cmd.Stderr = stderr
	if err := cmd.Run(); err != nil {
		ce := &compileError{Function: function, Args: args, Err: runError(ctx, err)}
		if ctx.Err() == nil { // what a killed compiler printed is beside the point
			ce.Stderr = strings.TrimSpace(stderr.String())
		}
		return ce
	}
	return nil
}

// stderrLimit is how much of a compile's stderr is kept, at each end.
// Its first errors and its last lines tell what went wrong; a flag such
// as --mlir-print-ir-after-all makes iree-compile print gigabytes, which
// must neither fill memory nor the error shown.
const stderrLimit = 16 << 10

// clipped keeps the first and the last limit bytes written to it and
// counts the bytes between them it drops.
type clipped struct {
	limit   int
	head    []byte
	tail    []byte
	dropped int64
}

func (c *clipped) Write(p []byte) (int, error) {
	n := len(p)
	k := min(c.limit-len(c.head), len(p))
	c.head = append(c.head, p[:k]...)
	c.tail = append(c.tail, p[k:]...)
	if len(c.tail) > 2*c.limit { // trimmed in batches, not on every write
		c.trim()
	}
	return n, nil
}

// trim drops all of the tail but its last limit bytes.
func (c *clipped) trim() {
	if extra := len(c.tail) - c.limit; extra > 0 {
		c.dropped += int64(extra)
		c.tail = append(c.tail[:0], c.tail[extra:]...)
	}
}

// String is the text kept, with a note where bytes were left out; a
// character cut at either end shows as U+FFFD.
func (c *clipped) String() string { return c.text(c.limit) }

// text is String with at most limit bytes kept at each end.
func (c *clipped) text(limit int) string {
	c.trim()
	head := c.head[:min(limit, len(c.head))]
	tail := c.tail[len(c.tail)-min(limit, len(c.tail)):]
	dropped := c.dropped + int64(len(c.head)-len(head)+len(c.tail)-len(tail))
	s := string(head)
	if dropped > 0 {
		s += fmt.Sprintf("\n[... %d bytes left out ...]\n", dropped)
	}
	return strings.ToValidUTF8(s+string(tail), "\ufffd")
}

// waitDelay bounds how long a cancelled run waits for iree-compile to
// exit before killing it, and how long any run waits, once it has exited,
// for whatever still holds its output open.
const waitDelay = 2 * time.Second

// command is how iree-compile runs, for --version and --help as for a
// compile: when ctx ends, the compiler is interrupted, then killed, and
// the run returns within waitDelay even if a child the compiler started
// outlives it with its stderr open, which would otherwise keep the run
// waiting until that child ended.
func command(ctx context.Context, path string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, path, args...)
	interruptFirst(cmd)
	cmd.WaitDelay = waitDelay
	return cmd
}

// runError is the error of a run that failed with err: the context's
// error if the run was cancelled (the kill is then only its effect), so
// callers can tell a cancel from a failure.
func runError(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// readCached returns a cache entry if it is intact: a vmfb header and a
// sha256 sidecar matching the contents, so truncation is caught too.
func readCached(path string) ([]byte, error) {
	sum, err := os.ReadFile(path + ".sha256")
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	got := sha256.Sum256(data)
	if hex.EncodeToString(got[:]) != strings.TrimSpace(string(sum)) {
		return nil, errors.New("cached vmfb does not match its checksum")
	}
	if err := checkVMFB(data); err != nil {
		return nil, err
	}
	return data, nil
}

// writeCached stores data and then its checksum, each atomically, so a
// reader never sees a checksum for a partial file.
func writeCached(path string, data []byte) error {
	sum := sha256.Sum256(data)
	if err := writeAtomic(path, data); err != nil {
		return err
	}
	return writeAtomic(path+".sha256", []byte(hex.EncodeToString(sum[:])+"\n"))
}

func writeAtomic(path string, data []byte) (err error) {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-")
	if err != nil {
		return fmt.Errorf("%s: %w", cacheErr, err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return fmt.Errorf("%s: %w", cacheErr, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("%s: %w", cacheErr, err)
	}
	if err = os.Rename(f.Name(), path); err != nil {
		return fmt.Errorf("%s: %w", cacheErr, err)
	}
	return nil
}
