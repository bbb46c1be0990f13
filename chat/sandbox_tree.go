package chat

import (
	"errors"
	"reflect"
	"regexp"
	"unsafe"

	controlStructures "github.com/nikolalohinski/gonja/v2/builtins/control_structures"
	"github.com/nikolalohinski/gonja/v2/exec"
	"github.com/nikolalohinski/gonja/v2/nodes"
	"github.com/nikolalohinski/gonja/v2/tokens"
)

// gonja has no hook in its evaluation, so the render budget is checked
// by filters the sandbox writes into each parsed template: operators that
// build strings and lists become filters that size their result first
// (a * b is a|"xlachat budget *"(b), which evaluates a, then b, as gonja
// does); outputs, filters and calls pass their value through a check;
// each loop body starts with one. Filters, unlike calls, cost gonja no
// reflection. gonja keeps the tree, and some statements' parts (set's
// expression, among others), in unexported fields, so the rewrite reaches
// them through reflect and unsafe. It walks every field of every node
// rather than a list of gonja's node types: a node a newer gonja adds is
// walked too, and TestRenderBudgetReachesEveryStatement fails if the
// tree moves out of reach.

// Names of the filters the rewritten tree applies (see budgetFilters).
// Templates cannot write names with spaces.
const (
	stepFilter  = "xlachat budget step"
	valueFilter = "xlachat budget value"
)

// operatorFilters name the checked versions of the operators that build a
// string or a list from their operands.
var operatorFilters = map[tokens.Type]string{
	tokens.Addition: "xlachat budget +",
	tokens.Multiply: "xlachat budget *",
	tokens.Tilde:    "xlachat budget ~",
}

var (
	expressionType = reflect.TypeFor[nodes.Expression]()
	tokenType      = reflect.TypeFor[*tokens.Token]()
)

// guardTree rewrites t's tree in place to check the render budget.
func guardTree(t *exec.Template) error {
	root := reflect.ValueOf(t).Elem().FieldByName("root")
	if !root.IsValid() || root.Type() != reflect.TypeFor[*nodes.Template]() {
		return errors.New("the template engine's parse tree is out of the sandbox's reach")
	}
	w := treeWalk{seen: map[nodeKey]bool{}}
	w.walk(writable(root))
	return nil
}

// treeWalk visits each node once: macros are reachable both where they
// are defined and from the template's list of them.
type treeWalk struct {
	seen map[nodeKey]bool
}

// nodeKey tells nodes apart by type too: a struct and its first field
// share an address.
type nodeKey struct {
	t reflect.Type
	p uintptr
}

// writable is v, addressable, without the read-only mark reflect puts on
// what it reaches through unexported fields.
func writable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// walk rewrites what v (addressable and writable) holds.
func (w *treeWalk) walk(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		key := nodeKey{v.Type(), v.Pointer()}
		if v.IsNil() || v.Type() == tokenType || w.seen[key] {
			return
		}
		w.seen[key] = true
		if v.Elem().Kind() == reflect.Struct {
			w.walkStruct(v)
		}
	case reflect.Interface:
		w.walkInterface(v)
	case reflect.Struct:
		for i := range v.NumField() {
			w.walk(writable(v.Field(i)))
		}
	case reflect.Slice:
		for i := range v.Len() {
			w.walk(writable(v.Index(i)))
		}
	case reflect.Map:
		iter := v.MapRange()
		for iter.Next() {
			item := reflect.New(v.Type().Elem()).Elem()
			item.Set(iter.Value())
			w.walk(item)
			v.SetMapIndex(iter.Key(), item)
		}
	}
}

// walkInterface walks what an interface holds, then checks an
// expression it holds.
func (w *treeWalk) walkInterface(v reflect.Value) {
	if v.IsNil() {
		return
	}
	// What an interface holds is not addressable: walk a copy, and put
	// it back (for a pointer, the same pointer).
	inner := reflect.New(v.Elem().Type()).Elem()
	inner.Set(v.Elem())
	w.walk(inner)
	v.Set(inner)
	if v.Type() != expressionType {
		return
	}
	switch e := v.Interface().(type) {
	case *nodes.BinaryExpression:
		if name, ok := operatorFilters[e.Operator.Token.Type]; ok {
			v.Set(reflect.ValueOf(filtered(e.Left, name, e.Right)))
		}
	case *nodes.Call:
		v.Set(reflect.ValueOf(checked(e)))
	}
}

// walkStruct walks a node's fields, then adds the checks that belong to
// the node as a whole.
func (w *treeWalk) walkStruct(p reflect.Value) {
	w.walk(p.Elem())
	switch n := p.Interface().(type) {
	case *nodes.FilteredExpression:
		if !isChecked(n) {
			n.Filters = append(n.Filters, budgetFilter(n.Position(), valueFilter))
		}
	case *nodes.Output:
		n.Expression = checked(n.Expression)
		if n.Alternative != nil {
			n.Alternative = checked(n.Alternative)
		}
	case *controlStructures.ForControlStructure:
		if n.BodyWrapper == nil {
			return
		}
		at := n.BodyWrapper.Location
		step := &nodes.Output{Start: at, Expression: filtered(&nodes.String{Location: at}, stepFilter), End: at}
		n.BodyWrapper.Nodes = append([]nodes.Node{step}, n.BodyWrapper.Nodes...)
	}
}

// filtered is e|name(args...).
func filtered(e nodes.Expression, name string, args ...nodes.Expression) *nodes.FilteredExpression {
	fc := budgetFilter(e.Position(), name)
	fc.Args = args
	return &nodes.FilteredExpression{Expression: e, Filters: []*nodes.FilterCall{fc}}
}

// checked is e through the value check, unless its last step is a check
// already (an operator's counts what it makes).
func checked(e nodes.Expression) nodes.Expression {
	if f, ok := e.(*nodes.FilteredExpression); ok && isChecked(f) {
		return e
	}
	return filtered(e, valueFilter)
}

func isChecked(f *nodes.FilteredExpression) bool {
	if len(f.Filters) == 0 {
		return false
	}
	last := f.Filters[len(f.Filters)-1].Name
	if last == valueFilter {
		return true
	}
	for _, name := range operatorFilters {
		if last == name {
			return true
		}
	}
	return false
}

func budgetFilter(at *tokens.Token, name string) *nodes.FilterCall {
	if at == nil {
		at = &tokens.Token{}
	}
	return &nodes.FilterCall{
		Token:  &tokens.Token{Type: tokens.Name, Val: name, Line: at.Line, Col: at.Col},
		Name:   name,
		Kwargs: map[string]nodes.Expression{},
	}
}

// budgetFilterNoise is what gonja's errors say of the budget filters an
// error passed through: it prints the filter call's struct, tokens and
// all, and its name again.
var budgetFilterNoise = regexp.MustCompile(`unable to evaluate filter &\{<Token\[Name\] Val='xlachat budget [^']*'.*? map\[\]\}: |invalid call to filter 'xlachat budget [^']*': `)

// withoutBudgetFilters is a render error's text as it would be without
// the filters the sandbox added.
func withoutBudgetFilters(msg string) string {
	return budgetFilterNoise.ReplaceAllString(msg, "")
}
