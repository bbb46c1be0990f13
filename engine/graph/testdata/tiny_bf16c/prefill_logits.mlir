module @prefill_logits {
  func.func public @main(%arg0: tensor<32x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<32x8xf32>, %arg3: tensor<16x8xf32>, %arg4: tensor<16x8xf32>, %arg5: tensor<8x32xf32>, %arg6: tensor<8xf32>, %arg7: tensor<16x8xf32>, %arg8: tensor<16x8xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<8xf32>, %arg11: tensor<32x8xf32>, %arg12: tensor<16x8xf32>, %arg13: tensor<16x8xf32>, %arg14: tensor<8x32xf32>, %arg15: tensor<8xf32>, %arg16: tensor<16x8xf32>, %arg17: tensor<16x8xf32>, %arg18: tensor<8x16xf32>, %arg19: tensor<8xf32>, %arg20: tensor<4xi32>, %arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<16x2x8xf32>, %arg24: tensor<16x2x8xf32>, %arg25: tensor<16x2x8xf32>, %arg26: tensor<16x2x8xf32>) -> (tensor<32xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) {
    %0 = "stablehlo.reshape"(%arg20) : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<32x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    %2 = "stablehlo.convert"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
    %4 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %5 = "stablehlo.add"(%3, %4) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %6 = "stablehlo.convert"(%5) : (tensor<4xi32>) -> tensor<4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x4xf32>
    %8 = "stablehlo.constant"() {value = dense<[1.0e+00, 1.5431021e-01, 2.5199197e-02, 7.905695e-03]> : tensor<4xf32>} : () -> tensor<4xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<4x4xf32>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = "stablehlo.cosine"(%10) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %12 = "stablehlo.sine"(%10) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %13 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x4xf32>) -> tensor<4x2x4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x4xf32>) -> tensor<4x2x4xf32>
    %17 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x16xi32>
    %18 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi32>) -> tensor<4x16xi32>
    %19 = "stablehlo.compare"(%17, %18) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<4x16xi1>) -> tensor<2x4x2x16xi1>
    %21 = "stablehlo.multiply"(%2, %2) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %22 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) ({
    ^bb0(%24: tensor<f32>, %25: tensor<f32>):
      %26 = "stablehlo.add"(%24, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %27 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<4xf32>} : () -> tensor<4xf32>
    %28 = "stablehlo.divide"(%23, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<4xf32>} : () -> tensor<4xf32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.rsqrt"(%30) : (tensor<4xf32>) -> tensor<4xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %33 = "stablehlo.multiply"(%2, %32) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %34 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %35 = "stablehlo.multiply"(%34, %33) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %36 = "stablehlo.convert"(%35) : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %37 = "stablehlo.convert"(%arg2) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
    %38 = "stablehlo.dot_general"(%36, %37) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<32x8xbf16>) -> tensor<4x32xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
    %40 = "stablehlo.convert"(%arg3) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %41 = "stablehlo.dot_general"(%36, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %43 = "stablehlo.convert"(%arg4) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %44 = "stablehlo.dot_general"(%36, %43) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %46 = "stablehlo.slice"(%39) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %47 = "stablehlo.slice"(%39) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %48 = "stablehlo.multiply"(%46, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %49 = "stablehlo.multiply"(%47, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %50 = "stablehlo.subtract"(%48, %49) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %51 = "stablehlo.multiply"(%47, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %52 = "stablehlo.multiply"(%46, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %54 = "stablehlo.concatenate"(%50, %53) {dimension = 2 : i64} : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x8xf32>
    %55 = "stablehlo.slice"(%42) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %56 = "stablehlo.slice"(%42) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %57 = "stablehlo.multiply"(%55, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %58 = "stablehlo.multiply"(%56, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %59 = "stablehlo.subtract"(%57, %58) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %60 = "stablehlo.multiply"(%56, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %61 = "stablehlo.multiply"(%55, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %62 = "stablehlo.add"(%60, %61) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %63 = "stablehlo.concatenate"(%59, %62) {dimension = 2 : i64} : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x8xf32>
    %64 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %65 = "stablehlo.dynamic_update_slice"(%arg23, %63, %arg21, %64, %64) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %66 = "stablehlo.dynamic_update_slice"(%arg24, %45, %arg21, %64, %64) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %67 = "stablehlo.reshape"(%54) : (tensor<4x4x8xf32>) -> tensor<4x2x2x8xf32>
    %68 = "stablehlo.dot_general"(%67, %65) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x16xf32>
    %69 = "stablehlo.constant"() {value = dense<3.5355338e-01> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %70 = "stablehlo.multiply"(%68, %69) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %71 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %72 = "stablehlo.select"(%20, %70, %71) : (tensor<2x4x2x16xi1>, tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %73 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) ({
    ^bb0(%75: tensor<f32>, %76: tensor<f32>):
      %77 = "stablehlo.maximum"(%75, %76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%77) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %78 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %79 = "stablehlo.subtract"(%72, %78) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %80 = "stablehlo.exponential"(%79) : (tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %81 = "stablehlo.reduce"(%80, %22) ({
    ^bb0(%82: tensor<f32>, %83: tensor<f32>):
      %84 = "stablehlo.add"(%82, %83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%84) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %85 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %86 = "stablehlo.divide"(%80, %85) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %87 = "stablehlo.dot_general"(%86, %66) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x8xf32>
    %88 = "stablehlo.transpose"(%87) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x4x2x8xf32>) -> tensor<4x2x2x8xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<4x2x2x8xf32>) -> tensor<4x32xf32>
    %90 = "stablehlo.convert"(%89) : (tensor<4x32xf32>) -> tensor<4x32xbf16>
    %91 = "stablehlo.convert"(%arg5) : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %92 = "stablehlo.dot_general"(%90, %91) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<8x32xbf16>) -> tensor<4x8xf32>
    %93 = "stablehlo.add"(%2, %92) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %94 = "stablehlo.multiply"(%93, %93) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %95 = "stablehlo.reduce"(%94, %22) ({
    ^bb0(%96: tensor<f32>, %97: tensor<f32>):
      %98 = "stablehlo.add"(%96, %97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%98) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %99 = "stablehlo.divide"(%95, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.add"(%99, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %101 = "stablehlo.rsqrt"(%100) : (tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %103 = "stablehlo.multiply"(%93, %102) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %104 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %105 = "stablehlo.multiply"(%104, %103) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %106 = "stablehlo.convert"(%105) : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %107 = "stablehlo.convert"(%arg7) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %108 = "stablehlo.dot_general"(%106, %107) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %109 = "stablehlo.convert"(%arg8) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %110 = "stablehlo.dot_general"(%106, %109) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %111 = "stablehlo.logistic"(%108) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %112 = "stablehlo.multiply"(%108, %111) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %113 = "stablehlo.multiply"(%112, %110) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %114 = "stablehlo.convert"(%113) : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %115 = "stablehlo.convert"(%arg9) : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %116 = "stablehlo.dot_general"(%114, %115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x16xbf16>, tensor<8x16xbf16>) -> tensor<4x8xf32>
    %117 = "stablehlo.add"(%93, %116) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %118 = "stablehlo.multiply"(%117, %117) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %119 = "stablehlo.reduce"(%118, %22) ({
    ^bb0(%120: tensor<f32>, %121: tensor<f32>):
      %122 = "stablehlo.add"(%120, %121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%122) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %123 = "stablehlo.divide"(%119, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.add"(%123, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %125 = "stablehlo.rsqrt"(%124) : (tensor<4xf32>) -> tensor<4xf32>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %127 = "stablehlo.multiply"(%117, %126) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %128 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %129 = "stablehlo.multiply"(%128, %127) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %130 = "stablehlo.convert"(%129) : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %131 = "stablehlo.convert"(%arg11) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
    %132 = "stablehlo.dot_general"(%130, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<32x8xbf16>) -> tensor<4x32xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
    %134 = "stablehlo.convert"(%arg12) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %135 = "stablehlo.dot_general"(%130, %134) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %136 = "stablehlo.reshape"(%135) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %137 = "stablehlo.convert"(%arg13) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %138 = "stablehlo.dot_general"(%130, %137) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %140 = "stablehlo.slice"(%133) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %141 = "stablehlo.slice"(%133) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %142 = "stablehlo.multiply"(%140, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %143 = "stablehlo.multiply"(%141, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %144 = "stablehlo.subtract"(%142, %143) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %145 = "stablehlo.multiply"(%141, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %146 = "stablehlo.multiply"(%140, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %147 = "stablehlo.add"(%145, %146) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %148 = "stablehlo.concatenate"(%144, %147) {dimension = 2 : i64} : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x8xf32>
    %149 = "stablehlo.slice"(%136) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %150 = "stablehlo.slice"(%136) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %151 = "stablehlo.multiply"(%149, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %152 = "stablehlo.multiply"(%150, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %153 = "stablehlo.subtract"(%151, %152) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %154 = "stablehlo.multiply"(%150, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %155 = "stablehlo.multiply"(%149, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %156 = "stablehlo.add"(%154, %155) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %157 = "stablehlo.concatenate"(%153, %156) {dimension = 2 : i64} : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x8xf32>
    %158 = "stablehlo.dynamic_update_slice"(%arg25, %157, %arg21, %64, %64) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %159 = "stablehlo.dynamic_update_slice"(%arg26, %139, %arg21, %64, %64) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %160 = "stablehlo.reshape"(%148) : (tensor<4x4x8xf32>) -> tensor<4x2x2x8xf32>
    %161 = "stablehlo.dot_general"(%160, %158) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x16xf32>
    %162 = "stablehlo.multiply"(%161, %69) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %163 = "stablehlo.select"(%20, %162, %71) : (tensor<2x4x2x16xi1>, tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %164 = "stablehlo.reduce"(%163, %73) ({
    ^bb0(%165: tensor<f32>, %166: tensor<f32>):
      %167 = "stablehlo.maximum"(%165, %166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%167) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %168 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %169 = "stablehlo.subtract"(%163, %168) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %170 = "stablehlo.exponential"(%169) : (tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %171 = "stablehlo.reduce"(%170, %22) ({
    ^bb0(%172: tensor<f32>, %173: tensor<f32>):
      %174 = "stablehlo.add"(%172, %173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%174) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %175 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %176 = "stablehlo.divide"(%170, %175) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %177 = "stablehlo.dot_general"(%176, %159) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x8xf32>
    %178 = "stablehlo.transpose"(%177) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x4x2x8xf32>) -> tensor<4x2x2x8xf32>
    %179 = "stablehlo.reshape"(%178) : (tensor<4x2x2x8xf32>) -> tensor<4x32xf32>
    %180 = "stablehlo.convert"(%179) : (tensor<4x32xf32>) -> tensor<4x32xbf16>
    %181 = "stablehlo.convert"(%arg14) : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %182 = "stablehlo.dot_general"(%180, %181) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<8x32xbf16>) -> tensor<4x8xf32>
    %183 = "stablehlo.add"(%117, %182) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %184 = "stablehlo.multiply"(%183, %183) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %185 = "stablehlo.reduce"(%184, %22) ({
    ^bb0(%186: tensor<f32>, %187: tensor<f32>):
      %188 = "stablehlo.add"(%186, %187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%188) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %189 = "stablehlo.divide"(%185, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %190 = "stablehlo.add"(%189, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %191 = "stablehlo.rsqrt"(%190) : (tensor<4xf32>) -> tensor<4xf32>
    %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %193 = "stablehlo.multiply"(%183, %192) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %194 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %195 = "stablehlo.multiply"(%194, %193) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %196 = "stablehlo.convert"(%195) : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %197 = "stablehlo.convert"(%arg16) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %198 = "stablehlo.dot_general"(%196, %197) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %199 = "stablehlo.convert"(%arg17) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %200 = "stablehlo.dot_general"(%196, %199) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %201 = "stablehlo.logistic"(%198) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %202 = "stablehlo.multiply"(%198, %201) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %203 = "stablehlo.multiply"(%202, %200) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %204 = "stablehlo.convert"(%203) : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %205 = "stablehlo.convert"(%arg18) : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %206 = "stablehlo.dot_general"(%204, %205) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x16xbf16>, tensor<8x16xbf16>) -> tensor<4x8xf32>
    %207 = "stablehlo.add"(%183, %206) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %208 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %209 = "stablehlo.subtract"(%arg22, %208) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %210 = "stablehlo.dynamic_slice"(%207, %209, %64) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %211 = "stablehlo.multiply"(%210, %210) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %212 = "stablehlo.reduce"(%211, %22) ({
    ^bb0(%213: tensor<f32>, %214: tensor<f32>):
      %215 = "stablehlo.add"(%213, %214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%215) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %216 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %217 = "stablehlo.divide"(%212, %216) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %218 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %219 = "stablehlo.add"(%217, %218) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %220 = "stablehlo.rsqrt"(%219) : (tensor<1xf32>) -> tensor<1xf32>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %222 = "stablehlo.multiply"(%210, %221) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %223 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %224 = "stablehlo.multiply"(%223, %222) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %225 = "stablehlo.convert"(%224) : (tensor<1x8xf32>) -> tensor<1x8xbf16>
    %226 = "stablehlo.convert"(%arg0) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
    %227 = "stablehlo.dot_general"(%225, %226) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<32x8xbf16>) -> tensor<1x32xf32>
    %228 = "stablehlo.reshape"(%227) : (tensor<1x32xf32>) -> tensor<32xf32>
    "func.return"(%228, %65, %66, %158, %159) : (tensor<32xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> ()
  }
}
