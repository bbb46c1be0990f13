module @decode_step_logits {
  func.func public @main(%arg0: tensor<32x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<32x8xf32>, %arg3: tensor<16x8xf32>, %arg4: tensor<16x8xf32>, %arg5: tensor<8x32xf32>, %arg6: tensor<8xf32>, %arg7: tensor<16x8xf32>, %arg8: tensor<16x8xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<8xf32>, %arg11: tensor<32x8xf32>, %arg12: tensor<16x8xf32>, %arg13: tensor<16x8xf32>, %arg14: tensor<8x32xf32>, %arg15: tensor<8xf32>, %arg16: tensor<16x8xf32>, %arg17: tensor<16x8xf32>, %arg18: tensor<8x16xf32>, %arg19: tensor<8xf32>, %arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<16x2x8xf32>, %arg23: tensor<16x2x8xf32>, %arg24: tensor<16x2x8xf32>, %arg25: tensor<16x2x8xf32>) -> (tensor<32xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) {
    %0 = "stablehlo.reshape"(%arg20) : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<32x8xf32>, tensor<1x1xi32>) -> tensor<1x8xf32>
    %3 = "stablehlo.convert"(%2) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %4 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %5 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %7 = "stablehlo.convert"(%6) : (tensor<1xi32>) -> tensor<1xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x4xf32>
    %9 = "stablehlo.constant"() {value = dense<[1.0e+00, 1.5431021e-01, 2.5199197e-02, 7.905695e-03]> : tensor<4xf32>} : () -> tensor<4xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %11 = "stablehlo.multiply"(%8, %10) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %12 = "stablehlo.cosine"(%11) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %13 = "stablehlo.sine"(%11) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x4x4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x4x4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x2x4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x2x4xf32>
    %18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %19 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %20 = "stablehlo.compare"(%18, %19) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<2x1x2x16xi1>
    %22 = "stablehlo.multiply"(%3, %3) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %23 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.reduce"(%22, %23) ({
    ^bb0(%25: tensor<f32>, %26: tensor<f32>):
      %27 = "stablehlo.add"(%25, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %28 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %29 = "stablehlo.divide"(%24, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %30 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %32 = "stablehlo.rsqrt"(%31) : (tensor<1xf32>) -> tensor<1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %34 = "stablehlo.multiply"(%3, %33) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %35 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %36 = "stablehlo.multiply"(%35, %34) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %37 = "stablehlo.convert"(%36) : (tensor<1x8xf32>) -> tensor<1x8xbf16>
    %38 = "stablehlo.convert"(%arg3) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %39 = "stablehlo.dot_general"(%37, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %41 = "stablehlo.convert"(%arg4) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %42 = "stablehlo.dot_general"(%37, %41) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %44 = "stablehlo.slice"(%40) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %45 = "stablehlo.slice"(%40) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %46 = "stablehlo.multiply"(%44, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %47 = "stablehlo.multiply"(%45, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %48 = "stablehlo.subtract"(%46, %47) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %49 = "stablehlo.multiply"(%45, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %50 = "stablehlo.multiply"(%44, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %51 = "stablehlo.add"(%49, %50) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %52 = "stablehlo.concatenate"(%48, %51) {dimension = 2 : i64} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x8xf32>
    %53 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %54 = "stablehlo.dynamic_update_slice"(%arg22, %52, %arg21, %53, %53) : (tensor<16x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %55 = "stablehlo.dynamic_update_slice"(%arg23, %43, %arg21, %53, %53) : (tensor<16x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %56 = "stablehlo.convert"(%arg2) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
    %57 = "stablehlo.dot_general"(%37, %56) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<32x8xbf16>) -> tensor<1x32xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<1x32xf32>) -> tensor<1x4x8xf32>
    %59 = "stablehlo.slice"(%58) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %60 = "stablehlo.slice"(%58) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %61 = "stablehlo.multiply"(%59, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %62 = "stablehlo.multiply"(%60, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %63 = "stablehlo.subtract"(%61, %62) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %64 = "stablehlo.multiply"(%60, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %65 = "stablehlo.multiply"(%59, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %66 = "stablehlo.add"(%64, %65) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %67 = "stablehlo.concatenate"(%63, %66) {dimension = 2 : i64} : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x4x8xf32>) -> tensor<1x2x2x8xf32>
    %69 = "stablehlo.dot_general"(%68, %54) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x16xf32>
    %70 = "stablehlo.constant"() {value = dense<3.5355338e-01> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %71 = "stablehlo.multiply"(%69, %70) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %72 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %73 = "stablehlo.select"(%21, %71, %72) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %74 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %75 = "stablehlo.reduce"(%73, %74) ({
    ^bb0(%76: tensor<f32>, %77: tensor<f32>):
      %78 = "stablehlo.maximum"(%76, %77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%78) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %79 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %80 = "stablehlo.subtract"(%73, %79) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %81 = "stablehlo.exponential"(%80) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %82 = "stablehlo.reduce"(%81, %23) ({
    ^bb0(%83: tensor<f32>, %84: tensor<f32>):
      %85 = "stablehlo.add"(%83, %84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%85) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %86 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %87 = "stablehlo.divide"(%81, %86) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %88 = "stablehlo.dot_general"(%87, %55) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
    %89 = "stablehlo.transpose"(%88) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x8xf32>) -> tensor<1x2x2x8xf32>
    %90 = "stablehlo.reshape"(%89) : (tensor<1x2x2x8xf32>) -> tensor<1x32xf32>
    %91 = "stablehlo.convert"(%90) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %92 = "stablehlo.convert"(%arg5) : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %93 = "stablehlo.dot_general"(%91, %92) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<8x32xbf16>) -> tensor<1x8xf32>
    %94 = "stablehlo.add"(%3, %93) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %95 = "stablehlo.multiply"(%94, %94) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %96 = "stablehlo.reduce"(%95, %23) ({
    ^bb0(%97: tensor<f32>, %98: tensor<f32>):
      %99 = "stablehlo.add"(%97, %98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%99) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %100 = "stablehlo.divide"(%96, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %101 = "stablehlo.add"(%100, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %102 = "stablehlo.rsqrt"(%101) : (tensor<1xf32>) -> tensor<1xf32>
    %103 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %104 = "stablehlo.multiply"(%94, %103) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %105 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %106 = "stablehlo.multiply"(%105, %104) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %107 = "stablehlo.convert"(%106) : (tensor<1x8xf32>) -> tensor<1x8xbf16>
    %108 = "stablehlo.convert"(%arg7) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %109 = "stablehlo.dot_general"(%107, %108) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %110 = "stablehlo.convert"(%arg8) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %111 = "stablehlo.dot_general"(%107, %110) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %112 = "stablehlo.logistic"(%109) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %113 = "stablehlo.multiply"(%109, %112) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %114 = "stablehlo.multiply"(%113, %111) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %115 = "stablehlo.convert"(%114) : (tensor<1x16xf32>) -> tensor<1x16xbf16>
    %116 = "stablehlo.convert"(%arg9) : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %117 = "stablehlo.dot_general"(%115, %116) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xbf16>, tensor<8x16xbf16>) -> tensor<1x8xf32>
    %118 = "stablehlo.add"(%94, %117) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %119 = "stablehlo.multiply"(%118, %118) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %120 = "stablehlo.reduce"(%119, %23) ({
    ^bb0(%121: tensor<f32>, %122: tensor<f32>):
      %123 = "stablehlo.add"(%121, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%123) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %124 = "stablehlo.divide"(%120, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %125 = "stablehlo.add"(%124, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %126 = "stablehlo.rsqrt"(%125) : (tensor<1xf32>) -> tensor<1xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %128 = "stablehlo.multiply"(%118, %127) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %129 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %130 = "stablehlo.multiply"(%129, %128) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %131 = "stablehlo.convert"(%130) : (tensor<1x8xf32>) -> tensor<1x8xbf16>
    %132 = "stablehlo.convert"(%arg12) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %133 = "stablehlo.dot_general"(%131, %132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %135 = "stablehlo.convert"(%arg13) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %136 = "stablehlo.dot_general"(%131, %135) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %137 = "stablehlo.reshape"(%136) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %138 = "stablehlo.slice"(%134) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %139 = "stablehlo.slice"(%134) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %140 = "stablehlo.multiply"(%138, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %141 = "stablehlo.multiply"(%139, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %142 = "stablehlo.subtract"(%140, %141) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %143 = "stablehlo.multiply"(%139, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %144 = "stablehlo.multiply"(%138, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %145 = "stablehlo.add"(%143, %144) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %146 = "stablehlo.concatenate"(%142, %145) {dimension = 2 : i64} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x8xf32>
    %147 = "stablehlo.dynamic_update_slice"(%arg24, %146, %arg21, %53, %53) : (tensor<16x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %148 = "stablehlo.dynamic_update_slice"(%arg25, %137, %arg21, %53, %53) : (tensor<16x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %149 = "stablehlo.convert"(%arg11) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
    %150 = "stablehlo.dot_general"(%131, %149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<32x8xbf16>) -> tensor<1x32xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<1x32xf32>) -> tensor<1x4x8xf32>
    %152 = "stablehlo.slice"(%151) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %153 = "stablehlo.slice"(%151) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %154 = "stablehlo.multiply"(%152, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %155 = "stablehlo.multiply"(%153, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %156 = "stablehlo.subtract"(%154, %155) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %157 = "stablehlo.multiply"(%153, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %158 = "stablehlo.multiply"(%152, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %159 = "stablehlo.add"(%157, %158) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %160 = "stablehlo.concatenate"(%156, %159) {dimension = 2 : i64} : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
    %161 = "stablehlo.reshape"(%160) : (tensor<1x4x8xf32>) -> tensor<1x2x2x8xf32>
    %162 = "stablehlo.dot_general"(%161, %147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x16xf32>
    %163 = "stablehlo.multiply"(%162, %70) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %164 = "stablehlo.select"(%21, %163, %72) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %165 = "stablehlo.reduce"(%164, %74) ({
    ^bb0(%166: tensor<f32>, %167: tensor<f32>):
      %168 = "stablehlo.maximum"(%166, %167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%168) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %169 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %170 = "stablehlo.subtract"(%164, %169) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %171 = "stablehlo.exponential"(%170) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %172 = "stablehlo.reduce"(%171, %23) ({
    ^bb0(%173: tensor<f32>, %174: tensor<f32>):
      %175 = "stablehlo.add"(%173, %174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%175) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %176 = "stablehlo.broadcast_in_dim"(%172) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %177 = "stablehlo.divide"(%171, %176) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %178 = "stablehlo.dot_general"(%177, %148) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
    %179 = "stablehlo.transpose"(%178) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x8xf32>) -> tensor<1x2x2x8xf32>
    %180 = "stablehlo.reshape"(%179) : (tensor<1x2x2x8xf32>) -> tensor<1x32xf32>
    %181 = "stablehlo.convert"(%180) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %182 = "stablehlo.convert"(%arg14) : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %183 = "stablehlo.dot_general"(%181, %182) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<8x32xbf16>) -> tensor<1x8xf32>
    %184 = "stablehlo.add"(%118, %183) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %185 = "stablehlo.multiply"(%184, %184) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %186 = "stablehlo.reduce"(%185, %23) ({
    ^bb0(%187: tensor<f32>, %188: tensor<f32>):
      %189 = "stablehlo.add"(%187, %188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%189) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %190 = "stablehlo.divide"(%186, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %191 = "stablehlo.add"(%190, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %192 = "stablehlo.rsqrt"(%191) : (tensor<1xf32>) -> tensor<1xf32>
    %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %194 = "stablehlo.multiply"(%184, %193) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %195 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %196 = "stablehlo.multiply"(%195, %194) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %197 = "stablehlo.convert"(%196) : (tensor<1x8xf32>) -> tensor<1x8xbf16>
    %198 = "stablehlo.convert"(%arg16) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %199 = "stablehlo.dot_general"(%197, %198) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %200 = "stablehlo.convert"(%arg17) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %201 = "stablehlo.dot_general"(%197, %200) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %202 = "stablehlo.logistic"(%199) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %203 = "stablehlo.multiply"(%199, %202) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %204 = "stablehlo.multiply"(%203, %201) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %205 = "stablehlo.convert"(%204) : (tensor<1x16xf32>) -> tensor<1x16xbf16>
    %206 = "stablehlo.convert"(%arg18) : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %207 = "stablehlo.dot_general"(%205, %206) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xbf16>, tensor<8x16xbf16>) -> tensor<1x8xf32>
    %208 = "stablehlo.add"(%184, %207) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %209 = "stablehlo.multiply"(%208, %208) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %210 = "stablehlo.reduce"(%209, %23) ({
    ^bb0(%211: tensor<f32>, %212: tensor<f32>):
      %213 = "stablehlo.add"(%211, %212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%213) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %214 = "stablehlo.divide"(%210, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %215 = "stablehlo.add"(%214, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %216 = "stablehlo.rsqrt"(%215) : (tensor<1xf32>) -> tensor<1xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %218 = "stablehlo.multiply"(%208, %217) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %219 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %220 = "stablehlo.multiply"(%219, %218) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %221 = "stablehlo.convert"(%220) : (tensor<1x8xf32>) -> tensor<1x8xbf16>
    %222 = "stablehlo.convert"(%arg0) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
    %223 = "stablehlo.dot_general"(%221, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<32x8xbf16>) -> tensor<1x32xf32>
    %224 = "stablehlo.reshape"(%223) : (tensor<1x32xf32>) -> tensor<32xf32>
    "func.return"(%224, %54, %55, %147, %148) : (tensor<32xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> ()
  }
}
