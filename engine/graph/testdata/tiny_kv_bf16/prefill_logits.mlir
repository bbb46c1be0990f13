module @prefill_logits {
  func.func public @main(%arg0: tensor<32x8xbf16>, %arg1: tensor<8xbf16>, %arg2: tensor<32x8xbf16>, %arg3: tensor<16x8xbf16>, %arg4: tensor<16x8xbf16>, %arg5: tensor<8x32xbf16>, %arg6: tensor<8xbf16>, %arg7: tensor<16x8xbf16>, %arg8: tensor<16x8xbf16>, %arg9: tensor<8x16xbf16>, %arg10: tensor<8xbf16>, %arg11: tensor<32x8xbf16>, %arg12: tensor<16x8xbf16>, %arg13: tensor<16x8xbf16>, %arg14: tensor<8x32xbf16>, %arg15: tensor<8xbf16>, %arg16: tensor<16x8xbf16>, %arg17: tensor<16x8xbf16>, %arg18: tensor<8x16xbf16>, %arg19: tensor<8xbf16>, %arg20: tensor<4xi32>, %arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<16x2x8xbf16>, %arg24: tensor<16x2x8xbf16>, %arg25: tensor<16x2x8xbf16>, %arg26: tensor<16x2x8xbf16>) -> (tensor<32xf32>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>) {
    %0 = "stablehlo.reshape"(%arg20) : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<32x8xbf16>, tensor<4x1xi32>) -> tensor<4x8xbf16>
    %2 = "stablehlo.convert"(%1) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
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
    %21 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %22 = "stablehlo.subtract"(%arg22, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.add"(%arg21, %22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %25 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.add"(%24, %25) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %27 = "stablehlo.convert"(%26) : (tensor<1xi32>) -> tensor<1xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x4xf32>
    %29 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %30 = "stablehlo.multiply"(%28, %29) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %31 = "stablehlo.cosine"(%30) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %32 = "stablehlo.sine"(%30) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x4x4xf32>
    %34 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x4x4xf32>
    %35 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x2x4xf32>
    %36 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x2x4xf32>
    %37 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %38 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %39 = "stablehlo.compare"(%37, %38) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<2x1x2x16xi1>
    %41 = "stablehlo.multiply"(%2, %2) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %42 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %43 = "stablehlo.reduce"(%41, %42) ({
    ^bb0(%44: tensor<f32>, %45: tensor<f32>):
      %46 = "stablehlo.add"(%44, %45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %47 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<4xf32>} : () -> tensor<4xf32>
    %48 = "stablehlo.divide"(%43, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %49 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<4xf32>} : () -> tensor<4xf32>
    %50 = "stablehlo.add"(%48, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.rsqrt"(%50) : (tensor<4xf32>) -> tensor<4xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %53 = "stablehlo.multiply"(%2, %52) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %54 = "stablehlo.convert"(%arg1) : (tensor<8xbf16>) -> tensor<8xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %56 = "stablehlo.multiply"(%55, %53) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %57 = "stablehlo.convert"(%arg3) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %58 = "stablehlo.dot_general"(%56, %57) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %60 = "stablehlo.convert"(%arg4) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %61 = "stablehlo.dot_general"(%56, %60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %63 = "stablehlo.slice"(%59) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %64 = "stablehlo.slice"(%59) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %65 = "stablehlo.multiply"(%63, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %66 = "stablehlo.multiply"(%64, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %67 = "stablehlo.subtract"(%65, %66) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %68 = "stablehlo.multiply"(%64, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %69 = "stablehlo.multiply"(%63, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %70 = "stablehlo.add"(%68, %69) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %71 = "stablehlo.concatenate"(%67, %70) {dimension = 2 : i64} : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x8xf32>
    %72 = "stablehlo.convert"(%71) : (tensor<4x2x8xf32>) -> tensor<4x2x8xbf16>
    %73 = "stablehlo.convert"(%62) : (tensor<4x2x8xf32>) -> tensor<4x2x8xbf16>
    %74 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %75 = "stablehlo.dynamic_update_slice"(%arg23, %72, %arg21, %74, %74) : (tensor<16x2x8xbf16>, tensor<4x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
    %76 = "stablehlo.dynamic_update_slice"(%arg24, %73, %arg21, %74, %74) : (tensor<16x2x8xbf16>, tensor<4x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
    %77 = "stablehlo.convert"(%75) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %78 = "stablehlo.convert"(%76) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %79 = "stablehlo.convert"(%arg2) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %80 = "stablehlo.dot_general"(%56, %79) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<4x32xf32>
    %81 = "stablehlo.reshape"(%80) : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
    %82 = "stablehlo.slice"(%81) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %83 = "stablehlo.slice"(%81) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %84 = "stablehlo.multiply"(%82, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %85 = "stablehlo.multiply"(%83, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %86 = "stablehlo.subtract"(%84, %85) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %87 = "stablehlo.multiply"(%83, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %88 = "stablehlo.multiply"(%82, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %89 = "stablehlo.add"(%87, %88) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %90 = "stablehlo.concatenate"(%86, %89) {dimension = 2 : i64} : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x8xf32>
    %91 = "stablehlo.reshape"(%90) : (tensor<4x4x8xf32>) -> tensor<4x2x2x8xf32>
    %92 = "stablehlo.dot_general"(%91, %77) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x16xf32>
    %93 = "stablehlo.constant"() {value = dense<3.5355338e-01> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %94 = "stablehlo.multiply"(%92, %93) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %95 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %96 = "stablehlo.select"(%20, %94, %95) : (tensor<2x4x2x16xi1>, tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %97 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %98 = "stablehlo.reduce"(%96, %97) ({
    ^bb0(%99: tensor<f32>, %100: tensor<f32>):
      %101 = "stablehlo.maximum"(%99, %100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%101) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %102 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %103 = "stablehlo.subtract"(%96, %102) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %104 = "stablehlo.exponential"(%103) : (tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %105 = "stablehlo.reduce"(%104, %42) ({
    ^bb0(%106: tensor<f32>, %107: tensor<f32>):
      %108 = "stablehlo.add"(%106, %107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%108) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %109 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %110 = "stablehlo.divide"(%104, %109) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %111 = "stablehlo.dot_general"(%110, %78) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x8xf32>
    %112 = "stablehlo.transpose"(%111) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x4x2x8xf32>) -> tensor<4x2x2x8xf32>
    %113 = "stablehlo.reshape"(%112) : (tensor<4x2x2x8xf32>) -> tensor<4x32xf32>
    %114 = "stablehlo.convert"(%arg5) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %115 = "stablehlo.dot_general"(%113, %114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<8x32xf32>) -> tensor<4x8xf32>
    %116 = "stablehlo.add"(%2, %115) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %117 = "stablehlo.multiply"(%116, %116) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %118 = "stablehlo.reduce"(%117, %42) ({
    ^bb0(%119: tensor<f32>, %120: tensor<f32>):
      %121 = "stablehlo.add"(%119, %120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%121) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %122 = "stablehlo.divide"(%118, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.add"(%122, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.rsqrt"(%123) : (tensor<4xf32>) -> tensor<4xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %126 = "stablehlo.multiply"(%116, %125) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %127 = "stablehlo.convert"(%arg6) : (tensor<8xbf16>) -> tensor<8xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %129 = "stablehlo.multiply"(%128, %126) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %130 = "stablehlo.convert"(%arg7) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %131 = "stablehlo.dot_general"(%129, %130) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %132 = "stablehlo.convert"(%arg8) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %133 = "stablehlo.dot_general"(%129, %132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %134 = "stablehlo.logistic"(%131) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %135 = "stablehlo.multiply"(%131, %134) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %136 = "stablehlo.multiply"(%135, %133) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %137 = "stablehlo.convert"(%arg9) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %138 = "stablehlo.dot_general"(%136, %137) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %139 = "stablehlo.add"(%116, %138) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %140 = "stablehlo.multiply"(%139, %139) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %141 = "stablehlo.reduce"(%140, %42) ({
    ^bb0(%142: tensor<f32>, %143: tensor<f32>):
      %144 = "stablehlo.add"(%142, %143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%144) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %145 = "stablehlo.divide"(%141, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.add"(%145, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %147 = "stablehlo.rsqrt"(%146) : (tensor<4xf32>) -> tensor<4xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %149 = "stablehlo.multiply"(%139, %148) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %150 = "stablehlo.convert"(%arg10) : (tensor<8xbf16>) -> tensor<8xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %152 = "stablehlo.multiply"(%151, %149) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %153 = "stablehlo.convert"(%arg12) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %154 = "stablehlo.dot_general"(%152, %153) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %156 = "stablehlo.convert"(%arg13) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %157 = "stablehlo.dot_general"(%152, %156) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %158 = "stablehlo.reshape"(%157) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %159 = "stablehlo.slice"(%155) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %160 = "stablehlo.slice"(%155) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %161 = "stablehlo.multiply"(%159, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %162 = "stablehlo.multiply"(%160, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %163 = "stablehlo.subtract"(%161, %162) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %164 = "stablehlo.multiply"(%160, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %165 = "stablehlo.multiply"(%159, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %166 = "stablehlo.add"(%164, %165) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %167 = "stablehlo.concatenate"(%163, %166) {dimension = 2 : i64} : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x8xf32>
    %168 = "stablehlo.convert"(%167) : (tensor<4x2x8xf32>) -> tensor<4x2x8xbf16>
    %169 = "stablehlo.convert"(%158) : (tensor<4x2x8xf32>) -> tensor<4x2x8xbf16>
    %170 = "stablehlo.dynamic_update_slice"(%arg25, %168, %arg21, %74, %74) : (tensor<16x2x8xbf16>, tensor<4x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
    %171 = "stablehlo.dynamic_update_slice"(%arg26, %169, %arg21, %74, %74) : (tensor<16x2x8xbf16>, tensor<4x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
    %172 = "stablehlo.dynamic_slice"(%152, %22, %74) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %173 = "stablehlo.convert"(%170) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %174 = "stablehlo.convert"(%171) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %175 = "stablehlo.convert"(%arg11) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %176 = "stablehlo.dot_general"(%172, %175) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<1x32xf32>) -> tensor<1x4x8xf32>
    %178 = "stablehlo.slice"(%177) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %179 = "stablehlo.slice"(%177) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %180 = "stablehlo.multiply"(%178, %33) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %181 = "stablehlo.multiply"(%179, %34) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %182 = "stablehlo.subtract"(%180, %181) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %183 = "stablehlo.multiply"(%179, %33) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %184 = "stablehlo.multiply"(%178, %34) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %185 = "stablehlo.add"(%183, %184) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %186 = "stablehlo.concatenate"(%182, %185) {dimension = 2 : i64} : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<1x4x8xf32>) -> tensor<1x2x2x8xf32>
    %188 = "stablehlo.dot_general"(%187, %173) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x16xf32>
    %189 = "stablehlo.constant"() {value = dense<3.5355338e-01> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %190 = "stablehlo.multiply"(%188, %189) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %191 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %192 = "stablehlo.select"(%40, %190, %191) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %193 = "stablehlo.reduce"(%192, %97) ({
    ^bb0(%194: tensor<f32>, %195: tensor<f32>):
      %196 = "stablehlo.maximum"(%194, %195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%196) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %197 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %198 = "stablehlo.subtract"(%192, %197) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %199 = "stablehlo.exponential"(%198) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %200 = "stablehlo.reduce"(%199, %42) ({
    ^bb0(%201: tensor<f32>, %202: tensor<f32>):
      %203 = "stablehlo.add"(%201, %202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%203) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %204 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %205 = "stablehlo.divide"(%199, %204) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %206 = "stablehlo.dot_general"(%205, %174) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
    %207 = "stablehlo.transpose"(%206) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x8xf32>) -> tensor<1x2x2x8xf32>
    %208 = "stablehlo.reshape"(%207) : (tensor<1x2x2x8xf32>) -> tensor<1x32xf32>
    %209 = "stablehlo.dynamic_slice"(%139, %22, %74) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %210 = "stablehlo.convert"(%arg14) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %211 = "stablehlo.dot_general"(%208, %210) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<8x32xf32>) -> tensor<1x8xf32>
    %212 = "stablehlo.add"(%209, %211) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %213 = "stablehlo.multiply"(%212, %212) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %214 = "stablehlo.reduce"(%213, %42) ({
    ^bb0(%215: tensor<f32>, %216: tensor<f32>):
      %217 = "stablehlo.add"(%215, %216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%217) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %218 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %219 = "stablehlo.divide"(%214, %218) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %220 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %221 = "stablehlo.add"(%219, %220) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %222 = "stablehlo.rsqrt"(%221) : (tensor<1xf32>) -> tensor<1xf32>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %224 = "stablehlo.multiply"(%212, %223) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %225 = "stablehlo.convert"(%arg15) : (tensor<8xbf16>) -> tensor<8xf32>
    %226 = "stablehlo.broadcast_in_dim"(%225) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %227 = "stablehlo.multiply"(%226, %224) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %228 = "stablehlo.convert"(%arg16) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %229 = "stablehlo.dot_general"(%227, %228) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %230 = "stablehlo.convert"(%arg17) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %231 = "stablehlo.dot_general"(%227, %230) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %232 = "stablehlo.logistic"(%229) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %233 = "stablehlo.multiply"(%229, %232) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %234 = "stablehlo.multiply"(%233, %231) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %235 = "stablehlo.convert"(%arg18) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %236 = "stablehlo.dot_general"(%234, %235) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xf32>, tensor<8x16xf32>) -> tensor<1x8xf32>
    %237 = "stablehlo.add"(%212, %236) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %238 = "stablehlo.multiply"(%237, %237) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %239 = "stablehlo.reduce"(%238, %42) ({
    ^bb0(%240: tensor<f32>, %241: tensor<f32>):
      %242 = "stablehlo.add"(%240, %241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%242) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %243 = "stablehlo.divide"(%239, %218) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %244 = "stablehlo.add"(%243, %220) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %245 = "stablehlo.rsqrt"(%244) : (tensor<1xf32>) -> tensor<1xf32>
    %246 = "stablehlo.broadcast_in_dim"(%245) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %247 = "stablehlo.multiply"(%237, %246) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %248 = "stablehlo.convert"(%arg19) : (tensor<8xbf16>) -> tensor<8xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %250 = "stablehlo.multiply"(%249, %247) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %251 = "stablehlo.convert"(%arg0) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %252 = "stablehlo.dot_general"(%250, %251) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %253 = "stablehlo.reshape"(%252) : (tensor<1x32xf32>) -> tensor<32xf32>
    "func.return"(%253, %75, %76, %170, %171) : (tensor<32xf32>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>) -> ()
  }
}
