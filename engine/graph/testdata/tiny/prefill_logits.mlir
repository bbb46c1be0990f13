module @prefill_logits {
  func.func public @main(%arg0: tensor<32x8xbf16>, %arg1: tensor<8xbf16>, %arg2: tensor<32x8xbf16>, %arg3: tensor<16x8xbf16>, %arg4: tensor<16x8xbf16>, %arg5: tensor<8x32xbf16>, %arg6: tensor<8xbf16>, %arg7: tensor<16x8xbf16>, %arg8: tensor<16x8xbf16>, %arg9: tensor<8x16xbf16>, %arg10: tensor<8xbf16>, %arg11: tensor<32x8xbf16>, %arg12: tensor<16x8xbf16>, %arg13: tensor<16x8xbf16>, %arg14: tensor<8x32xbf16>, %arg15: tensor<8xbf16>, %arg16: tensor<16x8xbf16>, %arg17: tensor<16x8xbf16>, %arg18: tensor<8x16xbf16>, %arg19: tensor<8xbf16>, %arg20: tensor<4xi32>, %arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<16x2x8xf32>, %arg24: tensor<16x2x8xf32>, %arg25: tensor<16x2x8xf32>, %arg26: tensor<16x2x8xf32>) -> (tensor<32xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) {
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
    %72 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %73 = "stablehlo.dynamic_update_slice"(%arg23, %71, %arg21, %72, %72) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %74 = "stablehlo.dynamic_update_slice"(%arg24, %62, %arg21, %72, %72) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %75 = "stablehlo.convert"(%arg2) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %76 = "stablehlo.dot_general"(%56, %75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<4x32xf32>
    %77 = "stablehlo.reshape"(%76) : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
    %78 = "stablehlo.slice"(%77) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %79 = "stablehlo.slice"(%77) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %80 = "stablehlo.multiply"(%78, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %81 = "stablehlo.multiply"(%79, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %82 = "stablehlo.subtract"(%80, %81) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %83 = "stablehlo.multiply"(%79, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %84 = "stablehlo.multiply"(%78, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %85 = "stablehlo.add"(%83, %84) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %86 = "stablehlo.concatenate"(%82, %85) {dimension = 2 : i64} : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x8xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<4x4x8xf32>) -> tensor<4x2x2x8xf32>
    %88 = "stablehlo.dot_general"(%87, %73) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x16xf32>
    %89 = "stablehlo.constant"() {value = dense<3.5355338e-01> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %90 = "stablehlo.multiply"(%88, %89) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %91 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %92 = "stablehlo.select"(%20, %90, %91) : (tensor<2x4x2x16xi1>, tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %93 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %94 = "stablehlo.reduce"(%92, %93) ({
    ^bb0(%95: tensor<f32>, %96: tensor<f32>):
      %97 = "stablehlo.maximum"(%95, %96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%97) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %98 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %99 = "stablehlo.subtract"(%92, %98) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %100 = "stablehlo.exponential"(%99) : (tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %101 = "stablehlo.reduce"(%100, %42) ({
    ^bb0(%102: tensor<f32>, %103: tensor<f32>):
      %104 = "stablehlo.add"(%102, %103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %105 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %106 = "stablehlo.divide"(%100, %105) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %107 = "stablehlo.dot_general"(%106, %74) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x8xf32>
    %108 = "stablehlo.transpose"(%107) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x4x2x8xf32>) -> tensor<4x2x2x8xf32>
    %109 = "stablehlo.reshape"(%108) : (tensor<4x2x2x8xf32>) -> tensor<4x32xf32>
    %110 = "stablehlo.convert"(%arg5) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %111 = "stablehlo.dot_general"(%109, %110) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<8x32xf32>) -> tensor<4x8xf32>
    %112 = "stablehlo.add"(%2, %111) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %113 = "stablehlo.multiply"(%112, %112) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %114 = "stablehlo.reduce"(%113, %42) ({
    ^bb0(%115: tensor<f32>, %116: tensor<f32>):
      %117 = "stablehlo.add"(%115, %116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%117) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %118 = "stablehlo.divide"(%114, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %119 = "stablehlo.add"(%118, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %120 = "stablehlo.rsqrt"(%119) : (tensor<4xf32>) -> tensor<4xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %122 = "stablehlo.multiply"(%112, %121) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %123 = "stablehlo.convert"(%arg6) : (tensor<8xbf16>) -> tensor<8xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %125 = "stablehlo.multiply"(%124, %122) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %126 = "stablehlo.convert"(%arg7) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %127 = "stablehlo.dot_general"(%125, %126) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %128 = "stablehlo.convert"(%arg8) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %129 = "stablehlo.dot_general"(%125, %128) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %130 = "stablehlo.logistic"(%127) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %131 = "stablehlo.multiply"(%127, %130) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %132 = "stablehlo.multiply"(%131, %129) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %133 = "stablehlo.convert"(%arg9) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %134 = "stablehlo.dot_general"(%132, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %135 = "stablehlo.add"(%112, %134) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %136 = "stablehlo.multiply"(%135, %135) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %137 = "stablehlo.reduce"(%136, %42) ({
    ^bb0(%138: tensor<f32>, %139: tensor<f32>):
      %140 = "stablehlo.add"(%138, %139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%140) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %141 = "stablehlo.divide"(%137, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %142 = "stablehlo.add"(%141, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %143 = "stablehlo.rsqrt"(%142) : (tensor<4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %145 = "stablehlo.multiply"(%135, %144) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %146 = "stablehlo.convert"(%arg10) : (tensor<8xbf16>) -> tensor<8xf32>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %148 = "stablehlo.multiply"(%147, %145) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %149 = "stablehlo.convert"(%arg12) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %150 = "stablehlo.dot_general"(%148, %149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %152 = "stablehlo.convert"(%arg13) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %153 = "stablehlo.dot_general"(%148, %152) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %154 = "stablehlo.reshape"(%153) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %155 = "stablehlo.slice"(%151) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %156 = "stablehlo.slice"(%151) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %157 = "stablehlo.multiply"(%155, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %158 = "stablehlo.multiply"(%156, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %159 = "stablehlo.subtract"(%157, %158) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %160 = "stablehlo.multiply"(%156, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %161 = "stablehlo.multiply"(%155, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %162 = "stablehlo.add"(%160, %161) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %163 = "stablehlo.concatenate"(%159, %162) {dimension = 2 : i64} : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x8xf32>
    %164 = "stablehlo.dynamic_update_slice"(%arg25, %163, %arg21, %72, %72) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %165 = "stablehlo.dynamic_update_slice"(%arg26, %154, %arg21, %72, %72) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %166 = "stablehlo.dynamic_slice"(%148, %22, %72) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %167 = "stablehlo.convert"(%arg11) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %168 = "stablehlo.dot_general"(%166, %167) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %169 = "stablehlo.reshape"(%168) : (tensor<1x32xf32>) -> tensor<1x4x8xf32>
    %170 = "stablehlo.slice"(%169) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %171 = "stablehlo.slice"(%169) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %172 = "stablehlo.multiply"(%170, %33) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %173 = "stablehlo.multiply"(%171, %34) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %174 = "stablehlo.subtract"(%172, %173) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %175 = "stablehlo.multiply"(%171, %33) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %176 = "stablehlo.multiply"(%170, %34) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %177 = "stablehlo.add"(%175, %176) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %178 = "stablehlo.concatenate"(%174, %177) {dimension = 2 : i64} : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
    %179 = "stablehlo.reshape"(%178) : (tensor<1x4x8xf32>) -> tensor<1x2x2x8xf32>
    %180 = "stablehlo.dot_general"(%179, %164) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x16xf32>
    %181 = "stablehlo.constant"() {value = dense<3.5355338e-01> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %182 = "stablehlo.multiply"(%180, %181) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %183 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %184 = "stablehlo.select"(%40, %182, %183) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %185 = "stablehlo.reduce"(%184, %93) ({
    ^bb0(%186: tensor<f32>, %187: tensor<f32>):
      %188 = "stablehlo.maximum"(%186, %187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%188) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %189 = "stablehlo.broadcast_in_dim"(%185) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %190 = "stablehlo.subtract"(%184, %189) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %191 = "stablehlo.exponential"(%190) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %192 = "stablehlo.reduce"(%191, %42) ({
    ^bb0(%193: tensor<f32>, %194: tensor<f32>):
      %195 = "stablehlo.add"(%193, %194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%195) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %196 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %197 = "stablehlo.divide"(%191, %196) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %198 = "stablehlo.dot_general"(%197, %165) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
    %199 = "stablehlo.transpose"(%198) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x8xf32>) -> tensor<1x2x2x8xf32>
    %200 = "stablehlo.reshape"(%199) : (tensor<1x2x2x8xf32>) -> tensor<1x32xf32>
    %201 = "stablehlo.dynamic_slice"(%135, %22, %72) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %202 = "stablehlo.convert"(%arg14) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %203 = "stablehlo.dot_general"(%200, %202) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<8x32xf32>) -> tensor<1x8xf32>
    %204 = "stablehlo.add"(%201, %203) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %205 = "stablehlo.multiply"(%204, %204) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %206 = "stablehlo.reduce"(%205, %42) ({
    ^bb0(%207: tensor<f32>, %208: tensor<f32>):
      %209 = "stablehlo.add"(%207, %208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%209) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %210 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %211 = "stablehlo.divide"(%206, %210) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %212 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %213 = "stablehlo.add"(%211, %212) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %214 = "stablehlo.rsqrt"(%213) : (tensor<1xf32>) -> tensor<1xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %216 = "stablehlo.multiply"(%204, %215) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %217 = "stablehlo.convert"(%arg15) : (tensor<8xbf16>) -> tensor<8xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %219 = "stablehlo.multiply"(%218, %216) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %220 = "stablehlo.convert"(%arg16) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %221 = "stablehlo.dot_general"(%219, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %222 = "stablehlo.convert"(%arg17) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %223 = "stablehlo.dot_general"(%219, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %224 = "stablehlo.logistic"(%221) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %225 = "stablehlo.multiply"(%221, %224) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %226 = "stablehlo.multiply"(%225, %223) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %227 = "stablehlo.convert"(%arg18) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %228 = "stablehlo.dot_general"(%226, %227) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xf32>, tensor<8x16xf32>) -> tensor<1x8xf32>
    %229 = "stablehlo.add"(%204, %228) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %230 = "stablehlo.multiply"(%229, %229) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %231 = "stablehlo.reduce"(%230, %42) ({
    ^bb0(%232: tensor<f32>, %233: tensor<f32>):
      %234 = "stablehlo.add"(%232, %233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%234) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %235 = "stablehlo.divide"(%231, %210) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %236 = "stablehlo.add"(%235, %212) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %237 = "stablehlo.rsqrt"(%236) : (tensor<1xf32>) -> tensor<1xf32>
    %238 = "stablehlo.broadcast_in_dim"(%237) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %239 = "stablehlo.multiply"(%229, %238) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %240 = "stablehlo.convert"(%arg19) : (tensor<8xbf16>) -> tensor<8xf32>
    %241 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %242 = "stablehlo.multiply"(%241, %239) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %243 = "stablehlo.convert"(%arg0) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %244 = "stablehlo.dot_general"(%242, %243) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %245 = "stablehlo.reshape"(%244) : (tensor<1x32xf32>) -> tensor<32xf32>
    "func.return"(%245, %73, %74, %164, %165) : (tensor<32xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> ()
  }
}
