package chat

import (
	"fmt"
	"strings"

	"github.com/nikolalohinski/gonja/v2/exec"
	"github.com/nikolalohinski/gonja/v2/tokens"
)

// The operators that build strings and lists, as the rewritten tree calls
// them (see sandbox_tree.go): gonja's semantics, with each result sized
// against the render budget before it is built. Repetition also takes
// the count on either side and repeats lists, as Python does, where gonja
// turned 3 * "ab" and [1] * 3 into 0 and a negative count into a panic.

// budgetFilters are the filters the rewritten tree applies, by name.
func budgetFilters() map[string]exec.FilterFunction {
	return map[string]exec.FilterFunction{
		stepFilter: budgeted(func(l *renderLimits, _, _ *exec.Value) *exec.Value {
			return exec.AsValue("")
		}),
		valueFilter: budgeted(func(l *renderLimits, v, _ *exec.Value) *exec.Value {
			var size uint64
			switch {
			case v.IsString():
				size = uint64(len(v.String()))
			case v.IsList():
				size = sizeOf(v.Len(), listItemBytes)
			}
			if err := l.spend(size); err != nil {
				return err
			}
			return v
		}),
		operatorFilters[tokens.Addition]: budgeted((*renderLimits).add),
		operatorFilters[tokens.Multiply]: budgeted((*renderLimits).multiply),
		operatorFilters[tokens.Tilde]: budgeted(func(l *renderLimits, a, b *exec.Value) *exec.Value {
			return l.concat(a.String(), b.String())
		}),
	}
}

// budgeted adapts a check to a filter: it finds the render's limits, and
// takes the filtered value and at most one argument, the right operand.
// gonja applies a filter even to a value that failed, so a failure is
// passed on as it came, as gonja's operators pass on their operands'.
func budgeted(check func(l *renderLimits, in, arg *exec.Value) *exec.Value) exec.FilterFunction {
	return func(e *exec.Evaluator, in *exec.Value, params *exec.VarArgs) *exec.Value {
		if in.IsError() {
			return in
		}
		var arg *exec.Value
		if len(params.Args) > 0 {
			arg = params.Args[0]
		}
		l := limitsIn(e.Environment.Context)
		if l.err != nil {
			return exec.AsValue(l.err)
		}
		if v := l.spend(0); v != nil {
			return v
		}
		return check(l, in, arg)
	}
}

func (l *renderLimits) add(a, b *exec.Value) *exec.Value {
	switch {
	case a.IsList():
		if !b.IsList() {
			return exec.AsValue(fmt.Errorf("unable to concatenate list to %s", b.String()))
		}
		return l.repeatList(1, a, b)
	case a.IsFloat() || b.IsFloat():
		return exec.AsValue(a.Float() + b.Float())
	case a.IsString() || b.IsString():
		return l.concat(a.String(), b.String())
	}
	return exec.AsValue(a.Integer() + b.Integer())
}

func (l *renderLimits) multiply(a, b *exec.Value) *exec.Value {
	switch {
	case a.IsFloat() || b.IsFloat():
		return exec.AsValue(a.Float() * b.Float())
	case a.IsString():
		return l.repeatString(a.String(), b.Integer())
	case b.IsString() && a.IsInteger():
		return l.repeatString(b.String(), a.Integer())
	case a.IsList() && b.IsInteger():
		return l.repeatList(b.Integer(), a)
	case b.IsList() && a.IsInteger():
		return l.repeatList(a.Integer(), b)
	}
	return exec.AsValue(a.Integer() * b.Integer())
}

func (l *renderLimits) concat(a, b string) *exec.Value {
	if v := l.spend(uint64(len(a)) + uint64(len(b))); v != nil {
		return v
	}
	return exec.AsValue(a + b)
}

func (l *renderLimits) repeatString(s string, n int) *exec.Value {
	if n <= 0 || s == "" {
		return exec.AsValue("")
	}
	if v := l.spend(sizeOf(n, len(s))); v != nil {
		return v
	}
	return exec.AsValue(strings.Repeat(s, n))
}

// repeatList is lists concatenated, n times over.
func (l *renderLimits) repeatList(n int, lists ...*exec.Value) *exec.Value {
	if n <= 0 {
		return exec.AsValue([]any{})
	}
	var length int
	for _, list := range lists {
		length += list.Len()
	}
	if v := l.spend(sizeOf(n, length*listItemBytes)); v != nil {
		return v
	}
	items := make([]any, 0, n*length)
	for range n {
		for _, list := range lists {
			for i := range list.Len() {
				items = append(items, list.Index(i).Interface())
			}
		}
	}
	return exec.AsValue(items)
}

// sizeOf is n*each bytes, saturating instead of overflowing.
func sizeOf(n, each int) uint64 {
	if each != 0 && uint64(n) > ^uint64(0)/uint64(each) {
		return ^uint64(0)
	}
	return uint64(n) * uint64(each)
}
