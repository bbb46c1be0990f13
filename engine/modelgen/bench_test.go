package modelgen

import (
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
)

func BenchmarkGenerateTinyUntiedBF16(b *testing.B) {
	cfg, _ := Preset("tiny-untied")
	var params int64
	for _, s := range model.WeightSpecs(cfg) {
		n := int64(1)
		for _, d := range s.Shape {
			n *= int64(d)
		}
		params += n
	}
	b.SetBytes(params * 2)
	for range b.N {
		if err := Generate(b.TempDir(), Options{Preset: "tiny-untied", DType: dtype.BF16}); err != nil {
			b.Fatal(err)
		}
	}
}
