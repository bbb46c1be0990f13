package refexec

// opTable maps each supported op to the function that checks it and builds
// its step. stablehlo.reduce is built by the builder itself (it compiles a
// region); func.return and stablehlo.return are terminators.
var opTable = map[string]func(s *step) error{
	"stablehlo.constant":             buildConstant,
	"stablehlo.iota":                 buildIota,
	"stablehlo.convert":              buildConvert,
	"stablehlo.broadcast_in_dim":     buildBroadcastInDim,
	"stablehlo.reshape":              buildReshape,
	"stablehlo.optimization_barrier": buildBarrier,
	"stablehlo.transpose":            buildTranspose,
	"stablehlo.slice":                buildSlice,
	"stablehlo.dynamic_slice":        buildDynamicSlice,
	"stablehlo.dynamic_update_slice": buildDynamicUpdateSlice,
	"stablehlo.concatenate":          buildConcatenate,
	"stablehlo.gather":               buildGather,
	"stablehlo.dot_general":          buildDotGeneral,
	"stablehlo.compare":              buildCompare,
	"stablehlo.select":               buildSelect,
	"stablehlo.clamp":                buildClamp,
	"stablehlo.reduce":               nil, // see builder.op
}

// lookupOp finds the builder of an op; ok is false for unsupported ops.
func lookupOp(name string) (build func(s *step) error, ok bool) {
	if _, ok := binaryOps[name]; ok {
		return buildBinary, true
	}
	if _, ok := unaryOps[name]; ok {
		return buildUnary, true
	}
	build, ok = opTable[name]
	return build, ok
}
