//go:build !unix

package chat

// SyncDir does nothing here: Windows has no way through os to sync a
// directory (one opens only with backup semantics), so the rename's
// durability is left to the file system's journal.
func SyncDir(string) error { return nil }
