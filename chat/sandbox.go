package chat

import (
	"errors"
	"fmt"

	"github.com/nikolalohinski/gonja/v2/builtins"
	controlStructures "github.com/nikolalohinski/gonja/v2/builtins/control_structures"
	"github.com/nikolalohinski/gonja/v2/exec"
	"github.com/nikolalohinski/gonja/v2/nodes"
	"github.com/nikolalohinski/gonja/v2/parser"
	"github.com/nikolalohinski/gonja/v2/tokens"
)

// This file bounds what a chat template may cost. Templates come from
// model directories, and Python's Jinja2 turns a runaway one into an
// exception (RecursionError, MemoryError) that transformers reports. In Go
// the same templates exhaust the stack or the heap, which the runtime
// ends with a fatal error no recover sees: the chat, and its unsaved
// conversation, would go with it. range() has the bound of the Jinja2
// sandbox transformers renders in; every other bound is above what Python
// accepts, so what renders in transformers renders here.

const (
	// maxNesting bounds brackets nested in one tag. gonja parses them
	// recursively; 200,000 overflow its stack, while Python's parser
	// gives up before 100.
	maxNesting = 256
	// maxSuffixes bounds the attribute, item and call suffixes in one
	// tag. An undefined chain of n of them costs gonja n² to describe in
	// its error (seconds at 2,000); Python refuses chains past about 300.
	maxSuffixes = 1024
	// maxRecursion bounds macro calls nested inside each other, and
	// recursive loops; Python's RecursionError comes near 160 of either.
	maxRecursion = 256
	// maxRecursiveItems bounds the items all recursive loops of one
	// render visit: a loop calling loop() on itself would recurse until
	// the stack ran out, one item per level. gonja looks names up through
	// a context per level, so such a runaway costs it time quadratic in
	// its depth: 0.3 s at this bound.
	maxRecursiveItems = 4096
	// maxPadWidth bounds the width center and indent pad to.
	maxPadWidth = 1 << 20
)

// maxRange is Jinja2's sandbox MAX_RANGE. transformers renders chat
// templates in an ImmutableSandboxedEnvironment, whose range() refuses to
// make more items than this.
const maxRange = 100000

// sandboxRange is range() as that sandbox has it: the same items, at most
// maxRange of them, as a list. gonja's own has no bound, so a template's
// range(10**12) would loop for hours, and it feeds its items from a
// goroutine that stays blocked forever when a loop stops early.
func sandboxRange(params *exec.VarArgs) (*exec.Value, error) {
	var bounds []int
	for _, a := range params.Args {
		if !a.IsInteger() {
			return nil, fmt.Errorf("range() takes integers, not %s", a.String())
		}
		bounds = append(bounds, a.Integer())
	}
	start, stop, step := 0, 0, 1
	switch len(bounds) {
	case 1:
		stop = bounds[0]
	case 2:
		start, stop = bounds[0], bounds[1]
	case 3:
		start, stop, step = bounds[0], bounds[1], bounds[2]
	default:
		return nil, fmt.Errorf("range() takes 1 to 3 integers, not %d", len(bounds))
	}
	if step == 0 || len(params.KwArgs) > 0 {
		return nil, errors.New("range() arg 3 must not be zero, and range() takes no keyword arguments")
	}
	n := rangeLen(start, stop, step)
	if n > maxRange {
		// Python's message, word for word.
		return nil, fmt.Errorf("Range too big. The sandbox blocks ranges larger than MAX_RANGE (%d).", maxRange)
	}
	items := make([]int, n)
	for i := range items {
		items[i] = start + i*step
	}
	return exec.AsValue(items), nil
}

// rangeLen is len(range(start, stop, step)), without overflow: the
// distance is taken as unsigned, which holds it whatever the signs.
func rangeLen(start, stop, step int) uint64 {
	switch {
	case step > 0 && start < stop:
		return (uint64(stop)-uint64(start)-1)/uint64(step) + 1
	case step < 0 && start > stop:
		return (uint64(start)-uint64(stop)-1)/(uint64(-(step+1))+1) + 1
	}
	return 0
}

// limitsKey and loopGuardKey name, in a render's variables, its
// renderLimits and the guard of its recursive loops. Templates cannot
// write names with spaces, so they cannot reach or shadow them.
const (
	limitsKey    = "xlachat render limits"
	loopGuardKey = "xlachat recursive loop guard"
)

// renderLimits is what one render has spent of the bounds above.
type renderLimits struct {
	depth int   // macro calls in progress
	items int   // items recursive loops have visited
	meter meter // what the render has made, and its time
	err   error // the first bound exceeded; the render fails with it
}

// errRecursion is Python's message for the same template.
var errRecursion = errors.New("maximum recursion depth exceeded")

func (l *renderLimits) fail(err error) *exec.Value {
	if l.err == nil {
		l.err = err
	}
	return exec.AsValue(l.err)
}

// limitsOf finds the render's renderLimits.
func limitsOf(r *exec.Renderer) *renderLimits {
	return limitsIn(r.Environment.Context)
}

// limitsIn finds the render's renderLimits in its variables; a render
// always has one (see Template.Render), but a missing one only loses the
// bounds.
func limitsIn(ctx *exec.Context) *renderLimits {
	v, _ := ctx.Get(limitsKey)
	if l, ok := v.(*renderLimits); ok {
		return l
	}
	return &renderLimits{meter: newMeter(defaultBudget)}
}

// addLimits puts a fresh renderLimits, and the guard of recursive loops
// that draws on it, into a render's variables.
func addLimits(data map[string]any, budget renderBudget) *renderLimits {
	l := &renderLimits{meter: newMeter(budget)}
	data[limitsKey] = l
	data[loopGuardKey] = func(va *exec.VarArgs) *exec.Value {
		if l.items++; l.items > maxRecursiveItems {
			return l.fail(fmt.Errorf("%w: recursive loops visited more than %d items", errRecursion, maxRecursiveItems))
		}
		return va.Args[0]
	}
	return l
}

// checkExpressions finds, before gonja parses src, a tag nested or
// chained past maxNesting or maxSuffixes. It returns an error naming
// the line.
func checkExpressions(src string) error {
	depth, suffixes := 0, 0
	var prev *tokens.Token
	for s := tokens.LexAll(src, jinjaConfig()); !s.End(); s.Next() {
		tok := s.Current()
		switch tok.Type {
		case tokens.VariableBegin, tokens.BlockBegin:
			depth, suffixes = 0, 0
		case tokens.LeftParenthesis, tokens.LeftBracket, tokens.LeftBrace:
			if depth++; depth > maxNesting {
				return fmt.Errorf("line %d: brackets nested more than %d deep", tok.Line, maxNesting)
			}
			if tok.Type != tokens.LeftBrace && endsOperand(prev) {
				suffixes++
			}
		case tokens.RightParenthesis, tokens.RightBracket, tokens.RightBrace:
			depth--
		case tokens.Dot:
			suffixes++
		}
		if suffixes > maxSuffixes {
			return fmt.Errorf("line %d: more than %d attribute, item or call suffixes in one expression", tok.Line, maxSuffixes)
		}
		if tok.Type != tokens.Whitespace {
			prev = tok
		}
	}
	return nil
}

// endsOperand reports whether a bracket after tok is a suffix (x[0],
// f(1)) rather than a literal or a group.
func endsOperand(tok *tokens.Token) bool {
	if tok == nil {
		return false
	}
	switch tok.Type {
	case tokens.Name, tokens.String, tokens.RightParenthesis, tokens.RightBracket:
		return true
	}
	return false
}

// sandboxStructures replaces gonja's tags that can recurse without
// bound, or load other templates, in set.
func sandboxStructures(set *exec.ControlStructureSet) {
	macro, _ := set.Get("macro")
	forLoop, _ := set.Get("for")
	replace := map[string]parser.ControlStructureParser{
		"macro": boundMacro(macro),
		"for":   guardRecursiveLoop(forLoop),
	}
	// transformers compiles chat templates in an environment without a
	// loader, where these tags fail as they run.
	for _, name := range []string{"include", "extends", "import", "from"} {
		replace[name] = parseNoLoader(name)
	}
	for name, p := range replace {
		_ = set.Replace(name, p) // only fails for a tag gonja lacks
	}
}

// boundMacro wraps gonja's macro tag so that the macro it defines fails,
// past maxRecursion calls in progress, with Python's RecursionError.
func boundMacro(parse parser.ControlStructureParser) parser.ControlStructureParser {
	return func(p *parser.Parser, args *parser.Parser) (nodes.ControlStructure, error) {
		cs, err := parse(p, args)
		if err != nil {
			return nil, err
		}
		m, ok := cs.(*controlStructures.MacroControlStructure)
		if !ok {
			return nil, fmt.Errorf("macro: unexpected %T from the template engine", cs)
		}
		return boundedMacro{m}, nil
	}
}

type boundedMacro struct {
	*controlStructures.MacroControlStructure
}

func (m boundedMacro) Execute(r *exec.Renderer, tag *nodes.ControlStructureBlock) error {
	if err := m.MacroControlStructure.Execute(r, tag); err != nil {
		return err
	}
	v, _ := r.Environment.Context.Get(m.Name)
	call, ok := v.(exec.Macro)
	if !ok {
		return fmt.Errorf("macro %s: unexpected %T from the template engine", m.Name, v)
	}
	l := limitsOf(r)
	r.Environment.Context.Set(m.Name, exec.Macro(func(params *exec.VarArgs) *exec.Value {
		if l.depth >= maxRecursion {
			return l.fail(fmt.Errorf("%w: %d macro calls in progress at a call of %s", errRecursion, l.depth, m.Name))
		}
		if v := l.spend(0); v != nil {
			return v
		}
		l.depth++
		defer func() { l.depth-- }()
		return call(params)
	}))
	return nil
}

// guardRecursiveLoop wraps gonja's for tag so that a recursive loop
// passes each item through the render's loop guard, as part of its
// filter (for x in xs if cond recursive): that is the one step gonja takes
// per item at every level of the recursion.
func guardRecursiveLoop(parse parser.ControlStructureParser) parser.ControlStructureParser {
	return func(p *parser.Parser, args *parser.Parser) (nodes.ControlStructure, error) {
		cs, err := parse(p, args)
		if err != nil {
			return nil, err
		}
		loop, ok := cs.(*controlStructures.ForControlStructure)
		if !ok || !loop.Recursive {
			return cs, nil
		}
		at := p.Current()
		cond := loop.IfCondition
		if cond == nil {
			cond = &nodes.Bool{Location: at, Val: true}
		}
		loop.IfCondition = &nodes.Call{
			Location: at,
			Func:     &nodes.Name{Name: &tokens.Token{Type: tokens.Name, Val: loopGuardKey, Line: at.Line, Col: at.Col}},
			Args:     []nodes.Expression{cond},
			Kwargs:   map[string]nodes.Expression{},
		}
		return loop, nil
	}
}

// noLoader is a tag that would load another template.
type noLoader struct {
	location *tokens.Token
	name     string
}

// parseNoLoader parses the tag name, whatever its arguments.
func parseNoLoader(name string) parser.ControlStructureParser {
	return func(p *parser.Parser, _ *parser.Parser) (nodes.ControlStructure, error) {
		return &noLoader{location: p.Current(), name: name}, nil
	}
}

func (n *noLoader) Position() *tokens.Token { return n.location }

func (n *noLoader) String() string {
	return fmt.Sprintf("%s(Line=%d Col=%d)", n.name, n.location.Line, n.location.Col)
}

func (n *noLoader) Execute(*exec.Renderer, *nodes.ControlStructureBlock) error {
	// Jinja2's message, as transformers shows it.
	return fmt.Errorf("%s: no loader for this environment specified", n.name)
}

// boundPadding wraps a filter whose width argument (first, or width=)
// sets the size of what it makes, refusing widths past maxPadWidth.
func boundPadding(name string, filter exec.FilterFunction) exec.FilterFunction {
	return func(e *exec.Evaluator, in *exec.Value, params *exec.VarArgs) *exec.Value {
		width := arg(params, 0, "width")
		// 10**12 is a float in gonja, which the filters take as an int.
		if width != nil && (width.IsInteger() || width.IsFloat()) && width.Float() > maxPadWidth {
			return exec.AsValue(fmt.Errorf("%s: width %.0f is more than %d", name, width.Float(), maxPadWidth))
		}
		return filter(e, in, params)
	}
}

// sandboxFilters bounds the filters in set that pad to a given width, and
// adds those that check the render budget.
func sandboxFilters(set *exec.FilterSet) {
	for name, f := range budgetFilters() {
		_ = set.Register(name, f) // only fails for a name taken
	}
	sizeFilters(set)
	for _, name := range []string{"center", "indent"} {
		if f, ok := builtins.Filters.Get(name); ok {
			_ = set.Replace(name, boundPadding(name, f))
		}
	}
}
