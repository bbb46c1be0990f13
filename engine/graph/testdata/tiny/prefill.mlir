module @prefill {
  func.func public @main(%arg0: tensor<32x8xbf16>, %arg1: tensor<8xbf16>, %arg2: tensor<32x8xbf16>, %arg3: tensor<16x8xbf16>, %arg4: tensor<16x8xbf16>, %arg5: tensor<8x32xbf16>, %arg6: tensor<8xbf16>, %arg7: tensor<16x8xbf16>, %arg8: tensor<16x8xbf16>, %arg9: tensor<8x16xbf16>, %arg10: tensor<8xbf16>, %arg11: tensor<32x8xbf16>, %arg12: tensor<16x8xbf16>, %arg13: tensor<16x8xbf16>, %arg14: tensor<8x32xbf16>, %arg15: tensor<8xbf16>, %arg16: tensor<16x8xbf16>, %arg17: tensor<16x8xbf16>, %arg18: tensor<8x16xbf16>, %arg19: tensor<8xbf16>, %arg20: tensor<4xi32>, %arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<16x2x8xf32>, %arg24: tensor<16x2x8xf32>, %arg25: tensor<16x2x8xf32>, %arg26: tensor<16x2x8xf32>) -> (tensor<i32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) {
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
    %34 = "stablehlo.convert"(%arg1) : (tensor<8xbf16>) -> tensor<8xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %36 = "stablehlo.multiply"(%35, %33) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %37 = "stablehlo.convert"(%arg2) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %38 = "stablehlo.dot_general"(%36, %37) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<4x32xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
    %40 = "stablehlo.convert"(%arg3) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %41 = "stablehlo.dot_general"(%36, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %43 = "stablehlo.convert"(%arg4) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %44 = "stablehlo.dot_general"(%36, %43) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
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
    %90 = "stablehlo.convert"(%arg5) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %91 = "stablehlo.dot_general"(%89, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<8x32xf32>) -> tensor<4x8xf32>
    %92 = "stablehlo.add"(%2, %91) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %93 = "stablehlo.multiply"(%92, %92) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %94 = "stablehlo.reduce"(%93, %22) ({
    ^bb0(%95: tensor<f32>, %96: tensor<f32>):
      %97 = "stablehlo.add"(%95, %96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%97) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %98 = "stablehlo.divide"(%94, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.add"(%98, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %100 = "stablehlo.rsqrt"(%99) : (tensor<4xf32>) -> tensor<4xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %102 = "stablehlo.multiply"(%92, %101) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %103 = "stablehlo.convert"(%arg6) : (tensor<8xbf16>) -> tensor<8xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %105 = "stablehlo.multiply"(%104, %102) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %106 = "stablehlo.convert"(%arg7) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %107 = "stablehlo.dot_general"(%105, %106) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %108 = "stablehlo.convert"(%arg8) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %109 = "stablehlo.dot_general"(%105, %108) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %110 = "stablehlo.logistic"(%107) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %111 = "stablehlo.multiply"(%107, %110) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %112 = "stablehlo.multiply"(%111, %109) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %113 = "stablehlo.convert"(%arg9) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %114 = "stablehlo.dot_general"(%112, %113) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %115 = "stablehlo.add"(%92, %114) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %116 = "stablehlo.multiply"(%115, %115) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %117 = "stablehlo.reduce"(%116, %22) ({
    ^bb0(%118: tensor<f32>, %119: tensor<f32>):
      %120 = "stablehlo.add"(%118, %119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%120) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %121 = "stablehlo.divide"(%117, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.add"(%121, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.rsqrt"(%122) : (tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %125 = "stablehlo.multiply"(%115, %124) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %126 = "stablehlo.convert"(%arg10) : (tensor<8xbf16>) -> tensor<8xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %128 = "stablehlo.multiply"(%127, %125) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %129 = "stablehlo.convert"(%arg11) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %130 = "stablehlo.dot_general"(%128, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<32x8xf32>) -> tensor<4x32xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
    %132 = "stablehlo.convert"(%arg12) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %133 = "stablehlo.dot_general"(%128, %132) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %135 = "stablehlo.convert"(%arg13) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %136 = "stablehlo.dot_general"(%128, %135) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %137 = "stablehlo.reshape"(%136) : (tensor<4x16xf32>) -> tensor<4x2x8xf32>
    %138 = "stablehlo.slice"(%131) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 4, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %139 = "stablehlo.slice"(%131) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x8xf32>) -> tensor<4x4x4xf32>
    %140 = "stablehlo.multiply"(%138, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %141 = "stablehlo.multiply"(%139, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %142 = "stablehlo.subtract"(%140, %141) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %143 = "stablehlo.multiply"(%139, %13) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %144 = "stablehlo.multiply"(%138, %14) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %145 = "stablehlo.add"(%143, %144) : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %146 = "stablehlo.concatenate"(%142, %145) {dimension = 2 : i64} : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x8xf32>
    %147 = "stablehlo.slice"(%134) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %148 = "stablehlo.slice"(%134) {start_indices = array<i64: 0, 0, 4>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x8xf32>) -> tensor<4x2x4xf32>
    %149 = "stablehlo.multiply"(%147, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %150 = "stablehlo.multiply"(%148, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %151 = "stablehlo.subtract"(%149, %150) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %152 = "stablehlo.multiply"(%148, %15) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %153 = "stablehlo.multiply"(%147, %16) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %154 = "stablehlo.add"(%152, %153) : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %155 = "stablehlo.concatenate"(%151, %154) {dimension = 2 : i64} : (tensor<4x2x4xf32>, tensor<4x2x4xf32>) -> tensor<4x2x8xf32>
    %156 = "stablehlo.dynamic_update_slice"(%arg25, %155, %arg21, %64, %64) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %157 = "stablehlo.dynamic_update_slice"(%arg26, %137, %arg21, %64, %64) : (tensor<16x2x8xf32>, tensor<4x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x8xf32>
    %158 = "stablehlo.reshape"(%146) : (tensor<4x4x8xf32>) -> tensor<4x2x2x8xf32>
    %159 = "stablehlo.dot_general"(%158, %156) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x2x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x16xf32>
    %160 = "stablehlo.multiply"(%159, %69) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %161 = "stablehlo.select"(%20, %160, %71) : (tensor<2x4x2x16xi1>, tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %162 = "stablehlo.reduce"(%161, %73) ({
    ^bb0(%163: tensor<f32>, %164: tensor<f32>):
      %165 = "stablehlo.maximum"(%163, %164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%165) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %166 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %167 = "stablehlo.subtract"(%161, %166) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %168 = "stablehlo.exponential"(%167) : (tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %169 = "stablehlo.reduce"(%168, %22) ({
    ^bb0(%170: tensor<f32>, %171: tensor<f32>):
      %172 = "stablehlo.add"(%170, %171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%172) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %173 = "stablehlo.broadcast_in_dim"(%169) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %174 = "stablehlo.divide"(%168, %173) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %175 = "stablehlo.dot_general"(%174, %157) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x2x16xf32>, tensor<16x2x8xf32>) -> tensor<2x4x2x8xf32>
    %176 = "stablehlo.transpose"(%175) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x4x2x8xf32>) -> tensor<4x2x2x8xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<4x2x2x8xf32>) -> tensor<4x32xf32>
    %178 = "stablehlo.convert"(%arg14) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %179 = "stablehlo.dot_general"(%177, %178) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<8x32xf32>) -> tensor<4x8xf32>
    %180 = "stablehlo.add"(%115, %179) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %181 = "stablehlo.multiply"(%180, %180) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %182 = "stablehlo.reduce"(%181, %22) ({
    ^bb0(%183: tensor<f32>, %184: tensor<f32>):
      %185 = "stablehlo.add"(%183, %184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%185) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %186 = "stablehlo.divide"(%182, %27) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %187 = "stablehlo.add"(%186, %29) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %188 = "stablehlo.rsqrt"(%187) : (tensor<4xf32>) -> tensor<4xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %190 = "stablehlo.multiply"(%180, %189) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %191 = "stablehlo.convert"(%arg15) : (tensor<8xbf16>) -> tensor<8xf32>
    %192 = "stablehlo.broadcast_in_dim"(%191) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %193 = "stablehlo.multiply"(%192, %190) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %194 = "stablehlo.convert"(%arg16) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %195 = "stablehlo.dot_general"(%193, %194) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %196 = "stablehlo.convert"(%arg17) : (tensor<16x8xbf16>) -> tensor<16x8xf32>
    %197 = "stablehlo.dot_general"(%193, %196) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
    %198 = "stablehlo.logistic"(%195) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %199 = "stablehlo.multiply"(%195, %198) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %200 = "stablehlo.multiply"(%199, %197) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %201 = "stablehlo.convert"(%arg18) : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %202 = "stablehlo.dot_general"(%200, %201) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %203 = "stablehlo.add"(%180, %202) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %204 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %205 = "stablehlo.subtract"(%arg22, %204) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %206 = "stablehlo.dynamic_slice"(%203, %205, %64) {slice_sizes = array<i64: 1, 8>} : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %207 = "stablehlo.multiply"(%206, %206) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %208 = "stablehlo.reduce"(%207, %22) ({
    ^bb0(%209: tensor<f32>, %210: tensor<f32>):
      %211 = "stablehlo.add"(%209, %210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%211) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
    %212 = "stablehlo.constant"() {value = dense<8.0e+00> : tensor<1xf32>} : () -> tensor<1xf32>
    %213 = "stablehlo.divide"(%208, %212) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %214 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %215 = "stablehlo.add"(%213, %214) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %216 = "stablehlo.rsqrt"(%215) : (tensor<1xf32>) -> tensor<1xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %218 = "stablehlo.multiply"(%206, %217) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %219 = "stablehlo.convert"(%arg19) : (tensor<8xbf16>) -> tensor<8xf32>
    %220 = "stablehlo.broadcast_in_dim"(%219) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %221 = "stablehlo.multiply"(%220, %218) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %222 = "stablehlo.convert"(%arg0) : (tensor<32x8xbf16>) -> tensor<32x8xf32>
    %223 = "stablehlo.dot_general"(%221, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x8xf32>, tensor<32x8xf32>) -> tensor<1x32xf32>
    %224 = "stablehlo.reshape"(%223) : (tensor<1x32xf32>) -> tensor<32xf32>
    %225 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<32xi32>
    %226:2 = "stablehlo.reduce"(%224, %225, %73, %64) ({
    ^bb0(%227: tensor<f32>, %228: tensor<i32>, %229: tensor<f32>, %230: tensor<i32>):
      %231 = "stablehlo.compare"(%227, %229) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %232 = "stablehlo.compare"(%227, %229) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %233 = "stablehlo.compare"(%228, %230) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %234 = "stablehlo.select"(%232, %233, %231) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %235 = "stablehlo.select"(%234, %227, %229) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %236 = "stablehlo.select"(%234, %228, %230) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%235, %236) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32xf32>, tensor<32xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%226#1, %65, %66, %156, %157) : (tensor<i32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> ()
  }
}
