package chat

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

const shippedConfig = "testdata/tokenizer_config.json"

// templateCase is one line of chat_template_cases.jsonl, rendered by
// transformers with the shipped Llama 3.2 template.
type templateCase struct {
	Messages            []Message `json:"messages"`
	AddGenerationPrompt bool      `json:"add_generation_prompt"`
	DateString          string    `json:"date_string"`
	Rendered            string    `json:"rendered"`
}

func readTemplateCases(t *testing.T) []templateCase {
	t.Helper()
	f, err := os.Open("testdata/chat_template_cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []templateCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c templateCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("case %d: %v", len(cases)+1, err)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("no template cases")
	}
	return cases
}

func loadShipped(t testing.TB) *Template {
	t.Helper()
	tpl, err := LoadTemplateFile(shippedConfig)
	if err != nil {
		t.Fatal(err)
	}
	return tpl
}

func TestRenderMatchesTransformers(t *testing.T) {
	tpl := loadShipped(t)
	for i, c := range readTemplateCases(t) {
		got, err := tpl.Render(c.Messages, RenderOptions{
			AddGenerationPrompt: c.AddGenerationPrompt,
			DateString:          c.DateString,
		})
		if err != nil {
			t.Errorf("case %d: %v", i+1, err)
			continue
		}
		if got != c.Rendered {
			t.Errorf("case %d:\n got %q\nwant %q", i+1, got, c.Rendered)
		}
	}
}

// builtinTemplate loads a config that names Llama 3's tokens but ships no
// template.
func builtinTemplate(t *testing.T) *Template {
	t.Helper()
	tpl, err := LoadTemplate([]byte(`{"bos_token": "<|begin_of_text|>", "eos_token": "<|eot_id|>"}`))
	if err != nil {
		t.Fatal(err)
	}
	return tpl
}

func TestBuiltinMatchesShipped(t *testing.T) {
	shipped, builtin := loadShipped(t), builtinTemplate(t)
	conversations := [][]Message{
		{{Role: "user", Content: "Hi"}},
		{{Role: "system", Content: ""}, {Role: "user", Content: ""}},
		{{Role: "system", Content: "\t be brief \n"}, {Role: "user", Content: " a "}, {Role: "assistant", Content: " b\n\n"}},
		{{Role: "assistant", Content: "I start."}, {Role: "user", Content: "ok"}},
		{{Role: "user", Content: "first"}, {Role: "system", Content: " late system "}},
		{{Role: "user", Content: "weather?"}, {Role: "tool", Content: " {\"temp\": \"20°C\"}\n"}, {Role: "ipython", Content: "<&'\u2028>"}},
		{{Role: "user", Content: "{{ not a template }} {% raw %}"}, {Role: "assistant", Content: "안녕하세요 🙂\r\n"}},
	}
	at := time.Date(2025, time.March, 5, 10, 0, 0, 0, time.UTC)
	for i, msgs := range conversations {
		for _, opts := range []RenderOptions{
			{AddGenerationPrompt: true, DateString: "26 Jul 2024"},
			{AddGenerationPrompt: false, DateString: "1 Jan 2030"},
			{AddGenerationPrompt: true, Now: func() time.Time { return at }},
		} {
			want, err := shipped.Render(msgs, opts)
			if err != nil {
				t.Fatalf("conversation %d: shipped: %v", i, err)
			}
			got, err := builtin.Render(msgs, opts)
			if err != nil {
				t.Fatalf("conversation %d: built-in: %v", i, err)
			}
			if got != want {
				t.Errorf("conversation %d, %+v:\n got %q\nwant %q", i, opts, got, want)
			}
		}
	}
}

func TestBuiltinWithoutSpecialTokens(t *testing.T) {
	tpl, err := LoadTemplate([]byte(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	got, err := tpl.Render([]Message{{Role: "user", Content: "Hello"}}, RenderOptions{DateString: "26 Jul 2024", AddGenerationPrompt: true})
	if err != nil {
		t.Fatal(err)
	}
	want := "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nCutting Knowledge Date: December 2023\nToday Date: 26 Jul 2024\n\n<|eot_id|>" +
		"<|start_header_id|>user<|end_header_id|>\n\nHello<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n"
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestDateStringDefaultsToNow(t *testing.T) {
	tpl := loadShipped(t)
	now := func() time.Time { return time.Date(2026, time.February, 3, 23, 59, 0, 0, time.UTC) }
	got, err := tpl.Render([]Message{{Role: "user", Content: "x"}}, RenderOptions{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "Today Date: 03 Feb 2026\n") {
		t.Errorf("rendered %q lacks the injected date", got)
	}
}

func TestStrftimeNow(t *testing.T) {
	at := time.Date(2024, time.July, 6, 14, 5, 9, 123456000, time.UTC)
	tests := []struct {
		format, want string
	}{
		{"%d %b %Y", "06 Jul 2024"},
		{"%-d %B %Y", "6 July 2024"},
		{"%Y-%m-%d %H:%M:%S.%f", "2024-07-06 14:05:09.123456"},
		{"%a %A %I%p %j %y", "Sat Saturday 02PM 188 24"},
		{"%U %W %w %u", "26 27 6 6"},
		{"%% %z%Z %Q", "%  %Q"},
		{"trailing %", "trailing %"},
	}
	for _, tt := range tests {
		tpl, err := ParseTemplate(`{{ strftime_now("`+tt.format+`") }}`, "", "")
		if err != nil {
			t.Fatalf("%q: %v", tt.format, err)
		}
		got, err := tpl.Render(nil, RenderOptions{Now: func() time.Time { return at }})
		if err != nil {
			t.Fatalf("%q: %v", tt.format, err)
		}
		if got != tt.want {
			t.Errorf("strftime_now(%q) = %q, want %q", tt.format, got, tt.want)
		}
	}
}

func TestRaiseException(t *testing.T) {
	const src = `{%- for m in messages %}
{%- if (m.role == 'user') != (loop.index0 % 2 == 0) %}
{{- raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}
{%- endif %}
{{- m.role }}:{{ m.content }};
{%- endfor %}`
	tpl, err := ParseTemplate(src, "", "")
	if err != nil {
		t.Fatal(err)
	}
	got, err := tpl.Render([]Message{{Role: "user", Content: "a"}, {Role: "assistant", Content: "b"}}, RenderOptions{})
	if err != nil || got != "user:a;assistant:b;" {
		t.Fatalf("alternating roles: got %q, %v", got, err)
	}
	_, err = tpl.Render([]Message{{Role: "user", Content: "a"}, {Role: "user", Content: "b"}}, RenderOptions{})
	var te *TemplateError
	if !errors.As(err, &te) {
		t.Fatalf("got error %v, want a *TemplateError", err)
	}
	if want := "Conversation roles must alternate user/assistant/user/assistant/..."; te.Message != want {
		t.Errorf("message %q, want %q", te.Message, want)
	}
	if !strings.Contains(err.Error(), te.Message) {
		t.Errorf("error text %q does not carry the message", err)
	}
}

func TestSpecialTokenForms(t *testing.T) {
	tests := []struct {
		name, config, want string
	}{
		{"strings", `{"bos_token": "<s>", "eos_token": "</s>", "chat_template": "{{ bos_token }}|{{ eos_token }}"}`, "<s>|</s>"},
		{"added tokens", `{"bos_token": {"__type": "AddedToken", "content": "<s>", "lstrip": false}, "eos_token": {"content": "</s>"}, "chat_template": "{{ bos_token }}|{{ eos_token }}"}`, "<s>|</s>"},
		{"null eos", `{"bos_token": "<s>", "eos_token": null, "chat_template": "{{ bos_token }}|{{ eos_token is defined }}"}`, "<s>|False"},
		{"other specials", `{"pad_token": "<pad>", "unk_token": {"content": "<unk>"}, "chat_template": "{{ pad_token }}{{ unk_token }}"}`, "<pad><unk>"},
		{"named templates", `{"chat_template": [{"name": "tool_use", "template": "tools"}, {"name": "default", "template": "plain"}]}`, "plain"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tpl, err := LoadTemplate([]byte(tt.config))
			if err != nil {
				t.Fatal(err)
			}
			got, err := tpl.Render(nil, RenderOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestLoadTemplateErrors(t *testing.T) {
	tests := []struct {
		name, config, want string
	}{
		{"not json", `{"chat_template": `, "parse tokenizer config"},
		{"bad token", `{"bos_token": 7}`, "bos_token"},
		{"token object without content", `{"eos_token": {"lstrip": true}}`, "eos_token"},
		{"bad template type", `{"chat_template": 3}`, "chat_template"},
		{"no default", `{"chat_template": [{"name": "rag", "template": "x"}]}`, "default"},
		{"bad jinja", `{"chat_template": "{% for %}"}`, "parse template"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadTemplate([]byte(tt.config))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got error %v, want one mentioning %q", err, tt.want)
			}
		})
	}
}

func TestLoadTemplateFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}

	missing := filepath.Join(dir, "absent.json")
	if _, err := LoadTemplateFile(missing); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("missing file: error %v does not name %s", err, missing)
	}
	bad := write("bad.json", `{"chat_template": "{% if %}"}`)
	if _, err := LoadTemplateFile(bad); err == nil || !strings.Contains(err.Error(), bad) {
		t.Errorf("bad template: error %v does not name %s", err, bad)
	}

	// A config without a template picks up chat_template.jinja beside it.
	cfg := write("tokenizer_config.json", `{"eos_token": "</s>"}`)
	write("chat_template.jinja", "{{ messages[0].content }}{{ eos_token }}")
	tpl, err := LoadTemplateFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	got, err := tpl.Render([]Message{{Role: "user", Content: "hi"}}, RenderOptions{})
	if err != nil || got != "hi</s>" {
		t.Errorf("got %q, %v; want %q", got, err, "hi</s>")
	}
}

func TestRenderVariables(t *testing.T) {
	tests := []struct {
		name, src, want string
		msgs            []Message
		opts            RenderOptions
	}{
		{"tools undefined", `{{ tools is defined }} {{ custom_tools is defined }} {{ documents is defined }}`, "False False False", nil, RenderOptions{}},
		{"generation prompt", `{{ add_generation_prompt }}`, "True", nil, RenderOptions{AddGenerationPrompt: true}},
		{"message access", `{{ messages[0]['role'] }} {{ messages[0].content }} {{ messages | length }} {{ 'role' in messages[0] }} {{ 'tool_calls' in messages[0] }}`,
			"user hi 1 True False", []Message{{Role: "user", Content: "hi"}}, RenderOptions{}},
		{"trim blocks", "{% if true %}\n  x\n  {% endif %}\ny", "  x\ny", nil, RenderOptions{}},
		{"python strip", "[{{ m | trim }}]", "[a b]", nil, RenderOptions{}},
		{"trim chars", `{{ "xxhixx" | trim("x") }}`, "hi", nil, RenderOptions{}},
		{"generation tag", "{% for m in messages %}{% if m.role == 'assistant' %}{% generation %}[{{ m.content }}]{% set inner = 1 %}{% endgeneration %}{% else %}{{ m.content }}{% endif %}{% endfor %}{{ inner is defined }}",
			"q[a]False", []Message{{Role: "user", Content: "q"}, {Role: "assistant", Content: "a"}}, RenderOptions{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := strings.ReplaceAll(tt.src, "{{ m |", "{{ \"\\x1c\\u3000 a b\\x1f \" |")
			tpl, err := ParseTemplate(src, "", "")
			if err != nil {
				t.Fatal(err)
			}
			got, err := tpl.Render(tt.msgs, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestRenderBadInput(t *testing.T) {
	tests := []struct {
		name, src string
		msgs      []Message
	}{
		{"no messages", "", nil},
		{"index past end", "{{ messages[3]['role'] }}", []Message{{Role: "user"}}},
		{"attribute of none", "{{ none.x.y }}", nil},
		{"unknown filter", "{{ 1 | nosuchfilter }}", nil},
		{"strftime without format", "{{ strftime_now() }}", nil},
		{"string formatting", "{{ '%s-%d' % ('a', 3) }}", nil},
	}
	shipped := loadShipped(t)
	if _, err := shipped.Render(nil, RenderOptions{}); err == nil {
		t.Error("shipped template rendered an empty conversation; transformers raises")
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tpl, err := ParseTemplate(tt.src, "", "")
			if err != nil {
				return // rejected at parse time: fine
			}
			// Must not panic; an error or some text are both acceptable.
			_, _ = tpl.Render(tt.msgs, RenderOptions{})
		})
	}
	var zero Template
	if _, err := zero.Render(nil, RenderOptions{}); err == nil {
		t.Error("zero Template rendered without error")
	}
}

func BenchmarkRender(b *testing.B) {
	tpl := loadShipped(b)
	msgs := []Message{{Role: "system", Content: "You are helpful."}}
	for range 10 {
		msgs = append(msgs, Message{Role: "user", Content: strings.Repeat("question ", 50)},
			Message{Role: "assistant", Content: strings.Repeat("answer ", 100)})
	}
	b.ResetTimer()
	for range b.N {
		if _, err := tpl.Render(msgs, RenderOptions{AddGenerationPrompt: true, DateString: "26 Jul 2024"}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSandboxRange: range() is Python's, within the limit of the Jinja2
// sandbox transformers renders in (messages as Python's), and a loop that
// stops early leaves nothing running.
func TestSandboxRange(t *testing.T) {
	tests := []struct {
		src, want, err string
	}{
		{`{{ range(3) | list }}`, "[0, 1, 2]", ""},
		{`{{ range(1, 7, 2) | join(",") }}`, "1,3,5", ""},
		{`{{ range(5, 0, -2) | join(",") }}`, "5,3,1", ""},
		{`{{ range(3, 1) | length }}|{{ range(0) | length }}`, "0|0", ""},
		{`{{ range(100000) | length }}`, "100000", ""},
		{`{% for i in range(4) %}{{ loop.index }}/{{ loop.length }};{% endfor %}`, "1/4;2/4;3/4;4/4;", ""},
		{`{{ range(100001) | length }}`, "", "Range too big. The sandbox blocks ranges larger than MAX_RANGE (100000)."},
		{`{% for i in range(1000000000000) %}{% endfor %}`, "", "MAX_RANGE"},
		{`{{ range(-9223372036854775807, 9223372036854775807) | length }}`, "", "MAX_RANGE"},
		{`{{ range(1, 2, 0) }}`, "", "must not be zero"},
		{`{{ range("3") }}`, "", "range() takes integers"},
	}
	for _, tt := range tests {
		tpl, err := ParseTemplate(tt.src, "", "")
		if err != nil {
			t.Fatalf("%s: %v", tt.src, err)
		}
		got, err := tpl.Render(nil, RenderOptions{})
		if tt.err == "" && (err != nil || got != tt.want) || tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("%s = %q, %v; want %q, error %q", tt.src, got, err, tt.want, tt.err)
		}
	}

	stop, _ := ParseTemplate(`{% for i in range(50) %}{% if i == 2 %}{{ raise_exception("stop") }}{% endif %}{% endfor %}`, "", "")
	before := runtime.NumGoroutine()
	for range 20 {
		if _, err := stop.Render(nil, RenderOptions{}); err == nil {
			t.Fatal("raise_exception did not stop the render")
		}
	}
	time.Sleep(10 * time.Millisecond)
	if after := runtime.NumGoroutine(); after > before {
		t.Errorf("%d goroutines before 20 renders that stop a loop early, %d after", before, after)
	}
}

// TestLexerTrap: a template on which gonja's lexer would loop forever
// (a number, a dot and a non-ASCII character inside a tag, found by
// FuzzParseRender) is refused at once; the same characters in text,
// strings, comments or names are not.
func TestLexerTrap(t *testing.T) {
	tests := []struct {
		src  string
		trap bool
	}{
		{"{{ 0.ꩇ }}", true},
		{"{%\n0.ꩇ %}", true},
		{"{% if 1.5.é %}{% endif %}", true},
		{"{% \x8b0.ꩇ %}", true}, // after invalid UTF-8, still a number to the lexer
		{"{{ 0.5 }} {{ x1.é }} {{ '0.é' }} {{ \"3.é\" }}", false},
		{"Version 2.Ä {{ x }}", false},
		{"{# 0.é #}", false},
		{"{{ 0.e5 }}", false},
	}
	for _, tt := range tests {
		if _, got := lexerTrap(tt.src); got != tt.trap {
			t.Errorf("lexerTrap(%q) = %v, want %v", tt.src, got, tt.trap)
		}
		if !tt.trap {
			continue
		}
		done := make(chan error, 1)
		go func() { _, err := ParseTemplate(tt.src, "", ""); done <- err }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "a number, a dot and a non-ASCII character") {
				t.Errorf("ParseTemplate(%q): %v", tt.src, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("ParseTemplate(%q) still running after 10 s", tt.src)
		}
	}
}

func FuzzParseRender(f *testing.F) {
	for _, s := range []string{"{{ messages }}", "{% for m in messages %}{{ m.role }}{% endfor %}", "{{ x | tojson(indent=2) }}", "{% if %}", "{{",
		// The sandbox's bounds (sandbox.go): recursion, loading, padding.
		"{% macro f(n) %}{% if n < 3 %}{{ f(n + 1) }}{% endif %}{% endmacro %}{{ f(0) }}",
		"{% macro b() %}[{{ caller() }}]{% endmacro %}{% call b() %}x{% endcall %}",
		"{% for x in [[1], 2] recursive %}{% if x is iterable %}{{ loop(x) }}{% else %}{{ x }}{% endif %}{% endfor %}",
		"{% include 'x' %}", "{{ 'a' | center(9) }}{{ 'a\nb' | indent(2) }}", "{{ ((1)) + x.y[0](2) }}",
	} {
		f.Add(s, "content")
	}
	f.Fuzz(func(t *testing.T, src, content string) {
		tpl, err := ParseTemplate(src, "<s>", "</s>")
		if err != nil {
			return
		}
		_, _ = tpl.Render([]Message{{Role: "user", Content: content}}, RenderOptions{DateString: "1 Jan 2024"})
	})
}

// jinjaCase is one line of testdata/jinja_cases.jsonl, rendered by
// Python's Jinja2 configured as transformers configures it.
type jinjaCase struct {
	Src                 string            `json:"src"`
	Shipped             bool              `json:"shipped"`
	Messages            []Message         `json:"messages"`
	Tools               []json.RawMessage `json:"tools"`
	DateString          string            `json:"date_string"`
	AddGenerationPrompt bool              `json:"add_generation_prompt"`
	Out                 *string           `json:"out"`
	Err                 *string           `json:"err"`
}

// TestMatchesPythonJinja renders the cases of gen_jinja_cases.py: loops,
// namespaces, slicing, filters, str methods, tojson, raise_exception, and
// the shipped Llama template with tools.
func TestMatchesPythonJinja(t *testing.T) {
	data, err := os.ReadFile("testdata/jinja_cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	shipped := loadShipped(t)
	at := time.Date(2024, time.July, 6, 14, 5, 9, 0, time.UTC)
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var c jinjaCase
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		tpl := shipped
		if !c.Shipped {
			if tpl, err = ParseTemplate(c.Src, "<s>", "</s>"); err != nil {
				t.Errorf("line %d: %q: %v", i+1, c.Src, err)
				continue
			}
		}
		got, err := tpl.Render(c.Messages, RenderOptions{
			Now:                 func() time.Time { return at },
			Tools:               c.Tools,
			DateString:          c.DateString,
			AddGenerationPrompt: c.AddGenerationPrompt,
		})
		switch {
		case c.Err != nil:
			var te *TemplateError
			if !errors.As(err, &te) || te.Message != *c.Err {
				t.Errorf("line %d: %q: got %q, %v; want raised %q", i+1, c.Src, got, err, *c.Err)
			}
		case err != nil:
			t.Errorf("line %d: %q: %v", i+1, c.Src, err)
		case got != *c.Out:
			t.Errorf("line %d: %q:\n got %q\nwant %q", i+1, c.Src, got, *c.Out)
		}
	}
}

func TestRenderBadTools(t *testing.T) {
	tpl, err := ParseTemplate("{{ tools | tojson }}", "", "")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, tool string }{
		{"truncated", `{"name": `},
		{"trailing data", `{} {}`},
		{"not json", `nope`},
		{"empty", ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tpl.Render(nil, RenderOptions{Tools: []json.RawMessage{[]byte(`{}`), []byte(tt.tool)}})
			if err == nil || !strings.Contains(err.Error(), "tool 2") {
				t.Errorf("got error %v, want one naming tool 2", err)
			}
		})
	}
	// As json.loads then json.dumps: a repeated key keeps its first place
	// and last value, 2.0 stays a float, 1e400 overflows to Infinity.
	got, err := tpl.Render(nil, RenderOptions{Tools: []json.RawMessage{[]byte(`{"b": 1, "a": 2.0, "b": [3, -4], "n": -1e400}`)}})
	if want := `[{"b": [3, -4], "a": 2.0, "n": -Infinity}]`; err != nil || got != want {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
}

func TestParseTemplateErrors(t *testing.T) {
	tests := []struct{ name, src string }{
		{"unclosed block", "{% if true %}x"},
		{"unclosed expression", "{{ x "},
		{"unknown tag", "{% frobnicate %}"},
		{"generation with arguments", "{% generation x %}a{% endgeneration %}"},
		{"unclosed generation", "{% generation %}a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseTemplate(tt.src, "", "")
			if err == nil || !strings.HasPrefix(err.Error(), "chat: parse template: ") {
				t.Errorf("got error %v, want a parse error", err)
			}
			if err != nil && strings.Contains(err.Error(), "failed to parse template '") {
				t.Errorf("error %q quotes the whole source", err)
			}
		})
	}
}

// TestRenderConcurrent renders one Template from several goroutines; run
// with -race it checks that rendering shares no mutable state.
func TestRenderConcurrent(t *testing.T) {
	tpl := loadShipped(t)
	cases := readTemplateCases(t)
	done := make(chan error, len(cases))
	for _, c := range cases {
		go func() {
			got, err := tpl.Render(c.Messages, RenderOptions{AddGenerationPrompt: c.AddGenerationPrompt, DateString: c.DateString})
			if err == nil && got != c.Rendered {
				err = errors.New("concurrent render differs: " + got)
			}
			done <- err
		}()
	}
	for range cases {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// TestSandboxLimits: templates that would recurse, nest or pad without
// bound fail with an error naming the bound, where Python raises; Go's
// runtime would otherwise end the program. What renders in Python within
// the bounds is in jinja_cases.jsonl.
func TestSandboxLimits(t *testing.T) {
	tests := []struct{ name, src, err string }{
		{"recursive macro", `{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}`,
			"maximum recursion depth exceeded: 256 macro calls in progress at a call of f"},
		{"mutually recursive macros", `{% macro a() %}{{ b() }}{% endmacro %}{% macro b() %}{{ a() }}{% endmacro %}{{ a() }}`,
			"maximum recursion depth exceeded: 256 macro calls in progress at a call of a"},
		{"recursion through caller", `{% macro f() %}{% call f() %}{% endcall %}{% endmacro %}{{ f() }}`,
			"maximum recursion depth exceeded"},
		{"recursive loop", `{% for x in [1] recursive %}{{ loop([1]) }}{% endfor %}`,
			"maximum recursion depth exceeded: recursive loops visited more than 4096 items"},
		{"include itself", `{% include "/chat_template" %}`, "include: no loader for this environment specified"},
		{"extends itself", `{% extends "/chat_template" %}`, "extends: no loader for this environment specified"},
		{"import", `{% import "/chat_template" as t %}`, "import: no loader for this environment specified"},
		{"from import", `{% from "/chat_template" import m %}`, "from: no loader for this environment specified"},
		{"center", `{{ "ab" | center(10**12) }}`, "center: width 1000000000000 is more than 1048576"},
		{"indent", `{{ "ab" | indent(10**12) }}`, "indent: width 1000000000000 is more than 1048576"},
		{"indent width=", `{{ "ab" | indent(width=10**12) }}`, "indent: width 1000000000000 is more than 1048576"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tpl, err := ParseTemplate(tt.src, "", "")
			if err != nil {
				t.Fatal(err)
			}
			got, err := tpl.Render(nil, RenderOptions{})
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Render = %q, %v; want an error containing %q", got, err, tt.err)
			}
		})
	}
}

// TestSandboxLimitsPerRender: the recursive loops' item budget is each
// render's own, so a template near it renders every time.
func TestSandboxLimitsPerRender(t *testing.T) {
	tpl, err := ParseTemplate(`{% for x in range(4000) recursive %}{% endfor %}{% for x in [[1]] recursive %}{% if x is iterable %}{{ loop(x) }}{% else %}{{ x }}{% endif %}{% endfor %}`, "", "")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if got, err := tpl.Render(nil, RenderOptions{}); err != nil || got != "1" {
			t.Fatalf("render %d = %q, %v; want %q", i+1, got, err, "1")
		}
	}
}

// TestExpressionBounds: gonja parses nested brackets recursively, so
// deep nesting would overflow its stack; long suffix chains cost it
// quadratic time. Both are refused before parsing, past bounds well
// above what Python's Jinja2 compiles.
func TestExpressionBounds(t *testing.T) {
	nested := func(n int) string { return "{{ " + strings.Repeat("(", n) + "1" + strings.Repeat(")", n) + " }}" }
	lists := func(n int) string { return "{{ " + strings.Repeat("[", n) + strings.Repeat("]", n) + " }}" }
	chain := func(n int) string { return "{{ x" + strings.Repeat(".y", n) + " }}" }
	calls := func(n int) string { return "{% set z = x" + strings.Repeat("(1)[0]", n/2) + " %}" }
	tests := []struct {
		name, src, err string
	}{
		{"parentheses at the bound", nested(256), ""},
		{"parentheses past it", nested(257), "line 1: brackets nested more than 256 deep"},
		{"200,000 parentheses", nested(200000), "brackets nested more than 256 deep"},
		{"lists past the bound", "\n" + lists(300), "line 2: brackets nested more than 256 deep"},
		{"attributes at the bound", chain(1024), ""},
		{"attributes past it", chain(1025), "more than 1024 attribute, item or call suffixes in one expression"},
		{"calls and items past it", calls(1026), "more than 1024 attribute"},
		{"bounds per tag", strings.Repeat(chain(1000), 3) + strings.Repeat(nested(200), 3), ""},
		{"literals are not suffixes", "{{ [" + strings.Repeat("[1], ", 2000) + "] }}", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseTemplate(tt.src, "", "")
			if tt.err == "" && err != nil || tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
				t.Errorf("ParseTemplate error = %v, want %q", err, tt.err)
			}
		})
	}
}
