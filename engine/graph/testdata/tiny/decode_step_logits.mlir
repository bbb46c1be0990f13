module @decode_step_logits {
  func.func public @main(%arg0: tensor<32x8xbf16>, %arg1: tensor<8xbf16>, %arg2: tensor<32x8xbf16>, %arg3: tensor<16x8xbf16>, %arg4: tensor<16x8xbf16>, %arg5: tensor<8x32xbf16>, %arg6: tensor<8xbf16>, %arg7: tensor<16x8xbf16>, %arg8: tensor<16x8xbf16>, %arg9: tensor<8x16xbf16>, %arg10: tensor<8xbf16>, %arg11: tensor<32x8xbf16>, %arg12: tensor<16x8xbf16>, %arg13: tensor<16x8xbf16>, %arg14: tensor<8x32xbf16>, %arg15: tensor<8xbf16>, %arg16: tensor<16x8xbf16>, %arg17: tensor<16x8xbf16>, %arg18: tensor<8x16xbf16>, %arg19: tensor<8xbf16>, %arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<16x2x8xf32>, %arg23: tensor<16x2x8xf32>, %arg24: tensor<16x2x8xf32>, %arg25: tensor<16x2x8xf32>) -> (tensor<32xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) {
    %0 = "stablehlo.reshape"(%arg20) : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<32x8xbf16>, tensor<1x1xi32>) -> tensor<1x8xbf16>
    %3 = "stablehlo.convert"(%2) : (tensor<1x8xbf16>) -> tensor<1x8xf32>
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
    %35 = "stablehlo.convert"(%arg1) : (tensor<8xbf16>) -> tensor<8xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %37 = "stablehlo.multiply"(%36, %34) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %38 = "stablehlo.convert"(%arg3) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %39 = "stablehlo.dot_general"(%37, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %41 = "stablehlo.convert"(%arg4) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %42 = "stablehlo.dot_general"(%37, %41) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
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
    %56 = "stablehlo.convert"(%arg2) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %57 = "stablehlo.dot_general"(%37, %56) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
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
    %91 = "stablehlo.convert"(%arg5) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %92 = "stablehlo.dot_general"(%90, %91) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<8x32xf32>) -> tensor<1x8xf32>
    %93 = "stablehlo.add"(%3, %92) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %94 = "stablehlo.multiply"(%93, %93) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %95 = "stablehlo.reduce"(%94, %23) ({
    ^bb0(%96: tensor<f32>, %97: tensor<f32>):
      %98 = "stablehlo.add"(%96, %97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%98) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %99 = "stablehlo.divide"(%95, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %100 = "stablehlo.add"(%99, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %101 = "stablehlo.rsqrt"(%100) : (tensor<1xf32>) -> tensor<1xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %103 = "stablehlo.multiply"(%93, %102) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %104 = "stablehlo.convert"(%arg6) : (tensor<8xbf16>) -> tensor<8xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %106 = "stablehlo.multiply"(%105, %103) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %107 = "stablehlo.convert"(%arg7) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %108 = "stablehlo.dot_general"(%106, %107) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %109 = "stablehlo.convert"(%arg8) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %110 = "stablehlo.dot_general"(%106, %109) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %111 = "stablehlo.logistic"(%108) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %112 = "stablehlo.multiply"(%108, %111) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %113 = "stablehlo.multiply"(%112, %110) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %114 = "stablehlo.convert"(%arg9) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %115 = "stablehlo.dot_general"(%113, %114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xf32>, tensor<8x16xf32>) -> tensor<1x8xf32>
    %116 = "stablehlo.add"(%93, %115) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %117 = "stablehlo.multiply"(%116, %116) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %118 = "stablehlo.reduce"(%117, %23) ({
    ^bb0(%119: tensor<f32>, %120: tensor<f32>):
      %121 = "stablehlo.add"(%119, %120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%121) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %122 = "stablehlo.divide"(%118, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %123 = "stablehlo.add"(%122, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %124 = "stablehlo.rsqrt"(%123) : (tensor<1xf32>) -> tensor<1xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %126 = "stablehlo.multiply"(%116, %125) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %127 = "stablehlo.convert"(%arg10) : (tensor<8xbf16>) -> tensor<8xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %129 = "stablehlo.multiply"(%128, %126) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %130 = "stablehlo.convert"(%arg12) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %131 = "stablehlo.dot_general"(%129, %130) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %132 = "stablehlo.reshape"(%131) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %133 = "stablehlo.convert"(%arg13) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %134 = "stablehlo.dot_general"(%129, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %135 = "stablehlo.reshape"(%134) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %136 = "stablehlo.slice"(%132) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %137 = "stablehlo.slice"(%132) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %138 = "stablehlo.multiply"(%136, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %139 = "stablehlo.multiply"(%137, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %140 = "stablehlo.subtract"(%138, %139) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %141 = "stablehlo.multiply"(%137, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %142 = "stablehlo.multiply"(%136, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %143 = "stablehlo.add"(%141, %142) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %144 = "stablehlo.concatenate"(%140, %143) {dimension = 2 : i64} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x8xf32>
    %145 = "stablehlo.dynamic_update_slice"(%arg24, %144, %arg21, %53, %53) : (tensor<16x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %146 = "stablehlo.dynamic_update_slice"(%arg25, %135, %arg21, %53, %53) : (tensor<16x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %147 = "stablehlo.convert"(%arg11) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %148 = "stablehlo.dot_general"(%129, %147) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %149 = "stablehlo.reshape"(%148) : (tensor<1x32xf32>) -> tensor<1x4x8xf32>
    %150 = "stablehlo.slice"(%149) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %151 = "stablehlo.slice"(%149) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %152 = "stablehlo.multiply"(%150, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %153 = "stablehlo.multiply"(%151, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %154 = "stablehlo.subtract"(%152, %153) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %155 = "stablehlo.multiply"(%151, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %156 = "stablehlo.multiply"(%150, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %157 = "stablehlo.add"(%155, %156) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %158 = "stablehlo.concatenate"(%154, %157) {dimension = 2 : i64} : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
    %159 = "stablehlo.reshape"(%158) : (tensor<1x4x8xf32>) -> tensor<1x2x2x8xf32>
    %160 = "stablehlo.dot_general"(%159, %145) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x16xf32>
    %161 = "stablehlo.multiply"(%160, %70) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %162 = "stablehlo.select"(%21, %161, %72) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %163 = "stablehlo.reduce"(%162, %74) ({
    ^bb0(%164: tensor<f32>, %165: tensor<f32>):
      %166 = "stablehlo.maximum"(%164, %165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%166) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %167 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %168 = "stablehlo.subtract"(%162, %167) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %169 = "stablehlo.exponential"(%168) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %170 = "stablehlo.reduce"(%169, %23) ({
    ^bb0(%171: tensor<f32>, %172: tensor<f32>):
      %173 = "stablehlo.add"(%171, %172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%173) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %174 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %175 = "stablehlo.divide"(%169, %174) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %176 = "stablehlo.dot_general"(%175, %146) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
    %177 = "stablehlo.transpose"(%176) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x8xf32>) -> tensor<1x2x2x8xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<1x2x2x8xf32>) -> tensor<1x32xf32>
    %179 = "stablehlo.convert"(%arg14) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %180 = "stablehlo.dot_general"(%178, %179) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<8x32xf32>) -> tensor<1x8xf32>
    %181 = "stablehlo.add"(%116, %180) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %182 = "stablehlo.multiply"(%181, %181) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %183 = "stablehlo.reduce"(%182, %23) ({
    ^bb0(%184: tensor<f32>, %185: tensor<f32>):
      %186 = "stablehlo.add"(%184, %185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%186) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %187 = "stablehlo.divide"(%183, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %188 = "stablehlo.add"(%187, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %189 = "stablehlo.rsqrt"(%188) : (tensor<1xf32>) -> tensor<1xf32>
    %190 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %191 = "stablehlo.multiply"(%181, %190) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %192 = "stablehlo.convert"(%arg15) : (tensor<8xbf16>) -> tensor<8xf32>
    %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %194 = "stablehlo.multiply"(%193, %191) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %195 = "stablehlo.convert"(%arg16) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %196 = "stablehlo.dot_general"(%194, %195) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %197 = "stablehlo.convert"(%arg17) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %198 = "stablehlo.dot_general"(%194, %197) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %199 = "stablehlo.logistic"(%196) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %200 = "stablehlo.multiply"(%196, %199) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %201 = "stablehlo.multiply"(%200, %198) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %202 = "stablehlo.convert"(%arg18) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %203 = "stablehlo.dot_general"(%201, %202) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xf32>, tensor<8x16xf32>) -> tensor<1x8xf32>
    %204 = "stablehlo.add"(%181, %203) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %205 = "stablehlo.multiply"(%204, %204) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %206 = "stablehlo.reduce"(%205, %23) ({
    ^bb0(%207: tensor<f32>, %208: tensor<f32>):
      %209 = "stablehlo.add"(%207, %208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%209) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %210 = "stablehlo.divide"(%206, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %211 = "stablehlo.add"(%210, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %212 = "stablehlo.rsqrt"(%211) : (tensor<1xf32>) -> tensor<1xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %214 = "stablehlo.multiply"(%204, %213) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %215 = "stablehlo.convert"(%arg19) : (tensor<8xbf16>) -> tensor<8xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %217 = "stablehlo.multiply"(%216, %214) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %218 = "stablehlo.convert"(%arg0) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %219 = "stablehlo.dot_general"(%217, %218) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<1x32xf32>) -> tensor<32xf32>
    "func.return"(%220, %54, %55, %145, %146) : (tensor<32xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> ()
  }
}
