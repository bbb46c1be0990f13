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
    %63 = "stablehlo.convert"(%arg5) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %64 = "stablehlo.convert"(%arg6) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %65 = "stablehlo.reshape"(%63) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %66 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %67 = "stablehlo.multiply"(%65, %66) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %69 = "stablehlo.dot_general"(%62, %68) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<16x32xf32>) -> tensor<4x16xf32>
    %70 = "stablehlo.reshape"(%69) : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %71 = "stablehlo.convert"(%arg7) : (tensor<16x32xi4>) -> tensor<16x32xf32>
    %72 = "stablehlo.convert"(%arg8) : (tensor<16x1xf16>) -> tensor<16x1xf32>
    %73 = "stablehlo.reshape"(%71) : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %74 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<16x1xf32>) -> tensor<16x1x32xf32>
    %75 = "stablehlo.multiply"(%73, %74) : (tensor<16x1x32xf32>, tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<16x1x32xf32>) -> tensor<16x32xf32>
    %77 = "stablehlo.dot_general"(%62, %76) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x32xf32>, tensor<16x32xf32>) -> tensor<4x16xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<4x16xf32>) -> tensor<4x1x16xf32>
    %79 = "stablehlo.slice"(%70) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 4, 1, 8>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x16xf32>) -> tensor<4x1x8xf32>
    %80 = "stablehlo.slice"(%70) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 4, 1, 16>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x16xf32>) -> tensor<4x1x8xf32>
    %81 = "stablehlo.multiply"(%79, %22) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %82 = "stablehlo.multiply"(%80, %23) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %83 = "stablehlo.subtract"(%81, %82) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %84 = "stablehlo.multiply"(%80, %22) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %85 = "stablehlo.multiply"(%79, %23) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %86 = "stablehlo.add"(%84, %85) : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %87 = "stablehlo.concatenate"(%83, %86) {dimension = 2 : i64} : (tensor<4x1x8xf32>, tensor<4x1x8xf32>) -> tensor<4x1x16xf32>
    %88 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %89 = "stablehlo.dynamic_update_slice"(%arg24, %87, %arg22, %88, %88) : (tensor<16x1x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %90 = "stablehlo.dynamic_update_slice"(%arg25, %78, %arg22, %88, %88) : (tensor<16x1x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x16xf32>
    %91 = "stablehlo.dynamic_slice"(%62, %29, %88) {slice_sizes = array<i64: 1, 32>} : (tensor<4x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1x32xf32>
    %92 = "stablehlo.convert"(%arg3) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %93 = "stablehlo.convert"(%arg4) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %94 = "stablehlo.reshape"(%92) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %95 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %96 = "stablehlo.multiply"(%94, %95) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %98 = "stablehlo.dot_general"(%91, %97) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %99 = "stablehlo.reshape"(%98) : (tensor<1x32xf32>) -> tensor<1x2x16xf32>
    %100 = "stablehlo.slice"(%99) {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 2, 8>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %101 = "stablehlo.slice"(%99) {start_indices = array<i64: 0, 0, 8>, limit_indices = array<i64: 1, 2, 16>, strides = array<i64: 1, 1, 1>} : (tensor<1x2x16xf32>) -> tensor<1x2x8xf32>
    %102 = "stablehlo.multiply"(%100, %40) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %103 = "stablehlo.multiply"(%101, %41) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %104 = "stablehlo.subtract"(%102, %103) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %105 = "stablehlo.multiply"(%101, %40) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %106 = "stablehlo.multiply"(%100, %41) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %107 = "stablehlo.add"(%105, %106) : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %108 = "stablehlo.concatenate"(%104, %107) {dimension = 2 : i64} : (tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<1x2x16xf32>
    %109 = "stablehlo.reshape"(%108) : (tensor<1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %110 = "stablehlo.dot_general"(%109, %89) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x1x2x16xf32>
    %111 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %112 = "stablehlo.multiply"(%110, %111) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %113 = "stablehlo.constant"() {value = dense<-3.4028235e+38> : tensor<1x1x2x16xf32>} : () -> tensor<1x1x2x16xf32>
    %114 = "stablehlo.select"(%47, %112, %113) : (tensor<1x1x2x16xi1>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %115 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %116 = "stablehlo.reduce"(%114, %115) ({
    ^bb0(%117: tensor<f32>, %118: tensor<f32>):
      %119 = "stablehlo.maximum"(%117, %118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%119) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %120 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %121 = "stablehlo.subtract"(%114, %120) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %122 = "stablehlo.exponential"(%121) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %123 = "stablehlo.reduce"(%122, %49) ({
    ^bb0(%124: tensor<f32>, %125: tensor<f32>):
      %126 = "stablehlo.add"(%124, %125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%126) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %127 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %128 = "stablehlo.divide"(%122, %127) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %129 = "stablehlo.dot_general"(%128, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<1x1x2x16xf32>, tensor<16x1x16xf32>) -> tensor<1x1x2x16xf32>
    %130 = "stablehlo.transpose"(%129) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<1x1x2x16xf32>) -> tensor<1x32xf32>
    %132 = "stablehlo.dynamic_slice"(%9, %29, %88) {slice_sizes = array<i64: 1, 32>} : (tensor<4x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1x32xf32>
    %133 = "stablehlo.convert"(%arg9) : (tensor<32x32xi4>) -> tensor<32x32xf32>
    %134 = "stablehlo.convert"(%arg10) : (tensor<32x1xf16>) -> tensor<32x1xf32>
    %135 = "stablehlo.reshape"(%133) : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %136 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x32xf32>
    %137 = "stablehlo.multiply"(%135, %136) : (tensor<32x1x32xf32>, tensor<32x1x32xf32>) -> tensor<32x1x32xf32>
    %138 = "stablehlo.reshape"(%137) : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %139 = "stablehlo.dot_general"(%131, %138) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %140 = "stablehlo.add"(%132, %139) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %141 = "stablehlo.multiply"(%140, %140) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %142 = "stablehlo.reduce"(%141, %49) ({
    ^bb0(%143: tensor<f32>, %144: tensor<f32>):
      %145 = "stablehlo.add"(%143, %144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%145) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %146 = "stablehlo.constant"() {value = dense<3.2e+01> : tensor<1xf32>} : () -> tensor<1xf32>
    %147 = "stablehlo.divide"(%142, %146) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %148 = "stablehlo.constant"() {value = dense<1.0e-05> : tensor<1xf32>} : () -> tensor<1xf32>
    %149 = "stablehlo.add"(%147, %148) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %150 = "stablehlo.rsqrt"(%149) : (tensor<1xf32>) -> tensor<1xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %152 = "stablehlo.multiply"(%140, %151) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %153 = "stablehlo.broadcast_in_dim"(%arg11) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %154 = "stablehlo.multiply"(%153, %152) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %155 = "stablehlo.convert"(%arg12) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %156 = "stablehlo.convert"(%arg13) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %157 = "stablehlo.reshape"(%155) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %158 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %159 = "stablehlo.multiply"(%157, %158) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %160 = "stablehlo.reshape"(%159) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %161 = "stablehlo.dot_general"(%154, %160) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<64x32xf32>) -> tensor<1x64xf32>
    %162 = "stablehlo.convert"(%arg14) : (tensor<64x32xi4>) -> tensor<64x32xf32>
    %163 = "stablehlo.convert"(%arg15) : (tensor<64x1xf16>) -> tensor<64x1xf32>
    %164 = "stablehlo.reshape"(%162) : (tensor<64x32xf32>) -> tensor<64x1x32xf32>
    %165 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x32xf32>
    %166 = "stablehlo.multiply"(%164, %165) : (tensor<64x1x32xf32>, tensor<64x1x32xf32>) -> tensor<64x1x32xf32>
    %167 = "stablehlo.reshape"(%166) : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    %168 = "stablehlo.dot_general"(%154, %167) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<64x32xf32>) -> tensor<1x64xf32>
    %169 = "stablehlo.logistic"(%161) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %170 = "stablehlo.multiply"(%161, %169) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %171 = "stablehlo.multiply"(%170, %168) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %172 = "stablehlo.convert"(%arg16) : (tensor<32x64xi4>) -> tensor<32x64xf32>
    %173 = "stablehlo.convert"(%arg17) : (tensor<32x2xf16>) -> tensor<32x2xf32>
    %174 = "stablehlo.reshape"(%172) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %175 = "stablehlo.broadcast_in_dim"(%173) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %176 = "stablehlo.multiply"(%174, %175) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %178 = "stablehlo.dot_general"(%171, %177) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x64xf32>, tensor<32x64xf32>) -> tensor<1x32xf32>
    %179 = "stablehlo.add"(%140, %178) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %180 = "stablehlo.multiply"(%179, %179) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %181 = "stablehlo.reduce"(%180, %49) ({
    ^bb0(%182: tensor<f32>, %183: tensor<f32>):
      %184 = "stablehlo.add"(%182, %183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%184) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1xf32>
    %185 = "stablehlo.divide"(%181, %146) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %186 = "stablehlo.add"(%185, %148) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %187 = "stablehlo.rsqrt"(%186) : (tensor<1xf32>) -> tensor<1xf32>
    %188 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>) -> tensor<1x32xf32>
    %189 = "stablehlo.multiply"(%179, %188) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %190 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 1>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %191 = "stablehlo.multiply"(%190, %189) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %192 = "stablehlo.convert"(%arg19) : (tensor<24x32xi4>) -> tensor<24x32xf32>
    %193 = "stablehlo.convert"(%arg20) : (tensor<24x1xf16>) -> tensor<24x1xf32>
    %194 = "stablehlo.reshape"(%192) : (tensor<24x32xf32>) -> tensor<24x1x32xf32>
    %195 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<24x1xf32>) -> tensor<24x1x32xf32>
    %196 = "stablehlo.multiply"(%194, %195) : (tensor<24x1x32xf32>, tensor<24x1x32xf32>) -> tensor<24x1x32xf32>
    %197 = "stablehlo.reshape"(%196) : (tensor<24x1x32xf32>) -> tensor<24x32xf32>
    %198 = "stablehlo.dot_general"(%191, %197) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<1x32xf32>, tensor<24x32xf32>) -> tensor<1x24xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<1x24xf32>) -> tensor<24xf32>
    %200 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<24xi32>
    %201:2 = "stablehlo.reduce"(%199, %200, %115, %88) ({
    ^bb0(%202: tensor<f32>, %203: tensor<i32>, %204: tensor<f32>, %205: tensor<i32>):
      %206 = "stablehlo.compare"(%202, %204) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %207 = "stablehlo.compare"(%202, %204) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %208 = "stablehlo.compare"(%203, %205) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %209 = "stablehlo.select"(%207, %208, %206) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %210 = "stablehlo.select"(%209, %202, %204) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %211 = "stablehlo.select"(%209, %203, %205) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%210, %211) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<24xf32>, tensor<24xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%201#1, %89, %90) : (tensor<i32>, tensor<16x1x16xf32>, tensor<16x1x16xf32>) -> ()
  }
}
