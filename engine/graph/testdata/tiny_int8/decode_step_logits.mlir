module @decode_step_logits {
  func.func public @main(%arg0: tensor<32x8xi8>, %arg1: tensor<32xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x8xi8>, %arg4: tensor<8xf32>, %arg5: tensor<4x8xi8>, %arg6: tensor<4xf32>, %arg7: tensor<4x8xi8>, %arg8: tensor<4xf32>, %arg9: tensor<8x8xi8>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<16x8xi8>, %arg13: tensor<16xf32>, %arg14: tensor<16x8xi8>, %arg15: tensor<16xf32>, %arg16: tensor<8x16xi8>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<i32>, %arg20: tensor<i32>, %arg21: tensor<16x1x4xf32>, %arg22: tensor<16x1x4xf32>) -> (tensor<32xf32>, tensor<16x1x4xf32>, tensor<16x1x4xf32>) {
    %0 = "stablehlo.reshape"(%arg19) : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg1, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<32xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %3 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %4 = "stablehlo.gather"(%arg0, %3) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<32x8xi8>, tensor<1x1xi32>) -> tensor<1x8xi8>
    %5 = "stablehlo.convert"(%4) : (tensor<1x8xi8>) -> tensor<1x8xf32>
    %6 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %7 = "stablehlo.multiply"(%5, %6) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %8 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %9 = "stablehlo.broadcast_in_dim"(%arg20) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %11 = "stablehlo.convert"(%10) : (tensor<1xi32>) -> tensor<1xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2xf32>
    %13 = "stablehlo.constant"() {value = dense<[1.0e+00, 1.0e-02]> : tensor<2xf32>} : () -> tensor<2xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %15 = "stablehlo.multiply"(%12, %14) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %16 = "stablehlo.cosine"(%15) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %17 = "stablehlo.sine"(%15) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %18 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %19 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %20 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x1x2xf32>
    %21 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x1x2xf32>
    %22 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %23 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %24 = "stablehlo.compare"(%22, %23) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<1x1x2x16xi1>
    %26 = "stablehlo.multiply"(%7, %7) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %27 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) ({
    ^bb0(%29: tensor<f32>, %30: tensor<f32>):
      %31 = "stablehlo.add"(%29, %30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %32 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %33 = "stablehlo.divide"(%28, %32) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %34 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %35 = "stablehlo.add"(%33, %34) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %36 = "stablehlo.rsqrt"(%35) : (tensor<1xf32>) -> tensor<1xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %38 = "stablehlo.multiply"(%7, %37) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %39 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %40 = "stablehlo.multiply"(%39, %38) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %41 = "stablehlo.convert"(%arg5) : (tensor<4x8xi8>) -> tensor<4x8xf32>
    %42 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %43 = "stablehlo.multiply"(%41, %42) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %44 = "stablehlo.dot_general"(%40, %43) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<1x4xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %46 = "stablehlo.convert"(%arg7) : (tensor<4x8xi8>) -> tensor<4x8xf32>
    %47 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %48 = "stablehlo.multiply"(%46, %47) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %49 = "stablehlo.dot_general"(%40, %48) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<1x4xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %51 = "stablehlo.slice"(%45) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x4xf32>) -> tensor<1x1x2xf32>
    %52 = "stablehlo.slice"(%45) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 1, 1, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x4xf32>) -> tensor<1x1x2xf32>
    %53 = "stablehlo.multiply"(%51, %20) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %54 = "stablehlo.multiply"(%52, %21) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %55 = "stablehlo.subtract"(%53, %54) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %56 = "stablehlo.multiply"(%52, %20) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %57 = "stablehlo.multiply"(%51, %21) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %58 = "stablehlo.add"(%56, %57) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %59 = "stablehlo.concatenate"(%55, %58) {dimension = 2 : i64} : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x4xf32>
    %60 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %61 = "stablehlo.dynamic_update_slice"(%arg21, %59, %arg20, %60, %60) : (tensor<16x1x4xf32>, tensor<1x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x4xf32>
    %62 = "stablehlo.dynamic_update_slice"(%arg22, %50, %arg20, %60, %60) : (tensor<16x1x4xf32>, tensor<1x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x4xf32>
    %63 = "stablehlo.convert"(%arg3) : (tensor<8x8xi8>) -> tensor<8x8xf32>
    %64 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x8xf32>
    %65 = "stablehlo.multiply"(%63, %64) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %66 = "stablehlo.dot_general"(%40, %65) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<1x8xf32>) -> tensor<1x2x4xf32>
    %68 = "stablehlo.slice"(%67) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %69 = "stablehlo.slice"(%67) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %70 = "stablehlo.multiply"(%68, %18) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %71 = "stablehlo.multiply"(%69, %19) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %72 = "stablehlo.subtract"(%70, %71) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %73 = "stablehlo.multiply"(%69, %18) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %74 = "stablehlo.multiply"(%68, %19) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %75 = "stablehlo.add"(%73, %74) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %76 = "stablehlo.concatenate"(%72, %75) {dimension = 2 : i64} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x4xf32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %78 = "stablehlo.dot_general"(%77, %61) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x2x4xf32>, tensor<16x1x4xf32>) -> tensor<1x1x2x16xf32>
    %79 = "stablehlo.constant"() {value = dense<5.0e-01> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %80 = "stablehlo.multiply"(%78, %79) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %81 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %82 = "stablehlo.select"(%25, %80, %81) : (tensor<1x1x2x16xi1>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %83 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %84 = "stablehlo.reduce"(%82, %83) ({
    ^bb0(%85: tensor<f32>, %86: tensor<f32>):
      %87 = "stablehlo.maximum"(%85, %86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%87) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %88 = "stablehlo.broadcast_in_dim"(%84) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %89 = "stablehlo.subtract"(%82, %88) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %90 = "stablehlo.exponential"(%89) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %91 = "stablehlo.reduce"(%90, %27) ({
    ^bb0(%92: tensor<f32>, %93: tensor<f32>):
      %94 = "stablehlo.add"(%92, %93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%94) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %95 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %96 = "stablehlo.divide"(%90, %95) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %97 = "stablehlo.dot_general"(%96, %62) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x16xf32>, tensor<16x1x4xf32>) -> tensor<1x1x2x4xf32>
    %98 = "stablehlo.transpose"(%97) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %99 = "stablehlo.reshape"(%98) : (tensor<1x1x2x4xf32>) -> tensor<1x8xf32>
    %100 = "stablehlo.convert"(%arg9) : (tensor<8x8xi8>) -> tensor<8x8xf32>
    %101 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x8xf32>
    %102 = "stablehlo.multiply"(%100, %101) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %103 = "stablehlo.dot_general"(%99, %102) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %104 = "stablehlo.add"(%7, %103) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %105 = "stablehlo.multiply"(%104, %104) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %106 = "stablehlo.reduce"(%105, %27) ({
    ^bb0(%107: tensor<f32>, %108: tensor<f32>):
      %109 = "stablehlo.add"(%107, %108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%109) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %110 = "stablehlo.divide"(%106, %32) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %111 = "stablehlo.add"(%110, %34) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %112 = "stablehlo.rsqrt"(%111) : (tensor<1xf32>) -> tensor<1xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %114 = "stablehlo.multiply"(%104, %113) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %115 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %116 = "stablehlo.multiply"(%115, %114) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %117 = "stablehlo.convert"(%arg12) : (tensor<16x8xi8>) -> tensor<16x8xf32>
    %118 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x8xf32>
    %119 = "stablehlo.multiply"(%117, %118) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %120 = "stablehlo.dot_general"(%116, %119) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %121 = "stablehlo.convert"(%arg14) : (tensor<16x8xi8>) -> tensor<16x8xf32>
    %122 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x8xf32>
    %123 = "stablehlo.multiply"(%121, %122) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %124 = "stablehlo.dot_general"(%116, %123) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %125 = "stablehlo.logistic"(%120) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %126 = "stablehlo.multiply"(%120, %125) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %127 = "stablehlo.multiply"(%126, %124) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %128 = "stablehlo.convert"(%arg16) : (tensor<8x16xi8>) -> tensor<8x16xf32>
    %129 = "stablehlo.broadcast_in_dim"(%arg17) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x16xf32>
    %130 = "stablehlo.multiply"(%128, %129) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %131 = "stablehlo.dot_general"(%127, %130) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xf32>, tensor<8x16xf32>) -> tensor<1x8xf32>
    %132 = "stablehlo.add"(%104, %131) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %133 = "stablehlo.multiply"(%132, %132) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %134 = "stablehlo.reduce"(%133, %27) ({
    ^bb0(%135: tensor<f32>, %136: tensor<f32>):
      %137 = "stablehlo.add"(%135, %136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%137) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %138 = "stablehlo.divide"(%134, %32) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %139 = "stablehlo.add"(%138, %34) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %140 = "stablehlo.rsqrt"(%139) : (tensor<1xf32>) -> tensor<1xf32>
    %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %142 = "stablehlo.multiply"(%132, %141) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %143 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %144 = "stablehlo.multiply"(%143, %142) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %145 = "stablehlo.convert"(%arg0) : (tensor<32x8xi8>) -> tensor<32x8xf32>
    %146 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x8xf32>
    %147 = "stablehlo.multiply"(%145, %146) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %148 = "stablehlo.dot_general"(%144, %147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %149 = "stablehlo.reshape"(%148) : (tensor<1x32xf32>) -> tensor<32xf32>
    "func.return"(%149, %61, %62) : (tensor<32xf32>, tensor<16x1x4xf32>, tensor<16x1x4xf32>) -> ()
  }
}
