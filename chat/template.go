package chat

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nikolalohinski/gonja/v2/config"
	"github.com/nikolalohinski/gonja/v2/exec"
	"github.com/nikolalohinski/gonja/v2/loaders"
)

// Message is one chat message, as apply_chat_template receives it.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// TemplateError is what a chat template raises through raise_exception,
// typically because it rejects the conversation (e.g. roles that do not
// alternate).
type TemplateError struct {
	Message string
}

func (e *TemplateError) Error() string {
	return "chat template raised: " + e.Message
}

// Template is a parsed chat template. It is safe for concurrent use and
// cheap to render repeatedly.
type Template struct {
	tpl *exec.Template
	// specials are the tokenizer's special tokens the template sees as
	// variables (bos_token, eos_token, ...); absent ones stay undefined.
	specials map[string]string
	// budget bounds each render's memory and time; zero means
	// defaultBudget (tests set smaller ones).
	budget renderBudget
	// builtin marks Llama 3's template, used for a model that ships none.
	builtin bool
}

// Builtin reports whether the model shipped no template, so that this is
// the built-in one, Llama 3's, whose header tokens only Llama 3
// tokenizers have.
func (t *Template) Builtin() bool { return t.builtin }

// RenderOptions are apply_chat_template's per-call arguments.
type RenderOptions struct {
	// AddGenerationPrompt ends the prompt with the header that opens the
	// assistant's reply.
	AddGenerationPrompt bool
	// DateString is the template's date_string; empty means today's date
	// as "%d %b %Y" (e.g. "26 Jul 2024").
	DateString string
	// Now is the clock behind date_string and strftime_now; nil means
	// time.Now.
	Now func() time.Time
	// Tools are JSON tool schemas for the template's tools variable, in
	// the order given; with none, tools is undefined.
	Tools []json.RawMessage
}

// templateName is the loader path of the one template source; it shows in
// gonja's error messages.
const templateName = "/chat_template"

// ParseTemplate parses a Jinja2 chat template. bosToken and eosToken are
// the tokenizer's special tokens; an empty one is left undefined, as
// transformers does for a token the tokenizer lacks.
func ParseTemplate(src string, bosToken, eosToken string) (*Template, error) {
	tpl, err := parseJinja(src)
	if err != nil {
		return nil, err
	}
	specials := map[string]string{}
	if bosToken != "" {
		specials["bos_token"] = bosToken
	}
	if eosToken != "" {
		specials["eos_token"] = eosToken
	}
	return &Template{tpl: tpl, specials: specials}, nil
}

func parseJinja(src string) (tpl *exec.Template, err error) {
	defer func() {
		// gonja is not hardened against every malformed input; a bad
		// template from a model directory must not crash the app.
		if r := recover(); r != nil {
			tpl, err = nil, fmt.Errorf("chat: parse template: %v", r)
		}
	}()
	if at, ok := lexerTrap(src); ok {
		line := strings.Count(src[:at], "\n") + 1
		return nil, fmt.Errorf("chat: parse template: line %d: %q: a number, a dot and a non-ASCII character, "+
			"which the template engine cannot read", line, src[at:min(at+8, len(src))])
	}
	if err := checkExpressions(src); err != nil {
		return nil, fmt.Errorf("chat: parse template: %w", err)
	}
	env := newEnvironment()
	loader, err := loaders.NewMemoryLoader(map[string]string{templateName: keepInlineBlanks(src)})
	if err != nil {
		return nil, fmt.Errorf("chat: parse template: %w", err)
	}
	tpl, err = exec.NewTemplate(templateName, jinjaConfig(), loader, env)
	if err != nil {
		// gonja's outer error quotes the whole source; the wrapped one
		// says what and where.
		if inner := errors.Unwrap(err); inner != nil {
			err = inner
		}
		return nil, fmt.Errorf("chat: parse template: %w", err)
	}
	if err := guardTree(tpl); err != nil {
		return nil, fmt.Errorf("chat: parse template: %w", err)
	}
	return tpl, nil
}

// jinjaConfig is the Jinja environment transformers compiles chat
// templates with.
func jinjaConfig() *config.Config {
	cfg := config.New()
	cfg.TrimBlocks = true
	cfg.LeftStripBlocks = true
	return cfg
}

// Render renders msgs as apply_chat_template(msgs, tokenize=False) would.
// An error from the template's raise_exception is a *TemplateError.
func (t *Template) Render(msgs []Message, opts RenderOptions) (out string, err error) {
	defer func() {
		// As in parsing: a template gonja mishandles (e.g. '%s' % x
		// divides by zero inside gonja) must fail the render, not the app.
		if r := recover(); r != nil {
			out, err = "", fmt.Errorf("chat: render template: %v", r)
		}
	}()
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	var raised *TemplateError
	data := t.variables(msgs, opts, now, &raised)
	budget := t.budget
	if budget == (renderBudget{}) {
		budget = defaultBudget
	}
	limits := addLimits(data, budget)
	if len(opts.Tools) > 0 {
		tools, err := toolValues(opts.Tools)
		if err != nil {
			return "", fmt.Errorf("chat: render template: %w", err)
		}
		data["tools"] = tools
	}
	out, err = t.tpl.ExecuteToString(exec.NewContext(data))
	if raised != nil {
		// gonja flattens some errors to text on the way up, so the
		// template's own exception is returned as recorded.
		return "", fmt.Errorf("chat: render template: %w", raised)
	}
	if limits.err != nil {
		// As raised: recorded where it happened, and gonja may have
		// passed it on as text or, in a loop's filter, not at all.
		return "", fmt.Errorf("chat: render template: %w", limits.err)
	}
	if err != nil {
		return "", fmt.Errorf("chat: render template: %s", withoutBudgetFilters(err.Error()))
	}
	return out, nil
}

// variables is the template's namespace: what transformers passes to
// render() plus the globals it installs, less tools. custom_tools is never
// set, so templates see it as undefined.
func (t *Template) variables(msgs []Message, opts RenderOptions, now func() time.Time, raised **TemplateError) map[string]any {
	date := opts.DateString
	if date == "" {
		date = strftime("%d %b %Y", now())
	}
	data := map[string]any{
		"messages":              messageValues(msgs),
		"add_generation_prompt": opts.AddGenerationPrompt,
		"date_string":           date,
		"strftime_now": func(args *exec.VarArgs) (string, error) {
			if len(args.Args) != 1 || !args.Args[0].IsString() {
				return "", errors.New("strftime_now takes one format string")
			}
			return strftime(args.Args[0].String(), now()), nil
		},
		"raise_exception": func(args *exec.VarArgs) (*exec.Value, error) {
			msg := ""
			if len(args.Args) > 0 {
				msg = args.Args[0].String()
			}
			if *raised == nil {
				*raised = &TemplateError{Message: msg}
			}
			return nil, *raised
		},
	}
	for k, v := range t.specials {
		data[k] = v
	}
	return data
}

// messageValues turns msgs into ordered dicts, so that a template's
// messages|tojson lists role before content, as Python would.
func messageValues(msgs []Message) []any {
	out := make([]any, len(msgs))
	for i, m := range msgs {
		out[i] = &exec.Dict{Pairs: []*exec.Pair{
			{Key: exec.AsValue("role"), Value: exec.AsValue(m.Role)},
			{Key: exec.AsValue("content"), Value: exec.AsValue(m.Content)},
		}}
	}
	return out
}

// LoadTemplate reads the chat template and special tokens from a
// tokenizer_config.json. A config without a chat template gets the
// built-in Llama 3 template.
func LoadTemplate(tokenizerConfigJSON []byte) (*Template, error) {
	cfg, err := parseTokenizerConfig(tokenizerConfigJSON)
	if err != nil {
		return nil, err
	}
	return cfg.template()
}

// TokenizerConfigFile is the file of a Hugging Face model directory that
// holds the chat template.
const TokenizerConfigFile = "tokenizer_config.json"

// LoadModelTemplate loads the chat template of a Hugging Face model
// directory from its tokenizer_config.json (or chat_template.jinja beside
// it). A directory without the file is an error that says so: guessing a
// template would render prompts the model was not trained on.
func LoadModelTemplate(dir string) (*Template, error) {
	path := filepath.Join(dir, TokenizerConfigFile)
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("chat: %s is missing from the model directory %s; it holds the chat template: download it with the model", TokenizerConfigFile, dir)
	}
	return LoadTemplateFile(path)
}

// LoadTemplateFile is LoadTemplate on the file at path. Newer Hugging Face
// checkpoints keep the template beside it in chat_template.jinja, which is
// used when the config carries none.
func LoadTemplateFile(path string) (*Template, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("chat: read tokenizer config: %w", err)
	}
	cfg, err := parseTokenizerConfig(data)
	if err != nil {
		return nil, fmt.Errorf("%w (in %s)", err, path)
	}
	if cfg.source == "" {
		jinja := filepath.Join(filepath.Dir(path), "chat_template.jinja")
		src, err := os.ReadFile(jinja)
		switch {
		case err == nil:
			cfg.source = string(src)
		case !errors.Is(err, os.ErrNotExist):
			return nil, fmt.Errorf("chat: read chat template: %w", err)
		}
	}
	tpl, err := cfg.template()
	if err != nil {
		return nil, fmt.Errorf("%w (in %s)", err, path)
	}
	return tpl, nil
}

// tokenizerConfig is the part of tokenizer_config.json a template needs.
type tokenizerConfig struct {
	source   string // empty: the model ships no template
	specials map[string]string
}

func (c tokenizerConfig) template() (*Template, error) {
	src := c.source
	if src == "" {
		src = llama3Template
		// The built-in template is Llama 3's, whose prompts begin with
		// this token even when the config does not name it.
		if _, ok := c.specials["bos_token"]; !ok {
			c.specials["bos_token"] = llama3BOS
		}
	}
	tpl, err := parseJinja(src)
	if err != nil {
		return nil, err
	}
	return &Template{tpl: tpl, specials: c.specials, builtin: c.source == ""}, nil
}

func parseTokenizerConfig(data []byte) (tokenizerConfig, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return tokenizerConfig{}, fmt.Errorf("chat: parse tokenizer config: %w", err)
	}
	cfg := tokenizerConfig{specials: map[string]string{}}
	// The special tokens transformers passes to the template: its
	// special_tokens_map, minus the list-valued additional tokens.
	keys := []string{"bos_token", "eos_token", "unk_token", "sep_token", "pad_token", "cls_token", "mask_token"}
	for _, key := range keys {
		tok, err := specialToken(raw[key])
		if err != nil {
			return tokenizerConfig{}, fmt.Errorf("chat: tokenizer config %s: %w", key, err)
		}
		if tok != "" {
			cfg.specials[key] = tok
		}
	}
	src, err := chatTemplateSource(raw["chat_template"])
	if err != nil {
		return tokenizerConfig{}, fmt.Errorf("chat: tokenizer config chat_template: %w", err)
	}
	cfg.source = src
	return cfg, nil
}

// specialToken reads a special token written either as a string or as a
// serialized AddedToken {"content": ..., "lstrip": ..., ...}.
func specialToken(raw json.RawMessage) (string, error) {
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, nil
	}
	var added struct {
		Content *string `json:"content"`
	}
	if err := json.Unmarshal(raw, &added); err != nil || added.Content == nil {
		return "", fmt.Errorf("want a string or an object with content, got %.40s", raw)
	}
	return *added.Content, nil
}

// chatTemplateSource reads chat_template, either one template or a list
// of named ones, of which transformers uses "default" when no tools are
// given.
func chatTemplateSource(raw json.RawMessage) (string, error) {
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, nil
	}
	var named []struct {
		Name     string `json:"name"`
		Template string `json:"template"`
	}
	if err := json.Unmarshal(raw, &named); err != nil {
		return "", fmt.Errorf("want a string or a list of {name, template}, got %.40s", raw)
	}
	for _, n := range named {
		if n.Name == "default" {
			return n.Template, nil
		}
	}
	return "", errors.New("several templates but none named \"default\"")
}
