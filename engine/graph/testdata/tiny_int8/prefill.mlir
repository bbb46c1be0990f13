module @prefill {
  func.func public @main(%arg0: tensor<32x8xi8>, %arg1: tensor<32xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x8xi8>, %arg4: tensor<8xf32>, %arg5: tensor<4x8xi8>, %arg6: tensor<4xf32>, %arg7: tensor<4x8xi8>, %arg8: tensor<4xf32>, %arg9: tensor<8x8xi8>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<16x8xi8>, %arg13: tensor<16xf32>, %arg14: tensor<16x8xi8>, %arg15: tensor<16xf32>, %arg16: tensor<8x16xi8>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<4xi32>, %arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<16x1x4xf32>, %arg23: tensor<16x1x4xf32>) -> (tensor<i32>, tensor<16x1x4xf32>, tensor<16x1x4xf32>) {
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
    %25 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %26 = "stablehlo.subtract"(%arg21, %25) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.add"(%arg20, %26) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %28 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %29 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %31 = "stablehlo.convert"(%30) : (tensor<1xi32>) -> tensor<1xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2xf32>
    %33 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %35 = "stablehlo.cosine"(%34) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %36 = "stablehlo.sine"(%34) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %37 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %39 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x1x2xf32>
    %40 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x1x2xf32>
    %41 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %42 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %43 = "stablehlo.compare"(%41, %42) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<1x1x2x16xi1>
    %45 = "stablehlo.multiply"(%6, %6) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %46 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %47 = "stablehlo.reduce"(%45, %46) ({
    ^bb0(%48: tensor<f32>, %49: tensor<f32>):
      %50 = "stablehlo.add"(%48, %49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%50) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %51 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<4xf32>} : () -> tensor<4xf32>
    %52 = "stablehlo.divide"(%47, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<4xf32>} : () -> tensor<4xf32>
    %54 = "stablehlo.add"(%52, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.rsqrt"(%54) : (tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %57 = "stablehlo.multiply"(%6, %56) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %58 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %59 = "stablehlo.multiply"(%58, %57) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %60 = "stablehlo.convert"(%arg5) : (tensor<4x8xi8>) -> tensor<4x8xf32>
    %61 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %62 = "stablehlo.multiply"(%60, %61) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %63 = "stablehlo.dot_general"(%59, %62) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x4xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %65 = "stablehlo.convert"(%arg7) : (tensor<4x8xi8>) -> tensor<4x8xf32>
    %66 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %67 = "stablehlo.multiply"(%65, %66) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %68 = "stablehlo.dot_general"(%59, %67) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x4xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %70 = "stablehlo.slice"(%64) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 1, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x4xf32>) -> tensor<4x1x2xf32>
    %71 = "stablehlo.slice"(%64) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 4, 1, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x4xf32>) -> tensor<4x1x2xf32>
    %72 = "stablehlo.multiply"(%70, %19) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %73 = "stablehlo.multiply"(%71, %20) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %74 = "stablehlo.subtract"(%72, %73) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %75 = "stablehlo.multiply"(%71, %19) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %76 = "stablehlo.multiply"(%70, %20) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %77 = "stablehlo.add"(%75, %76) : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x2xf32>
    %78 = "stablehlo.concatenate"(%74, %77) {dimension = 2 : i64} : (tensor<4x1x2xf32>, tensor<4x1x2xf32>) -> tensor<4x1x4xf32>
    %79 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %80 = "stablehlo.dynamic_update_slice"(%arg22, %78, %arg20, %79, %79) : (tensor<16x1x4xf32>, tensor<4x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x4xf32>
    %81 = "stablehlo.dynamic_update_slice"(%arg23, %69, %arg20, %79, %79) : (tensor<16x1x4xf32>, tensor<4x1x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x4xf32>
    %82 = "stablehlo.dynamic_slice"(%59, %26, %79) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %83 = "stablehlo.convert"(%arg3) : (tensor<8x8xi8>) -> tensor<8x8xf32>
    %84 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x8xf32>
    %85 = "stablehlo.multiply"(%83, %84) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %86 = "stablehlo.dot_general"(%82, %85) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<1x8xf32>) -> tensor<1x2x4xf32>
    %88 = "stablehlo.slice"(%87) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %89 = "stablehlo.slice"(%87) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %90 = "stablehlo.multiply"(%88, %37) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %91 = "stablehlo.multiply"(%89, %38) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %92 = "stablehlo.subtract"(%90, %91) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %93 = "stablehlo.multiply"(%89, %37) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %94 = "stablehlo.multiply"(%88, %38) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %95 = "stablehlo.add"(%93, %94) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %96 = "stablehlo.concatenate"(%92, %95) {dimension = 2 : i64} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x4xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %98 = "stablehlo.dot_general"(%97, %80) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x2x4xf32>, tensor<16x1x4xf32>) -> tensor<1x1x2x16xf32>
    %99 = "stablehlo.constant"() {value = dense<5.0e-01> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %100 = "stablehlo.multiply"(%98, %99) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %101 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %102 = "stablehlo.select"(%44, %100, %101) : (tensor<1x1x2x16xi1>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %103 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %104 = "stablehlo.reduce"(%102, %103) ({
    ^bb0(%105: tensor<f32>, %106: tensor<f32>):
      %107 = "stablehlo.maximum"(%105, %106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%107) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %108 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %109 = "stablehlo.subtract"(%102, %108) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %110 = "stablehlo.exponential"(%109) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %111 = "stablehlo.reduce"(%110, %46) ({
    ^bb0(%112: tensor<f32>, %113: tensor<f32>):
      %114 = "stablehlo.add"(%112, %113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%114) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %115 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %116 = "stablehlo.divide"(%110, %115) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %117 = "stablehlo.dot_general"(%116, %81) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x16xf32>, tensor<16x1x4xf32>) -> tensor<1x1x2x4xf32>
    %118 = "stablehlo.transpose"(%117) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %119 = "stablehlo.reshape"(%118) : (tensor<1x1x2x4xf32>) -> tensor<1x8xf32>
    %120 = "stablehlo.dynamic_slice"(%6, %26, %79) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %121 = "stablehlo.convert"(%arg9) : (tensor<8x8xi8>) -> tensor<8x8xf32>
    %122 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x8xf32>
    %123 = "stablehlo.multiply"(%121, %122) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %124 = "stablehlo.dot_general"(%119, %123) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %125 = "stablehlo.add"(%120, %124) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %126 = "stablehlo.multiply"(%125, %125) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %127 = "stablehlo.reduce"(%126, %46) ({
    ^bb0(%128: tensor<f32>, %129: tensor<f32>):
      %130 = "stablehlo.add"(%128, %129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%130) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %131 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %132 = "stablehlo.divide"(%127, %131) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %133 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %134 = "stablehlo.add"(%132, %133) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %135 = "stablehlo.rsqrt"(%134) : (tensor<1xf32>) -> tensor<1xf32>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %137 = "stablehlo.multiply"(%125, %136) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %138 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %139 = "stablehlo.multiply"(%138, %137) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %140 = "stablehlo.convert"(%arg12) : (tensor<16x8xi8>) -> tensor<16x8xf32>
    %141 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x8xf32>
    %142 = "stablehlo.multiply"(%140, %141) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %143 = "stablehlo.dot_general"(%139, %142) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %144 = "stablehlo.convert"(%arg14) : (tensor<16x8xi8>) -> tensor<16x8xf32>
    %145 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0>} : (tensor<16xf32>) -> tensor<16x8xf32>
    %146 = "stablehlo.multiply"(%144, %145) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %147 = "stablehlo.dot_general"(%139, %146) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %148 = "stablehlo.logistic"(%143) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %149 = "stablehlo.multiply"(%143, %148) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %150 = "stablehlo.multiply"(%149, %147) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %151 = "stablehlo.convert"(%arg16) : (tensor<8x16xi8>) -> tensor<8x16xf32>
    %152 = "stablehlo.broadcast_in_dim"(%arg17) {broadcast_dimensions = array<i64: 0>} : (tensor<8xf32>) -> tensor<8x16xf32>
    %153 = "stablehlo.multiply"(%151, %152) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %154 = "stablehlo.dot_general"(%150, %153) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xf32>, tensor<8x16xf32>) -> tensor<1x8xf32>
    %155 = "stablehlo.add"(%125, %154) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %156 = "stablehlo.multiply"(%155, %155) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %157 = "stablehlo.reduce"(%156, %46) ({
    ^bb0(%158: tensor<f32>, %159: tensor<f32>):
      %160 = "stablehlo.add"(%158, %159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%160) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %161 = "stablehlo.divide"(%157, %131) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %162 = "stablehlo.add"(%161, %133) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %163 = "stablehlo.rsqrt"(%162) : (tensor<1xf32>) -> tensor<1xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %165 = "stablehlo.multiply"(%155, %164) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %166 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %167 = "stablehlo.multiply"(%166, %165) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %168 = "stablehlo.convert"(%arg0) : (tensor<32x8xi8>) -> tensor<32x8xf32>
    %169 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x8xf32>
    %170 = "stablehlo.multiply"(%168, %169) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %171 = "stablehlo.dot_general"(%167, %170) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %172 = "stablehlo.reshape"(%171) : (tensor<1x32xf32>) -> tensor<32xf32>
    %173 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<32xi32>
    %174:2 = "stablehlo.reduce"(%172, %173, %103, %79) ({
    ^bb0(%175: tensor<f32>, %176: tensor<i32>, %177: tensor<f32>, %178: tensor<i32>):
      %179 = "stablehlo.compare"(%175, %177) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %180 = "stablehlo.compare"(%175, %177) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %181 = "stablehlo.compare"(%176, %178) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %182 = "stablehlo.select"(%180, %181, %179) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %183 = "stablehlo.select"(%182, %175, %177) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %184 = "stablehlo.select"(%182, %176, %178) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%183, %184) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<32xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%174#1, %80, %81) : (tensor<i32>, tensor<16x1x4xf32>, tensor<16x1x4xf32>) -> ()
  }
}
