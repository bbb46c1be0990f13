module @prefill {
  func.func public @main(%arg0: tensor<24x64xi8>, %arg1: tensor<24xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xi8>, %arg4: tensor<64xf32>, %arg5: tensor<32x64xi8>, %arg6: tensor<32xf32>, %arg7: tensor<32x64xi8>, %arg8: tensor<32xf32>, %arg9: tensor<64x64xi8>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<96x64xi8>, %arg13: tensor<96xf32>, %arg14: tensor<96x64xi8>, %arg15: tensor<96xf32>, %arg16: tensor<64x96xi8>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xi8>, %arg20: tensor<64xf32>, %arg21: tensor<32x64xi8>, %arg22: tensor<32xf32>, %arg23: tensor<32x64xi8>, %arg24: tensor<32xf32>, %arg25: tensor<64x64xi8>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<96x64xi8>, %arg29: tensor<96xf32>, %arg30: tensor<96x64xi8>, %arg31: tensor<96xf32>, %arg32: tensor<64x96xi8>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<4xi32>, %arg36: tensor<i32>, %arg37: tensor<i32>, %arg38: tensor<16x2x16xf32>, %arg39: tensor<16x2x16xf32>, %arg40: tensor<16x2x16xf32>, %arg41: tensor<16x2x16xf32>) -> (tensor<i32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>) {
    %0 = "stablehlo.reshape"(%arg35) : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg1, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<24xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %2 = "stablehlo.reshape"(%arg35) : (tensor<4xi32>) -> tensor<4x1xi32>
    %3 = "stablehlo.gather"(%arg0, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>} : (tensor<24x64xi8>, tensor<4x1xi32>) -> tensor<4x64xi8>
    %4 = "stablehlo.convert"(%3) : (tensor<4x64xi8>) -> tensor<4x64xf32>
    %5 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x64xf32>
    %6 = "stablehlo.multiply"(%4, %5) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %7 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
    %8 = "stablehlo.broadcast_in_dim"(%arg36) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<4xi32>
    %9 = "stablehlo.add"(%7, %8) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %10 = "stablehlo.convert"(%9) : (tensor<4xi32>) -> tensor<4xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %12 = "stablehlo.constant"() {value = dense<[1.0e+00, 3.1622776e-01, 1.0e-01, 3.162278e-02, 1.0e-02, 3.1622779e-03, 1.0e-03, 3.162278e-04]> : tensor<8xf32>} : () -> tensor<8xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<4x8xf32>
    %14 = "stablehlo.multiply"(%11, %13) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %15 = "stablehlo.cosine"(%14) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %16 = "stablehlo.sine"(%14) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %17 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x4x8xf32>
    %18 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x4x8xf32>
    %19 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x2x8xf32>
    %20 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x8xf32>) -> tensor<4x2x8xf32>
    %21 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x16xi32>
    %22 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi32>) -> tensor<4x16xi32>
    %23 = "stablehlo.compare"(%21, %22) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<4x16xi1>) -> tensor<2x4x2x16xi1>
    %25 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %26 = "stablehlo.subtract"(%arg37, %25) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.add"(%arg36, %26) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %28 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %29 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %31 = "stablehlo.convert"(%30) : (tensor<1xi32>) -> tensor<1xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %33 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %35 = "stablehlo.cosine"(%34) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %36 = "stablehlo.sine"(%34) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %37 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x4x8xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x4x8xf32>
    %39 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %40 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %41 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %42 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %43 = "stablehlo.compare"(%41, %42) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<2x1x2x16xi1>
    %45 = "stablehlo.multiply"(%6, %6) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %46 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %47 = "stablehlo.reduce"(%45, %46) ({
    ^bb0(%48: tensor<f32>, %49: tensor<f32>):
      %50 = "stablehlo.add"(%48, %49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%50) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %51 = "stablehlo.constant"() {value = dense<6.4e+01> : tensor<4xf32>} : () -> tensor<4xf32>
    %52 = "stablehlo.divide"(%47, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %53 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<4xf32>} : () -> tensor<4xf32>
    %54 = "stablehlo.add"(%52, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.rsqrt"(%54) : (tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x64xf32>
    %57 = "stablehlo.multiply"(%6, %56) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %58 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<4x64xf32>
    %59 = "stablehlo.multiply"(%58, %57) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
    %61 = "stablehlo.abs"(%60) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %62 = "stablehlo.reduce"(%61, %46) ({
    ^bb0(%63: tensor<f32>, %64: tensor<f32>):
      %65 = "stablehlo.maximum"(%63, %64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%65) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2xf32>
    %66 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<4x2xf32>} : () -> tensor<4x2xf32>
    %67 = "stablehlo.divide"(%62, %66) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %68 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<4x2xf32>} : () -> tensor<4x2xf32>
    %69 = "stablehlo.compare"(%67, %68) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %70 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<4x2xf32>} : () -> tensor<4x2xf32>
    %71 = "stablehlo.select"(%69, %70, %67) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
    %73 = "stablehlo.divide"(%60, %72) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %74 = "stablehlo.round_nearest_even"(%73) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %75 = "stablehlo.constant"() {value = dense<-1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %76 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %77 = "stablehlo.clamp"(%75, %74, %76) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
    %78 = "stablehlo.convert"(%77) : (tensor<4x2x32xf32>) -> tensor<4x2x32xi8>
    %79 = "stablehlo.reshape"(%arg5) : (tensor<32x64xi8>) -> tensor<32x2x32xi8>
    %80 = "stablehlo.dot_general"(%78, %79) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x4x32xi32>
    %81 = "stablehlo.convert"(%80) : (tensor<2x4x32xi32>) -> tensor<2x4x32xf32>
    %82 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x32xf32>
    %83 = "stablehlo.multiply"(%81, %82) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %84 = "stablehlo.transpose"(%83) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x32xf32>) -> tensor<32x4x2xf32>
    %85 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x2xf32>
    %86 = "stablehlo.dot_general"(%84, %85) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x4x2xf32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %87 = "stablehlo.transpose"(%86) {permutation = array<i64: 1, 0>} : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %88 = "stablehlo.reshape"(%87) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %89 = "stablehlo.reshape"(%arg7) : (tensor<32x64xi8>) -> tensor<32x2x32xi8>
    %90 = "stablehlo.dot_general"(%78, %89) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x4x32xi32>
    %91 = "stablehlo.convert"(%90) : (tensor<2x4x32xi32>) -> tensor<2x4x32xf32>
    %92 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x32xf32>
    %93 = "stablehlo.multiply"(%91, %92) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %94 = "stablehlo.transpose"(%93) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x32xf32>) -> tensor<32x4x2xf32>
    %95 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x2xf32>
    %96 = "stablehlo.dot_general"(%94, %95) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x4x2xf32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %97 = "stablehlo.transpose"(%96) {permutation = array<i64: 1, 0>} : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %98 = "stablehlo.reshape"(%97) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %99 = "stablehlo.slice"(%88) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %100 = "stablehlo.slice"(%88) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %101 = "stablehlo.multiply"(%99, %19) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %102 = "stablehlo.multiply"(%100, %20) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %103 = "stablehlo.subtract"(%101, %102) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %104 = "stablehlo.multiply"(%100, %19) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %105 = "stablehlo.multiply"(%99, %20) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %106 = "stablehlo.add"(%104, %105) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %107 = "stablehlo.concatenate"(%103, %106) {dimension = 2 : i64} : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x16xf32>
    %108 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %109 = "stablehlo.dynamic_update_slice"(%arg38, %107, %arg36, %108, %108) : (tensor<16x2x16xf32>, tensor<4x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %110 = "stablehlo.dynamic_update_slice"(%arg39, %98, %arg36, %108, %108) : (tensor<16x2x16xf32>, tensor<4x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %111 = "stablehlo.reshape"(%arg3) : (tensor<64x64xi8>) -> tensor<64x2x32xi8>
    %112 = "stablehlo.dot_general"(%78, %111) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x4x64xi32>
    %113 = "stablehlo.convert"(%112) : (tensor<2x4x64xi32>) -> tensor<2x4x64xf32>
    %114 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x64xf32>
    %115 = "stablehlo.multiply"(%113, %114) : (tensor<2x4x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %116 = "stablehlo.transpose"(%115) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x64xf32>) -> tensor<64x4x2xf32>
    %117 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %118 = "stablehlo.dot_general"(%116, %117) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x4x2xf32>, tensor<64x2xf32>) -> tensor<64x4xf32>
    %119 = "stablehlo.transpose"(%118) {permutation = array<i64: 1, 0>} : (tensor<64x4xf32>) -> tensor<4x64xf32>
    %120 = "stablehlo.reshape"(%119) : (tensor<4x64xf32>) -> tensor<4x4x16xf32>
    %121 = "stablehlo.slice"(%120) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x16xf32>) -> tensor<4x4x8xf32>
    %122 = "stablehlo.slice"(%120) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x4x16xf32>) -> tensor<4x4x8xf32>
    %123 = "stablehlo.multiply"(%121, %17) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %124 = "stablehlo.multiply"(%122, %18) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %125 = "stablehlo.subtract"(%123, %124) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %126 = "stablehlo.multiply"(%122, %17) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %127 = "stablehlo.multiply"(%121, %18) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %128 = "stablehlo.add"(%126, %127) : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %129 = "stablehlo.concatenate"(%125, %128) {dimension = 2 : i64} : (tensor<4x4x8xf32>, tensor<4x4x8xf32>) -> tensor<4x4x16xf32>
    %130 = "stablehlo.reshape"(%129) : (tensor<4x4x16xf32>) -> tensor<4x2x2x16xf32>
    %131 = "stablehlo.dot_general"(%130, %109) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<4x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x4x2x16xf32>
    %132 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %133 = "stablehlo.multiply"(%131, %132) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %134 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x4x2x16xf32>} : () -> tensor<2x4x2x16xf32>
    %135 = "stablehlo.select"(%24, %133, %134) : (tensor<2x4x2x16xi1>, tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %136 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %137 = "stablehlo.reduce"(%135, %136) ({
    ^bb0(%138: tensor<f32>, %139: tensor<f32>):
      %140 = "stablehlo.maximum"(%138, %139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%140) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %141 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %142 = "stablehlo.subtract"(%135, %141) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %143 = "stablehlo.exponential"(%142) : (tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %144 = "stablehlo.reduce"(%143, %46) ({
    ^bb0(%145: tensor<f32>, %146: tensor<f32>):
      %147 = "stablehlo.add"(%145, %146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%147) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x4x2x16xf32>, tensor<f32>) -> tensor<2x4x2xf32>
    %148 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x4x2xf32>) -> tensor<2x4x2x16xf32>
    %149 = "stablehlo.divide"(%143, %148) : (tensor<2x4x2x16xf32>, tensor<2x4x2x16xf32>) -> tensor<2x4x2x16xf32>
    %150 = "stablehlo.dot_general"(%149, %110) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x4x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x4x2x16xf32>
    %151 = "stablehlo.transpose"(%150) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x4x2x16xf32>) -> tensor<4x2x2x16xf32>
    %152 = "stablehlo.reshape"(%151) : (tensor<4x2x2x16xf32>) -> tensor<4x64xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
    %154 = "stablehlo.abs"(%153) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %155 = "stablehlo.reduce"(%154, %46) ({
    ^bb0(%156: tensor<f32>, %157: tensor<f32>):
      %158 = "stablehlo.maximum"(%156, %157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%158) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2xf32>
    %159 = "stablehlo.divide"(%155, %66) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %160 = "stablehlo.compare"(%159, %68) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %161 = "stablehlo.select"(%160, %70, %159) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %162 = "stablehlo.broadcast_in_dim"(%161) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
    %163 = "stablehlo.divide"(%153, %162) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %164 = "stablehlo.round_nearest_even"(%163) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %165 = "stablehlo.clamp"(%75, %164, %76) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
    %166 = "stablehlo.convert"(%165) : (tensor<4x2x32xf32>) -> tensor<4x2x32xi8>
    %167 = "stablehlo.reshape"(%arg9) : (tensor<64x64xi8>) -> tensor<64x2x32xi8>
    %168 = "stablehlo.dot_general"(%166, %167) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x4x64xi32>
    %169 = "stablehlo.convert"(%168) : (tensor<2x4x64xi32>) -> tensor<2x4x64xf32>
    %170 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x64xf32>
    %171 = "stablehlo.multiply"(%169, %170) : (tensor<2x4x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %172 = "stablehlo.transpose"(%171) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x64xf32>) -> tensor<64x4x2xf32>
    %173 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %174 = "stablehlo.dot_general"(%172, %173) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x4x2xf32>, tensor<64x2xf32>) -> tensor<64x4xf32>
    %175 = "stablehlo.transpose"(%174) {permutation = array<i64: 1, 0>} : (tensor<64x4xf32>) -> tensor<4x64xf32>
    %176 = "stablehlo.add"(%6, %175) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %177 = "stablehlo.multiply"(%176, %176) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %178 = "stablehlo.reduce"(%177, %46) ({
    ^bb0(%179: tensor<f32>, %180: tensor<f32>):
      %181 = "stablehlo.add"(%179, %180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%181) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %182 = "stablehlo.divide"(%178, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %183 = "stablehlo.add"(%182, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %184 = "stablehlo.rsqrt"(%183) : (tensor<4xf32>) -> tensor<4xf32>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x64xf32>
    %186 = "stablehlo.multiply"(%176, %185) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %187 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<4x64xf32>
    %188 = "stablehlo.multiply"(%187, %186) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %189 = "stablehlo.reshape"(%188) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
    %190 = "stablehlo.abs"(%189) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %191 = "stablehlo.reduce"(%190, %46) ({
    ^bb0(%192: tensor<f32>, %193: tensor<f32>):
      %194 = "stablehlo.maximum"(%192, %193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%194) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2xf32>
    %195 = "stablehlo.divide"(%191, %66) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %196 = "stablehlo.compare"(%195, %68) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %197 = "stablehlo.select"(%196, %70, %195) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
    %199 = "stablehlo.divide"(%189, %198) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %200 = "stablehlo.round_nearest_even"(%199) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %201 = "stablehlo.clamp"(%75, %200, %76) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
    %202 = "stablehlo.convert"(%201) : (tensor<4x2x32xf32>) -> tensor<4x2x32xi8>
    %203 = "stablehlo.reshape"(%arg12) : (tensor<96x64xi8>) -> tensor<96x2x32xi8>
    %204 = "stablehlo.dot_general"(%202, %203) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x4x96xi32>
    %205 = "stablehlo.convert"(%204) : (tensor<2x4x96xi32>) -> tensor<2x4x96xf32>
    %206 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x96xf32>
    %207 = "stablehlo.multiply"(%205, %206) : (tensor<2x4x96xf32>, tensor<2x4x96xf32>) -> tensor<2x4x96xf32>
    %208 = "stablehlo.transpose"(%207) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x96xf32>) -> tensor<96x4x2xf32>
    %209 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0>} : (tensor<96xf32>) -> tensor<96x2xf32>
    %210 = "stablehlo.dot_general"(%208, %209) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x4x2xf32>, tensor<96x2xf32>) -> tensor<96x4xf32>
    %211 = "stablehlo.transpose"(%210) {permutation = array<i64: 1, 0>} : (tensor<96x4xf32>) -> tensor<4x96xf32>
    %212 = "stablehlo.reshape"(%arg14) : (tensor<96x64xi8>) -> tensor<96x2x32xi8>
    %213 = "stablehlo.dot_general"(%202, %212) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x4x96xi32>
    %214 = "stablehlo.convert"(%213) : (tensor<2x4x96xi32>) -> tensor<2x4x96xf32>
    %215 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x96xf32>
    %216 = "stablehlo.multiply"(%214, %215) : (tensor<2x4x96xf32>, tensor<2x4x96xf32>) -> tensor<2x4x96xf32>
    %217 = "stablehlo.transpose"(%216) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x96xf32>) -> tensor<96x4x2xf32>
    %218 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0>} : (tensor<96xf32>) -> tensor<96x2xf32>
    %219 = "stablehlo.dot_general"(%217, %218) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x4x2xf32>, tensor<96x2xf32>) -> tensor<96x4xf32>
    %220 = "stablehlo.transpose"(%219) {permutation = array<i64: 1, 0>} : (tensor<96x4xf32>) -> tensor<4x96xf32>
    %221 = "stablehlo.logistic"(%211) : (tensor<4x96xf32>) -> tensor<4x96xf32>
    %222 = "stablehlo.multiply"(%211, %221) : (tensor<4x96xf32>, tensor<4x96xf32>) -> tensor<4x96xf32>
    %223 = "stablehlo.multiply"(%222, %220) : (tensor<4x96xf32>, tensor<4x96xf32>) -> tensor<4x96xf32>
    %224 = "stablehlo.reshape"(%223) : (tensor<4x96xf32>) -> tensor<4x3x32xf32>
    %225 = "stablehlo.abs"(%224) : (tensor<4x3x32xf32>) -> tensor<4x3x32xf32>
    %226 = "stablehlo.reduce"(%225, %46) ({
    ^bb0(%227: tensor<f32>, %228: tensor<f32>):
      %229 = "stablehlo.maximum"(%227, %228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%229) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x3x32xf32>, tensor<f32>) -> tensor<4x3xf32>
    %230 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<4x3xf32>} : () -> tensor<4x3xf32>
    %231 = "stablehlo.divide"(%226, %230) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %232 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<4x3xf32>} : () -> tensor<4x3xf32>
    %233 = "stablehlo.compare"(%231, %232) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %234 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<4x3xf32>} : () -> tensor<4x3xf32>
    %235 = "stablehlo.select"(%233, %234, %231) : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %236 = "stablehlo.broadcast_in_dim"(%235) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x3xf32>) -> tensor<4x3x32xf32>
    %237 = "stablehlo.divide"(%224, %236) : (tensor<4x3x32xf32>, tensor<4x3x32xf32>) -> tensor<4x3x32xf32>
    %238 = "stablehlo.round_nearest_even"(%237) : (tensor<4x3x32xf32>) -> tensor<4x3x32xf32>
    %239 = "stablehlo.clamp"(%75, %238, %76) : (tensor<f32>, tensor<4x3x32xf32>, tensor<f32>) -> tensor<4x3x32xf32>
    %240 = "stablehlo.convert"(%239) : (tensor<4x3x32xf32>) -> tensor<4x3x32xi8>
    %241 = "stablehlo.reshape"(%arg16) : (tensor<64x96xi8>) -> tensor<64x3x32xi8>
    %242 = "stablehlo.dot_general"(%240, %241) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x3x32xi8>, tensor<64x3x32xi8>) -> tensor<3x4x64xi32>
    %243 = "stablehlo.convert"(%242) : (tensor<3x4x64xi32>) -> tensor<3x4x64xf32>
    %244 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x3xf32>) -> tensor<3x4x64xf32>
    %245 = "stablehlo.multiply"(%243, %244) : (tensor<3x4x64xf32>, tensor<3x4x64xf32>) -> tensor<3x4x64xf32>
    %246 = "stablehlo.transpose"(%245) {permutation = array<i64: 2, 1, 0>} : (tensor<3x4x64xf32>) -> tensor<64x4x3xf32>
    %247 = "stablehlo.broadcast_in_dim"(%arg17) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x3xf32>
    %248 = "stablehlo.dot_general"(%246, %247) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x4x3xf32>, tensor<64x3xf32>) -> tensor<64x4xf32>
    %249 = "stablehlo.transpose"(%248) {permutation = array<i64: 1, 0>} : (tensor<64x4xf32>) -> tensor<4x64xf32>
    %250 = "stablehlo.add"(%176, %249) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %251 = "stablehlo.multiply"(%250, %250) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %252 = "stablehlo.reduce"(%251, %46) ({
    ^bb0(%253: tensor<f32>, %254: tensor<f32>):
      %255 = "stablehlo.add"(%253, %254) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%255) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
    %256 = "stablehlo.divide"(%252, %51) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %257 = "stablehlo.add"(%256, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %258 = "stablehlo.rsqrt"(%257) : (tensor<4xf32>) -> tensor<4xf32>
    %259 = "stablehlo.broadcast_in_dim"(%258) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x64xf32>
    %260 = "stablehlo.multiply"(%250, %259) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %261 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<4x64xf32>
    %262 = "stablehlo.multiply"(%261, %260) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %263 = "stablehlo.reshape"(%262) : (tensor<4x64xf32>) -> tensor<4x2x32xf32>
    %264 = "stablehlo.abs"(%263) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %265 = "stablehlo.reduce"(%264, %46) ({
    ^bb0(%266: tensor<f32>, %267: tensor<f32>):
      %268 = "stablehlo.maximum"(%266, %267) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%268) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2xf32>
    %269 = "stablehlo.divide"(%265, %66) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %270 = "stablehlo.compare"(%269, %68) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %271 = "stablehlo.select"(%270, %70, %269) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %272 = "stablehlo.broadcast_in_dim"(%271) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<4x2x32xf32>
    %273 = "stablehlo.divide"(%263, %272) : (tensor<4x2x32xf32>, tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %274 = "stablehlo.round_nearest_even"(%273) : (tensor<4x2x32xf32>) -> tensor<4x2x32xf32>
    %275 = "stablehlo.clamp"(%75, %274, %76) : (tensor<f32>, tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x2x32xf32>
    %276 = "stablehlo.convert"(%275) : (tensor<4x2x32xf32>) -> tensor<4x2x32xi8>
    %277 = "stablehlo.reshape"(%arg21) : (tensor<32x64xi8>) -> tensor<32x2x32xi8>
    %278 = "stablehlo.dot_general"(%276, %277) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x4x32xi32>
    %279 = "stablehlo.convert"(%278) : (tensor<2x4x32xi32>) -> tensor<2x4x32xf32>
    %280 = "stablehlo.broadcast_in_dim"(%269) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x32xf32>
    %281 = "stablehlo.multiply"(%279, %280) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %282 = "stablehlo.transpose"(%281) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x32xf32>) -> tensor<32x4x2xf32>
    %283 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x2xf32>
    %284 = "stablehlo.dot_general"(%282, %283) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x4x2xf32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %285 = "stablehlo.transpose"(%284) {permutation = array<i64: 1, 0>} : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %286 = "stablehlo.reshape"(%285) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %287 = "stablehlo.reshape"(%arg23) : (tensor<32x64xi8>) -> tensor<32x2x32xi8>
    %288 = "stablehlo.dot_general"(%276, %287) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<4x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x4x32xi32>
    %289 = "stablehlo.convert"(%288) : (tensor<2x4x32xi32>) -> tensor<2x4x32xf32>
    %290 = "stablehlo.broadcast_in_dim"(%269) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<4x2xf32>) -> tensor<2x4x32xf32>
    %291 = "stablehlo.multiply"(%289, %290) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %292 = "stablehlo.transpose"(%291) {permutation = array<i64: 2, 1, 0>} : (tensor<2x4x32xf32>) -> tensor<32x4x2xf32>
    %293 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x2xf32>
    %294 = "stablehlo.dot_general"(%292, %293) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x4x2xf32>, tensor<32x2xf32>) -> tensor<32x4xf32>
    %295 = "stablehlo.transpose"(%294) {permutation = array<i64: 1, 0>} : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %296 = "stablehlo.reshape"(%295) : (tensor<4x32xf32>) -> tensor<4x2x16xf32>
    %297 = "stablehlo.slice"(%286) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %298 = "stablehlo.slice"(%286) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x2x16xf32>) -> tensor<4x2x8xf32>
    %299 = "stablehlo.multiply"(%297, %19) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %300 = "stablehlo.multiply"(%298, %20) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %301 = "stablehlo.subtract"(%299, %300) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %302 = "stablehlo.multiply"(%298, %19) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %303 = "stablehlo.multiply"(%297, %20) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %304 = "stablehlo.add"(%302, %303) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %305 = "stablehlo.concatenate"(%301, %304) {dimension = 2 : i64} : (tensor<4x2x8xf32>, tensor<4x2x8xf32>) -> tensor<4x2x16xf32>
    %306 = "stablehlo.dynamic_update_slice"(%arg40, %305, %arg36, %108, %108) : (tensor<16x2x16xf32>, tensor<4x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %307 = "stablehlo.dynamic_update_slice"(%arg41, %296, %arg36, %108, %108) : (tensor<16x2x16xf32>, tensor<4x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %308 = "stablehlo.dynamic_slice"(%262, %26, %108) {slice_sizes = array<i64: 1, 64>} : (tensor<4x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %309 = "stablehlo.reshape"(%308) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %310 = "stablehlo.abs"(%309) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %311 = "stablehlo.reduce"(%310, %46) ({
    ^bb0(%312: tensor<f32>, %313: tensor<f32>):
      %314 = "stablehlo.maximum"(%312, %313) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%314) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %315 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %316 = "stablehlo.divide"(%311, %315) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %317 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %318 = "stablehlo.compare"(%316, %317) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %319 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %320 = "stablehlo.select"(%318, %319, %316) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %321 = "stablehlo.broadcast_in_dim"(%320) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %322 = "stablehlo.divide"(%309, %321) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %323 = "stablehlo.round_nearest_even"(%322) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %324 = "stablehlo.clamp"(%75, %323, %76) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %325 = "stablehlo.convert"(%324) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %326 = "stablehlo.reshape"(%arg19) : (tensor<64x64xi8>) -> tensor<64x2x32xi8>
    %327 = "stablehlo.dot_general"(%325, %326) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %328 = "stablehlo.convert"(%327) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %329 = "stablehlo.broadcast_in_dim"(%316) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %330 = "stablehlo.multiply"(%328, %329) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %331 = "stablehlo.transpose"(%330) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %332 = "stablehlo.broadcast_in_dim"(%arg20) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %333 = "stablehlo.dot_general"(%331, %332) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %334 = "stablehlo.transpose"(%333) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %335 = "stablehlo.reshape"(%334) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %336 = "stablehlo.slice"(%335) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %337 = "stablehlo.slice"(%335) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %338 = "stablehlo.multiply"(%336, %37) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %339 = "stablehlo.multiply"(%337, %38) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %340 = "stablehlo.subtract"(%338, %339) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %341 = "stablehlo.multiply"(%337, %37) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %342 = "stablehlo.multiply"(%336, %38) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %343 = "stablehlo.add"(%341, %342) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %344 = "stablehlo.concatenate"(%340, %343) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %345 = "stablehlo.reshape"(%344) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %346 = "stablehlo.dot_general"(%345, %306) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %347 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %348 = "stablehlo.multiply"(%346, %347) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %349 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %350 = "stablehlo.select"(%44, %348, %349) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %351 = "stablehlo.reduce"(%350, %136) ({
    ^bb0(%352: tensor<f32>, %353: tensor<f32>):
      %354 = "stablehlo.maximum"(%352, %353) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%354) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %355 = "stablehlo.broadcast_in_dim"(%351) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %356 = "stablehlo.subtract"(%350, %355) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %357 = "stablehlo.exponential"(%356) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %358 = "stablehlo.reduce"(%357, %46) ({
    ^bb0(%359: tensor<f32>, %360: tensor<f32>):
      %361 = "stablehlo.add"(%359, %360) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%361) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %362 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %363 = "stablehlo.divide"(%357, %362) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %364 = "stablehlo.dot_general"(%363, %307) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %365 = "stablehlo.transpose"(%364) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %366 = "stablehlo.reshape"(%365) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %367 = "stablehlo.dynamic_slice"(%250, %26, %108) {slice_sizes = array<i64: 1, 64>} : (tensor<4x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %368 = "stablehlo.reshape"(%366) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %369 = "stablehlo.abs"(%368) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %370 = "stablehlo.reduce"(%369, %46) ({
    ^bb0(%371: tensor<f32>, %372: tensor<f32>):
      %373 = "stablehlo.maximum"(%371, %372) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%373) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %374 = "stablehlo.divide"(%370, %315) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %375 = "stablehlo.compare"(%374, %317) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %376 = "stablehlo.select"(%375, %319, %374) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %378 = "stablehlo.divide"(%368, %377) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %379 = "stablehlo.round_nearest_even"(%378) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %380 = "stablehlo.clamp"(%75, %379, %76) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %381 = "stablehlo.convert"(%380) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %382 = "stablehlo.reshape"(%arg25) : (tensor<64x64xi8>) -> tensor<64x2x32xi8>
    %383 = "stablehlo.dot_general"(%381, %382) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %384 = "stablehlo.convert"(%383) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %385 = "stablehlo.broadcast_in_dim"(%374) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %386 = "stablehlo.multiply"(%384, %385) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %387 = "stablehlo.transpose"(%386) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %388 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %389 = "stablehlo.dot_general"(%387, %388) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %390 = "stablehlo.transpose"(%389) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %391 = "stablehlo.add"(%367, %390) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %392 = "stablehlo.multiply"(%391, %391) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %393 = "stablehlo.reduce"(%392, %46) ({
    ^bb0(%394: tensor<f32>, %395: tensor<f32>):
      %396 = "stablehlo.add"(%394, %395) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%396) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %397 = "stablehlo.constant"() {value = dense<6.4e+01> : tensor<1xf32>} : () -> tensor<1xf32>
    %398 = "stablehlo.divide"(%393, %397) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %399 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %400 = "stablehlo.add"(%398, %399) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %401 = "stablehlo.rsqrt"(%400) : (tensor<1xf32>) -> tensor<1xf32>
    %402 = "stablehlo.broadcast_in_dim"(%401) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %403 = "stablehlo.multiply"(%391, %402) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %404 = "stablehlo.broadcast_in_dim"(%arg27) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %405 = "stablehlo.multiply"(%404, %403) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %406 = "stablehlo.reshape"(%405) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %407 = "stablehlo.abs"(%406) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %408 = "stablehlo.reduce"(%407, %46) ({
    ^bb0(%409: tensor<f32>, %410: tensor<f32>):
      %411 = "stablehlo.maximum"(%409, %410) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%411) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %412 = "stablehlo.divide"(%408, %315) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %413 = "stablehlo.compare"(%412, %317) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %414 = "stablehlo.select"(%413, %319, %412) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %416 = "stablehlo.divide"(%406, %415) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %417 = "stablehlo.round_nearest_even"(%416) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %418 = "stablehlo.clamp"(%75, %417, %76) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %419 = "stablehlo.convert"(%418) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %420 = "stablehlo.reshape"(%arg28) : (tensor<96x64xi8>) -> tensor<96x2x32xi8>
    %421 = "stablehlo.dot_general"(%419, %420) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %422 = "stablehlo.convert"(%421) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %423 = "stablehlo.broadcast_in_dim"(%412) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %424 = "stablehlo.multiply"(%422, %423) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %425 = "stablehlo.transpose"(%424) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %426 = "stablehlo.broadcast_in_dim"(%arg29) {broadcast_dimensions = array<i64: 0>} : (tensor<96xf32>) -> tensor<96x2xf32>
    %427 = "stablehlo.dot_general"(%425, %426) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %428 = "stablehlo.transpose"(%427) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %429 = "stablehlo.reshape"(%arg30) : (tensor<96x64xi8>) -> tensor<96x2x32xi8>
    %430 = "stablehlo.dot_general"(%419, %429) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %431 = "stablehlo.convert"(%430) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %432 = "stablehlo.broadcast_in_dim"(%412) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %433 = "stablehlo.multiply"(%431, %432) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %434 = "stablehlo.transpose"(%433) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %435 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0>} : (tensor<96xf32>) -> tensor<96x2xf32>
    %436 = "stablehlo.dot_general"(%434, %435) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %437 = "stablehlo.transpose"(%436) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %438 = "stablehlo.logistic"(%428) : (tensor<1x96xf32>) -> tensor<1x96xf32>
    %439 = "stablehlo.multiply"(%428, %438) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %440 = "stablehlo.multiply"(%439, %437) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %441 = "stablehlo.reshape"(%440) : (tensor<1x96xf32>) -> tensor<1x3x32xf32>
    %442 = "stablehlo.abs"(%441) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %443 = "stablehlo.reduce"(%442, %46) ({
    ^bb0(%444: tensor<f32>, %445: tensor<f32>):
      %446 = "stablehlo.maximum"(%444, %445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%446) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3xf32>
    %447 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %448 = "stablehlo.divide"(%443, %447) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %449 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %450 = "stablehlo.compare"(%448, %449) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %451 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %452 = "stablehlo.select"(%450, %451, %448) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<1x3x32xf32>
    %454 = "stablehlo.divide"(%441, %453) : (tensor<1x3x32xf32>, tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %455 = "stablehlo.round_nearest_even"(%454) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %456 = "stablehlo.clamp"(%75, %455, %76) : (tensor<f32>, tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3x32xf32>
    %457 = "stablehlo.convert"(%456) : (tensor<1x3x32xf32>) -> tensor<1x3x32xi8>
    %458 = "stablehlo.reshape"(%arg32) : (tensor<64x96xi8>) -> tensor<64x3x32xi8>
    %459 = "stablehlo.dot_general"(%457, %458) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x3x32xi8>, tensor<64x3x32xi8>) -> tensor<3x1x64xi32>
    %460 = "stablehlo.convert"(%459) : (tensor<3x1x64xi32>) -> tensor<3x1x64xf32>
    %461 = "stablehlo.broadcast_in_dim"(%448) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x3xf32>) -> tensor<3x1x64xf32>
    %462 = "stablehlo.multiply"(%460, %461) : (tensor<3x1x64xf32>, tensor<3x1x64xf32>) -> tensor<3x1x64xf32>
    %463 = "stablehlo.transpose"(%462) {permutation = array<i64: 2, 1, 0>} : (tensor<3x1x64xf32>) -> tensor<64x1x3xf32>
    %464 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x3xf32>
    %465 = "stablehlo.dot_general"(%463, %464) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x3xf32>, tensor<64x3xf32>) -> tensor<64x1xf32>
    %466 = "stablehlo.transpose"(%465) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %467 = "stablehlo.add"(%391, %466) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %468 = "stablehlo.multiply"(%467, %467) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %469 = "stablehlo.reduce"(%468, %46) ({
    ^bb0(%470: tensor<f32>, %471: tensor<f32>):
      %472 = "stablehlo.add"(%470, %471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%472) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %473 = "stablehlo.divide"(%469, %397) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %474 = "stablehlo.add"(%473, %399) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %475 = "stablehlo.rsqrt"(%474) : (tensor<1xf32>) -> tensor<1xf32>
    %476 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %477 = "stablehlo.multiply"(%467, %476) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %478 = "stablehlo.broadcast_in_dim"(%arg34) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %479 = "stablehlo.multiply"(%478, %477) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %480 = "stablehlo.reshape"(%479) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %481 = "stablehlo.abs"(%480) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %482 = "stablehlo.reduce"(%481, %46) ({
    ^bb0(%483: tensor<f32>, %484: tensor<f32>):
      %485 = "stablehlo.maximum"(%483, %484) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%485) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %486 = "stablehlo.divide"(%482, %315) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %487 = "stablehlo.compare"(%486, %317) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %488 = "stablehlo.select"(%487, %319, %486) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %489 = "stablehlo.broadcast_in_dim"(%488) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %490 = "stablehlo.divide"(%480, %489) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %491 = "stablehlo.round_nearest_even"(%490) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %492 = "stablehlo.clamp"(%75, %491, %76) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %493 = "stablehlo.convert"(%492) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %494 = "stablehlo.reshape"(%arg0) : (tensor<24x64xi8>) -> tensor<24x2x32xi8>
    %495 = "stablehlo.dot_general"(%493, %494) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<24x2x32xi8>) -> tensor<2x1x24xi32>
    %496 = "stablehlo.convert"(%495) : (tensor<2x1x24xi32>) -> tensor<2x1x24xf32>
    %497 = "stablehlo.broadcast_in_dim"(%486) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x24xf32>
    %498 = "stablehlo.multiply"(%496, %497) : (tensor<2x1x24xf32>, tensor<2x1x24xf32>) -> tensor<2x1x24xf32>
    %499 = "stablehlo.transpose"(%498) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x24xf32>) -> tensor<24x1x2xf32>
    %500 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<24xf32>) -> tensor<24x2xf32>
    %501 = "stablehlo.dot_general"(%499, %500) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<24x1x2xf32>, tensor<24x2xf32>) -> tensor<24x1xf32>
    %502 = "stablehlo.transpose"(%501) {permutation = array<i64: 1, 0>} : (tensor<24x1xf32>) -> tensor<1x24xf32>
    %503 = "stablehlo.reshape"(%502) : (tensor<1x24xf32>) -> tensor<24xf32>
    %504 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<24xi32>
    %505:2 = "stablehlo.reduce"(%503, %504, %136, %108) ({
    ^bb0(%506: tensor<f32>, %507: tensor<i32>, %508: tensor<f32>, %509: tensor<i32>):
      %510 = "stablehlo.compare"(%506, %508) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %511 = "stablehlo.compare"(%506, %508) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %512 = "stablehlo.compare"(%507, %509) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %513 = "stablehlo.select"(%511, %512, %510) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %514 = "stablehlo.select"(%513, %506, %508) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %515 = "stablehlo.select"(%513, %507, %509) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%514, %515) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<24xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%505#1, %109, %110, %306, %307) : (tensor<i32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> ()
  }
}
