// Package e2e holds the end-to-end tests: they build the real xlachat
// binary and drive it as a person or a script would, the chat inside a
// detached tmux session judged by what the 80×24 screen shows, and every
// subcommand by its output and exit status. It has no code of its own.
package e2e
