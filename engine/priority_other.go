//go:build !unix

package engine

import "errors"

// lowerPriority is not done here: bench --busy low needs a Unix.
func lowerPriority(int) error { return errors.New("niceness is a Unix notion; use --busy same") }
