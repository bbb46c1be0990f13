module @prefill_logits {
  func.func public @main(%arg0: tensor<24x32xi4>, %arg1: tensor<24x1xf16>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xi4>, %arg4: tensor<32x1xf16>, %arg5: tensor<16x32xi4>, %arg6: tensor<16x1xf16>, %arg7: tensor<16x32xi4>, %arg8: tensor<16x1xf16>, %arg9: tensor<32x32xi4>, %arg10: tensor<32x1xf16>, %arg11: tensor<32xf32>, %arg12: tensor<64x32xi4>, %arg13: tensor<64x1xf16>, %arg14: tensor<64x32xi4>, %arg15: tensor<64x1xf16>, %arg16: tensor<32x64xi4>, %arg17: tensor<32x2xf16>, %arg18: tensor<32xf32>, %arg19: tensor<24x32xi4>, %arg20: tensor<24x1xf16>, %arg21: tensor<4xi32>, %arg22: tensor<i32>, %arg23: tensor<i32>, %arg24: tensor<16x1x16xf32>, %arg25: tensor<16x1x16xf32>) -> (tensor<24xf32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) {
    %0 = "stablehlo.reshape"(%arg21) : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg1, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<24x1xf16>, tensor<4x1xi32>) -> tensor<4x1xf16>
    %2 = "stablehlo.reshape"(%arg21) : (tensor<4xi32>) -> tensor<4x1xi32>
    %3 = "stablehlo.gather"(%arg0, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 32>} : (tensor<24x32xi4>, tensor<4x1xi32>) -> tensor<4x32xi4>
    %4 = "stablehlo.convert"(%3) : (tensor<4x32xi4>) -> tensor<4x32xf32>
    %5 = "stablehlo.convert"(%1) : (tensor<4x1xf16>) -> tensor<4x1xf32>
    %6 = "stablehlo.reshape"(%4) : (tensor<4x32xf32>) -> tensor<4x1x32xf32>
    %7 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x1xf32>) -> tensor<4x1x32xf32>
    %8 = "stablehlo.multiply"(%6, %7) : (tensor<4x1x32xf32>, tensor<4x1x32xf32>) -> tensor<4x1x32xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %10 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
    %11 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %13 = "stablehlo.convert"(%12) : (tensor<4xi32>) -> tensor<4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %15 = "stablehlo.constant"() {value = dense<[1.0e+00, 3.1622776e-01, 1.0e-01, 3.162278e-02, 1.0e-02, 3.1622779e-03, 1.0e-03, 3.162278e-04]> : tensor<8xf32>} : () -> tensor<8xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %17 = "stablehlo.multiply"(%14, %16) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %18 = "stablehlo.cosine"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %19 = "stablehlo.sine"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %20 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x2x8xf32>
    %21 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x2x8xf32>
    %22 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %23 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %24 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x16xi32>
    %25 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi32>) -> tensor<4x16xi32>
    %26 = "stablehlo.compare"(%24, %25) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<4x16xi1>) -> tensor<1x4x2x16xi1>
    %28 = "stablehlo.multiply"(%9, %9) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %29 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) ({
    ^bb0(%31: tensor<f32>, %32: tensor<f32>):
      %33 = "stablehlo.add"(%31, %32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = "stablehlo.constant"() {value = dense<3.2e+01> : tensor<4xf32>} : () -> tensor<4xf32>
    %35 = "stablehlo.divide"(%30, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<4xf32>} : () -> tensor<4xf32>
    %37 = "stablehlo.add"(%35, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %38 = "stablehlo.rsqrt"(%37) : (tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x32xf32>
    %40 = "stablehlo.multiply"(%9, %39) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %41 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<4x32xf32>
    %42 = "stablehlo.multiply"(%41, %40) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %43 = "stablehlo.convert"(%42) : (tensor<4x32xf32>) -> tensor<4x32xbf16>
    %44 = "stablehlo.convert"(%arg3) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %45 = "stablehlo.convert"(%arg4) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %46 = "stablehlo.reshape"(%44) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %47 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %48 = "stablehlo.multiply"(%46, %47) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %50 = "stablehlo.convert"(%49) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %51 = "stablehlo.dot_general"(%43, %50) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<32x32xbf16>) -> tensor<4x32xf32>
    %52 = "stablehlo.reshape"(%51) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %53 = "stablehlo.convert"(%arg5) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %54 = "stablehlo.convert"(%arg6) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %55 = "stablehlo.reshape"(%53) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %56 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %57 = "stablehlo.multiply"(%55, %56) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %59 = "stablehlo.convert"(%58) : (tensor<16x32xf32>) -> tensor<16x32xbf16>
    %60 = "stablehlo.dot_general"(%43, %59) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<16x32xbf16>) -> tensor<4x16xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %62 = "stablehlo.convert"(%arg7) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %63 = "stablehlo.convert"(%arg8) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %64 = "stablehlo.reshape"(%62) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %65 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %66 = "stablehlo.multiply"(%64, %65) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %68 = "stablehlo.convert"(%67) : (tensor<16x32xf32>) -> tensor<16x32xbf16>
    %69 = "stablehlo.dot_general"(%43, %68) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<16x32xbf16>) -> tensor<4x16xf32>
    %70 = "stablehlo.reshape"(%69) : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %71 = "stablehlo.slice"(%52) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %72 = "stablehlo.slice"(%52) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %73 = "stablehlo.multiply"(%71, %20) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %74 = "stablehlo.multiply"(%72, %21) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %75 = "stablehlo.subtract"(%73, %74) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %76 = "stablehlo.multiply"(%72, %20) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %77 = "stablehlo.multiply"(%71, %21) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %78 = "stablehlo.add"(%76, %77) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %79 = "stablehlo.concatenate"(%75, %78) {dimension = 2 : i64} : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x16xf32>
    %80 = "stablehlo.slice"(%61) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x16xf32>) -> tensor<4x1x8xf32>
    %81 = "stablehlo.slice"(%61) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x16xf32>) -> tensor<4x1x8xf32>
    %82 = "stablehlo.multiply"(%80, %22) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %83 = "stablehlo.multiply"(%81, %23) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %84 = "stablehlo.subtract"(%82, %83) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %85 = "stablehlo.multiply"(%81, %22) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %86 = "stablehlo.multiply"(%80, %23) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %87 = "stablehlo.add"(%85, %86) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %88 = "stablehlo.concatenate"(%84, %87) {dimension = 2 : i64} : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x16xf32>
    %89 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %90 = "stablehlo.dynamic_update_slice"(%arg24, %88, %arg22, %89, %89) : (tensor<16x1x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %91 = "stablehlo.dynamic_update_slice"(%arg25, %70, %arg22, %89, %89) : (tensor<16x1x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %92 = "stablehlo.reshape"(%79) : (tensor<4x2x16xf32>) -> tensor<4x1x2x16xf32>
    %93 = "stablehlo.dot_general"(%92, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x4x2x16xf32>
    %94 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<1x4x2x16xf32>} : () -> tensor<1x4x2x16xf32>
    %95 = "stablehlo.multiply"(%93, %94) : (tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %96 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<1x4x2x16xf32>} : () -> tensor<1x4x2x16xf32>
    %97 = "stablehlo.select"(%27, %95, %96) : (tensor<1x4x2x16xi1>, tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %98 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %99 = "stablehlo.reduce"(%97, %98) ({
    ^bb0(%100: tensor<f32>, %101: tensor<f32>):
      %102 = "stablehlo.maximum"(%100, %101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x2x16xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %103 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x2xf32>) -> tensor<1x4x2x16xf32>
    %104 = "stablehlo.subtract"(%97, %103) : (tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %105 = "stablehlo.exponential"(%104) : (tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %106 = "stablehlo.reduce"(%105, %29) ({
    ^bb0(%107: tensor<f32>, %108: tensor<f32>):
      %109 = "stablehlo.add"(%107, %108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%109) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x4x2x16xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %110 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x4x2xf32>) -> tensor<1x4x2x16xf32>
    %111 = "stablehlo.divide"(%105, %110) : (tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>) -> tensor<1x4x2x16xf32>
    %112 = "stablehlo.dot_general"(%111, %91) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x4x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x4x2x16xf32>
    %113 = "stablehlo.transpose"(%112) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x4x2x16xf32>) -> tensor<4x1x2x16xf32>
    %114 = "stablehlo.reshape"(%113) : (tensor<4x1x2x16xf32>) -> tensor<4x32xf32>
    %115 = "stablehlo.convert"(%114) : (tensor<4x32xf32>) -> tensor<4x32xbf16>
    %116 = "stablehlo.convert"(%arg9) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %117 = "stablehlo.convert"(%arg10) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %118 = "stablehlo.reshape"(%116) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %119 = "stablehlo.broadcast_in_dim"(%117) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %120 = "stablehlo.multiply"(%118, %119) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %121 = "stablehlo.reshape"(%120) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %122 = "stablehlo.convert"(%121) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %123 = "stablehlo.dot_general"(%115, %122) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<32x32xbf16>) -> tensor<4x32xf32>
    %124 = "stablehlo.add"(%9, %123) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %125 = "stablehlo.multiply"(%124, %124) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %126 = "stablehlo.reduce"(%125, %29) ({
    ^bb0(%127: tensor<f32>, %128: tensor<f32>):
      %129 = "stablehlo.add"(%127, %128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%129) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %130 = "stablehlo.divide"(%126, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %131 = "stablehlo.add"(%130, %36) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %132 = "stablehlo.rsqrt"(%131) : (tensor<4xf32>) -> tensor<4xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x32xf32>
    %134 = "stablehlo.multiply"(%124, %133) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %135 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<4x32xf32>
    %136 = "stablehlo.multiply"(%135, %134) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %137 = "stablehlo.convert"(%136) : (tensor<4x32xf32>) -> tensor<4x32xbf16>
    %138 = "stablehlo.convert"(%arg12) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %139 = "stablehlo.convert"(%arg13) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %140 = "stablehlo.reshape"(%138) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %141 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %142 = "stablehlo.multiply"(%140, %141) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %143 = "stablehlo.reshape"(%142) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %144 = "stablehlo.convert"(%143) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %145 = "stablehlo.dot_general"(%137, %144) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<64x32xbf16>) -> tensor<4x64xf32>
    %146 = "stablehlo.convert"(%arg14) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %147 = "stablehlo.convert"(%arg15) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %148 = "stablehlo.reshape"(%146) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %149 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %150 = "stablehlo.multiply"(%148, %149) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %152 = "stablehlo.convert"(%151) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %153 = "stablehlo.dot_general"(%137, %152) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<64x32xbf16>) -> tensor<4x64xf32>
    %154 = "stablehlo.logistic"(%145) : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %155 = "stablehlo.multiply"(%145, %154) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %156 = "stablehlo.multiply"(%155, %153) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %157 = "stablehlo.convert"(%156) : (tensor<4x64xf32>) -> tensor<4x64xbf16>
    %158 = "stablehlo.convert"(%arg16) : (tensor<32x64xi4>) -> tensor<32x64xf32>
    %159 = "stablehlo.convert"(%arg17) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %160 = "stablehlo.reshape"(%158) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %161 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %162 = "stablehlo.multiply"(%160, %161) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %163 = "stablehlo.reshape"(%162) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %164 = "stablehlo.convert"(%163) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %165 = "stablehlo.dot_general"(%157, %164) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x64xbf16>, tensor<32x64xbf16>) -> tensor<4x32xf32>
    %166 = "stablehlo.add"(%124, %165) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %167 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %168 = "stablehlo.subtract"(%arg23, %167) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %169 = "stablehlo.dynamic_slice"(%166, %168, %89) {slice_sizes = array<i64: 1, 32>} : (tensor<4x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1x32xf32>
    %170 = "stablehlo.multiply"(%169, %169) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %171 = "stablehlo.reduce"(%170, %29) ({
    ^bb0(%172: tensor<f32>, %173: tensor<f32>):
      %174 = "stablehlo.add"(%172, %173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%174) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %175 = "stablehlo.constant"() {value = dense<3.2e+01> : tensor<1xf32>} : () -> tensor<1xf32>
    %176 = "stablehlo.divide"(%171, %175) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %177 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %178 = "stablehlo.add"(%176, %177) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %179 = "stablehlo.rsqrt"(%178) : (tensor<1xf32>) -> tensor<1xf32>
    %180 = "stablehlo.broadcast_in_dim"(%179) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %181 = "stablehlo.multiply"(%169, %180) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %182 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %183 = "stablehlo.multiply"(%182, %181) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %184 = "stablehlo.convert"(%183) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %185 = "stablehlo.convert"(%arg19) : (tensor<24x32xi4>) -> tensor<24x32xf32>
    %186 = "stablehlo.convert"(%arg20) : (tensor<24x1xf16>) -> tensor<24x1xf32>
    %187 = "stablehlo.reshape"(%185) : (tensor<24x32xf32>) -> tensor<24x1x32xf32>
    %188 = "stablehlo.broadcast_in_dim"(%186) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<24x1xf32>) -> tensor<24x1x32xf32>
    %189 = "stablehlo.multiply"(%187, %188) : (tensor<24x1x32xf32>, tensor<24x1x32xf32>) -> tensor<24x1x32xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<24x1x32xf32>) -> tensor<24x32xf32>
    %191 = "stablehlo.convert"(%190) : (tensor<24x32xf32>) -> tensor<24x32xbf16>
    %192 = "stablehlo.dot_general"(%184, %191) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<24x32xbf16>) -> tensor<1x24xf32>
    %193 = "stablehlo.reshape"(%192) : (tensor<1x24xf32>) -> tensor<24xf32>
    "func.return"(%193, %90, %91) : (tensor<24xf32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> ()
  }
}
