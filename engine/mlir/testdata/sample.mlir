// A module in the shape the emitter writes.
module @decode_step {
  func.func public @main(%arg0: tensor<4x2xbf16>, %arg1: tensor<i32> {jax.buffer_donor = true}, %arg2: tensor<4xf32>) -> (tensor<i32>, tensor<4x2xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
    %c = "stablehlo.constant"() {value = dense<[[1.5, -2.0e+00], [0xFF800000, 3]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %2 = "stablehlo.compare"(%arg2, %arg2) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %3 = "stablehlo.convert"(%arg0) : (tensor<4x2xbf16>) -> tensor<4x2xf32>
    %4 = "stablehlo.dot_general"(%3, %3) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x4xf32>
    %5:2 = "stablehlo.reduce"(%arg2, %1, %0, %arg1) ({
    ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %b0: tensor<f32>, %b1: tensor<i32>):
      %m = "stablehlo.maximum"(%a0, %b0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%m, %a1) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    %6 = "stablehlo.gather"(%3, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<4x2xf32>, tensor<4xi32>) -> tensor<4x2xf32>
    "func.return"(%5#1, %6) : (tensor<i32>, tensor<4x2xf32>) -> ()
  }
}
