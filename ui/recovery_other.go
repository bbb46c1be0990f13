//go:build !unix

package ui

import "os"

// processAlive cannot tell here, so every copy counts as an ended chat's:
// the opening notice may then name one that another chat still keeps,
// which /load only reads.
func processAlive(int) bool { return false }

// lockFile keeps no lock here: ended then goes by process ids alone.
func lockFile(string) (*os.File, error) { return nil, nil }

// locked cannot tell here.
func locked(string) (held, known bool) { return false, false }
