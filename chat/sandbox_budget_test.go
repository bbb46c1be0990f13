package chat

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// testBudget is small enough that the cases past it fail fast.
var testBudget = renderBudget{bytes: 16 << 20, time: 300 * time.Millisecond}

func renderWithBudget(t *testing.T, src string) (string, error) {
	t.Helper()
	tpl, err := ParseTemplate(src, "", "")
	if err != nil {
		t.Fatal(err)
	}
	tpl.budget = testBudget
	return tpl.Render(nil, RenderOptions{})
}

// TestRenderBudget: templates that would make text or lists without
// bound, or loop for hours, fail with errBudget; Go's runtime would end
// the program at the failed allocation, or the render would never end.
func TestRenderBudget(t *testing.T) {
	tests := []struct{ name, src string }{
		{"string repeated", `{{ "ab" * 1000000000000 }}`},
		{"count first", `{{ 1000000000000 * "ab" }}`},
		{"list repeated", `{{ [1, 2] * 1000000000000 }}`},
		{"string doubled in a loop", `{% set ns = namespace(s="ab") %}{% for i in range(64) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}`},
		{"list doubled with +", `{% set ns = namespace(l=[1]) %}{% for i in range(64) %}{% set ns.l = ns.l + ns.l %}{% endfor %}`},
		{"string grown with +", `{% set ns = namespace(s="") %}{% for i in range(100000) %}{% set ns.s = ns.s + "x" * 1000 %}{% endfor %}`},
		{"filter results kept", `{% set ns = namespace(l=[]) %}{% set s = "x" * 100000 %}{% for i in range(100000) %}{% set ns.l = ns.l + [s|upper] %}{% endfor %}`},
		{"method results kept", `{% set ns = namespace(d={}) %}{% for i in range(100000) %}{% set _ = ns.d.update({i|string: "x".ljust(100000)}) %}{% endfor %}`},
		{"output of a loop", `{% set s = "x" * 100000 %}{% for i in range(100000) %}{{ s }}{% endfor %}`},
		{"output of a loop in a macro", `{% set s = "x" * 100000 %}{% macro m() %}{% for i in range(100000) %}{{ s }}{% endfor %}{% endmacro %}{{ m()|length }}`},
		{"nested loops", `{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}`},
		{"recursive macro calls", `{% macro f(n) %}{% for i in range(100000) %}{% endfor %}{% if n < 200 %}{{ f(n + 1) }}{% endif %}{% endmacro %}{{ f(0) }}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := renderWithBudget(t, tt.src)
			if !errors.Is(err, errBudget) {
				t.Errorf("Render = %.40q, %v; want errBudget", got, err)
			}
		})
	}
}

// TestRenderBudgetReachesEveryStatement: the check is written into each
// place a template can hold an expression, including those gonja keeps
// in unexported fields.
func TestRenderBudgetReachesEveryStatement(t *testing.T) {
	const x = `("ab" * 1000000000000)`
	for _, src := range []string{
		`{{ X }}`,
		`{{ 1 if X else 2 }}`,
		`{{ 1 if false else X }}`,
		`{% set y = X %}`,
		`{% set y %}{{ X }}{% endset %}`,
		`{% if false %}{% elif X %}{% endif %}`,
		`{% for c in [X] %}{% endfor %}`,
		`{% for c in [1] if X %}{% endfor %}`,
		`{% macro m(a=X) %}{% endmacro %}{{ m() }}`,
		`{% macro m(a) %}{% endmacro %}{% call m(X) %}{% endcall %}`,
		`{% with y = X %}{% endwith %}`,
		`{% filter upper %}{{ X }}{% endfilter %}`,
		`{{ [X] }}{{ {"k": X} }}`,
		`{{ (X) | length }}`,
		`{{ "abc" in X }}`,
		`{{ "abc".startswith(X) }}`,
		`{{ raise_exception(X) }}`,
	} {
		src = strings.ReplaceAll(src, "X", x)
		if got, err := renderWithBudget(t, src); !errors.Is(err, errBudget) {
			t.Errorf("%s: Render = %.40q, %v; want errBudget", src, got, err)
		}
	}
}

// TestResultSizes: one filter or method call whose result alone could
// not be allocated fails, naming the call; small ones render.
func TestResultSizes(t *testing.T) {
	tests := []struct{ src, want, err string }{
		{`{{ "a".center(1000000000000) }}`, "", "center: width 1000000000000 is more than 1048576"},
		{`{{ "a".ljust(1000000000000, "-") }}`, "", "ljust: width 1000000000000"},
		{`{{ "a".rjust(1000000000000) }}`, "", "rjust: width 1000000000000"},
		{`{{ "-1".zfill(1000000000000) }}`, "", "zfill: width 1000000000000"},
		{`{{ "{:>1000000000000}".format(1) }}`, "", "format: width 1000000000000"},
		{`{{ "{:.99999999999999999999}".format(1.5) }}`, "", "format: width"},
		{`{{ range(100000) | join("x" * 10000) }}`, "", "join: its result would take 953 MiB, more than 256 MiB"},
		{`{{ ("x" * 1000) | replace("", "y" * 1000000) }}`, "", "replace: its result would take"},
		{`{% set s = "x" * 1000 %}{{ s.replace("", "y" * 1000000) }}`, "", "replace: its result would take"},
		{`{% set s = "-" * 10000 %}{{ s.join(range(100000) | map("string")) }}`, "", "join: its result would take"},
		{`{{ [1] | slice(1000000000000) }}`, "", "slice: its result would take"},
		{`{{ ("ab" * 5000000) | list | length }}`, "", "list: its result would take 610 MiB"},
		{`{{ "a".center(1048576) | length }}`, "1048576", ""},
		{`{{ "ab:123456789{}".format(1) }}`, "ab:1234567891", ""},
		{`{{ ("x" * 1000) | replace("x", "yy") | length }}`, "2000", ""},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			tpl, err := ParseTemplate(tt.src, "", "")
			if err != nil {
				t.Fatal(err)
			}
			got, err := tpl.Render(nil, RenderOptions{})
			if tt.err == "" && (err != nil || got != tt.want) || tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
				t.Errorf("Render = %.40q, %v; want %q, error %q", got, err, tt.want, tt.err)
			}
			if err != nil && strings.Contains(err.Error(), "xlachat budget") {
				t.Errorf("error names the sandbox's own filters: %v", err)
			}
		})
	}
}

// TestRenderBudgetPerRender: a render near the budget renders every
// time; the count starts again with each.
func TestRenderBudgetPerRender(t *testing.T) {
	tpl, err := ParseTemplate(`{{ ("x" * 6000000) | length }}`, "", "")
	if err != nil {
		t.Fatal(err)
	}
	tpl.budget = testBudget
	for i := range 4 {
		if got, err := tpl.Render(nil, RenderOptions{}); err != nil || got != "6000000" {
			t.Fatalf("render %d = %q, %v", i+1, got, err)
		}
	}
}

func TestWidestField(t *testing.T) {
	tests := []struct {
		format string
		want   int
	}{
		{"", 0},
		{"{}", 0},
		{"{:>20}", 20},
		{"{0:.3}{1:*^40}", 40},
		{"{0} {1}", 0},
		{"{{:>99999999}}", 0},
		{"a: 123456789 {}", 0},
		{"{}: 123456789", 0},
		{"{:99999999999999999999999}", int(^uint(0) >> 1)},
	}
	for _, tt := range tests {
		if got := widestField(tt.format); got != tt.want {
			t.Errorf("widestField(%q) = %d, want %d", tt.format, got, tt.want)
		}
	}
}

// TestOperatorsPassOnFailures: an operand that fails fails the operator,
// as in gonja's own, rather than counting as zero or as its message.
func TestOperatorsPassOnFailures(t *testing.T) {
	for _, src := range []string{
		`{{ nosuch.method() + 1 }}`,
		`{{ nosuch.method() * 2 }}`,
		`{{ nosuch.method() ~ "x" }}`,
		`{{ "x" ~ nosuch.method() }}`,
		`{{ (nosuch.method() | upper) }}`,
	} {
		tpl, err := ParseTemplate(src, "", "")
		if err != nil {
			t.Fatal(err)
		}
		if got, err := tpl.Render(nil, RenderOptions{}); err == nil {
			t.Errorf("%s: Render = %q, want an error", src, got)
		}
	}
}
