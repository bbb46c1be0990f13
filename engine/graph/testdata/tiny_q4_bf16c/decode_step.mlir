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
    %44 = "stablehlo.convert"(%43) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %45 = "stablehlo.convert"(%arg5) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %46 = "stablehlo.convert"(%arg6) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %47 = "stablehlo.reshape"(%45) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %48 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %49 = "stablehlo.multiply"(%47, %48) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %51 = "stablehlo.convert"(%50) : (tensor<16x32xf32>) -> tensor<16x32xbf16>
    %52 = "stablehlo.dot_general"(%44, %51) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<16x32xbf16>) -> tensor<1x16xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %54 = "stablehlo.convert"(%arg7) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %55 = "stablehlo.convert"(%arg8) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %56 = "stablehlo.reshape"(%54) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %57 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %58 = "stablehlo.multiply"(%56, %57) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %60 = "stablehlo.convert"(%59) : (tensor<16x32xf32>) -> tensor<16x32xbf16>
    %61 = "stablehlo.dot_general"(%44, %60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<16x32xbf16>) -> tensor<1x16xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %63 = "stablehlo.slice"(%53) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %64 = "stablehlo.slice"(%53) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x1x16xf32>) -> tensor<1x1x8xf32>
    %65 = "stablehlo.multiply"(%63, %23) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %66 = "stablehlo.multiply"(%64, %24) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %67 = "stablehlo.subtract"(%65, %66) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %68 = "stablehlo.multiply"(%64, %23) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %69 = "stablehlo.multiply"(%63, %24) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %70 = "stablehlo.add"(%68, %69) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %71 = "stablehlo.concatenate"(%67, %70) {dimension = 2 : i64} : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %72 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %73 = "stablehlo.dynamic_update_slice"(%arg23, %71, %arg22, %72, %72) : (tensor<16x1x16xf32>, tensor<1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %74 = "stablehlo.dynamic_update_slice"(%arg24, %62, %arg22, %72, %72) : (tensor<16x1x16xf32>, tensor<1x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %75 = "stablehlo.convert"(%arg3) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %76 = "stablehlo.convert"(%arg4) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %77 = "stablehlo.reshape"(%75) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %78 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %79 = "stablehlo.multiply"(%77, %78) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %80 = "stablehlo.reshape"(%79) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %81 = "stablehlo.convert"(%80) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %82 = "stablehlo.dot_general"(%44, %81) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<32x32xbf16>) -> tensor<1x32xf32>
    %83 = "stablehlo.reshape"(%82) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %84 = "stablehlo.slice"(%83) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %85 = "stablehlo.slice"(%83) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %86 = "stablehlo.multiply"(%84, %21) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %87 = "stablehlo.multiply"(%85, %22) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %88 = "stablehlo.subtract"(%86, %87) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %89 = "stablehlo.multiply"(%85, %21) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %90 = "stablehlo.multiply"(%84, %22) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %91 = "stablehlo.add"(%89, %90) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %92 = "stablehlo.concatenate"(%88, %91) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %94 = "stablehlo.dot_general"(%93, %73) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x1x2x16xf32>
    %95 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %96 = "stablehlo.multiply"(%94, %95) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %97 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %98 = "stablehlo.select"(%28, %96, %97) : (tensor<1x1x2x16xi1>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %99 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %100 = "stablehlo.reduce"(%98, %99) ({
    ^bb0(%101: tensor<f32>, %102: tensor<f32>):
      %103 = "stablehlo.maximum"(%101, %102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%103) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %104 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %105 = "stablehlo.subtract"(%98, %104) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %106 = "stablehlo.exponential"(%105) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %107 = "stablehlo.reduce"(%106, %30) ({
    ^bb0(%108: tensor<f32>, %109: tensor<f32>):
      %110 = "stablehlo.add"(%108, %109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%110) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %111 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %112 = "stablehlo.divide"(%106, %111) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %113 = "stablehlo.dot_general"(%112, %74) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x1x2x16xf32>
    %114 = "stablehlo.transpose"(%113) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %115 = "stablehlo.reshape"(%114) : (tensor<1x1x2x16xf32>) -> tensor<1x32xf32>
    %116 = "stablehlo.convert"(%115) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %117 = "stablehlo.convert"(%arg9) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %118 = "stablehlo.convert"(%arg10) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %119 = "stablehlo.reshape"(%117) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %120 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %121 = "stablehlo.multiply"(%119, %120) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %122 = "stablehlo.reshape"(%121) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %123 = "stablehlo.convert"(%122) : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %124 = "stablehlo.dot_general"(%116, %123) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<32x32xbf16>) -> tensor<1x32xf32>
    %125 = "stablehlo.add"(%10, %124) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %126 = "stablehlo.multiply"(%125, %125) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %127 = "stablehlo.reduce"(%126, %30) ({
    ^bb0(%128: tensor<f32>, %129: tensor<f32>):
      %130 = "stablehlo.add"(%128, %129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%130) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %131 = "stablehlo.divide"(%127, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %132 = "stablehlo.add"(%131, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %133 = "stablehlo.rsqrt"(%132) : (tensor<1xf32>) -> tensor<1xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %135 = "stablehlo.multiply"(%125, %134) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %136 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %137 = "stablehlo.multiply"(%136, %135) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %138 = "stablehlo.convert"(%137) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %139 = "stablehlo.convert"(%arg12) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %140 = "stablehlo.convert"(%arg13) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %141 = "stablehlo.reshape"(%139) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %142 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %143 = "stablehlo.multiply"(%141, %142) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %144 = "stablehlo.reshape"(%143) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %145 = "stablehlo.convert"(%144) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %146 = "stablehlo.dot_general"(%138, %145) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<64x32xbf16>) -> tensor<1x64xf32>
    %147 = "stablehlo.convert"(%arg14) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %148 = "stablehlo.convert"(%arg15) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %149 = "stablehlo.reshape"(%147) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %150 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %151 = "stablehlo.multiply"(%149, %150) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %152 = "stablehlo.reshape"(%151) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %153 = "stablehlo.convert"(%152) : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %154 = "stablehlo.dot_general"(%138, %153) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<64x32xbf16>) -> tensor<1x64xf32>
    %155 = "stablehlo.logistic"(%146) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %156 = "stablehlo.multiply"(%146, %155) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %157 = "stablehlo.multiply"(%156, %154) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %158 = "stablehlo.convert"(%157) : (tensor<1x64xf32>) -> tensor<1x64xbf16>
    %159 = "stablehlo.convert"(%arg16) : (tensor<32x64xi4>) -> tensor<32x64xf32>
    %160 = "stablehlo.convert"(%arg17) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %161 = "stablehlo.reshape"(%159) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %162 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %163 = "stablehlo.multiply"(%161, %162) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %164 = "stablehlo.reshape"(%163) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %165 = "stablehlo.convert"(%164) : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %166 = "stablehlo.dot_general"(%158, %165) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x64xbf16>, tensor<32x64xbf16>) -> tensor<1x32xf32>
    %167 = "stablehlo.add"(%125, %166) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %168 = "stablehlo.multiply"(%167, %167) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %169 = "stablehlo.reduce"(%168, %30) ({
    ^bb0(%170: tensor<f32>, %171: tensor<f32>):
      %172 = "stablehlo.add"(%170, %171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%172) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %173 = "stablehlo.divide"(%169, %35) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %174 = "stablehlo.add"(%173, %37) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %175 = "stablehlo.rsqrt"(%174) : (tensor<1xf32>) -> tensor<1xf32>
    %176 = "stablehlo.broadcast_in_dim"(%175) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %177 = "stablehlo.multiply"(%167, %176) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %178 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %179 = "stablehlo.multiply"(%178, %177) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %180 = "stablehlo.convert"(%179) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %181 = "stablehlo.convert"(%arg19) : (tensor<24x32xi4>) -> tensor<24x32xf32>
    %182 = "stablehlo.convert"(%arg20) : (tensor<24x1xf16>) -> tensor<24x1xf32>
    %183 = "stablehlo.reshape"(%181) : (tensor<24x32xf32>) -> tensor<24x1x32xf32>
    %184 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<24x1xf32>) -> tensor<24x1x32xf32>
    %185 = "stablehlo.multiply"(%183, %184) : (tensor<24x1x32xf32>, tensor<24x1x32xf32>) -> tensor<24x1x32xf32>
    %186 = "stablehlo.reshape"(%185) : (tensor<24x1x32xf32>) -> tensor<24x32xf32>
    %187 = "stablehlo.convert"(%186) : (tensor<24x32xf32>) -> tensor<24x32xbf16>
    %188 = "stablehlo.dot_general"(%180, %187) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<24x32xbf16>) -> tensor<1x24xf32>
    %189 = "stablehlo.reshape"(%188) : (tensor<1x24xf32>) -> tensor<24xf32>
    %190 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<24xi32>
    %191:2 = "stablehlo.reduce"(%189, %190, %99, %72) ({
    ^bb0(%192: tensor<f32>, %193: tensor<i32>, %194: tensor<f32>, %195: tensor<i32>):
      %196 = "stablehlo.compare"(%192, %194) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %197 = "stablehlo.compare"(%192, %194) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %198 = "stablehlo.compare"(%193, %195) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %199 = "stablehlo.select"(%197, %198, %196) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %200 = "stablehlo.select"(%199, %192, %194) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %201 = "stablehlo.select"(%199, %193, %195) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%200, %201) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<24xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%191#1, %73, %74) : (tensor<i32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> ()
  }
}
