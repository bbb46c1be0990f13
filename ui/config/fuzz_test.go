package config

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzConfigFile reads arbitrary config files. The chat reads the file
// again whenever it changes, mid-conversation, so whatever a save leaves
// in it must be an error the chat shows, never a panic that ends it.
func FuzzConfigFile(f *testing.F) {
	example, err := os.ReadFile("../../config.example.yaml")
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []string{
		string(example),
		"backend: xla\ndevice: local-task\ngeneration:\n  capacity: 4096\n",
		"generation: 5\n",
		"generation:\n  temperature: [1, 2]\n  seed: {a: b}\n",
		"model: ~/nope\nbackends:\n  xla:\n    cache_dir: 3\n",
		"&a [*a]",
		"? [a, b]\n: c\n",
	} {
		f.Add([]byte(seed))
	}
	dir := f.TempDir()
	file := filepath.Join(dir, "xlachat.yaml")
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
		flags, err := chatFlags()
		if err != nil {
			t.Fatal(err)
		}
		c, err := Read(flags, file, testBackends())
		if err == nil {
			_ = c.Settings()
		}
	})
}
