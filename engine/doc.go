// Package engine turns a model directory plus a backend and device into chat
// replies, token by token.
//
// The layers, bottom up: a Backend opens a Session, which runs one model's
// compiled graphs on one device and owns the KV cache; an Engine drives a
// Session (chunked prefill, greedy or sampled decode, multi-turn cache
// reuse, the context window over a conversation) and streams Events to its
// caller. The engine knows backends only through the Backend and Session
// contract (backend.go), which also holds the plumbing every backend
// shares.
package engine
