// The activation rounding of int8 compute for 64 rows of 2048, in the
// form engine/graph's quantizeActivations emits it (see the
// tiny_q4_int8c goldens): groups of 32, d = amax/127, the divisor 1
// where d is 0, q = convert(clamp(round_nearest_even(x/div))) to i8.
// TestQ8RoundOnIREE and TestQ8RoundOnRef hold both backends to the
// stated rule bit for bit; TestQ8RoundModuleIsEmitted checks that the
// lines from the reshape to the convert are the emitter's, up to value
// names and shapes.
module @q8 {
  func.func public @main(%arg0: tensor<64x2048xf32>) -> (tensor<64x64x32xi8>, tensor<64x64xf32>) {
    %2 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
    %0 = "stablehlo.reshape"(%arg0) : (tensor<64x2048xf32>) -> tensor<64x64x32xf32>
    %1 = "stablehlo.abs"(%0) : (tensor<64x64x32xf32>) -> tensor<64x64x32xf32>
    %3 = "stablehlo.reduce"(%1, %2) ({
    ^bb0(%4: tensor<f32>, %5: tensor<f32>):
      %6 = "stablehlo.maximum"(%4, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<64x64x32xf32>, tensor<f32>) -> tensor<64x64xf32>
    %7 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<64x64xf32>} : () -> tensor<64x64xf32>
    %8 = "stablehlo.divide"(%3, %7) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %9 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<64x64xf32>} : () -> tensor<64x64xf32>
    %10 = "stablehlo.compare"(%8, %9) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %11 = "stablehlo.constant"() {value = dense<1.0e+00> : tensor<64x64xf32>} : () -> tensor<64x64xf32>
    %12 = "stablehlo.select"(%10, %11, %8) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x64xf32>) -> tensor<64x64x32xf32>
    %14 = "stablehlo.divide"(%0, %13) : (tensor<64x64x32xf32>, tensor<64x64x32xf32>) -> tensor<64x64x32xf32>
    %15 = "stablehlo.round_nearest_even"(%14) : (tensor<64x64x32xf32>) -> tensor<64x64x32xf32>
    %16 = "stablehlo.constant"() {value = dense<-1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %17 = "stablehlo.constant"() {value = dense<1.27e+02> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.clamp"(%16, %15, %17) : (tensor<f32>, tensor<64x64x32xf32>, tensor<f32>) -> tensor<64x64x32xf32>
    %19 = "stablehlo.convert"(%18) : (tensor<64x64x32xf32>) -> tensor<64x64x32xi8>
    "func.return"(%19, %8) : (tensor<64x64x32xi8>, tensor<64x64xf32>) -> ()
  }
}
