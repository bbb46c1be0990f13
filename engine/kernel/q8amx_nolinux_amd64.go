//go:build amd64 && !purego && !linux

package kernel

// permitAMX is Linux's request; elsewhere the tiles are left unused, as
// no other system has been tried.
func permitAMX() bool { return false }
