module @decode_step {
  func.func public @main(%arg0: tensor<24x32xi4>, %arg1: tensor<24x1xf16>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xi4>, %arg4: tensor<32x1xf16>, %arg5: tensor<16x32xi4>, %arg6: tensor<16x1xf16>, %arg7: tensor<16x32xi4>, %arg8: tensor<16x1xf16>, %arg9: tensor<32x32xi4>, %arg10: tensor<32x1xf16>, %arg11: tensor<32xf32>, %arg12: tensor<64x32xi4>, %arg13: tensor<64x1xf16>, %arg14: tensor<64x32xi4>, %arg15: tensor<64x1xf16>, %arg16: tensor<32x64xi4>, %arg17: tensor<32x2xf16>, %arg18: tensor<32xf32>, %arg19: tensor<24x32xi4>, %arg20: tensor<24x1xf16>, %arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<16x1x16xf32>, %arg24: tensor<16x1x16xf32>) -> (tensor<i32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) {
    %0 = "stablehlo.reshape"(%arg21) : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg1, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<24x1xf16>, tensor<1x1xi32>) -> tensor<1x1xf16>
    %3 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %4 = "stablehlo.gather"(%arg0, %3) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 32>} : (tensor<24x32xi4>, tensor<1x1xi32>) -> tensor<1x32xi4>
    %5 = "stablehlo.convert"(%4) : (tensor<1x32xi4>) -> tensor<1x32xf32>
    %6 = "stablehlo.convert"(%2) : (tensor<1x1xf16>) -> tensor<1x1xf32>
    %7 = "stablehlo.reshape"(%5) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %8 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x32xf32>
    %9 = "stablehlo.multiply"(%7, %8) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %11 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %12 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %14 = "stablehlo.convert"(%13) : (tensor<1xi32>) -> tensor<1xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %16 = "stablehlo.constant"() {value = dense<[1.0e+00, 3.1622776e-01, 1.0e-01, 3.162278e-02, 1.0e-02, 3.1622779e-03, 1.0e-03, 3.162278e-04]> : tensor<8xf32>} : () -> tensor<8xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %18 = "stablehlo.multiply"(%15, %17) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %19 = "stablehlo.cosine"(%18) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %20 = "stablehlo.sine"(%18) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %21 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %22 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %23 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %24 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %25 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %26 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %27 = "stablehlo.compare"(%25, %26) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<1x1x2x16xi1>
    %29 = "stablehlo.multiply"(%10, %10) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %30 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.reduce"(%29, %30) ({
    ^bb0(%32: tensor<f32>, %33: tensor<f32>):
      %34 = "stablehlo.add"(%32, %33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %35 = "stablehlo.constant"() {value = dense<3.2e+01> : tensor<1xf32>} : () -> tensor<1xf32>
    %36 = "stablehlo.divide"(%31, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %37 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %39 = "stablehlo.rsqrt"(%38) : (tensor<1xf32>) -> tensor<1xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %41 = "stablehlo.multiply"(%10, %40) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %42 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %43 = "stablehlo.multiply"(%42, %41) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %44 = "stablehlo.convert"(%arg5) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %45 = "stablehlo.convert"(%arg6) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %46 = "stablehlo.reshape"(%44) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %47 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %48 = "stablehlo.multiply"(%46, %47) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %50 = "stablehlo.dot_general"(%43, %49) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<16x32xf32>) -> tensor<1x16xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %52 = "stablehlo.convert"(%arg7) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %53 = "stablehlo.convert"(%arg8) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %54 = "stablehlo.reshape"(%52) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %55 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %56 = "stablehlo.multiply"(%54, %55) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %57 = "stablehlo.reshape"(%56) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %58 = "stablehlo.dot_general"(%43, %57) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<16x32xf32>) -> tensor<1x16xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %60 = "stablehlo.slice"(%51) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %61 = "stablehlo.slice"(%51) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %62 = "stablehlo.multiply"(%60, %23) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %63 = "stablehlo.multiply"(%61, %24) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %64 = "stablehlo.subtract"(%62, %63) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %65 = "stablehlo.multiply"(%61, %23) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %66 = "stablehlo.multiply"(%60, %24) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %67 = "stablehlo.add"(%65, %66) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %68 = "stablehlo.concatenate"(%64, %67) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %69 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %70 = "stablehlo.dynamic_update_slice"(%arg23, %68, %arg22, %69, %69) : (tensor<16x1x16xf32>, tensor<1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %71 = "stablehlo.dynamic_update_slice"(%arg24, %59, %arg22, %69, %69) : (tensor<16x1x16xf32>, tensor<1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %72 = "stablehlo.convert"(%arg3) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %73 = "stablehlo.convert"(%arg4) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %74 = "stablehlo.reshape"(%72) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %75 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %76 = "stablehlo.multiply"(%74, %75) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %77 = "stablehlo.reshape"(%76) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %78 = "stablehlo.dot_general"(%43, %77) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %80 = "stablehlo.slice"(%79) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %81 = "stablehlo.slice"(%79) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %82 = "stablehlo.multiply"(%80, %21) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %83 = "stablehlo.multiply"(%81, %22) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %84 = "stablehlo.subtract"(%82, %83) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %85 = "stablehlo.multiply"(%81, %21) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %86 = "stablehlo.multiply"(%80, %22) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %87 = "stablehlo.add"(%85, %86) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %88 = "stablehlo.concatenate"(%84, %87) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %90 = "stablehlo.dot_general"(%89, %70) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x1x2x16xf32>
    %91 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %92 = "stablehlo.multiply"(%90, %91) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %93 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %94 = "stablehlo.select"(%28, %92, %93) : (tensor<1x1x2x16xi1>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %95 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %96 = "stablehlo.reduce"(%94, %95) ({
    ^bb0(%97: tensor<f32>, %98: tensor<f32>):
      %99 = "stablehlo.maximum"(%97, %98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%99) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %100 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %101 = "stablehlo.subtract"(%94, %100) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %102 = "stablehlo.exponential"(%101) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %103 = "stablehlo.reduce"(%102, %30) ({
    ^bb0(%104: tensor<f32>, %105: tensor<f32>):
      %106 = "stablehlo.add"(%104, %105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%106) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %107 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %108 = "stablehlo.divide"(%102, %107) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %109 = "stablehlo.dot_general"(%108, %71) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x1x2x16xf32>
    %110 = "stablehlo.transpose"(%109) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %111 = "stablehlo.reshape"(%110) : (tensor<1x1x2x16xf32>) -> tensor<1x32xf32>
    %112 = "stablehlo.convert"(%arg9) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %113 = "stablehlo.convert"(%arg10) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %114 = "stablehlo.reshape"(%112) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %115 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %116 = "stablehlo.multiply"(%114, %115) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %117 = "stablehlo.reshape"(%116) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %118 = "stablehlo.dot_general"(%111, %117) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %119 = "stablehlo.add"(%10, %118) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %120 = "stablehlo.multiply"(%119, %119) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %121 = "stablehlo.reduce"(%120, %30) ({
    ^bb0(%122: tensor<f32>, %123: tensor<f32>):
      %124 = "stablehlo.add"(%122, %123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%124) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %125 = "stablehlo.divide"(%121, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %126 = "stablehlo.add"(%125, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %127 = "stablehlo.rsqrt"(%126) : (tensor<1xf32>) -> tensor<1xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %129 = "stablehlo.multiply"(%119, %128) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %130 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %131 = "stablehlo.multiply"(%130, %129) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %132 = "stablehlo.convert"(%arg12) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %133 = "stablehlo.convert"(%arg13) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %134 = "stablehlo.reshape"(%132) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %135 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %136 = "stablehlo.multiply"(%134, %135) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %137 = "stablehlo.reshape"(%136) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %138 = "stablehlo.dot_general"(%131, %137) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<64x32xf32>) -> tensor<1x64xf32>
    %139 = "stablehlo.convert"(%arg14) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %140 = "stablehlo.convert"(%arg15) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %141 = "stablehlo.reshape"(%139) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %142 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %143 = "stablehlo.multiply"(%141, %142) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %144 = "stablehlo.reshape"(%143) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %145 = "stablehlo.dot_general"(%131, %144) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<64x32xf32>) -> tensor<1x64xf32>
    %146 = "stablehlo.logistic"(%138) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %147 = "stablehlo.multiply"(%138, %146) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %148 = "stablehlo.multiply"(%147, %145) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %149 = "stablehlo.convert"(%arg16) : (tensor<32x64xi4>) -> tensor<32x64xf32>
    %150 = "stablehlo.convert"(%arg17) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %151 = "stablehlo.reshape"(%149) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %152 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %153 = "stablehlo.multiply"(%151, %152) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %154 = "stablehlo.reshape"(%153) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %155 = "stablehlo.dot_general"(%148, %154) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x64xf32>, tensor<32x64xf32>) -> tensor<1x32xf32>
    %156 = "stablehlo.add"(%119, %155) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %157 = "stablehlo.multiply"(%156, %156) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %158 = "stablehlo.reduce"(%157, %30) ({
    ^bb0(%159: tensor<f32>, %160: tensor<f32>):
      %161 = "stablehlo.add"(%159, %160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%161) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %162 = "stablehlo.divide"(%158, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %163 = "stablehlo.add"(%162, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %164 = "stablehlo.rsqrt"(%163) : (tensor<1xf32>) -> tensor<1xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %166 = "stablehlo.multiply"(%156, %165) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %167 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %168 = "stablehlo.multiply"(%167, %166) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %169 = "stablehlo.convert"(%arg19) : (tensor<24x32xi4>) -> tensor<24x32xf32>
    %170 = "stablehlo.convert"(%arg20) : (tensor<24x1xf16>) -> tensor<24x1xf32>
    %171 = "stablehlo.reshape"(%169) : (tensor<24x32xf32>) -> tensor<24x1x32xf32>
    %172 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<24x1xf32>) -> tensor<24x1x32xf32>
    %173 = "stablehlo.multiply"(%171, %172) : (tensor<24x1x32xf32>, tensor<24x1x32xf32>) -> tensor<24x1x32xf32>
    %174 = "stablehlo.reshape"(%173) : (tensor<24x1x32xf32>) -> tensor<24x32xf32>
    %175 = "stablehlo.dot_general"(%168, %174) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<24x32xf32>) -> tensor<1x24xf32>
    %176 = "stablehlo.reshape"(%175) : (tensor<1x24xf32>) -> tensor<24xf32>
    %177 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<24xi32>
    %178:2 = "stablehlo.reduce"(%176, %177, %95, %69) ({
    ^bb0(%179: tensor<f32>, %180: tensor<i32>, %181: tensor<f32>, %182: tensor<i32>):
      %183 = "stablehlo.compare"(%179, %181) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %184 = "stablehlo.compare"(%179, %181) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %185 = "stablehlo.compare"(%180, %182) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %186 = "stablehlo.select"(%184, %185, %183) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %187 = "stablehlo.select"(%186, %179, %181) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %188 = "stablehlo.select"(%186, %180, %182) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%187, %188) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<24xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%178#1, %70, %71) : (tensor<i32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> ()
  }
}
