package engine

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"xlachat/chat"
	"xlachat/engine/graph"
	"xlachat/engine/model"
	"xlachat/engine/tokenizer"
)

// Open loads the model directory and opens a Session on the backend named
// by opts.Backend, chosen among backends. progress may be nil.
func Open(ctx context.Context, opts Options, backends []Backend, progress func(Progress)) (*Chat, error) {
	b, err := pickBackend(opts, backends)
	if err != nil {
		return nil, err
	}
	m, err := model.Open(opts.ModelDir)
	if err != nil {
		return nil, err
	}
	c, err := openWithModel(ctx, opts, b, m, progress)
	if err != nil {
		m.Close()
		return nil, err
	}
	return c, nil
}

func openWithModel(ctx context.Context, opts Options, b Backend, m *model.Model, progress func(Progress)) (*Chat, error) {
	if err := m.Check(); err != nil {
		return nil, err
	}
	tok, err := tokenizer.Load(filepath.Join(m.Dir, "tokenizer.json"))
	if err != nil {
		return nil, err
	}
	tmpl, err := chat.LoadModelTemplate(m.Dir)
	if err != nil {
		return nil, err
	}
	gopts, err := graphOptions(opts, m)
	if err != nil {
		return nil, err
	}
	set, ok := graph.Bundled(m.Config, gopts)
	if !ok {
		if set, err = graph.Emit(m.Config, gopts); err != nil {
			return nil, fmt.Errorf("emit graphs for %s: %w", m.Dir, err)
		}
	}
	sess, err := b.Open(ctx, SessionSpec{Model: m, Graphs: set, Device: opts.Device, Progress: progress, IREE: opts.IREE})
	if err != nil {
		return nil, fmt.Errorf("%s backend, device %s: %w", b.Name(), opts.Device, err)
	}
	info := sess.Info()
	info.Model = m.Name
	eos := make(map[int32]bool)
	for _, id := range m.Generation.EOSTokenIDs {
		eos[int32(id)] = true
	}
	return &Chat{sess: sess, info: info, tok: tok, segments: tokenizer.NewCache(segmentCacheBytes), tmpl: tmpl, eos: eos,
		cfg: m.Config, weightDType: gopts.WeightDType, changed: m.Changed,
		closeAll: func() error { return errors.Join(sess.Close(), m.Close()) }}, nil
}

// segmentCacheBytes bounds the text of tokenized messages a Chat keeps:
// far more than any context window holds, so planning while typing only
// tokenizes the draft.
const segmentCacheBytes = 8 << 20

// graphOptions resolves capacity, bucket and weight dtype defaults.
func graphOptions(opts Options, m *model.Model) (graph.Options, error) {
	g := graph.Options{Capacity: opts.Capacity, Bucket: opts.Bucket, WeightDType: m.WeightDType()}
	if g.Capacity == 0 {
		g.Capacity = 2048
	}
	if g.Bucket == 0 {
		g.Bucket = 256
	}
	if opts.WeightDType != "" {
		dt, err := model.ParseDType(opts.WeightDType)
		if err != nil {
			return g, err
		}
		g.WeightDType = dt
	}
	if g.Bucket > g.Capacity {
		return g, fmt.Errorf("prefill bucket %d is larger than the KV capacity %d", g.Bucket, g.Capacity)
	}
	return g, nil
}

// pickBackend finds the named backend and checks the device against it.
func pickBackend(opts Options, backends []Backend) (Backend, error) {
	var names []string
	for _, b := range backends {
		if b.Name() != opts.Backend {
			names = append(names, b.Name())
			continue
		}
		for _, d := range b.Devices() {
			if d == DeviceDriver(opts.Device) {
				return b, nil
			}
		}
		return nil, fmt.Errorf("unknown device %q for backend %s; valid devices: %s", opts.Device, b.Name(), strings.Join(b.Devices(), ", "))
	}
	return nil, fmt.Errorf("unknown backend %q; valid backends: %s", opts.Backend, strings.Join(names, ", "))
}

// DeviceDriver is the driver part of a device name: "cuda" for "cuda" and
// for URIs such as "cuda://GPU-0" or "cuda:0" that pick one device of that
// driver, as IREE spells them.
func DeviceDriver(device string) string {
	if i := strings.Index(device, "://"); i >= 0 {
		return device[:i]
	}
	if i := strings.IndexAny(device, ":?"); i >= 0 {
		return device[:i]
	}
	return device
}
