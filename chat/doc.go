// Package chat holds what a chat is before it reaches a model: the
// conversation, the model's chat template that turns it into prompt text,
// and the token budget that warns when a prompt will be slow or will not fit.
//
// Templates are the Jinja2 text Hugging Face ships in tokenizer_config.json,
// rendered with the semantics of transformers' apply_chat_template, so a
// prompt built here tokenizes exactly as it would in Python.
package chat
