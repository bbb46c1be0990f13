module @prefill {
  func.func public @main(%arg0: tensor<24x32xi4>, %arg1: tensor<24x1xf16>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xi4>, %arg4: tensor<32x1xf16>, %arg5: tensor<16x32xi4>, %arg6: tensor<16x1xf16>, %arg7: tensor<16x32xi4>, %arg8: tensor<16x1xf16>, %arg9: tensor<32x32xi4>, %arg10: tensor<32x1xf16>, %arg11: tensor<32xf32>, %arg12: tensor<64x32xi4>, %arg13: tensor<64x1xf16>, %arg14: tensor<64x32xi4>, %arg15: tensor<64x1xf16>, %arg16: tensor<32x64xi4>, %arg17: tensor<32x2xf16>, %arg18: tensor<32xf32>, %arg19: tensor<24x32xi4>, %arg20: tensor<24x1xf16>, %arg21: tensor<4xi32>, %arg22: tensor<i32>, %arg23: tensor<i32>, %arg24: tensor<16x1x16xf32>, %arg25: tensor<16x1x16xf32>) -> (tensor<i32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) {
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
    %28 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %29 = "stablehlo.subtract"(%arg23, %28) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %30 = "stablehlo.add"(%arg22, %29) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %32 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %33 = "stablehlo.add"(%31, %32) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %34 = "stablehlo.convert"(%33) : (tensor<1xi32>) -> tensor<1xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %36 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %37 = "stablehlo.multiply"(%35, %36) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %38 = "stablehlo.cosine"(%37) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %39 = "stablehlo.sine"(%37) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %40 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %41 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %42 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %43 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %44 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %45 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %46 = "stablehlo.compare"(%44, %45) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<1x1x2x16xi1>
    %48 = "stablehlo.multiply"(%9, %9) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %49 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%51: tensor<f32>, %52: tensor<f32>):
      %53 = "stablehlo.add"(%51, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %54 = "stablehlo.constant"() {value = dense<3.2e+01> : tensor<4xf32>} : () -> tensor<4xf32>
    %55 = "stablehlo.divide"(%50, %54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<4xf32>} : () -> tensor<4xf32>
    %57 = "stablehlo.add"(%55, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.rsqrt"(%57) : (tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x32xf32>
    %60 = "stablehlo.multiply"(%9, %59) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %61 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<4x32xf32>
    %62 = "stablehlo.multiply"(%61, %60) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %63 = "stablehlo.convert"(%62) : (tensor<4x32xf32>) -> tensor<4x32xbf16>
    %64 = "stablehlo.convert"(%arg5) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %65 = "stablehlo.convert"(%arg6) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %66 = "stablehlo.reshape"(%64) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %67 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %68 = "stablehlo.multiply"(%66, %67) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %70 = "stablehlo.convert"(%69) : (tensor<16x32xf32>) -> tensor<16x32xbf16>
    %71 = "stablehlo.dot_general"(%63, %70) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<16x32xbf16>) -> tensor<4x16xf32>
    %72 = "stablehlo.reshape"(%71) : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %73 = "stablehlo.convert"(%arg7) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %74 = "stablehlo.convert"(%arg8) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %75 = "stablehlo.reshape"(%73) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %76 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %77 = "stablehlo.multiply"(%75, %76) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %79 = "stablehlo.convert"(%78) : (tensor<16x32xf32>) -> tensor<16x32xbf16>
    %80 = "stablehlo.dot_general"(%63, %79) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<16x32xbf16>) -> tensor<4x16xf32>
    %81 = "stablehlo.reshape"(%80) : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %82 = "stablehlo.slice"(%72) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x16xf32>) -> tensor<4x1x8xf32>
    %83 = "stablehlo.slice"(%72) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x16xf32>) -> tensor<4x1x8xf32>
    %84 = "stablehlo.multiply"(%82, %22) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %85 = "stablehlo.multiply"(%83, %23) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %86 = "stablehlo.subtract"(%84, %85) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %87 = "stablehlo.multiply"(%83, %22) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %88 = "stablehlo.multiply"(%82, %23) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %89 = "stablehlo.add"(%87, %88) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %90 = "stablehlo.concatenate"(%86, %89) {dimension = 2 : i64} : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x16xf32>
    %91 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %92 = "stablehlo.dynamic_update_slice"(%arg24, %90, %arg22, %91, %91) : (tensor<16x1x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %93 = "stablehlo.dynamic_update_slice"(%arg25, %81, %arg22, %91, %91) : (tensor<16x1x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %94 = "stablehlo.dynamic_slice"(%63, %29, %91) {slice_sizes = array<i64: 1, 32>} : (tensor<4x32xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x32xbf16>
    %95 = "stablehlo.convert"(%arg3) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %96 = "stablehlo.convert"(%arg4) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %97 = "stablehlo.reshape"(%95) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %98 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %99 = "stablehlo.multiply"(%97, %98) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %100 = "stablehlo.reshape"(%99) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %101 = "stablehlo.convert"(%100) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %102 = "stablehlo.dot_general"(%94, %101) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<32x32xbf16>) -> tensor<1x32xf32>
    %103 = "stablehlo.reshape"(%102) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %104 = "stablehlo.slice"(%103) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %105 = "stablehlo.slice"(%103) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %106 = "stablehlo.multiply"(%104, %40) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %107 = "stablehlo.multiply"(%105, %41) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %108 = "stablehlo.subtract"(%106, %107) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %109 = "stablehlo.multiply"(%105, %40) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %110 = "stablehlo.multiply"(%104, %41) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %111 = "stablehlo.add"(%109, %110) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %112 = "stablehlo.concatenate"(%108, %111) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %113 = "stablehlo.reshape"(%112) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %114 = "stablehlo.dot_general"(%113, %92) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x1x2x16xf32>
    %115 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %116 = "stablehlo.multiply"(%114, %115) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %117 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %118 = "stablehlo.select"(%47, %116, %117) : (tensor<1x1x2x16xi1>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %119 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %120 = "stablehlo.reduce"(%118, %119) ({
    ^bb0(%121: tensor<f32>, %122: tensor<f32>):
      %123 = "stablehlo.maximum"(%121, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%123) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %124 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %125 = "stablehlo.subtract"(%118, %124) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %126 = "stablehlo.exponential"(%125) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %127 = "stablehlo.reduce"(%126, %49) ({
    ^bb0(%128: tensor<f32>, %129: tensor<f32>):
      %130 = "stablehlo.add"(%128, %129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%130) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %131 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %132 = "stablehlo.divide"(%126, %131) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %133 = "stablehlo.dot_general"(%132, %93) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x1x2x16xf32>
    %134 = "stablehlo.transpose"(%133) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %135 = "stablehlo.reshape"(%134) : (tensor<1x1x2x16xf32>) -> tensor<1x32xf32>
    %136 = "stablehlo.dynamic_slice"(%9, %29, %91) {slice_sizes = array<i64: 1, 32>} : (tensor<4x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1x32xf32>
    %137 = "stablehlo.convert"(%135) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %138 = "stablehlo.convert"(%arg9) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %139 = "stablehlo.convert"(%arg10) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %140 = "stablehlo.reshape"(%138) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %141 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %142 = "stablehlo.multiply"(%140, %141) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %143 = "stablehlo.reshape"(%142) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %144 = "stablehlo.convert"(%143) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %145 = "stablehlo.dot_general"(%137, %144) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<32x32xbf16>) -> tensor<1x32xf32>
    %146 = "stablehlo.add"(%136, %145) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %147 = "stablehlo.multiply"(%146, %146) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %148 = "stablehlo.reduce"(%147, %49) ({
    ^bb0(%149: tensor<f32>, %150: tensor<f32>):
      %151 = "stablehlo.add"(%149, %150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%151) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %152 = "stablehlo.constant"() {value = dense<3.2e+01> : tensor<1xf32>} : () -> tensor<1xf32>
    %153 = "stablehlo.divide"(%148, %152) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %154 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %155 = "stablehlo.add"(%153, %154) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %156 = "stablehlo.rsqrt"(%155) : (tensor<1xf32>) -> tensor<1xf32>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %158 = "stablehlo.multiply"(%146, %157) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %159 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %160 = "stablehlo.multiply"(%159, %158) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %161 = "stablehlo.convert"(%160) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %162 = "stablehlo.convert"(%arg12) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %163 = "stablehlo.convert"(%arg13) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %164 = "stablehlo.reshape"(%162) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %165 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %166 = "stablehlo.multiply"(%164, %165) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %167 = "stablehlo.reshape"(%166) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %168 = "stablehlo.convert"(%167) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %169 = "stablehlo.dot_general"(%161, %168) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<64x32xbf16>) -> tensor<1x64xf32>
    %170 = "stablehlo.convert"(%arg14) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %171 = "stablehlo.convert"(%arg15) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %172 = "stablehlo.reshape"(%170) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %173 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %174 = "stablehlo.multiply"(%172, %173) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %175 = "stablehlo.reshape"(%174) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %176 = "stablehlo.convert"(%175) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %177 = "stablehlo.dot_general"(%161, %176) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<64x32xbf16>) -> tensor<1x64xf32>
    %178 = "stablehlo.logistic"(%169) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %179 = "stablehlo.multiply"(%169, %178) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %180 = "stablehlo.multiply"(%179, %177) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %181 = "stablehlo.convert"(%180) : (tensor<1x64xf32>) -> tensor<1x64xbf16>
    %182 = "stablehlo.convert"(%arg16) : (tensor<32x64xi4>) -> tensor<32x64xf32>
    %183 = "stablehlo.convert"(%arg17) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %184 = "stablehlo.reshape"(%182) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %185 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %186 = "stablehlo.multiply"(%184, %185) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %188 = "stablehlo.convert"(%187) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %189 = "stablehlo.dot_general"(%181, %188) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x64xbf16>, tensor<32x64xbf16>) -> tensor<1x32xf32>
    %190 = "stablehlo.add"(%146, %189) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %191 = "stablehlo.multiply"(%190, %190) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %192 = "stablehlo.reduce"(%191, %49) ({
    ^bb0(%193: tensor<f32>, %194: tensor<f32>):
      %195 = "stablehlo.add"(%193, %194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%195) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %196 = "stablehlo.divide"(%192, %152) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %197 = "stablehlo.add"(%196, %154) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %198 = "stablehlo.rsqrt"(%197) : (tensor<1xf32>) -> tensor<1xf32>
    %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %200 = "stablehlo.multiply"(%190, %199) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %201 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %202 = "stablehlo.multiply"(%201, %200) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %203 = "stablehlo.convert"(%202) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %204 = "stablehlo.convert"(%arg19) : (tensor<24x32xi4>) -> tensor<24x32xf32>
    %205 = "stablehlo.convert"(%arg20) : (tensor<24x1xf16>) -> tensor<24x1xf32>
    %206 = "stablehlo.reshape"(%204) : (tensor<24x32xf32>) -> tensor<24x1x32xf32>
    %207 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<24x1xf32>) -> tensor<24x1x32xf32>
    %208 = "stablehlo.multiply"(%206, %207) : (tensor<24x1x32xf32>, tensor<24x1x32xf32>) -> tensor<24x1x32xf32>
    %209 = "stablehlo.reshape"(%208) : (tensor<24x1x32xf32>) -> tensor<24x32xf32>
    %210 = "stablehlo.convert"(%209) : (tensor<24x32xf32>) -> tensor<24x32xbf16>
    %211 = "stablehlo.dot_general"(%203, %210) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<24x32xbf16>) -> tensor<1x24xf32>
    %212 = "stablehlo.reshape"(%211) : (tensor<1x24xf32>) -> tensor<24xf32>
    %213 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<24xi32>
    %214:2 = "stablehlo.reduce"(%212, %213, %119, %91) ({
    ^bb0(%215: tensor<f32>, %216: tensor<i32>, %217: tensor<f32>, %218: tensor<i32>):
      %219 = "stablehlo.compare"(%215, %217) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %220 = "stablehlo.compare"(%215, %217) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %221 = "stablehlo.compare"(%216, %218) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %222 = "stablehlo.select"(%220, %221, %219) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %223 = "stablehlo.select"(%222, %215, %217) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %224 = "stablehlo.select"(%222, %216, %218) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%223, %224) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<24xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%214#1, %92, %93) : (tensor<i32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> ()
  }
}
