module @prefill_logits {
  func.func public @main(%arg0: tensor<32x8xi8>, %arg1: tensor<32xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x8xi8>, %arg4: tensor<8xf32>, %arg5: tensor<4x8xi8>, %arg6: tensor<4xf32>, %arg7: tensor<4x8xi8>, %arg8: tensor<4xf32>, %arg9: tensor<8x8xi8>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<16x8xi8>, %arg13: tensor<16xf32>, %arg14: tensor<16x8xi8>, %arg15: tensor<16xf32>, %arg16: tensor<8x16xi8>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<4xi32>, %arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<16x1x4xf32>, %arg23: tensor<16x1x4xf32>) -> (tensor<32xf32>, tensor<16x1x4xf32>, tensor<16x1x4xf32>) {
    %0 = "stablehlo.reshape"(%arg19) : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg1, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<32xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %2 = "stablehlo.reshape"(%arg19) : (tensor<4xi32>) -> tensor<4x1xi32>
    %3 = "stablehlo.gather"(%arg0, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<32x8xi8>, tensor<4x1xi32>) -> tensor<4x8xi8>
    %4 = "stablehlo.convert"(%3) : (tensor<4x8xi8>) -> tensor<4x8xf32>
    %5 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %6 = "stablehlo.multiply"(%4, %5) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %7 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
    %8 = "stablehlo.broadcast_in_dim"(%arg20) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %9 = "stablehlo.add"(%7, %8) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %10 = "stablehlo.convert"(%9) : (tensor<4xi32>) -> tensor<4xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x2xf32>
    %12 = "stablehlo.constant"() {value = dense<[1.0e+00, 1.0e-02]> : tensor<2xf32>} : () -> tensor<2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<4x2xf32>
    %14 = "stablehlo.multiply"(%11, %13) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %15 = "stablehlo.cosine"(%14) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %16 = "stablehlo.sine"(%14) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %17 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x2xf32>) -> tensor<4x2x2xf32>
    %18 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x2xf32>) -> tensor<4x2x2xf32>
    %19 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x2xf32>) -> tensor<4x1x2xf32>
    %20 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x2xf32>) -> tensor<4x1x2xf32>
    %21 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x16xi32>
    %22 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi32>) -> tensor<4x16xi32>
    %23 = "stablehlo.compare"(%21, %22) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<4x16xi1>) -> tensor<1x4x2x16xi1>
    %25 = "stablehlo.multiply"(%6, %6) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %26 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%28: tensor<f32>, %29: tensor<f32>):
      %30 = "stablehlo.add"(%28, %29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %31 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<4xf32>} : () -> tensor<4xf32>
    %32 = "stablehlo.divide"(%27, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<4xf32>} : () -> tensor<4xf32>
    %34 = "stablehlo.add"(%32, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %35 = "stablehlo.rsqrt"(%34) : (tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %37 = "stablehlo.multiply"(%6, %36) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %38 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %39 = "stablehlo.multiply"(%38, %37) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %40 = "stablehlo.convert"(%arg3) : (tensor<8x8xi8>) -> tensor<8x8xf32>
    %41 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x8xf32>
    %42 = "stablehlo.multiply"(%40, %41) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %43 = "stablehlo.dot_general"(%39, %42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
    %45 = "stablehlo.convert"(%arg5) : (tensor<4x8xi8>) -> tensor<4x8xf32>
    %46 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %47 = "stablehlo.multiply"(%45, %46) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %48 = "stablehlo.dot_general"(%39, %47) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x4xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %50 = "stablehlo.convert"(%arg7) : (tensor<4x8xi8>) -> tensor<4x8xf32>
    %51 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %52 = "stablehlo.multiply"(%50, %51) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %53 = "stablehlo.dot_general"(%39, %52) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x4xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %55 = "stablehlo.slice"(%44) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x4xf32>) -> tensor<4x2x2xf32>
    %56 = "stablehlo.slice"(%44) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x4xf32>) -> tensor<4x2x2xf32>
    %57 = "stablehlo.multiply"(%55, %17) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %58 = "stablehlo.multiply"(%56, %18) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %59 = "stablehlo.subtract"(%57, %58) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %60 = "stablehlo.multiply"(%56, %17) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %61 = "stablehlo.multiply"(%55, %18) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %62 = "stablehlo.add"(%60, %61) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %63 = "stablehlo.concatenate"(%59, %62) {dimension = 2 : i64} : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x4xf32>
    %64 = "stablehlo.slice"(%49) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x4xf32>) -> tensor<4x1x2xf32>
    %65 = "stablehlo.slice"(%49) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 4, 1, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x4xf32>) -> tensor<4x1x2xf32>
    %66 = "stablehlo.multiply"(%64, %19) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %67 = "stablehlo.multiply"(%65, %20) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %68 = "stablehlo.subtract"(%66, %67) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %69 = "stablehlo.multiply"(%65, %19) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %70 = "stablehlo.multiply"(%64, %20) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %71 = "stablehlo.add"(%69, %70) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %72 = "stablehlo.concatenate"(%68, %71) {dimension = 2 : i64} : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x4xf32>
    %73 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %74 = "stablehlo.dynamic_update_slice"(%arg22, %72, %arg20, %73, %73) : (tensor<16x1x4xf32>, tensor<4x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x4xf32>
    %75 = "stablehlo.dynamic_update_slice"(%arg23, %54, %arg20, %73, %73) : (tensor<16x1x4xf32>, tensor<4x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x4xf32>
    %76 = "stablehlo.reshape"(%63) : (tensor<4x2x4xf32>) -> tensor<4x1x2x4xf32>
    %77 = "stablehlo.dot_general"(%76, %74) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x1x2x4xf32>, tensor<16x1x4xf32>) -> tensor<1x4x2x16xf32>
    %78 = "stablehlo.constant"() {value = dense<5.0e-01> : tensor<1x4x2x16xf32>} : () -> tensor<1x4x2x16xf32>
    %79 = "stablehlo.multiply"(%77, %78) : (tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %80 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<1x4x2x16xf32>} : () -> tensor<1x4x2x16xf32>
    %81 = "stablehlo.select"(%24, %79, %80) : (tensor<1x4x2x16xi1>, tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %82 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %83 = "stablehlo.reduce"(%81, %82) ({
    ^bb0(%84: tensor<f32>, %85: tensor<f32>):
      %86 = "stablehlo.maximum"(%84, %85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%86) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x2x16xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %87 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x2xf32>) -> tensor<1x4x2x16xf32>
    %88 = "stablehlo.subtract"(%81, %87) : (tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %89 = "stablehlo.exponential"(%88) : (tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %90 = "stablehlo.reduce"(%89, %26) ({
    ^bb0(%91: tensor<f32>, %92: tensor<f32>):
      %93 = "stablehlo.add"(%91, %92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%93) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x2x16xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %94 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x2xf32>) -> tensor<1x4x2x16xf32>
    %95 = "stablehlo.divide"(%89, %94) : (tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %96 = "stablehlo.dot_general"(%95, %75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x4x2x16xf32>, tensor<16x1x4xf32>) -> tensor<1x4x2x4xf32>
    %97 = "stablehlo.transpose"(%96) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x4x2x4xf32>) -> tensor<4x1x2x4xf32>
    %98 = "stablehlo.reshape"(%97) : (tensor<4x1x2x4xf32>) -> tensor<4x8xf32>
    %99 = "stablehlo.convert"(%arg9) : (tensor<8x8xi8>) -> tensor<8x8xf32>
    %100 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x8xf32>
    %101 = "stablehlo.multiply"(%99, %100) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %102 = "stablehlo.dot_general"(%98, %101) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %103 = "stablehlo.add"(%6, %102) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %104 = "stablehlo.multiply"(%103, %103) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %105 = "stablehlo.reduce"(%104, %26) ({
    ^bb0(%106: tensor<f32>, %107: tensor<f32>):
      %108 = "stablehlo.add"(%106, %107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%108) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %109 = "stablehlo.divide"(%105, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %110 = "stablehlo.add"(%109, %33) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %111 = "stablehlo.rsqrt"(%110) : (tensor<4xf32>) -> tensor<4xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %113 = "stablehlo.multiply"(%103, %112) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %114 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %115 = "stablehlo.multiply"(%114, %113) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %116 = "stablehlo.convert"(%arg12) : (tensor<16x8xi8>) -> tensor<16x8xf32>
    %117 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x8xf32>
    %118 = "stablehlo.multiply"(%116, %117) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %119 = "stablehlo.dot_general"(%115, %118) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %120 = "stablehlo.convert"(%arg14) : (tensor<16x8xi8>) -> tensor<16x8xf32>
    %121 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x8xf32>
    %122 = "stablehlo.multiply"(%120, %121) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %123 = "stablehlo.dot_general"(%115, %122) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %124 = "stablehlo.logistic"(%119) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %125 = "stablehlo.multiply"(%119, %124) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %126 = "stablehlo.multiply"(%125, %123) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %127 = "stablehlo.convert"(%arg16) : (tensor<8x16xi8>) -> tensor<8x16xf32>
    %128 = "stablehlo.broadcast_in_dim"(%arg17) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x16xf32>
    %129 = "stablehlo.multiply"(%127, %128) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %130 = "stablehlo.dot_general"(%126, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %131 = "stablehlo.add"(%103, %130) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %132 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %133 = "stablehlo.subtract"(%arg21, %132) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %134 = "stablehlo.dynamic_slice"(%131, %133, %73) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %135 = "stablehlo.multiply"(%134, %134) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %136 = "stablehlo.reduce"(%135, %26) ({
    ^bb0(%137: tensor<f32>, %138: tensor<f32>):
      %139 = "stablehlo.add"(%137, %138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%139) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %140 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %141 = "stablehlo.divide"(%136, %140) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %142 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %143 = "stablehlo.add"(%141, %142) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %144 = "stablehlo.rsqrt"(%143) : (tensor<1xf32>) -> tensor<1xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %146 = "stablehlo.multiply"(%134, %145) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %147 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %148 = "stablehlo.multiply"(%147, %146) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %149 = "stablehlo.convert"(%arg0) : (tensor<32x8xi8>) -> tensor<32x8xf32>
    %150 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x8xf32>
    %151 = "stablehlo.multiply"(%149, %150) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %152 = "stablehlo.dot_general"(%148, %151) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<1x32xf32>) -> tensor<32xf32>
    "func.return"(%153, %74, %75) : (tensor<32xf32>, tensor<16x1x4xf32>, tensor<16x1x4xf32>) -> ()
  }
}
