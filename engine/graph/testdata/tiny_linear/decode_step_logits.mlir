module @decode_step_logits {
  func.func public @main(%arg0: tensor<24x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8x8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<12x8xf32>, %arg8: tensor<12x8xf32>, %arg9: tensor<8x12xf32>, %arg10: tensor<8xf32>, %arg11: tensor<24x8xf32>, %arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<12x2x4xf32>, %arg15: tensor<12x2x4xf32>) -> (tensor<24xf32>, tensor<12x2x4xf32>, tensor<12x2x4xf32>) {
    %0 = "stablehlo.reshape"(%arg12) : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<24x8xf32>, tensor<1x1xi32>) -> tensor<1x8xf32>
    %3 = "stablehlo.convert"(%2) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %4 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %5 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %7 = "stablehlo.convert"(%6) : (tensor<1xi32>) -> tensor<1xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2xf32>
    %9 = "stablehlo.constant"() {value = dense<[4.0e-01, 5.656854e-04]> : tensor<2xf32>} : () -> tensor<2xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %11 = "stablehlo.multiply"(%8, %10) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %12 = "stablehlo.cosine"(%11) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %13 = "stablehlo.sine"(%11) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %15 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %17 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x12xi32>
    %19 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x12xi32>
    %20 = "stablehlo.compare"(%18, %19) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x12xi32>, tensor<1x12xi32>) -> tensor<1x12xi1>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x12xi1>) -> tensor<2x1x1x12xi1>
    %22 = "stablehlo.multiply"(%3, %3) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %23 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.reduce"(%22, %23) ({
    ^bb0(%25: tensor<f32>, %26: tensor<f32>):
      %27 = "stablehlo.add"(%25, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %28 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %29 = "stablehlo.divide"(%24, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %30 = "stablehlo.constant"() {value = dense<1.0e-06> : tensor<1xf32>} : () -> tensor<1xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %32 = "stablehlo.rsqrt"(%31) : (tensor<1xf32>) -> tensor<1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %34 = "stablehlo.multiply"(%3, %33) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %35 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %36 = "stablehlo.multiply"(%35, %34) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %37 = "stablehlo.dot_general"(%36, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1x8xf32>) -> tensor<1x2x4xf32>
    %39 = "stablehlo.dot_general"(%36, %arg4) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x8xf32>) -> tensor<1x2x4xf32>
    %41 = "stablehlo.slice"(%38) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %42 = "stablehlo.slice"(%38) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %43 = "stablehlo.multiply"(%41, %16) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %44 = "stablehlo.multiply"(%42, %17) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %45 = "stablehlo.subtract"(%43, %44) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %46 = "stablehlo.multiply"(%42, %16) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %47 = "stablehlo.multiply"(%41, %17) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %48 = "stablehlo.add"(%46, %47) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %49 = "stablehlo.concatenate"(%45, %48) {dimension = 2 : i64} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x4xf32>
    %50 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %51 = "stablehlo.dynamic_update_slice"(%arg14, %49, %arg13, %50, %50) : (tensor<12x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x2x4xf32>
    %52 = "stablehlo.dynamic_update_slice"(%arg15, %40, %arg13, %50, %50) : (tensor<12x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x2x4xf32>
    %53 = "stablehlo.dot_general"(%36, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<1x8xf32>) -> tensor<1x2x4xf32>
    %55 = "stablehlo.slice"(%54) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %56 = "stablehlo.slice"(%54) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %57 = "stablehlo.multiply"(%55, %14) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %58 = "stablehlo.multiply"(%56, %15) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %59 = "stablehlo.subtract"(%57, %58) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %60 = "stablehlo.multiply"(%56, %14) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %61 = "stablehlo.multiply"(%55, %15) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %62 = "stablehlo.add"(%60, %61) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %63 = "stablehlo.concatenate"(%59, %62) {dimension = 2 : i64} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x4xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<1x2x4xf32>) -> tensor<1x2x1x4xf32>
    %65 = "stablehlo.dot_general"(%64, %51) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x1x4xf32>, tensor<12x2x4xf32>) -> tensor<2x1x1x12xf32>
    %66 = "stablehlo.constant"() {value = dense<5.0e-01> : tensor<2x1x1x12xf32>} : () -> tensor<2x1x1x12xf32>
    %67 = "stablehlo.multiply"(%65, %66) : (tensor<2x1x1x12xf32>, tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %68 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x1x12xf32>} : () -> tensor<2x1x1x12xf32>
    %69 = "stablehlo.select"(%21, %67, %68) : (tensor<2x1x1x12xi1>, tensor<2x1x1x12xf32>, tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %70 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) ({
    ^bb0(%72: tensor<f32>, %73: tensor<f32>):
      %74 = "stablehlo.maximum"(%72, %73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%74) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x12xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %75 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x12xf32>
    %76 = "stablehlo.subtract"(%69, %75) : (tensor<2x1x1x12xf32>, tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %77 = "stablehlo.exponential"(%76) : (tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %78 = "stablehlo.reduce"(%77, %23) ({
    ^bb0(%79: tensor<f32>, %80: tensor<f32>):
      %81 = "stablehlo.add"(%79, %80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%81) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x12xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %82 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x12xf32>
    %83 = "stablehlo.divide"(%77, %82) : (tensor<2x1x1x12xf32>, tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %84 = "stablehlo.dot_general"(%83, %52) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x1x12xf32>, tensor<12x2x4xf32>) -> tensor<2x1x1x4xf32>
    %85 = "stablehlo.transpose"(%84) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x1x4xf32>) -> tensor<1x2x1x4xf32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1x2x1x4xf32>) -> tensor<1x8xf32>
    %87 = "stablehlo.dot_general"(%86, %arg5) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %88 = "stablehlo.add"(%3, %87) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %89 = "stablehlo.multiply"(%88, %88) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %90 = "stablehlo.reduce"(%89, %23) ({
    ^bb0(%91: tensor<f32>, %92: tensor<f32>):
      %93 = "stablehlo.add"(%91, %92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%93) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %94 = "stablehlo.divide"(%90, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %95 = "stablehlo.add"(%94, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %96 = "stablehlo.rsqrt"(%95) : (tensor<1xf32>) -> tensor<1xf32>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %98 = "stablehlo.multiply"(%88, %97) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %99 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %100 = "stablehlo.multiply"(%99, %98) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %101 = "stablehlo.dot_general"(%100, %arg7) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<12x8xf32>) -> tensor<1x12xf32>
    %102 = "stablehlo.dot_general"(%100, %arg8) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<12x8xf32>) -> tensor<1x12xf32>
    %103 = "stablehlo.logistic"(%101) : (tensor<1x12xf32>) -> tensor<1x12xf32>
    %104 = "stablehlo.multiply"(%101, %103) : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xf32>
    %105 = "stablehlo.multiply"(%104, %102) : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xf32>
    %106 = "stablehlo.dot_general"(%105, %arg9) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x12xf32>, tensor<8x12xf32>) -> tensor<1x8xf32>
    %107 = "stablehlo.add"(%88, %106) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %108 = "stablehlo.multiply"(%107, %107) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %109 = "stablehlo.reduce"(%108, %23) ({
    ^bb0(%110: tensor<f32>, %111: tensor<f32>):
      %112 = "stablehlo.add"(%110, %111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%112) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %113 = "stablehlo.divide"(%109, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %114 = "stablehlo.add"(%113, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %115 = "stablehlo.rsqrt"(%114) : (tensor<1xf32>) -> tensor<1xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %117 = "stablehlo.multiply"(%107, %116) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %118 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %119 = "stablehlo.multiply"(%118, %117) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %120 = "stablehlo.dot_general"(%119, %arg11) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<24x8xf32>) -> tensor<1x24xf32>
    %121 = "stablehlo.reshape"(%120) : (tensor<1x24xf32>) -> tensor<24xf32>
    "func.return"(%121, %51, %52) : (tensor<24xf32>, tensor<12x2x4xf32>, tensor<12x2x4xf32>) -> ()
  }
}
