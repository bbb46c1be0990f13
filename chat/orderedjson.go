package chat

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/nikolalohinski/gonja/v2/exec"
)

// toolValues decodes tool schemas for the template. Key order matters:
// tojson prints objects in the order Python's json.loads kept, which is
// the order in the source.
func toolValues(tools []json.RawMessage) ([]any, error) {
	out := make([]any, len(tools))
	for i, raw := range tools {
		v, err := decodeOrdered(raw)
		if err != nil {
			return nil, fmt.Errorf("tool %d: %w", i+1, err)
		}
		out[i] = v
	}
	return out, nil
}

// decodeOrdered decodes one JSON value into template values: objects as
// ordered *exec.Dict, arrays as []any, integers as int and other numbers
// as float64, as Python's json.loads would type them.
func decodeOrdered(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := decodeValue(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errors.New("data after the JSON value")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			return decodeObject(dec)
		}
		return decodeArray(dec)
	case json.Number:
		if i, err := t.Int64(); err == nil {
			return int(i), nil
		}
		// Out-of-range numbers become ±Inf, as float() makes them.
		f, err := strconv.ParseFloat(string(t), 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return nil, err
		}
		return f, nil
	default: // string, bool or nil
		return t, nil
	}
}

func decodeObject(dec *json.Decoder) (any, error) {
	d := &exec.Dict{}
	index := map[string]int{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string) // Token only yields strings as keys
		v, err := decodeValue(dec)
		if err != nil {
			return nil, err
		}
		// A repeated key keeps its first place and its last value, as
		// in a Python dict.
		if i, dup := index[key]; dup {
			d.Pairs[i].Value = exec.AsValue(v)
			continue
		}
		index[key] = len(d.Pairs)
		d.Pairs = append(d.Pairs, &exec.Pair{Key: exec.AsValue(key), Value: exec.AsValue(v)})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, err
	}
	return d, nil
}

func decodeArray(dec *json.Decoder) (any, error) {
	list := []any{}
	for dec.More() {
		v, err := decodeValue(dec)
		if err != nil {
			return nil, err
		}
		list = append(list, v)
	}
	if _, err := dec.Token(); err != nil { // the closing bracket
		return nil, err
	}
	return list, nil
}
