module @prefill_logits {
  func.func public @main(%arg0: tensor<24x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8x8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<12x8xf32>, %arg8: tensor<12x8xf32>, %arg9: tensor<8x12xf32>, %arg10: tensor<8xf32>, %arg11: tensor<24x8xf32>, %arg12: tensor<4xi32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<12x2x4xf32>, %arg16: tensor<12x2x4xf32>) -> (tensor<24xf32>, tensor<12x2x4xf32>, tensor<12x2x4xf32>) {
    %0 = "stablehlo.reshape"(%arg12) : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<24x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    %2 = "stablehlo.convert"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
    %4 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %5 = "stablehlo.add"(%3, %4) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %6 = "stablehlo.convert"(%5) : (tensor<4xi32>) -> tensor<4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x2xf32>
    %8 = "stablehlo.constant"() {value = dense<[1.0e+00, 1.4142134e-03]> : tensor<2xf32>} : () -> tensor<2xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<4x2xf32>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %11 = "stablehlo.cosine"(%10) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %12 = "stablehlo.sine"(%10) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x2xf32>) -> tensor<4x2x2xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x2xf32>) -> tensor<4x2x2xf32>
    %15 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x2xf32>) -> tensor<4x2x2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x2xf32>) -> tensor<4x2x2xf32>
    %17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x12xi32>
    %18 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi32>) -> tensor<4x12xi32>
    %19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x12xi32>, tensor<4x12xi32>) -> tensor<4x12xi1>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<4x12xi1>) -> tensor<2x4x1x12xi1>
    %21 = "stablehlo.multiply"(%2, %2) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %22 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) ({
    ^bb0(%24: tensor<f32>, %25: tensor<f32>):
      %26 = "stablehlo.add"(%24, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %27 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<4xf32>} : () -> tensor<4xf32>
    %28 = "stablehlo.divide"(%23, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.constant"() {value = dense<1.0e-06> : tensor<4xf32>} : () -> tensor<4xf32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.rsqrt"(%30) : (tensor<4xf32>) -> tensor<4xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %33 = "stablehlo.multiply"(%2, %32) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %34 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %35 = "stablehlo.multiply"(%34, %33) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %36 = "stablehlo.dot_general"(%35, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
    %38 = "stablehlo.dot_general"(%35, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
    %40 = "stablehlo.dot_general"(%35, %arg4) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
    %42 = "stablehlo.slice"(%37) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x4xf32>) -> tensor<4x2x2xf32>
    %43 = "stablehlo.slice"(%37) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x4xf32>) -> tensor<4x2x2xf32>
    %44 = "stablehlo.multiply"(%42, %13) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %45 = "stablehlo.multiply"(%43, %14) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %46 = "stablehlo.subtract"(%44, %45) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %47 = "stablehlo.multiply"(%43, %13) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %48 = "stablehlo.multiply"(%42, %14) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %49 = "stablehlo.add"(%47, %48) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %50 = "stablehlo.concatenate"(%46, %49) {dimension = 2 : i64} : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x4xf32>
    %51 = "stablehlo.slice"(%39) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x4xf32>) -> tensor<4x2x2xf32>
    %52 = "stablehlo.slice"(%39) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x4xf32>) -> tensor<4x2x2xf32>
    %53 = "stablehlo.multiply"(%51, %15) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %54 = "stablehlo.multiply"(%52, %16) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %55 = "stablehlo.subtract"(%53, %54) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %56 = "stablehlo.multiply"(%52, %15) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %57 = "stablehlo.multiply"(%51, %16) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %58 = "stablehlo.add"(%56, %57) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %59 = "stablehlo.concatenate"(%55, %58) {dimension = 2 : i64} : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x4xf32>
    %60 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %61 = "stablehlo.dynamic_update_slice"(%arg15, %59, %arg13, %60, %60) : (tensor<12x2x4xf32>, tensor<4x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x2x4xf32>
    %62 = "stablehlo.dynamic_update_slice"(%arg16, %41, %arg13, %60, %60) : (tensor<12x2x4xf32>, tensor<4x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x2x4xf32>
    %63 = "stablehlo.reshape"(%50) : (tensor<4x2x4xf32>) -> tensor<4x2x1x4xf32>
    %64 = "stablehlo.dot_general"(%63, %61) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x2x1x4xf32>, tensor<12x2x4xf32>) -> tensor<2x4x1x12xf32>
    %65 = "stablehlo.constant"() {value = dense<5.0e-01> : tensor<2x4x1x12xf32>} : () -> tensor<2x4x1x12xf32>
    %66 = "stablehlo.multiply"(%64, %65) : (tensor<2x4x1x12xf32>, tensor<2x4x1x12xf32>) -> tensor<2x4x1x12xf32>
    %67 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x4x1x12xf32>} : () -> tensor<2x4x1x12xf32>
    %68 = "stablehlo.select"(%20, %66, %67) : (tensor<2x4x1x12xi1>, tensor<2x4x1x12xf32>, tensor<2x4x1x12xf32>) -> tensor<2x4x1x12xf32>
    %69 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) ({
    ^bb0(%71: tensor<f32>, %72: tensor<f32>):
      %73 = "stablehlo.maximum"(%71, %72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%73) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x1x12xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %74 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x1xf32>) -> tensor<2x4x1x12xf32>
    %75 = "stablehlo.subtract"(%68, %74) : (tensor<2x4x1x12xf32>, tensor<2x4x1x12xf32>) -> tensor<2x4x1x12xf32>
    %76 = "stablehlo.exponential"(%75) : (tensor<2x4x1x12xf32>) -> tensor<2x4x1x12xf32>
    %77 = "stablehlo.reduce"(%76, %22) ({
    ^bb0(%78: tensor<f32>, %79: tensor<f32>):
      %80 = "stablehlo.add"(%78, %79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%80) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x1x12xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %81 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x1xf32>) -> tensor<2x4x1x12xf32>
    %82 = "stablehlo.divide"(%76, %81) : (tensor<2x4x1x12xf32>, tensor<2x4x1x12xf32>) -> tensor<2x4x1x12xf32>
    %83 = "stablehlo.dot_general"(%82, %62) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x1x12xf32>, tensor<12x2x4xf32>) -> tensor<2x4x1x4xf32>
    %84 = "stablehlo.transpose"(%83) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x4x1x4xf32>) -> tensor<4x2x1x4xf32>
    %85 = "stablehlo.reshape"(%84) : (tensor<4x2x1x4xf32>) -> tensor<4x8xf32>
    %86 = "stablehlo.dot_general"(%85, %arg5) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %87 = "stablehlo.add"(%2, %86) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %88 = "stablehlo.multiply"(%87, %87) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %89 = "stablehlo.reduce"(%88, %22) ({
    ^bb0(%90: tensor<f32>, %91: tensor<f32>):
      %92 = "stablehlo.add"(%90, %91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%92) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %93 = "stablehlo.divide"(%89, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %94 = "stablehlo.add"(%93, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %95 = "stablehlo.rsqrt"(%94) : (tensor<4xf32>) -> tensor<4xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %97 = "stablehlo.multiply"(%87, %96) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %98 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %99 = "stablehlo.multiply"(%98, %97) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %100 = "stablehlo.dot_general"(%99, %arg7) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<12x8xf32>) -> tensor<4x12xf32>
    %101 = "stablehlo.dot_general"(%99, %arg8) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<12x8xf32>) -> tensor<4x12xf32>
    %102 = "stablehlo.logistic"(%100) : (tensor<4x12xf32>) -> tensor<4x12xf32>
    %103 = "stablehlo.multiply"(%100, %102) : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<4x12xf32>
    %104 = "stablehlo.multiply"(%103, %101) : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<4x12xf32>
    %105 = "stablehlo.dot_general"(%104, %arg9) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x12xf32>, tensor<8x12xf32>) -> tensor<4x8xf32>
    %106 = "stablehlo.add"(%87, %105) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %107 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %108 = "stablehlo.subtract"(%arg14, %107) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %109 = "stablehlo.dynamic_slice"(%106, %108, %60) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %110 = "stablehlo.multiply"(%109, %109) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %111 = "stablehlo.reduce"(%110, %22) ({
    ^bb0(%112: tensor<f32>, %113: tensor<f32>):
      %114 = "stablehlo.add"(%112, %113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%114) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %115 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %116 = "stablehlo.divide"(%111, %115) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %117 = "stablehlo.constant"() {value = dense<1.0e-06> : tensor<1xf32>} : () -> tensor<1xf32>
    %118 = "stablehlo.add"(%116, %117) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %119 = "stablehlo.rsqrt"(%118) : (tensor<1xf32>) -> tensor<1xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %121 = "stablehlo.multiply"(%109, %120) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %122 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %123 = "stablehlo.multiply"(%122, %121) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %124 = "stablehlo.dot_general"(%123, %arg11) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<24x8xf32>) -> tensor<1x24xf32>
    %125 = "stablehlo.reshape"(%124) : (tensor<1x24xf32>) -> tensor<24xf32>
    "func.return"(%125, %61, %62) : (tensor<24xf32>, tensor<12x2x4xf32>, tensor<12x2x4xf32>) -> ()
  }
}
