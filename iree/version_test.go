//go:build iree

package iree

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xlachat/engine"
	"xlachat/engine/graph"
	"xlachat/engine/model"
)

// loadVersionError loads vmfb into a fresh session and wants a
// *VersionError back.
func loadVersionError(t *testing.T, vmfb []byte) *VersionError {
	t.Helper()
	rt := newRuntime(t, "local-sync")
	err := rt.sess.LoadModule(vmfb)
	ve, ok := errors.AsType[*VersionError](err)
	if !ok {
		t.Fatalf("LoadModule = %v, want a *VersionError", err)
	}
	return ve
}

// TestLoadOtherBytecodeVersion loads a module the runtime reads, rewritten
// to claim the bytecode versions of other IREE releases: an older and a
// newer major, and a newer minor. Each must be refused with an error
// naming the module's and the runtime's version, as IREE's loader words
// it, not crash or load.
func TestLoadOtherBytecodeVersion(t *testing.T) {
	forEachToolchain(t, func(t *testing.T, tc toolchain) { checkOtherBytecodeVersion(t, tc.build(t, basicModule(t))) })
}

func checkOtherBytecodeVersion(t *testing.T, good []byte) {
	v, _, err := vmfbBytecodeVersion(good)
	if err != nil {
		t.Fatal(err)
	}
	major := v >> 16
	// The runtime's own version comes from IREE's error; its major must be
	// that of the module it loads.
	runtimeVersion := loadVersionError(t, withBytecodeVersion(t, good, (major+1)<<16)).Runtime
	var runtimeMajor, runtimeMinor bytecodeVersion
	if _, err := fmt.Sscanf(runtimeVersion, "%d.%d", &runtimeMajor, &runtimeMinor); err != nil || runtimeMajor != major {
		t.Fatalf("runtime version %q (%v), want major %d as the module it loads", runtimeVersion, err, major)
	}
	tests := []struct {
		name   string
		module bytecodeVersion
	}{
		{"newer major", (major + 1) << 16},
		{"older major", (major - 1) << 16},
		{"newer minor", major<<16 | (runtimeMinor + 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ve := loadVersionError(t, withBytecodeVersion(t, good, tt.module))
			want := VersionError{Module: tt.module.String(), Runtime: runtimeVersion}
			if *ve != want {
				t.Errorf("error %+v, want %+v", *ve, want)
			}
			for _, s := range []string{want.Module, want.Runtime} {
				if !strings.Contains(ve.Error(), s) {
					t.Errorf("%q does not name version %s", ve, s)
				}
			}
		})
	}
}

// TestBackendOpenOtherVersion: when the compiled graphs are of another
// bytecode version, Backend.Open says so and names the compiler that made
// them, since the fix is another compiler.
func TestBackendOpenOtherVersion(t *testing.T) {
	forEachToolchain(t, checkBackendOpenOtherVersion)
}

func checkBackendOpenOtherVersion(t *testing.T, tc toolchain) {
	dir := t.TempDir()
	opts := graph.Options{Capacity: 8, Bucket: 4}
	for _, fn := range []graph.Function{graph.Prefill, graph.DecodeStep} {
		vmfb := tc.build(t, graphStandIn(fn, testConfig, opts).module(t))
		v, _, err := vmfbBytecodeVersion(vmfb)
		if err != nil {
			t.Fatal(err)
		}
		other := withBytecodeVersion(t, vmfb, v+1<<16)
		if err := os.WriteFile(filepath.Join(dir, string(fn)+".vmfb"), other, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	compiler := copyCompilerIn(t, dir)
	set := &graph.Set{Config: testConfig, Options: opts,
		Text: map[graph.Function]string{graph.Prefill: "module @prefill {}", graph.DecodeStep: "module @decode_step {}"}}
	spec := engine.SessionSpec{Model: &model.Model{Name: "x", Config: testConfig}, Graphs: set, Device: "local-task",
		Settings: map[string]string{"iree.compiler": compiler, "iree.cache_dir": filepath.Join(dir, "cache")}}
	s, err := Backend().Open(context.Background(), spec)
	if err == nil {
		s.Close()
		t.Fatal("Open succeeded with modules of another bytecode version")
	}
	if _, ok := errors.AsType[*VersionError](err); !ok {
		t.Errorf("Open error %v is not a *VersionError", err)
	}
	for _, want := range []string{"graph prefill", compiler, "IREE compiler version 3.12.0 (stand-in)"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("Open error %q does not mention %q", err, want)
		}
	}
}

// TestOtherReleaseModule loads a module made by the tools of another IREE
// release, $XLACHAT_IREE_OTHER_DIST (for instance HEAD's iree-as-module
// against the 2024 runtime): a module of another bytecode major must give
// a *VersionError naming the version the module states, never a crash.
// Without the variable it is skipped, saying so: it needs a second IREE.
func TestOtherReleaseModule(t *testing.T) {
	other := os.Getenv("XLACHAT_IREE_OTHER_DIST")
	if other == "" {
		t.Skip("XLACHAT_IREE_OTHER_DIST is not set: no second IREE release to make a module with")
	}
	var vmfb []byte
	for _, tc := range toolchains(other) {
		if _, fail := tc.problem(); fail == "" {
			vmfb = tc.build(t, basicModule(t))
			break
		}
	}
	if vmfb == nil {
		t.Fatalf("XLACHAT_IREE_OTHER_DIST=%s has neither bin/iree-as-module nor bin/iree-compile", other)
	}
	v, _, err := vmfbBytecodeVersion(vmfb)
	if err != nil {
		t.Fatal(err)
	}
	rt := newRuntime(t, "local-sync")
	err = rt.sess.LoadModule(vmfb)
	if err == nil {
		t.Logf("the other release's module (bytecode %v) loads in this runtime", v)
		return
	}
	ve, ok := errors.AsType[*VersionError](err)
	if !ok {
		t.Fatalf("LoadModule of bytecode %v: %v, want a *VersionError", v, err)
	}
	if ve.Module != v.String() || ve.Runtime == v.String() {
		t.Errorf("VersionError %+v, want module version %v and another runtime version", *ve, v)
	}
	t.Logf("bytecode %v refused as it should be: %v", v, err)
}
