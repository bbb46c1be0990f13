package model

import (
	"os"
	"reflect"
	"testing"

	"xlachat/engine/dtype"
)

func FuzzDecodeConfig(f *testing.F) {
	if data, err := os.ReadFile("testdata/llama-3.2-1b/config.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,"eos_token_id":[1,2]}`))
	f.Add([]byte(`{"model_type":"llama","rope_scaling":{"type":"llama3"}}`))
	f.Add([]byte(`{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,"rope_parameters":{"rope_type":"llama3","rope_theta":500000,"factor":8,"low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":8192}}`))
	f.Add([]byte(`{"model_type":"mistral","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":8,"vocab_size":256,"sliding_window":null}`))
	f.Add([]byte(`{"model_type":"mistral","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":8,"vocab_size":256,"sliding_window":512}`))
	f.Add([]byte(`{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,"rope_scaling":{"type":"linear","factor":4}}`))
	f.Add([]byte(`{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,"rope_scaling":{"rope_type":"dynamic","factor":2,"original_max_position_embeddings":1024}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, gen, err := DecodeConfig(data)
		if err != nil {
			return
		}
		// Whatever decodes must be valid and survive a round trip.
		if err := cfg.Validate(); err != nil {
			t.Fatalf("decoded config fails Validate: %v", err)
		}
		enc, err := EncodeConfig(cfg, gen, dtype.BF16)
		if err != nil {
			t.Fatal(err)
		}
		cfg2, gen2, err := DecodeConfig(enc)
		if err != nil {
			t.Fatalf("re-decoding %s: %v", enc, err)
		}
		if !reflect.DeepEqual(cfg, cfg2) || !reflect.DeepEqual(gen, gen2) {
			t.Fatalf("round trip changed %+v %+v into %+v %+v", cfg, gen, cfg2, gen2)
		}
		// The first specs only: a config may call for millions of layers,
		// which Open walks only as far as the files go.
		n := 0
		for range eachWeightSpec(cfg) {
			if n++; n == 1000 {
				break
			}
		}
	})
}
