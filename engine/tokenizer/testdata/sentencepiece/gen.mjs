// gen.mjs rebuilds Llama 2's tokenizer.json from the vocabulary and
// merges that llama-tokenizer-js 1.2.2 (MIT) carries, which its
// data-conversion.py took, in order, from the tokenizer.json Meta
// distributed with LLaMA; the rest of the file is the structure
// transformers writes for every Llama 2 checkpoint. Then it writes
// cases.jsonl: llama-tokenizer-js's own test suite (token ids of
// SentencePiece's Llama tokenizer) and what transformers.js, the
// JavaScript port of Hugging Face's tokenizers (@lenml/tokenizers 3.7.2),
// makes of more texts and ids. In a scratch directory:
//
//	npm install --ignore-scripts llama-tokenizer-js@1.2.2 @lenml/tokenizers@3.7.2
//	node gen.mjs DIR
//
// writes DIR/tokenizer.json.gz and DIR/cases.jsonl, and DIR/forms.jsonl:
// encodings and decodings by transformers.js of the same tokenizer in the
// other forms transformers writes: a Metaspace pre-tokenizer in place of
// the normalizer (legacy false; prepend_scheme "first", "always" or
// "never", the last without the decoder's Strip, as add_prefix_space
// false writes it), and the legacy normalizer without its Prepend.
//
// transformers.js turns a run of byte tokens that is not UTF-8 into
// U+FFFD by the WHATWG rule, where Hugging Face's Rust ByteFallback gives
// one U+FFFD for every byte of the run; so the decodings here are of runs
// that are valid or a single byte, and TestSentencePieceByteRuns covers
// the rest.
import llamaTokenizer from "llama-tokenizer-js";
import { TokenizerLoader } from "@lenml/tokenizers";
import fs from "fs";
import zlib from "zlib";

const dir = process.argv[2];
const vocab = {};
llamaTokenizer.vocabById.forEach((tok, id) => { vocab[tok] = id; });
const merges = [...llamaTokenizer.merges.keys()];
const special = (id, content) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
const tokenizerJSON = {
  version: "1.0", truncation: null, padding: null,
  added_tokens: [special(0, "<unk>"), special(1, "<s>"), special(2, "</s>")],
  normalizer: { type: "Sequence", normalizers: [{ type: "Prepend", prepend: "▁" }, { type: "Replace", pattern: { String: " " }, content: "▁" }] },
  pre_tokenizer: null,
  post_processor: {
    type: "TemplateProcessing",
    single: [{ SpecialToken: { id: "<s>", type_id: 0 } }, { Sequence: { id: "A", type_id: 0 } }],
    pair: [{ SpecialToken: { id: "<s>", type_id: 0 } }, { Sequence: { id: "A", type_id: 0 } }, { SpecialToken: { id: "<s>", type_id: 1 } }, { Sequence: { id: "B", type_id: 1 } }],
    special_tokens: { "<s>": { id: "<s>", ids: [1], tokens: ["<s>"] } },
  },
  decoder: { type: "Sequence", decoders: [{ type: "Replace", pattern: { String: "▁" }, content: " " }, { type: "ByteFallback" }, { type: "Fuse" }, { type: "Strip", content: " ", start: 1, stop: 0 }] },
  model: { type: "BPE", dropout: null, unk_token: "<unk>", continuing_subword_prefix: null, end_of_word_suffix: null, fuse_unk: true, byte_fallback: true, vocab, merges },
};
fs.writeFileSync(`${dir}/tokenizer.json.gz`, zlib.gzipSync(JSON.stringify(tokenizerJSON), { level: 9 }));

const tok = TokenizerLoader.fromPreTrained({
  tokenizerJSON,
  tokenizerConfig: { tokenizer_class: "LlamaTokenizer", legacy: true, bos_token: "<s>", eos_token: "</s>", unk_token: "<unk>", add_bos_token: true, add_eos_token: false, clean_up_tokenization_spaces: false },
});
const out = [];
// llama-tokenizer-js's suite: SentencePiece's ids, with BOS.
let suite = [];
llamaTokenizer.runTests((t) => {
  const orig = t.encode.bind(t);
  const cases = [];
  const fake = { encode: (s, ...a) => { const ids = orig(s, ...a); cases.push({ text: s, ids }); return ids; }, decode: (...a) => t.decode(...a) };
  t.defaultTests(fake);
  suite = cases;
});
for (const c of suite) out.push({ kind: "encode", source: "sentencepiece", text: c.text, special: true, ids: c.ids });

const texts = [
  "", " ", "  ", "\n", "Hello world", "Hello, my dog is cute", " Hello", "Hello ", "Hello  world",
  "  two leading spaces", "trailing spaces   ", "tab\there", "line one\nline two\n\nline four",
  "\r\nwindows\r\n", "naïve café résumé", "Ünïcödé", "日本語のテキスト", "中文测试，标点。", "한국어 문장",
  "emoji 🦙🔥 and 👍🏽", "🦙", "zero\u200bwidth", "combining e\u0301 and a\u0308", "ﬁ ligature", "Ω≈ç√∫",
  "aaaaaaaaaaaaaaaaaaaaaaaa", "          ", "1234567890 3.14159 1e-9", "x=1;y=2;print(x+y)",
  "func main() {\n\tfmt.Println(\"hi\")\n}", "<s>", "</s>", "<unk>", "<s>Hello</s>", "Hello<s>world",
  "a <s> b </s> c", "<s><s>", "<s>[INST] <<SYS>>\nYou are helpful.\n<</SYS>>\n\nHi there [/INST]",
  "<|user|>\nHow are you?</s>\n<|assistant|>\n", "\u00a0nbsp", "\u2581already a metaspace", "▁▁", "<0x41>",
  "Straße", "İstanbul", "ǅ titlecase", "\u{10FFFF}", "\u{1F600}\u{1F600}\u{1F600}", "mixed 日本 text 🦙 end",
  "It's a test. Isn't it? I'm sure they're fine!", "https://example.com/path?q=1&r=2#frag",
  "   leading\n   indented\n", "end with newline\n", "\t\t", "Ā ā Ă ă", "ж и з н ь", "שלום עולם", "مرحبا بالعالم",
  "a\u0000b", "\u0007bell", "\ufeffBOM",
];
for (const text of texts) {
  for (const sp of [true, false]) out.push({ kind: "encode", text, special: sp, ids: tok.encode(text, { add_special_tokens: sp }) });
}
const id = (t) => vocab[t];
const seqs = [
  [id("<0xC3>"), id("<0xA9>")], [id("▁a"), id("<0xC3>"), id("<0xA9>"), id("▁b")], [id("<0xC3>"), 1, id("<0xA9>")],
  [id("▁"), id("▁a")], [id("▁▁"), id("a")], [1, id("▁a")], [1, 2, 0], [id("<0x20>"), id("a")], [id("a"), 1, id("▁b")],
  [id("<0xF0>"), id("<0x9F>"), id("<0xA6>"), id("<0x99>")], [id("<0x0A>"), id("▁x")], [id("▁")], [id("▁▁"), 2],
];
for (const ids of seqs) out.push({ kind: "decode", ids });
for (const o of out.filter((o) => o.kind == "encode" && o.ids.length > 0)) out.push({ kind: "decode", ids: o.ids });
for (const o of out) if (o.kind == "decode") { o.text = tok.decode(o.ids, { skip_special_tokens: false }); o.skipped = tok.decode(o.ids, { skip_special_tokens: true }); }
fs.writeFileSync(`${dir}/cases.jsonl`, out.map((o) => JSON.stringify(o)).join("\n") + "\n");
// The other forms, as the Go test rebuilds them from tokenizer.json.gz.
const metaspace = (scheme) => ({ type: "Metaspace", replacement: "▁", prepend_scheme: scheme, split: false, add_prefix_space: scheme != "never" });
const noStrip = { ...tokenizerJSON.decoder, decoders: tokenizerJSON.decoder.decoders.slice(0, 3) };
const forms = {
  first: { normalizer: null, pre_tokenizer: metaspace("first") },
  always: { normalizer: null, pre_tokenizer: metaspace("always") },
  never: { normalizer: null, pre_tokenizer: metaspace("never"), decoder: noStrip },
  replace: { normalizer: { type: "Sequence", normalizers: [tokenizerJSON.normalizer.normalizers[1]] }, decoder: noStrip },
};
const formLines = [];
for (const [form, parts] of Object.entries(forms)) {
  const ft = TokenizerLoader.fromPreTrained({ tokenizerJSON: { ...tokenizerJSON, ...parts }, tokenizerConfig: { tokenizer_class: "LlamaTokenizer", legacy: true, bos_token: "<s>", eos_token: "</s>", unk_token: "<unk>", add_bos_token: true, add_eos_token: false, clean_up_tokenization_spaces: false } });
  for (const text of texts) {
    for (const sp of [true, false]) {
      const ids = ft.encode(text, { add_special_tokens: sp });
      formLines.push({ form, kind: "encode", text, special: sp, ids });
      if (ids.length > 0) formLines.push({ form, kind: "decode", ids, text: ft.decode(ids, { skip_special_tokens: false }), skipped: ft.decode(ids, { skip_special_tokens: true }) });
    }
  }
}
fs.writeFileSync(`${dir}/forms.jsonl`, formLines.map((o) => JSON.stringify(o)).join("\n") + "\n");
console.log(`${Object.keys(vocab).length} tokens, ${merges.length} merges, ${suite.length} SentencePiece cases, ${out.length} lines`);
