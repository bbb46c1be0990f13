//go:build !unix

package mapped

import "testing"

// Of returns data itself where this package cannot map files: the
// benchmarks then read the heap.
func Of(t testing.TB, data []byte) []byte { return data }

// File skips the test: a mapped file cannot be truncated here (Windows
// refuses while a view is open), so there is no fault to provoke.
func File(t testing.TB, size int) (data []byte, truncate func()) {
	t.Skip("truncating a mapped file needs a Unix")
	return nil, nil
}
