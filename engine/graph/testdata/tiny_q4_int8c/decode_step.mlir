module @decode_step {
  func.func public @main(%arg0: tensor<24x64xi4>, %arg1: tensor<24x2xf16>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xi4>, %arg4: tensor<64x2xf16>, %arg5: tensor<32x64xi4>, %arg6: tensor<32x2xf16>, %arg7: tensor<32x64xi4>, %arg8: tensor<32x2xf16>, %arg9: tensor<64x64xi4>, %arg10: tensor<64x2xf16>, %arg11: tensor<64xf32>, %arg12: tensor<96x64xi4>, %arg13: tensor<96x2xf16>, %arg14: tensor<96x64xi4>, %arg15: tensor<96x2xf16>, %arg16: tensor<64x96xi4>, %arg17: tensor<64x3xf16>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xi4>, %arg20: tensor<64x2xf16>, %arg21: tensor<32x64xi4>, %arg22: tensor<32x2xf16>, %arg23: tensor<32x64xi4>, %arg24: tensor<32x2xf16>, %arg25: tensor<64x64xi4>, %arg26: tensor<64x2xf16>, %arg27: tensor<64xf32>, %arg28: tensor<96x64xi4>, %arg29: tensor<96x2xf16>, %arg30: tensor<96x64xi4>, %arg31: tensor<96x2xf16>, %arg32: tensor<64x96xi4>, %arg33: tensor<64x3xf16>, %arg34: tensor<64xf32>, %arg35: tensor<i32>, %arg36: tensor<i32>, %arg37: tensor<16x2x16xf32>, %arg38: tensor<16x2x16xf32>, %arg39: tensor<16x2x16xf32>, %arg40: tensor<16x2x16xf32>) -> (tensor<i32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>) {
    %0 = "stablehlo.reshape"(%arg35) : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg1, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<24x2xf16>, tensor<1x1xi32>) -> tensor<1x2xf16>
    %3 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %4 = "stablehlo.gather"(%arg0, %3) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>} : (tensor<24x64xi4>, tensor<1x1xi32>) -> tensor<1x64xi4>
    %5 = "stablehlo.convert"(%4) : (tensor<1x64xi4>) -> tensor<1x64xf32>
    %6 = "stablehlo.convert"(%2) : (tensor<1x2xf16>) -> tensor<1x2xf32>
    %7 = "stablehlo.reshape"(%5) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %8 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %9 = "stablehlo.multiply"(%7, %8) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x2x32xf32>) -> tensor<1x64xf32>
    %11 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %12 = "stablehlo.broadcast_in_dim"(%arg36) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %14 = "stablehlo.convert"(%13) : (tensor<1xi32>) -> tensor<1xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %16 = "stablehlo.constant"() {value = dense<[1.0e+00, 3.1622776e-01, 1.0e-01, 3.162278e-02, 1.0e-02, 3.1622779e-03, 1.0e-03, 3.162278e-04]> : tensor<8xf32>} : () -> tensor<8xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %18 = "stablehlo.multiply"(%15, %17) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %19 = "stablehlo.cosine"(%18) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %20 = "stablehlo.sine"(%18) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %21 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x4x8xf32>
    %22 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x4x8xf32>
    %23 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %24 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %25 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %26 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %27 = "stablehlo.compare"(%25, %26) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<2x1x2x16xi1>
    %29 = "stablehlo.multiply"(%10, %10) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %30 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.reduce"(%29, %30) ({
    ^bb0(%32: tensor<f32>, %33: tensor<f32>):
      %34 = "stablehlo.add"(%32, %33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %35 = "stablehlo.constant"() {value = dense<6.4e+01> : tensor<1xf32>} : () -> tensor<1xf32>
    %36 = "stablehlo.divide"(%31, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %37 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %39 = "stablehlo.rsqrt"(%38) : (tensor<1xf32>) -> tensor<1xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %41 = "stablehlo.multiply"(%10, %40) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %42 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %43 = "stablehlo.multiply"(%42, %41) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %45 = "stablehlo.abs"(%44) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %46 = "stablehlo.reduce"(%45, %30) ({
    ^bb0(%47: tensor<f32>, %48: tensor<f32>):
      %49 = "stablehlo.maximum"(%47, %48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%49) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %50 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %51 = "stablehlo.divide"(%46, %50) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %52 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %53 = "stablehlo.compare"(%51, %52) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %54 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %55 = "stablehlo.select"(%53, %54, %51) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %57 = "stablehlo.divide"(%44, %56) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %58 = "stablehlo.round_nearest_even"(%57) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %59 = "stablehlo.constant"() {value = dense<-1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %60 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %61 = "stablehlo.clamp"(%59, %58, %60) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %62 = "stablehlo.convert"(%61) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %63 = "stablehlo.reshape"(%arg5) : (tensor<32x64xi4>) -> tensor<32x2x32xi4>
    %64 = "stablehlo.convert"(%63) : (tensor<32x2x32xi4>) -> tensor<32x2x32xi8>
    %65 = "stablehlo.dot_general"(%62, %64) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x1x32xi32>
    %66 = "stablehlo.convert"(%65) : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %67 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x32xf32>
    %68 = "stablehlo.multiply"(%66, %67) : (tensor<2x1x32xf32>, tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %69 = "stablehlo.transpose"(%68) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x32xf32>) -> tensor<32x1x2xf32>
    %70 = "stablehlo.convert"(%arg6) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %71 = "stablehlo.dot_general"(%69, %70) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x1x2xf32>, tensor<32x2xf32>) -> tensor<32x1xf32>
    %72 = "stablehlo.transpose"(%71) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %74 = "stablehlo.reshape"(%arg7) : (tensor<32x64xi4>) -> tensor<32x2x32xi4>
    %75 = "stablehlo.convert"(%74) : (tensor<32x2x32xi4>) -> tensor<32x2x32xi8>
    %76 = "stablehlo.dot_general"(%62, %75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x1x32xi32>
    %77 = "stablehlo.convert"(%76) : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %78 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x32xf32>
    %79 = "stablehlo.multiply"(%77, %78) : (tensor<2x1x32xf32>, tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %80 = "stablehlo.transpose"(%79) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x32xf32>) -> tensor<32x1x2xf32>
    %81 = "stablehlo.convert"(%arg8) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %82 = "stablehlo.dot_general"(%80, %81) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x1x2xf32>, tensor<32x2xf32>) -> tensor<32x1xf32>
    %83 = "stablehlo.transpose"(%82) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %84 = "stablehlo.reshape"(%83) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %85 = "stablehlo.slice"(%73) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %86 = "stablehlo.slice"(%73) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %87 = "stablehlo.multiply"(%85, %23) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %88 = "stablehlo.multiply"(%86, %24) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %89 = "stablehlo.subtract"(%87, %88) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %90 = "stablehlo.multiply"(%86, %23) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %91 = "stablehlo.multiply"(%85, %24) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %92 = "stablehlo.add"(%90, %91) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %93 = "stablehlo.concatenate"(%89, %92) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %94 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %95 = "stablehlo.dynamic_update_slice"(%arg37, %93, %arg36, %94, %94) : (tensor<16x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %96 = "stablehlo.dynamic_update_slice"(%arg38, %84, %arg36, %94, %94) : (tensor<16x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %97 = "stablehlo.reshape"(%arg3) : (tensor<64x64xi4>) -> tensor<64x2x32xi4>
    %98 = "stablehlo.convert"(%97) : (tensor<64x2x32xi4>) -> tensor<64x2x32xi8>
    %99 = "stablehlo.dot_general"(%62, %98) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %100 = "stablehlo.convert"(%99) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %101 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %102 = "stablehlo.multiply"(%100, %101) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %103 = "stablehlo.transpose"(%102) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %104 = "stablehlo.convert"(%arg4) : (tensor<64x2xf16>) -> tensor<64x2xf32>
    %105 = "stablehlo.dot_general"(%103, %104) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %106 = "stablehlo.transpose"(%105) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %107 = "stablehlo.reshape"(%106) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %108 = "stablehlo.slice"(%107) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %109 = "stablehlo.slice"(%107) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %110 = "stablehlo.multiply"(%108, %21) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %111 = "stablehlo.multiply"(%109, %22) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %112 = "stablehlo.subtract"(%110, %111) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %113 = "stablehlo.multiply"(%109, %21) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %114 = "stablehlo.multiply"(%108, %22) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %115 = "stablehlo.add"(%113, %114) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %116 = "stablehlo.concatenate"(%112, %115) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %117 = "stablehlo.reshape"(%116) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %118 = "stablehlo.dot_general"(%117, %95) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %119 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %120 = "stablehlo.multiply"(%118, %119) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %121 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %122 = "stablehlo.select"(%28, %120, %121) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %123 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %124 = "stablehlo.reduce"(%122, %123) ({
    ^bb0(%125: tensor<f32>, %126: tensor<f32>):
      %127 = "stablehlo.maximum"(%125, %126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%127) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %128 = "stablehlo.broadcast_in_dim"(%124) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %129 = "stablehlo.subtract"(%122, %128) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %130 = "stablehlo.exponential"(%129) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %131 = "stablehlo.reduce"(%130, %30) ({
    ^bb0(%132: tensor<f32>, %133: tensor<f32>):
      %134 = "stablehlo.add"(%132, %133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%134) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %135 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %136 = "stablehlo.divide"(%130, %135) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %137 = "stablehlo.dot_general"(%136, %96) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %138 = "stablehlo.transpose"(%137) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %140 = "stablehlo.reshape"(%139) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %141 = "stablehlo.abs"(%140) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %142 = "stablehlo.reduce"(%141, %30) ({
    ^bb0(%143: tensor<f32>, %144: tensor<f32>):
      %145 = "stablehlo.maximum"(%143, %144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%145) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %146 = "stablehlo.divide"(%142, %50) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %147 = "stablehlo.compare"(%146, %52) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %148 = "stablehlo.select"(%147, %54, %146) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %150 = "stablehlo.divide"(%140, %149) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %151 = "stablehlo.round_nearest_even"(%150) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %152 = "stablehlo.clamp"(%59, %151, %60) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %153 = "stablehlo.convert"(%152) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %154 = "stablehlo.reshape"(%arg9) : (tensor<64x64xi4>) -> tensor<64x2x32xi4>
    %155 = "stablehlo.convert"(%154) : (tensor<64x2x32xi4>) -> tensor<64x2x32xi8>
    %156 = "stablehlo.dot_general"(%153, %155) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %157 = "stablehlo.convert"(%156) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %158 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %159 = "stablehlo.multiply"(%157, %158) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %160 = "stablehlo.transpose"(%159) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %161 = "stablehlo.convert"(%arg10) : (tensor<64x2xf16>) -> tensor<64x2xf32>
    %162 = "stablehlo.dot_general"(%160, %161) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %163 = "stablehlo.transpose"(%162) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %164 = "stablehlo.add"(%10, %163) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %165 = "stablehlo.multiply"(%164, %164) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %166 = "stablehlo.reduce"(%165, %30) ({
    ^bb0(%167: tensor<f32>, %168: tensor<f32>):
      %169 = "stablehlo.add"(%167, %168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%169) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %170 = "stablehlo.divide"(%166, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %171 = "stablehlo.add"(%170, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %172 = "stablehlo.rsqrt"(%171) : (tensor<1xf32>) -> tensor<1xf32>
    %173 = "stablehlo.broadcast_in_dim"(%172) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %174 = "stablehlo.multiply"(%164, %173) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %175 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %176 = "stablehlo.multiply"(%175, %174) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %178 = "stablehlo.abs"(%177) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %179 = "stablehlo.reduce"(%178, %30) ({
    ^bb0(%180: tensor<f32>, %181: tensor<f32>):
      %182 = "stablehlo.maximum"(%180, %181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%182) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %183 = "stablehlo.divide"(%179, %50) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %184 = "stablehlo.compare"(%183, %52) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %185 = "stablehlo.select"(%184, %54, %183) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %186 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %187 = "stablehlo.divide"(%177, %186) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %188 = "stablehlo.round_nearest_even"(%187) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %189 = "stablehlo.clamp"(%59, %188, %60) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %190 = "stablehlo.convert"(%189) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %191 = "stablehlo.reshape"(%arg12) : (tensor<96x64xi4>) -> tensor<96x2x32xi4>
    %192 = "stablehlo.convert"(%191) : (tensor<96x2x32xi4>) -> tensor<96x2x32xi8>
    %193 = "stablehlo.dot_general"(%190, %192) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %194 = "stablehlo.convert"(%193) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %195 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %196 = "stablehlo.multiply"(%194, %195) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %197 = "stablehlo.transpose"(%196) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %198 = "stablehlo.convert"(%arg13) : (tensor<96x2xf16>) -> tensor<96x2xf32>
    %199 = "stablehlo.dot_general"(%197, %198) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %200 = "stablehlo.transpose"(%199) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %201 = "stablehlo.reshape"(%arg14) : (tensor<96x64xi4>) -> tensor<96x2x32xi4>
    %202 = "stablehlo.convert"(%201) : (tensor<96x2x32xi4>) -> tensor<96x2x32xi8>
    %203 = "stablehlo.dot_general"(%190, %202) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %204 = "stablehlo.convert"(%203) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %205 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %206 = "stablehlo.multiply"(%204, %205) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %207 = "stablehlo.transpose"(%206) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %208 = "stablehlo.convert"(%arg15) : (tensor<96x2xf16>) -> tensor<96x2xf32>
    %209 = "stablehlo.dot_general"(%207, %208) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %210 = "stablehlo.transpose"(%209) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %211 = "stablehlo.logistic"(%200) : (tensor<1x96xf32>) -> tensor<1x96xf32>
    %212 = "stablehlo.multiply"(%200, %211) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %213 = "stablehlo.multiply"(%212, %210) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %214 = "stablehlo.reshape"(%213) : (tensor<1x96xf32>) -> tensor<1x3x32xf32>
    %215 = "stablehlo.abs"(%214) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %216 = "stablehlo.reduce"(%215, %30) ({
    ^bb0(%217: tensor<f32>, %218: tensor<f32>):
      %219 = "stablehlo.maximum"(%217, %218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%219) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3xf32>
    %220 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %221 = "stablehlo.divide"(%216, %220) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %222 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %223 = "stablehlo.compare"(%221, %222) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %224 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %225 = "stablehlo.select"(%223, %224, %221) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %226 = "stablehlo.broadcast_in_dim"(%225) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<1x3x32xf32>
    %227 = "stablehlo.divide"(%214, %226) : (tensor<1x3x32xf32>, tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %228 = "stablehlo.round_nearest_even"(%227) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %229 = "stablehlo.clamp"(%59, %228, %60) : (tensor<f32>, tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3x32xf32>
    %230 = "stablehlo.convert"(%229) : (tensor<1x3x32xf32>) -> tensor<1x3x32xi8>
    %231 = "stablehlo.reshape"(%arg16) : (tensor<64x96xi4>) -> tensor<64x3x32xi4>
    %232 = "stablehlo.convert"(%231) : (tensor<64x3x32xi4>) -> tensor<64x3x32xi8>
    %233 = "stablehlo.dot_general"(%230, %232) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x3x32xi8>, tensor<64x3x32xi8>) -> tensor<3x1x64xi32>
    %234 = "stablehlo.convert"(%233) : (tensor<3x1x64xi32>) -> tensor<3x1x64xf32>
    %235 = "stablehlo.broadcast_in_dim"(%221) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x3xf32>) -> tensor<3x1x64xf32>
    %236 = "stablehlo.multiply"(%234, %235) : (tensor<3x1x64xf32>, tensor<3x1x64xf32>) -> tensor<3x1x64xf32>
    %237 = "stablehlo.transpose"(%236) {permutation = array<i64: 2, 1, 0>} : (tensor<3x1x64xf32>) -> tensor<64x1x3xf32>
    %238 = "stablehlo.convert"(%arg17) : (tensor<64x3xf16>) -> tensor<64x3xf32>
    %239 = "stablehlo.dot_general"(%237, %238) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x3xf32>, tensor<64x3xf32>) -> tensor<64x1xf32>
    %240 = "stablehlo.transpose"(%239) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %241 = "stablehlo.add"(%164, %240) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %242 = "stablehlo.multiply"(%241, %241) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %243 = "stablehlo.reduce"(%242, %30) ({
    ^bb0(%244: tensor<f32>, %245: tensor<f32>):
      %246 = "stablehlo.add"(%244, %245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%246) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %247 = "stablehlo.divide"(%243, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %248 = "stablehlo.add"(%247, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %249 = "stablehlo.rsqrt"(%248) : (tensor<1xf32>) -> tensor<1xf32>
    %250 = "stablehlo.broadcast_in_dim"(%249) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %251 = "stablehlo.multiply"(%241, %250) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %252 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %253 = "stablehlo.multiply"(%252, %251) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %254 = "stablehlo.reshape"(%253) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %255 = "stablehlo.abs"(%254) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %256 = "stablehlo.reduce"(%255, %30) ({
    ^bb0(%257: tensor<f32>, %258: tensor<f32>):
      %259 = "stablehlo.maximum"(%257, %258) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%259) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %260 = "stablehlo.divide"(%256, %50) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %261 = "stablehlo.compare"(%260, %52) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %262 = "stablehlo.select"(%261, %54, %260) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %263 = "stablehlo.broadcast_in_dim"(%262) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %264 = "stablehlo.divide"(%254, %263) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %265 = "stablehlo.round_nearest_even"(%264) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %266 = "stablehlo.clamp"(%59, %265, %60) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %267 = "stablehlo.convert"(%266) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %268 = "stablehlo.reshape"(%arg21) : (tensor<32x64xi4>) -> tensor<32x2x32xi4>
    %269 = "stablehlo.convert"(%268) : (tensor<32x2x32xi4>) -> tensor<32x2x32xi8>
    %270 = "stablehlo.dot_general"(%267, %269) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x1x32xi32>
    %271 = "stablehlo.convert"(%270) : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %272 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x32xf32>
    %273 = "stablehlo.multiply"(%271, %272) : (tensor<2x1x32xf32>, tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %274 = "stablehlo.transpose"(%273) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x32xf32>) -> tensor<32x1x2xf32>
    %275 = "stablehlo.convert"(%arg22) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %276 = "stablehlo.dot_general"(%274, %275) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x1x2xf32>, tensor<32x2xf32>) -> tensor<32x1xf32>
    %277 = "stablehlo.transpose"(%276) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %278 = "stablehlo.reshape"(%277) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %279 = "stablehlo.reshape"(%arg23) : (tensor<32x64xi4>) -> tensor<32x2x32xi4>
    %280 = "stablehlo.convert"(%279) : (tensor<32x2x32xi4>) -> tensor<32x2x32xi8>
    %281 = "stablehlo.dot_general"(%267, %280) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x1x32xi32>
    %282 = "stablehlo.convert"(%281) : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %283 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x32xf32>
    %284 = "stablehlo.multiply"(%282, %283) : (tensor<2x1x32xf32>, tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %285 = "stablehlo.transpose"(%284) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x32xf32>) -> tensor<32x1x2xf32>
    %286 = "stablehlo.convert"(%arg24) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %287 = "stablehlo.dot_general"(%285, %286) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x1x2xf32>, tensor<32x2xf32>) -> tensor<32x1xf32>
    %288 = "stablehlo.transpose"(%287) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %289 = "stablehlo.reshape"(%288) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %290 = "stablehlo.slice"(%278) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %291 = "stablehlo.slice"(%278) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %292 = "stablehlo.multiply"(%290, %23) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %293 = "stablehlo.multiply"(%291, %24) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %294 = "stablehlo.subtract"(%292, %293) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %295 = "stablehlo.multiply"(%291, %23) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %296 = "stablehlo.multiply"(%290, %24) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %297 = "stablehlo.add"(%295, %296) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %298 = "stablehlo.concatenate"(%294, %297) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %299 = "stablehlo.dynamic_update_slice"(%arg39, %298, %arg36, %94, %94) : (tensor<16x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %300 = "stablehlo.dynamic_update_slice"(%arg40, %289, %arg36, %94, %94) : (tensor<16x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %301 = "stablehlo.reshape"(%arg19) : (tensor<64x64xi4>) -> tensor<64x2x32xi4>
    %302 = "stablehlo.convert"(%301) : (tensor<64x2x32xi4>) -> tensor<64x2x32xi8>
    %303 = "stablehlo.dot_general"(%267, %302) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %304 = "stablehlo.convert"(%303) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %305 = "stablehlo.broadcast_in_dim"(%260) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %306 = "stablehlo.multiply"(%304, %305) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %308 = "stablehlo.convert"(%arg20) : (tensor<64x2xf16>) -> tensor<64x2xf32>
    %309 = "stablehlo.dot_general"(%307, %308) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %310 = "stablehlo.transpose"(%309) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %312 = "stablehlo.slice"(%311) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %313 = "stablehlo.slice"(%311) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %314 = "stablehlo.multiply"(%312, %21) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %315 = "stablehlo.multiply"(%313, %22) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %316 = "stablehlo.subtract"(%314, %315) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %317 = "stablehlo.multiply"(%313, %21) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %318 = "stablehlo.multiply"(%312, %22) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %319 = "stablehlo.add"(%317, %318) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %320 = "stablehlo.concatenate"(%316, %319) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %321 = "stablehlo.reshape"(%320) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %322 = "stablehlo.dot_general"(%321, %299) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %323 = "stablehlo.multiply"(%322, %119) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %324 = "stablehlo.select"(%28, %323, %121) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %325 = "stablehlo.reduce"(%324, %123) ({
    ^bb0(%326: tensor<f32>, %327: tensor<f32>):
      %328 = "stablehlo.maximum"(%326, %327) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%328) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %329 = "stablehlo.broadcast_in_dim"(%325) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %330 = "stablehlo.subtract"(%324, %329) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %331 = "stablehlo.exponential"(%330) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %332 = "stablehlo.reduce"(%331, %30) ({
    ^bb0(%333: tensor<f32>, %334: tensor<f32>):
      %335 = "stablehlo.add"(%333, %334) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%335) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %336 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %337 = "stablehlo.divide"(%331, %336) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %338 = "stablehlo.dot_general"(%337, %300) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %339 = "stablehlo.transpose"(%338) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %340 = "stablehlo.reshape"(%339) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %341 = "stablehlo.reshape"(%340) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %342 = "stablehlo.abs"(%341) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %343 = "stablehlo.reduce"(%342, %30) ({
    ^bb0(%344: tensor<f32>, %345: tensor<f32>):
      %346 = "stablehlo.maximum"(%344, %345) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%346) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %347 = "stablehlo.divide"(%343, %50) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %348 = "stablehlo.compare"(%347, %52) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %349 = "stablehlo.select"(%348, %54, %347) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %350 = "stablehlo.broadcast_in_dim"(%349) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %351 = "stablehlo.divide"(%341, %350) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %352 = "stablehlo.round_nearest_even"(%351) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %353 = "stablehlo.clamp"(%59, %352, %60) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %354 = "stablehlo.convert"(%353) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %355 = "stablehlo.reshape"(%arg25) : (tensor<64x64xi4>) -> tensor<64x2x32xi4>
    %356 = "stablehlo.convert"(%355) : (tensor<64x2x32xi4>) -> tensor<64x2x32xi8>
    %357 = "stablehlo.dot_general"(%354, %356) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %358 = "stablehlo.convert"(%357) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %359 = "stablehlo.broadcast_in_dim"(%347) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %360 = "stablehlo.multiply"(%358, %359) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %361 = "stablehlo.transpose"(%360) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %362 = "stablehlo.convert"(%arg26) : (tensor<64x2xf16>) -> tensor<64x2xf32>
    %363 = "stablehlo.dot_general"(%361, %362) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %364 = "stablehlo.transpose"(%363) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %365 = "stablehlo.add"(%241, %364) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %366 = "stablehlo.multiply"(%365, %365) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %367 = "stablehlo.reduce"(%366, %30) ({
    ^bb0(%368: tensor<f32>, %369: tensor<f32>):
      %370 = "stablehlo.add"(%368, %369) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%370) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %371 = "stablehlo.divide"(%367, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %372 = "stablehlo.add"(%371, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %373 = "stablehlo.rsqrt"(%372) : (tensor<1xf32>) -> tensor<1xf32>
    %374 = "stablehlo.broadcast_in_dim"(%373) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %375 = "stablehlo.multiply"(%365, %374) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %376 = "stablehlo.broadcast_in_dim"(%arg27) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %377 = "stablehlo.multiply"(%376, %375) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %378 = "stablehlo.reshape"(%377) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %379 = "stablehlo.abs"(%378) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %380 = "stablehlo.reduce"(%379, %30) ({
    ^bb0(%381: tensor<f32>, %382: tensor<f32>):
      %383 = "stablehlo.maximum"(%381, %382) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%383) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %384 = "stablehlo.divide"(%380, %50) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %385 = "stablehlo.compare"(%384, %52) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %386 = "stablehlo.select"(%385, %54, %384) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %387 = "stablehlo.broadcast_in_dim"(%386) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %388 = "stablehlo.divide"(%378, %387) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %389 = "stablehlo.round_nearest_even"(%388) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %390 = "stablehlo.clamp"(%59, %389, %60) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %391 = "stablehlo.convert"(%390) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %392 = "stablehlo.reshape"(%arg28) : (tensor<96x64xi4>) -> tensor<96x2x32xi4>
    %393 = "stablehlo.convert"(%392) : (tensor<96x2x32xi4>) -> tensor<96x2x32xi8>
    %394 = "stablehlo.dot_general"(%391, %393) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %395 = "stablehlo.convert"(%394) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %396 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %397 = "stablehlo.multiply"(%395, %396) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %398 = "stablehlo.transpose"(%397) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %399 = "stablehlo.convert"(%arg29) : (tensor<96x2xf16>) -> tensor<96x2xf32>
    %400 = "stablehlo.dot_general"(%398, %399) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %401 = "stablehlo.transpose"(%400) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %402 = "stablehlo.reshape"(%arg30) : (tensor<96x64xi4>) -> tensor<96x2x32xi4>
    %403 = "stablehlo.convert"(%402) : (tensor<96x2x32xi4>) -> tensor<96x2x32xi8>
    %404 = "stablehlo.dot_general"(%391, %403) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %405 = "stablehlo.convert"(%404) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %406 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %407 = "stablehlo.multiply"(%405, %406) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %408 = "stablehlo.transpose"(%407) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %409 = "stablehlo.convert"(%arg31) : (tensor<96x2xf16>) -> tensor<96x2xf32>
    %410 = "stablehlo.dot_general"(%408, %409) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %411 = "stablehlo.transpose"(%410) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %412 = "stablehlo.logistic"(%401) : (tensor<1x96xf32>) -> tensor<1x96xf32>
    %413 = "stablehlo.multiply"(%401, %412) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %414 = "stablehlo.multiply"(%413, %411) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %415 = "stablehlo.reshape"(%414) : (tensor<1x96xf32>) -> tensor<1x3x32xf32>
    %416 = "stablehlo.abs"(%415) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %417 = "stablehlo.reduce"(%416, %30) ({
    ^bb0(%418: tensor<f32>, %419: tensor<f32>):
      %420 = "stablehlo.maximum"(%418, %419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%420) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3xf32>
    %421 = "stablehlo.divide"(%417, %220) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %422 = "stablehlo.compare"(%421, %222) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %423 = "stablehlo.select"(%422, %224, %421) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<1x3x32xf32>
    %425 = "stablehlo.divide"(%415, %424) : (tensor<1x3x32xf32>, tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %426 = "stablehlo.round_nearest_even"(%425) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %427 = "stablehlo.clamp"(%59, %426, %60) : (tensor<f32>, tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3x32xf32>
    %428 = "stablehlo.convert"(%427) : (tensor<1x3x32xf32>) -> tensor<1x3x32xi8>
    %429 = "stablehlo.reshape"(%arg32) : (tensor<64x96xi4>) -> tensor<64x3x32xi4>
    %430 = "stablehlo.convert"(%429) : (tensor<64x3x32xi4>) -> tensor<64x3x32xi8>
    %431 = "stablehlo.dot_general"(%428, %430) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x3x32xi8>, tensor<64x3x32xi8>) -> tensor<3x1x64xi32>
    %432 = "stablehlo.convert"(%431) : (tensor<3x1x64xi32>) -> tensor<3x1x64xf32>
    %433 = "stablehlo.broadcast_in_dim"(%421) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x3xf32>) -> tensor<3x1x64xf32>
    %434 = "stablehlo.multiply"(%432, %433) : (tensor<3x1x64xf32>, tensor<3x1x64xf32>) -> tensor<3x1x64xf32>
    %435 = "stablehlo.transpose"(%434) {permutation = array<i64: 2, 1, 0>} : (tensor<3x1x64xf32>) -> tensor<64x1x3xf32>
    %436 = "stablehlo.convert"(%arg33) : (tensor<64x3xf16>) -> tensor<64x3xf32>
    %437 = "stablehlo.dot_general"(%435, %436) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x3xf32>, tensor<64x3xf32>) -> tensor<64x1xf32>
    %438 = "stablehlo.transpose"(%437) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %439 = "stablehlo.add"(%365, %438) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %440 = "stablehlo.multiply"(%439, %439) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %441 = "stablehlo.reduce"(%440, %30) ({
    ^bb0(%442: tensor<f32>, %443: tensor<f32>):
      %444 = "stablehlo.add"(%442, %443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%444) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %445 = "stablehlo.divide"(%441, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %446 = "stablehlo.add"(%445, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %447 = "stablehlo.rsqrt"(%446) : (tensor<1xf32>) -> tensor<1xf32>
    %448 = "stablehlo.broadcast_in_dim"(%447) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %449 = "stablehlo.multiply"(%439, %448) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %450 = "stablehlo.broadcast_in_dim"(%arg34) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %451 = "stablehlo.multiply"(%450, %449) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %452 = "stablehlo.reshape"(%451) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %453 = "stablehlo.abs"(%452) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %454 = "stablehlo.reduce"(%453, %30) ({
    ^bb0(%455: tensor<f32>, %456: tensor<f32>):
      %457 = "stablehlo.maximum"(%455, %456) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%457) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %458 = "stablehlo.divide"(%454, %50) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %459 = "stablehlo.compare"(%458, %52) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %460 = "stablehlo.select"(%459, %54, %458) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %461 = "stablehlo.broadcast_in_dim"(%460) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %462 = "stablehlo.divide"(%452, %461) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %463 = "stablehlo.round_nearest_even"(%462) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %464 = "stablehlo.clamp"(%59, %463, %60) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %465 = "stablehlo.convert"(%464) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %466 = "stablehlo.reshape"(%arg0) : (tensor<24x64xi4>) -> tensor<24x2x32xi4>
    %467 = "stablehlo.convert"(%466) : (tensor<24x2x32xi4>) -> tensor<24x2x32xi8>
    %468 = "stablehlo.dot_general"(%465, %467) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<24x2x32xi8>) -> tensor<2x1x24xi32>
    %469 = "stablehlo.convert"(%468) : (tensor<2x1x24xi32>) -> tensor<2x1x24xf32>
    %470 = "stablehlo.broadcast_in_dim"(%458) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x24xf32>
    %471 = "stablehlo.multiply"(%469, %470) : (tensor<2x1x24xf32>, tensor<2x1x24xf32>) -> tensor<2x1x24xf32>
    %472 = "stablehlo.transpose"(%471) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x24xf32>) -> tensor<24x1x2xf32>
    %473 = "stablehlo.convert"(%arg1) : (tensor<24x2xf16>) -> tensor<24x2xf32>
    %474 = "stablehlo.dot_general"(%472, %473) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<24x1x2xf32>, tensor<24x2xf32>) -> tensor<24x1xf32>
    %475 = "stablehlo.transpose"(%474) {permutation = array<i64: 1, 0>} : (tensor<24x1xf32>) -> tensor<1x24xf32>
    %476 = "stablehlo.reshape"(%475) : (tensor<1x24xf32>) -> tensor<24xf32>
    %477 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<24xi32>
    %478:2 = "stablehlo.reduce"(%476, %477, %123, %94) ({
    ^bb0(%479: tensor<f32>, %480: tensor<i32>, %481: tensor<f32>, %482: tensor<i32>):
      %483 = "stablehlo.compare"(%479, %481) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %484 = "stablehlo.compare"(%479, %481) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %485 = "stablehlo.compare"(%480, %482) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %486 = "stablehlo.select"(%484, %485, %483) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %487 = "stablehlo.select"(%486, %479, %481) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %488 = "stablehlo.select"(%486, %480, %482) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%487, %488) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<24xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%478#1, %95, %96, %299, %300) : (tensor<i32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> ()
  }
}
