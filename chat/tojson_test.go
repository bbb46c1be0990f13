package chat

import (
	"math"
	"strings"
	"testing"
)

// Expected values are Python's json.dumps through transformers' tojson.
func TestToJSONArguments(t *testing.T) {
	tests := []struct {
		src, want string
	}{
		{`{{ {none: 1, true: 2, 1.5: 3, 2: 4} | tojson }}`, `{"null": 1, "true": 2, "1.5": 3, "2": 4}`},
		{`{{ "é" | tojson(true) }}`, `"\u00e9"`},
		{`{{ {"a": [1, {}]} | tojson(false, -2) }}`, "{\n\"a\": [\n1,\n{}\n]\n}"},
		{`{{ [1, 2] | tojson(false, none, (";", "="), true) }}`, `[1;2]`},
		{`{{ none | tojson }}`, `null`},
		{`{{ [1] | tojson(indent=1024) | length }}`, "1029"},
	}
	for _, tt := range tests {
		tpl, err := ParseTemplate(tt.src, "", "")
		if err != nil {
			t.Fatalf("%s: %v", tt.src, err)
		}
		got, err := tpl.Render(nil, RenderOptions{})
		if err != nil || got != tt.want {
			t.Errorf("%s = %q, %v; want %q", tt.src, got, err, tt.want)
		}
	}
}

func TestToJSONBadArguments(t *testing.T) {
	for _, src := range []string{
		`{{ 1 | tojson(indent=[1]) }}`,
		`{{ 1 | tojson(separators=",") }}`,
		`{{ 1 | tojson(separators=(1, 2)) }}`,
		`{{ 1 | tojson(colour=1) }}`,
		`{{ 1 | tojson(true, ensure_ascii=true) }}`,
		`{{ 1 | tojson(1, 2, 3, 4, 5) }}`,
		`{{ {[1]: 2} | tojson }}`,
		`{{ strftime_now | tojson }}`,
		`{{ 1 | tojson(indent=99999999999999) }}`, // found by FuzzParseRender: the runtime died out of memory
	} {
		tpl, err := ParseTemplate(src, "", "")
		if err != nil {
			continue // rejected while parsing is fine too
		}
		if got, err := tpl.Render(nil, RenderOptions{}); err == nil {
			t.Errorf("%s rendered %q, want an error", src, got)
		}
	}
}

func TestPyFloatJSON(t *testing.T) {
	tests := []struct {
		f    float64
		want string
	}{
		{0, "0.0"},
		{math.Copysign(0, -1), "-0.0"},
		{1, "1.0"},
		{-1.5, "-1.5"},
		{1e16, "1e+16"},
		{1.5e16, "1.5e+16"},
		{9999999999999998, "9999999999999998.0"},
		{0.0001, "0.0001"},
		{0.00012, "0.00012"},
		{1e-5, "1e-05"},
		{1.25e-100, "1.25e-100"},
		{math.MaxFloat64, "1.7976931348623157e+308"},
		{math.NaN(), "NaN"},
		{math.Inf(1), "Infinity"},
		{math.Inf(-1), "-Infinity"},
	}
	for _, tt := range tests {
		if got := pyFloatJSON(tt.f); got != tt.want {
			t.Errorf("pyFloatJSON(%v) = %q, want %q", tt.f, got, tt.want)
		}
	}
}

func TestToJSONDepthLimit(t *testing.T) {
	src := strings.Repeat("[", maxJSONDepth+2) + strings.Repeat("]", maxJSONDepth+2)
	tpl, err := ParseTemplate("{{ "+src+" | tojson }}", "", "")
	if err != nil {
		return // gonja refusing such nesting is fine too
	}
	if _, err := tpl.Render(nil, RenderOptions{}); err == nil {
		t.Error("rendered a value nested past the depth limit")
	}
}
