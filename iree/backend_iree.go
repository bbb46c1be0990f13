//go:build iree

package iree

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"xlachat/engine"
	"xlachat/engine/graph"
)

// Built reports whether this binary links IREE's runtime.
const Built = true

// Backend returns the xla backend: graphs compiled by iree-compile and run
// by the IREE runtime linked into this binary.
func Backend(opts ...Option) engine.Backend {
	return &backend{cfg: newConfig(opts), findDevices: linkedDevices}
}

type backend struct {
	cfg         config
	findDevices func() ([]string, error) // linkedDevices; tests count the calls

	// The linked drivers cannot change while the program runs, and finding
	// them creates a whole IREE instance, so Devices does it once.
	devicesOnce sync.Once
	devices     []string
	devicesErr  error // why IREE could not list its drivers, if it could not
}

func (b *backend) Name() string { return "xla" }

// Devices lists the known devices whose HAL driver is linked in.
func (b *backend) Devices() []string {
	devices, _ := b.linked()
	return devices
}

// linked is Devices, with IREE's error when it could not list them.
func (b *backend) linked() ([]string, error) {
	b.devicesOnce.Do(func() { b.devices, b.devicesErr = b.findDevices() })
	return slices.Clone(b.devices), b.devicesErr
}

// linkedDevices is knownDevices less those whose driver is not linked in;
// none, and IREE's error, if IREE cannot create an instance or list its
// drivers.
func linkedDevices() ([]string, error) {
	inst, err := newInstance()
	if err != nil {
		return nil, err
	}
	defer inst.Close()
	drivers, err := inst.Drivers()
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(knownDevices(), func(d string) bool { return !slices.Contains(drivers, d) }), nil
}

// CheckDevice is checkDevice, except that when IREE could not list its
// drivers it says why: that, not a missing driver, is what the user must
// mend.
func (b *backend) CheckDevice(device string) error {
	devices, err := b.linked()
	if len(devices) == 0 && err != nil {
		return fmt.Errorf("device %q is not available on backend xla: IREE's runtime could not list its drivers: %w", device, err)
	}
	return checkDevice(device, devices)
}

func (*backend) Settings() []engine.Setting { return settings() }

// Open compiles (or reuses cached) vmfbs of the graphs for spec.Device,
// then loads them, uploads the weights and allocates the KV cache.
func (b *backend) Open(ctx context.Context, spec engine.SessionSpec) (engine.Session, error) {
	if spec.Model == nil || spec.Graphs == nil {
		return nil, errors.New("xla backend: session spec needs a model and graphs")
	}
	modules, c, err := b.compile(ctx, spec)
	if err != nil {
		return nil, err
	}
	s, err := openSession(ctx, runtimeSpec{
		device: spec.Device, modules: modules, set: spec.Graphs,
		source: spec.Model, name: spec.Model.Name, progress: spec.Progress,
	})
	if _, ok := errors.AsType[*VersionError](err); ok {
		// The fix is another compiler, so say which one made the modules.
		return nil, fmt.Errorf("%w (the graphs were compiled by %s, %s)", err, c.path, c.versionLine())
	}
	return s, err
}

// compile builds every graph of the set (the logits graphs when the set
// has them, and each small prefill bucket's), reporting progress per
// graph, with the compiler it used.
func (b *backend) compile(ctx context.Context, spec engine.SessionSpec) ([]compiled, *compiler, error) {
	var todo []compiled
	texts := map[string]string{}
	add := func(fn graph.Function, bucket int, module, text string) {
		todo = append(todo, compiled{fn: fn, bucket: bucket, module: module})
		texts[module] = text
	}
	set := spec.Graphs
	for _, fn := range graph.Functions() {
		text := set.Text[fn]
		if text == "" {
			if fn == graph.Prefill || fn == graph.DecodeStep {
				return nil, nil, fmt.Errorf("xla backend: graph set has no %s function", fn)
			}
			continue // sampling is off without the logits graphs
		}
		bucket := set.Options.Bucket
		if fn == graph.DecodeStep || fn == graph.DecodeStepLogits {
			bucket = 0
		}
		add(fn, bucket, string(fn), text)
	}
	for _, bk := range set.Small {
		for _, fn := range []graph.Function{graph.Prefill, graph.PrefillLogits} {
			add(fn, bk.Size, bk.Module(fn), bk.Text[fn])
		}
	}
	opts, err := optionsFrom(spec.Settings)
	if err != nil {
		return nil, nil, err
	}
	c, err := newCompiler(ctx, spec.Device, opts, b.cfg.dist)
	if err != nil {
		return nil, nil, err
	}
	for i := range todo {
		m := &todo[i]
		if m.vmfb, err = c.Compile(ctx, m.module, texts[m.module]); err != nil {
			return nil, nil, err
		}
		spec.Report(engine.Progress{Stage: "compile", Done: int64(i + 1), Total: int64(len(todo))})
	}
	return todo, c, nil
}
