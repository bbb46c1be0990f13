module @prefill_logits {
  func.func public @main(%arg0: tensor<24x32xi4>, %arg1: tensor<24x1xf16>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xi4>, %arg4: tensor<32x1xf16>, %arg5: tensor<16x32xi4>, %arg6: tensor<16x1xf16>, %arg7: tensor<16x32xi4>, %arg8: tensor<16x1xf16>, %arg9: tensor<32x32xi4>, %arg10: tensor<32x1xf16>, %arg11: tensor<32xf32>, %arg12: tensor<64x32xi4>, %arg13: tensor<64x1xf16>, %arg14: tensor<64x32xi4>, %arg15: tensor<64x1xf16>, %arg16: tensor<32x64xi4>, %arg17: tensor<32x2xf16>, %arg18: tensor<32xf32>, %arg19: tensor<24x32xi4>, %arg20: tensor<24x1xf16>, %arg21: tensor<4xi32>, %arg22: tensor<i32>, %arg23: tensor<i32>, %arg24: tensor<16x1x16xf32>, %arg25: tensor<16x1x16xf32>) -> (tensor<24xf32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) {
    %0 = "stablehlo.reshape"(%arg21) : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg1, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<24x1xf16>, tensor<4x1xi32>) -> tensor<4x1xf16>
    %2 = "stablehlo.reshape"(%arg21) : (tensor<4xi32>) -> tensor<4x1xi32>
    %3 = "stablehlo.gather"(%arg0, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 32>} : (tensor<24x32xi4>, tensor<4x1xi32>) -> tensor<4x32xi4>
    %4 = "stablehlo.convert"(%3) : (tensor<4x32xi4>) -> tensor<4x32xf32>
    %5 = "stablehlo.convert"(%1) : (tensor<4x1xf16>) -> tensor<4x1xf32>
    %6 = "stablehlo.reshape"(%4) : (tensor<4x32xf32>) -> tensor<4x1x32xf32>
    %7 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x1xf32>) -> tensor<4x1x32xf32>
    %8 = "stablehlo.multiply"(%6, %7) : (tensor<4x1x32xf32>, tensor<4x1x32xf32>) -> tensor<4x1x32xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %10 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
    %11 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %13 = "stablehlo.convert"(%12) : (tensor<4xi32>) -> tensor<4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %15 = "stablehlo.constant"() {value = dense<[1.0e+00, 3.1622776e-01, 1.0e-01, 3.162278e-02, 1.0e-02, 3.1622779e-03, 1.0e-03, 3.162278e-04]> : tensor<8xf32>} : () -> tensor<8xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %17 = "stablehlo.multiply"(%14, %16) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %18 = "stablehlo.cosine"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %19 = "stablehlo.sine"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %20 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x2x8xf32>
    %21 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x2x8xf32>
    %22 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %23 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %24 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x16xi32>
    %25 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi32>) -> tensor<4x16xi32>
    %26 = "stablehlo.compare"(%24, %25) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<4x16xi1>) -> tensor<1x4x2x16xi1>
    %28 = "stablehlo.multiply"(%9, %9) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %29 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) ({
    ^bb0(%31: tensor<f32>, %32: tensor<f32>):
      %33 = "stablehlo.add"(%31, %32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = "stablehlo.constant"() {value = dense<3.2e+01> : tensor<4xf32>} : () -> tensor<4xf32>
    %35 = "stablehlo.divide"(%30, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<4xf32>} : () -> tensor<4xf32>
    %37 = "stablehlo.add"(%35, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.rsqrt"(%37) : (tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x32xf32>
    %40 = "stablehlo.multiply"(%9, %39) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %41 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<4x32xf32>
    %42 = "stablehlo.multiply"(%41, %40) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %43 = "stablehlo.convert"(%arg3) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %44 = "stablehlo.convert"(%arg4) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %45 = "stablehlo.reshape"(%43) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %46 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %47 = "stablehlo.multiply"(%45, %46) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %49 = "stablehlo.dot_general"(%42, %48) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %51 = "stablehlo.convert"(%arg5) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %52 = "stablehlo.convert"(%arg6) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %53 = "stablehlo.reshape"(%51) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %54 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %55 = "stablehlo.multiply"(%53, %54) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %57 = "stablehlo.dot_general"(%42, %56) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<16x32xf32>) -> tensor<4x16xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %59 = "stablehlo.convert"(%arg7) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %60 = "stablehlo.convert"(%arg8) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %61 = "stablehlo.reshape"(%59) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %62 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %63 = "stablehlo.multiply"(%61, %62) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %65 = "stablehlo.dot_general"(%42, %64) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<16x32xf32>) -> tensor<4x16xf32>
    %66 = "stablehlo.reshape"(%65) : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %67 = "stablehlo.slice"(%50) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %68 = "stablehlo.slice"(%50) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %69 = "stablehlo.multiply"(%67, %20) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %70 = "stablehlo.multiply"(%68, %21) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %71 = "stablehlo.subtract"(%69, %70) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %72 = "stablehlo.multiply"(%68, %20) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %73 = "stablehlo.multiply"(%67, %21) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %74 = "stablehlo.add"(%72, %73) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %75 = "stablehlo.concatenate"(%71, %74) {dimension = 2 : i64} : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x16xf32>
    %76 = "stablehlo.slice"(%58) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x16xf32>) -> tensor<4x1x8xf32>
    %77 = "stablehlo.slice"(%58) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x16xf32>) -> tensor<4x1x8xf32>
    %78 = "stablehlo.multiply"(%76, %22) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %79 = "stablehlo.multiply"(%77, %23) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %80 = "stablehlo.subtract"(%78, %79) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %81 = "stablehlo.multiply"(%77, %22) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %82 = "stablehlo.multiply"(%76, %23) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %83 = "stablehlo.add"(%81, %82) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %84 = "stablehlo.concatenate"(%80, %83) {dimension = 2 : i64} : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x16xf32>
    %85 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %86 = "stablehlo.dynamic_update_slice"(%arg24, %84, %arg22, %85, %85) : (tensor<16x1x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %87 = "stablehlo.dynamic_update_slice"(%arg25, %66, %arg22, %85, %85) : (tensor<16x1x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %88 = "stablehlo.reshape"(%75) : (tensor<4x2x16xf32>) -> tensor<4x1x2x16xf32>
    %89 = "stablehlo.dot_general"(%88, %86) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x4x2x16xf32>
    %90 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<1x4x2x16xf32>} : () -> tensor<1x4x2x16xf32>
    %91 = "stablehlo.multiply"(%89, %90) : (tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %92 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<1x4x2x16xf32>} : () -> tensor<1x4x2x16xf32>
    %93 = "stablehlo.select"(%27, %91, %92) : (tensor<1x4x2x16xi1>, tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %94 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %95 = "stablehlo.reduce"(%93, %94) ({
    ^bb0(%96: tensor<f32>, %97: tensor<f32>):
      %98 = "stablehlo.maximum"(%96, %97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%98) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x2x16xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %99 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x2xf32>) -> tensor<1x4x2x16xf32>
    %100 = "stablehlo.subtract"(%93, %99) : (tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %101 = "stablehlo.exponential"(%100) : (tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %102 = "stablehlo.reduce"(%101, %29) ({
    ^bb0(%103: tensor<f32>, %104: tensor<f32>):
      %105 = "stablehlo.add"(%103, %104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%105) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x2x16xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %106 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x2xf32>) -> tensor<1x4x2x16xf32>
    %107 = "stablehlo.divide"(%101, %106) : (tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %108 = "stablehlo.dot_general"(%107, %87) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x4x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x4x2x16xf32>
    %109 = "stablehlo.transpose"(%108) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x4x2x16xf32>) -> tensor<4x1x2x16xf32>
    %110 = "stablehlo.reshape"(%109) : (tensor<4x1x2x16xf32>) -> tensor<4x32xf32>
    %111 = "stablehlo.convert"(%arg9) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %112 = "stablehlo.convert"(%arg10) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %113 = "stablehlo.reshape"(%111) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %114 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %115 = "stablehlo.multiply"(%113, %114) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %116 = "stablehlo.reshape"(%115) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %117 = "stablehlo.dot_general"(%110, %116) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %118 = "stablehlo.add"(%9, %117) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %119 = "stablehlo.multiply"(%118, %118) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %120 = "stablehlo.reduce"(%119, %29) ({
    ^bb0(%121: tensor<f32>, %122: tensor<f32>):
      %123 = "stablehlo.add"(%121, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%123) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %124 = "stablehlo.divide"(%120, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %125 = "stablehlo.add"(%124, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %126 = "stablehlo.rsqrt"(%125) : (tensor<4xf32>) -> tensor<4xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x32xf32>
    %128 = "stablehlo.multiply"(%118, %127) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %129 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<4x32xf32>
    %130 = "stablehlo.multiply"(%129, %128) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %131 = "stablehlo.convert"(%arg12) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %132 = "stablehlo.convert"(%arg13) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %133 = "stablehlo.reshape"(%131) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %134 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %135 = "stablehlo.multiply"(%133, %134) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %136 = "stablehlo.reshape"(%135) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %137 = "stablehlo.dot_general"(%130, %136) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<64x32xf32>) -> tensor<4x64xf32>
    %138 = "stablehlo.convert"(%arg14) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %139 = "stablehlo.convert"(%arg15) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %140 = "stablehlo.reshape"(%138) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %141 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %142 = "stablehlo.multiply"(%140, %141) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %143 = "stablehlo.reshape"(%142) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %144 = "stablehlo.dot_general"(%130, %143) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<64x32xf32>) -> tensor<4x64xf32>
    %145 = "stablehlo.logistic"(%137) : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %146 = "stablehlo.multiply"(%137, %145) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %147 = "stablehlo.multiply"(%146, %144) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %148 = "stablehlo.convert"(%arg16) : (tensor<32x64xi4>) -> tensor<32x64xf32>
    %149 = "stablehlo.convert"(%arg17) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %150 = "stablehlo.reshape"(%148) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %151 = "stablehlo.broadcast_in_dim"(%149) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %152 = "stablehlo.multiply"(%150, %151) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %154 = "stablehlo.dot_general"(%147, %153) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x64xf32>, tensor<32x64xf32>) -> tensor<4x32xf32>
    %155 = "stablehlo.add"(%118, %154) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %156 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %157 = "stablehlo.subtract"(%arg23, %156) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %158 = "stablehlo.dynamic_slice"(%155, %157, %85) {slice_sizes = array<i64: 1, 32>} : (tensor<4x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1x32xf32>
    %159 = "stablehlo.multiply"(%158, %158) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %160 = "stablehlo.reduce"(%159, %29) ({
    ^bb0(%161: tensor<f32>, %162: tensor<f32>):
      %163 = "stablehlo.add"(%161, %162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%163) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %164 = "stablehlo.constant"() {value = dense<3.2e+01> : tensor<1xf32>} : () -> tensor<1xf32>
    %165 = "stablehlo.divide"(%160, %164) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %166 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %167 = "stablehlo.add"(%165, %166) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %168 = "stablehlo.rsqrt"(%167) : (tensor<1xf32>) -> tensor<1xf32>
    %169 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %170 = "stablehlo.multiply"(%158, %169) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %171 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %172 = "stablehlo.multiply"(%171, %170) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %173 = "stablehlo.convert"(%arg19) : (tensor<24x32xi4>) -> tensor<24x32xf32>
    %174 = "stablehlo.convert"(%arg20) : (tensor<24x1xf16>) -> tensor<24x1xf32>
    %175 = "stablehlo.reshape"(%173) : (tensor<24x32xf32>) -> tensor<24x1x32xf32>
    %176 = "stablehlo.broadcast_in_dim"(%174) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<24x1xf32>) -> tensor<24x1x32xf32>
    %177 = "stablehlo.multiply"(%175, %176) : (tensor<24x1x32xf32>, tensor<24x1x32xf32>) -> tensor<24x1x32xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<24x1x32xf32>) -> tensor<24x32xf32>
    %179 = "stablehlo.dot_general"(%172, %178) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<24x32xf32>) -> tensor<1x24xf32>
    %180 = "stablehlo.reshape"(%179) : (tensor<1x24xf32>) -> tensor<24xf32>
    "func.return"(%180, %86, %87) : (tensor<24xf32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> ()
  }
}
