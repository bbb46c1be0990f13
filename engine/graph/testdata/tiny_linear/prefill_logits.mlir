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
    %8 = "stablehlo.constant"() {value = dense<[4.0e-01, 5.656854e-04]> : tensor<2xf32>} : () -> tensor<2xf32>
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
    %21 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %22 = "stablehlo.subtract"(%arg14, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.add"(%arg13, %22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %25 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.add"(%24, %25) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %27 = "stablehlo.convert"(%26) : (tensor<1xi32>) -> tensor<1xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x2xf32>
    %29 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %30 = "stablehlo.multiply"(%28, %29) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %31 = "stablehlo.cosine"(%30) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %32 = "stablehlo.sine"(%30) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %34 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %35 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %36 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x2xf32>) -> tensor<1x2x2xf32>
    %37 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x12xi32>
    %38 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x12xi32>
    %39 = "stablehlo.compare"(%37, %38) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x12xi32>, tensor<1x12xi32>) -> tensor<1x12xi1>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x12xi1>) -> tensor<2x1x1x12xi1>
    %41 = "stablehlo.multiply"(%2, %2) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %42 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %43 = "stablehlo.reduce"(%41, %42) ({
    ^bb0(%44: tensor<f32>, %45: tensor<f32>):
      %46 = "stablehlo.add"(%44, %45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %47 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<4xf32>} : () -> tensor<4xf32>
    %48 = "stablehlo.divide"(%43, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %49 = "stablehlo.constant"() {value = dense<1.0e-06> : tensor<4xf32>} : () -> tensor<4xf32>
    %50 = "stablehlo.add"(%48, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.rsqrt"(%50) : (tensor<4xf32>) -> tensor<4xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %53 = "stablehlo.multiply"(%2, %52) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %54 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %55 = "stablehlo.multiply"(%54, %53) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %56 = "stablehlo.dot_general"(%55, %arg3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %57 = "stablehlo.reshape"(%56) : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
    %58 = "stablehlo.dot_general"(%55, %arg4) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
    %60 = "stablehlo.slice"(%57) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x4xf32>) -> tensor<4x2x2xf32>
    %61 = "stablehlo.slice"(%57) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x4xf32>) -> tensor<4x2x2xf32>
    %62 = "stablehlo.multiply"(%60, %15) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %63 = "stablehlo.multiply"(%61, %16) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %64 = "stablehlo.subtract"(%62, %63) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %65 = "stablehlo.multiply"(%61, %15) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %66 = "stablehlo.multiply"(%60, %16) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %67 = "stablehlo.add"(%65, %66) : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %68 = "stablehlo.concatenate"(%64, %67) {dimension = 2 : i64} : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x4xf32>
    %69 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %70 = "stablehlo.dynamic_update_slice"(%arg15, %68, %arg13, %69, %69) : (tensor<12x2x4xf32>, tensor<4x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x2x4xf32>
    %71 = "stablehlo.dynamic_update_slice"(%arg16, %59, %arg13, %69, %69) : (tensor<12x2x4xf32>, tensor<4x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x2x4xf32>
    %72 = "stablehlo.dynamic_slice"(%55, %22, %69) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %73 = "stablehlo.dot_general"(%72, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x8xf32>) -> tensor<1x2x4xf32>
    %75 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %76 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 2>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x4xf32>) -> tensor<1x2x2xf32>
    %77 = "stablehlo.multiply"(%75, %33) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %78 = "stablehlo.multiply"(%76, %34) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %79 = "stablehlo.subtract"(%77, %78) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %80 = "stablehlo.multiply"(%76, %33) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %81 = "stablehlo.multiply"(%75, %34) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %82 = "stablehlo.add"(%80, %81) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %83 = "stablehlo.concatenate"(%79, %82) {dimension = 2 : i64} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x4xf32>
    %84 = "stablehlo.reshape"(%83) : (tensor<1x2x4xf32>) -> tensor<1x2x1x4xf32>
    %85 = "stablehlo.dot_general"(%84, %70) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x1x4xf32>, tensor<12x2x4xf32>) -> tensor<2x1x1x12xf32>
    %86 = "stablehlo.constant"() {value = dense<5.0e-01> : tensor<2x1x1x12xf32>} : () -> tensor<2x1x1x12xf32>
    %87 = "stablehlo.multiply"(%85, %86) : (tensor<2x1x1x12xf32>, tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %88 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x1x12xf32>} : () -> tensor<2x1x1x12xf32>
    %89 = "stablehlo.select"(%40, %87, %88) : (tensor<2x1x1x12xi1>, tensor<2x1x1x12xf32>, tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %90 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %91 = "stablehlo.reduce"(%89, %90) ({
    ^bb0(%92: tensor<f32>, %93: tensor<f32>):
      %94 = "stablehlo.maximum"(%92, %93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%94) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x12xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %95 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x12xf32>
    %96 = "stablehlo.subtract"(%89, %95) : (tensor<2x1x1x12xf32>, tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %97 = "stablehlo.exponential"(%96) : (tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %98 = "stablehlo.reduce"(%97, %42) ({
    ^bb0(%99: tensor<f32>, %100: tensor<f32>):
      %101 = "stablehlo.add"(%99, %100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%101) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x1x12xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %102 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x1xf32>) -> tensor<2x1x1x12xf32>
    %103 = "stablehlo.divide"(%97, %102) : (tensor<2x1x1x12xf32>, tensor<2x1x1x12xf32>) -> tensor<2x1x1x12xf32>
    %104 = "stablehlo.dot_general"(%103, %71) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x1x12xf32>, tensor<12x2x4xf32>) -> tensor<2x1x1x4xf32>
    %105 = "stablehlo.transpose"(%104) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x1x4xf32>) -> tensor<1x2x1x4xf32>
    %106 = "stablehlo.reshape"(%105) : (tensor<1x2x1x4xf32>) -> tensor<1x8xf32>
    %107 = "stablehlo.dynamic_slice"(%2, %22, %69) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %108 = "stablehlo.dot_general"(%106, %arg5) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %109 = "stablehlo.add"(%107, %108) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %110 = "stablehlo.multiply"(%109, %109) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %111 = "stablehlo.reduce"(%110, %42) ({
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
    %122 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %123 = "stablehlo.multiply"(%122, %121) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %124 = "stablehlo.dot_general"(%123, %arg7) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<12x8xf32>) -> tensor<1x12xf32>
    %125 = "stablehlo.dot_general"(%123, %arg8) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<12x8xf32>) -> tensor<1x12xf32>
    %126 = "stablehlo.logistic"(%124) : (tensor<1x12xf32>) -> tensor<1x12xf32>
    %127 = "stablehlo.multiply"(%124, %126) : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xf32>
    %128 = "stablehlo.multiply"(%127, %125) : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xf32>
    %129 = "stablehlo.dot_general"(%128, %arg9) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x12xf32>, tensor<8x12xf32>) -> tensor<1x8xf32>
    %130 = "stablehlo.add"(%109, %129) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %131 = "stablehlo.multiply"(%130, %130) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %132 = "stablehlo.reduce"(%131, %42) ({
    ^bb0(%133: tensor<f32>, %134: tensor<f32>):
      %135 = "stablehlo.add"(%133, %134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%135) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %136 = "stablehlo.divide"(%132, %115) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %137 = "stablehlo.add"(%136, %117) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %138 = "stablehlo.rsqrt"(%137) : (tensor<1xf32>) -> tensor<1xf32>
    %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %140 = "stablehlo.multiply"(%130, %139) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %141 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %142 = "stablehlo.multiply"(%141, %140) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %143 = "stablehlo.dot_general"(%142, %arg11) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<24x8xf32>) -> tensor<1x24xf32>
    %144 = "stablehlo.reshape"(%143) : (tensor<1x24xf32>) -> tensor<24xf32>
    "func.return"(%144, %70, %71) : (tensor<24xf32>, tensor<12x2x4xf32>, tensor<12x2x4xf32>) -> ()
  }
}
