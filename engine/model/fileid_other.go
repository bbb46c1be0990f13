//go:build !unix

package model

import "os"

// fileID is 0 where the file's inode is not at hand: the identity then
// rests on the path, size and modification time, which a replaced
// checkpoint changes too, and Windows cannot replace a file while it is
// mapped.
func fileID(os.FileInfo) uint64 { return 0 }
