// Checkpoints of the Llama family beside Llama 3: other tokenizers, other
// chat templates, other model types.

package engine_test

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"xlachat/chat"
	"xlachat/engine"
	"xlachat/engine/dtype"
	"xlachat/engine/modelgen"
	"xlachat/engine/refbackend"
)

// zephyrTemplate is the chat template TinyLlama-1.1B-Chat ships, whose
// tokenizer is Llama 2's.
const zephyrTemplate = "{% for message in messages %}\n{% if message['role'] == 'user' %}\n{{ '<|user|>\n' + message['content'] + eos_token }}\n{% elif message['role'] == 'system' %}\n{{ '<|system|>\n' + message['content'] + eos_token }}\n{% elif message['role'] == 'assistant' %}\n{{ '<|assistant|>\n'  + message['content'] + eos_token }}\n{% endif %}\n{% if loop.last and add_generation_prompt %}\n{{ '<|assistant|>' }}\n{% endif %}\n{% endfor %}"

// mistralTemplate is the chat template Mistral-7B-Instruct-v0.1 ships: no
// system role, and BOS written by the template.
const mistralTemplate = "{{ bos_token }}{% for message in messages %}{% if (message['role'] == 'user') != (loop.index0 % 2 == 0) %}{{ raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}{% endif %}{% if message['role'] == 'user' %}{{ '[INST] ' + message['content'] + ' [/INST]' }}{% elif message['role'] == 'assistant' %}{{ message['content'] + eos_token + ' ' }}{% else %}{{ raise_exception('Only user and assistant roles are supported!') }}{% endif %}{% endfor %}"

// genSentencePieceModel writes a tiny model with Llama 2's tokenizer
// (tokenizer/testdata/sentencepiece) and TinyLlama's chat template: a
// TinyLlama checkpoint in the files it ships, but for its weights.
func genSentencePieceModel(t *testing.T) string {
	t.Helper()
	return genSentencePieceModelWith(t, zephyrTemplate)
}

// genSentencePieceModelWith is genSentencePieceModel with another chat
// template.
func genSentencePieceModelWith(t *testing.T, template string) string {
	t.Helper()
	dir := t.TempDir()
	if err := modelgen.Generate(dir, modelgen.Options{Preset: "tiny-mha", DType: dtype.BF16, Seed: 12}); err != nil {
		t.Fatal(err)
	}
	tok := gunzipFile(t, filepath.Join("tokenizer", "testdata", "sentencepiece", "tokenizer.json.gz"))
	cfg, _ := json.Marshal(map[string]any{"bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>",
		"chat_template": template, "tokenizer_class": "LlamaTokenizer"})
	gen, _ := json.Marshal(map[string]any{"bos_token_id": 1, "eos_token_id": 2})
	for name, data := range map[string][]byte{"tokenizer.json": tok, "tokenizer_config.json": cfg, "generation_config.json": gen} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestSentencePieceModelChats: a model whose tokenizer is Llama 2's chats
// with TinyLlama's template (chatAsTemplated), with no BOS added: the
// template has none.
func TestSentencePieceModelChats(t *testing.T) {
	skipNumericsInShort(t)
	dir := genSentencePieceModel(t)
	msgs := []chat.Message{user("Hello there, 🦙!")}
	e, ids := chatAsTemplated(t, dir, msgs, "<|user|>\nHello there, 🦙!</s>\n<|assistant|>\n")
	if ids[0] == 1 {
		t.Fatalf("prompt ids %v, want no BOS", ids)
	}
	if got := e.Tokenizer().Decode(ids, false); got != "<|user|>\nHello there, 🦙!</s> \n<|assistant|>\n" {
		t.Fatalf("the prompt decodes to %q", got)
	}
}

// chatAsTemplated opens the model in dir, checks that msgs render to
// wantText and that the prompt's ids are that text's tokens with nothing
// added, as transformers' apply_chat_template makes them, and that a
// reply streams the decoding of its tokens. It returns the engine and
// the prompt's ids.
func chatAsTemplated(t *testing.T, dir string, msgs []chat.Message, wantText string) (*engine.Engine, []int32) {
	t.Helper()
	e := openChat(t, dir, 512, 64)
	text := render(t, dir, msgs)
	if text != wantText {
		t.Fatalf("rendered %q, want %q", text, wantText)
	}
	ids, err := e.PromptIDs(context.Background(), msgs)
	if err != nil {
		t.Fatal(err)
	}
	want, err := e.Tokenizer().Encode(text, false)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ids, want) {
		t.Fatalf("prompt ids %v, want %v", ids, want)
	}
	r := collect(e.Reply(context.Background(), msgs, engine.GenOptions{MaxNewTokens: 16}))
	if r.err != nil || len(r.ids) == 0 {
		t.Fatalf("reply: %v, %d tokens", r.err, len(r.ids))
	}
	if want := e.Tokenizer().Decode(r.ids, true); r.text != want {
		t.Fatalf("streamed %q, want the decoding %q of %v", r.text, want, r.ids)
	}
	return e, ids
}

// TestMistralModelChats: a checkpoint of model_type mistral, with
// Mistral 7B Instruct's template and tokenizer family, is Llama's forward
// pass (the same weights reply with the same tokens under either type);
// its sliding window bounds the capacity, the default one too; and its template's refusal of a
// system prompt says that the system prompt is what it refuses.
func TestMistralModelChats(t *testing.T) {
	skipNumericsInShort(t)
	dir := genSentencePieceModelWith(t, mistralTemplate)
	llamaReply := func() reply {
		e := openChat(t, dir, 256, 64)
		defer e.Close()
		return collect(e.Reply(context.Background(), []chat.Message{user("Hello")}, engine.GenOptions{MaxNewTokens: 12}))
	}()
	if llamaReply.err != nil || len(llamaReply.ids) == 0 {
		t.Fatalf("reply as llama: %v, %d tokens", llamaReply.err, len(llamaReply.ids))
	}
	setConfigKeys(t, dir, map[string]any{"model_type": "mistral", "architectures": []string{"MistralForCausalLM"}, "sliding_window": 256})

	_, err := engine.Open(context.Background(), engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu", Capacity: 512, Bucket: 64},
		[]engine.Backend{refbackend.New()}, nil)
	if want := "generation.capacity 512 is more than the model's sliding_window; the largest that works is 256"; err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("Open with capacity 512: %v, want an error containing %q", err, want)
	}

	e := openChat(t, dir, 0, 64) // the default capacity, lowered to the window
	if c := e.Info().Capacity; c != 256 {
		t.Fatalf("default capacity %d, want the window, 256", c)
	}
	msgs := []chat.Message{user("Hello")}
	if text := render(t, dir, msgs); text != "<s>[INST] Hello [/INST]" {
		t.Fatalf("rendered %q", text)
	}
	ids, err := e.PromptIDs(context.Background(), msgs)
	if err != nil {
		t.Fatal(err)
	}
	if ids[0] != 1 || slices.Contains(ids[1:], 1) {
		t.Fatalf("prompt ids %v, want one BOS (1), the template's", ids)
	}
	r := collect(e.Reply(context.Background(), msgs, engine.GenOptions{MaxNewTokens: 12}))
	if r.err != nil || !slices.Equal(r.ids, llamaReply.ids) {
		t.Fatalf("reply as mistral: %v, %v; as llama %v", r.err, r.ids, llamaReply.ids)
	}

	withSystem := []chat.Message{{Role: "system", Content: "Be brief."}, user("Hello")}
	_, err = e.PromptIDs(context.Background(), withSystem)
	want := "Conversation roles must alternate user/assistant/user/assistant/...; it takes this conversation without the system prompt"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("with a system prompt: %v, want an error containing %q", err, want)
	}
}

// chatMLTemplate is the ChatML template of SmolLM2-Instruct, whose
// tokenizer is byte-level BPE with a Digits pre-tokenizer.
const chatMLTemplate = "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}{{ '<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n' }}{% endif %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"

// TestDigitsModelChats: a model whose tokenizer is SmolLM2's kind (GPT-2's
// byte-level BPE with each digit its own piece, and ChatML's tokens)
// chats with its ChatML template (chatAsTemplated).
func TestDigitsModelChats(t *testing.T) {
	skipNumericsInShort(t)
	dir := genSentencePieceModelWith(t, chatMLTemplate)
	var tok map[string]any
	if err := json.Unmarshal(gunzipFile(t, filepath.Join("tokenizer", "testdata", "bytelevel", "tokenizer.json.gz")), &tok); err != nil {
		t.Fatal(err)
	}
	tok["pre_tokenizer"] = map[string]any{"type": "Sequence", "pretokenizers": []any{
		map[string]any{"type": "Digits", "individual_digits": true}, tok["pre_tokenizer"]}}
	special := func(id int, content string) map[string]any {
		return map[string]any{"id": id, "content": content, "special": true, "normalized": false}
	}
	tok["added_tokens"] = append(tok["added_tokens"].([]any), special(50257, "<|im_start|>"), special(50258, "<|im_end|>"))
	cfg := map[string]any{"bos_token": "<|im_start|>", "eos_token": "<|im_end|>", "chat_template": chatMLTemplate}
	for name, v := range map[string]any{"tokenizer.json": tok, "tokenizer_config.json": cfg,
		"generation_config.json": map[string]any{"bos_token_id": 50257, "eos_token_id": 50258}} {
		data, _ := json.Marshal(v)
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	msgs := []chat.Message{user("Born in 1970?")}
	_, ids := chatAsTemplated(t, dir, msgs, "<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n<|im_start|>user\nBorn in 1970?<|im_end|>\n<|im_start|>assistant\n")
	digits := []int32{16, 24, 22, 15} // "1", "9", "7", "0": one token each
	if ids[0] != 50257 || !slices.Contains(ids, 50258) || slices.Index(ids, 16) < 0 || !slices.Equal(ids[slices.Index(ids, 16):][:4], digits) {
		t.Fatalf("prompt ids %v, want them to open with <|im_start|> and hold the year's four digits %v", ids, digits)
	}
}

// setConfigKeys sets keys of the config.json in dir.
func setConfigKeys(t *testing.T, dir string, keys map[string]any) {
	t.Helper()
	path := filepath.Join(dir, "config.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cfg map[string]any
	if err := json.Unmarshal(data, &cfg); err != nil {
		t.Fatal(err)
	}
	maps.Copy(cfg, keys)
	if data, err = json.Marshal(cfg); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// gunzipFile is the content of the gzip file at path.
func gunzipFile(t *testing.T, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestOpenRefusesLlama3TemplateForOtherTokenizers: without a template of
// its own, a model would get Llama 3's, whose header tokens a
// SentencePiece tokenizer spells as plain text; Open says so instead.
func TestOpenRefusesLlama3TemplateForOtherTokenizers(t *testing.T) {
	skipSerialInShort(t)
	dir := genSentencePieceModel(t)
	cfg, _ := json.Marshal(map[string]any{"bos_token": "<s>", "eos_token": "</s>"})
	if err := os.WriteFile(filepath.Join(dir, "tokenizer_config.json"), cfg, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := engine.Open(context.Background(), engine.Options{ModelDir: dir, Backend: "ref", Device: "cpu"}, []engine.Backend{refbackend.New()}, nil)
	want := "ships no chat template (tokenizer_config.json has no chat_template, and there is no chat_template.jinja), and the built-in one, Llama 3's, needs <|start_header_id|>, which its tokenizer.json lacks"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("Open error = %v, want one containing %q", err, want)
	}
}
