module @prefill {
  func.func public @main(%arg0: tensor<32x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<32x8xf32>, %arg3: tensor<16x8xf32>, %arg4: tensor<16x8xf32>, %arg5: tensor<8x32xf32>, %arg6: tensor<8xf32>, %arg7: tensor<16x8xf32>, %arg8: tensor<16x8xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<8xf32>, %arg11: tensor<32x8xf32>, %arg12: tensor<16x8xf32>, %arg13: tensor<16x8xf32>, %arg14: tensor<8x32xf32>, %arg15: tensor<8xf32>, %arg16: tensor<16x8xf32>, %arg17: tensor<16x8xf32>, %arg18: tensor<8x16xf32>, %arg19: tensor<8xf32>, %arg20: tensor<4xi32>, %arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<16x2x8xf32>, %arg24: tensor<16x2x8xf32>, %arg25: tensor<16x2x8xf32>, %arg26: tensor<16x2x8xf32>) -> (tensor<i32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) {
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
    %54 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %55 = "stablehlo.multiply"(%54, %53) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %56 = "stablehlo.convert"(%55) : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %57 = "stablehlo.convert"(%arg3) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %58 = "stablehlo.dot_general"(%56, %57) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %60 = "stablehlo.convert"(%arg4) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %61 = "stablehlo.dot_general"(%56, %60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
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
    %75 = "stablehlo.convert"(%arg2) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
    %76 = "stablehlo.dot_general"(%56, %75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<32x8xbf16>) -> tensor<4x32xf32>
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
    %110 = "stablehlo.convert"(%109) : (tensor<4x32xf32>) -> tensor<4x32xbf16>
    %111 = "stablehlo.convert"(%arg5) : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %112 = "stablehlo.dot_general"(%110, %111) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xbf16>, tensor<8x32xbf16>) -> tensor<4x8xf32>
    %113 = "stablehlo.add"(%2, %112) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %114 = "stablehlo.multiply"(%113, %113) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %115 = "stablehlo.reduce"(%114, %42) ({
    ^bb0(%116: tensor<f32>, %117: tensor<f32>):
      %118 = "stablehlo.add"(%116, %117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%118) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %119 = "stablehlo.divide"(%115, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %120 = "stablehlo.add"(%119, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %121 = "stablehlo.rsqrt"(%120) : (tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %123 = "stablehlo.multiply"(%113, %122) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %124 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %125 = "stablehlo.multiply"(%124, %123) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %126 = "stablehlo.convert"(%125) : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %127 = "stablehlo.convert"(%arg7) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %128 = "stablehlo.dot_general"(%126, %127) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %129 = "stablehlo.convert"(%arg8) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %130 = "stablehlo.dot_general"(%126, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %131 = "stablehlo.logistic"(%128) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %132 = "stablehlo.multiply"(%128, %131) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %133 = "stablehlo.multiply"(%132, %130) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %134 = "stablehlo.convert"(%133) : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %135 = "stablehlo.convert"(%arg9) : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %136 = "stablehlo.dot_general"(%134, %135) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x16xbf16>, tensor<8x16xbf16>) -> tensor<4x8xf32>
    %137 = "stablehlo.add"(%113, %136) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %138 = "stablehlo.multiply"(%137, %137) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %139 = "stablehlo.reduce"(%138, %42) ({
    ^bb0(%140: tensor<f32>, %141: tensor<f32>):
      %142 = "stablehlo.add"(%140, %141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%142) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %143 = "stablehlo.divide"(%139, %47) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %144 = "stablehlo.add"(%143, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %145 = "stablehlo.rsqrt"(%144) : (tensor<4xf32>) -> tensor<4xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %147 = "stablehlo.multiply"(%137, %146) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %148 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %149 = "stablehlo.multiply"(%148, %147) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %150 = "stablehlo.convert"(%149) : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %151 = "stablehlo.convert"(%arg12) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %152 = "stablehlo.dot_general"(%150, %151) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %154 = "stablehlo.convert"(%arg13) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %155 = "stablehlo.dot_general"(%150, %154) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xbf16>, tensor<16x8xbf16>) -> tensor<4x16xf32>
    %156 = "stablehlo.reshape"(%155) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %157 = "stablehlo.slice"(%153) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %158 = "stablehlo.slice"(%153) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %159 = "stablehlo.multiply"(%157, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %160 = "stablehlo.multiply"(%158, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %161 = "stablehlo.subtract"(%159, %160) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %162 = "stablehlo.multiply"(%158, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %163 = "stablehlo.multiply"(%157, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %164 = "stablehlo.add"(%162, %163) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %165 = "stablehlo.concatenate"(%161, %164) {dimension = 2 : i64} : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x8xf32>
    %166 = "stablehlo.dynamic_update_slice"(%arg25, %165, %arg21, %72, %72) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %167 = "stablehlo.dynamic_update_slice"(%arg26, %156, %arg21, %72, %72) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %168 = "stablehlo.dynamic_slice"(%150, %22, %72) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x8xbf16>
    %169 = "stablehlo.convert"(%arg11) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
    %170 = "stablehlo.dot_general"(%168, %169) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<32x8xbf16>) -> tensor<1x32xf32>
    %171 = "stablehlo.reshape"(%170) : (tensor<1x32xf32>) -> tensor<1x4x8xf32>
    %172 = "stablehlo.slice"(%171) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %173 = "stablehlo.slice"(%171) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
    %174 = "stablehlo.multiply"(%172, %33) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %175 = "stablehlo.multiply"(%173, %34) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %176 = "stablehlo.subtract"(%174, %175) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %177 = "stablehlo.multiply"(%173, %33) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %178 = "stablehlo.multiply"(%172, %34) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %179 = "stablehlo.add"(%177, %178) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %180 = "stablehlo.concatenate"(%176, %179) {dimension = 2 : i64} : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
    %181 = "stablehlo.reshape"(%180) : (tensor<1x4x8xf32>) -> tensor<1x2x2x8xf32>
    %182 = "stablehlo.dot_general"(%181, %166) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x16xf32>
    %183 = "stablehlo.constant"() {value = dense<3.5355338e-01> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %184 = "stablehlo.multiply"(%182, %183) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %185 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %186 = "stablehlo.select"(%40, %184, %185) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %187 = "stablehlo.reduce"(%186, %93) ({
    ^bb0(%188: tensor<f32>, %189: tensor<f32>):
      %190 = "stablehlo.maximum"(%188, %189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%190) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %191 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %192 = "stablehlo.subtract"(%186, %191) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %193 = "stablehlo.exponential"(%192) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %194 = "stablehlo.reduce"(%193, %42) ({
    ^bb0(%195: tensor<f32>, %196: tensor<f32>):
      %197 = "stablehlo.add"(%195, %196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%197) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %198 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %199 = "stablehlo.divide"(%193, %198) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %200 = "stablehlo.dot_general"(%199, %167) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x1x2x8xf32>
    %201 = "stablehlo.transpose"(%200) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x8xf32>) -> tensor<1x2x2x8xf32>
    %202 = "stablehlo.reshape"(%201) : (tensor<1x2x2x8xf32>) -> tensor<1x32xf32>
    %203 = "stablehlo.dynamic_slice"(%137, %22, %72) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %204 = "stablehlo.convert"(%202) : (tensor<1x32xf32>) -> tensor<1x32xbf16>
    %205 = "stablehlo.convert"(%arg14) : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %206 = "stablehlo.dot_general"(%204, %205) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xbf16>, tensor<8x32xbf16>) -> tensor<1x8xf32>
    %207 = "stablehlo.add"(%203, %206) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %208 = "stablehlo.multiply"(%207, %207) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %209 = "stablehlo.reduce"(%208, %42) ({
    ^bb0(%210: tensor<f32>, %211: tensor<f32>):
      %212 = "stablehlo.add"(%210, %211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%212) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %213 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %214 = "stablehlo.divide"(%209, %213) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %215 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %216 = "stablehlo.add"(%214, %215) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %217 = "stablehlo.rsqrt"(%216) : (tensor<1xf32>) -> tensor<1xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %219 = "stablehlo.multiply"(%207, %218) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %220 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %221 = "stablehlo.multiply"(%220, %219) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %222 = "stablehlo.convert"(%221) : (tensor<1x8xf32>) -> tensor<1x8xbf16>
    %223 = "stablehlo.convert"(%arg16) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %224 = "stablehlo.dot_general"(%222, %223) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %225 = "stablehlo.convert"(%arg17) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %226 = "stablehlo.dot_general"(%222, %225) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<16x8xbf16>) -> tensor<1x16xf32>
    %227 = "stablehlo.logistic"(%224) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %228 = "stablehlo.multiply"(%224, %227) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %229 = "stablehlo.multiply"(%228, %226) : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %230 = "stablehlo.convert"(%229) : (tensor<1x16xf32>) -> tensor<1x16xbf16>
    %231 = "stablehlo.convert"(%arg18) : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %232 = "stablehlo.dot_general"(%230, %231) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x16xbf16>, tensor<8x16xbf16>) -> tensor<1x8xf32>
    %233 = "stablehlo.add"(%207, %232) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %234 = "stablehlo.multiply"(%233, %233) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %235 = "stablehlo.reduce"(%234, %42) ({
    ^bb0(%236: tensor<f32>, %237: tensor<f32>):
      %238 = "stablehlo.add"(%236, %237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%238) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %239 = "stablehlo.divide"(%235, %213) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %240 = "stablehlo.add"(%239, %215) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %241 = "stablehlo.rsqrt"(%240) : (tensor<1xf32>) -> tensor<1xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %243 = "stablehlo.multiply"(%233, %242) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %244 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %245 = "stablehlo.multiply"(%244, %243) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %246 = "stablehlo.convert"(%245) : (tensor<1x8xf32>) -> tensor<1x8xbf16>
    %247 = "stablehlo.convert"(%arg0) : (tensor<32x8xf32>) -> tensor<32x8xbf16>
    %248 = "stablehlo.dot_general"(%246, %247) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xbf16>, tensor<32x8xbf16>) -> tensor<1x32xf32>
    %249 = "stablehlo.reshape"(%248) : (tensor<1x32xf32>) -> tensor<32xf32>
    %250 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<32xi32>
    %251:2 = "stablehlo.reduce"(%249, %250, %93, %72) ({
    ^bb0(%252: tensor<f32>, %253: tensor<i32>, %254: tensor<f32>, %255: tensor<i32>):
      %256 = "stablehlo.compare"(%252, %254) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %257 = "stablehlo.compare"(%252, %254) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %258 = "stablehlo.compare"(%253, %255) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %259 = "stablehlo.select"(%257, %258, %256) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %260 = "stablehlo.select"(%259, %252, %254) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %261 = "stablehlo.select"(%259, %253, %255) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%260, %261) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<32xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%251#1, %73, %74, %166, %167) : (tensor<i32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> ()
  }
}
