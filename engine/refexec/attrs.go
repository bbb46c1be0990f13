package refexec

import (
	"fmt"

	"xlachat/engine/mlir"
)

// intsAttr reads a required integer-list attribute.
func intsAttr(op *mlir.Op, name string) ([]int, error) {
	a, ok := op.Attrs[name]
	if !ok {
		return nil, fmt.Errorf("missing attribute %s", name)
	}
	return toInts(a, name)
}

// optIntsAttr reads an optional integer-list attribute (nil when absent).
func optIntsAttr(op *mlir.Op, name string) ([]int, error) {
	a, ok := op.Attrs[name]
	if !ok {
		return nil, nil
	}
	return toInts(a, name)
}

func toInts(a mlir.Attr, name string) ([]int, error) {
	l, ok := a.IntList()
	if !ok {
		return nil, fmt.Errorf("attribute %s is not an integer list", name)
	}
	out := make([]int, len(l))
	for i, x := range l {
		if x < -1<<40 || x > 1<<40 {
			return nil, fmt.Errorf("attribute %s value %d out of range", name, x)
		}
		out[i] = int(x)
	}
	return out, nil
}

// intAttr reads a required single-integer attribute.
func intAttr(op *mlir.Op, name string) (int, error) {
	a, ok := op.Attrs[name]
	if !ok {
		return 0, fmt.Errorf("missing attribute %s", name)
	}
	if a.Kind != mlir.AttrInt || a.Int < -1<<40 || a.Int > 1<<40 {
		return 0, fmt.Errorf("attribute %s is not an integer", name)
	}
	return int(a.Int), nil
}

// enumAttr reads a #stablehlo<kind VALUE> attribute; def is used when the
// attribute is absent (an empty def makes it required).
func enumAttr(op *mlir.Op, name, def string) (string, error) {
	a, ok := op.Attrs[name]
	if !ok {
		if def == "" {
			return "", fmt.Errorf("missing attribute %s", name)
		}
		return def, nil
	}
	if a.Kind != mlir.AttrEnum || a.Value == "" {
		return "", fmt.Errorf("attribute %s is not an enum", name)
	}
	return a.Value, nil
}

// structAttr reads a #stablehlo.kind<...> attribute's fields.
func structAttr(op *mlir.Op, name string) (map[string]mlir.Attr, error) {
	a, ok := op.Attrs[name]
	if !ok {
		return nil, fmt.Errorf("missing attribute %s", name)
	}
	if a.Kind != mlir.AttrStruct {
		return nil, fmt.Errorf("attribute %s is not a structured attribute", name)
	}
	return a.Fields, nil
}

// fieldInts reads an integer-list field; absent fields are empty lists.
func fieldInts(fields map[string]mlir.Attr, name string) ([]int, error) {
	a, ok := fields[name]
	if !ok {
		return nil, nil
	}
	return toInts(a, name)
}

// checkDims verifies that dims are distinct and within [0, rank).
func checkDims(dims []int, rank int, what string) error {
	seen := make([]bool, rank)
	for _, d := range dims {
		if d < 0 || d >= rank {
			return fmt.Errorf("%s: dimension %d out of range for rank %d", what, d, rank)
		}
		if seen[d] {
			return fmt.Errorf("%s: dimension %d repeated", what, d)
		}
		seen[d] = true
	}
	return nil
}

func stridesOf(shape []int) []int {
	s := make([]int, len(shape))
	n := 1
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = n
		n *= shape[i]
	}
	return s
}
