module @decode_step {
  func.func public @main(%arg0: tensor<32x8xbf16>, %arg1: tensor<8xbf16>, %arg2: tensor<32x8xbf16>, %arg3: tensor<16x8xbf16>, %arg4: tensor<16x8xbf16>, %arg5: tensor<8x32xbf16>, %arg6: tensor<8xbf16>, %arg7: tensor<16x8xbf16>, %arg8: tensor<16x8xbf16>, %arg9: tensor<8x16xbf16>, %arg10: tensor<8xbf16>, %arg11: tensor<32x8xbf16>, %arg12: tensor<16x8xbf16>, %arg13: tensor<16x8xbf16>, %arg14: tensor<8x32xbf16>, %arg15: tensor<8xbf16>, %arg16: tensor<16x8xbf16>, %arg17: tensor<16x8xbf16>, %arg18: tensor<8x16xbf16>, %arg19: tensor<8xbf16>, %arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<16x2x8xbf16>, %arg23: tensor<16x2x8xbf16>, %arg24: tensor<16x2x8xbf16>, %arg25: tensor<16x2x8xbf16>) -> (tensor<i32>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>) {
    %0 = "stablehlo.reshape"(%arg20) : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>} : (tensor<32x8xbf16>, tensor<1x1xi32>) -> tensor<1x8xbf16>
    %3 = "stablehlo.convert"(%2) : (tensor<1x8xbf16>) -> tensor<1x8xf32>
    %4 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %5 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %7 = "stablehlo.convert"(%6) : (tensor<1xi32>) -> tensor<1xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x4xf32>
    %9 = "stablehlo.constant"() {value = dense<[1.0e+00, 1.5431021e-01, 2.5199197e-02, 7.905695e-03]> : tensor<4xf32>} : () -> tensor<4xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %11 = "stablehlo.multiply"(%8, %10) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %12 = "stablehlo.cosine"(%11) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %13 = "stablehlo.sine"(%11) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x4x4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x4x4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x2x4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x4xf32>) -> tensor<1x2x4xf32>
    %18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %19 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %20 = "stablehlo.compare"(%18, %19) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<2x1x2x16xi1>
    %22 = "stablehlo.multiply"(%3, %3) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %23 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.reduce"(%22, %23) ({
    ^bb0(%25: tensor<f32>, %26: tensor<f32>):
      %27 = "stablehlo.add"(%25, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %28 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %29 = "stablehlo.divide"(%24, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %30 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %32 = "stablehlo.rsqrt"(%31) : (tensor<1xf32>) -> tensor<1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %34 = "stablehlo.multiply"(%3, %33) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %35 = "stablehlo.convert"(%arg1) : (tensor<8xbf16>) -> tensor<8xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %37 = "stablehlo.multiply"(%36, %34) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %38 = "stablehlo.convert"(%arg3) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %39 = "stablehlo.dot_general"(%37, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %41 = "stablehlo.convert"(%arg4) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %42 = "stablehlo.dot_general"(%37, %41) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %44 = "stablehlo.slice"(%40) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %45 = "stablehlo.slice"(%40) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %46 = "stablehlo.multiply"(%44, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %47 = "stablehlo.multiply"(%45, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %48 = "stablehlo.subtract"(%46, %47) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %49 = "stablehlo.multiply"(%45, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %50 = "stablehlo.multiply"(%44, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %51 = "stablehlo.add"(%49, %50) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %52 = "stablehlo.concatenate"(%48, %51) {dimension = 2 : i64} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x8xf32>
    %53 = "stablehlo.convert"(%52) : (tensor<1x2x8xf32>) -> tensor<1x2x8xbf16>
    %54 = "stablehlo.convert"(%43) : (tensor<1x2x8xf32>) -> tensor<1x2x8xbf16>
    %55 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %56 = "stablehlo.dynamic_update_slice"(%arg22, %53, %arg21, %55, %55) : (tensor<16x2x8xbf16>, tensor<1x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
    %57 = "stablehlo.dynamic_update_slice"(%arg23, %54, %arg21, %55, %55) : (tensor<16x2x8xbf16>, tensor<1x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
    %58 = "stablehlo.convert"(%56) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %59 = "stablehlo.convert"(%57) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %60 = "stablehlo.convert"(%arg2) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %61 = "stablehlo.dot_general"(%37, %60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<1x32xf32>) -> tensor<1x4x8xf32>
    %63 = "stablehlo.slice"(%62) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %64 = "stablehlo.slice"(%62) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %65 = "stablehlo.multiply"(%63, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %66 = "stablehlo.multiply"(%64, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %67 = "stablehlo.subtract"(%65, %66) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %68 = "stablehlo.multiply"(%64, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %69 = "stablehlo.multiply"(%63, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %70 = "stablehlo.add"(%68, %69) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %71 = "stablehlo.concatenate"(%67, %70) {dimension = 2 : i64} : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
    %72 = "stablehlo.reshape"(%71) : (tensor<1x4x8xf32>) -> tensor<1x2x2x8xf32>
    %73 = "stablehlo.dot_general"(%72, %58) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x16xf32>
    %74 = "stablehlo.constant"() {value = dense<3.5355338e-01> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %75 = "stablehlo.multiply"(%73, %74) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %76 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %77 = "stablehlo.select"(%21, %75, %76) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %78 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %79 = "stablehlo.reduce"(%77, %78) ({
    ^bb0(%80: tensor<f32>, %81: tensor<f32>):
      %82 = "stablehlo.maximum"(%80, %81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%82) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %83 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %84 = "stablehlo.subtract"(%77, %83) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %85 = "stablehlo.exponential"(%84) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %86 = "stablehlo.reduce"(%85, %23) ({
    ^bb0(%87: tensor<f32>, %88: tensor<f32>):
      %89 = "stablehlo.add"(%87, %88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%89) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %90 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %91 = "stablehlo.divide"(%85, %90) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %92 = "stablehlo.dot_general"(%91, %59) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
    %93 = "stablehlo.transpose"(%92) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x8xf32>) -> tensor<1x2x2x8xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1x2x2x8xf32>) -> tensor<1x32xf32>
    %95 = "stablehlo.convert"(%arg5) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %96 = "stablehlo.dot_general"(%94, %95) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<8x32xf32>) -> tensor<1x8xf32>
    %97 = "stablehlo.add"(%3, %96) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %98 = "stablehlo.multiply"(%97, %97) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %99 = "stablehlo.reduce"(%98, %23) ({
    ^bb0(%100: tensor<f32>, %101: tensor<f32>):
      %102 = "stablehlo.add"(%100, %101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %103 = "stablehlo.divide"(%99, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %104 = "stablehlo.add"(%103, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %105 = "stablehlo.rsqrt"(%104) : (tensor<1xf32>) -> tensor<1xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %107 = "stablehlo.multiply"(%97, %106) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %108 = "stablehlo.convert"(%arg6) : (tensor<8xbf16>) -> tensor<8xf32>
    %109 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %110 = "stablehlo.multiply"(%109, %107) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %111 = "stablehlo.convert"(%arg7) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %112 = "stablehlo.dot_general"(%110, %111) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %113 = "stablehlo.convert"(%arg8) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %114 = "stablehlo.dot_general"(%110, %113) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %115 = "stablehlo.logistic"(%112) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %116 = "stablehlo.multiply"(%112, %115) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %117 = "stablehlo.multiply"(%116, %114) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %118 = "stablehlo.convert"(%arg9) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %119 = "stablehlo.dot_general"(%117, %118) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xf32>, tensor<8x16xf32>) -> tensor<1x8xf32>
    %120 = "stablehlo.add"(%97, %119) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %121 = "stablehlo.multiply"(%120, %120) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %122 = "stablehlo.reduce"(%121, %23) ({
    ^bb0(%123: tensor<f32>, %124: tensor<f32>):
      %125 = "stablehlo.add"(%123, %124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%125) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %126 = "stablehlo.divide"(%122, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %127 = "stablehlo.add"(%126, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %128 = "stablehlo.rsqrt"(%127) : (tensor<1xf32>) -> tensor<1xf32>
    %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %130 = "stablehlo.multiply"(%120, %129) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %131 = "stablehlo.convert"(%arg10) : (tensor<8xbf16>) -> tensor<8xf32>
    %132 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %133 = "stablehlo.multiply"(%132, %130) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %134 = "stablehlo.convert"(%arg12) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %135 = "stablehlo.dot_general"(%133, %134) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %136 = "stablehlo.reshape"(%135) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %137 = "stablehlo.convert"(%arg13) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %138 = "stablehlo.dot_general"(%133, %137) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<1x16xf32>) -> tensor<1x2x8xf32>
    %140 = "stablehlo.slice"(%136) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %141 = "stablehlo.slice"(%136) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x8xf32>) -> tensor<1x2x4xf32>
    %142 = "stablehlo.multiply"(%140, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %143 = "stablehlo.multiply"(%141, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %144 = "stablehlo.subtract"(%142, %143) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %145 = "stablehlo.multiply"(%141, %16) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %146 = "stablehlo.multiply"(%140, %17) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %147 = "stablehlo.add"(%145, %146) : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %148 = "stablehlo.concatenate"(%144, %147) {dimension = 2 : i64} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x2x8xf32>
    %149 = "stablehlo.convert"(%148) : (tensor<1x2x8xf32>) -> tensor<1x2x8xbf16>
    %150 = "stablehlo.convert"(%139) : (tensor<1x2x8xf32>) -> tensor<1x2x8xbf16>
    %151 = "stablehlo.dynamic_update_slice"(%arg24, %149, %arg21, %55, %55) : (tensor<16x2x8xbf16>, tensor<1x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
    %152 = "stablehlo.dynamic_update_slice"(%arg25, %150, %arg21, %55, %55) : (tensor<16x2x8xbf16>, tensor<1x2x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xbf16>
    %153 = "stablehlo.convert"(%151) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %154 = "stablehlo.convert"(%152) : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %155 = "stablehlo.convert"(%arg11) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %156 = "stablehlo.dot_general"(%133, %155) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %157 = "stablehlo.reshape"(%156) : (tensor<1x32xf32>) -> tensor<1x4x8xf32>
    %158 = "stablehlo.slice"(%157) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %159 = "stablehlo.slice"(%157) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %160 = "stablehlo.multiply"(%158, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %161 = "stablehlo.multiply"(%159, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %162 = "stablehlo.subtract"(%160, %161) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %163 = "stablehlo.multiply"(%159, %14) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %164 = "stablehlo.multiply"(%158, %15) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %165 = "stablehlo.add"(%163, %164) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %166 = "stablehlo.concatenate"(%162, %165) {dimension = 2 : i64} : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
    %167 = "stablehlo.reshape"(%166) : (tensor<1x4x8xf32>) -> tensor<1x2x2x8xf32>
    %168 = "stablehlo.dot_general"(%167, %153) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x16xf32>
    %169 = "stablehlo.multiply"(%168, %74) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %170 = "stablehlo.select"(%21, %169, %76) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %171 = "stablehlo.reduce"(%170, %78) ({
    ^bb0(%172: tensor<f32>, %173: tensor<f32>):
      %174 = "stablehlo.maximum"(%172, %173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%174) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %175 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %176 = "stablehlo.subtract"(%170, %175) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %177 = "stablehlo.exponential"(%176) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %178 = "stablehlo.reduce"(%177, %23) ({
    ^bb0(%179: tensor<f32>, %180: tensor<f32>):
      %181 = "stablehlo.add"(%179, %180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%181) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %182 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %183 = "stablehlo.divide"(%177, %182) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %184 = "stablehlo.dot_general"(%183, %154) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
    %185 = "stablehlo.transpose"(%184) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x8xf32>) -> tensor<1x2x2x8xf32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1x2x2x8xf32>) -> tensor<1x32xf32>
    %187 = "stablehlo.convert"(%arg14) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %188 = "stablehlo.dot_general"(%186, %187) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<8x32xf32>) -> tensor<1x8xf32>
    %189 = "stablehlo.add"(%120, %188) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %190 = "stablehlo.multiply"(%189, %189) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %191 = "stablehlo.reduce"(%190, %23) ({
    ^bb0(%192: tensor<f32>, %193: tensor<f32>):
      %194 = "stablehlo.add"(%192, %193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%194) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %195 = "stablehlo.divide"(%191, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %196 = "stablehlo.add"(%195, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %197 = "stablehlo.rsqrt"(%196) : (tensor<1xf32>) -> tensor<1xf32>
    %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %199 = "stablehlo.multiply"(%189, %198) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %200 = "stablehlo.convert"(%arg15) : (tensor<8xbf16>) -> tensor<8xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %202 = "stablehlo.multiply"(%201, %199) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %203 = "stablehlo.convert"(%arg16) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %204 = "stablehlo.dot_general"(%202, %203) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %205 = "stablehlo.convert"(%arg17) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %206 = "stablehlo.dot_general"(%202, %205) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<16x8xf32>) -> tensor<1x16xf32>
    %207 = "stablehlo.logistic"(%204) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %208 = "stablehlo.multiply"(%204, %207) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %209 = "stablehlo.multiply"(%208, %206) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %210 = "stablehlo.convert"(%arg18) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %211 = "stablehlo.dot_general"(%209, %210) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xf32>, tensor<8x16xf32>) -> tensor<1x8xf32>
    %212 = "stablehlo.add"(%189, %211) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %213 = "stablehlo.multiply"(%212, %212) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %214 = "stablehlo.reduce"(%213, %23) ({
    ^bb0(%215: tensor<f32>, %216: tensor<f32>):
      %217 = "stablehlo.add"(%215, %216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%217) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %218 = "stablehlo.divide"(%214, %28) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %219 = "stablehlo.add"(%218, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %220 = "stablehlo.rsqrt"(%219) : (tensor<1xf32>) -> tensor<1xf32>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %222 = "stablehlo.multiply"(%212, %221) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %223 = "stablehlo.convert"(%arg19) : (tensor<8xbf16>) -> tensor<8xf32>
    %224 = "stablehlo.broadcast_in_dim"(%223) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %225 = "stablehlo.multiply"(%224, %222) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %226 = "stablehlo.convert"(%arg0) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %227 = "stablehlo.dot_general"(%225, %226) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %228 = "stablehlo.reshape"(%227) : (tensor<1x32xf32>) -> tensor<32xf32>
    %229 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<32xi32>
    %230:2 = "stablehlo.reduce"(%228, %229, %78, %55) ({
    ^bb0(%231: tensor<f32>, %232: tensor<i32>, %233: tensor<f32>, %234: tensor<i32>):
      %235 = "stablehlo.compare"(%231, %233) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %236 = "stablehlo.compare"(%231, %233) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %237 = "stablehlo.compare"(%232, %234) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %238 = "stablehlo.select"(%236, %237, %235) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %239 = "stablehlo.select"(%238, %231, %233) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %240 = "stablehlo.select"(%238, %232, %234) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%239, %240) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<32xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%230#1, %56, %57, %151, %152) : (tensor<i32>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>, tensor<16x2x8xbf16>) -> ()
  }
}
