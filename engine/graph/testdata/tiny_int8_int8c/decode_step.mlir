module @decode_step {
  func.func public @main(%arg0: tensor<24x64xi8>, %arg1: tensor<24xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xi8>, %arg4: tensor<64xf32>, %arg5: tensor<32x64xi8>, %arg6: tensor<32xf32>, %arg7: tensor<32x64xi8>, %arg8: tensor<32xf32>, %arg9: tensor<64x64xi8>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<96x64xi8>, %arg13: tensor<96xf32>, %arg14: tensor<96x64xi8>, %arg15: tensor<96xf32>, %arg16: tensor<64x96xi8>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xi8>, %arg20: tensor<64xf32>, %arg21: tensor<32x64xi8>, %arg22: tensor<32xf32>, %arg23: tensor<32x64xi8>, %arg24: tensor<32xf32>, %arg25: tensor<64x64xi8>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<96x64xi8>, %arg29: tensor<96xf32>, %arg30: tensor<96x64xi8>, %arg31: tensor<96xf32>, %arg32: tensor<64x96xi8>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<i32>, %arg36: tensor<i32>, %arg37: tensor<16x2x16xf32>, %arg38: tensor<16x2x16xf32>, %arg39: tensor<16x2x16xf32>, %arg40: tensor<16x2x16xf32>) -> (tensor<i32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>) {
    %0 = "stablehlo.reshape"(%arg35) : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %2 = "stablehlo.gather"(%arg1, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<24xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %3 = "stablehlo.reshape"(%0) : (tensor<1xi32>) -> tensor<1x1xi32>
    %4 = "stablehlo.gather"(%arg0, %3) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>} : (tensor<24x64xi8>, tensor<1x1xi32>) -> tensor<1x64xi8>
    %5 = "stablehlo.convert"(%4) : (tensor<1x64xi8>) -> tensor<1x64xf32>
    %6 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %7 = "stablehlo.multiply"(%5, %6) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %8 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi32>
    %9 = "stablehlo.broadcast_in_dim"(%arg36) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1xi32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %11 = "stablehlo.convert"(%10) : (tensor<1xi32>) -> tensor<1xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x8xf32>
    %13 = "stablehlo.constant"() {value = dense<[1.0e+00, 3.1622776e-01, 1.0e-01, 3.162278e-02, 1.0e-02, 3.1622779e-03, 1.0e-03, 3.162278e-04]> : tensor<8xf32>} : () -> tensor<8xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %15 = "stablehlo.multiply"(%12, %14) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %16 = "stablehlo.cosine"(%15) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %17 = "stablehlo.sine"(%15) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %18 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x4x8xf32>
    %19 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x4x8xf32>
    %20 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %21 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x8xf32>) -> tensor<1x2x8xf32>
    %22 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x16xi32>
    %23 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x16xi32>
    %24 = "stablehlo.compare"(%22, %23) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<1x16xi1>) -> tensor<2x1x2x16xi1>
    %26 = "stablehlo.multiply"(%7, %7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %27 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) ({
    ^bb0(%29: tensor<f32>, %30: tensor<f32>):
      %31 = "stablehlo.add"(%29, %30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %32 = "stablehlo.constant"() {value = dense<6.4e+01> : tensor<1xf32>} : () -> tensor<1xf32>
    %33 = "stablehlo.divide"(%28, %32) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %34 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %35 = "stablehlo.add"(%33, %34) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %36 = "stablehlo.rsqrt"(%35) : (tensor<1xf32>) -> tensor<1xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %38 = "stablehlo.multiply"(%7, %37) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %39 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %40 = "stablehlo.multiply"(%39, %38) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %42 = "stablehlo.abs"(%41) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %43 = "stablehlo.reduce"(%42, %27) ({
    ^bb0(%44: tensor<f32>, %45: tensor<f32>):
      %46 = "stablehlo.maximum"(%44, %45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %47 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %48 = "stablehlo.divide"(%43, %47) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %49 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %50 = "stablehlo.compare"(%48, %49) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %51 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
    %52 = "stablehlo.select"(%50, %51, %48) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %54 = "stablehlo.divide"(%41, %53) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %55 = "stablehlo.round_nearest_even"(%54) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %56 = "stablehlo.constant"() {value = dense<-1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %57 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %58 = "stablehlo.clamp"(%56, %55, %57) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %59 = "stablehlo.convert"(%58) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %60 = "stablehlo.reshape"(%arg5) : (tensor<32x64xi8>) -> tensor<32x2x32xi8>
    %61 = "stablehlo.dot_general"(%59, %60) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x1x32xi32>
    %62 = "stablehlo.convert"(%61) : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %63 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x32xf32>
    %64 = "stablehlo.multiply"(%62, %63) : (tensor<2x1x32xf32>, tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %65 = "stablehlo.transpose"(%64) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x32xf32>) -> tensor<32x1x2xf32>
    %66 = "stablehlo.broadcast_in_dim"(%arg6) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x2xf32>
    %67 = "stablehlo.dot_general"(%65, %66) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x1x2xf32>, tensor<32x2xf32>) -> tensor<32x1xf32>
    %68 = "stablehlo.transpose"(%67) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %70 = "stablehlo.reshape"(%arg7) : (tensor<32x64xi8>) -> tensor<32x2x32xi8>
    %71 = "stablehlo.dot_general"(%59, %70) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x1x32xi32>
    %72 = "stablehlo.convert"(%71) : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %73 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x32xf32>
    %74 = "stablehlo.multiply"(%72, %73) : (tensor<2x1x32xf32>, tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %75 = "stablehlo.transpose"(%74) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x32xf32>) -> tensor<32x1x2xf32>
    %76 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x2xf32>
    %77 = "stablehlo.dot_general"(%75, %76) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x1x2xf32>, tensor<32x2xf32>) -> tensor<32x1xf32>
    %78 = "stablehlo.transpose"(%77) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %80 = "stablehlo.slice"(%69) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %81 = "stablehlo.slice"(%69) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %82 = "stablehlo.multiply"(%80, %20) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %83 = "stablehlo.multiply"(%81, %21) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %84 = "stablehlo.subtract"(%82, %83) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %85 = "stablehlo.multiply"(%81, %20) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %86 = "stablehlo.multiply"(%80, %21) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %87 = "stablehlo.add"(%85, %86) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %88 = "stablehlo.concatenate"(%84, %87) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %89 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %90 = "stablehlo.dynamic_update_slice"(%arg37, %88, %arg36, %89, %89) : (tensor<16x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %91 = "stablehlo.dynamic_update_slice"(%arg38, %79, %arg36, %89, %89) : (tensor<16x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %92 = "stablehlo.reshape"(%arg3) : (tensor<64x64xi8>) -> tensor<64x2x32xi8>
    %93 = "stablehlo.dot_general"(%59, %92) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %94 = "stablehlo.convert"(%93) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %95 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %96 = "stablehlo.multiply"(%94, %95) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %97 = "stablehlo.transpose"(%96) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %98 = "stablehlo.broadcast_in_dim"(%arg4) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %99 = "stablehlo.dot_general"(%97, %98) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %100 = "stablehlo.transpose"(%99) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %101 = "stablehlo.reshape"(%100) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %102 = "stablehlo.slice"(%101) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %103 = "stablehlo.slice"(%101) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %104 = "stablehlo.multiply"(%102, %18) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %105 = "stablehlo.multiply"(%103, %19) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %106 = "stablehlo.subtract"(%104, %105) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %107 = "stablehlo.multiply"(%103, %18) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %108 = "stablehlo.multiply"(%102, %19) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %109 = "stablehlo.add"(%107, %108) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %110 = "stablehlo.concatenate"(%106, %109) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %111 = "stablehlo.reshape"(%110) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %112 = "stablehlo.dot_general"(%111, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %113 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %114 = "stablehlo.multiply"(%112, %113) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %115 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<2x1x2x16xf32>} : () -> tensor<2x1x2x16xf32>
    %116 = "stablehlo.select"(%25, %114, %115) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %117 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %118 = "stablehlo.reduce"(%116, %117) ({
    ^bb0(%119: tensor<f32>, %120: tensor<f32>):
      %121 = "stablehlo.maximum"(%119, %120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%121) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %122 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %123 = "stablehlo.subtract"(%116, %122) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %124 = "stablehlo.exponential"(%123) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %125 = "stablehlo.reduce"(%124, %27) ({
    ^bb0(%126: tensor<f32>, %127: tensor<f32>):
      %128 = "stablehlo.add"(%126, %127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%128) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %129 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %130 = "stablehlo.divide"(%124, %129) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %131 = "stablehlo.dot_general"(%130, %91) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %132 = "stablehlo.transpose"(%131) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %135 = "stablehlo.abs"(%134) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %136 = "stablehlo.reduce"(%135, %27) ({
    ^bb0(%137: tensor<f32>, %138: tensor<f32>):
      %139 = "stablehlo.maximum"(%137, %138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%139) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %140 = "stablehlo.divide"(%136, %47) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %141 = "stablehlo.compare"(%140, %49) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %142 = "stablehlo.select"(%141, %51, %140) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %144 = "stablehlo.divide"(%134, %143) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %145 = "stablehlo.round_nearest_even"(%144) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %146 = "stablehlo.clamp"(%56, %145, %57) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %147 = "stablehlo.convert"(%146) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %148 = "stablehlo.reshape"(%arg9) : (tensor<64x64xi8>) -> tensor<64x2x32xi8>
    %149 = "stablehlo.dot_general"(%147, %148) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %150 = "stablehlo.convert"(%149) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %151 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %152 = "stablehlo.multiply"(%150, %151) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %153 = "stablehlo.transpose"(%152) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %154 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %155 = "stablehlo.dot_general"(%153, %154) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %156 = "stablehlo.transpose"(%155) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %157 = "stablehlo.add"(%7, %156) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %158 = "stablehlo.multiply"(%157, %157) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %159 = "stablehlo.reduce"(%158, %27) ({
    ^bb0(%160: tensor<f32>, %161: tensor<f32>):
      %162 = "stablehlo.add"(%160, %161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%162) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %163 = "stablehlo.divide"(%159, %32) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %164 = "stablehlo.add"(%163, %34) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %165 = "stablehlo.rsqrt"(%164) : (tensor<1xf32>) -> tensor<1xf32>
    %166 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %167 = "stablehlo.multiply"(%157, %166) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %168 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %169 = "stablehlo.multiply"(%168, %167) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %170 = "stablehlo.reshape"(%169) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %171 = "stablehlo.abs"(%170) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %172 = "stablehlo.reduce"(%171, %27) ({
    ^bb0(%173: tensor<f32>, %174: tensor<f32>):
      %175 = "stablehlo.maximum"(%173, %174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%175) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %176 = "stablehlo.divide"(%172, %47) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %177 = "stablehlo.compare"(%176, %49) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %178 = "stablehlo.select"(%177, %51, %176) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %179 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %180 = "stablehlo.divide"(%170, %179) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %181 = "stablehlo.round_nearest_even"(%180) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %182 = "stablehlo.clamp"(%56, %181, %57) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %183 = "stablehlo.convert"(%182) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %184 = "stablehlo.reshape"(%arg12) : (tensor<96x64xi8>) -> tensor<96x2x32xi8>
    %185 = "stablehlo.dot_general"(%183, %184) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %186 = "stablehlo.convert"(%185) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %187 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %188 = "stablehlo.multiply"(%186, %187) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %189 = "stablehlo.transpose"(%188) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %190 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0>} : (tensor<96xf32>) -> tensor<96x2xf32>
    %191 = "stablehlo.dot_general"(%189, %190) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %192 = "stablehlo.transpose"(%191) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %193 = "stablehlo.reshape"(%arg14) : (tensor<96x64xi8>) -> tensor<96x2x32xi8>
    %194 = "stablehlo.dot_general"(%183, %193) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %195 = "stablehlo.convert"(%194) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %196 = "stablehlo.broadcast_in_dim"(%176) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %197 = "stablehlo.multiply"(%195, %196) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %198 = "stablehlo.transpose"(%197) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %199 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0>} : (tensor<96xf32>) -> tensor<96x2xf32>
    %200 = "stablehlo.dot_general"(%198, %199) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %201 = "stablehlo.transpose"(%200) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %202 = "stablehlo.logistic"(%192) : (tensor<1x96xf32>) -> tensor<1x96xf32>
    %203 = "stablehlo.multiply"(%192, %202) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %204 = "stablehlo.multiply"(%203, %201) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %205 = "stablehlo.reshape"(%204) : (tensor<1x96xf32>) -> tensor<1x3x32xf32>
    %206 = "stablehlo.abs"(%205) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %207 = "stablehlo.reduce"(%206, %27) ({
    ^bb0(%208: tensor<f32>, %209: tensor<f32>):
      %210 = "stablehlo.maximum"(%208, %209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%210) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3xf32>
    %211 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %212 = "stablehlo.divide"(%207, %211) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %213 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %214 = "stablehlo.compare"(%212, %213) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %215 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<1x3xf32>} : () -> tensor<1x3xf32>
    %216 = "stablehlo.select"(%214, %215, %212) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<1x3x32xf32>
    %218 = "stablehlo.divide"(%205, %217) : (tensor<1x3x32xf32>, tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %219 = "stablehlo.round_nearest_even"(%218) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %220 = "stablehlo.clamp"(%56, %219, %57) : (tensor<f32>, tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3x32xf32>
    %221 = "stablehlo.convert"(%220) : (tensor<1x3x32xf32>) -> tensor<1x3x32xi8>
    %222 = "stablehlo.reshape"(%arg16) : (tensor<64x96xi8>) -> tensor<64x3x32xi8>
    %223 = "stablehlo.dot_general"(%221, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x3x32xi8>, tensor<64x3x32xi8>) -> tensor<3x1x64xi32>
    %224 = "stablehlo.convert"(%223) : (tensor<3x1x64xi32>) -> tensor<3x1x64xf32>
    %225 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x3xf32>) -> tensor<3x1x64xf32>
    %226 = "stablehlo.multiply"(%224, %225) : (tensor<3x1x64xf32>, tensor<3x1x64xf32>) -> tensor<3x1x64xf32>
    %227 = "stablehlo.transpose"(%226) {permutation = array<i64: 2, 1, 0>} : (tensor<3x1x64xf32>) -> tensor<64x1x3xf32>
    %228 = "stablehlo.broadcast_in_dim"(%arg17) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x3xf32>
    %229 = "stablehlo.dot_general"(%227, %228) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x3xf32>, tensor<64x3xf32>) -> tensor<64x1xf32>
    %230 = "stablehlo.transpose"(%229) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %231 = "stablehlo.add"(%157, %230) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %232 = "stablehlo.multiply"(%231, %231) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %233 = "stablehlo.reduce"(%232, %27) ({
    ^bb0(%234: tensor<f32>, %235: tensor<f32>):
      %236 = "stablehlo.add"(%234, %235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%236) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %237 = "stablehlo.divide"(%233, %32) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %238 = "stablehlo.add"(%237, %34) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %239 = "stablehlo.rsqrt"(%238) : (tensor<1xf32>) -> tensor<1xf32>
    %240 = "stablehlo.broadcast_in_dim"(%239) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %241 = "stablehlo.multiply"(%231, %240) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %242 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %243 = "stablehlo.multiply"(%242, %241) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %244 = "stablehlo.reshape"(%243) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %245 = "stablehlo.abs"(%244) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %246 = "stablehlo.reduce"(%245, %27) ({
    ^bb0(%247: tensor<f32>, %248: tensor<f32>):
      %249 = "stablehlo.maximum"(%247, %248) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%249) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %250 = "stablehlo.divide"(%246, %47) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %251 = "stablehlo.compare"(%250, %49) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %252 = "stablehlo.select"(%251, %51, %250) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %253 = "stablehlo.broadcast_in_dim"(%252) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %254 = "stablehlo.divide"(%244, %253) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %255 = "stablehlo.round_nearest_even"(%254) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %256 = "stablehlo.clamp"(%56, %255, %57) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %257 = "stablehlo.convert"(%256) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %258 = "stablehlo.reshape"(%arg21) : (tensor<32x64xi8>) -> tensor<32x2x32xi8>
    %259 = "stablehlo.dot_general"(%257, %258) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x1x32xi32>
    %260 = "stablehlo.convert"(%259) : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %261 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x32xf32>
    %262 = "stablehlo.multiply"(%260, %261) : (tensor<2x1x32xf32>, tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %263 = "stablehlo.transpose"(%262) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x32xf32>) -> tensor<32x1x2xf32>
    %264 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x2xf32>
    %265 = "stablehlo.dot_general"(%263, %264) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x1x2xf32>, tensor<32x2xf32>) -> tensor<32x1xf32>
    %266 = "stablehlo.transpose"(%265) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %267 = "stablehlo.reshape"(%266) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %268 = "stablehlo.reshape"(%arg23) : (tensor<32x64xi8>) -> tensor<32x2x32xi8>
    %269 = "stablehlo.dot_general"(%257, %268) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<32x2x32xi8>) -> tensor<2x1x32xi32>
    %270 = "stablehlo.convert"(%269) : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %271 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x32xf32>
    %272 = "stablehlo.multiply"(%270, %271) : (tensor<2x1x32xf32>, tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %273 = "stablehlo.transpose"(%272) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x32xf32>) -> tensor<32x1x2xf32>
    %274 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x2xf32>
    %275 = "stablehlo.dot_general"(%273, %274) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<32x1x2xf32>, tensor<32x2xf32>) -> tensor<32x1xf32>
    %276 = "stablehlo.transpose"(%275) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %277 = "stablehlo.reshape"(%276) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %278 = "stablehlo.slice"(%267) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %279 = "stablehlo.slice"(%267) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %280 = "stablehlo.multiply"(%278, %20) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %281 = "stablehlo.multiply"(%279, %21) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %282 = "stablehlo.subtract"(%280, %281) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %283 = "stablehlo.multiply"(%279, %20) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %284 = "stablehlo.multiply"(%278, %21) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %285 = "stablehlo.add"(%283, %284) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %286 = "stablehlo.concatenate"(%282, %285) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %287 = "stablehlo.dynamic_update_slice"(%arg39, %286, %arg36, %89, %89) : (tensor<16x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %288 = "stablehlo.dynamic_update_slice"(%arg40, %277, %arg36, %89, %89) : (tensor<16x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x2x16xf32>
    %289 = "stablehlo.reshape"(%arg19) : (tensor<64x64xi8>) -> tensor<64x2x32xi8>
    %290 = "stablehlo.dot_general"(%257, %289) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %291 = "stablehlo.convert"(%290) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %292 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %293 = "stablehlo.multiply"(%291, %292) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %294 = "stablehlo.transpose"(%293) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %295 = "stablehlo.broadcast_in_dim"(%arg20) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %296 = "stablehlo.dot_general"(%294, %295) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %297 = "stablehlo.transpose"(%296) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %298 = "stablehlo.reshape"(%297) : (tensor<1x64xf32>) -> tensor<1x4x16xf32>
    %299 = "stablehlo.slice"(%298) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 4, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %300 = "stablehlo.slice"(%298) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 4, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x16xf32>) -> tensor<1x4x8xf32>
    %301 = "stablehlo.multiply"(%299, %18) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %302 = "stablehlo.multiply"(%300, %19) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %303 = "stablehlo.subtract"(%301, %302) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %304 = "stablehlo.multiply"(%300, %18) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %305 = "stablehlo.multiply"(%299, %19) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %306 = "stablehlo.add"(%304, %305) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %307 = "stablehlo.concatenate"(%303, %306) {dimension = 2 : i64} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<1x4x16xf32>) -> tensor<1x2x2x16xf32>
    %309 = "stablehlo.dot_general"(%308, %287) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %310 = "stablehlo.multiply"(%309, %113) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %311 = "stablehlo.select"(%25, %310, %115) : (tensor<2x1x2x16xi1>, tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %312 = "stablehlo.reduce"(%311, %117) ({
    ^bb0(%313: tensor<f32>, %314: tensor<f32>):
      %315 = "stablehlo.maximum"(%313, %314) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%315) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %316 = "stablehlo.broadcast_in_dim"(%312) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %317 = "stablehlo.subtract"(%311, %316) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %318 = "stablehlo.exponential"(%317) : (tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %319 = "stablehlo.reduce"(%318, %27) ({
    ^bb0(%320: tensor<f32>, %321: tensor<f32>):
      %322 = "stablehlo.add"(%320, %321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%322) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x1x2x16xf32>, tensor<f32>) -> tensor<2x1x2xf32>
    %323 = "stablehlo.broadcast_in_dim"(%319) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x1x2xf32>) -> tensor<2x1x2x16xf32>
    %324 = "stablehlo.divide"(%318, %323) : (tensor<2x1x2x16xf32>, tensor<2x1x2x16xf32>) -> tensor<2x1x2x16xf32>
    %325 = "stablehlo.dot_general"(%324, %288) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<2x1x2x16xf32>, tensor<16x2x16xf32>) -> tensor<2x1x2x16xf32>
    %326 = "stablehlo.transpose"(%325) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x1x2x16xf32>) -> tensor<1x2x2x16xf32>
    %327 = "stablehlo.reshape"(%326) : (tensor<1x2x2x16xf32>) -> tensor<1x64xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %329 = "stablehlo.abs"(%328) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %330 = "stablehlo.reduce"(%329, %27) ({
    ^bb0(%331: tensor<f32>, %332: tensor<f32>):
      %333 = "stablehlo.maximum"(%331, %332) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%333) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %334 = "stablehlo.divide"(%330, %47) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %335 = "stablehlo.compare"(%334, %49) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %336 = "stablehlo.select"(%335, %51, %334) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %337 = "stablehlo.broadcast_in_dim"(%336) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %338 = "stablehlo.divide"(%328, %337) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %339 = "stablehlo.round_nearest_even"(%338) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %340 = "stablehlo.clamp"(%56, %339, %57) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %341 = "stablehlo.convert"(%340) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %342 = "stablehlo.reshape"(%arg25) : (tensor<64x64xi8>) -> tensor<64x2x32xi8>
    %343 = "stablehlo.dot_general"(%341, %342) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<64x2x32xi8>) -> tensor<2x1x64xi32>
    %344 = "stablehlo.convert"(%343) : (tensor<2x1x64xi32>) -> tensor<2x1x64xf32>
    %345 = "stablehlo.broadcast_in_dim"(%334) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x64xf32>
    %346 = "stablehlo.multiply"(%344, %345) : (tensor<2x1x64xf32>, tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %347 = "stablehlo.transpose"(%346) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x64xf32>) -> tensor<64x1x2xf32>
    %348 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %349 = "stablehlo.dot_general"(%347, %348) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x2xf32>, tensor<64x2xf32>) -> tensor<64x1xf32>
    %350 = "stablehlo.transpose"(%349) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %351 = "stablehlo.add"(%231, %350) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %352 = "stablehlo.multiply"(%351, %351) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %353 = "stablehlo.reduce"(%352, %27) ({
    ^bb0(%354: tensor<f32>, %355: tensor<f32>):
      %356 = "stablehlo.add"(%354, %355) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%356) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %357 = "stablehlo.divide"(%353, %32) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %358 = "stablehlo.add"(%357, %34) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %359 = "stablehlo.rsqrt"(%358) : (tensor<1xf32>) -> tensor<1xf32>
    %360 = "stablehlo.broadcast_in_dim"(%359) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %361 = "stablehlo.multiply"(%351, %360) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %362 = "stablehlo.broadcast_in_dim"(%arg27) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %363 = "stablehlo.multiply"(%362, %361) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %364 = "stablehlo.reshape"(%363) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %365 = "stablehlo.abs"(%364) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %366 = "stablehlo.reduce"(%365, %27) ({
    ^bb0(%367: tensor<f32>, %368: tensor<f32>):
      %369 = "stablehlo.maximum"(%367, %368) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%369) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %370 = "stablehlo.divide"(%366, %47) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %371 = "stablehlo.compare"(%370, %49) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %372 = "stablehlo.select"(%371, %51, %370) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %373 = "stablehlo.broadcast_in_dim"(%372) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %374 = "stablehlo.divide"(%364, %373) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %375 = "stablehlo.round_nearest_even"(%374) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %376 = "stablehlo.clamp"(%56, %375, %57) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %377 = "stablehlo.convert"(%376) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %378 = "stablehlo.reshape"(%arg28) : (tensor<96x64xi8>) -> tensor<96x2x32xi8>
    %379 = "stablehlo.dot_general"(%377, %378) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %380 = "stablehlo.convert"(%379) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %381 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %382 = "stablehlo.multiply"(%380, %381) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %383 = "stablehlo.transpose"(%382) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %384 = "stablehlo.broadcast_in_dim"(%arg29) {broadcast_dimensions = array<i64: 0>} : (tensor<96xf32>) -> tensor<96x2xf32>
    %385 = "stablehlo.dot_general"(%383, %384) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %386 = "stablehlo.transpose"(%385) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %387 = "stablehlo.reshape"(%arg30) : (tensor<96x64xi8>) -> tensor<96x2x32xi8>
    %388 = "stablehlo.dot_general"(%377, %387) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<96x2x32xi8>) -> tensor<2x1x96xi32>
    %389 = "stablehlo.convert"(%388) : (tensor<2x1x96xi32>) -> tensor<2x1x96xf32>
    %390 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x96xf32>
    %391 = "stablehlo.multiply"(%389, %390) : (tensor<2x1x96xf32>, tensor<2x1x96xf32>) -> tensor<2x1x96xf32>
    %392 = "stablehlo.transpose"(%391) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x96xf32>) -> tensor<96x1x2xf32>
    %393 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0>} : (tensor<96xf32>) -> tensor<96x2xf32>
    %394 = "stablehlo.dot_general"(%392, %393) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<96x1x2xf32>, tensor<96x2xf32>) -> tensor<96x1xf32>
    %395 = "stablehlo.transpose"(%394) {permutation = array<i64: 1, 0>} : (tensor<96x1xf32>) -> tensor<1x96xf32>
    %396 = "stablehlo.logistic"(%386) : (tensor<1x96xf32>) -> tensor<1x96xf32>
    %397 = "stablehlo.multiply"(%386, %396) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %398 = "stablehlo.multiply"(%397, %395) : (tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<1x96xf32>
    %399 = "stablehlo.reshape"(%398) : (tensor<1x96xf32>) -> tensor<1x3x32xf32>
    %400 = "stablehlo.abs"(%399) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %401 = "stablehlo.reduce"(%400, %27) ({
    ^bb0(%402: tensor<f32>, %403: tensor<f32>):
      %404 = "stablehlo.maximum"(%402, %403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%404) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3xf32>
    %405 = "stablehlo.divide"(%401, %211) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %406 = "stablehlo.compare"(%405, %213) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %407 = "stablehlo.select"(%406, %215, %405) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %408 = "stablehlo.broadcast_in_dim"(%407) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf32>) -> tensor<1x3x32xf32>
    %409 = "stablehlo.divide"(%399, %408) : (tensor<1x3x32xf32>, tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %410 = "stablehlo.round_nearest_even"(%409) : (tensor<1x3x32xf32>) -> tensor<1x3x32xf32>
    %411 = "stablehlo.clamp"(%56, %410, %57) : (tensor<f32>, tensor<1x3x32xf32>, tensor<f32>) -> tensor<1x3x32xf32>
    %412 = "stablehlo.convert"(%411) : (tensor<1x3x32xf32>) -> tensor<1x3x32xi8>
    %413 = "stablehlo.reshape"(%arg32) : (tensor<64x96xi8>) -> tensor<64x3x32xi8>
    %414 = "stablehlo.dot_general"(%412, %413) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x3x32xi8>, tensor<64x3x32xi8>) -> tensor<3x1x64xi32>
    %415 = "stablehlo.convert"(%414) : (tensor<3x1x64xi32>) -> tensor<3x1x64xf32>
    %416 = "stablehlo.broadcast_in_dim"(%405) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x3xf32>) -> tensor<3x1x64xf32>
    %417 = "stablehlo.multiply"(%415, %416) : (tensor<3x1x64xf32>, tensor<3x1x64xf32>) -> tensor<3x1x64xf32>
    %418 = "stablehlo.transpose"(%417) {permutation = array<i64: 2, 1, 0>} : (tensor<3x1x64xf32>) -> tensor<64x1x3xf32>
    %419 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x3xf32>
    %420 = "stablehlo.dot_general"(%418, %419) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<64x1x3xf32>, tensor<64x3xf32>) -> tensor<64x1xf32>
    %421 = "stablehlo.transpose"(%420) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %422 = "stablehlo.add"(%351, %421) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %423 = "stablehlo.multiply"(%422, %422) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %424 = "stablehlo.reduce"(%423, %27) ({
    ^bb0(%425: tensor<f32>, %426: tensor<f32>):
      %427 = "stablehlo.add"(%425, %426) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%427) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<1xf32>
    %428 = "stablehlo.divide"(%424, %32) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %429 = "stablehlo.add"(%428, %34) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %430 = "stablehlo.rsqrt"(%429) : (tensor<1xf32>) -> tensor<1xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x64xf32>
    %432 = "stablehlo.multiply"(%422, %431) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %433 = "stablehlo.broadcast_in_dim"(%arg34) {broadcast_dimensions = array<i64: 1>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %434 = "stablehlo.multiply"(%433, %432) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %435 = "stablehlo.reshape"(%434) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %436 = "stablehlo.abs"(%435) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %437 = "stablehlo.reduce"(%436, %27) ({
    ^bb0(%438: tensor<f32>, %439: tensor<f32>):
      %440 = "stablehlo.maximum"(%438, %439) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%440) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2xf32>
    %441 = "stablehlo.divide"(%437, %47) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %442 = "stablehlo.compare"(%441, %49) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %443 = "stablehlo.select"(%442, %51, %441) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %444 = "stablehlo.broadcast_in_dim"(%443) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %445 = "stablehlo.divide"(%435, %444) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %446 = "stablehlo.round_nearest_even"(%445) : (tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %447 = "stablehlo.clamp"(%56, %446, %57) : (tensor<f32>, tensor<1x2x32xf32>, tensor<f32>) -> tensor<1x2x32xf32>
    %448 = "stablehlo.convert"(%447) : (tensor<1x2x32xf32>) -> tensor<1x2x32xi8>
    %449 = "stablehlo.reshape"(%arg0) : (tensor<24x64xi8>) -> tensor<24x2x32xi8>
    %450 = "stablehlo.dot_general"(%448, %449) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<1x2x32xi8>, tensor<24x2x32xi8>) -> tensor<2x1x24xi32>
    %451 = "stablehlo.convert"(%450) : (tensor<2x1x24xi32>) -> tensor<2x1x24xf32>
    %452 = "stablehlo.broadcast_in_dim"(%441) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<1x2xf32>) -> tensor<2x1x24xf32>
    %453 = "stablehlo.multiply"(%451, %452) : (tensor<2x1x24xf32>, tensor<2x1x24xf32>) -> tensor<2x1x24xf32>
    %454 = "stablehlo.transpose"(%453) {permutation = array<i64: 2, 1, 0>} : (tensor<2x1x24xf32>) -> tensor<24x1x2xf32>
    %455 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<24xf32>) -> tensor<24x2xf32>
    %456 = "stablehlo.dot_general"(%454, %455) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<24x1x2xf32>, tensor<24x2xf32>) -> tensor<24x1xf32>
    %457 = "stablehlo.transpose"(%456) {permutation = array<i64: 1, 0>} : (tensor<24x1xf32>) -> tensor<1x24xf32>
    %458 = "stablehlo.reshape"(%457) : (tensor<1x24xf32>) -> tensor<24xf32>
    %459 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<24xi32>
    %460:2 = "stablehlo.reduce"(%458, %459, %117, %89) ({
    ^bb0(%461: tensor<f32>, %462: tensor<i32>, %463: tensor<f32>, %464: tensor<i32>):
      %465 = "stablehlo.compare"(%461, %463) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %466 = "stablehlo.compare"(%461, %463) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %467 = "stablehlo.compare"(%462, %464) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %468 = "stablehlo.select"(%466, %467, %465) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %469 = "stablehlo.select"(%468, %461, %463) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %470 = "stablehlo.select"(%468, %462, %464) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%469, %470) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<24xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%460#1, %90, %91, %287, %288) : (tensor<i32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>, tensor<16x2x16xf32>) -> ()
  }
}
