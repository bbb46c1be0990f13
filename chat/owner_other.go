//go:build !unix

package chat

import "io/fs"

// owner reports no owner: Windows files have none in a uid and gid, so
// a save there replaces the file as before, and never writes in place.
func owner(fs.FileInfo) (uid, gid int, ok bool) { return 0, 0, false }
