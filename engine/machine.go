package engine

import (
	"fmt"
	"strings"

	"xlachat/engine/kernel"
)

// parseCPUInfo reads the first processor's entry of a /proc/cpuinfo text.
func parseCPUInfo(text string) string {
	fields := map[string]string{}
	for line := range strings.SplitSeq(text, "\n") {
		if strings.TrimSpace(line) == "" {
			if len(fields) > 0 {
				break // the end of the first processor's entry
			}
			continue
		}
		if k, v, ok := strings.Cut(line, ":"); ok {
			fields[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	name := fields["model name"]
	if name == "" {
		return ""
	}
	if f, m := fields["cpu family"], fields["model"]; f != "" && m != "" {
		name += fmt.Sprintf(" (family %s, model %s)", f, m)
	}
	return name
}

// measureFMAPeak probes the machine's f32 FMA rate with every core.
func measureFMAPeak() float64 {
	pool := kernel.NewPool(0)
	defer pool.Close()
	return kernel.MeasureFMAPeak(pool)
}
