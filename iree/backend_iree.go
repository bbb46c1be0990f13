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
	"xlachat/engine/model"
)

// Backend returns the xla backend: graphs compiled by iree-compile and run
// by the IREE runtime linked into this binary.
func Backend(opts ...Option) engine.Backend {
	return &backend{cfg: newConfig(opts), findDevices: linkedDevices}
}

type backend struct {
	cfg         config
	findDevices func() []string // linkedDevices; tests count the calls

	// The linked drivers cannot change while the program runs, and finding
	// them creates a whole IREE instance, so Devices does it once.
	devicesOnce sync.Once
	devices     []string
}

func (b *backend) Name() string { return "xla" }

// Devices lists the known devices whose HAL driver is linked in.
func (b *backend) Devices() []string {
	b.devicesOnce.Do(func() { b.devices = b.findDevices() })
	return slices.Clone(b.devices)
}

// linkedDevices is knownDevices less those whose driver is not linked in;
// none if IREE cannot even create an instance.
func linkedDevices() []string {
	inst, err := newInstance()
	if err != nil {
		return nil
	}
	defer inst.Close()
	drivers, err := inst.Drivers()
	if err != nil {
		return nil
	}
	return slices.DeleteFunc(knownDevices(), func(d string) bool { return !slices.Contains(drivers, d) })
}

func (b *backend) CheckDevice(device string) error { return checkDevice(device, b.Devices()) }

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
	opts := spec.Graphs.Options
	if opts.Capacity == 0 {
		opts.Capacity = graph.DefaultCapacity
	}
	if opts.Bucket == 0 {
		opts.Bucket = graph.DefaultBucket
	}
	s, err := openSession(ctx, runtimeSpec{
		device: spec.Device, modules: modules, cfg: spec.Graphs.Config, opts: opts,
		weights: model.WeightSpecs(spec.Graphs.Config), source: spec.Model,
		name: spec.Model.Name, progress: spec.Progress,
	})
	if _, ok := errors.AsType[*VersionError](err); ok {
		// The fix is another compiler, so say which one made the modules.
		return nil, fmt.Errorf("%w (the graphs were compiled by %s, %s)", err, c.path, c.versionLine())
	}
	return s, err
}

// compile builds the greedy graphs, plus the logits graphs when the set
// has them, reporting progress per graph, with the compiler it used.
func (b *backend) compile(ctx context.Context, spec engine.SessionSpec) (map[graph.Function][]byte, *compiler, error) {
	fns := []graph.Function{graph.Prefill, graph.DecodeStep}
	for _, fn := range []graph.Function{graph.PrefillLogits, graph.DecodeStepLogits} {
		if spec.Graphs.Text[fn] != "" {
			fns = append(fns, fn)
		}
	}
	c, err := newCompiler(ctx, spec.Device, optionsFrom(spec.Settings), b.cfg.dist)
	if err != nil {
		return nil, nil, err
	}
	modules := map[graph.Function][]byte{}
	for i, fn := range fns {
		text := spec.Graphs.Text[fn]
		if text == "" {
			return nil, nil, fmt.Errorf("xla backend: graph set has no %s function", fn)
		}
		if modules[fn], err = c.Compile(ctx, string(fn), text); err != nil {
			return nil, nil, err
		}
		if spec.Progress != nil {
			spec.Progress(engine.Progress{Stage: "compile", Done: int64(i + 1), Total: int64(len(fns))})
		}
	}
	return modules, c, nil
}
