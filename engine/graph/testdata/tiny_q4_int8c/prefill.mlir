module @prefill {
  func.func public @main(%arg0: tensor<24x64xi4>, %arg1: tensor<24x2xf16>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xi4>, %arg4: tensor<64x2xf16>, %arg5: tensor<32x64xi4>, %arg6: tensor<32x2xf16>, %arg7: tensor<32x64xi4>, %arg8: tensor<32x2xf16>, %arg9: tensor<64x64xi4>, %arg10: tensor<64x2xf16>, %arg11: tensor<64xf32>, %arg12: tensor<96x64xi4>, %arg13: tensor<96x2xf16>, %arg14: tensor<96x64xi4>, %arg15: tensor<96x2xf16>, %arg16: tensor<64x96xi4>, %arg17: tensor<64x3xf16>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xi4>, %arg20: tensor<64x2xf16>, %arg21: tensor<32x64xi4>, %arg22: tensor<32x2xf16>, %arg23: tensor<32x64xi4>, %arg24: tensor<32x2xf16>, %arg25: tensor<64x64xi4>, %arg26: tensor<64x2xf16>, %arg27: tensor<64xf32>, %arg28: tensor<96x64xi4>, %arg29: tensor<96x2xf16>, %arg30: tensor<96x64xi4>, %arg31: tensor<96x2xf16>, %arg32: tensor<64x96xi4>, %arg33: tensor<64x3xf16>, %arg34: tensor<64xf32>, %arg35: tensor<4xi32>, %arg36: tensor<i32>, %arg37: tensor<i32>, %arg38: tensor<16x2x16xf32>, %arg39: tensor<16x2x16xf32>, %arg40: tensor<16x2x16xf32>, %arg41: tensor<16x2x16xf32>) -> (tensor<i32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>) {
    %0 = "stablehlo.reshape"(%arg35) : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg1, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<24x2xf16>, tensor<4x1xi32>) -> tensor<4x2xf16>
    %2 = "stablehlo.reshape"(%arg35) : (tensor<4xi32>) -> tensor<4x1xi32>
    %3 = "stablehlo.gather"(%arg0, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>} : (tensor<24x64xi4>, tensor<4x1xi32>) -> tensor<4x64xi4>
    %4 = "stablehlo.convert"(%3) : (tensor<4x64xi4>) -> tensor<4x64xf32>
    %5 = "stablehlo.convert"(%1) : (tensor<4x2xf16>) -> tensor<4x2xf32>
    %6 = "stablehlo.reshape"(%4) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
    %7 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
    %8 = "stablehlo.multiply"(%6, %7) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<4x2x32xf32>) -> tensor<4x64xf32>
    %10 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
    %11 = "stablehlo.broadcast_in_dim"(%arg36) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %13 = "stablehlo.convert"(%12) : (tensor<4xi32>) -> tensor<4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %15 = "stablehlo.constant"() {value = dense<[1.0e+00, 3.1622776e-01, 1.0e-01, 3.162278e-02, 1.0e-02, 3.1622779e-03, 1.0e-03, 3.162278e-04]> : tensor<8xf32>} : () -> tensor<8xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %17 = "stablehlo.multiply"(%14, %16) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %18 = "stablehlo.cosine"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %19 = "stablehlo.sine"(%17) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %20 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x4x8xf32>
    %21 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x4x8xf32>
    %22 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x2x8xf32>
    %23 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x2x8xf32>
    %24 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x16xi32>
    %25 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi32>) -> tensor<4x16xi32>
    %26 = "stablehlo.compare"(%24, %25) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<4x16xi1>) -> tensor<2x4x2x16xi1>
    %28 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %29 = "stablehlo.subtract"(%arg37, %28) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %30 = "stablehlo.add"(%arg36, %29) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %32 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %33 = "stablehlo.add"(%31, %32) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %34 = "stablehlo.convert"(%33) : (tensor<1xi32>) -> tensor<1xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %36 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %37 = "stablehlo.multiply"(%35, %36) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %38 = "stablehlo.cosine"(%37) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %39 = "stablehlo.sine"(%37) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %40 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x4x8xf32>
    %41 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x4x8xf32>
    %42 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %43 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %44 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %45 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %46 = "stablehlo.compare"(%44, %45) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<2x1x2x16xi1>
    %48 = "stablehlo.multiply"(%9, %9) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %49 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%51: tensor<f32>, %52: tensor<f32>):
      %53 = "stablehlo.add"(%51, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %54 = "stablehlo.constant"() {value = dense<6.4e+01> : tensor<4xf32>} : () -> tensor<4xf32>
    %55 = "stablehlo.divide"(%50, %54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<4xf32>} : () -> tensor<4xf32>
    %57 = "stablehlo.add"(%55, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.rsqrt"(%57) : (tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x64xf32>
    %60 = "stablehlo.multiply"(%9, %59) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %61 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<4x64xf32>
    %62 = "stablehlo.multiply"(%61, %60) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %63 = "stablehlo.reshape"(%62) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
    %64 = "stablehlo.abs"(%63) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %65 = "stablehlo.reduce"(%64, %49) ({
    ^bb0(%66: tensor<f32>, %67: tensor<f32>):
      %68 = "stablehlo.maximum"(%66, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%68) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2xf32>
    %69 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<4x2xf32>} : () -> tensor<4x2xf32>
    %70 = "stablehlo.divide"(%65, %69) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %71 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<4x2xf32>} : () -> tensor<4x2xf32>
    %72 = "stablehlo.compare"(%70, %71) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %73 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<4x2xf32>} : () -> tensor<4x2xf32>
    %74 = "stablehlo.select"(%72, %73, %70) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
    %76 = "stablehlo.divide"(%63, %75) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %77 = "stablehlo.round_nearest_even"(%76) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %78 = "stablehlo.constant"() {value = dense<-1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %79 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %80 = "stablehlo.clamp"(%78, %77, %79) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
    %81 = "stablehlo.convert"(%80) : (tensor<4x2x32xf32>) -> tensor<4x2x32xi8>
    %82 = "stablehlo.reshape"(%arg5) : (tensor<32x64xi4>) -> tensor<32x2x32xi4>
    %83 = "stablehlo.convert"(%82) : (tensor<32x2x32xi4>) -> tensor<32x2x32xi8>
    %84 = "stablehlo.dot_general"(%81, %83) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x4x32xi32>
    %85 = "stablehlo.convert"(%84) : (tensor<2x4x32xi32>) -> tensor<2x4x32xf32>
    %86 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x32xf32>
    %87 = "stablehlo.multiply"(%85, %86) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %88 = "stablehlo.transpose"(%87) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x32xf32>) -> tensor<32x4x2xf32>
    %89 = "stablehlo.convert"(%arg6) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %90 = "stablehlo.dot_general"(%88, %89) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x4x2xf32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %91 = "stablehlo.transpose"(%90) {permutation = array<i64: 1, 0>} : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %93 = "stablehlo.reshape"(%arg7) : (tensor<32x64xi4>) -> tensor<32x2x32xi4>
    %94 = "stablehlo.convert"(%93) : (tensor<32x2x32xi4>) -> tensor<32x2x32xi8>
    %95 = "stablehlo.dot_general"(%81, %94) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x4x32xi32>
    %96 = "stablehlo.convert"(%95) : (tensor<2x4x32xi32>) -> tensor<2x4x32xf32>
    %97 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x32xf32>
    %98 = "stablehlo.multiply"(%96, %97) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %99 = "stablehlo.transpose"(%98) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x32xf32>) -> tensor<32x4x2xf32>
    %100 = "stablehlo.convert"(%arg8) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %101 = "stablehlo.dot_general"(%99, %100) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x4x2xf32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %102 = "stablehlo.transpose"(%101) {permutation = array<i64: 1, 0>} : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %103 = "stablehlo.reshape"(%102) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %104 = "stablehlo.slice"(%92) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %105 = "stablehlo.slice"(%92) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %106 = "stablehlo.multiply"(%104, %22) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %107 = "stablehlo.multiply"(%105, %23) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %108 = "stablehlo.subtract"(%106, %107) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %109 = "stablehlo.multiply"(%105, %22) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %110 = "stablehlo.multiply"(%104, %23) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %111 = "stablehlo.add"(%109, %110) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %112 = "stablehlo.concatenate"(%108, %111) {dimension = 2 : i64} : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x16xf32>
    %113 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %114 = "stablehlo.dynamic_update_slice"(%arg38, %112, %arg36, %113, %113) : (tensor<16x2x16xf32>, tensor<4x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %115 = "stablehlo.dynamic_update_slice"(%arg39, %103, %arg36, %113, %113) : (tensor<16x2x16xf32>, tensor<4x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %116 = "stablehlo.reshape"(%arg3) : (tensor<64x64xi4>) -> tensor<64x2x32xi4>
    %117 = "stablehlo.convert"(%116) : (tensor<64x2x32xi4>) -> tensor<64x2x32xi8>
    %118 = "stablehlo.dot_general"(%81, %117) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x4x64xi32>
    %119 = "stablehlo.convert"(%118) : (tensor<2x4x64xi32>) -> tensor<2x4x64xf32>
    %120 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x64xf32>
    %121 = "stablehlo.multiply"(%119, %120) : (tensor<2x4x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %122 = "stablehlo.transpose"(%121) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x64xf32>) -> tensor<64x4x2xf32>
    %123 = "stablehlo.convert"(%arg4) : (tensor<64x2xf16>) -> tensor<64x2xf32>
    %124 = "stablehlo.dot_general"(%122, %123) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x4x2xf32>, tensor<64x2xf32>) -> tensor<64x4xf32>
    %125 = "stablehlo.transpose"(%124) {permutation = array<i64: 1, 0>} : (tensor<64x4xf32>) -> tensor<4x64xf32>
    %126 = "stablehlo.reshape"(%125) : (tensor<4x64xf32>) -> tensor<4x4x16xf32>
    %127 = "stablehlo.slice"(%126) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x16xf32>) -> tensor<4x4x8xf32>
    %128 = "stablehlo.slice"(%126) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x16xf32>) -> tensor<4x4x8xf32>
    %129 = "stablehlo.multiply"(%127, %20) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %130 = "stablehlo.multiply"(%128, %21) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %131 = "stablehlo.subtract"(%129, %130) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %132 = "stablehlo.multiply"(%128, %20) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %133 = "stablehlo.multiply"(%127, %21) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %134 = "stablehlo.add"(%132, %133) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %135 = "stablehlo.concatenate"(%131, %134) {dimension = 2 : i64} : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x16xf32>
    %136 = "stablehlo.reshape"(%135) : (tensor<4x4x16xf32>) -> tensor<4x2x2x16xf32>
    %137 = "stablehlo.dot_general"(%136, %114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x4x2x16xf32>
    %138 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %139 = "stablehlo.multiply"(%137, %138) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %140 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %141 = "stablehlo.select"(%27, %139, %140) : (tensor<2x4x2x16xi1>, tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %142 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %143 = "stablehlo.reduce"(%141, %142) ({
    ^bb0(%144: tensor<f32>, %145: tensor<f32>):
      %146 = "stablehlo.maximum"(%144, %145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%146) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %147 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %148 = "stablehlo.subtract"(%141, %147) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %149 = "stablehlo.exponential"(%148) : (tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %150 = "stablehlo.reduce"(%149, %49) ({
    ^bb0(%151: tensor<f32>, %152: tensor<f32>):
      %153 = "stablehlo.add"(%151, %152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%153) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %154 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %155 = "stablehlo.divide"(%149, %154) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %156 = "stablehlo.dot_general"(%155, %115) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x4x2x16xf32>
    %157 = "stablehlo.transpose"(%156) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x4x2x16xf32>) -> tensor<4x2x2x16xf32>
    %158 = "stablehlo.reshape"(%157) : (tensor<4x2x2x16xf32>) -> tensor<4x64xf32>
    %159 = "stablehlo.reshape"(%158) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
    %160 = "stablehlo.abs"(%159) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %161 = "stablehlo.reduce"(%160, %49) ({
    ^bb0(%162: tensor<f32>, %163: tensor<f32>):
      %164 = "stablehlo.maximum"(%162, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%164) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2xf32>
    %165 = "stablehlo.divide"(%161, %69) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %166 = "stablehlo.compare"(%165, %71) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %167 = "stablehlo.select"(%166, %73, %165) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %168 = "stablehlo.broadcast_in_dim"(%167) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
    %169 = "stablehlo.divide"(%159, %168) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %170 = "stablehlo.round_nearest_even"(%169) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %171 = "stablehlo.clamp"(%78, %170, %79) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
    %172 = "stablehlo.convert"(%171) : (tensor<4x2x32xf32>) -> tensor<4x2x32xi8>
    %173 = "stablehlo.reshape"(%arg9) : (tensor<64x64xi4>) -> tensor<64x2x32xi4>
    %174 = "stablehlo.convert"(%173) : (tensor<64x2x32xi4>) -> tensor<64x2x32xi8>
    %175 = "stablehlo.dot_general"(%172, %174) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x4x64xi32>
    %176 = "stablehlo.convert"(%175) : (tensor<2x4x64xi32>) -> tensor<2x4x64xf32>
    %177 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x64xf32>
    %178 = "stablehlo.multiply"(%176, %177) : (tensor<2x4x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %179 = "stablehlo.transpose"(%178) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x64xf32>) -> tensor<64x4x2xf32>
    %180 = "stablehlo.convert"(%arg10) : (tensor<64x2xf16>) -> tensor<64x2xf32>
    %181 = "stablehlo.dot_general"(%179, %180) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x4x2xf32>, tensor<64x2xf32>) -> tensor<64x4xf32>
    %182 = "stablehlo.transpose"(%181) {permutation = array<i64: 1, 0>} : (tensor<64x4xf32>) -> tensor<4x64xf32>
    %183 = "stablehlo.add"(%9, %182) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %184 = "stablehlo.multiply"(%183, %183) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %185 = "stablehlo.reduce"(%184, %49) ({
    ^bb0(%186: tensor<f32>, %187: tensor<f32>):
      %188 = "stablehlo.add"(%186, %187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%188) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %189 = "stablehlo.divide"(%185, %54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %190 = "stablehlo.add"(%189, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %191 = "stablehlo.rsqrt"(%190) : (tensor<4xf32>) -> tensor<4xf32>
    %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x64xf32>
    %193 = "stablehlo.multiply"(%183, %192) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %194 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<4x64xf32>
    %195 = "stablehlo.multiply"(%194, %193) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %196 = "stablehlo.reshape"(%195) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
    %197 = "stablehlo.abs"(%196) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %198 = "stablehlo.reduce"(%197, %49) ({
    ^bb0(%199: tensor<f32>, %200: tensor<f32>):
      %201 = "stablehlo.maximum"(%199, %200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%201) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2xf32>
    %202 = "stablehlo.divide"(%198, %69) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %203 = "stablehlo.compare"(%202, %71) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %204 = "stablehlo.select"(%203, %73, %202) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %205 = "stablehlo.broadcast_in_dim"(%204) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
    %206 = "stablehlo.divide"(%196, %205) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %207 = "stablehlo.round_nearest_even"(%206) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %208 = "stablehlo.clamp"(%78, %207, %79) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
    %209 = "stablehlo.convert"(%208) : (tensor<4x2x32xf32>) -> tensor<4x2x32xi8>
    %210 = "stablehlo.reshape"(%arg12) : (tensor<96x64xi4>) -> tensor<96x2x32xi4>
    %211 = "stablehlo.convert"(%210) : (tensor<96x2x32xi4>) -> tensor<96x2x32xi8>
    %212 = "stablehlo.dot_general"(%209, %211) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x4x96xi32>
    %213 = "stablehlo.convert"(%212) : (tensor<2x4x96xi32>) -> tensor<2x4x96xf32>
    %214 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x96xf32>
    %215 = "stablehlo.multiply"(%213, %214) : (tensor<2x4x96xf32>, tensor<2x4x96xf32>) -> tensor<2x4x96xf32>
    %216 = "stablehlo.transpose"(%215) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x96xf32>) -> tensor<96x4x2xf32>
    %217 = "stablehlo.convert"(%arg13) : (tensor<96x2xf16>) -> tensor<96x2xf32>
    %218 = "stablehlo.dot_general"(%216, %217) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x4x2xf32>, tensor<96x2xf32>) -> tensor<96x4xf32>
    %219 = "stablehlo.transpose"(%218) {permutation = array<i64: 1, 0>} : (tensor<96x4xf32>) -> tensor<4x96xf32>
    %220 = "stablehlo.reshape"(%arg14) : (tensor<96x64xi4>) -> tensor<96x2x32xi4>
    %221 = "stablehlo.convert"(%220) : (tensor<96x2x32xi4>) -> tensor<96x2x32xi8>
    %222 = "stablehlo.dot_general"(%209, %221) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x4x96xi32>
    %223 = "stablehlo.convert"(%222) : (tensor<2x4x96xi32>) -> tensor<2x4x96xf32>
    %224 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x96xf32>
    %225 = "stablehlo.multiply"(%223, %224) : (tensor<2x4x96xf32>, tensor<2x4x96xf32>) -> tensor<2x4x96xf32>
    %226 = "stablehlo.transpose"(%225) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x96xf32>) -> tensor<96x4x2xf32>
    %227 = "stablehlo.convert"(%arg15) : (tensor<96x2xf16>) -> tensor<96x2xf32>
    %228 = "stablehlo.dot_general"(%226, %227) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x4x2xf32>, tensor<96x2xf32>) -> tensor<96x4xf32>
    %229 = "stablehlo.transpose"(%228) {permutation = array<i64: 1, 0>} : (tensor<96x4xf32>) -> tensor<4x96xf32>
    %230 = "stablehlo.logistic"(%219) : (tensor<4x96xf32>) -> tensor<4x96xf32>
    %231 = "stablehlo.multiply"(%219, %230) : (tensor<4x96xf32>, tensor<4x96xf32>) -> tensor<4x96xf32>
    %232 = "stablehlo.multiply"(%231, %229) : (tensor<4x96xf32>, tensor<4x96xf32>) -> tensor<4x96xf32>
    %233 = "stablehlo.reshape"(%232) : (tensor<4x96xf32>) -> tensor<4x3x32xf32>
    %234 = "stablehlo.abs"(%233) : (tensor<4x3x32xf32>) -> tensor<4x3x32xf32>
    %235 = "stablehlo.reduce"(%234, %49) ({
    ^bb0(%236: tensor<f32>, %237: tensor<f32>):
      %238 = "stablehlo.maximum"(%236, %237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%238) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x3x32xf32>, tensor<f32>) -> tensor<4x3xf32>
    %239 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<4x3xf32>} : () -> tensor<4x3xf32>
    %240 = "stablehlo.divide"(%235, %239) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %241 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<4x3xf32>} : () -> tensor<4x3xf32>
    %242 = "stablehlo.compare"(%240, %241) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %243 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<4x3xf32>} : () -> tensor<4x3xf32>
    %244 = "stablehlo.select"(%242, %243, %240) : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %245 = "stablehlo.broadcast_in_dim"(%244) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x3xf32>) -> tensor<4x3x32xf32>
    %246 = "stablehlo.divide"(%233, %245) : (tensor<4x3x32xf32>, tensor<4x3x32xf32>) -> tensor<4x3x32xf32>
    %247 = "stablehlo.round_nearest_even"(%246) : (tensor<4x3x32xf32>) -> tensor<4x3x32xf32>
    %248 = "stablehlo.clamp"(%78, %247, %79) : (tensor<f32>, tensor<4x3x32xf32>, tensor<f32>) -> tensor<4x3x32xf32>
    %249 = "stablehlo.convert"(%248) : (tensor<4x3x32xf32>) -> tensor<4x3x32xi8>
    %250 = "stablehlo.reshape"(%arg16) : (tensor<64x96xi4>) -> tensor<64x3x32xi4>
    %251 = "stablehlo.convert"(%250) : (tensor<64x3x32xi4>) -> tensor<64x3x32xi8>
    %252 = "stablehlo.dot_general"(%249, %251) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x3x32xi8>, tensor<64x3x32xi8>) -> tensor<3x4x64xi32>
    %253 = "stablehlo.convert"(%252) : (tensor<3x4x64xi32>) -> tensor<3x4x64xf32>
    %254 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x3xf32>) -> tensor<3x4x64xf32>
    %255 = "stablehlo.multiply"(%253, %254) : (tensor<3x4x64xf32>, tensor<3x4x64xf32>) -> tensor<3x4x64xf32>
    %256 = "stablehlo.transpose"(%255) {permutation = array<i64: 2, 1, 0>} : (tensor<3x4x64xf32>) -> tensor<64x4x3xf32>
    %257 = "stablehlo.convert"(%arg17) : (tensor<64x3xf16>) -> tensor<64x3xf32>
    %258 = "stablehlo.dot_general"(%256, %257) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x4x3xf32>, tensor<64x3xf32>) -> tensor<64x4xf32>
    %259 = "stablehlo.transpose"(%258) {permutation = array<i64: 1, 0>} : (tensor<64x4xf32>) -> tensor<4x64xf32>
    %260 = "stablehlo.add"(%183, %259) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %261 = "stablehlo.multiply"(%260, %260) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %262 = "stablehlo.reduce"(%261, %49) ({
    ^bb0(%263: tensor<f32>, %264: tensor<f32>):
      %265 = "stablehlo.add"(%263, %264) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%265) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %266 = "stablehlo.divide"(%262, %54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %267 = "stablehlo.add"(%266, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %268 = "stablehlo.rsqrt"(%267) : (tensor<4xf32>) -> tensor<4xf32>
    %269 = "stablehlo.broadcast_in_dim"(%268) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x64xf32>
    %270 = "stablehlo.multiply"(%260, %269) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %271 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<4x64xf32>
    %272 = "stablehlo.multiply"(%271, %270) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %273 = "stablehlo.reshape"(%272) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
    %274 = "stablehlo.abs"(%273) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %275 = "stablehlo.reduce"(%274, %49) ({
    ^bb0(%276: tensor<f32>, %277: tensor<f32>):
      %278 = "stablehlo.maximum"(%276, %277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%278) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2xf32>
    %279 = "stablehlo.divide"(%275, %69) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %280 = "stablehlo.compare"(%279, %71) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %281 = "stablehlo.select"(%280, %73, %279) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %282 = "stablehlo.broadcast_in_dim"(%281) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
    %283 = "stablehlo.divide"(%273, %282) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %284 = "stablehlo.round_nearest_even"(%283) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %285 = "stablehlo.clamp"(%78, %284, %79) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
    %286 = "stablehlo.convert"(%285) : (tensor<4x2x32xf32>) -> tensor<4x2x32xi8>
    %287 = "stablehlo.reshape"(%arg21) : (tensor<32x64xi4>) -> tensor<32x2x32xi4>
    %288 = "stablehlo.convert"(%287) : (tensor<32x2x32xi4>) -> tensor<32x2x32xi8>
    %289 = "stablehlo.dot_general"(%286, %288) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x4x32xi32>
    %290 = "stablehlo.convert"(%289) : (tensor<2x4x32xi32>) -> tensor<2x4x32xf32>
    %291 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x32xf32>
    %292 = "stablehlo.multiply"(%290, %291) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %293 = "stablehlo.transpose"(%292) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x32xf32>) -> tensor<32x4x2xf32>
    %294 = "stablehlo.convert"(%arg22) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %295 = "stablehlo.dot_general"(%293, %294) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x4x2xf32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %296 = "stablehlo.transpose"(%295) {permutation = array<i64: 1, 0>} : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %297 = "stablehlo.reshape"(%296) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %298 = "stablehlo.reshape"(%arg23) : (tensor<32x64xi4>) -> tensor<32x2x32xi4>
    %299 = "stablehlo.convert"(%298) : (tensor<32x2x32xi4>) -> tensor<32x2x32xi8>
    %300 = "stablehlo.dot_general"(%286, %299) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x4x32xi32>
    %301 = "stablehlo.convert"(%300) : (tensor<2x4x32xi32>) -> tensor<2x4x32xf32>
    %302 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x32xf32>
    %303 = "stablehlo.multiply"(%301, %302) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %304 = "stablehlo.transpose"(%303) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x32xf32>) -> tensor<32x4x2xf32>
    %305 = "stablehlo.convert"(%arg24) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %306 = "stablehlo.dot_general"(%304, %305) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x4x2xf32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 1, 0>} : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %309 = "stablehlo.slice"(%297) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %310 = "stablehlo.slice"(%297) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %311 = "stablehlo.multiply"(%309, %22) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %312 = "stablehlo.multiply"(%310, %23) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %313 = "stablehlo.subtract"(%311, %312) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %314 = "stablehlo.multiply"(%310, %22) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %315 = "stablehlo.multiply"(%309, %23) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %316 = "stablehlo.add"(%314, %315) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %317 = "stablehlo.concatenate"(%313, %316) {dimension = 2 : i64} : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x16xf32>
    %318 = "stablehlo.dynamic_update_slice"(%arg40, %317, %arg36, %113, %113) : (tensor<16x2x16xf32>, tensor<4x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %319 = "stablehlo.dynamic_update_slice"(%arg41, %308, %arg36, %113, %113) : (tensor<16x2x16xf32>, tensor<4x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %320 = "stablehlo.dynamic_slice"(%272, %29, %113) {slice_sizes = array<i64: 1, 64>} : (tensor<4x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %321 = "stablehlo.reshape"(%320) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %322 = "stablehlo.abs"(%321) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %323 = "stablehlo.reduce"(%322, %49) ({
    ^bb0(%324: tensor<f32>, %325: tensor<f32>):
      %326 = "stablehlo.maximum"(%324, %325) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%326) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %327 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %328 = "stablehlo.divide"(%323, %327) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %329 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %330 = "stablehlo.compare"(%328, %329) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %331 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %332 = "stablehlo.select"(%330, %331, %328) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %334 = "stablehlo.divide"(%321, %333) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %335 = "stablehlo.round_nearest_even"(%334) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %336 = "stablehlo.clamp"(%78, %335, %79) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %337 = "stablehlo.convert"(%336) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %338 = "stablehlo.reshape"(%arg19) : (tensor<64x64xi4>) -> tensor<64x2x32xi4>
    %339 = "stablehlo.convert"(%338) : (tensor<64x2x32xi4>) -> tensor<64x2x32xi8>
    %340 = "stablehlo.dot_general"(%337, %339) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %341 = "stablehlo.convert"(%340) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %342 = "stablehlo.broadcast_in_dim"(%328) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %343 = "stablehlo.multiply"(%341, %342) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %344 = "stablehlo.transpose"(%343) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %345 = "stablehlo.convert"(%arg20) : (tensor<64x2xf16>) -> tensor<64x2xf32>
    %346 = "stablehlo.dot_general"(%344, %345) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %347 = "stablehlo.transpose"(%346) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %348 = "stablehlo.reshape"(%347) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %349 = "stablehlo.slice"(%348) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %350 = "stablehlo.slice"(%348) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %351 = "stablehlo.multiply"(%349, %40) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %352 = "stablehlo.multiply"(%350, %41) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %353 = "stablehlo.subtract"(%351, %352) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %354 = "stablehlo.multiply"(%350, %40) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %355 = "stablehlo.multiply"(%349, %41) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %356 = "stablehlo.add"(%354, %355) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %357 = "stablehlo.concatenate"(%353, %356) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %358 = "stablehlo.reshape"(%357) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %359 = "stablehlo.dot_general"(%358, %318) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %360 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %361 = "stablehlo.multiply"(%359, %360) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %362 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %363 = "stablehlo.select"(%47, %361, %362) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %364 = "stablehlo.reduce"(%363, %142) ({
    ^bb0(%365: tensor<f32>, %366: tensor<f32>):
      %367 = "stablehlo.maximum"(%365, %366) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%367) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %368 = "stablehlo.broadcast_in_dim"(%364) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %369 = "stablehlo.subtract"(%363, %368) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %370 = "stablehlo.exponential"(%369) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %371 = "stablehlo.reduce"(%370, %49) ({
    ^bb0(%372: tensor<f32>, %373: tensor<f32>):
      %374 = "stablehlo.add"(%372, %373) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%374) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %375 = "stablehlo.broadcast_in_dim"(%371) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %376 = "stablehlo.divide"(%370, %375) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %377 = "stablehlo.dot_general"(%376, %319) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %378 = "stablehlo.transpose"(%377) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %379 = "stablehlo.reshape"(%378) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %380 = "stablehlo.dynamic_slice"(%260, %29, %113) {slice_sizes = array<i64: 1, 64>} : (tensor<4x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %381 = "stablehlo.reshape"(%379) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %382 = "stablehlo.abs"(%381) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %383 = "stablehlo.reduce"(%382, %49) ({
    ^bb0(%384: tensor<f32>, %385: tensor<f32>):
      %386 = "stablehlo.maximum"(%384, %385) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%386) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %387 = "stablehlo.divide"(%383, %327) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %388 = "stablehlo.compare"(%387, %329) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %389 = "stablehlo.select"(%388, %331, %387) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %390 = "stablehlo.broadcast_in_dim"(%389) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %391 = "stablehlo.divide"(%381, %390) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %392 = "stablehlo.round_nearest_even"(%391) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %393 = "stablehlo.clamp"(%78, %392, %79) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %394 = "stablehlo.convert"(%393) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %395 = "stablehlo.reshape"(%arg25) : (tensor<64x64xi4>) -> tensor<64x2x32xi4>
    %396 = "stablehlo.convert"(%395) : (tensor<64x2x32xi4>) -> tensor<64x2x32xi8>
    %397 = "stablehlo.dot_general"(%394, %396) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %398 = "stablehlo.convert"(%397) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %399 = "stablehlo.broadcast_in_dim"(%387) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %400 = "stablehlo.multiply"(%398, %399) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %401 = "stablehlo.transpose"(%400) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %402 = "stablehlo.convert"(%arg26) : (tensor<64x2xf16>) -> tensor<64x2xf32>
    %403 = "stablehlo.dot_general"(%401, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %404 = "stablehlo.transpose"(%403) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %405 = "stablehlo.add"(%380, %404) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %406 = "stablehlo.multiply"(%405, %405) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %407 = "stablehlo.reduce"(%406, %49) ({
    ^bb0(%408: tensor<f32>, %409: tensor<f32>):
      %410 = "stablehlo.add"(%408, %409) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%410) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %411 = "stablehlo.constant"() {value = dense<6.4e+01> : tensor<1xf32>} : () -> tensor<1xf32>
    %412 = "stablehlo.divide"(%407, %411) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %413 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %414 = "stablehlo.add"(%412, %413) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %415 = "stablehlo.rsqrt"(%414) : (tensor<1xf32>) -> tensor<1xf32>
    %416 = "stablehlo.broadcast_in_dim"(%415) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %417 = "stablehlo.multiply"(%405, %416) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %418 = "stablehlo.broadcast_in_dim"(%arg27) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %419 = "stablehlo.multiply"(%418, %417) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %420 = "stablehlo.reshape"(%419) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %421 = "stablehlo.abs"(%420) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %422 = "stablehlo.reduce"(%421, %49) ({
    ^bb0(%423: tensor<f32>, %424: tensor<f32>):
      %425 = "stablehlo.maximum"(%423, %424) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%425) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %426 = "stablehlo.divide"(%422, %327) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %427 = "stablehlo.compare"(%426, %329) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %428 = "stablehlo.select"(%427, %331, %426) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %429 = "stablehlo.broadcast_in_dim"(%428) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %430 = "stablehlo.divide"(%420, %429) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %431 = "stablehlo.round_nearest_even"(%430) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %432 = "stablehlo.clamp"(%78, %431, %79) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %433 = "stablehlo.convert"(%432) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %434 = "stablehlo.reshape"(%arg28) : (tensor<96x64xi4>) -> tensor<96x2x32xi4>
    %435 = "stablehlo.convert"(%434) : (tensor<96x2x32xi4>) -> tensor<96x2x32xi8>
    %436 = "stablehlo.dot_general"(%433, %435) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %437 = "stablehlo.convert"(%436) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %438 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %439 = "stablehlo.multiply"(%437, %438) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %440 = "stablehlo.transpose"(%439) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %441 = "stablehlo.convert"(%arg29) : (tensor<96x2xf16>) -> tensor<96x2xf32>
    %442 = "stablehlo.dot_general"(%440, %441) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %443 = "stablehlo.transpose"(%442) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %444 = "stablehlo.reshape"(%arg30) : (tensor<96x64xi4>) -> tensor<96x2x32xi4>
    %445 = "stablehlo.convert"(%444) : (tensor<96x2x32xi4>) -> tensor<96x2x32xi8>
    %446 = "stablehlo.dot_general"(%433, %445) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %447 = "stablehlo.convert"(%446) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %448 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %449 = "stablehlo.multiply"(%447, %448) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %450 = "stablehlo.transpose"(%449) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %451 = "stablehlo.convert"(%arg31) : (tensor<96x2xf16>) -> tensor<96x2xf32>
    %452 = "stablehlo.dot_general"(%450, %451) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %453 = "stablehlo.transpose"(%452) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %454 = "stablehlo.logistic"(%443) : (tensor<1x96xf32>) -> tensor<1x96xf32>
    %455 = "stablehlo.multiply"(%443, %454) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %456 = "stablehlo.multiply"(%455, %453) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %457 = "stablehlo.reshape"(%456) : (tensor<1x96xf32>) -> tensor<1x3x32xf32>
    %458 = "stablehlo.abs"(%457) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %459 = "stablehlo.reduce"(%458, %49) ({
    ^bb0(%460: tensor<f32>, %461: tensor<f32>):
      %462 = "stablehlo.maximum"(%460, %461) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%462) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3xf32>
    %463 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %464 = "stablehlo.divide"(%459, %463) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %465 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %466 = "stablehlo.compare"(%464, %465) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %467 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %468 = "stablehlo.select"(%466, %467, %464) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %469 = "stablehlo.broadcast_in_dim"(%468) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<1x3x32xf32>
    %470 = "stablehlo.divide"(%457, %469) : (tensor<1x3x32xf32>, tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %471 = "stablehlo.round_nearest_even"(%470) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %472 = "stablehlo.clamp"(%78, %471, %79) : (tensor<f32>, tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3x32xf32>
    %473 = "stablehlo.convert"(%472) : (tensor<1x3x32xf32>) -> tensor<1x3x32xi8>
    %474 = "stablehlo.reshape"(%arg32) : (tensor<64x96xi4>) -> tensor<64x3x32xi4>
    %475 = "stablehlo.convert"(%474) : (tensor<64x3x32xi4>) -> tensor<64x3x32xi8>
    %476 = "stablehlo.dot_general"(%473, %475) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x3x32xi8>, tensor<64x3x32xi8>) -> tensor<3x1x64xi32>
    %477 = "stablehlo.convert"(%476) : (tensor<3x1x64xi32>) -> tensor<3x1x64xf32>
    %478 = "stablehlo.broadcast_in_dim"(%464) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x3xf32>) -> tensor<3x1x64xf32>
    %479 = "stablehlo.multiply"(%477, %478) : (tensor<3x1x64xf32>, tensor<3x1x64xf32>) -> tensor<3x1x64xf32>
    %480 = "stablehlo.transpose"(%479) {permutation = array<i64: 2, 1, 0>} : (tensor<3x1x64xf32>) -> tensor<64x1x3xf32>
    %481 = "stablehlo.convert"(%arg33) : (tensor<64x3xf16>) -> tensor<64x3xf32>
    %482 = "stablehlo.dot_general"(%480, %481) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x3xf32>, tensor<64x3xf32>) -> tensor<64x1xf32>
    %483 = "stablehlo.transpose"(%482) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %484 = "stablehlo.add"(%405, %483) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %485 = "stablehlo.multiply"(%484, %484) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %486 = "stablehlo.reduce"(%485, %49) ({
    ^bb0(%487: tensor<f32>, %488: tensor<f32>):
      %489 = "stablehlo.add"(%487, %488) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%489) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %490 = "stablehlo.divide"(%486, %411) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %491 = "stablehlo.add"(%490, %413) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %492 = "stablehlo.rsqrt"(%491) : (tensor<1xf32>) -> tensor<1xf32>
    %493 = "stablehlo.broadcast_in_dim"(%492) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %494 = "stablehlo.multiply"(%484, %493) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %495 = "stablehlo.broadcast_in_dim"(%arg34) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %496 = "stablehlo.multiply"(%495, %494) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %497 = "stablehlo.reshape"(%496) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %498 = "stablehlo.abs"(%497) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %499 = "stablehlo.reduce"(%498, %49) ({
    ^bb0(%500: tensor<f32>, %501: tensor<f32>):
      %502 = "stablehlo.maximum"(%500, %501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%502) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %503 = "stablehlo.divide"(%499, %327) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %504 = "stablehlo.compare"(%503, %329) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %505 = "stablehlo.select"(%504, %331, %503) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %507 = "stablehlo.divide"(%497, %506) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %508 = "stablehlo.round_nearest_even"(%507) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %509 = "stablehlo.clamp"(%78, %508, %79) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %510 = "stablehlo.convert"(%509) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %511 = "stablehlo.reshape"(%arg0) : (tensor<24x64xi4>) -> tensor<24x2x32xi4>
    %512 = "stablehlo.convert"(%511) : (tensor<24x2x32xi4>) -> tensor<24x2x32xi8>
    %513 = "stablehlo.dot_general"(%510, %512) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<24x2x32xi8>) -> tensor<2x1x24xi32>
    %514 = "stablehlo.convert"(%513) : (tensor<2x1x24xi32>) -> tensor<2x1x24xf32>
    %515 = "stablehlo.broadcast_in_dim"(%503) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x24xf32>
    %516 = "stablehlo.multiply"(%514, %515) : (tensor<2x1x24xf32>, tensor<2x1x24xf32>) -> tensor<2x1x24xf32>
    %517 = "stablehlo.transpose"(%516) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x24xf32>) -> tensor<24x1x2xf32>
    %518 = "stablehlo.convert"(%arg1) : (tensor<24x2xf16>) -> tensor<24x2xf32>
    %519 = "stablehlo.dot_general"(%517, %518) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<24x1x2xf32>, tensor<24x2xf32>) -> tensor<24x1xf32>
    %520 = "stablehlo.transpose"(%519) {permutation = array<i64: 1, 0>} : (tensor<24x1xf32>) -> tensor<1x24xf32>
    %521 = "stablehlo.reshape"(%520) : (tensor<1x24xf32>) -> tensor<24xf32>
    %522 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<24xi32>
    %523:2 = "stablehlo.reduce"(%521, %522, %142, %113) ({
    ^bb0(%524: tensor<f32>, %525: tensor<i32>, %526: tensor<f32>, %527: tensor<i32>):
      %528 = "stablehlo.compare"(%524, %526) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %529 = "stablehlo.compare"(%524, %526) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %530 = "stablehlo.compare"(%525, %527) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %531 = "stablehlo.select"(%529, %530, %528) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %532 = "stablehlo.select"(%531, %524, %526) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %533 = "stablehlo.select"(%531, %525, %527) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%532, %533) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<24xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%523#1, %114, %115, %318, %319) : (tensor<i32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> ()
  }
}
